"""Cavalry charge eligibility (tng 9.81) and retreats after combat (9.62-9.65).

`charge_problems` lists why a cavalry unit may not charge a target along a
route of one or two hexes (empty = may charge): not Disordered; starting 2
or 3 hexes from the target; LOS to the target; not starting in an enemy
ZOC; no charge at a unit in marsh (swamp), woods, village, castle (chateau)
or redoubt; every hex entered and the target hex cost at most 2 cavalry MP;
the route may not pass through an enemy cavalry frontal ZOC; the last hex
of the route is adjacent to the target.

`retreat_options` classifies the hexes a unit may retreat into (one hex
directly away from the unit that caused the retreat, keeping its facing).
"""
from __future__ import annotations

from core.hexgrid import Hex, distance
from core.rules.tng import tec
from core.rules.tng.facing import front_hexes
from core.rules.tng.los_policy import line_of_sight
from core.rules.tng.zoc import enemy_zoc_map, zoc_hexes

NO_CHARGE_TERRAIN = ("swamp", "woods", "village", "chateau", "redoubt")
CHARGE_MAX_COST = 2


def charge_problems(position, cav, target, route: list[Hex]) -> list[str]:
    """Why ``cav`` may not charge ``target`` through ``route`` (S1 9.81)."""
    m = position.hexmap
    out: list[str] = []
    if cav.branch != "cavalry":
        out.append(f"{cav.id!r} is not cavalry (tng 9.81)")
    if cav.disordered:
        out.append("Disordered cavalry may not charge (tng 9.81)")
    d = distance(cav.hex, target.hex)
    if not 2 <= d <= 3:
        out.append(f"the target is {d} hexes away: a charge starts 2 or 3 hexes from it (tng 9.81)")
    if cav.hex in enemy_zoc_map(position, cav.side):
        out.append("cavalry starting in an enemy ZOC may not charge (tng 9.81)")
    if m.terrain_at(target.hex) in NO_CHARGE_TERRAIN:
        out.append(f"no charge at a unit in {m.terrain_at(target.hex)} (tng 9.81)")
    if d >= 2 and not line_of_sight(m, cav.hex, target.hex).clear:
        out.append("no line of sight to the target before the charge (tng 9.81)")
    if not route or distance(route[-1], target.hex) != 1:
        out.append("the charge route must end adjacent to the target (tng 9.81)")
    prev = cav.hex
    enemy_cav_front = set()
    for u in position.units.values():
        if u.side != cav.side and u.branch == "cavalry" and u.facing is not None:
            enemy_cav_front |= set(zoc_hexes(u, m)) & set(front_hexes(u, m))
    for i, h in enumerate(route):
        if distance(prev, h) != 1:
            out.append(f"charge route {m.label(h)} is not adjacent to {m.label(prev)}")
            break
        if position.combat_at(h) and any(u.side != cav.side for u in position.combat_at(h)):
            out.append(f"the route enters an enemy hex {m.label(h)}")
        c = tec.terrain_cost(m.terrain_at(h), cav.move_class)
        if c is None or c > CHARGE_MAX_COST:
            out.append(f"{m.label(h)} costs cavalry more than {CHARGE_MAX_COST} MP (tng 9.81)")
        if i < len(route) - 1 and h in enemy_cav_front:
            out.append(f"the route passes through an enemy cavalry frontal ZOC at {m.label(h)} (tng 9.81)")
        prev = h
    tc = tec.terrain_cost(m.terrain_at(target.hex), cav.move_class)
    if tc is None or tc > CHARGE_MAX_COST:
        out.append(f"the target hex costs cavalry more than {CHARGE_MAX_COST} MP (tng 9.81)")
    return out


def retreat_options(position, unit, cause) -> dict[Hex, str]:
    """Hexes one step directly away from ``cause`` (distance grows) with what
    retreating there means (9.62-9.65): ``"eliminated"`` (enemy-occupied or
    prohibited terrain/hexside), ``"withdraw"`` (an empty enemy front hex),
    ``"friendly"`` (allowed only when it is the only path), ``"ok"``."""
    m = position.hexmap
    out: dict[Hex, str] = {}
    here = distance(unit.hex, cause.hex)
    for h in (m.layout.neighbour(unit.hex, k) for k in range(6)):
        if distance(h, cause.hex) <= here:
            continue
        if not m.contains(h):
            out[h] = "eliminated"
            continue
        occupants = position.combat_at(h)
        feats = m.features_between(unit.hex, h)
        prohibited = tec.terrain_cost(m.terrain_at(h), unit.move_class) is None or (
            "impassable" in feats and not ({"bridge", "road"} & feats))
        if prohibited or any(u.side != unit.side for u in occupants):
            out[h] = "eliminated"
        elif occupants:
            out[h] = "friendly"
        elif any(h in front_hexes(u, m) for u in position.units.values()
                 if u.side != unit.side and u.is_combat and u.facing is not None):
            out[h] = "withdraw"
        else:
            out[h] = "ok"
    return out
