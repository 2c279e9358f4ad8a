"""Conflict of Heroes rule values and the named options the sources leave open.

Every field cites its rule.  Options a designer may switch (see
../shared/rules/README.md "A choice the sources leave open ... is a named
ruleset option with the sourced default"):

* ``hit_comparison``: ``">="`` (default: coh.md 2.1, the 2nd-ed rulebook as
  ported by [E3-mig] and the 3rd-ed algebra) or ``">"`` (the 1st-ed summary
  sheet as extracted).
* ``rally_comparison``: the same choice for rally rolls (coh.md 3.4).
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Mapping

from core.errors import HexwrightError
from core.i18n import _

COMPARISONS = (">=", ">")


@dataclass(frozen=True)
class CohOptions:
    """Rule values (AP, FP, DM, hexes) and options of the 2nd-edition core."""

    hit_comparison: str = ">="          # coh.md 2.1 (option; ">" = 1st-ed sheet)
    critical_margin: int = 4            # coh.md 2.1: AV >= DV + 4 = two hits, destroyed
    rally_comparison: str = ">="        # coh.md 3.4 (option)
    max_caps_per_roll: int = 2          # coh.md 1.1 [S1 3.23]: CAPs modify a roll by at most 2
    pool_ap: int = 7                    # seed 000 §9.0: one shared 7AP pool
    long_range_fp: int = -2             # coh.md 2.2: beyond range up to 2x range
    adjacent_fp: int = 3                # coh.md 2.2: target one hex away
    close_combat_fp: int = 4            # coh.md 2.2: attacker in the target hex
    crewed_close_combat_fp: int = -2    # coh.md 2.2: crewed units instead of +4
    higher_attacker_fp: int = 1         # coh.md 2.3 / 6
    higher_target_dm: int = 1           # coh.md 2.3 / 6
    vehicle_cover_dr: int = 1           # coh.md 2.3 (E3 15.15): foot unit sharing a hex with a friendly vehicle
    firegroup_support_fp: int = 1       # seed 000 §9.12: +1 FP per supporting unit
    smoke_cap: int = 2                  # coh.md 2.3 / 8.3: smoke totals at most +2 DR / -2 FP
    backwards_move_ap: int = 1          # coh.md 4.1 (2nd-ed §5.2 [E-asm]): into a flank hex
    pivot_ap: int = 1                   # coh.md 4.1
    stall_ap: int = 1                   # coh.md 1.1 [TPS]
    rally_ap: int = 5                   # seed 000 §9.13; coh.md 3.4
    hasty_defense_ap: int = 5           # coh.md 7 (2nd-ed value not found: U)
    hide_ap: int = 7                    # seed 000 §10.2
    hide_radius: int = 1                # seed 000 §10.2
    hidden_move_cover_ap: int = 3       # seed 000 §10.1
    hidden_move_open_ap: int = 6        # seed 000 §10.1
    reveal_open_radius: int = 2         # seed 000 §10.0 rule 4
    sniper_detect_on: int = 6           # seed 000 §10.3: 1D6, 6 or higher
    climb_ap_per_level: int = 1         # coh.md 6
    vehicle_climb_ap_per_level: int = 1  # coh.md 4.3: the uphill example (+1/level, also on bonus moves);
    #                                    the mines example reads no uphill penalty for vehicles: set 0
    steep_ap: int = 2                   # coh.md 6: steep hexside, up or down (foot)

    def __post_init__(self) -> None:
        for name in ("hit_comparison", "rally_comparison"):
            if getattr(self, name) not in COMPARISONS:
                raise HexwrightError(_("coh option {name} must be one of {comparisons}, got {getattr!r}").format(
                                         name=name, comparisons=COMPARISONS,
                                         getattr=getattr(self, name)))

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> "CohOptions":
        """Options from a dict; `HexwrightError` naming an unknown key."""
        known = {f.name for f in fields(cls)}
        bad = sorted(set(d) - known)
        if bad:
            raise HexwrightError(_("unknown coh option(s): {bad}").format(bad=', '.join(bad)))
        return cls(**dict(d))

    def succeeds(self, value: int, target: int, comparison: str | None = None) -> bool:
        """``value`` meets ``target`` under ``comparison`` (default: hits)."""
        comp = comparison or self.hit_comparison
        return value >= target if comp == ">=" else value > target
