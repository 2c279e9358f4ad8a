"""One shot, put together: range, line of sight, concealment, to-hit number,
dice and the save a hit faces (seed 001 pp. 90-91; tng_fow.md B.2-B.4).

`assess_shot` composes the other modules for the playtest engine and the
editor's fire preview; it rolls nothing (dice are applied with
`core.rules.fow.shooting`).
"""
from __future__ import annotations

from dataclasses import dataclass

from core.errors import RulesError
from core.hexgrid import distance
from core.i18n import _
from core.rules.fow import terrain as T
from core.rules.fow.concealment import Sightline, concealment, is_dug_in
from core.rules.fow.los_policy import line_of_sight, sightline
from core.rules.fow.scale import Scale
from core.rules.fow.shooting import armour_arc, in_range, is_long_range, rof_for, save_number, to_hit_number
from core.rules.fow.teams import Team


@dataclass(frozen=True)
class ShotAssessment:
    """Everything about one shot before the dice: ``legal`` and ``reason``;
    ``distance_hexes``; ``long_range``; ``concealed``; ``gone_to_ground``;
    ``to_hit`` (score needed, may exceed 6); ``dice`` (ROF used);
    ``save`` (the save number, None for armour); ``armour_arc``
    (``front``/``side`` for armoured targets with facing, else None);
    ``bulletproof`` (a failed save needs a Firepower test); ``smoke`` (the
    play engine found the target concealed only by smoke, tng_fow.md B.2)."""

    legal: bool
    reason: str
    distance_hexes: int = 0
    long_range: bool = False
    concealed: bool = False
    gone_to_ground: bool = False
    to_hit: int = 0
    dice: int = 0
    save: int | None = None
    armour_arc: str | None = None
    bulletproof: bool = False
    smoke: bool = False


def in_bulletproof_cover(target: Team, hexmap, sight: Sightline | None) -> bool:
    """Bulletproof cover (tng_fow.md B.4): dug in (status or foxholes), in
    bulletproof terrain (buildings), or behind a bulletproof hexside feature
    (wall, bocage) on a side of the target's own hex that the sight line crosses."""
    if is_dug_in(target, hexmap) or T.is_bulletproof(hexmap, target.hex):
        return True
    for a, b in (sight.sides if sight else ()):
        if target.hex in (a, b) and any(f.get("bulletproof") for f in T.side_features(hexmap, a, b)):
            return True
    return False


def assess_shot(firer: Team, target: Team, hexmap, scale: Scale | None = None, weapon_index: int = 0) -> ShotAssessment:
    """Assess ``firer`` shooting ``target`` with its weapon ``weapon_index``.
    Not legal (with the reason) when out of range or out of sight; `RulesError`
    for a firer without that weapon, teams off the map or on the same side."""
    scale = scale or Scale()
    if firer.hex is None or target.hex is None:
        raise RulesError(_("fow shot: both teams must be on the map"))
    if firer.side and firer.side == target.side:
        raise RulesError(_("fow shot: {id!r} and {id2!r} are on the same side").format(id=firer.id, id2=target.id))
    if not 0 <= weapon_index < len(firer.weapons):
        raise RulesError(_("fow shot: team {id!r} has no weapon {weapon_index}").format(
                             id=firer.id, weapon_index=weapon_index))
    weapon = firer.weapons[weapon_index]
    d = distance(firer.hex, target.hex)
    if not in_range(weapon, d, scale):
        return ShotAssessment(False, f"out of range: {scale.inches(d):g}\" > {weapon.range_in:g}\"", d)
    los = line_of_sight(hexmap, firer.hex, target.hex, scale)
    if not los.clear:
        return ShotAssessment(False, f"no line of sight: {los.reason}", d)
    sight = sightline(hexmap, firer.hex, target.hex)
    c = concealment(target, firer, hexmap, sight)
    lr = is_long_range(d, scale)
    arc = armour_arc(hexmap, target, firer.hex) if target.armour is not None and target.facing is not None \
        and d > 0 else None
    return ShotAssessment(True, c.reason, d, lr, c.concealed, c.gone_to_ground,
                          to_hit_number(target.skill, c.concealed, c.gone_to_ground, lr),
                          rof_for(weapon, firer.has("moved")), save_number(target, c.gone_to_ground), arc,
                          in_bulletproof_cover(target, hexmap, sight))
