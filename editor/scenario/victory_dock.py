"""The Victory dock: VP per kill, victory hexes (VP, scored each round or at
the end, owner at start; placed with the Victory hexes tool, V), objectives
and special rules text (coh.md 9, 10.8)."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QListWidget, QPushButton, QSpinBox, QWidget

from core import edits as E
from core.model.scenario import CONTROL_WHEN
from editor.scenario.form_util import CommitTextEdit, fill_sides, panel_layout, quiet


class VictoryPanel(QWidget):
    """Victory conditions and special rules; ``pickRequested`` asks for the
    Victory hexes tool."""

    pickRequested = Signal()

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        lay = panel_layout(self)
        form = QFormLayout()
        self.per_kill = QSpinBox()
        self.per_kill.setRange(0, 20)
        form.addRow(self.tr("VP per kill"), self.per_kill)
        lay.addLayout(form)
        lay.addWidget(QLabel(self.tr("Victory hexes")))
        self.control = QListWidget()
        self.control.setMinimumHeight(70)
        lay.addWidget(self.control, 1)
        row = QHBoxLayout()
        self.vp = QSpinBox()
        self.vp.setRange(0, 50)
        self.vp.setSuffix(" VP")
        self.when = QComboBox()
        for w in CONTROL_WHEN:
            self.when.addItem(self.tr("each round") if w == "round" else self.tr("at the end"), w)
        self.owner = QComboBox()
        self.owner.setToolTip(self.tr("Side controlling the hex at the start"))
        for wdg in (self.vp, self.when, self.owner):
            row.addWidget(wdg)
        lay.addLayout(row)
        self.pick = QPushButton(self.tr("Place victory hexes (V)"))
        lay.addWidget(self.pick)
        lay.addWidget(QLabel(self.tr("Objectives")))
        self.objectives = CommitTextEdit()
        self.objectives.setMaximumHeight(70)
        lay.addWidget(self.objectives)
        lay.addWidget(QLabel(self.tr("Special rules")))
        self.special = CommitTextEdit()
        self.special.setMaximumHeight(90)
        lay.addWidget(self.special)
        self.per_kill.valueChanged.connect(lambda v: self._set("victory.vp_per_kill", v))
        self.objectives.committed.connect(lambda t: self._set("victory.objectives", t))
        self.special.committed.connect(lambda t: self._set("special_rules", t))
        self.pick.clicked.connect(self.pickRequested.emit)
        self.control.currentRowChanged.connect(lambda _r: self._show_control())
        self.vp.valueChanged.connect(lambda v: self._control(self.control.currentRow(), vp=v))
        self.when.currentIndexChanged.connect(lambda _i: self._control(self.control.currentRow(),
                                                                       when=self.when.currentData()))
        self.owner.currentIndexChanged.connect(lambda _i: self._control(self.control.currentRow(),
                                                                        owner=self.owner.currentData()))
        self.refresh()

    def _set(self, prop: str, value) -> None:
        self.document.apply_scenario(self.tr("Set {property}").format(property=prop.split('.')[-1].replace('_', ' ')),
                                     lambda sc: E.set_property(sc, prop, value))

    def _control(self, row: int, **changes) -> None:
        sc = self.document.scenario
        if not 0 <= row < len(sc.victory.control):
            return
        c = sc.victory.control[row]
        new = replace(c, **changes)
        if new != c:
            self.document.apply_scenario(self.tr("Victory hex {hex}").format(hex=sc.hexmap.label(c.hex)),
                                         lambda s: E.set_control_hex(s, c.hex, new))

    def refresh(self) -> None:
        """Re-read the victory conditions."""
        sc = self.document.scenario
        v = sc.victory
        with quiet(self.per_kill):
            self.per_kill.setValue(v.vp_per_kill)
        self.objectives.set_text(v.objectives)
        self.special.set_text(sc.special_rules)
        cur = self.control.currentRow()
        with quiet(self.control):
            self.control.clear()
            for c in v.control:
                owner = sc.side(c.owner)
                self.control.addItem((self.tr("{hex}: {vp} VP each round, held by {side}") if c.when == "round" else
                 self.tr("{hex}: {vp} VP at the end, held by {side}")).format(
                    hex=sc.hexmap.label(c.hex), vp=c.vp, side=owner.name if owner else self.tr("nobody")))
            if self.control.count():
                self.control.setCurrentRow(min(max(cur, 0), self.control.count() - 1))
        self._show_control()

    def _show_control(self) -> None:
        sc = self.document.scenario
        row = self.control.currentRow()
        c = sc.victory.control[row] if 0 <= row < len(sc.victory.control) else None
        for wdg in (self.vp, self.when, self.owner):
            wdg.setEnabled(c is not None)
        with quiet(self.vp, self.when, self.owner):
            self.vp.setValue(c.vp if c else 0)
            self.when.setCurrentIndex(max(0, self.when.findData(c.when)) if c else 0)
            fill_sides(self.owner, sc, c.owner if c else None, self.tr("nobody"))
