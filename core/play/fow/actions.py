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

and two fow types declared here with `core.play.actions.action` (so they
are registered in `core.play.actions.ACTION_TYPES` and replays read them):

==============  =========================================================
``dig_in``      "dig_in us1": try to dig in instead of moving (skill test;
                seed 001 p. 90-91)
``assault``     "assault us1 -> de2": charge an enemy team (tng_fow.md B.5)
==============  =========================================================
"""
from __future__ import annotations

from core.play.actions import Action, Die, Fire, Move, Pass, action

__all__ = ["Assault", "Die", "DigIn", "Fire", "Move", "Pass", "fire", "move"]


@action("dig_in", "dig_in {team}")
class DigIn(Action):
    """``team`` tries to dig in (a skill test) instead of moving."""

    team: str = ""


@action("assault", "assault {team} -> {target}")
class Assault(Action):
    """``team`` assaults enemy team ``target``."""

    team: str = ""
    target: str = ""


def move(team: str, label: str) -> Move:
    """The fow move of ``team`` to hex ``label``."""
    return Move(units=(team,), to=(label,))


def fire(team: str, target: str) -> Fire:
    """The fow shot of ``team`` at team ``target``."""
    return Fire(units=(team,), target=target)

