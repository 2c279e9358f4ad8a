"""Scores for the greedy bot (`core.play.bots.GreedyBot`) in a Flames of
War game: one number per legal action, higher is better.

* Shooting: a shot scores ``10 - to_hit + dice / 10`` (always above
  ``pass``): the bot shoots at the best to-hit number, more dice breaking
  ties; a team with no shot passes and so stays gone to ground (seed 001 p. 90).
* Movement: a move scores the hexes it gains toward the nearest objective
  the side may take (else the nearest visible enemy), +0.5 for ending within
  the objective radius (a defender that owns every objective keeps to its
  own, so moving away scores below ``pass``); ``dig_in`` scores 0.3, ``pass`` 0 -- so a team moves
  when it gets closer and otherwise digs in.
* Assault: 0.2 against a team without armour, -1 against armour.
* At the Double: scored as the move to the same hex, less 0.6 (the team
  may not shoot and is hit by double dice, tng_fow.md B.3).
* Bombardment: ``9.5 - ranging number + 0.3`` per enemy team under the
  template; smoke 0.5 (above ``pass``, below any shot).
"""
from __future__ import annotations

from core.hexgrid import distance
from core.play.actions import Fire, Move
from core.play.fow.actions import Assault, AtTheDouble, Bombard, DigIn, Smoke
from core.play.fow.legal import shot, spotter, targets
from core.rules.fow.bombardment import template_hexes


def _goals(st, side: str) -> list:
    """Objectives ``side`` may take; a side that owns every objective
    (the defender) keeps to its own; with no objectives, the visible enemy."""
    goals = [h for h, _vp, owner in st.data.objectives if owner != side]
    if goals:
        return goals
    goals = [h for h, _vp, owner in st.data.objectives if owner == side]
    return goals or [st.pos[e]["hex"] for e in targets(st, side)]


def greedy_scores(st, actions: list) -> list[float]:
    """One score per action of ``actions`` (see module doc)."""
    side = st.turn
    goals = _goals(st, side)
    radius = st.data.scale.hexes_within(st.data.rules["objective_radius_in"])
    out = []
    for a in actions:
        if isinstance(a, Fire):
            s = shot(st, a.units[0], a.target)
            out.append(10.0 - s.to_hit + s.dice / 10.0)
        elif isinstance(a, (Move, AtTheDouble)):
            double = isinstance(a, AtTheDouble)
            here = st.pos[a.team if isinstance(a, AtTheDouble) else a.units[0]]["hex"]
            dest = st.data.hexmap.parse(a.to if isinstance(a, AtTheDouble) else a.to[0])
            if not goals:
                out.append(-0.1 - (0.6 if double else 0.0))
                continue
            before = min(distance(here, g) for g in goals)
            after = min(distance(dest, g) for g in goals)
            out.append(float(before - after) + (0.5 if after <= radius < before else 0.0) - (0.01 * after)
                       - (0.6 if double else 0.0))
        elif isinstance(a, Bombard):
            found = spotter(st, a.team, a.target)
            under = set(template_hexes(st.data.hexmap, st.pos[a.target]["hex"], st.data.scale))
            n = sum(1 for e in targets(st, side) if st.pos[e]["hex"] in under)
            out.append(9.5 - found[1]["needed"] + 0.3 * n if found else -1.0)
        elif isinstance(a, Smoke):
            out.append(0.5)
        elif isinstance(a, DigIn):
            out.append(0.3)
        elif isinstance(a, Assault):
            out.append(0.2 if st.data.base[a.target].armour is None else -1.0)
        else:
            out.append(0.0)
    return out
