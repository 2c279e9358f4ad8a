"""The "Triumph and Glory" dock: which tng overlays show, the selected unit's
brigade, activation group, marker and place in its stack, with buttons to
move it up or down the stack (tng 6.24: the order of the scenario's units,
top first)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

MOVE_MODES = (None, "normal", "out_of_command")   # movement preview modes; `move_mode_titles` names them


def move_mode_titles() -> dict:
    """``mode -> its title`` in the user's language (tng 7.12: Under Orders, No Orders)."""
    translate = QCoreApplication.translate
    return {None: translate("TngPanel", "Off"), "normal": translate("TngPanel", "Under Orders"),
            "out_of_command": translate("TngPanel", "No Orders (half MA)")}


class TngPanel(QWidget):
    """Controls; ``changed`` when a switch changes, ``stackMove(int)`` for Up (-1) / Down (+1)."""

    changed = Signal()
    stackMove = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        form = QFormLayout()
        self.zoc_side = QComboBox()
        self.zoc_side.addItem(self.tr("none"), None)
        form.addRow(self.tr("ZOC of"), self.zoc_side)
        self.move_mode = QComboBox()
        titles = move_mode_titles()
        for mode in MOVE_MODES:
            self.move_mode.addItem(titles[mode], mode)
        self.move_mode.setCurrentIndex(0)
        self.move_mode.setToolTip(self.tr("Movement preview of the selected unit with enemy ZOC (tng 6.33-6.34) and "
                                          "its orders status (No Orders: half MA, tng 7.12)"))
        form.addRow(self.tr("Movement"), self.move_mode)
        lay.addLayout(form)
        self.ranges = QCheckBox(self.tr("Commanders' Orders Range"))
        self.ranges.setChecked(True)
        self.guns = QCheckBox(self.tr("Selected gun: range bands and visibility"))
        self.guns.setChecked(True)
        self.tags = QCheckBox(self.tr("Brigade / group tags on counters"))
        self.tags.setChecked(True)
        for w in (self.ranges, self.guns, self.tags):
            lay.addWidget(w)
            w.toggled.connect(lambda _on: self.changed.emit())
        self.zoc_side.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.move_mode.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.info = QLabel(self.tr("No unit selected"))
        self.info.setWordWrap(True)
        lay.addWidget(self.info)
        row = QHBoxLayout()
        self.up = QPushButton(self.tr("Up in stack"))
        self.down = QPushButton(self.tr("Down in stack"))
        self.up.clicked.connect(lambda: self.stackMove.emit(-1))
        self.down.clicked.connect(lambda: self.stackMove.emit(1))
        row.addWidget(self.up)
        row.addWidget(self.down)
        lay.addLayout(row)
        lay.addStretch(1)

    def set_sides(self, sides) -> None:
        """Offer ``[(id, name)]`` for the ZOC overlay (keeps the choice if still there)."""
        cur = self.zoc_side.currentData()
        self.zoc_side.blockSignals(True)
        self.zoc_side.clear()
        self.zoc_side.addItem(self.tr("none"), None)
        for sid, name in sides:
            self.zoc_side.addItem(name or sid, sid)
        i = self.zoc_side.findData(cur)
        self.zoc_side.setCurrentIndex(max(0, i))
        self.zoc_side.blockSignals(False)
