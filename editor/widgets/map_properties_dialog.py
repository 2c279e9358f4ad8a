"""Map > Map Properties: the open map's name, notes, printed hex size and
hex-label style, and a resize that adds or removes columns and rows on any
side.  `apply_to(document)` makes the changes as one undo step each
(`core.edits.map_properties`, `core.edits.resize`)."""
from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QGridLayout,
                               QGroupBox, QLabel, QLineEdit, QPlainTextEdit, QSpinBox, QVBoxLayout)

from core.edits.map_properties import set_map_property
from core.edits.resize import MAX_SIDE, resize_map
from core.model.board_labels import HexLabels, grid_of_boards


class MapPropertiesDialog(QDialog):
    """See the module doc; built from ``document``'s map."""

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        m = document.hexmap
        self.setWindowTitle(self.tr("Map properties"))
        self.setMinimumWidth(460)
        outer = QVBoxLayout(self)
        form = QFormLayout()
        outer.addLayout(form)
        self.name = QLineEdit(m.name)
        self.notes = QPlainTextEdit(m.notes)
        self.notes.setFixedHeight(70)
        self.hex_mm = QDoubleSpinBox()
        self.hex_mm.setRange(5, 200)
        self.hex_mm.setDecimals(1)
        self.hex_mm.setSuffix(self.tr(" mm across the flats"))
        self.hex_mm.setValue(m.hex_mm or 19.0)
        self.label_style = QComboBox()
        self.label_style.addItem(self.tr("Column and row (CCRR, e.g. 0305)"), "ccrr")
        self.label_style.addItem(self.tr("Board letter and number (e.g. 1-E05)"), "board")
        self.label_style.setCurrentIndex(max(0, self.label_style.findData(m.labels.style)))
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Notes"), self.notes)
        form.addRow(self.tr("Hex size"), self.hex_mm)
        form.addRow(self.tr("Hex labels"), self.label_style)
        form.addRow(self.tr("Size"),
                    QLabel((self.tr("{cols} columns x {rows} rows, flat-topped hexes") if m.orientation == "flat" else
                            self.tr("{cols} columns x {rows} rows, pointy-topped hexes")).format(
                        cols=m.cols, rows=m.rows)))
        box = QGroupBox(self.tr("Resize: columns or rows to add (negative: remove)"))
        grid = QGridLayout(box)
        self.margins = {}
        for i, side in enumerate(("left", "right", "top", "bottom")):
            spin = QSpinBox()
            spin.setRange(-MAX_SIDE, MAX_SIDE)
            spin.valueChanged.connect(self._update_size)
            self.margins[side] = spin
            names = {"left": self.tr("Left"), "right": self.tr("Right"), "top": self.tr("Top"),
                     "bottom": self.tr("Bottom")}
            grid.addWidget(QLabel(names[side]), i // 2, (i % 2) * 2)
            grid.addWidget(spin, i // 2, (i % 2) * 2 + 1)
        self.new_size = QLabel()
        grid.addWidget(self.new_size, 2, 0, 1, 4)
        outer.addWidget(box)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self._update_size()

    def _update_size(self, *_):
        m = self.document.hexmap
        v = {k: s.value() for k, s in self.margins.items()}
        cols, rows = m.cols + v["left"] + v["right"], m.rows + v["top"] + v["bottom"]
        ok = 1 <= cols <= MAX_SIDE and 1 <= rows <= MAX_SIDE
        self.new_size.setText((self.tr("New size: {cols} x {rows}") if ok else
                               self.tr("New size: {cols} x {rows} (expected 1 to {max} a side)")).format(
            cols=cols, rows=rows, max=MAX_SIDE))

    def labels(self) -> HexLabels:
        """The label style chosen: kept boards when the style is unchanged,
        else 12 x 19 CoH boards laid edge to edge."""
        m = self.document.hexmap
        style = self.label_style.currentData()
        if style == m.labels.style:
            return m.labels
        if style == "board":
            return HexLabels("board", m.labels.boards or grid_of_boards(m.cols, m.rows))
        return HexLabels("ccrr", m.labels.boards)

    def apply_to(self, document) -> int:
        """Make the dialog's changes on ``document`` (one undo step each);
        returns how many were made (refused ones emit ``editFailed``)."""
        made = 0
        m = document.hexmap
        changes = [("name", self.name.text().strip()), ("notes", self.notes.toPlainText()),
                   ("hex_mm", round(self.hex_mm.value(), 1) if m.hex_mm or self.hex_mm.value() != 19.0 else None),
                   ("labels", self.labels())]
        for attr, value in changes:
            if getattr(m, attr) != value:
                made += document.edit(self.tr("Map {property}").format(property=attr.replace('_', ' ')),
                                      lambda sc, a=attr, v=value: set_map_property(sc, a, v)) is not None
        v = {k: s.value() for k, s in self.margins.items()}
        if any(v.values()):
            made += document.edit(self.tr("Resize map"), lambda sc: resize_map(sc, **v)) is not None
        return made
