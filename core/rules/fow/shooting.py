"""Shooting: rate of fire, to-hit number, hits, saves, Firepower tests and
armour (seed 001 p. 91; tng_fow.md B.2-B.4).  Pure functions; dice are
passed in as die faces 1-6.

* ROF: a team that moved fires at the seed's moving ROF (p. 91 table:
  1-3 -> 1, 4-5 -> 2, 6+ -> 3) unless its weapon gives its own moving ROF.
* To hit: the number needed is the *target's* skill rating (veteran 4+,
  trained 3+, conscript 2+; B.2) plus +1 concealed, +1 more concealed and
  gone to ground (seed p. 90), +1 at long range (> 16"; B.2 [U]).  Above 6:
  a 6 then a re-roll of (number - 3)+ (B.2 [U]).
* Saves: infantry 3+; gun teams 3+ only when gone to ground (seed p. 90),
  5+ otherwise (assumed, v2 value); unarmoured vehicles 5+ (B.4).
* Firepower test (B.4): a team in bulletproof cover that fails its save is
  destroyed only if a die scores the weapon's FP or more.
* Armour (B.4 [U]): die + armour (front or side by arc; +1 at long range)
  vs AT: above = bounced, equal = glancing, below = penetrated; then a
  Firepower test: glancing -> bailed out / no effect, penetrated ->
  destroyed / bailed out.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from core.errors import RulesError
from core.i18n import _
from core.rules.fow.data import tables
from core.rules.fow.scale import Scale, distance_inches
from core.rules.fow.teams import SKILLS, Team, Weapon


def _die(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise RulesError(_("fow: {what} must be a die face 1-6, got {value!r}").format(what=what, value=value))
    return value


def moving_rof(rof) -> int:
    """Moving ROF for a halted ROF ``rof`` (whole number >= 1) from the seed's
    table (seed 001 p. 91, tables.json ``moving_rof``).  `RulesError` otherwise."""
    if isinstance(rof, bool) or not isinstance(rof, int) or rof < 1:
        raise RulesError(_("fow moving ROF: ROF must be a whole number 1 or more, got {rof!r}").format(
                             rof=rof), "seed 001 p. 91")
    for row in tables()["moving_rof"]["rows"]:
        if rof >= row["min"] and (row["max"] is None or rof <= row["max"]):
            return min(row["rof"], rof)
    raise RulesError(_("fow moving ROF: no table row for ROF {rof}").format(rof=rof), "seed 001 p. 91")


def rof_for(weapon: Weapon, moved: bool) -> int:
    """Dice the weapon rolls: halted ROF, or (moved) its own moving ROF if it
    has one, else the seed's moving-ROF table (seed 001 p. 91)."""
    if not moved:
        return int(weapon.rof)
    if weapon.rof_moving is not None:
        return weapon.rof_moving
    return moving_rof(int(weapon.rof)) if weapon.rof >= 1 else 0


def in_range(weapon: Weapon, distance_hexes: int, scale: Scale) -> bool:
    """True when a target ``distance_hexes`` away is within the weapon's range
    ("up to X inches", converted by `Scale.hexes_within`)."""
    return distance_hexes <= scale.hexes_within(weapon.range_in)


def is_long_range(distance_hexes: int, scale: Scale) -> bool:
    """Long range: more than 16" (tables.json ``long_range``; tng_fow.md B.2 [U])."""
    return scale.beyond(distance_hexes, distance_inches("long_range"))


def to_hit_number(target_skill: str, concealed: bool = False, gone_to_ground: bool = False,
                  long_range: bool = False) -> int:
    """Score needed to hit a target of ``target_skill`` (may exceed 6, see
    `count_hits`).  Gone to ground adds only on top of concealment (seed p. 90)."""
    if target_skill not in SKILLS:
        raise RulesError(_("fow to-hit: unknown skill {target_skill!r}; expected one of {skills}").format(
                             target_skill=target_skill, skills=', '.join(SKILLS)))
    t = tables()
    mods = t["to_hit_modifiers"]
    n = t["skill"][target_skill]["hit_on"]
    if concealed:
        n += mods["concealed"]["value"]
        if gone_to_ground:
            n += mods["gone_to_ground_and_concealed"]["value"]
    if long_range:
        n += mods["long_range"]["value"]
    return n


def count_hits(dice: Sequence[int], needed: int, rerolls: Sequence[int] = ()) -> int:
    """Hits among ``dice`` needing ``needed``.  Above 6 each 6 needs a re-roll
    of ``needed - 3`` or more, taken in order from ``rerolls`` (a `RulesError`
    if too few); above 9 nothing hits."""
    faces = [_die(d, "a to-hit die") for d in dice]
    if needed <= 6:
        return sum(1 for d in faces if d >= max(needed, 1))
    sixes = sum(1 for d in faces if d == 6)
    if needed > 9 or sixes == 0:
        return 0
    if len(rerolls) < sixes:
        raise RulesError(_("fow to-hit: {sixes} sixes need {sixes} re-roll dice for a score of {needed}, "
                           "got {n_rerolls}").format(
                             sixes=sixes, needed=needed, n_rerolls=len(rerolls)), "tng_fow.md B.2")
    return sum(1 for d in rerolls[:sixes] if _die(d, "a re-roll die") >= needed - 3)


def save_number(team: Team, gone_to_ground: bool) -> int | None:
    """The save a team rolls against a hit; None for an armoured vehicle (it
    makes an armour save instead, see `armour_save`)."""
    s = tables()["saves"]
    if team.type == "infantry":
        return s["infantry"]["save"]
    if team.is_gun:
        return s["gun_gone_to_ground"]["save"] if gone_to_ground else s["gun"]["save"]
    if team.armour is None:
        return s["unarmoured_vehicle"]["save"]
    return None


def firepower_test(die: int, firepower: int) -> bool:
    """True (the team is destroyed) when ``die`` scores the weapon's FP or more."""
    return _die(die, "a Firepower die") >= firepower


def resolve_hit(team: Team, weapon: Weapon, save_die: int, fp_die: int | None, gone_to_ground: bool,
                bulletproof: bool) -> str:
    """Outcome of one hit on a team that is not an armoured vehicle:
    ``"saved"``, ``"destroyed"`` or ``"survived"`` (failed save in bulletproof
    cover, Firepower test failed).  ``fp_die`` is needed only in bulletproof
    cover (`RulesError` if missing then)."""
    needed = save_number(team, gone_to_ground)
    if needed is None:
        raise RulesError(_("fow: team {id!r} is armoured; use armour_save").format(id=team.id), "tng_fow.md B.4")
    if _die(save_die, "a save die") >= needed:
        return "saved"
    if not bulletproof:
        return "destroyed"
    if fp_die is None:
        raise RulesError(_("fow: team {id!r} is in bulletproof cover: a Firepower die is needed").format(id=team.id),
                         "tng_fow.md B.4")
    return "destroyed" if firepower_test(fp_die, weapon.firepower) else "survived"


def armour_arc(hexmap, target: Team, shooter_hex) -> str:
    """``"front"`` or ``"side"``: is the shooter in front of the target's front
    hull line?  Facing is a hexside index (tng_fow.md B.6 item 4); the front arc
    is the set of directions less than tables.json ``front_arc_half_angle_deg``
    (90 = the half-plane ahead of the centre) from the facing hexside's normal;
    on the boundary it is the side.  `RulesError` without facing or for a
    shooter in the target's own hex."""
    if target.facing is None:
        raise RulesError(_("fow: team {id!r} has no facing (a hexside 0-5) for its armour arc").format(id=target.id),
                         "tng_fow.md B.6")
    if shooter_hex == target.hex:
        raise RulesError(_("fow: the shooter is in {id!r}'s own hex: no armour arc").format(
                             id=target.id), "tng_fow.md B.6")
    lay = hexmap.layout
    cx, cy = lay.hex_to_pixel(target.hex)
    fx, fy = lay.hex_to_pixel(lay.neighbour(target.hex, target.facing))
    sx, sy = lay.hex_to_pixel(shooter_hex)
    ax, ay, bx, by = fx - cx, fy - cy, sx - cx, sy - cy
    cos = (ax * bx + ay * by) / (math.hypot(ax, ay) * math.hypot(bx, by))
    angle = math.degrees(math.acos(max(-1.0, min(1.0, cos))))
    half = tables()["armour"]["front_arc_half_angle_deg"]["value"]
    return "front" if angle < half - 1e-6 else "side"


def armour_save(armour: int, die: int, anti_tank: int, long_range: bool = False) -> str:
    """``"bounced"``, ``"glancing"`` or ``"penetrated"``: die + armour (+1 at
    long range) above, equal to or below the weapon's AT (tng_fow.md B.4 [U])."""
    total = _die(die, "an armour save die") + armour
    if long_range:
        total += tables()["armour"]["long_range_bonus"]["value"]
    if total > anti_tank:
        return "bounced"
    return "glancing" if total == anti_tank else "penetrated"


def armour_result(save: str, fp_die: int | None, firepower: int) -> str:
    """Final effect of an armour save result: ``"no_effect"``, ``"bailed_out"``
    or ``"destroyed"`` (the Firepower test needs ``fp_die`` unless bounced)."""
    if save == "bounced":
        return "no_effect"
    if save not in ("glancing", "penetrated"):
        raise RulesError(_("fow: unknown armour save result {save!r}").format(save=save))
    if fp_die is None:
        raise RulesError(_("fow: a glancing or penetrating hit needs a Firepower die"), "tng_fow.md B.4")
    passed = firepower_test(fp_die, firepower)
    if save == "glancing":
        return "bailed_out" if passed else "no_effect"
    return "destroyed" if passed else "bailed_out"
