"""Flamethrower attacks (rules/coh.md 8.4, E3 18.1): units with a
``flamethrower`` stat (the AtB pioneers, the B-2 (f) and OT-26) may attack
with the flamethrower instead of their own FP: **3 red / 3 blue FP, range
1**, the short-range (+3) and close-combat (+4) bonuses apply, the target
always uses its **flank** Defense and **every DR modifier except smoke is
ignored** (terrain, elevation, fortifications, hasty defense, vehicle
cover, walls; hit markers still change the printed Defense), hidden units
attacked this way are revealed.  The attack costs the unit's attack cost.

`FLAME` is the weapon record `core.rules.coh.combat.attack` takes
(``weapon=``, as weapon cards, with the id ``FT``); `check_flamer` refuses a
unit without a flamethrower; `flame_terms` keeps the Defense terms that
count.
"""
from __future__ import annotations

from core.i18n import _
from core.rules.coh.errors import IllegalAction

FLAME_ID = "FT"
RULE = "rules/coh.md 8.4 (flamethrowers)"
FLAME = {"fp_soft": 3, "fp_hard": 3, "range": 1, "max_range": 1, "terrain": False, "flame": True,
         "source": "rules/coh.md 8.4 (E3 18.1): 3 red / 3 blue FP, range 1", "assumed": False}
KEEP = ("dr_front", "dr_flank", "hit_marker", "smoke")


def is_flame(weapon: dict | None) -> bool:
    """True for the flamethrower record."""
    return bool(weapon and weapon.get("flame"))


def check_flamer(weapon: dict | None, leader) -> None:
    """`IllegalAction` when ``weapon`` is the flamethrower and ``leader``
    has none."""
    if is_flame(weapon) and not leader.stat("flamethrower"):
        raise IllegalAction(_("{id} has no flamethrower").format(id=leader.id), RULE)


def flame_terms(terms) -> tuple:
    """The Defense terms a flamethrower attack counts (module doc)."""
    out = []
    for t in terms:
        if t.name in KEEP:
            out.append(t._replace(rule=t.rule.split("; flank:")[0] + f"; flank: {RULE}") if t.name == "dr_flank"
                       else t)
    return tuple(out)
