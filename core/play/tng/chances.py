"""The engine hook `hit_chances(state, action)` of Triumph & Glory (read
through `core.play.costs.hit_chances`): for the actions that aim at a hex
(``tfire``, ``barrage``, ``charge``, ``charge2``), each enemy combat unit
there with the chance (0..1) the roll affects it, never by playing the
action:

* fire and barrage (tng 8.5): the chance the d10 + SP + DRMs
  (`core.rules.tng.fire.fire_drm`) reaches the Fire Table's first band
  with an effect (a Disorder check or worse);
* a charge (tng 9.8): the chance the charger commits (9.4, no Defensive
  Fire DRM) times the chance the charge shock (9.5, 9.83: its ratio,
  Cohesion differential, terrain, position from the route's end, the
  charge bonus or a square) gives the defender a Disorder or worse; the
  defender's square, counter-charge and the reaction fire still to come
  are not counted.
"""
from __future__ import annotations

from dataclasses import replace

from core.play.tng import combined
from core.play.tng.actions import Barrage, Charge, TFire
from core.play.tng.command import commander, in_range
from core.play.tng.rolls import fire_text
from core.rules.tng.fire import fire_drm
from core.rules.tng.shock import cohesion_differential, commitment, shock_drm, shock_result
from core.rules.tng.shock_position import positional_drm

DEFENDER_HIT = ("defender_disorder", "defender_disorder_retreat")


def hit_chances(state, action) -> list[tuple[str, float]]:
    """``[(unit id, chance 0..1)]`` per enemy combat unit in the hex
    ``action`` aims at (module doc); ``[]`` for other actions or when the
    roll cannot be made."""
    if state.is_chance_node() or state.is_terminal():
        return []
    if isinstance(action, (TFire, Barrage)):
        return _fire(state, action)
    if isinstance(action, Charge):
        return _charge(state, action)
    return []


def _fire(st, a) -> list[tuple[str, float]]:
    pos = st.position()
    h = st.data.hexmap.parse(a.target)
    res = fire_drm(pos, [pos.unit(u) for u in a.units], h, isinstance(a, Barrage), st.data.opts)
    if not res["legal"]:
        return []
    odds: list = []
    fire_text(res, odds)
    return [(d.id, float(odds[0]["chance"])) for d in pos.combat_at(h)]


def _charge(st, a) -> list[tuple[str, float]]:
    m = st.data.hexmap
    pos = st.position()
    out: list[tuple[str, float]] = []
    cav = pos.unit(a.unit)
    act = st.act or {}
    c = commander(st, cav.side)
    under, near = act.get("status") == "under", in_range(st, cav.side, cav.activation_group)
    p_commit = sum(commitment(d, cav.cohesion, under, near, c.command_rating if c else 0, charge=True)["commits"]
                   for d in range(10)) / 10
    at = replace(cav, hex=m.parse(a.route[-1]))
    for label in [a.target] + ([a.second] if getattr(a, "second", "") else []):
        h = m.parse(label)
        defs = pos.combat_at(h)
        fight = [d for d in defs if not d.is_artillery]
        if not fight:
            out.extend((d.id, p_commit) for d in defs)   # artillery charged alone is eliminated (tng 9.25)
            continue
        terr, _who = combined.terrain_choice(st, fight[0], {at.hex: [at]})
        p = positional_drm(pos, h, [at])
        square = any(d.in_square for d in fight)
        r = shock_drm(at.sp, max(1, sum(d.sp for d in fight)), cohesion_differential([at], defs), terr, p >= 2,
                      p >= 3, charge="light" if at.is_light else "heavy", square=square)
        p_hit = sum(shock_result(d, r["drm"])["result"] in DEFENDER_HIT for d in range(10)) / 10
        out.extend((d.id, p_commit * p_hit) for d in defs)
    return out
