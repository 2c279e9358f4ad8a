"""The hex selection of a window and the Edit menu's region commands: copy,
cut, paste, delete, select all, select the hovered hex's terrain.

`HexSelection` holds the selected hexes (cube `Hex` values) and draws their
outline in the scene.  `RegionActions` runs the region edits of
`core.edits.region` through the document, so every one is one undo step;
the clipboard is shared by every window of the application (a `Clip` is
plain data).  A paste lands with the copied region's top-left hex on the
hovered hex (else on the selection's top-left hex, else where it was copied
from) and selects what it pasted.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem

from core.edits.region import Clip, anchor_of, copy_region, delete_region, of_terrain, paste_region
from core.errors import HexwrightError
from core.hexgrid import Hex
from core.naming import terrain_name

_CLIPBOARD: dict[str, object] = {"clip": None, "origin": None}


class HexSelection(QObject):
    """Selected hexes of one document, outlined in ``scene``;
    ``changed(object)`` carries the new frozenset."""

    changed = Signal(object)

    def __init__(self, document, scene, parent=None):
        super().__init__(parent)
        self.document = document
        self.scene = scene
        self.hexes: frozenset[Hex] = frozenset()
        self.item = QGraphicsPathItem()
        pen = QPen(QColor("#ffd21f"), 2.5)
        pen.setCosmetic(True)
        self.item.setPen(pen)
        self.item.setBrush(QBrush(QColor(255, 210, 31, 55)))
        self.item.setZValue(9)
        scene.addItem(self.item)
        document.changed.connect(self._on_document_changed)

    def set(self, hexes) -> None:
        """Select exactly ``hexes`` (those off the map are dropped)."""
        m = self.document.hexmap
        new = frozenset(h for h in hexes if m.contains(h))
        if new != self.hexes:
            self.hexes = new
            self._draw()
            self.changed.emit(new)

    def add(self, hexes) -> None:
        """Add ``hexes`` to the selection."""
        self.set(self.hexes | set(hexes))

    def remove(self, hexes) -> None:
        """Take ``hexes`` out of the selection."""
        self.set(self.hexes - set(hexes))

    def clear(self) -> None:
        """Select nothing."""
        self.set(())

    def _on_document_changed(self, change) -> None:
        if change.whole_map:
            self.set(self.hexes)      # a resize or reset: keep what is still on the map
            self._draw()

    def _draw(self) -> None:
        layout = self.scene.layout
        path = QPainterPath()
        for h in self.hexes:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in layout.corners(h)]))
            path.closeSubpath()
        self.item.setPath(path.simplified() if len(self.hexes) < 20000 else path)


class RegionActions(QObject):
    """Copy, cut, paste, delete and select commands over ``selection``
    (a `HexSelection`) of ``document``; ``hovered`` is the hex under the
    cursor (kept up to date by the window).  ``message(str)`` reports what
    happened (for the status bar) or why nothing did."""

    message = Signal(str)

    def __init__(self, document, selection: HexSelection, parent=None):
        super().__init__(parent)
        self.document = document
        self.selection = selection
        self.hovered: Hex | None = None

    def set_hovered(self, h: Hex | None) -> None:
        """The scene's ``hexHovered`` slot."""
        self.hovered = h

    def _need_selection(self) -> bool:
        if not self.selection.hexes:
            self.message.emit(self.tr("Nothing selected: drag with the Select tool first (Ctrl+A selects the whole "
                                      "map)"))
            return False
        return True

    def copy(self) -> bool:
        """Copy the selected hexes and their units to the clipboard."""
        if not self._need_selection():
            return False
        try:
            clip = copy_region(self.document.scenario, self.selection.hexes)
        except HexwrightError as e:
            self.message.emit(str(e))
            return False
        _CLIPBOARD.update(clip=clip, origin=anchor_of(self.document.hexmap, self.selection.hexes))
        self.message.emit(self.tr("Copied {hexes} and {units}").format(
            hexes=self.tr("%n hex(es)", "", len(clip)), units=self.tr("%n unit(s)", "", len(clip.units))))
        return True

    def delete(self) -> bool:
        """Clear the selected hexes back to the map's defaults and remove
        their units (one undo step)."""
        if not self._need_selection():
            return False
        n = len(self.selection.hexes)
        done = self.document.edit(self.tr("Delete %n hex(es)", "", n), lambda sc: delete_region(sc,
                                                                                                self.selection.hexes))
        if done is not None:
            self.message.emit(self.tr("Deleted the contents of %n hex(es)", "", n))
        return done is not None

    def cut(self) -> bool:
        """`copy`, then `delete`."""
        return self.copy() and self.delete()

    def paste(self, at: Hex | None = None) -> bool:
        """Paste the clipboard with its top-left hex on ``at`` (default: the
        hovered hex, the selection's top-left hex, or where it came from)."""
        clip: Clip | None = _CLIPBOARD["clip"]  # type: ignore[assignment]
        if clip is None:
            self.message.emit(self.tr("The clipboard is empty: copy some hexes first"))
            return False
        m = self.document.hexmap
        target = at or (self.hovered if self.hovered is not None and m.contains(self.hovered) else None)
        if target is None:
            target = anchor_of(m, self.selection.hexes) if self.selection.hexes else _CLIPBOARD["origin"]
        text = self.tr("Paste %n hex(es)", "", len(clip))
        done = self.document.edit(text, lambda sc: paste_region(sc, clip, target))
        if done is None:
            return False
        self.selection.set(Hex(target.q + dq, target.r + dr) for dq, dr in clip.cells)
        self.message.emit(self.tr("Pasted %n hex(es) at {hex}", "", len(clip)).format(hex=m.display_label(target)))
        return True

    def select_all(self) -> None:
        """Select every hex of the map."""
        self.selection.set(self.document.hexmap.hexes())

    def select_terrain(self, h: Hex | None = None) -> bool:
        """Select every hex of the terrain of ``h`` (default: the hovered hex)."""
        h = h if h is not None else self.hovered
        m = self.document.hexmap
        if h is None or not m.contains(h):
            self.message.emit(self.tr("Point at a hex to select all hexes of its terrain"))
            return False
        terrain = m.terrain_at(h)
        hexes = of_terrain(m, terrain)
        self.selection.set(hexes)
        self.message.emit(self.tr("Selected %n hex(es) of {terrain}", "", len(hexes)).format(
            terrain=terrain_name(self.document.hexmap.ruleset, terrain)))
        return True
