"""Objective plans of a search bot (`core.play.mcts`, issue 14): one of
the side's units walks onto an objective hex its side does not hold, over
several of its turns.

A search that scores each candidate after one own action and the
opponent's answer sees a step toward a far objective only as the small
change of the evaluation's reach and position terms (`core.play.evaluate`),
lost in the noise of the dice, and the greedy policy's continuation walks
every unit toward the *nearest* objective, so an empty objective a few
hexes further off is never taken.  A plan is a candidate whose own
continuation follows it: the unit steps, one hex per turn, to the
neighbouring hex nearest the objective (hex distance; among equal steps
the greedy policy's order, so pool AP before CAPs) until it stands on the
objective or has no such step; the search plays the sample as many turns
as the plan needs and scores the position reached there, taken objective
included.

`plan_candidates(st, side, legal, limit, far, view) -> [(first action, plan)]`
with ``plan = (unit id, objective label, turns)``: for each objective hex
``side`` does not hold (the public control markers, `core.play.probes`)
and with no enemy unit in it in ``view`` (a determinization: hidden
enemies where the side may suppose them),
the side's unit nearest it (at most ``far`` hexes) that may act toward it
now (a legal move of that unit alone one hex nearer, or its activation),
nearest first, at most ``limit``.  `plan_step(st, plan)` -> the plan's
next action in ``st`` or None when it is over.  Only the side's own units
and the control markers are read (what the side knows); moves are the
engine's legal actions, so every rule of movement applies.
"""
from __future__ import annotations

from core.hexgrid import distance
from core.play.actions import Activate, Move
from core.play.policy import ranked
from core.play.probes import holders, initial_holders, units_on_map


def _own_hexes(st, side: str) -> dict[str, str]:
    return {uid: lab for uid, (s, _k, lab) in units_on_map(st).items() if s == side}


def plan_step(st, plan: tuple, legal: list | None = None):
    """The next action of ``plan`` (``(unit id, objective label, turns)``)
    for the player to move in ``st``: the unit's move alone to the hex
    nearest the objective (nearer than where it stands; ties in greedy
    order), else its activation, else None (the unit stands on the
    objective, is gone, or cannot step nearer).  ``legal``: the legal
    actions of ``st`` when already known."""
    uid, goal = plan[0], plan[1]
    here = _own_hexes(st, st.current_player()).get(uid)
    if here is None or here == goal:
        return None
    hm = st.game.scenario.hexmap
    g = hm.parse(goal)
    best_d = distance(hm.parse(here), g)
    acts = st.legal_actions() if legal is None else legal
    steps: list = []
    activate = None
    for a in acts:
        if isinstance(a, Move) and a.units == (uid,) and len(a.to) == 1:
            d = distance(hm.parse(a.to[0]), g)
            if d < best_d:
                best_d, steps = d, [a]
            elif d == best_d and steps:
                steps.append(a)
        elif isinstance(a, Activate) and a.unit == uid:
            activate = a
    if not steps:
        return activate
    return steps[0] if len(steps) == 1 else ranked(st, steps)[0]


def plan_candidates(st, side: str, legal: list, limit: int = 1, far: int = 5, view=None) -> list[tuple]:
    """``[(first action, (unit id, objective label, turns))]``, nearest
    first, at most ``limit`` (module doc); ``turns``: the hex distance
    from the unit to the objective, one more when it must be activated
    first.  ``view``: a determinization of ``st`` for ``side``
    (`core.play.determinize`); an objective with an enemy unit in it there
    gets no plan (walking in is close combat, not a walk)."""
    sc = st.game.scenario
    if not sc.victory.control or limit <= 0:
        return []
    held = holders(st, initial_holders(sc), units_on_map(st))
    own = _own_hexes(st, side)
    manned = {lab for s, _k, lab in units_on_map(view).values() if s != side} if view is not None else set()
    movers = {a.units[0] for a in legal if isinstance(a, Move) and len(a.units) == 1}
    movers |= {a.unit for a in legal if isinstance(a, Activate)}
    hm = sc.hexmap
    found = []
    for goal, owner in held.items():
        if owner == side or goal in manned:
            continue
        g = hm.parse(goal)
        near = sorted((distance(hm.parse(lab), g), uid) for uid, lab in own.items()
                      if uid in movers and lab != goal)
        for d, uid in near:
            if d > far:
                break
            first = plan_step(st, (uid, goal, 0), legal)
            if first is not None:
                turns = d + (1 if isinstance(first, Activate) else 0)
                found.append((d, goal, first, (uid, goal, turns)))
                break
    found.sort(key=lambda x: (x[0], x[1]))
    return [(first, plan) for _d, _g, first, plan in found[:limit]]
