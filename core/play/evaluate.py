"""Heuristic evaluation of a game position for a search bot
(`core.play.mcts`, issue 14): what a side may expect from a position
without playing it out, read through the rulesets' play services
(`core.play.probes`), so one function serves every ruleset.

`evaluate(state, side, ref=0) -> float` in -1..1 (the game's result +1 /
-1 / 0 once it is over), ``tanh((score - ref) / SCALE)`` of a score in
VP-like units, own side minus the enemy's (`score`; a search passes the
score of the position it starts from as ``ref``):

* ``vp``: the victory points scored so far;
* ``material``: `MATERIAL` x the kill value of each unit on the map (the
  scenario's ``unit_vp`` for it, else ``vp_per_kill``, at least 1): a
  unit alive is worth more than the VP its loss gives the enemy (it still
  fights, holds ground and, in coh, keeps its side's CAPs);
* ``hits``: `HIT` x the kill value of a unit per hit marker on it (coh: a
  hit unit dies to the next hit, seed 000 §9.12);
* ``objectives``: `HOLD` x the VP each objective hex will still give its
  present holder (per round still to score for a ``round`` objective,
  once for an ``end`` one);
* ``position``: `APPROACH` x the distance (at most `FAR` hexes) of each
  unit on the map to the nearest objective hex its side does not hold
  (all objectives when it holds them all), counted against its side;
* the ruleset's own terms, its play service ``evaluation_terms``
  (`core.rules.registry.RulesetSpec.evaluation_terms`; coh: the threat of
  each side's fresh units, `core.play.coh.evaluate`, and the objectives
  each side can reach and take, `core.play.coh.reach`).

The weights are assumed (no rulebook gives a value to a position); they
were chosen by playing the MCTS bot against the greedy bot on the sample
scenarios (`hexwright bench --only balance`).
"""
from __future__ import annotations

import math

from core.hexgrid import distance
from core.play.probes import hit_markers, holders, initial_holders, round_of, units_on_map
from core.rules.registry import spec

SCALE = 6.0
MATERIAL = 0.6
HIT = 0.5
HOLD = 0.6
APPROACH = 0.04
FAR = 12


def _kill_values(st) -> tuple[int, dict[str, int]]:
    v = st.game.scenario.victory
    return max(1, int(v.vp_per_kill or 1)), {uid: max(1, int(x)) for uid, x in v.unit_vp.items()}


def _objectives(st, side: str, held: dict) -> float:
    sc = st.game.scenario
    left = max(0, sc.rounds - round_of(st) + 1)
    out = 0.0
    for c in sc.victory.control:
        lab = c.hex if isinstance(c.hex, str) else sc.hexmap.label(c.hex)
        owner = held.get(lab)
        if owner is None:
            continue
        w = c.vp * (left if c.when == "round" else 1)
        out += w if owner == side else -w
    return out


def _position(st, side: str, units: dict, held: dict) -> float:
    hm = st.game.scenario.hexmap
    hexes = {lab: hm.parse(lab) for lab in held}
    out = 0.0
    for s, sign in ((side, -1.0), (st.game.opponent(side), 1.0)):
        goals = [hexes[lab] for lab in held if held[lab] != s] or list(hexes.values())
        for us, _k, h in units.values():
            if us == s:
                here = hm.parse(h)
                out += sign * APPROACH * min(FAR, min(distance(here, g) for g in goals))
    return out


def terms(st, side: str) -> dict[str, float]:
    """The parts of the score (module doc), own minus enemy, VP-like units."""
    opp = st.game.opponent(side)
    per, kv = _kill_values(st)
    units = units_on_map(st)
    material = sum(kv.get(uid, per) * (1 if s == side else -1) for uid, (s, _k, _h) in units.items())
    hits = 0.0
    ids = list(units)
    marks = hit_markers(st)
    for i, (owner, n) in enumerate(marks):
        w = kv.get(ids[i], per) if len(marks) == len(ids) else per
        hits += HIT * w * n * (-1 if owner == side else 1)
    sc = st.game.scenario
    held = holders(st, initial_holders(sc), units) if sc.victory.control else {}
    out = {"vp": float(st.vp[side] - st.vp[opp]), "material": MATERIAL * material, "hits": hits,
           "objectives": HOLD * _objectives(st, side, held) if held else 0.0,
           "position": _position(st, side, units, held) if held else 0.0}
    out.update(spec(sc.ruleset).evaluation_terms(st, side))
    return out


def score(st, side: str) -> float:
    """The sum of `terms` (VP-like units, own minus enemy)."""
    return sum(terms(st, side).values())


def evaluate(st, side: str, ref: float = 0.0) -> float:
    """Heuristic value of ``st`` for ``side`` in -1..1, ``tanh((score -
    ref) / SCALE)`` (module doc); the game's result (+1, -1, 0) when it is
    over.  ``ref``: the score of the position a search starts from, so
    that its lines are told apart where the curve is steep (a position
    far ahead or behind would otherwise squash them all near +-1)."""
    if st.is_terminal():
        return float(st.returns()[side])
    return math.tanh((score(st, side) - ref) / SCALE)
