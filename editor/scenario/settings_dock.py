"""The Scenario dock: title, date, designer, rounds, initiative, notes, and
the sides table (name, colour, CAPs per round, CAPs in given rounds,
starting VP).  Each change is one undoable step."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QColorDialog, QComboBox, QFormLayout, QHeaderView, QInputDialog, QLineEdit, QSpinBox,
                               QTableWidget, QTableWidgetItem, QWidget)

from core import edits as E
from core.model.scenario import Side
from editor.scenario.form_util import CommitTextEdit, button_row, fill_sides, panel_layout, quiet

COLS = (QT_TRANSLATE_NOOP("SettingsPanel", "Name"), QT_TRANSLATE_NOOP("SettingsPanel", "Colour"),
        QT_TRANSLATE_NOOP("SettingsPanel", "CAPs"), QT_TRANSLATE_NOOP("SettingsPanel", "By round"), "VP")


def parse_round_caps(text: str) -> dict[int, int]:
    """``"5:8, 6:8"`` -> ``{5: 8, 6: 8}``; `ValueError` naming the bad part."""
    out: dict[int, int] = {}
    for part in text.replace(";", ",").split(","):
        part = part.strip()
        if not part:
            continue
        rnd, _, caps = part.partition(":")
        try:
            out[int(rnd)] = int(caps)
        except ValueError:
            raise ValueError(f"{part!r}: expected round:CAPs, e.g. 5:8") from None
    return out


class SettingsPanel(QWidget):
    """Scenario settings and sides of ``document.scenario``."""

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        lay = panel_layout(self)
        form = QFormLayout()
        self.title = QLineEdit()
        self.date = QLineEdit()
        self.designer = QLineEdit()
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 99)
        self.initiative = QComboBox()
        self.notes = CommitTextEdit()
        self.notes.setMaximumHeight(90)
        form.addRow(self.tr("Title"), self.title)
        form.addRow(self.tr("Date"), self.date)
        form.addRow(self.tr("Designer"), self.designer)
        form.addRow(self.tr("Rounds"), self.rounds)
        form.addRow(self.tr("Initiative"), self.initiative)
        form.addRow(self.tr("Notes"), self.notes)
        lay.addLayout(form)
        self.sides = QTableWidget(0, len(COLS))
        self.sides.setHorizontalHeaderLabels([self.tr(c) for c in COLS])
        self.sides.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.sides.horizontalHeader().setSectionResizeMode(0, QHeaderView.Stretch)
        self.sides.verticalHeader().hide()  # side names, not ids (the id is in the Name cell's tooltip)
        self.sides.setToolTip(self.tr("One row per side. CAPs: per round; By round: exceptions as round:CAPs, e.g. "
                                      "5:8, 6:8; "
                              "VP: victory points at the start. Double-click Colour to pick."))
        lay.addWidget(self.sides, 1)
        row, (self.add_side, self.remove_side) = button_row(self.tr("Add side..."), self.tr("Remove side"))
        lay.addLayout(row)
        for w, prop in ((self.title, "title"), (self.date, "date"), (self.designer, "designer")):
            w.editingFinished.connect(lambda w=w, prop=prop: self._text(prop, w.text()))
        self.rounds.valueChanged.connect(lambda v: self._set("rounds", v))
        self.initiative.currentIndexChanged.connect(lambda _i: self._set("initiative", self.initiative.currentData()))
        self.notes.committed.connect(lambda t: self._set("notes", t))
        self.sides.itemChanged.connect(self._side_item)
        self.sides.cellDoubleClicked.connect(self._pick_colour)
        self.add_side.clicked.connect(self._add_side)
        self.remove_side.clicked.connect(self._remove_side)
        self.refresh()

    def _set(self, prop: str, value) -> None:
        if not self.document.apply_scenario(self.tr("Set {property}").format(property=prop),
                                            lambda sc: E.set_property(sc, prop, value)):
            self.refresh()  # refused (e.g. rounds below a reinforcement's round): show the scenario's value again

    def _text(self, prop: str, value: str) -> None:
        if getattr(self.document.scenario, prop) != value:
            self._set(prop, value)

    def _side_item(self, item: QTableWidgetItem) -> None:
        sid = self.document.scenario.sides[item.row()].id
        col, text = item.column() + 1, item.text().strip()
        doc = self.document
        if col == 1:
            doc.apply_scenario(self.tr("Rename side {side}").format(side=sid), lambda s: E.set_side(s, sid, name=text))
        elif col == 3:
            try:
                caps = int(text) if text else None
            except ValueError:
                doc.editFailed.emit(self.tr("CAPs of {side}: {text!r} is not a whole number").format(side=sid,
                                                                                                     text=text))
                self.refresh()
                return
            doc.apply_scenario(self.tr("CAPs of {side}").format(side=sid), lambda s: E.set_caps(s, sid, caps))
        elif col == 4:
            try:
                per = parse_round_caps(text)
            except ValueError as e:
                doc.editFailed.emit(self.tr("CAPs by round of {side}: {error}").format(side=sid, error=e))
                self.refresh()
                return
            self._set_per_side("caps_by_round", self.tr("CAPs by round"), sid, per)
        elif col == 5:
            try:
                vp = int(text) if text else 0
            except ValueError:
                doc.editFailed.emit(self.tr("starting VP of {side}: {text!r} is not a whole number").format(side=sid,
                                                                                                            text=text))
                self.refresh()
                return
            self._set_per_side("starting_vp", self.tr("Starting VP"), sid, vp)

    def _set_per_side(self, prop: str, what: str, sid: str, value) -> None:
        """Set side ``sid``'s entry of the per-side table ``prop`` of the
        scenario (an empty value removes it) as one undo step ``what of sid``."""
        table = dict(getattr(self.document.scenario, prop))
        if value:
            table[sid] = value
        else:
            table.pop(sid, None)
        self.document.apply_scenario(self.tr("{what} of {side}").format(what=what, side=sid),
                                     lambda s: E.set_property(s, prop, table))

    def _pick_colour(self, row: int, col: int) -> None:
        if col != 1:
            return
        sid = self.document.scenario.sides[row].id
        side = self.document.scenario.side(sid)
        c = QColorDialog.getColor(QColor(side.colour), self, self.tr("Colour of {side}").format(side=side.name or sid))
        if c.isValid():
            self.document.apply_scenario(self.tr("Colour of {side}").format(side=sid), lambda s: E.set_side(s, sid,
                                                                                                            colour=c.name()))

    def _add_side(self) -> None:
        sid, ok = QInputDialog.getText(self, self.tr("Add side"), self.tr("Side id (letters, digits, _):"))
        sid = sid.strip().lower()
        if ok and sid:
            text = self.tr("Add side {side}").format(side=sid)
            self.document.apply_scenario(text, lambda s: E.add_side(s, Side(sid, sid.title(), "#808080")))

    def _remove_side(self) -> None:
        row = self.sides.currentRow()
        if row < 0:
            return
        sid = self.document.scenario.sides[row].id
        self.document.apply_scenario(self.tr("Remove side {side}").format(side=sid), lambda s: E.remove_side(s, sid))

    def refresh(self) -> None:
        """Re-read the scenario."""
        sc = self.document.scenario
        with quiet(self.title, self.date, self.designer, self.rounds, self.initiative, self.sides):
            for w, v in ((self.title, sc.title), (self.date, sc.date), (self.designer, sc.designer)):
                if w.text() != v:
                    w.setText(v)
                    w.setCursorPosition(0)  # a long title shows its start, not its end
            self.rounds.setValue(sc.rounds)
            fill_sides(self.initiative, sc, sc.initiative, self.tr("rolled (none)"))
            self.notes.set_text(sc.notes)
            self.sides.setRowCount(len(sc.sides))
            for r, s in enumerate(sc.sides):
                per = sc.caps_by_round.get(s.id, {})
                vals = (s.name, s.colour, str(sc.caps.get(s.id, "")),
                        ", ".join(f"{k}:{v}" for k, v in sorted(per.items())), str(sc.starting_vp.get(s.id, 0)))
                for c, v in enumerate(vals):
                    it = QTableWidgetItem(v if c != 1 else "")
                    if c == 0:
                        it.setToolTip(self.tr("{name} (side id: {id})").format(name=v or s.id, id=s.id))
                    if c == 1:  # a swatch; the value in the tooltip
                        it.setToolTip(self.tr("{value} (double-click to change)").format(value=v))
                        it.setFlags(Qt.ItemIsEnabled | Qt.ItemIsSelectable)
                        it.setBackground(QColor(s.colour))
                        it.setForeground(QColor("white") if QColor(s.colour).lightness() < 128 else QColor("black"))
                    self.sides.setItem(r, c, it)
