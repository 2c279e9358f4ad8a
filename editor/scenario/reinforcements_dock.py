"""The Reinforcements dock: units arriving by round.  Each reinforcement has
a round, a side, entry hexes (picked with the Entry hexes tool, N) and
units (added from the unit palette); every change is one undo step."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
                               QSpinBox, QWidget)

from core import edits as E
from core.model.scenario import Reinforcement
from core.naming import side_label
from editor.scenario.counters import unit_title
from editor.scenario.form_util import button_row, fill_sides, panel_layout, quiet


class ReinforcementsPanel(QWidget):
    """``currentChanged(int|None)``: the chosen reinforcement's index;
    ``addUnitRequested(int)``: add the palette's unit to it;
    ``pickRequested()``: switch to the Entry hexes tool."""

    currentChanged = Signal(object)
    addUnitRequested = Signal(int)
    pickRequested = Signal()

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        lay = panel_layout(self)
        self.list = QListWidget()
        self.list.setMaximumHeight(120)
        lay.addWidget(self.list)
        row, (self.add, self.remove) = button_row(self.tr("Add"), self.tr("Remove"))
        lay.addLayout(row)
        self.detail = QWidget()
        form = QFormLayout(self.detail)
        form.setContentsMargins(0, 0, 0, 0)
        self.round = QSpinBox()
        self.round.setRange(1, 99)
        self.side = QComboBox()
        self.note = QLineEdit()
        self.entries = QLabel()
        self.entries.setWordWrap(True)
        self.pick = QPushButton(self.tr("Pick entry hexes (N)"))
        self.units = QListWidget()
        self.units.setMaximumHeight(110)
        urow, (self.add_unit, self.remove_unit) = button_row(self.tr("Add palette unit"), self.tr("Remove unit"))
        form.addRow(self.tr("Round"), self.round)
        form.addRow(self.tr("Side"), self.side)
        form.addRow(self.tr("Note"), self.note)
        form.addRow(self.tr("Entry"), self.entries)
        form.addRow(self.pick)
        form.addRow(self.tr("Units"), self.units)
        form.addRow(urow)
        lay.addWidget(self.detail)
        lay.addStretch(1)
        self.list.currentRowChanged.connect(lambda _r: self._show())
        self.add.clicked.connect(self._add)
        self.remove.clicked.connect(self._remove)
        self.round.valueChanged.connect(lambda v: self._set("round", v))
        self.side.currentIndexChanged.connect(lambda _i: self._set("side", self.side.currentData()))
        self.note.editingFinished.connect(self._note)
        self.pick.clicked.connect(self.pickRequested.emit)
        self.add_unit.clicked.connect(lambda: self.current() is not None and
                                      self.addUnitRequested.emit(self.current()))
        self.remove_unit.clicked.connect(self._remove_unit)
        self.refresh()

    def current(self) -> int | None:
        """Index of the chosen reinforcement."""
        r = self.list.currentRow()
        return r if 0 <= r < len(self.document.scenario.reinforcements) else None

    def _set(self, field: str, value) -> None:
        i = self.current()
        if i is not None and getattr(self.document.scenario.reinforcements[i], field) != value:
            if not self.document.apply_scenario(self.tr("Reinforcement {field}").format(field=field),
                                                lambda sc: E.set_reinforcement(sc, i, field, value)):
                self.refresh()

    def _note(self) -> None:
        self._set("note", self.note.text())

    def _add(self) -> None:
        sc = self.document.scenario
        side = self.side.currentData() or (sc.sides[-1].id if sc.sides else None)
        rnd = min(2, sc.rounds)
        if self.document.apply_scenario(self.tr("Add reinforcement"),
                                        lambda s: E.add_reinforcement(s, Reinforcement(rnd, side))):
            self.list.setCurrentRow(len(sc.reinforcements) - 1)

    def _remove(self) -> None:
        i = self.current()
        if i is not None:
            self.document.apply_scenario(self.tr("Remove reinforcement"), lambda sc: E.remove_reinforcement(sc, i))

    def _remove_unit(self) -> None:
        it = self.units.currentItem()
        if it is not None:
            uid = it.data(Qt.UserRole)
            self.document.apply_scenario(self.tr("Remove {unit}").format(unit=uid), lambda sc: E.remove_unit(sc, uid))

    def _show(self) -> None:
        sc = self.document.scenario
        i = self.current()
        self.detail.setEnabled(i is not None)
        with quiet(self.round, self.side, self.note, self.units):
            self.units.clear()
            if i is None:
                self.entries.setText("")
                fill_sides(self.side, sc, None)
            else:
                r = sc.reinforcements[i]
                self.round.setMaximum(max(sc.rounds, r.round))
                self.round.setValue(r.round)
                fill_sides(self.side, sc, r.side)
                self.note.setText(r.note)
                self.entries.setText(", ".join(sc.hexmap.label(h) for h in r.entry_hexes) or
                                     self.tr("none yet: pick them on the map"))
                for u in r.units:
                    it = QListWidgetItem((self.tr("{unit}: {title} at {hex}") if u.hex else self.tr(
                        "{unit}: {title}")).format(
                        unit=u.id, title=unit_title(u, sc.ruleset), hex=sc.hexmap.label(u.hex) if u.hex else ""))
                    it.setData(Qt.UserRole, u.id)
                    self.units.addItem(it)
        self.currentChanged.emit(i)

    def refresh(self) -> None:
        """Re-read the reinforcements."""
        sc = self.document.scenario
        cur = self.list.currentRow()
        with quiet(self.list):
            self.list.clear()
            for r in sc.reinforcements:
                side = sc.side(r.side)
                self.list.addItem(self.tr("Round {round}: {side}, {units}, {entries}").format(
                    round=r.round, side=side_label(side) if side else r.side,
                    units=self.tr("%n unit(s)", "", len(r.units)),
                    entries=self.tr("%n entry hex(es)", "", len(r.entry_hexes))))
            if self.list.count():
                self.list.setCurrentRow(min(max(cur, 0), self.list.count() - 1))
        self._show()
