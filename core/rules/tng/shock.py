"""Shock combat and charges (tng 9.x), as pure functions with dice passed in.

* `commitment` (9.4): d10 + OC Command Rating (Under Orders, a unit in range)
  + 1 if No Orders (unless within the OC's range, 5.27) + the defender's DF
  DRM when attacking through its front (never for a charge); commits when
  the total is at most the top unit's Cohesion.
* `ratio_drm` (9.51): total attacking SP against defending SP reduced to a
  chart ratio rounded in the defender's favour.
* `cohesion_differential` (9.52), `position_drm` (9.54), `clear_terrain_drm`
  (9.53), charge, square, counter-charge and pursuit DRMs (9.83-9.87), all
  summed by `shock_drm`.
* `shock_result` reads the Shock Resolution Table; `retreat_check`,
  `square_attempt`, `recall`, `counter_charge` are Cohesion checks.
Tables live in ``tables.json`` with their sources.
"""
from __future__ import annotations

from fractions import Fraction

from core.errors import RulesError
from core.i18n import _
from core.rules.tng.facing import flank_hexes, front_hexes
from core.rules.tng.fire import tables
from core.rules.tng.orders import check_die
from core.rules.tng.zoc import zoc_hexes


def _v(name: str) -> int:
    return int(tables()["shock_drm"][name]["value"])


def commitment(die: int, cohesion: int, under_orders: bool, oc_in_range: bool = False,
               command_rating: int = 0, defender_df: int = 0, through_front: bool = True,
               charge: bool = False) -> dict:
    """The Commitment roll of a stack's top unit (9.4).

    Returns ``{"total": int, "commits": bool}``.
    """
    total = check_die(die)
    if under_orders and oc_in_range:
        total += command_rating
    if not under_orders and not oc_in_range:
        total += int(tables()["commitment"]["no_orders"]["value"])
    if through_front and not charge:
        total += defender_df
    return {"total": total, "commits": total <= cohesion}


def ratio_drm(attack_sp: int, defend_sp: int) -> dict:
    """9.51: ``{"odds": "3-2", "drm": 1}`` for the SP totals, rounded in the
    defender's favour (the best chart ratio not above the true one).
    `RulesError` for a side with no SP."""
    if attack_sp <= 0 or defend_sp <= 0:
        raise RulesError(_("shock ratio needs SP on both sides (got {attack_sp} against {defend_sp})").format(
                             attack_sp=attack_sp, defend_sp=defend_sp), "tng 9.51")
    real = Fraction(attack_sp, defend_sp)
    rows = tables()["shock_ratio"]["rows"]
    best = rows[0]
    for row in rows:
        if Fraction(row["attacker"], row["defender"]) <= real:
            best = row
    return {"odds": best["odds"], "drm": best["drm"]}


def cohesion_differential(attackers: list, defenders: list) -> int:
    """9.52: highest attacking Cohesion minus highest defending Cohesion,
    ignoring artillery, and jaegers unless they are the only defenders (11.2)."""
    att = [u.cohesion for u in attackers if not u.is_artillery]
    dfn = [u for u in defenders if not u.is_artillery]
    non_j = [u for u in dfn if not u.is_jaeger]
    dfn = non_j or dfn
    if not att or not dfn:
        raise RulesError(_("cohesion differential needs a non-artillery attacker and defender"), "tng 9.52")
    return max(att) - max(u.cohesion for u in dfn)


def position_drm(in_rear: bool, in_front: bool) -> int:
    """9.54: +2 when attacked from the rear, +3 from front and rear (not cumulative)."""
    if in_rear and in_front:
        return _v("front_and_rear")
    return _v("rear") if in_rear else 0


def clear_terrain_drm(defender, position, attacker_hexes, attackers: list) -> int:
    """9.53: +1 against a defender in clear terrain attacked through its front
    with at least one flank hex empty and outside the ZOC of the other
    defending units; never for infantry attacking cavalry."""
    m = position.hexmap
    if m.terrain_at(defender.hex) != "clear":
        return 0
    if defender.branch == "cavalry" and all(a.branch == "infantry" for a in attackers):
        return 0
    if not any(h in front_hexes(defender, m) for h in attacker_hexes):
        return 0
    friends = [u for u in position.units.values() if u.side == defender.side and u.id != defender.id]
    covered = {h for u in friends for h in zoc_hexes(u, m)}
    for h in flank_hexes(defender, m):
        if not position.combat_at(h) and h not in covered:
            return _v("clear_open_flank")
    return 0


def shock_drm(attack_sp: int, defend_sp: int, cohesion_diff: int, terrain: int = 0, in_rear: bool = False,
              in_front: bool = False, charge: str | None = None, square: bool = False,
              light_countercharged_by_heavy: bool = False, pursuit: int = 0) -> dict:
    """Total shock DRM with its parts (9.5, 9.83-9.87).

    ``charge``: None, ``"heavy"`` (+3 if any heavy unit charges) or
    ``"light"`` (+1); charging a square gives -2 and no charge bonus;
    ``pursuit`` is the number of the pursuit charge (-1 each).
    """
    parts = [("ratio " + ratio_drm(attack_sp, defend_sp)["odds"], ratio_drm(attack_sp, defend_sp)["drm"]),
             ("cohesion", cohesion_diff)]
    if terrain:
        parts.append(("terrain", terrain))
    pos = position_drm(in_rear, in_front)
    if pos:
        parts.append(("position", pos))
    if square:
        parts.append(("charge against square", _v("charge_square")))
    elif charge == "heavy":
        parts.append(("heavy charge", _v("heavy_charge")))
    elif charge == "light":
        parts.append(("light charge", _v("light_charge")))
    elif charge is not None:
        raise RulesError(_("charge must be 'heavy', 'light' or None, got {charge!r}").format(charge=charge), "tng 9.83")
    if light_countercharged_by_heavy:
        parts.append(("counter-charged by heavy", _v("light_countercharged_by_heavy")))
    if pursuit:
        parts.append(("pursuit", _v("pursuit_each") * pursuit))
    return {"drm": sum(v for _, v in parts), "parts": parts}


def shock_result(die: int, drm: int) -> dict:
    """The Shock Resolution Table for a d10 ``die`` and total ``drm``:
    ``{"total", "result", "retreat_check", "extra"}``."""
    total = check_die(die) + drm
    for row in tables()["shock_table"]["rows"]:
        if (row["min"] is None or total >= row["min"]) and (row["max"] is None or total <= row["max"]):
            return {"total": total, "result": row["result"], "retreat_check": row["retreat_check"],
                    "extra": list(row.get("extra", []))}
    raise AssertionError("shock table rows do not cover every total")


def cohesion_passes(die: int, cohesion: int, drm: int = 0) -> bool:
    """The common check (tng_fow.md A.0): passes when ``die + drm <= cohesion``."""
    return check_die(die) + drm <= cohesion


def retreat_check(die: int, cohesion: int) -> bool:
    """9.62: True when the unit must retreat one hex (roll above Cohesion)."""
    return not cohesion_passes(die, cohesion)


def square_attempt(die: int, top_infantry_cohesion: int, stack_has_disordered_infantry: bool = False,
                   in_enemy_zoc: bool = False) -> str:
    """9.85: ``"square"``, ``"failed"`` (the whole stack is Disordered) or
    ``"not_allowed"`` (Disordered infantry in the stack, or in an enemy ZOC)."""
    if stack_has_disordered_infantry or in_enemy_zoc:
        return "not_allowed"
    return "square" if cohesion_passes(die, top_infantry_cohesion) else "failed"


def recall(die: int, cohesion: int, pursuing: bool = False) -> bool:
    """9.82: True when the charging unit is recalled (stays put); pursuers may not."""
    return not pursuing and cohesion_passes(die, cohesion)


def counter_charge(die: int, cohesion: int, light_vs_heavy: bool = False) -> bool:
    """9.86: succeeds on ``die <= cohesion``, with +2 added to the die when a
    Light unit counter-charges oncoming Heavy cavalry (S1 9.86)."""
    return cohesion_passes(die, cohesion, _v("counter_charge_light_vs_heavy") if light_vs_heavy else 0)
