"""The Validation dock: every problem of the scenario (`checks.check_scenario`),
re-checked shortly after each edit.  Each entry shows its JSON path and
message; choosing it highlights and centres the hexes it names and selects
the unit it is about."""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QWidget

from editor.scenario.checks import ERROR, Problem, check_scenario
from editor.scenario.form_util import panel_layout


class ValidationPanel(QWidget):
    """``problemChosen(Problem)`` when the user picks an entry."""

    problemChosen = Signal(object)

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.problems: list[Problem] = []
        lay = panel_layout(self)
        self.summary = QLabel()
        lay.addWidget(self.summary)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        lay.addWidget(self.list, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self.recheck)
        self.list.currentRowChanged.connect(self._chosen)
        self.list.itemClicked.connect(lambda it: self._chosen(self.list.row(it)))
        self.recheck()

    def schedule(self) -> None:
        """Re-check soon (edits come in bursts)."""
        self._timer.start()

    def recheck(self) -> None:
        """Run every check now and refill the list."""
        self._timer.stop()
        try:
            self.problems = check_scenario(self.document.scenario)
        except Exception as e:  # noqa: BLE001 - a checker bug must not take the editor down
            self.problems = [Problem("$", f"the checks failed ({type(e).__name__}: {e}); please report this",
                                     severity=ERROR)]
        self.list.blockSignals(True)
        self.list.clear()
        for p in self.problems:
            mark = "\u2716" if p.severity == ERROR else "\u26a0"
            it = QListWidgetItem(f"{mark} {p.path}: {p.message}")
            it.setForeground(QColor("#b00020") if p.severity == ERROR else QColor("#8a5a00"))
            it.setData(Qt.UserRole, self.list.count())
            self.list.addItem(it)
        self.list.blockSignals(False)
        errors = sum(p.severity == ERROR for p in self.problems)
        warnings = len(self.problems) - errors
        self.summary.setText("No problems found." if not self.problems else
                             f"{errors} error(s) the file format refuses, {warnings} warning(s)")

    def _chosen(self, row: int) -> None:
        if 0 <= row < len(self.problems):
            self.problemChosen.emit(self.problems[row])
