"""`LogPanel`: the dice and event log of the game, as the view may read it.

Event lines come from the engine's log (`CohState.log_for(side)` in a
side's view: the other side's hidden moves and hit-marker names are
replaced by public text); every roll the session made is shown in place,
indented with a die glyph and tinted blue (card and hit-marker draws are
read only by their owner).  Unit ids and facings read as the map shows
them (`core.play.readable.Readable`: names, compass words); the engine's own text is
each line's tooltip.  The list follows the newest line.
"""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from core.play.readable import Readable

ROLL_COLOUR = QColor("#1f4e9c")
TURN_COLOUR = QColor("#111111")
DETAIL_COLOUR = QColor("#555555")


class LogPanel(QWidget):
    """The log of ``session`` (a `PlaytestSession`)."""

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        self.readable = Readable(session.game.scenario)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 6)
        self.caption = QLabel()
        self.caption.setStyleSheet("color: #555;")
        lay.addWidget(self.caption)
        self.list = QListWidget()
        self.list.setUniformItemSizes(True)
        f = QFont("DejaVu Sans Mono")
        f.setPointSize(9)
        self.list.setFont(f)
        lay.addWidget(self.list, 1)
        self.refresh()

    def lines(self) -> list[tuple[str, str]]:
        """The shown ``(kind, text)`` lines."""
        return [(self.list.item(i).data(256), self.list.item(i).text()) for i in range(self.list.count())]

    def refresh(self) -> None:
        """Re-read the session's log."""
        s = self.session
        lines = s.log_lines()
        rolls = sum(1 for k, _ in lines if k == "roll")
        if s.view == "designer":
            text = self.tr("{events} events, {rolls} rolls \u2014 everything (designer); seed {seed}")
        else:
            text = self.tr("{events} events, {rolls} rolls \u2014 as {side} sees it; seed {seed}")
        self.caption.setText(text.format(events=len(lines) - rolls, rolls=rolls, side=s.side_name(s.view), seed=s.seed))
        self.list.setUpdatesEnabled(False)
        self.list.clear()
        for kind, text in lines:
            item = QListWidgetItem(self.readable.text(text))
            item.setData(256, kind)
            item.setToolTip(text)
            if kind == "roll":
                item.setForeground(ROLL_COLOUR)
            elif text.split(" ", 1)[-1].startswith("  "):
                item.setForeground(DETAIL_COLOUR)
            else:
                item.setForeground(TURN_COLOUR)
            self.list.addItem(item)
        self.list.setUpdatesEnabled(True)
        self.list.scrollToBottom()
        QTimer.singleShot(0, self.list, self.list.scrollToBottom)  # again once laid out
