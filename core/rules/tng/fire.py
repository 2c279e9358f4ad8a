"""Artillery fire (tng 8.x): legality, die-roll modifiers, the fire table.

`fire_drm(position, firers, target)` answers whether the guns may fire at
the target and with what strength and DRM:

* every firer is artillery of one side, not Disordered, has not moved
  (fire comes before movement, tng 8.1) and the target is an enemy;
* one gun fires alone; two guns stacked in one hex fire together (higher SP,
  +2); with the Artillery Barrage marker any guns stacked or adjacent in
  one connected group fire together (+2 for each beyond the first), tng 8.2;
* range from each firer: adjacent non-artillery target +1, within
  Effective range 0, -2 per hex beyond Effective up to Maximum, beyond
  Maximum not allowed (tng 8.3). The range DRM of a combined fire is the
  first listed firer's (the fire leader; the sources are silent);
* only through the front hexsides (tng 6.13, 8.4): an adjacent target must
  be in a front hex; a farther one must lie in the 120-degree sector of the
  two front hexsides (a line through a corner of a front side counts);
* LOS (`los_policy`) at 2 hexes or more (tng 8.4); an enemy in an adjacent
  front hex must be fired at first (tng 8.4); no fire at an adjacent unit
  across a steep slope (Lonato footnote g, assumed);
* target DRMs: square +1, massed target +1 per non-artillery non-jaeger unit
  beyond the first (tng 8.9), terrain and uphill from the chart (assumed).

`resolve_fire(die, sp, drm)` reads the Artillery Fire Resolution Table.
"""
from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources

from core.errors import RulesError
from core.hexgrid import Hex, distance
from core.i18n import _
from core.los import LosEngine
from core.rules.tng import options as tng_options
from core.rules.tng import tec
from core.rules.tng.facing import front_directions, front_hexes
from core.rules.tng.los_policy import line_of_sight, policy
from core.rules.tng.units import TngUnit, check_facing


@lru_cache(maxsize=1)
def tables() -> dict:
    """The parsed ``tables.json`` (fire, shock, ratio tables with sources)."""
    return json.loads(resources.files("core.rules.tng").joinpath("tables.json").read_text(encoding="utf-8"))


def _drm(name: str) -> int:
    return int(tables()["fire_drm"][name]["value"])


def in_front_sector(hexmap, unit: TngUnit, target: Hex) -> bool:
    """True when the line from ``unit``'s hex centre to ``target``'s leaves
    through one of its front hexsides (tng 6.13, 8.4 "only through the front
    hexsides"); a line through an end corner of a front side counts."""
    dirs = front_directions(unit, hexmap)   # (a unit without a facing raises there)
    if len(dirs) == 6:
        return True
    facing = check_facing(unit.facing, unit.id)
    lay = hexmap.layout
    ax, ay = lay.hex_to_pixel(unit.hex)
    bx, by = lay.hex_to_pixel(target)
    ang = math.degrees(math.atan2(by - ay, bx - ax))
    base = -60.0 if hexmap.orientation == "flat" else -30.0
    start = base + 60.0 * (facing - 1)  # corner k-1 .. corner k+1 spans sides k and k+1
    return (ang - start) % 360.0 <= 120.0 + 1e-6 or (ang - start) % 360.0 >= 360.0 - 1e-6


def range_drm(unit: TngUnit, d: int, target_is_artillery: bool) -> int | None:
    """Range DRM at ``d`` hexes (tng 8.3); None beyond Maximum range.

    `RulesError` naming the unit when its ranges are missing.
    """
    for key in ("effective_range", "max_range"):
        v = unit.stats.get(key)
        if v is None:
            raise RulesError(_("artillery {id!r} has no {key} stat").format(id=unit.id, key=key), "tng 8.3")
        if isinstance(v, bool) or not isinstance(v, (int, float)) or (isinstance(v, float) and not v.is_integer()):
            raise RulesError(_("artillery {id!r}: {key} {v!r} is not a whole number of hexes").format(
                                 id=unit.id, key=key, v=v), "tng 8.3")
    eff, mx = int(unit.stats["effective_range"]), int(unit.stats["max_range"])
    if d < 1 or d > mx:
        return None
    if d == 1 and not target_is_artillery:
        return _drm("adjacent_non_artillery")
    if d <= eff:
        return 0
    return _drm("beyond_effective_per_hex") * (d - eff)


def _connected(units: list[TngUnit]) -> bool:
    seen, todo = {units[0].id}, [units[0]]
    while todo:
        u = todo.pop()
        for v in units:
            if v.id not in seen and distance(u.hex, v.hex) <= 1:
                seen.add(v.id)
                todo.append(v)
    return len(seen) == len(units)


def _illegal(why: str) -> dict:
    return {"legal": False, "why": why}


def fire_drm(position, firers: list[TngUnit], target: TngUnit | Hex, barrage: bool = False,
             options: dict | None = None) -> dict:
    """May ``firers`` fire at ``target`` (a unit, or a hex meaning every unit
    in it), and with what? Returns ``{"legal": True, "drm": int, "sp": int,
    "range": hexes, "modifiers": [(name, drm)...]}`` or ``{"legal": False,
    "why": str}`` (see module doc for the rules)."""
    opts = options or tng_options.resolve()
    m = position.hexmap
    if not firers:
        raise RulesError(_("fire: no firing unit given"), "tng 8.2")
    lead = firers[0]
    thex = target.hex if isinstance(target, TngUnit) else target
    tunits = [target] if isinstance(target, TngUnit) else position.combat_at(thex)
    in_hex = position.combat_at(thex)
    if not tunits:
        return _illegal(f"no unit to fire at in {m.label(thex)}")
    for f in firers:
        if not f.is_artillery:
            return _illegal(f"{f.id!r} is not artillery: only artillery fires (tng 8.1)")
        if f.side != lead.side:
            return _illegal("firing units of different sides")
        if f.disordered:
            return _illegal(f"Disordered artillery {f.id!r} may not fire (tng 8.1)")
        if "moved" in f.status:
            return _illegal(f"artillery {f.id!r} has moved: fire comes before movement (tng 8.1)")
    if any(u.side == lead.side for u in tunits):
        return _illegal("the target is a friendly unit")
    mods: list[tuple[str, int]] = []
    if len(firers) > 1:
        if barrage:
            if not _connected(firers):
                return _illegal("barrage guns must be stacked or adjacent to one another (tng 8.2)")
            mods.append(("barrage", _drm("barrage_per_extra_unit") * (len(firers) - 1)))
        else:
            if len({f.hex for f in firers}) != 1 or len(firers) > 2:
                return _illegal("only two guns stacked in one hex fire together without a barrage (tng 8.2)")
            mods.append(("combined fire", _drm("combined_stack")))
    # the fire falls on every unit in the target hex (tng 6.23, 8.5), so the
    # adjacent +1 (8.3: a target that is not artillery) holds whenever the hex
    # holds a non-artillery unit, whichever unit the firer names
    target_is_art = all(u.is_artillery for u in in_hex)
    rng: tuple[int, int] | None = None
    for f in firers:
        d = distance(f.hex, thex)
        r = range_drm(f, d, target_is_art)
        if r is None:
            return _illegal(f"{m.label(thex)} is {d} hexes from {f.id!r}, beyond its Maximum range "
                            f"{f.stats.get('max_range')} (tng 8.3)")
        if f.facing is None:
            raise RulesError(_("artillery {id!r} has no facing").format(id=f.id), "tng 6.11")
        adjacent_front = [h for h in front_hexes(f, m) if position.enemy_in(h, f.side)]
        if adjacent_front and thex not in adjacent_front:
            return _illegal(f"{f.id!r} has an enemy in its front hex {m.label(adjacent_front[0])} "
                            "and must fire at it first (tng 8.4)")
        if d == 1:
            if thex not in front_hexes(f, m):
                return _illegal(f"{m.label(thex)} is not a front hex of {f.id!r} (tng 6.13)")
            if "steep_slope" in m.features_between(f.hex, thex):
                return _illegal("no fire at an adjacent unit across a steep slope (chart footnote g, assumed)")
        else:
            if not in_front_sector(m, f, thex):
                return _illegal(f"{m.label(thex)} is not seen through the front hexsides of {f.id!r} (tng 8.4)")
            los = line_of_sight(m, f.hex, thex, opts)
            if not los.clear:
                return _illegal(f"no line of sight from {f.id!r}: {los.reason}")
        if rng is None:
            rng = (d, r)
    assert rng is not None  # set by the first of the firers (there is at least one)
    mods.insert(0, ("range", rng[1]))
    if any(u.in_square for u in in_hex):
        mods.append(("square", _drm("square")))
    massed = [u for u in in_hex if not u.is_artillery
              and (not u.is_jaeger or opts["jaegers_count_for_massed_target"])]
    if len(massed) > 1:
        mods.append(("massed target", _drm("massed_per_extra_unit") * (len(massed) - 1)))
    terr = tec.fire_drm(m.terrain_at(thex))
    if terr:
        mods.append((m.terrain_at(thex), terr))
    if m.elevation_at(thex) > m.elevation_at(lead.hex):
        mods.append(("target uphill", _drm("target_uphill")))
    sp = max(f.sp for f in firers)
    return {"legal": True, "drm": sum(v for _, v in mods), "sp": sp, "range": rng[0], "modifiers": mods}


def resolve_fire(die: int, sp: int, drm: int) -> dict:
    """Read the Artillery Fire Resolution Table for a d10 ``die`` (0-9).

    Returns ``{"total": die + sp + drm, "result": "no_effect" |
    "disorder_check" | "auto_disorder" | "auto_disorder_retreat",
    "misguided_check": bool}`` (misguided friendly fire is checked when the
    natural die is <= 2 and the fire had no effect, tng 8.8).
    `RulesError` for a die outside 0-9.
    """
    if not isinstance(die, int) or not 0 <= die <= 9:
        raise RulesError(_("fire: die {die!r} is not a d10 face 0-9").format(die=die), "tng 2.3")
    total = die + sp + drm
    for row in tables()["fire_table"]["rows"]:
        if (row["min"] is None or total >= row["min"]) and (row["max"] is None or total <= row["max"]):
            mis = "misguided_if_natural_at_most" in row and die <= row["misguided_if_natural_at_most"]
            return {"total": total, "result": row["result"], "misguided_check": mis,
                    "no_retreat_terrain": row.get("no_retreat_terrain", [])}
    raise AssertionError("fire table rows do not cover every total")


def reaction_fire_targets(position, gun: TngUnit, attackers: list[TngUnit]) -> list[TngUnit]:
    """8.6: a formed artillery unit in a hex being shocked gets one free shot
    at an attacker in one of its front hexes, without re-facing. Returns the
    attackers it may choose from (empty when Disordered)."""
    if not gun.is_artillery or gun.disordered:
        return []
    front = set(front_hexes(gun, position.hexmap))
    return [a for a in attackers if a.hex in front and a.side != gun.side]


def counter_battery_allowed(gun: TngUnit, fired_on_by: TngUnit, used_this_activation: bool) -> bool:
    """8.7: a formed artillery unit may fire back once per activation at an
    artillery unit that fired at it (after that fire)."""
    return (gun.is_artillery and not gun.disordered and fired_on_by.is_artillery
            and fired_on_by.side != gun.side and not used_this_activation)


def misguided_fire_hexes(position, firer: TngUnit, target: Hex) -> list[Hex]:
    """8.8: friendly-occupied hexes on the line of fire (crossed by the line
    between the centres, ends excluded) that are adjacent to the target: on
    an unadjusted roll of 2 or less their units check Cohesion at -2."""
    path = LosEngine(position.hexmap, policy()).path(firer.hex, target)
    out = []
    for h, _t0, _t1 in path.crossed:
        if distance(h, target) == 1 and any(u.side == firer.side for u in position.combat_at(h)):
            out.append(h)
    return out
