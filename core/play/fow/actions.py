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
``double``      "double us1 0712": move At the Double by the direct path
                (tng_fow.md B.3/B.5; an out-of-command team only straight
                towards its leader, the Dash of B.5)
``bombard``     "bombard de3 -> us1": an artillery bombardment, the template
                laid on the target team's hex (tng_fow.md B.4)
``smoke``       "smoke de3 -> us1": a smoke bombardment there (tng_fow.md B.2)
==============  =========================================================
"""
from __future__ import annotations

from core.play.actions import Action, Die, Fire, Move, Pass, action

__all__ = ["Assault", "AtTheDouble", "Bombard", "Die", "DigIn", "Fire", "Move", "Pass", "Smoke", "fire", "move"]


@action("dig_in", "dig_in {team}")
class DigIn(Action):
    """``team`` tries to dig in (a skill test) instead of moving."""

    team: str = ""


@action("assault", "assault {team} -> {target}")
class Assault(Action):
    """``team`` assaults enemy team ``target``."""

    team: str = ""
    target: str = ""


@action("double", "double {team} {to}")
class AtTheDouble(Action):
    """``team`` moves At the Double to hex label ``to``."""

    team: str = ""
    to: str = ""


@action("bombard", "bombard {team} -> {target}")
class Bombard(Action):
    """``team`` bombards, the template on enemy team ``target``'s hex."""

    team: str = ""
    target: str = ""


@action("smoke", "smoke {team} -> {target}")
class Smoke(Action):
    """``team`` fires a smoke bombardment on enemy team ``target``'s hex."""

    team: str = ""
    target: str = ""


def move(team: str, label: str) -> Move:
    """The fow move of ``team`` to hex ``label``."""
    return Move(units=(team,), to=(label,))


def fire(team: str, target: str) -> Fire:
    """The fow shot of ``team`` at team ``target``."""
    return Fire(units=(team,), target=target)

