"""Why an action is illegal: a `RulesError` naming the rule (seed 000
§9.0-9.2, §10; coh.md 1.1), built by asking the rules core to apply the
action on a copy of the position with placeholder dice.
"""
from __future__ import annotations

from core.errors import RulesError
from core.play.actions import Activate, Enter, PlayCard


def explain_illegal(st, a) -> RulesError:
    """The `RulesError` for action ``a``, which is not among
    ``st.legal_actions()``."""
    from core.rules.coh import activation as A
    from core.play.coh.resolve import KINDS
    side = st.turn
    units = tuple(getattr(a, "units", ()) or ((a.unit,) if isinstance(a, Activate) else ()))
    for uid in units:
        u = st.unit(uid)
        if u is None and uid not in st.pending.get(side, []):
            return RulesError(f"{a}: {side} has no unit {uid!r} on the map or waiting to enter")
        if u is not None and u.side != side:
            return RulesError(f"{a}: unit {uid} is not {side}'s; it is {st.turn}'s turn", "coh.md 1.1")
    if st.must_act:
        return RulesError(f"{a}: {side} has just activated {st.activation[side]['lead']} and must act with it",
                          "seed 000 §9.0")
    from core.play.coh.cards import CardAt
    from core.play.coh.reactions import React
    if isinstance(a, React):
        return RulesError(f"{a} is not legal now (no reaction window is open for {side}, the card is not in "
                          "the hand, or it does not apply to this roll or move)", "coh.md 11")
    if isinstance(a, (Activate, Enter, PlayCard, CardAt)):
        return RulesError(f"{a} is not legal now (a spent unit, a wrong entry hex, a card not in the hand "
                          "or not enough CAPs)", "seed 000 §8.1, §9.0")
    pay = getattr(a, "pay", "ap")
    act_rec = st.activation.get(side)
    if pay == "ap" and act_rec is None:
        return RulesError(f"{a}: {side} has no activation: activate a unit first", "seed 000 §9.0")
    kind = KINDS.get(type(a))
    d = {"units": list(units), "action": kind, "pay": pay, "dice": [1, 1] * 8}
    for k in ("target", "facing", "to"):
        v = getattr(a, k, None)
        if v is None:
            continue
        if k == "to":
            d["to"] = dict(zip(units, v if isinstance(v, tuple) else (v,)))
        elif k == "facing":
            if not units:
                return RulesError(f"{a}: names no unit to turn")
            d["facing"] = {units[0]: v}
        else:
            d[k] = v
    if kind == "rally":
        d["dice"] = [6, 6] * len(units)
    if kind == "fire":
        d["dice"] = [1, 1]
    members = tuple(act_rec["members"]) if act_rec else ()
    pool = act_rec["pool"] if act_rec else 0
    try:
        A.apply_action(A.Activation(st.pos, pool + getattr(a, "extra_caps", 0),
                                    st.caps[side] if pay != "card" else None, members), d)
    except RulesError as e:
        return RulesError(f"{a}: {e}") if e.rule is None else _with_rule(f"{a}: {e}", e.rule)
    return RulesError(f"{a} is not among the legal actions now", "seed 000 §9.2")


def _with_rule(msg: str, rule: str) -> RulesError:
    e = RulesError(msg)
    e.rule = rule
    return e
