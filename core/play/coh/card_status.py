"""Why a card in a Conflict of Heroes hand cannot be played now (issue 12:
"a card that cannot be played now says why when hovered"): the engine hook
`card_reasons(state, side)`, shown by the playtest's hand list.

A card is playable now when one of the legal actions of the side to act
uses it (a card play, a card-paid action, a reaction, a strike plan,
Close Call).  Otherwise the reason is the first that holds of: the card's
moment (a roll window: 07, 13, V02, V03, V08, V09; a moving vehicle: 15;
the pre-round: W06, W07, with a strike already planned or not; the
opponent's strike: V-CC; after close combat: V05, V10), the card is the
other side's, it is not the side's turn, the side lacks the CAPs, another
bonus waits, no enemy unit to strike (W04, W05), a tied unit (scenario
option ``veteran_units``) that cannot use it, or no unit that can use it
(with the card's text).  Messages: ``card.why.*`` in core/messages.py.
"""
from __future__ import annotations

from core.messages import text
from core.play.coh.strike_plan import card_side
from core.play.coh.veterans import pending, vet_ok

MOMENT = {"07": "roll_window", "13": "roll_window", "V02": "roll_window", "V03": "roll_window",
          "V08": "roll_window", "V09": "roll_window", "15": "vehicle_moved", "V-CC": "close_call",
          "V05": "counter", "V10": "overrun"}


def _used_by(a) -> str | None:
    """The card action ``a`` uses, if any."""
    card = getattr(a, "card", "") or None
    if card is None and type(a).__name__ == "CloseCall" and getattr(a, "unit", None):
        return "V-CC"
    if card is not None and hasattr(a, "pay") and a.pay != "card":
        return None
    return card


def card_reasons(st, side: str) -> dict[str, str]:
    """``{card: reason}`` for each card of ``side``'s hand that cannot be
    played now (module doc); playable cards are left out."""
    hand = sorted(set(st.hands.get(side, [])))
    if not hand:
        return {}
    to_act = not st.is_chance_node() and st.current_player() == side and not st.is_terminal()
    usable = {c for c in map(_used_by, st.legal_actions()) if c} if to_act else set()
    out = {}
    for card in hand:
        if card in usable:
            continue
        out[card] = _reason(st, side, card, to_act)
    return out


def _reason(st, side: str, card: str, to_act: bool) -> str:
    ct = st.data.cards.get(card)
    p = {"card": card, "name": ct.name if ct else card, "side": side}
    tied = (st.game.scenario.options or {}).get("veteran_units", {}).get(card)
    note = text("card.why.unit_note", {"unit": st.data.names.get(tied, tied)}) if tied else ""
    owner = card_side(st, card)
    if owner not in (None, side):
        return text("card.why.other_side", p | {"owner": owner})
    if card in ("W06", "W07"):
        planned = any(x["card"] == card for x in st.effects.get("oba", []))
        return text("card.why.strike_planned" if planned else "card.why.plan_pre_round", p)
    if card in MOMENT:
        return text(f"card.why.{MOMENT[card]}", p | {"unit_note": note})
    if st.phase == "artillery":
        return text("card.why.pre_round", p)
    if not to_act:
        return text("card.why.not_your_turn", p | {"turn": st.current_player() or "-"})
    cost = (ct.cost or 0) if ct else 0
    if cost > st.caps[side]:
        return text("card.why.caps", p | {"cost": cost, "caps": st.caps[side]})
    if pending(st, side):
        return text("card.why.bonus_waits", p)
    if card in ("W04", "W05") and not any(u.side != side and not u.hidden for u in st.pos.units):
        return text("card.why.no_target", p)
    if tied and not vet_ok(st, card, None):
        return text("card.why.tied", p | {"unit": st.data.names.get(tied, tied)})
    return text("card.why.no_user", p | {"text": ct.text if ct else ""})
