"""Conflict of Heroes terms of a search bot's evaluation
(`core.play.evaluate`, issue 14), read through the play service
``evaluation_terms`` (`core.play.coh.services`).

`threat_terms(st, side) -> {"threat": float, "caps": float}` in VP-like
units, own side minus the enemy's.  ``caps``: `CAP` per Command Action
Point left (coh.md 1.1: they pay for actions and add to rolls for the rest
of the round).  ``threat``: what each side's fresh units can do to the other's
with one attack each (coh.md 2.1-2.2: a hit when 2D6 + AV >= DV, two hits
destroy, a hit on a unit already hit destroys it, seed 000 §9.12).

For every unit ``u`` of a side that the other side can see (not hidden)
and every enemy unit ``e`` that may still act this round (not spent),
the single-unit attack of ``e`` at ``u``'s hex (`legal.probe_attack`:
range, LOS, fire arc and markers; memoised per game; not asked when ``u``
is beyond twice ``e``'s printed range or out of its LOS, where no attack
is legal: coh.md 2.2, 6) gives the chance of a
hit and of destroying ``u`` (no dice: the chance that 2D6 reaches the
difference).  ``u``'s danger is the worst expected loss over those
attackers: destroyed x (`KILL` x its kill value) + hit only x (`HIT` x its
kill value).  A side's exposure is its dangers, largest first, weighted
1, 1/2, 1/4, ... (the enemy cannot fire with every unit before the side
answers); the side to act next counts its own attacks at `FIRST`, the
other side's at `SECOND` (who moves first fires first).

The weights are assumed (no rulebook values a position); chosen by play
against the greedy bot (`hexwright bench --only balance`).
"""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import distance
from core.play.coh.greedy import p_at_least
from core.play.coh.legal import probe_attack

KILL = 1.6
HIT = 0.5
FIRST = 1.0
SECOND = 0.6
CAP = 0.25


def _kill_value(st, uid: str) -> int:
    v = st.game.scenario.victory
    return max(1, int(v.unit_vp.get(uid, v.vp_per_kill) or 1))


def _dangers(st, shooters: list, targets: list) -> list[float]:
    pos = st.pos
    memo = st.data.memo.setdefault("attack", {})
    opts = pos.options
    gt = 1 if opts.hit_comparison == ">" else 0
    label = pos.hexmap.label
    los_clear = pos.los_clear
    out = []
    for u in targets:
        worst = 0.0
        lab = label(u.hex)
        kv = _kill_value(st, u.id)
        for e in shooters:
            rng = e.stat("range")
            if rng is None or distance(e.hex, u.hex) > 2 * rng or not los_clear(e.hex, u.hex):
                continue  # no attack (coh.md 2.2, 6): the probe would say so, at a much higher cost
            try:
                res = probe_attack(pos, memo, [e.id], lab, u.hex)
            except (RulesError, KeyError, ValueError):
                res = None
            if res is None:
                continue
            r = next((x for x in res.results if x.unit_id == u.id), None)
            if r is None or r.defense_value is None:
                continue
            need = r.defense_value - (r.attack_value - 2) + gt
            ph = p_at_least(need)
            pc = p_at_least(need + opts.critical_margin)
            kill = ph if u.hits else pc
            worst = max(worst, kill * KILL * kv + (ph - kill) * HIT * kv)
        if worst > 0:
            out.append(worst)
    return sorted(out, reverse=True)


def _exposure(dangers: list[float]) -> float:
    return sum(d / (2 ** i) for i, d in enumerate(dangers))


def threat_terms(st, side: str) -> dict[str, float]:
    """``{"threat": own attacks' worth minus the enemy's}`` (module doc)."""
    if st.pos is None:
        return {}
    opp = st.game.opponent(side)
    units = [u for u in st.pos.units if "destroyed" not in u.hits]
    mine = [u for u in units if u.side == side]
    theirs = [u for u in units if u.side == opp]
    against_me = _exposure(_dangers(st, [e for e in theirs if not e.spent], [u for u in mine if not u.hidden]))
    against_them = _exposure(_dangers(st, [e for e in mine if not e.spent], [u for u in theirs if not u.hidden]))
    first = st.turn if st.turn in (side, opp) else None
    w_me, w_them = (FIRST, SECOND) if first == side else (SECOND, FIRST)
    return {"threat": w_me * against_them - w_them * against_me, "caps": CAP * (st.caps[side] - st.caps[opp])}
