"""`GamePanel`: the game at a glance and the active player's hand.

* a line with the round (of the scenario's rounds), phase and the side to
  act, or the result when the game is over (a green banner);
* a small table per side: VP, CAPs, units lost, the activation pool, cards
  in hand (coh.md 1.1, seed 000 §8.1);
* the hand of the side to act: card id and name, when the view may read
  it (designer, or that side); otherwise only the number of cards
  (the opponent's hand is secret, `core.play.observe`).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QHeaderView, QLabel, QListWidget, QSizePolicy, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from core.rules.registry import traits
from core.play.costs import engine_hook

ROWS = ("VP", "CAPs", "Lost", "Pool", "Cards")   # row keys; `row_titles` shows them


def row_titles() -> list[str]:
    """The titles of `ROWS` in the user's language."""
    translate = QCoreApplication.translate
    return [translate("GamePanel", "VP"), translate("GamePanel", "CAPs"), translate("GamePanel", "Lost"),
            translate("GamePanel", "Pool"), translate("GamePanel", "Cards")]


class GamePanel(QWidget):
    """Status and hand of ``session`` (a `PlaytestSession`)."""

    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.RichText)
        lay.addWidget(self.status)
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.result.setStyleSheet("background: #dff3df; color: #114411; border: 1px solid #6a6;"
                                  "padding: 6px; font-weight: bold;")
        self.result.hide()
        lay.addWidget(self.result)
        sides = session.sides
        self.table = QTableWidget(len(ROWS), len(sides))
        self.table.setHorizontalHeaderLabels([session.side_name(sd) for sd in sides])
        self.table.setVerticalHeaderLabels(row_titles())
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.setFocusPolicy(Qt.NoFocus)
        self.table.setSelectionMode(QTableWidget.NoSelection)
        t = traits(session.game.scenario.ruleset)
        for row, shown in (("CAPs", t.command_points), ("Pool", t.command_points), ("Cards", t.cards)):
            self.table.setRowHidden(ROWS.index(row), not shown)
        h = self.table.horizontalHeader().height() + 4 + sum(
            self.table.rowHeight(r) for r in range(len(ROWS)) if not self.table.isRowHidden(r))
        self.table.setFixedHeight(h)
        lay.addWidget(self.table)
        self.hand_label = QLabel()
        lay.addWidget(self.hand_label)
        self.hand = QListWidget()
        self.hand.setMaximumHeight(96)
        lay.addWidget(self.hand)
        self.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum)
        self._cards = t.cards
        self.hand_label.setVisible(self._cards)
        self.hand.setVisible(self._cards)
        self.refresh()

    def refresh(self) -> None:
        """Re-read the session."""
        s = self.session
        st = s.shown_state()
        rounds = getattr(s.game.scenario, "rounds", None)
        rnd = s.round_number()
        who = st.current_player()
        replay = ""
        if s.replay is not None:
            replay = " &nbsp;<i>" + self.tr("(replay, step {index} of {steps})").format(
                index=s.replay.index, steps=s.replay.steps) + "</i>"
        if st.is_terminal():
            self.status.setText(self.tr("<b>Round {round}</b> of {rounds}: over").format(round=rnd, rounds=rounds)
                                + replay)
        else:
            self.status.setText(self.tr("<b>Round {round}</b> of {rounds} &nbsp;\u2022&nbsp; <b>{side}</b> to act")
                                .format(round=rnd, rounds=rounds, side=s.side_name(who)) + replay)
        res = s.result_text()
        self.result.setText(res)
        self.result.setVisible(bool(res))
        for col, side in enumerate(s.sides):
            act = (getattr(st, "activation", {}) or {}).get(side)
            hand = getattr(st, "hands", {}).get(side, [])
            vals = (getattr(st, "vp", {}).get(side, 0), getattr(st, "caps", {}).get(side, 0),
                    getattr(st, "lost", {}).get(side, 0), f"{act['pool']} AP" if act else "-", len(hand))
            for row, v in enumerate(vals):
                item = QTableWidgetItem(str(v))
                item.setTextAlignment(Qt.AlignCenter)
                if side == who:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(row, col, item)
        self.hand.clear()
        side = who if who in s.sides else (s.view if s.view in s.sides else None)
        if side is None:
            self.hand_label.setText(self.tr("Hand: -"))
            return
        cards = s.hand(side)
        if isinstance(cards, int):
            self.hand_label.setText(self.tr("Hand of {side}: %n card(s) (hidden from {view})", "", cards).format(
                side=s.side_name(side), view=s.side_name(s.view)))
            return
        self.hand_label.setText(self.tr("Hand of {side} (%n card(s))", "", len(cards)).format(side=s.side_name(side)))
        why = engine_hook(s.shown_state(), "card_reasons")  # a card that cannot be played now says why (issue 12)
        reasons = why(s.shown_state(), side) if why else {}
        for c in cards:
            self.hand.addItem(f"{c}  {s.card_name(c)}")
            if reasons.get(c):
                self.hand.item(self.hand.count() - 1).setToolTip(reasons[c])
