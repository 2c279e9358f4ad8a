"""Limits on who may fire where that come from the firer's place
(rules/coh.md 4.3, 7), asked by `core.rules.coh.combat.attack`:

* `fire_facing`: the facing whose arc a unit fires in: a foot unit or
  field gun in a bunker with a facing is its occupant, which "must face
  the bunker's direction and may fire only within its arc" (rules/coh.md
  7), so the bunker's facing is used; otherwise the unit's own.  The same
  facing sets the occupant's front and flank as a target.  A hidden unit
  in a bunker is its occupant too (its fire keeps to the bunker's arc,
  and a hidden mortar there cannot fire): a hidden firer is revealed
  before its fire resolves (seed 000 §10.0), so an arc or a mortar ban
  that held only once revealed would let a fire be declared that its
  resolution refuses.  As a target, a hidden unit has no facing (its fire
  resolves against the lowest front DR, combat.py).
* `check_fire_place`: `IllegalAction` for a mortar firing from a bunker
  (rules/coh.md 7: "mortars cannot fire from a bunker") and for a vehicle
  firing down steep terrain into an adjacent hex (rules/coh.md 4.3, E3
  15.16: a steep hexside, two levels or a ``steep_slope`` feature, with the
  firer on the higher side).
"""
from __future__ import annotations

from core.hexgrid import Hex
from core.i18n import _
from core.rules.coh.errors import IllegalAction


def _bunker(position, h: Hex):
    f = position.hexmap.fortification_at(h)
    return f if f is not None and f.kind == "bunker" and f.facing is not None else None


def is_occupant(position, unit) -> bool:
    """True when ``unit`` (foot or field gun, hidden or not: module doc) is
    in a bunker with a facing."""
    return not unit.is_vehicle and _bunker(position, unit.hex) is not None


def fire_facing(position, unit) -> int | None:
    """The facing of ``unit``'s arc (module doc)."""
    return _bunker(position, unit.hex).facing if is_occupant(position, unit) else unit.facing


def check_fire_place(position, leader, target_hex: Hex, d: int) -> None:
    """`IllegalAction` when ``leader`` may not fire at ``target_hex`` (``d``
    hexes away) from where it is (module doc)."""
    if leader.explosive and is_occupant(position, leader):
        raise IllegalAction(_("{id} is a mortar in a bunker: mortars cannot fire from a bunker").format(
            id=leader.id), "rules/coh.md 7")
    if d == 1 and leader.is_vehicle:
        hm = position.hexmap
        dz = hm.elevation_at(leader.hex) - hm.elevation_at(target_hex)
        steep = dz >= 2 or (dz > 0 and "steep_slope" in hm.features_between(leader.hex, target_hex))
        if steep:
            raise IllegalAction(_("{id} may not fire down steep terrain into the adjacent hex {hex}").format(
                id=leader.id, hex=hm.label(target_hex)), "rules/coh.md 4.3 (E3 15.16)")


def defense_is_armored(target, flank: bool, leader, close: bool, weapon: dict | None) -> bool:
    """Whether ``target``'s Defense used against this attack is blue
    (armored).  Open-topped vehicles (``open_topped`` stat): against HE
    (mortars), flamethrowers, close combat and sniper fire their blue flank
    Defense counts as red (rules/coh.md 4.3, E3 16.5)."""
    arm = target.defense_armored(flank)
    if arm and flank and target.stat("open_topped") and (
            leader.explosive or leader.kind == "sniper" or close or bool(weapon and weapon.get("flame"))):
        return False
    return arm
