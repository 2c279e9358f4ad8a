"""Small widget helpers shared by the scenario docks."""
from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from core.naming import side_label


class CommitTextEdit(QPlainTextEdit):
    """A multi-line text field that emits ``committed(str)`` when it loses
    focus with changed text (one undo step per edit session)."""

    committed = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._orig = ""
        self.setTabChangesFocus(True)

    def set_text(self, text: str) -> None:
        """Show ``text`` without emitting."""
        if text != self.toPlainText():
            self.setPlainText(text)
        self._orig = text

    def commit(self) -> None:
        """Emit ``committed`` now if the text changed."""
        t = self.toPlainText()
        if t != self._orig:
            self._orig = t
            self.committed.emit(t)

    def focusOutEvent(self, e) -> None:  # noqa: N802
        self.commit()
        super().focusOutEvent(e)


@contextmanager
def quiet(*widgets):
    """Block the signals of ``widgets`` while filling them."""
    old = [w.blockSignals(True) for w in widgets]
    try:
        yield
    finally:
        for w, b in zip(widgets, old):
            w.blockSignals(b)


def fill_sides(combo: QComboBox, sc, current: str | None, none_text: str | None = None) -> None:
    """Fill ``combo`` with the scenario's sides (item data = side id), plus a
    first ``none_text`` entry (data None) if given; select ``current``."""
    with quiet(combo):
        combo.clear()
        if none_text is not None:
            combo.addItem(none_text, None)
        for s in sc.sides:
            combo.addItem(side_label(s), s.id)   # the name in the user's language (core.naming)
        i = combo.findData(current)
        combo.setCurrentIndex(max(i, 0))


def panel_layout(panel: QWidget) -> QVBoxLayout:
    """The vertical layout of a dock panel (4 px margins), set on ``panel``."""
    lay = QVBoxLayout(panel)
    lay.setContentsMargins(4, 4, 4, 4)
    return lay


def button_row(*labels: str) -> tuple[QHBoxLayout, list[QPushButton]]:
    """A row of push buttons with ``labels``, left to right, and the buttons."""
    row = QHBoxLayout()
    buttons = [QPushButton(t) for t in labels]
    for b in buttons:
        row.addWidget(b)
    return row, buttons


def labelled_row(label: str, widget: QWidget) -> QHBoxLayout:
    """A row: the text ``label``, then ``widget`` taking the rest of the width."""
    row = QHBoxLayout()
    row.addWidget(QLabel(label))
    row.addWidget(widget, 1)
    return row
