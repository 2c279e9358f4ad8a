"""The Decks dock: decks, their cards and copies (the deck's total shown),
and how many cards each side draws at the start and every round
(seed 000 §8.1, coh.md 11)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QListWidget, QPushButton,
                               QTableWidget, QTableWidgetItem, QWidget)

from core import edits as E
from core.catalogues import load_cards
from core.model.deck import Deck
from core.naming import side_label
from editor.scenario.form_util import button_row, panel_layout, quiet


class DecksPanel(QWidget):
    """Deck list and the chosen deck's cards and draw counts."""

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        lay = panel_layout(self)
        self.list = QListWidget()
        self.list.setMaximumHeight(80)
        lay.addWidget(self.list)
        row, (self.add, self.remove) = button_row(self.tr("Add deck..."), self.tr("Remove deck"))
        lay.addLayout(row)
        self.total = QLabel()
        self.total.setStyleSheet("font-weight: bold;")
        lay.addWidget(self.total)
        self.cards = QTableWidget(0, 3)
        self.cards.setHorizontalHeaderLabels([self.tr("Card"), self.tr("Name"), self.tr("Copies")])
        self.cards.verticalHeader().setVisible(False)
        self.cards.horizontalHeader().setSectionResizeMode(1, QHeaderView.Stretch)
        self.cards.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeToContents)
        lay.addWidget(self.cards, 1)
        row = QHBoxLayout()
        self.pick = QComboBox()
        self.pick.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.pick.setMinimumContentsLength(12)
        self.add_card = QPushButton(self.tr("Add card"))
        row.addWidget(self.pick, 1)
        row.addWidget(self.add_card)
        lay.addLayout(row)
        self.draws = QTableWidget(0, 3)
        self.draws.setHorizontalHeaderLabels([self.tr("Side"), self.tr("Draw at start"), self.tr("Per round")])
        self.draws.verticalHeader().setVisible(False)
        self.draws.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.draws.setMaximumHeight(90)
        lay.addWidget(self.draws)
        self.list.currentRowChanged.connect(lambda _r: self._show())
        self.add.clicked.connect(self._add)
        self.remove.clicked.connect(self._remove)
        self.add_card.clicked.connect(self._add_card)
        self.cards.itemChanged.connect(self._card_item)
        self.draws.itemChanged.connect(self._draw_item)
        self.refresh()

    def current(self) -> Deck | None:
        """The chosen deck."""
        r = self.list.currentRow()
        decks = self.document.scenario.decks
        return decks[r] if 0 <= r < len(decks) else None

    def _add(self) -> None:
        n = len(self.document.scenario.decks) + 1
        did, ok = QInputDialog.getText(self, self.tr("Add deck"), self.tr("Deck id:"),
                                       text=self.tr("deck{n}").format(n=n))
        if ok and did.strip():
            self.add_deck(did.strip())

    def add_deck(self, deck_id: str) -> bool:
        """Add an empty deck and choose it."""
        text = self.tr("Add deck {deck}").format(deck=deck_id)
        ok = self.document.apply_scenario(text, lambda sc: E.add_deck(sc, Deck(deck_id, deck_id)))
        if ok:
            self.list.setCurrentRow(len(self.document.scenario.decks) - 1)
        return ok

    def _remove(self) -> None:
        d = self.current()
        if d is not None:
            did = d.id
            self.document.apply_scenario(self.tr("Remove deck {deck}").format(deck=did), lambda sc: E.remove_deck(sc,
                                                                                                                  did))

    def set_copies(self, card: str, copies: int) -> None:
        """Set the copies of ``card`` in the chosen deck (0 removes it)."""
        d = self.current()
        if d is not None and d.cards.get(card, 0) != copies:
            did = d.id
            self.document.apply_scenario(self.tr("Deck {deck}: card {card} x{copies}").format(
                deck=did, card=card, copies=copies),
                                         lambda sc: E.set_deck_card(sc, did, card, copies))

    def _add_card(self) -> None:
        card = self.pick.currentData()
        d = self.current()
        if card and d is not None:
            self.set_copies(card, d.cards.get(card, 0) + 1)

    def _draw(self, side: str, which: str, v: int) -> None:
        d = self.current()
        if d is None:
            return
        table = d.draw_at_start if which == "start" else d.draw_per_round
        if table.get(side, 0) == v:
            return
        did = d.id
        kw = {"at_start": v} if which == "start" else {"per_round": v}
        self.document.apply_scenario(self.tr("Deck {deck}: draws of {side}").format(deck=did, side=side),
                                     lambda sc: E.set_deck_draw(sc, did, side, **kw))

    def _show(self) -> None:
        with quiet(self.cards, self.draws):
            self._fill()

    def _fill(self) -> None:
        sc = self.document.scenario
        d = self.current()
        cat = load_cards(sc.ruleset)
        for w in (self.cards, self.draws, self.add_card, self.pick, self.remove):
            w.setEnabled(d is not None)
        with quiet(self.pick):
            self.pick.clear()
            for n in cat.numbers():
                c = cat.get(n)
                self.pick.addItem(f"{n} {c.name} ({c.colour})", n)
        if d is None:
            self.total.setText(self.tr("No deck") if not sc.decks else "")
            self.cards.setRowCount(0)
            self.draws.setRowCount(0)
            return
        self.total.setText(self.tr("Deck {deck}: %n card(s) ({different} different)", "", d.size()).format(
            deck=d.id, different=len(d.cards)))
        self.cards.setRowCount(len(d.cards))
        for r, (num, copies) in enumerate(d.cards.items()):
            c = cat.get(num)
            a = QTableWidgetItem(num)
            b = QTableWidgetItem(c.name if c else self.tr("unknown card"))
            for it in (a, b):
                it.setFlags(Qt.ItemIsEnabled)
            if c:
                b.setToolTip(c.text)
            self.cards.setItem(r, 0, a)
            self.cards.setItem(r, 1, b)
            self.cards.setItem(r, 2, QTableWidgetItem(str(copies)))
        self.draws.setRowCount(len(sc.sides))
        for r, s in enumerate(sc.sides):
            it = QTableWidgetItem(side_label(s))
            it.setFlags(Qt.ItemIsEnabled)
            self.draws.setItem(r, 0, it)
            self.draws.setItem(r, 1, QTableWidgetItem(str(d.draw_at_start.get(s.id, 0))))
            self.draws.setItem(r, 2, QTableWidgetItem(str(d.draw_per_round.get(s.id, 0))))

    def _number(self, item: QTableWidgetItem, what: str) -> int | None:
        try:
            v = int(item.text().strip())
            if v < 0:
                raise ValueError
            return v
        except ValueError:
            self.document.editFailed.emit(self.tr("{what}: {text!r} is not a whole number >= 0").format(what=what,
                                                                                                        text=item.text()))
            self._show()
            return None

    def _card_item(self, item: QTableWidgetItem) -> None:
        d = self.current()
        if d is None or item.column() != 2:
            return
        card = self.cards.item(item.row(), 0).text()
        v = self._number(item, self.tr("copies of card {card}").format(card=card))
        if v is not None:
            self.set_copies(card, v)

    def _draw_item(self, item: QTableWidgetItem) -> None:
        sides = self.document.scenario.sides
        if item.column() == 0 or not 0 <= item.row() < len(sides):
            return
        sid = sides[item.row()].id
        v = self._number(item, self.tr("cards {side} draws").format(side=sid))
        if v is not None:
            self._draw(sid, "start" if item.column() == 1 else "round", v)

    def refresh(self) -> None:
        """Re-read the decks."""
        sc = self.document.scenario
        cur = self.list.currentRow()
        with quiet(self.list):
            self.list.clear()
            for d in sc.decks:
                self.list.addItem(self.tr("{deck}  (%n card(s))", "", d.size()).format(deck=d.name or d.id))
            if self.list.count():
                self.list.setCurrentRow(min(max(cur, 0), self.list.count() - 1))
        self._show()
