"""`PlaytestSession`: the Qt face of `core.play.session.PlaySession` (one
hot-seat game of the open scenario), which the playtest docks and the map
layer listen to.  Everything the game does lives in the core session; this
class only turns its notifications into signals:

``changed()`` after the state (or the shown state) changed;
``viewChanged(str)``; ``message(str, bool)`` (text, is-error) for the
status bar.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from core.play.session import DESIGNER, MAX_BOT_TURN_STEPS, PlaySession

__all__ = ["DESIGNER", "MAX_BOT_TURN_STEPS", "PlaytestSession"]


class PlaytestSession(PlaySession, QObject):
    """A `PlaySession` of ``scenario`` that is a QObject with signals
    (``parent``: its Qt parent).  `HexwrightError` as `PlaySession`."""

    changed = Signal()
    viewChanged = Signal(str)
    message = Signal(str, bool)

    def __init__(self, scenario, seed: int = 1, source: str | None = None, parent=None):
        QObject.__init__(self, parent)
        PlaySession.__init__(self, scenario, seed, source)

    def notify_changed(self) -> None:
        """Emit ``changed``."""
        self.changed.emit()

    def notify_view(self, view: str) -> None:
        """Emit ``viewChanged``."""
        self.viewChanged.emit(view)

    def notify_message(self, text: str, error: bool) -> None:
        """Emit ``message``."""
        self.message.emit(text, error)
