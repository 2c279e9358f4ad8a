"""Scenario edits of card decks: add, remove, set a card's copies, set draws.

Each checks its arguments (raising `core.edits.base.EditError`, scenario
unchanged) and returns its inverse, a raw restoration (`core.edits.restore`)
that puts back the old table with its order (``cards``, ``draw_at_start``,
``draw_per_round`` keep the order the designer listed them; issue 18.3).
"""
from __future__ import annotations

from core.catalogues import load_cards
from core.edits.base import (
    Edit,
    EditError,
    check_side,
    find_deck,
    scenario_edit,
    undo_of,
)
from core.edits.restore import insert_item, pop_item, put_field
from core.i18n import _
from core.model.deck import Deck
from core.model.scenario import Scenario


@scenario_edit("decks")
def add_deck(sc: Scenario, deck: Deck, index: int | None = None) -> Edit:
    """Add a deck (id must be new)."""
    if sc.deck(deck.id) is not None:
        raise EditError(_("a deck {id!r} already exists").format(id=deck.id))
    return insert_item(sc, "decks", len(sc.decks) if index is None else index, deck)


@scenario_edit("decks")
def remove_deck(sc: Scenario, deck_id: str) -> Edit:
    """Remove the deck ``deck_id``."""
    return pop_item(sc, "decks", sc.decks.index(find_deck(sc, deck_id)))


@scenario_edit("decks")
def set_deck_card(sc: Scenario, deck_id: str, card: str, copies: int, index: int | None = None) -> Edit:
    """Set the copies of ``card`` in the deck; 0 removes it; a new card goes
    at position ``index`` (default: last).  A card the ruleset's card
    catalogue does not list is refused (the file format would refuse it)."""
    if not isinstance(copies, int) or copies < 0:
        raise EditError(_("deck {deck_id!r}: copies of card {card!r} must be a whole number >= 0, got "
                          "{copies!r}").format(deck_id=deck_id, card=card, copies=copies))
    d = find_deck(sc, deck_id)
    if copies and card not in d.cards and card not in load_cards(sc.ruleset):
        raise EditError(_("deck {deck_id!r}: unknown card {card!r} (not in the {ruleset} card catalogue)").format(
                            deck_id=deck_id, card=card, ruleset=sc.ruleset))
    items = list(d.cards.items())
    if copies == 0:
        items = [(c, n) for c, n in items if c != card]
    elif card in d.cards:
        items = [(c, copies if c == card else n) for c, n in items]
    else:
        items.insert(len(items) if index is None else index, (card, copies))
    return put_field(sc, "deck", deck_id, "cards", dict(items))


@scenario_edit("decks")
def set_deck_draw(sc: Scenario, deck_id: str, side: str, at_start: int | None = None,
                  per_round: int | None = None) -> Edit:
    """Set how many cards ``side`` draws from the deck at the start and/or
    each round (a value of 0 removes the entry; None leaves it)."""
    check_side(sc, side, f"deck {deck_id!r}")
    d = find_deck(sc, deck_id)
    steps = []
    for attr, value in (("draw_at_start", at_start), ("draw_per_round", per_round)):
        if value is None:
            continue
        table = dict(getattr(d, attr))
        if value:
            table[side] = value
        else:
            table.pop(side, None)
        steps.append(put_field(sc, "deck", deck_id, attr, table))
    return undo_of(*steps) if steps else put_field(sc, "deck", deck_id, "draw_at_start", d.draw_at_start)
