"""Scenario edits for decks, reinforcements and victory conditions.

Part of `core.scenario_edits` (same `Edit` protocol: each function changes
the scenario in place and returns the inverse edit); import them from
there.
"""
from __future__ import annotations

from typing import Any

from core.hexgrid import Hex
from core.model.deck import Deck
from core.model.scenario import ControlHex, Reinforcement, Scenario
from core.scenario_edit_base import Edit, EditError, _check_hex, _check_side, _deck, _locate, _op


# --- decks ---------------------------------------------------------------------
@_op
def add_deck(sc: Scenario, deck: Deck, index: int | None = None) -> Edit:
    """Add a deck (id must be new)."""
    if sc.deck(deck.id) is not None:
        raise EditError(f"a deck {deck.id!r} already exists")
    sc.decks.insert(len(sc.decks) if index is None else index, deck)
    return Edit("remove_deck", {"deck_id": deck.id})


@_op
def remove_deck(sc: Scenario, deck_id: str) -> Edit:
    """Remove the deck ``deck_id``."""
    d = _deck(sc, deck_id)
    i = sc.decks.index(d)
    sc.decks.pop(i)
    return Edit("add_deck", {"deck": d, "index": i})


@_op
def set_deck_card(sc: Scenario, deck_id: str, card: str, copies: int, index: int | None = None) -> Edit:
    """Set the copies of ``card`` in the deck; 0 removes it; a new card goes
    at position ``index`` (default: last).  Card numbers are not checked
    here (the file check and the validation list report unknown ones)."""
    if copies < 0:
        raise EditError(f"deck {deck_id!r}: copies of card {card!r} must be >= 0, got {copies}")
    d = _deck(sc, deck_id)
    order = list(d.cards)
    old = d.cards.get(card, 0)
    old_index = order.index(card) if card in d.cards else None
    if copies == 0:
        d.cards.pop(card, None)
    elif card in d.cards:
        d.cards[card] = copies
    else:
        items = list(d.cards.items())
        items.insert(len(items) if index is None else index, (card, copies))
        d.cards = dict(items)
    return Edit("set_deck_card", {"deck_id": deck_id, "card": card, "copies": old, "index": old_index})


@_op
def set_deck_draw(sc: Scenario, deck_id: str, side: str, at_start: int | None = None,
                  per_round: int | None = None) -> Edit:
    """Set how many cards ``side`` draws from the deck at the start and/or
    each round (a value of 0 removes the entry; None leaves it)."""
    _check_side(sc, side, f"deck {deck_id!r}")
    d = _deck(sc, deck_id)
    inv: dict[str, Any] = {"deck_id": deck_id, "side": side, "at_start": None, "per_round": None}
    for key, table, value in (("at_start", d.draw_at_start, at_start), ("per_round", d.draw_per_round, per_round)):
        if value is None:
            continue
        inv[key] = table.get(side, 0)
        if value:
            table[side] = value
        else:
            table.pop(side, None)
    return Edit("set_deck_draw", inv)


# --- reinforcements --------------------------------------------------------------
@_op
def add_reinforcement(sc: Scenario, reinforcement: Reinforcement, index: int | None = None) -> Edit:
    """Add a reinforcement (round within the scenario, known side, unit ids new)."""
    r = reinforcement
    if not 1 <= r.round <= sc.rounds:
        raise EditError(f"reinforcement round {r.round} is outside rounds 1-{sc.rounds}")
    _check_side(sc, r.side, "reinforcement")
    for u in r.units:
        if sc.unit(u.id) is not None:
            raise EditError(f"unit id {u.id!r} is already used")
    for h in r.entry_hexes:
        _check_hex(sc, h, "reinforcement entry hex")
    i = len(sc.reinforcements) if index is None else index
    sc.reinforcements.insert(i, r)
    return Edit("remove_reinforcement", {"index": i})


@_op
def remove_reinforcement(sc: Scenario, index: int) -> Edit:
    """Remove reinforcement number ``index`` with its units."""
    if not 0 <= index < len(sc.reinforcements):
        raise EditError(f"no reinforcement number {index}")
    return Edit("add_reinforcement", {"reinforcement": sc.reinforcements.pop(index), "index": index})


@_op
def set_reinforcement(sc: Scenario, index: int, field: str, value: Any) -> Edit:
    """Set ``round``, ``side``, ``entry_hexes`` (list of hexes) or ``note``
    of reinforcement number ``index``."""
    if not 0 <= index < len(sc.reinforcements):
        raise EditError(f"no reinforcement number {index}")
    r = sc.reinforcements[index]
    if field == "round" and not (isinstance(value, int) and 1 <= value <= sc.rounds):
        raise EditError(f"reinforcement round {value!r} is outside rounds 1-{sc.rounds}")
    if field == "side":
        _check_side(sc, value, "reinforcement")
    if field == "entry_hexes":
        for h in value:
            _check_hex(sc, h, "reinforcement entry hex")
        value = list(value)
    if field not in ("round", "side", "entry_hexes", "note"):
        raise EditError(f"cannot set reinforcement field {field!r}")
    old = getattr(r, field)
    setattr(r, field, value)
    return Edit("set_reinforcement", {"index": index, "field": field, "value": old})


# --- victory -----------------------------------------------------------------------
@_op
def set_control_hex(sc: Scenario, hex: Hex, control: ControlHex | None, index: int | None = None) -> Edit:
    """Make ``hex`` a victory hex described by ``control`` (replacing any
    there, or added at ``index``), or stop it being one (``control=None``)."""
    _check_hex(sc, hex, "control hex")
    lst = sc.victory.control
    pos = next((i for i, c in enumerate(lst) if c.hex == hex), None)
    old = lst[pos] if pos is not None else None
    if control is not None:
        if control.hex != hex:
            raise EditError("control hex: the ControlHex names another hex")
        _check_side(sc, control.owner, "control hex owner", allow_none=True)
        if pos is None:
            lst.insert(len(lst) if index is None else index, control)
        else:
            lst[pos] = control
    elif pos is not None:
        lst.pop(pos)
    return Edit("set_control_hex", {"hex": hex, "control": old, "index": pos})


@_op
def set_unit_vp(sc: Scenario, unit_id: str, vp: int | None) -> Edit:
    """Give the named unit its own VP value for being destroyed (None = the
    usual VP per kill)."""
    _locate(sc, unit_id)
    old = sc.victory.unit_vp.get(unit_id)
    if vp is None:
        sc.victory.unit_vp.pop(unit_id, None)
    else:
        sc.victory.unit_vp[unit_id] = vp
    return Edit("set_unit_vp", {"unit_id": unit_id, "vp": old})
