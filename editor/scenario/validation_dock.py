"""The Validation dock: every problem of the scenario
(`core.setup_checks.check_scenario`, the list ``hexwright validate``
prints), re-checked shortly after each edit.  Each entry shows the
problem's text (`core.problems.render`, the same wording as the command
line) on one line, with the rule and JSON path in its tooltip;
choosing it highlights and centres the hexes it names and selects
the unit it is about.  The dock is compact: the list is as tall as its
entries (one to `MAX_ROWS` rows, then it scrolls), a clean scenario is a
single "No problems found" row, and the counts line shows only when there
are problems.

Checks after edits run on a worker thread (`schedule`): a burst of edits
makes one check, the list is refilled on the GUI thread, and a result
for a document that changed while it was computed is dropped and the
check run again.  `recheck` checks at once, on the calling thread."""
from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDockWidget, QLabel, QListWidget, QListWidgetItem, QMainWindow, QSizePolicy, QWidget

from core.messages import text
from core.problems import ERROR, Problem, counts, render
from core.setup_checks import check_scenario
from editor.scenario.form_util import panel_layout

MAX_ROWS = 8  # the list grows to this many rows before it scrolls
NO_PROBLEMS = "summary.none"  # core.messages id: "No problems found", translated by core


class FittedList(QListWidget):
    """A list whose preferred height (pixels) fits its rows, 1 to `MAX_ROWS`."""

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        rows = max(1, min(MAX_ROWS, self.count()))
        row_h = self.sizeHintForRow(0) if self.count() else self.fontMetrics().height() + 4
        return QSize(hint.width(), rows * max(row_h, 1) + 2 * self.frameWidth() + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().minimumSizeHint().width(), self.fontMetrics().height() + 2 * self.frameWidth() + 6)


class ValidationPanel(QWidget):
    """``problemChosen(Problem)`` when the user picks an entry."""

    problemChosen = Signal(object)
    _checked = Signal(int, object)   # (generation, problems or None when a stale run crashed)

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.problems: list[Problem] = []
        lay = panel_layout(self)
        self.summary = QLabel()
        lay.addWidget(self.summary)
        self.list = FittedList()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.list.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)   # a dragged dock shows more rows
        lay.addWidget(self.list)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Expanding)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(200)
        self._timer.timeout.connect(self._check_in_background)
        self._generation = 0        # bumped by every `schedule` (each edit)
        self._running = False       # a worker is checking
        self._checked.connect(self._background_done, Qt.QueuedConnection)
        self.list.currentRowChanged.connect(self._chosen)
        self.list.itemClicked.connect(lambda it: self._chosen(self.list.row(it)))
        self.schedule()   # on a worker: opening a big scenario must not wait for its checks

    def showEvent(self, event) -> None:  # noqa: N802
        """Fit the dock to the entries once it is on screen (a check made
        before the window showed could not)."""
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_dock)

    def schedule(self) -> None:
        """Re-check soon, on a worker thread (edits come in bursts: the
        timer restarts with each, so a stroke makes one check)."""
        self._generation += 1
        self._timer.start()

    def pending(self) -> bool:
        """True while a check is scheduled or running (the list may be stale)."""
        return self._timer.isActive() or self._running

    def _check_in_background(self) -> None:
        """Start a worker checking the scenario as it is now; while one
        runs, the next check waits for it (`_background_done` starts it)."""
        if self._running:
            return
        self._running = True
        generation, scenario = self._generation, self.document.scenario

        def work() -> None:
            try:
                problems = check_scenario(scenario)
            except Exception as e:  # noqa: BLE001 - reported below, or dropped when stale
                problems = e
            try:
                self._checked.emit(generation, problems)
            except RuntimeError:   # the panel was deleted meanwhile (its window closed): nothing to show
                pass

        threading.Thread(target=work, name="validation-check", daemon=True).start()

    def _background_done(self, generation: int, problems) -> None:
        """A worker's result, on the GUI thread: shown when the document
        did not change meanwhile, else dropped and the check run again."""
        self._running = False
        if generation != self._generation or self.document.scenario is None:
            if not self._timer.isActive():
                self._timer.start()
            return
        self._show(problems)

    def recheck(self) -> None:
        """Run every check now (on this thread) and refill the list."""
        self._timer.stop()
        self._generation += 1    # a worker still running is now stale
        try:
            problems = check_scenario(self.document.scenario)
        except Exception as e:  # noqa: BLE001 - a checker bug must not take the editor down
            problems = e
        self._show(problems)

    def _show(self, problems) -> None:
        """Refill the list with ``problems`` (a list of `Problem`, or the
        exception a check raised, shown as one ``setup.checks_crashed``)."""
        if isinstance(problems, Exception):
            e = problems
            logging.getLogger(__name__).error("scenario checks crashed", exc_info=e)
            problems = [Problem("setup.checks_crashed", {"reason": f"{type(e).__name__}: {e}"}, severity=ERROR)]
        self.problems = problems
        self.list.blockSignals(True)
        self.list.clear()
        for p in self.problems:
            mark = "\u2716" if p.severity == ERROR else "\u26a0"
            shown = render(p)
            it = QListWidgetItem(f"{mark} {shown.text}")
            it.setToolTip((self.tr("error: {text}\n{detail}") if p.severity == ERROR else
                           self.tr("warning: {text}\n{detail}")).format(text=shown.text, detail=shown.detail))
            it.setForeground(QColor("#b00020") if p.severity == ERROR else QColor("#8a5a00"))
            it.setData(Qt.UserRole, self.list.count())
            self.list.addItem(it)
        if not self.problems:
            it = QListWidgetItem(f"\u2714 {text(NO_PROBLEMS)}")
            it.setForeground(QColor("#2e6b30"))
            it.setFlags(Qt.ItemIsEnabled)  # not selectable: there is nothing to show on the map
            self.list.addItem(it)
        self.list.blockSignals(False)
        errors, warnings = counts(self.problems)
        parts = []
        if errors:
            parts.append(self.tr("%n error(s) (the file format or the play engine refuses them)", "", errors))
        if warnings:
            parts.append(self.tr("%n warning(s)", "", warnings))
        self.summary.setText(text(NO_PROBLEMS) + "." if not self.problems else ", ".join(parts))
        self.summary.setVisible(bool(self.problems))
        self.list.updateGeometry()
        self.updateGeometry()
        self._fit_dock()

    def _fit_dock(self) -> None:
        """Grow the dock holding this panel (never shrink it) so the list
        shows its rows (up to `MAX_ROWS`): a dock keeps the height the
        window gave it, whatever its contents ask for."""
        dock = self.parentWidget()
        while dock is not None and not isinstance(dock, QDockWidget):
            dock = dock.parentWidget()
        win = dock.parentWidget() if dock is not None else None
        if not isinstance(win, QMainWindow) or dock.isFloating() or not dock.isVisible():
            return
        want = dock.height() + max(0, self.list.sizeHint().height() - self.list.height())
        if want > dock.height():
            win.resizeDocks([dock], [want], Qt.Vertical)

    def _chosen(self, row: int) -> None:
        if 0 <= row < len(self.problems):
            self.problemChosen.emit(self.problems[row])
