"""Conflict of Heroes reach term of a search bot's evaluation
(`core.play.evaluate`, issue 14), read through the play service
``evaluation_terms`` (`core.play.coh.services`): objectives a side can
reach and take within about two activations.

`reach_terms(st, side) -> {"reach": float}` in VP-like units, own side
minus the enemy's.  A control marker flips when the controlling side has
no unit in its hex and a unit of the other side with positive red or blue
FP enters it, even passing through (coh.md 9).  For each objective hex
(the scenario's ``victory.control``) and each side that does not hold it,
the side's units that can take control (`core.play.coh.flow.takes_control`,
on the map, not hidden: play_rules.json) are ranked by the AP they need to
enter it (`core.rules.coh.move.reachable_hexes` with a budget of
`ACTIVATIONS` activations' AP pool, coh.md 1.1: 7 AP; the other units are
ignored and the answer memoised per game for each unit's move profile,
hex and facing).  A unit ``c`` AP away credits ``1 - c / (budget + 1)``;
the best units count 1, 1/2, 1/4, ... (like the threat term's exposure).
The sum is multiplied by what taking the hex is worth to the side: its VP
(times the rounds left to score, the current one included, for a
``round`` objective; coh.md 9) twice over when the enemy holds it (the
enemy loses it too), once when nobody does, by `BLOCKED` when a unit of
its holder stands in it (the marker cannot flip before that unit is gone,
coh.md 9; entering is close combat, coh.md 4.4), and by `REACH`.

So a unit that advances on an objective raises its side's value with
every AP it closes (a search otherwise sees only the fire it walks into,
`core.play.coh.evaluate`, and sits still), and a side that guards its
objectives keeps the other side's reach low.  A unit taking the hex
scores more than the same unit standing next to it: the holding term
(`core.play.evaluate`, ``objectives``) gains 0.6 of the worth per side,
the reach of a unit one AP away is at most `REACH` (< 0.6) of it (with
several units near, the reach given up may come up to twice that, and
the enemy's reach to retake the hex is counted once it is taken).

The weights are assumed (no rulebook values a position); chosen by play
against the greedy bot (`hexwright bench --only balance`).  A budget of
four activations (so a far objective, Balka Hill's balka 1603, pulls from
the start) was no better: 12 games, seeds 1-3, Partisans 0.708 / 0.750 /
0.792, Balka Hill 0.417 / 0.500 / 0.583 (MCTS as the Germans 1 of 18).
"""
from __future__ import annotations

from core.errors import RulesError
from core.play.coh.flow import takes_control
from core.rules.coh.move import MoveProfile, move_graph, reachable_hexes

REACH = 0.36
SURE = 0.6
BLOCKED = 0.5
ACTIVATIONS = 2
_OBJECTS = 50_000  # unit objects `_costs` keeps before it forgets them


def _goals(st) -> list[tuple[str, object, float]]:
    """``[(hex label, hex, VP it still gives its holder)]`` of the objectives."""
    sc = st.game.scenario
    hm = sc.hexmap
    left = max(0, sc.rounds - int(st.round) + 1)
    out = []
    for c in sc.victory.control:
        lab = c.hex if isinstance(c.hex, str) else hm.label(c.hex)
        out.append((lab, hm.parse(lab), float(c.vp) * (left if c.when == "round" else 1)))
    return out


def _costs(st, u, goals: list, budget: int) -> dict[str, float] | None:
    """``{objective label: AP}`` ``u`` needs to enter each objective it
    reaches within ``budget`` (module doc); None when it may not move.
    Kept per unit object too (``memo["reach_unit"]``: ``{id: (unit,
    budget, answer)}``, the unit kept alive so its ``id`` is not reused): a
    unit is never changed once in play, so the same object has the same
    profile, hex and facing, and the per-game answer for those never
    changes."""
    objs = st.data.memo.setdefault("reach_unit", {})
    e = objs.get(id(u))
    if e is not None and e[0] is u and e[1] == budget:
        return e[2]
    if len(objs) > _OBJECTS:
        objs.clear()
    got = objs[id(u)] = (u, budget, _costs_of(st, u, goals, budget))
    return got[2]


def _costs_of(st, u, goals: list, budget: int) -> dict[str, float] | None:
    """`_costs` by the unit's move profile, hex and facing."""
    try:
        p = MoveProfile.of(u)
    except RulesError:
        return None
    memo = st.data.memo.setdefault("reach", {})
    key = (p, u.hex, u.facing, budget)
    got = memo.get(key)
    if got is None:
        graphs = st.data.memo.setdefault("reach_graph", {})
        g = graphs.get(p)
        if g is None:
            g = graphs[p] = move_graph(st.pos.hexmap, u, st.pos.options)
        try:
            r = reachable_hexes(st.pos, u, budget, graph=g)
        except (RulesError, KeyError, ValueError):
            r = {}
        got = memo[key] = {lab: r[h] for lab, h, _w in goals if h in r}
    return got


def reach_terms(st, side: str) -> dict[str, float]:
    """``{"reach": own reach on objectives minus the enemy's}`` (module doc)."""
    if st.pos is None or not st.game.scenario.victory.control:
        return {}
    goals = _goals(st)
    budget = ACTIVATIONS * st.pos.options.pool_ap
    units = [u for u in st.pos.units if "destroyed" not in u.hits]
    costs = {u.id: _costs(st, u, goals, budget) for u in units
             if not u.hidden and takes_control(u)}
    out = 0.0
    for lab, h, worth in goals:
        holder = st.control.get(lab)
        blocked = holder is not None and any(u.hex == h and u.side == holder for u in units)
        for s, sign in ((side, 1.0), (st.game.opponent(side), -1.0)):
            if s == holder:
                continue
            miss = 1.0
            for u in units:
                if u.side == s and (c := costs.get(u.id)) and lab in c:
                    miss *= 1.0 - SURE * (1.0 - c[lab] / (budget + 1))
            if miss >= 1.0:
                continue
            w = worth * (2.0 if holder is not None else 1.0) * (BLOCKED if blocked else 1.0)
            out += sign * REACH * w * (1.0 - miss)
    return {"reach": out}
