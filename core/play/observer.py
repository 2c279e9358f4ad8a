"""`observe(state, side)`: what ``side`` may see of a game, for the UI and
bots; dispatches to the ruleset engine's ``observe`` (Conflict of Heroes:
`core.play.coh.observe`).  `ValueError` for a side not in the game."""
from __future__ import annotations


def observe(state, side: str) -> dict:
    """The observation dict of ``side`` (JSON values)."""
    return state.game.engine.observe(state, side)
