"""The Zones dock: setup zones (name, side, size); the current zone is the
one the Zones tool paints (tinted overlays on the map)."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QInputDialog, QListWidget, QListWidgetItem, QWidget

from core import edits as E
from core.model.scenario import SetupZone
from core.naming import side_label
from editor.scenario.form_util import button_row, fill_sides, labelled_row, panel_layout, quiet


class ZonesPanel(QWidget):
    """List of setup zones; ``currentChanged(str|None)`` with the zone name."""

    currentChanged = Signal(object)
    paintRequested = Signal()

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        lay = panel_layout(self)
        self.list = QListWidget()
        lay.addWidget(self.list, 1)
        self.side = QComboBox()
        lay.addLayout(labelled_row(self.tr("Side"), self.side))
        row, (self.add, self.remove, self.paint) = button_row(self.tr("Add zone..."), self.tr("Remove"),
                                                             self.tr("Paint (Z)"))
        lay.addLayout(row)
        self.list.currentItemChanged.connect(self._current)
        self.side.currentIndexChanged.connect(self._set_side)
        self.add.clicked.connect(self._add)
        self.remove.clicked.connect(self._remove)
        self.paint.clicked.connect(self.paintRequested.emit)
        self.refresh()

    def current(self) -> str | None:
        """The chosen zone's name."""
        it = self.list.currentItem()
        return it.data(Qt.UserRole) if it else None

    def _current(self, *_):
        z = self.document.scenario.zone(self.current()) if self.current() else None
        fill_sides(self.side, self.document.scenario, z.side if z else None, self.tr("any side"))
        self.currentChanged.emit(self.current())

    def add_zone(self, name: str, side: str | None) -> bool:
        """Add an empty zone and make it current."""
        text = self.tr("Add zone {name}").format(name=name)
        ok = self.document.apply_scenario(text, lambda sc: E.add_zone(sc, SetupZone(name, side, set())))
        if ok:
            self.select(name)
        return ok

    def select(self, name: str) -> None:
        """Make zone ``name`` current."""
        for r in range(self.list.count()):
            if self.list.item(r).data(Qt.UserRole) == name:
                self.list.setCurrentRow(r)

    def _add(self) -> None:
        n = len(self.document.scenario.zones) + 1
        name, ok = QInputDialog.getText(self, self.tr("Add setup zone"), self.tr("Zone name:"),
                                        text=self.tr("Setup zone {n}").format(n=n))
        if ok and name.strip():
            self.add_zone(name.strip(), self.side.currentData())

    def _remove(self) -> None:
        name = self.current()
        if name:
            self.document.apply_scenario(self.tr("Remove zone {name}").format(name=name), lambda sc: E.remove_zone(sc,
                                                                                                                   name))

    def _set_side(self) -> None:
        name, side = self.current(), self.side.currentData()
        z = self.document.scenario.zone(name) if name else None
        if z is None or z.side == side:
            return
        key = self.document.begin_stroke()
        i = self.document.scenario.zones.index(z)
        new = SetupZone(z.name, side, set(z.hexes))
        text = self.tr("Side of zone {name}").format(name=name)
        if self.document.apply_scenario(text, lambda sc: E.remove_zone(sc, name), key):
            self.document.apply_scenario(text, lambda sc: E.add_zone(sc, new, i), key)
            self.select(name)

    def refresh(self) -> None:
        """Re-read the zones."""
        sc = self.document.scenario
        cur = self.current()
        with quiet(self.list):
            self.list.clear()
            for z in sc.zones:
                side = sc.side(z.side)
                it = QListWidgetItem(self.tr("{name}  ({side}, %n hex(es))", "", len(z.hexes)).format(
                    name=z.name, side=side_label(side) if side else self.tr("any side")))
                it.setData(Qt.UserRole, z.name)
                self.list.addItem(it)
        if cur is not None:
            self.select(cur)
        elif self.list.count():
            self.list.setCurrentRow(0)
        self._current()
