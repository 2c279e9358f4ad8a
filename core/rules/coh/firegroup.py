"""Firegroups (seed 000 §9.12) and the fire arc (coh.md 2.2).

A firegroup targets a single hex.  One unit is the fire leader; every
supporting unit must

* be in the leader's hex or adjacent to it (the seed's wording; the group as
  a whole pays only the leader's firing cost),
* have the target hex in its arc of fire,
* have a clear LOS to the target hex,
* be within its printed range (NOT long range) and not inside a minimum
  range,
* carry no hit marker that affects its FP, and
* have a printed FP of the colour used against the target greater than 0.

Each supporter adds +1 FP to the leader; all other fire modifiers are the
leader's.
"""
from __future__ import annotations

from core.errors import RulesError
from core.i18n import _
from core.rules.coh.errors import IllegalAction
from core.hexgrid import Hex, distance
from core.rules.coh.hitmarkers import unit_effects
from core.rules.coh.transport import check_firers

RULE = "seed 000 §9.12"


def in_arc(layout, origin: Hex, facing: int | None, target: Hex) -> bool:
    """True when ``target`` lies in the fire arc of a unit at ``origin``
    facing hexside ``facing``: its three front hexes projected outward, i.e.
    the 120° wedge between the straight hex rows through the front-left and
    front-right hexes, both rows included (coh.md 2.2, 4.1).  A unit with no
    facing (hidden) and the unit's own hex count as in arc."""
    if facing is None or origin == target:
        return True
    v1 = layout.directions[(facing - 1) % 6]
    v2 = layout.directions[(facing + 1) % 6]
    dq, dr = target[0] - origin[0], target[1] - origin[1]
    det = v1[0] * v2[1] - v1[1] * v2[0]
    a = (dq * v2[1] - dr * v2[0]) * det   # det is +-1, so * == /
    b = (v1[0] * dr - v1[1] * dq) * det
    return a >= 0 and b >= 0


def printed_fp(unit, armored_target: bool):
    """The unit's printed FP of the colour used against the target (blue vs
    armored, red vs soft), or ``None`` when it has none."""
    return unit.stat("fp_hard" if armored_target else "fp_soft")


def check_supporter(position, leader, sup, target_hex: Hex, armored_target: bool) -> None:
    """Raise `RulesError` (citing seed 000 §9.12) naming the supporter and
    the condition it fails; return None when it may support."""
    lab = position.label
    if sup.id == leader.id:
        raise IllegalAction(_("unit {id} is listed twice in the firegroup").format(id=sup.id), RULE)
    if sup.side != leader.side:
        raise IllegalAction(_("unit {id} is not on the fire leader's side").format(id=sup.id), RULE)
    check_firers([sup])  # a carried unit may not attack (rules/coh.md 4.3, transport.py)
    if distance(sup.hex, leader.hex) > 1:
        raise IllegalAction(_("supporting unit {id} at {lab} is neither in nor adjacent to the fire "
                              "leader's hex {lab2}").format(id=sup.id, lab=lab(sup.hex), lab2=lab(leader.hex)), RULE)
    fp = printed_fp(sup, armored_target)
    if fp is None or fp <= 0:
        raise IllegalAction(_("supporting unit {id} has no printed FP of the colour used against the "
                              "target").format(id=sup.id), RULE)
    eff = unit_effects(sup)
    if eff.affects_fp:
        raise IllegalAction(_("supporting unit {id} has a hit marker that affects its FP ({hits})").format(
                                id=sup.id, hits=', '.join(sup.hits)), RULE)
    if not in_arc(position.hexmap.layout, sup.hex, sup.facing, target_hex):
        raise IllegalAction(_("supporting unit {id}: target {lab} is outside its arc of fire").format(
                                id=sup.id, lab=lab(target_hex)), RULE)
    d = distance(sup.hex, target_hex)
    rng = sup.stat("range")
    if rng is None:
        raise RulesError(_("supporting unit {id} has no range stat").format(id=sup.id), RULE)
    if eff.range_max is not None:
        rng = min(rng, eff.range_max)
    if d > rng:
        raise IllegalAction(_("supporting unit {id}: target {lab} at {d} hexes is beyond its range {rng} "
                              "(supporters may not fire at long range)").format(
                                id=sup.id, lab=lab(target_hex), d=d, rng=rng), RULE)
    if d < sup.stat("range_min", 0):
        raise IllegalAction(_("supporting unit {id}: target inside its minimum range").format(id=sup.id), RULE)
    if d > 0 and not position.los_clear(sup.hex, target_hex):
        raise IllegalAction(_("supporting unit {id} has no clear LOS to {lab}").format(
                                id=sup.id, lab=lab(target_hex)), RULE)


def support_fp(position, leader, supporters: list, target_hex: Hex, armored_target: bool) -> int:
    """FP the supporters add to the leader (+1 each); `RulesError` for the
    first supporter that may not join."""
    for s in supporters:
        check_supporter(position, leader, s, target_hex, armored_target)
    return position.options.firegroup_support_fp * len(supporters)
