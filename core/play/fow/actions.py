"""Flames of War play actions.  The shared action types of
`core.play.actions` are reused where they fit (one team per action):

==============  =========================================================
``pass``        "pass": end the current step (movement, shooting, assault)
``move``        "move us1 0712": the team moves to that hex (`Move`,
                ``units=(team,)``, ``to=(label,)``; tng_fow.md B.5)
``fire``        "fire us1 -> de2": the team shoots at an enemy team (`Fire`,
                ``target`` = team id; seed 001 p. 91)
``die``         chance: one d6 shows ``value``
==============  =========================================================

and two fow types registered here in `core.play.actions.ACTION_TYPES` (so
replays read them):

==============  =========================================================
``dig_in``      "dig_in us1": try to dig in instead of moving (skill test;
                seed 001 p. 90-91)
``assault``     "assault us1 -> de2": charge an enemy team (tng_fow.md B.5)
==============  =========================================================
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.play.actions import ACTION_TYPES, Action, Die, Fire, Move, Pass

__all__ = ["DigIn", "Assault", "Move", "Fire", "Pass", "Die", "move", "fire"]


@dataclass(frozen=True)
class DigIn(Action):
    """``team`` tries to dig in (a skill test) instead of moving."""

    type: ClassVar[str] = "dig_in"
    team: str = ""

    def __str__(self) -> str:
        return f"dig_in {self.team}"


@dataclass(frozen=True)
class Assault(Action):
    """``team`` assaults enemy team ``target``."""

    type: ClassVar[str] = "assault"
    team: str = ""
    target: str = ""

    def __str__(self) -> str:
        return f"assault {self.team} -> {self.target}"


def move(team: str, label: str) -> Move:
    """The fow move of ``team`` to hex ``label``."""
    return Move(units=(team,), to=(label,))


def fire(team: str, target: str) -> Fire:
    """The fow shot of ``team`` at team ``target``."""
    return Fire(units=(team,), target=target)


for _cls in (DigIn, Assault):
    ACTION_TYPES.setdefault(_cls.type, _cls)
