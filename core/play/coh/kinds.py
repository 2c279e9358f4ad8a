"""Which rules-core action each engine action class is
(`core.rules.coh.activation` action names): the table resolve.py and
explain.py share."""
from __future__ import annotations

from core.play.actions import Fire, Hasty, Hide, Move, Pivot, Rally, Stall, action
from core.play.coh.transport import Hitch, Load, Tow, Unhitch, Unload, Untow
from core.play.coh.vehicles import Drive


@action("flame", "flame {units} -> {target}")
class Flame(Fire):
    """A flamethrower attack (rules/coh.md 8.4; `core.rules.coh.flame`) by
    ``units[0]`` at ``target`` (an adjacent hex, or a unit in its own hex)."""


@action("indirect", "indirect {units} -> {target} spotter {spotter}")
class Indirect(Fire):
    """An indirect mortar attack (rules/coh.md 8.1; `core.rules.coh.indirect`)
    by ``units[0]`` at hex ``target``, seen from the spotter hex ``spotter``."""

    spotter: str = ""


def spotter_of(pos, a):
    """The spotter `Hex` of ``a`` when it is an `Indirect` attack, else None."""
    return pos.hexmap.parse(a.spotter) if isinstance(a, Indirect) and a.spotter else None


KINDS = {Move: "move", Drive: "move", Fire: "fire", Flame: "fire", Indirect: "fire", Rally: "rally", Pivot: "pivot",
         Hide: "hide", Hasty: "hasty_defense", Stall: "stall", Load: "load", Tow: "load", Unload: "unload",
         Untow: "unload", Hitch: "hitch", Unhitch: "unhitch"}
