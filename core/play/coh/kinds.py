"""Which rules-core action each engine action class is
(`core.rules.coh.activation` action names): the table resolve.py and
explain.py share."""
from __future__ import annotations

from core.play.actions import Fire, Hasty, Hide, Move, Pivot, Rally, Stall
from core.play.coh.vehicles import Drive

KINDS = {Move: "move", Drive: "move", Fire: "fire", Rally: "rally", Pivot: "pivot", Hide: "hide",
         Hasty: "hasty_defense", Stall: "stall"}
