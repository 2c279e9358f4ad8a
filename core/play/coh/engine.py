"""The Conflict of Heroes engine's playable state class and its
constructors: the one module that joins the layers (issue 11: state.py
holds data; flow, legal and resolve import the state and the helpers below
them, never this module).

`CohPlayState` is `core.play.coh.state.CohState` with the `GameState`
hooks that play: `legal_actions` (legal.py; lazily: legal_lazy.py; one
uniform draw, `random_action`: legal_sample.py), applying an action and the
chance outcomes (resolve.py).
"""
from __future__ import annotations

from core.play.coh import flow
from core.play.coh import state as _state
from core.play.coh.legal import legal_actions
from core.play.coh.legal_lazy import legal_view
from core.play.coh.legal_sample import random_action
from core.play.coh.resolve import apply_action, chance_outcomes


class CohPlayState(_state.CohState):
    """A coh game in progress that can be played (see module doc)."""

    def chance_outcomes(self) -> list[tuple]:
        return chance_outcomes(self) if self.is_chance_node() else []

    def _player_actions(self) -> list:
        return legal_actions(self)

    def _player_view(self):
        return legal_view(self)

    def random_action(self, rng):
        return random_action(self, rng)

    def _apply(self, action) -> None:
        apply_action(self, action)


def new_initial_state(game) -> CohPlayState:
    """`core.play.coh.flow.new_initial_state` building a `CohPlayState`."""
    return flow.new_initial_state(game, CohPlayState)


def state_from_dict(game, d: dict) -> CohPlayState:
    """`core.play.coh.state.state_from_dict` building a `CohPlayState`."""
    return _state.state_from_dict(game, d, CohPlayState)
