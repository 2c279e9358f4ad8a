"""Disorder, rally, recovery, collapse and victory points (tng 9.6, 10.x, Borodino VP).

Pure functions with dice passed in (d10 0-9). A Cohesion check passes when
the roll is at most the Cohesion (tng_fow.md A.0).
"""
from __future__ import annotations

from core.hexgrid import distance
from core.rules.tng import tec
from core.rules.tng.fire import tables
from core.rules.tng.orders import check_die
from core.rules.tng.stacking import stack_problems


def disorder_outcome(unit) -> str:
    """What an Automatic Disorder does to ``unit`` (9.61, 9.66, Borodino 11/13):
    ``"disordered"``; ``"withdrawn"`` if already Disordered or a Cossack (no
    back side); ``"eliminated"`` for artillery already Disordered and for
    militia (any adverse result)."""
    if unit.is_militia:
        return "eliminated"
    if unit.disordered:
        return "eliminated" if unit.is_artillery else "withdrawn"
    if unit.kind == "cossack":
        return "withdrawn"
    return "disordered"


def disorder_check(unit, die: int, drm: int = 0) -> str:
    """A Disorder Cohesion Check (fire table 9-12, 8.5): ``"none"`` when
    ``die + drm <= cohesion``, else `disorder_outcome`."""
    if check_die(die) + drm <= unit.cohesion:
        return "none"
    return disorder_outcome(unit)


def may_rally(unit, moved: bool, refaced: bool, fired: bool, adjacent_enemy: bool,
              group_collapsed: bool = False) -> bool:
    """10.1 (5.43): a Disordered unit that did not move, re-face or fire and
    is not adjacent to an enemy may try to rally, whatever its orders;
    never in a collapsed group (10.5)."""
    return unit.disordered and not (moved or refaced or fired or adjacent_enemy or group_collapsed)


def rally(die: int, disordered_cohesion: int) -> bool:
    """10.1: the unit returns to its formed side on ``die <= Disordered Cohesion``."""
    return check_die(die) <= disordered_cohesion


def recovery(die: int, disordered_cohesion: int, group_gone: bool = False) -> str:
    """10.2: a unit in the Recovery Box ``"returns"`` (Disordered) on
    ``die <= Disordered Cohesion``, else is ``"eliminated"``; a group whose
    units are all withdrawn or eliminated never recovers (``"eliminated"``)."""
    check_die(die)
    if group_gone:
        return "eliminated"
    return "returns" if die <= disordered_cohesion else "eliminated"


def collapsed(countable_units: int, lost: int) -> bool:
    """10.5: a group collapses when at least 2/3 of its units (not counting
    artillery and militia) are withdrawn or eliminated (5 units: the 4th
    loss; 7 units: the 5th)."""
    c = tables()["collapse"]
    return countable_units > 0 and lost * c["denominator"] >= c["numerator"] * countable_units


def countable(units: list) -> list:
    """The units that count for collapse: no artillery, no militia (10.5, Borodino 13)."""
    return [u for u in units if not u.is_artillery and not u.is_militia]


def collapse_effect(state: str) -> str:
    """10.5: what collapse does to a unit in ``state`` (``formed``,
    ``disordered``, ``withdrawn``, ``recovery``)."""
    return {"formed": "disordered", "disordered": "withdrawn", "withdrawn": "eliminated",
            "recovery": "recovery"}[state]


def victory_points(collapsed_groups: dict[str, int], guard_collapsed: dict[str, bool], hex_3417: str | None) -> dict:
    """Borodino VP: French 3 per collapsed Russian group and 10 for the Russian
    Guard; Russians 4 per collapsed French group and 10 for the French Guard;
    10 to whoever holds hex 3417. ``collapsed_groups`` and
    ``guard_collapsed`` are keyed by the side that collapsed. Returns
    ``{"french": vp, "russian": vp, "winner": side | None}``."""
    v = tables()["victory"]
    fr = v["french_per_collapsed_russian_group"] * collapsed_groups.get("russian", 0) \
        + (v["french_russian_guard"] if guard_collapsed.get("russian") else 0)
    ru = v["russian_per_collapsed_french_group"] * collapsed_groups.get("french", 0) \
        + (v["russian_french_guard"] if guard_collapsed.get("french") else 0)
    if hex_3417 == "french":
        fr += v["hex_3417"]
    elif hex_3417 == "russian":
        ru += v["hex_3417"]
    return {"french": fr, "russian": ru, "winner": "french" if fr > ru else "russian" if ru > fr else None}


def recovery_hexes(position, unit, group_units: list, min_enemy: int = 3, max_group: int = 3) -> list:
    """10.3: hexes where a recovered unit may be placed (Disordered): within
    3 hexes of a unit of its activation group and at least 3 hexes from any
    enemy unit, where it may stand (terrain and stacking). Empty: it waits."""
    m = position.hexmap
    enemies = [u.hex for u in position.units.values() if u.side != unit.side and u.is_combat]
    anchors = [u.hex for u in group_units if u.id != unit.id]
    out = []
    for h in m.hexes():
        if not any(distance(h, a) <= max_group for a in anchors):
            continue
        if any(distance(h, e) < min_enemy for e in enemies):
            continue
        if tec.terrain_cost(m.terrain_at(h), unit.move_class) is None:
            continue
        if stack_problems([u for u in position.combat_at(h) if u.id != unit.id] + [unit]):
            continue
        out.append(h)
    return out
