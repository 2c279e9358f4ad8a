"""The Victory dock: VP per kill, victory hexes (VP, scored each round or at
the end, owner at start; placed with the Victory hexes tool, V), objectives
and special rules text (coh.md 9, 10.8)."""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QComboBox, QFormLayout, QHeaderView, QLabel, QPushButton, QSpinBox, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from core import scenario_edits as E
from core.model.scenario import CONTROL_WHEN
from editor.scenario.form_util import CommitTextEdit, fill_sides, quiet


class VictoryPanel(QWidget):
    """Victory conditions and special rules; ``pickRequested`` asks for the
    Victory hexes tool."""

    pickRequested = Signal()

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        form = QFormLayout()
        self.per_kill = QSpinBox()
        self.per_kill.setRange(0, 20)
        form.addRow("VP per kill", self.per_kill)
        lay.addLayout(form)
        lay.addWidget(QLabel("Victory hexes"))
        self.control = QTableWidget(0, 4)
        self.control.setHorizontalHeaderLabels(["Hex", "VP", "Scored", "Owner at start"])
        self.control.verticalHeader().setVisible(False)
        self.control.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.control.setMinimumHeight(90)
        lay.addWidget(self.control, 1)
        self.pick = QPushButton("Place victory hexes (V)")
        lay.addWidget(self.pick)
        lay.addWidget(QLabel("Objectives"))
        self.objectives = CommitTextEdit()
        self.objectives.setMaximumHeight(70)
        lay.addWidget(self.objectives)
        lay.addWidget(QLabel("Special rules"))
        self.special = CommitTextEdit()
        self.special.setMaximumHeight(90)
        lay.addWidget(self.special)
        self.per_kill.valueChanged.connect(lambda v: self._set("victory.vp_per_kill", v))
        self.objectives.committed.connect(lambda t: self._set("victory.objectives", t))
        self.special.committed.connect(lambda t: self._set("special_rules", t))
        self.pick.clicked.connect(self.pickRequested.emit)
        self.refresh()

    def _set(self, prop: str, value) -> None:
        self.document.apply_scenario(f"Set {prop.split('.')[-1].replace('_', ' ')}",
                                     lambda sc: E.set_property(sc, prop, value))

    def _control(self, row: int, **changes) -> None:
        sc = self.document.scenario
        if not 0 <= row < len(sc.victory.control):
            return
        c = sc.victory.control[row]
        new = replace(c, **changes)
        if new != c:
            self.document.apply_scenario(f"Victory hex {sc.hexmap.label(c.hex)}",
                                         lambda s: E.set_control_hex(s, c.hex, new))

    def refresh(self) -> None:
        """Re-read the victory conditions."""
        sc = self.document.scenario
        v = sc.victory
        with quiet(self.per_kill):
            self.per_kill.setValue(v.vp_per_kill)
        self.objectives.set_text(v.objectives)
        self.special.set_text(sc.special_rules)
        self.control.setRowCount(len(v.control))
        for r, c in enumerate(v.control):
            it = QTableWidgetItem(sc.hexmap.label(c.hex))
            it.setFlags(Qt.ItemIsEnabled)
            self.control.setItem(r, 0, it)
            vp = QSpinBox()
            vp.setRange(0, 50)
            vp.setValue(c.vp)
            vp.valueChanged.connect(lambda x, r=r: self._control(r, vp=x))
            self.control.setCellWidget(r, 1, vp)
            when = QComboBox()
            for w in CONTROL_WHEN:
                when.addItem("each round" if w == "round" else "at the end", w)
            when.setCurrentIndex(max(0, when.findData(c.when)))
            when.currentIndexChanged.connect(lambda _i, r=r, w=when: self._control(r, when=w.currentData()))
            self.control.setCellWidget(r, 2, when)
            owner = QComboBox()
            fill_sides(owner, sc, c.owner, "nobody")
            owner.currentIndexChanged.connect(lambda _i, r=r, w=owner: self._control(r, owner=w.currentData()))
            self.control.setCellWidget(r, 3, owner)
