"""Which rules-core action each engine action class is
(`core.rules.coh.activation` action names): the table resolve.py and
explain.py share."""
from __future__ import annotations

from core.play.actions import Fire, Hasty, Hide, Move, Pivot, Rally, Stall, action
from core.play.coh.vehicles import Drive


@action("flame", "flame {units} -> {target}")
class Flame(Fire):
    """A flamethrower attack (rules/coh.md 8.4; `core.rules.coh.flame`) by
    ``units[0]`` at ``target`` (an adjacent hex, or a unit in its own hex)."""


KINDS = {Move: "move", Drive: "move", Fire: "fire", Flame: "fire", Rally: "rally", Pivot: "pivot", Hide: "hide",
         Hasty: "hasty_defense", Stall: "stall"}
