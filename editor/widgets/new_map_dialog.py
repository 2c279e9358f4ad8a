"""File > New: name, size, orientation, stagger, ruleset, printed hex size
and hex-label style of a new map.

Maps go up to `MAX_SIDE` hexes a side; past 99 columns or rows the labels
have three digits per part (``CCCRRR``, `core.hexgrid.label_digits`).  The
label style is either the file's ``CCRR`` or the board labels Conflict of
Heroes prints (``1-E05``: `core.model.board_labels`), with boards of the
given size laid edge to edge over the map.
"""
from __future__ import annotations

from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QSpinBox, QWidget)

from core.hexgrid import label_digits
from core.model import HexMap
from core.model.board_labels import HexLabels, grid_of_boards
from core.rules.catalogue import load_catalogue
from core.rules.registry import DEFAULT_RULESET, RULESETS

MAX_SIDE = 500  # hexes per side the dialog offers (issue 16: up to 500 x 500)


class NewMapDialog(QDialog):
    """Asks for a new map's shape; `hexmap()` builds it (all default terrain)."""

    def __init__(self, parent=None, ruleset: str = DEFAULT_RULESET):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New map"))
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Untitled map"))
        self.cols = QSpinBox()
        self.cols.setRange(1, MAX_SIDE)
        self.cols.setValue(20)
        self.rows = QSpinBox()
        self.rows.setRange(1, MAX_SIDE)
        self.rows.setValue(15)
        self.orientation = QComboBox()
        self.orientation.addItem(self.tr("Flat-topped hexes"), "flat")
        self.orientation.addItem(self.tr("Pointy-topped hexes"), "pointy")
        self.stagger = QComboBox()
        self.stagger.addItem(self.tr("Even columns (rows) shifted"), "even")
        self.stagger.addItem(self.tr("Odd columns (rows) shifted"), "odd")
        self.stagger.setToolTip(self.tr("even: the even-numbered columns (flat) or rows (pointy) are shifted"))
        self.ruleset = QComboBox()
        for r in RULESETS:
            self.ruleset.addItem(f"{r} - {load_catalogue(r).title}", r)
        self.ruleset.setCurrentIndex(max(0, list(RULESETS).index(ruleset)) if ruleset in RULESETS else 0)
        self.hex_mm = QDoubleSpinBox()
        self.hex_mm.setRange(5, 200)
        self.hex_mm.setDecimals(1)
        self.hex_mm.setValue(19.0)
        self.hex_mm.setSuffix(self.tr(" mm across the flats"))
        self.hex_mm.setToolTip(self.tr("The printed size of one hex (the print's default; it can be changed when "
                                       "printing)"))
        self.label_style = QComboBox()
        self.label_style.addItem(self.tr("Column and row (CCRR, e.g. 0305)"), "ccrr")
        self.label_style.addItem(self.tr("Board letter and number (e.g. 1-E05)"), "board")
        self.label_style.setToolTip(self.tr("Board labels as Conflict of Heroes prints them: letter = row from the "
                                            "board's "
                                    "south edge (A first), number = column from its west edge, board number first "
                                    "on a map of several boards. Files keep CCRR; both are accepted when typed."))
        self.board_cols = QSpinBox()
        self.board_cols.setRange(1, MAX_SIDE)
        self.board_cols.setValue(12)
        self.board_rows = QSpinBox()
        self.board_rows.setRange(1, 702)
        self.board_rows.setValue(19)
        self.board_size = QWidget()
        row = QHBoxLayout(self.board_size)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.board_cols)
        row.addWidget(QLabel(self.tr("columns x")))
        row.addWidget(self.board_rows)
        row.addWidget(QLabel(self.tr("rows per board")))
        self.example = QLabel()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Columns"), self.cols)
        form.addRow(self.tr("Rows"), self.rows)
        form.addRow(self.tr("Orientation"), self.orientation)
        form.addRow(self.tr("Stagger"), self.stagger)
        form.addRow(self.tr("Ruleset"), self.ruleset)
        form.addRow(self.tr("Hex size"), self.hex_mm)
        form.addRow(self.tr("Hex labels"), self.label_style)
        form.addRow(self.tr("Boards"), self.board_size)
        form.addRow(self.tr("Labels read"), self.example)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        for w in (self.cols, self.rows, self.board_cols, self.board_rows):
            w.valueChanged.connect(self._update)
        self.label_style.currentIndexChanged.connect(self._update)
        self._update()

    def _update(self, *_):
        board = self.label_style.currentData() == "board"
        self.board_size.setEnabled(board)
        m = self.hexmap()
        last = m.layout.from_offset(m.cols - 1, m.rows - 1)
        first = m.layout.from_offset(0, 0)
        digits = label_digits(m.cols, m.rows)
        self.example.setText((self.tr("top left {first}, bottom right {last}") if board else
                              self.tr("top left {first}, bottom right {last} ({digits} digits per part)")).format(
            first=m.display_label(first), last=m.display_label(last), digits=digits))

    def labels(self) -> HexLabels:
        """The label style chosen (boards laid edge to edge for ``board``)."""
        if self.label_style.currentData() != "board":
            return HexLabels()
        return HexLabels("board", grid_of_boards(self.cols.value(), self.rows.value(), self.board_cols.value(),
                                                 self.board_rows.value()))

    def hexmap(self) -> HexMap:
        """The new, empty map the dialog describes."""
        ruleset = self.ruleset.currentData()
        return HexMap(self.cols.value(), self.rows.value(), ruleset, self.orientation.currentData(),
                      self.stagger.currentData(), load_catalogue(ruleset).default_terrain, self.name.text().strip(),
                      labels=self.labels(), hex_mm=self.hex_mm.value())
