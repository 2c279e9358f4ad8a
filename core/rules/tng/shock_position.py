"""Who may shock whom (tng 9.21-9.25) and the positional modifier (9.54).

`shock_problems` lists why an attacking stack may not shock the target
hexes (empty = it may); `positional_drm` works out the Rear (+2) and
Front-and-Rear (+3) modifiers from the map; `artillery_alone` says when a
shocked stack of guns is simply eliminated (9.25).
"""
from __future__ import annotations

from core.hexgrid import Hex
from core.rules.tng.facing import front_hexes, rear_hexes
from core.rules.tng.fire import tables


def shock_problems(position, stack: list, targets: list[Hex], charging: bool = False,
                   began_adjacent: bool = True, covered: set | None = None) -> list[str]:
    """Why ``stack`` (attacking units in one hex, top first) may not shock
    the enemy in ``targets`` (S1 9.21-9.24, Borodino 13):

    * the top unit is not Disordered (nor is any shocking unit), not
      artillery, not militia, not in square;
    * every target hex is one of the top unit's front hexes, not across an
      impassable side (a bridge or road does not help: shock is not movement);
    * cavalry began the activation adjacent to the target or charges;
    * every enemy-occupied front hex is attacked unless ``covered`` (hexes
      another friendly unit shocks), 9.22.
    """
    m = position.hexmap
    out: list[str] = []
    fighters = [u for u in stack if not u.is_artillery]
    if not fighters:
        return ["artillery may never shock (tng 9.25)"]
    top = fighters[0]
    if top.disordered:
        out.append(f"the top unit {top.id!r} is Disordered: the stack may not shock (tng 9.24)")
    for u in fighters:
        if u.is_militia:
            out.append(f"militia {u.id!r} may not attack (Borodino special 13)")
        if u.in_square:
            out.append(f"{u.id!r} is in square and may not shock (tng 9.85)")
        if u.branch == "cavalry" and not (began_adjacent or charging):
            out.append(f"cavalry {u.id!r} shocks only if it began adjacent or charges (tng 9.21)")
    front = front_hexes(top, m)
    for h in targets:
        if h not in front:
            out.append(f"{m.label(h)} is not a front hex of {top.id!r} (tng 9.21)")
        elif "impassable" in m.features_between(top.hex, h):
            out.append(f"{m.label(h)} is across an impassable hexside (tng 9.21)")
        if not any(u.side != top.side for u in position.combat_at(h)):
            out.append(f"no enemy unit in {m.label(h)}")
    covered = covered or set()
    for h in front:
        if h not in targets and h not in covered and any(u.side != top.side for u in position.combat_at(h)):
            out.append(f"the enemy in front hex {m.label(h)} must be shocked too (tng 9.22)")
    return out


def positional_drm(position, defender_hex: Hex, attackers: list) -> int:
    """9.54 for one defending hex: +3 Front and Rear, +2 Rear, else 0.

    The defender's facing is its top infantry/cavalry unit's (6.14), with
    formed cavalry's defensive facing (6.11). Rear needs an attacker in a
    Rear hex that is not in a front hex of another defending unit; Front and
    Rear also needs an enemy in one of the defender's front hexes that has
    the defender's hex among its own front hexes.
    """
    m = position.hexmap
    defenders = [u for u in position.combat_at(defender_hex) if not u.is_artillery]
    if not defenders:
        return 0
    d = defenders[0]
    rear, front = set(rear_hexes(d, m, "defending")), set(front_hexes(d, m, "defending"))
    others = [u for u in position.units.values()
              if u.side == d.side and u.is_combat and u.hex != defender_hex and u.facing is not None]
    qualified = [a for a in attackers if a.hex in rear
                 and not any(a.hex in front_hexes(o, m) for o in others)]
    if not qualified:
        return 0
    facing_in = [u for u in position.units.values() if u.side != d.side and u.is_combat
                 and u.hex in front and u.facing is not None and defender_hex in front_hexes(u, m)]
    key = "front_and_rear" if facing_in else "rear"
    return int(tables()["shock_drm"][key]["value"])


def artillery_alone(position, h: Hex) -> bool:
    """9.25: a hex holding only artillery that is shocked loses its guns."""
    units = position.combat_at(h)
    return bool(units) and all(u.is_artillery for u in units)
