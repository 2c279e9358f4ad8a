"""`TngUi`: the editor extra ``command_overlays`` (`editor.extras`), built
once by the main window after the scenario UI (`editor.scenario`).

It adds the tng overlays (`editor.tng.overlay`) and the "Triumph & Glory"
dock (`editor.tng.panel`) to the editing mode and keeps them to scenarios
whose ruleset lists the extra (``traits.editor_extras``: tng).  Facing is the
scenario UI's: the wheel over a unit or ``[`` / ``]`` turn it one vertex
(tng 6.11), drawn as a pointer on the vertex.  While the tng movement
preview is on, the scenario UI's generic movement preview is switched off
(the tng one adds orders status and marks ZOC stops) and comes back when it
is turned off; the tng preview starts off.  Rules-core errors
go to the status bar, never a traceback.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, Qt

from core.errors import HexwrightError
from editor.extras import extra_active
from core.overlays import tng_command as analysis
from editor.tng.overlay import TngOver, TngUnder, TngView
from editor.tng.panel import TngPanel


class TngUi(QObject):
    """The tng pieces of ``window``: ``view`` (`TngView`), ``under``,
    ``over``, ``panel``, ``dock``; ``name`` the extra's name."""

    def __init__(self, window, name: str = "command_overlays"):
        super().__init__(window)
        self.window = window
        self.name = name
        self.document = doc = window.document
        self.scenario_ui = window.scenario_ui
        self.view = TngView()
        self.under = TngUnder(self.view, doc, window.scene)
        self.over = TngOver(self.view, doc, self.scenario_ui.unit_layer, window.scene)
        window.add_layer(self.under)
        window.add_layer(self.over)
        self.panel = TngPanel()
        self.dock = window.add_dock(self.panel, self.tr("Triumph and Glory"), "tngDock", Qt.RightDockWidgetArea)
        self.dock.toggleViewAction().setText(self.tr("&Triumph and Glory"))
        # reachable again after closing it (its rulesets only)
        window.action_registry.add("view.dock.tng", self.dock.toggleViewAction(), "view")
        self.panel.changed.connect(self.refresh)
        self.panel.stackMove.connect(self.move_in_stack)
        doc.selectionChanged.connect(lambda _u: self.refresh())
        doc.changed.connect(self._map_changed)
        self._was_active = None
        self._restore_generic = False
        self.refresh()

    @property
    def active(self) -> bool:
        """True while the open scenario's ruleset lists this extra."""
        return extra_active(self.document, self.name)

    def message(self, text: str, error: bool = False) -> None:
        self.scenario_ui.message(text, error)

    def _map_changed(self, change) -> None:
        if getattr(change, "whole_map", False):
            self.under.refresh()
            self.over.refresh()
        self.refresh()

    def refresh(self) -> None:
        """Recompute every overlay from the scenario and the panel's switches."""
        on = self.active
        for item in (self.under, self.over):
            item.setVisible(on)
        self.dock.toggleViewAction().setVisible(on)
        if not on:  # never for other rulesets, whatever a saved window layout says
            self.dock.setVisible(False)
        elif on != self._was_active:  # shown on opening a tng scenario; closed stays closed
            self.dock.setVisible(True)
        self._was_active = on
        v = self.view
        v.__init__()
        if not on:
            return
        sc = self.document.scenario
        pn = self.panel
        pn.set_sides([(s.id, s.name) for s in sc.sides])
        try:
            v.stack = analysis.stack_numbers(sc)
            if pn.tags.isChecked():
                for u in sc.units:
                    info = analysis.unit_info(sc, u.id)
                    bits = [analysis.readable_id(b) for b in (info["brigade"], info["group"]) if b]
                    if bits:  # readable names; the ids are in the counter's tooltip
                        v.tags[u.id] = " \u00b7 ".join(dict.fromkeys(bits))
            v.show_ranges = pn.ranges.isChecked()
            v.ranges = analysis.command_ranges(sc) if v.show_ranges else []
            v.zoc_side = pn.zoc_side.currentData()
            v.zoc = analysis.zoc(sc, v.zoc_side) if v.zoc_side else set()
            self._selected(sc)
        except HexwrightError as e:
            self.message(self.tr("Triumph & Glory overlays: {error}").format(error=e), error=True)
        self.under.update()
        self.over.update()

    def _selected(self, sc) -> None:
        v, pn = self.view, self.panel
        uid = self.document.selected_unit
        mode = pn.move_mode.currentData()
        previews = self.scenario_ui.previews
        if mode is not None and previews.show_moves:  # the tng preview replaces the generic one
            previews.show_moves = False
            self._restore_generic = True
            previews.refresh_unit()
        elif mode is None and self._restore_generic:
            previews.show_moves = True
            self._restore_generic = False
            previews.refresh_unit()
        if uid is None:
            pn.info.setText(self.tr("No unit selected"))
            pn.up.setEnabled(False)
            pn.down.setEnabled(False)
            return
        info = analysis.unit_info(sc, uid)
        place = v.stack.get(uid)
        unit = sc.unit(uid)
        name = (unit.name if unit is not None and unit.name else uid).replace("&", "&amp;").replace("<", "&lt;")
        markers = ", ".join(analysis.readable_id(m) for m in info["markers"])
        text = [f"<b>{name}</b>",
                self.tr("brigade: {brigade}").format(brigade=analysis.readable_id(info["brigade"]) or "-"),
                self.tr("activation group: {group}").format(group=analysis.readable_id(info["group"]) or "-"),
                self.tr("marker: {markers}").format(markers=markers) if markers
                else self.tr("marker: none (tng 5.4: it never activates)")]
        tip = self.tr("unit {unit}; brigade {brigade}; activation group {group}; markers {markers}")
        pn.info.setToolTip(tip.format(
            unit=uid, brigade=info["brigade"] or "-", group=info["group"] or "-",
            markers=", ".join(info["markers"]) or "-"))
        if place:
            text.append(self.tr("stack: {place} of {size} (1 = top)").format(place=place[0], size=place[1]))
        pn.info.setText("<br>".join(text))
        pn.up.setEnabled(analysis.move_in_stack(sc, uid, -1) is not None)
        pn.down.setEnabled(analysis.move_in_stack(sc, uid, 1) is not None)
        if pn.guns.isChecked():
            v.bands = analysis.gun_bands(sc, uid)
        if mode is not None:
            try:
                v.moves, v.stops = analysis.movement(sc, uid, mode)
            except HexwrightError as e:
                self.message(self.tr("Movement preview of {unit}: {error}").format(unit=uid, error=e))

    def move_in_stack(self, delta: int) -> bool:
        """Move the selected unit ``delta`` places in its stack (one undo step)."""
        from core.edits import place_unit, remove_unit
        sc = self.document.scenario
        uid = self.document.selected_unit
        if uid is None:
            return False
        target = analysis.move_in_stack(sc, uid, delta)
        if target is None:
            return False
        unit = sc.unit(uid)
        key = self.document.begin_stroke()
        what = (self.tr("Move {unit} up its stack") if delta < 0 else self.tr("Move {unit} down its stack")).format(
            unit=uid)
        ok = self.document.apply_scenario(what, lambda s: remove_unit(s, uid), key)
        ok = ok and self.document.apply_scenario(what, lambda s: place_unit(s, unit, target), key)
        self.document.select_unit(uid)
        self.refresh()
        return ok

