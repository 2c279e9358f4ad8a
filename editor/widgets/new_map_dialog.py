"""File > New: columns, rows, orientation, stagger and ruleset of a new map."""
from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QSpinBox

from core.model import RULESETS, HexMap
from core.rules.catalogue import load_catalogue

MAX_SIDE = 300  # hexes per side the dialog offers (DESIGN.md: at least 200 x 200)


class NewMapDialog(QDialog):
    """Asks for a new map's shape; `hexmap()` builds it (all default terrain)."""

    def __init__(self, parent=None, ruleset: str = "coh"):
        super().__init__(parent)
        self.setWindowTitle("New map")
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.cols = QSpinBox()
        self.cols.setRange(1, MAX_SIDE)
        self.cols.setValue(20)
        self.rows = QSpinBox()
        self.rows.setRange(1, MAX_SIDE)
        self.rows.setValue(15)
        self.orientation = QComboBox()
        self.orientation.addItems(["flat", "pointy"])
        self.stagger = QComboBox()
        self.stagger.addItems(["even", "odd"])
        self.stagger.setToolTip("even: the even-numbered columns (flat) or rows (pointy) are shifted")
        self.ruleset = QComboBox()
        for r in RULESETS:
            self.ruleset.addItem(f"{r} - {load_catalogue(r).title}", r)
        self.ruleset.setCurrentIndex(max(0, list(RULESETS).index(ruleset)) if ruleset in RULESETS else 0)
        form.addRow("Name", self.name)
        form.addRow("Columns", self.cols)
        form.addRow("Rows", self.rows)
        form.addRow("Orientation", self.orientation)
        form.addRow("Stagger", self.stagger)
        form.addRow("Ruleset", self.ruleset)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def hexmap(self) -> HexMap:
        """The new, empty map the dialog describes."""
        ruleset = self.ruleset.currentData()
        return HexMap(self.cols.value(), self.rows.value(), ruleset, self.orientation.currentText(),
                      self.stagger.currentText(), load_catalogue(ruleset).default_terrain, self.name.text().strip())
