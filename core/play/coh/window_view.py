"""What a side asked in a Conflict of Heroes reaction window sees of the
roll it reacts to (issue 12 part 4): the pending fire's or rally's dice as
they stand, explained by the computation that resolves them.

`pending_roll(st)` is the engine hook the playtest's Actions dock shows
above the window's card plays (the card's name, its cost, and the current
AV against DV): one explanation dict per roll (keys of
`core.play.coh.explain`, ``rolled`` filled with the dice so far, the
changes already played on them -- card 13 Luck!, V02, V03, V09 -- added
like resolve.py adds them).  The side asked sees what it may know: the
other side's hidden units are left out, as in `explain.preview`
(seed 000 §10.0).  ``[]`` when no roll window is open (a move window of
card 15 has no roll yet) or the rules core refuses the roll.
"""
from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from core.errors import RulesError
from core.i18n import _
from core.play.actions import Fire, Rally, action_from_dict
from core.play.coh import veterans as VET
from core.play.coh.cards import weapon_args
from core.play.coh.explain import attack_explanations, rally_explanation
from core.play.coh.kinds import spotter_of
from core.play.coh.terms import outcome_text
from core.play.coh.resolve import aim_bonus
from core.rules.coh.combat import attack
from core.rules.coh.hitmarkers import rally_roll


def _standing(d: dict) -> dict:
    """``d`` with ``value`` (the dice and what is added to them: an attack's
    AV, coh.md 2.1) and ``standing``, one line saying where the roll stands
    against its number (``"AV 13 against DV 12: hit"``)."""
    if d.get("target") is None or d.get("rolled") is None:
        return d
    d["value"] = d["rolled"] + sum(t["value"] for t in d["plus"])
    if d["roll"] == "attack":
        line = _("now AV {value} against DV {target}: {outcome}")
    else:
        line = _("now {value} against {target}: {outcome}")
    d["standing"] = line.format(value=d["value"], target=d["target"], outcome=outcome_text(d.get("outcome")))
    return d


def pending_roll(st) -> list[dict]:
    """Explanations of the roll the open reaction window holds (module
    doc): ``[{roll, who, plus, against, target, needed, chance, rolled,
    outcome, lines, value, standing, ...}]`` (``value``: the dice plus
    their terms, an attack's AV; ``standing``: that against the number, as
    text); ``[]`` outside a roll window."""
    ch = st.chance
    if not ch or ch.get("stage") != "react" or ch.get("window") != "roll":
        return []
    a = action_from_dict(ch["action"])
    side = st.turn
    pos = replace(st.pos, units=tuple(u for u in st.pos.units if u.side == side or not u.hidden))
    dice = list(ch["dice"])
    try:
        if isinstance(a, Fire):
            res = attack(pos, list(a.units), a.target, dice, a.roll_caps, aim_bonus(st, a) + ch.get("luck", 0),
                         *weapon_args(a), spotter=spotter_of(pos, a))
            return [_standing(d) for d in attack_explanations(pos, list(a.units), res, rolled=True)]
        if isinstance(a, Rally):
            # V04's term, read on a stand-in: rally_bonus uses the effect up, and nothing is played here
            bonus = tuple(VET.rally_bonus(SimpleNamespace(effects=dict(st.effects)), ch["side"], a) or ())
            out = []
            for i, uid in enumerate(a.units):
                u = pos.unit(uid)
                if u is None:
                    continue
                r = rally_roll(pos, u, dice[2 * i:2 * i + 2], a.roll_caps, bonus)
                out.append(_standing(rally_explanation(pos, r, rolled=True)))
            return out
    except RulesError:
        return []
    return []


__all__ = ["pending_roll"]
