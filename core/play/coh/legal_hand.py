"""The hand's part of legal_sample.py's draw (issue 14, "a faster
engine"): `hand_cards`, the cards of the side to act that `cards.card_actions`
may list and what `legal_slots.unit_bound` counts of them, and
`free_cards`, the card plays tied to no unit of the side (air strikes,
cards 08, 10, 12 and 06) that the draw's fixed part holds.  Both are kept
per game on what they read; ``d`` is a `legal_sample.Draw`.
"""
from __future__ import annotations

from core.play.coh import veterans as V
from core.play.coh.cards import card_actions
from core.play.coh.legal_groups import owner
from core.play.kept import kept
from core.rules.coh.strikes import strike_cards
from core.rules.coh.weapons import weapon, weapon_cards


def hand_cards(d) -> tuple[list, list, list]:
    """``(cards, weapons, bonus)``: ``[(card, cost)]`` of the hand's cards
    `cards.card_actions` may list, ``[(cost, reach)]`` of the weapon cards
    among them, the veteran bonus cards the side may play.  Kept per game on
    the side, its hand, CAPs and whether a bonus waits (what they read; the
    three lists are never changed)."""
    st = d.st
    side = st.turn
    waits = V.pending(st, side)
    if not d.fast:
        return _hand(d, waits)
    return kept(st, "sample_cards", (side, tuple(st.hands[side]), d.sec.caps, waits), lambda: _hand(d, waits))


def _hand(d, waits: bool) -> tuple[list, list, list]:
    """`hand_cards` made; ``waits``: a bonus card of the side waits for its
    unit's action (veterans.pending)."""
    st = d.st
    side = st.turn
    cat, playable, out = st.data.cards, set(st.data.rules["playable_cards"]), []
    weapons = []
    air, arms = strike_cards("air"), weapon_cards()
    for card in sorted(set(st.hands[side])):
        ct = cat.get(card)
        if ct is None or card not in playable or ct.colour not in ("green", "gray") or card in V.ALL:
            continue
        if (ct.cost or 0) <= d.sec.caps:
            out.append((card, ct.cost or 0))
            w = weapon(card) if card in arms and card not in air else None
            if w is not None:
                weapons.append((ct.cost or 0, w.get("max_range", w["range"])))
    bonus = [] if waits else [c for c in sorted(set(st.hands[side]) & set(V.BONUS))
                              if c != "06" and V.can_pay(st, side, c)]
    return out, weapons, bonus


def free_cards(d, caps: int) -> list:
    """The plays of `cards.card_actions` for none of the side's units that
    no unit owns (`legal_groups.owner`), in its order.  With no units it
    reads the hand, ``caps``, the visible enemies (air strikes:
    ``enemy_key``, in the key only when the hand holds one), card 12's effect, whether a bonus waits, whether the
    opponent's activation has a pool (card 06) and, for V05 and V10, the
    counter and overrun effects: kept per game on those (not while one of
    those two effects is the side's, nor from scratch)."""
    st, opt = d.st, d.opt
    side = st.turn
    if not d.fast or any((st.effects.get(k) or [None])[0] == side for k in ("counter", "overrun")):
        return _free(d, caps)
    oact = st.activation.get(st.opponent(side))
    hand = tuple(sorted(set(st.hands[side])))
    air = strike_cards("air")
    enemies = opt.enemy_no if any(c in air for c in hand) else None  # only an air strike reads them
    key = (side, hand, caps, enemies, st.effects.get("swift") == side, V.pending(st, side),
           oact is not None and oact["pool"] > 0)
    return kept(st, "sample_free_cards", key, lambda: _free(d, caps))


def _free(d, caps: int) -> list:
    return [a for a in card_actions(d.st, [], d.opt, caps, ()) if owner(a, d.ids) is None]
