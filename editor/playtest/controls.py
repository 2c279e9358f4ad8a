"""`PlaytestBar`: the playtest mode's tool bar.

``View as`` (Designer / each side), ``Undo``, the bot picker (greedy,
random or mcts) with ``Bot turn`` and ``Bots finish``, ``Save game`` / ``Load
game``, the replay controls (``Replay`` toggles a replay of this game;
``|<``, ``<``, ``>``, ``>|`` step it) and ``Leave playtest``.  It only
emits requests (``requested(str)`` with the command name) and mirrors the
session; `PlaytestMode` does the work.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar

from editor.playtest.session import DESIGNER

COMMANDS = ("undo", "bot_turn", "bots_finish", "save", "load", "replay", "first", "back", "forward", "last",
            "leave")


def bot_titles() -> dict[str, str]:
    """``bot name -> its title in the user's language`` (`core.play.bots`
    names: greedy, random, mcts)."""
    translate = QCoreApplication.translate
    return {"greedy": translate("bots", "greedy"), "random": translate("bots", "random"),
            "mcts": translate("bots", "MCTS")}


class PlaytestBar(QToolBar):
    """Tool bar for ``session``; ``requested(name)`` for the mode."""

    requested = Signal(str)

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Playtest"))
        self.setObjectName("playtestToolBar")
        self.setToolButtonStyle(Qt.ToolButtonTextOnly)
        self.session = session
        self.addWidget(QLabel(" " + self.tr("View as") + " "))
        self.view_box = QComboBox()
        self.view_box.addItem(self.tr("Designer (all)"), DESIGNER)
        for s in session.sides:
            self.view_box.addItem(session.side_name(s), s)
        self.view_box.setToolTip(self.tr("Show only what this side may see (hidden enemy units, face-down hits, "
                                         "hand)"))
        self.view_box.currentIndexChanged.connect(lambda i: session.set_view(self.view_box.itemData(i)))
        self.addWidget(self.view_box)
        self.addSeparator()
        self.acts = {}
        self._add("undo", self.tr("Undo"), self.tr("Take back the last action and its rolls"), "Backspace")
        self.addSeparator()
        self.addWidget(QLabel(" " + self.tr("Bot") + " "))
        self.bot_box = QComboBox()
        for name, title in bot_titles().items():
            self.bot_box.addItem(title, name)
        self.bot_box.setToolTip(self.tr("Greedy: best one-step score (hits, objectives); random: any legal action; "
                                        "MCTS: tree search from its side's view, 0.2 s a move"))
        self.addWidget(self.bot_box)
        self._add("bot_turn", self.tr("Bot turn"), self.tr("The bot plays the side to act until the other side is "
                                                           "to act"), "F6")
        self._add("bots_finish", self.tr("Bots finish"), self.tr("Bots play both sides to the end (cancellable)"),
                  "Shift+F6")
        self.addSeparator()
        self._add("save", self.tr("Save game"), self.tr("Save this game (replay file: seed and every action)"))
        self._add("load", self.tr("Load game"), self.tr("Resume a saved game of this scenario"))
        self.addSeparator()
        self._add("replay", self.tr("Replay"), self.tr("Step through this game from the start"), checkable=True)
        self._add("first", "|<", self.tr("Replay: back to the start"))
        self._add("back", "<", self.tr("Replay: one action back"), "Left")
        self._add("forward", ">", self.tr("Replay: one action forward"), "Right")
        self._add("last", ">|", self.tr("Replay: to the end"))
        self.replay_label = QLabel()
        self.addWidget(self.replay_label)
        self.addSeparator()
        self._add("leave", self.tr("Leave playtest"), self.tr("Back to the unchanged scenario"))
        self.refresh()

    def _add(self, name: str, text: str, tip: str, key: str | None = None, checkable: bool = False):
        act = self.addAction(text)
        act.setToolTip(tip + (f" ({key})" if key else ""))
        act.setCheckable(checkable)
        if key:
            act.setShortcut(key)
            act.setShortcutContext(Qt.WindowShortcut)
        act.triggered.connect(lambda _c=False, n=name: self.requested.emit(n))
        self.acts[name] = act
        return act

    def bot_name(self) -> str:
        """The picked bot (``greedy``, ``random`` or ``mcts``)."""
        return self.bot_box.currentData()

    def bot_title(self) -> str:
        """The picked bot as the list shows it (in the user's language)."""
        return self.bot_box.currentText()

    def refresh(self) -> None:
        """Enable what makes sense now."""
        s = self.session
        live = s.replay is None
        over = s.state.is_terminal()
        i = self.view_box.findData(s.view)
        if i >= 0 and i != self.view_box.currentIndex():
            self.view_box.blockSignals(True)
            self.view_box.setCurrentIndex(i)
            self.view_box.blockSignals(False)
        self.acts["undo"].setEnabled(s.can_undo())
        for n in ("bot_turn", "bots_finish"):
            self.acts[n].setEnabled(live and not over)
        self.acts["load"].setEnabled(live)
        self.acts["replay"].setChecked(not live)
        for n in ("first", "back", "forward", "last"):
            self.acts[n].setEnabled(not live)
        self.replay_label.setText(" " + self.tr("step {index} of {steps}").format(
            index=s.replay.index, steps=s.replay.steps) + " " if not live else "")
