"""Driving a game: sample chance outcomes from a seeded `random.Random`,
ask bots for player actions, record every step.

Chance outcomes are sampled here, never inside the state, and are
recorded as actions like the players' (``die 4``, ``draw 07``, ``marker
pinned``), so a replay needs no random generator at all: it re-applies the
recorded actions (`core.play.replay`).
"""
from __future__ import annotations

import random
from typing import Callable

from core.errors import HexwrightError
from core.i18n import _


def sample_chance(state, rng: random.Random):
    """One outcome of ``state``'s chance node, drawn with ``rng.random()``
    against the cumulative probabilities (deterministic for a seed)."""
    outs = state.chance_outcomes()
    x = rng.random()
    acc = 0.0
    for a, p in outs:
        acc += p
        if x < acc:
            return a
    return outs[-1][0]


def play_game(game, bots: dict, seed: int, state=None, max_steps: int = 200_000,
              on_step: Callable | None = None):
    """Play from ``state`` (default: a new game) to the end.

    ``bots``: side id -> bot (``step(state) -> action``).  Chance outcomes
    come from ``random.Random(seed)``.  ``on_step(state, action)`` is called
    before each action is applied.  Returns ``(final state, [actions])``.
    Raises `core.errors.HexwrightError` if the game does not end within
    ``max_steps`` actions.
    """
    st = state if state is not None else game.new_initial_state()
    rng = random.Random(seed)
    actions: list = []  # every action played, chance outcomes included
    while not st.is_terminal():
        if len(actions) >= max_steps:
            raise HexwrightError(_("the game did not end within {max_steps} actions").format(max_steps=max_steps))
        if st.is_chance_node():
            a = sample_chance(st, rng)
        else:
            a = bots[st.current_player()].step(st)
        if on_step is not None:
            on_step(st, a)
        st.apply_action(a)
        actions.append(a)
    return st, actions
