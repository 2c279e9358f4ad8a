"""The Defense side of a Conflict of Heroes attack (split from combat.py):
a target's DV as itemised `Term` s -- printed front or flank Defense
(coh.md 2.1), hit markers (coh.md 3.2), terrain DM (coh.md 5.1; none for
vehicles in close combat, coh.md 4.4), higher target (coh.md 6),
fortifications and hasty defense (coh.md 7), vehicle cover (coh.md 2.3),
an APC's bonus, walls crossed (not against HE) and smoke (coh.md 8.3).
"""
from __future__ import annotations

from typing import NamedTuple

from core.errors import RulesError
from core.hexgrid import Hex, line
from core.i18n import _
from core.rules.coh import terrain as T
from core.rules.coh.firegroup import in_arc
from core.rules.coh.hitmarkers import unit_effects
from core.rules.coh.transport import apc_bonus


class Term(NamedTuple):
    """One itemised modifier of a roll: ``name`` (a key such as
    ``adjacent`` or ``terrain``), signed ``value`` (FP, DR or die points)
    and the ``rule`` it comes from."""

    name: str
    value: int
    rule: str


def defense_terms(position, attacker_hex: Hex, target, target_hex: Hex, flank: bool, close: bool,
                  he: bool, flank_rule: str = "", terrain: bool = True) -> list[Term]:
    """The DV of ``target`` against fire from ``attacker_hex`` as itemised
    terms (their sum is the DV): printed front/flank Defense, hit markers,
    terrain DM (none for vehicles in close combat, coh.md 4.4), higher
    target, fortification (bunker +5 inside its arc / +3 from a flank,
    coh.md 7), hasty defense, vehicle cover (a foot unit sharing its hex
    with a friendly vehicle, coh.md 2.3), walls crossed (not vs HE) and
    smoke (at most +2, coh.md 8.3)."""
    hexmap, opts = position.hexmap, position.options
    eff = unit_effects(target)
    key = "dr_flank" if flank else "dr_front"
    dr = target.stat(key)
    if dr is None:
        raise RulesError((_("unit {id} has no flank Defense stat") if flank
                          else _("unit {id} has no front Defense stat")).format(id=target.id))
    terms = [Term(key, dr, "printed on the counter (coh.md 2.1)"
                  + (f"; flank: {flank_rule}" if flank and flank_rule else ""))]
    marker = eff.dr_flank if flank else eff.dr_front
    if marker:
        terms.append(Term("hit_marker", marker, "coh.md 3.2 (" + ", ".join(target.hits) + ")"))
    vehicle = target.is_vehicle
    if terrain and not (close and vehicle):
        dm = T.hex_dm(hexmap, target_hex)
        if dm:
            terms.append(Term("terrain", dm, f"coh.md 5.1 ({hexmap.terrain_at(target_hex)})"))
    if hexmap.elevation_at(target_hex) > hexmap.elevation_at(attacker_hex):
        terms.append(Term("higher_target", opts.higher_target_dm, "coh.md 6"))
    fort = hexmap.fortification_at(target_hex)
    if fort is not None and not vehicle:
        if fort.kind == "bunker" and fort.facing is not None and not close and \
                in_arc(hexmap.layout, target_hex, fort.facing, attacker_hex):
            terms.append(Term("bunker_arc", T.fortification_value("bunker", "dr_front"), "coh.md 7 (inside the arc)"))
        elif fort.kind == "bunker":
            terms.append(Term("bunker_flank", T.fortification_value("bunker", "dr_flank"), "coh.md 7 (flank)"))
        elif T.fortification_value(fort.kind, "dr_flank"):
            terms.append(Term(fort.kind, T.fortification_value(fort.kind, "dr_flank"), "coh.md 7"))
    if target.hasty_defense and not (fort is not None and fort.kind == "hasty_defense"):
        terms.append(Term("hasty_defense", T.fortification_value("hasty_defense", "dr_flank"), "coh.md 7"))
    if not vehicle and target.carrier is None and any(
            o.side == target.side and o.is_vehicle and o.id != target.id
            and not o.hidden and "destroyed" not in o.hits for o in position.units_at(target_hex)):
        terms.append(Term("vehicle_cover", opts.vehicle_cover_dr, "coh.md 2.3 (E3 15.15)"))  # not when carried
    apc = apc_bonus(position, target)
    if apc:
        terms.append(Term("apc_bonus", apc, "coh.md 2.3 (E3 16.6: a soft target carried by an APC, all sides)"))
    if not close and not he:
        sides = position.sides_into(attacker_hex, target_hex)
        wall = max((T.dm_across(hexmap.hexsides.get(s, frozenset())) for s in sides), default=0)
        if wall:
            terms.append(Term("wall", wall, "coh.md 5.1 (attack crosses the hexside)"))
    smoke = {"heavy": 2, "light": 1}.get(position.smoke.get(target_hex), 0)
    if not close and position.smoke:  # no smoke on the map: none on the line either
        smoke += sum(1 for h in line(attacker_hex, target_hex)[1:-1] if position.smoke.get(h) == "light")
    if smoke:
        terms.append(Term("smoke", min(smoke, opts.smoke_cap), "coh.md 8.3"))
    return terms


def _defense(position, attacker_hex: Hex, target, target_hex: Hex, flank: bool, close: bool, he: bool) -> int:
    """DV of ``target`` against fire from ``attacker_hex``: the sum of
    `defense_terms`."""
    return sum(t.value for t in defense_terms(position, attacker_hex, target, target_hex, flank, close, he))
