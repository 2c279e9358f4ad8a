"""Small widget helpers shared by the scenario docks."""
from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QPlainTextEdit, QWidget


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
            combo.addItem(s.name or s.id, s.id)
        i = combo.findData(current)
        combo.setCurrentIndex(max(i, 0))
