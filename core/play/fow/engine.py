"""The Flames of War engine's state class and its constructors: the one
module that joins the layers (issue 11: state holds data, flow / legal /
resolve never import the state class; this module imports them).

`FowPlayState` is `core.play.fow.state.FowState` with the two `GameState`
hooks that play: legal actions (`core.play.fow.legal`) and applying an
action (`core.play.fow.resolve`).
"""
from __future__ import annotations

from core.i18n import _
from core.play.fow import state as _state
from core.play.fow.flow import begin_turn, reveal_near
from core.play.fow.legal import legal_actions
from core.play.fow.resolve import apply_action


class FowPlayState(_state.FowState):
    """A fow game in progress that can be played (see module doc)."""

    def _player_actions(self) -> list:
        return legal_actions(self)

    def _apply(self, action) -> None:
        apply_action(self, action)


def new_initial_state(game):
    """The state before the first player's starting step."""
    st = FowPlayState(game)
    for tid, p in game.data.initial.items():
        st.pos[tid] = {"hex": p["hex"], "facing": p["facing"], "status": sorted(p["status"]), "hidden": p["hidden"]}
        if p["hex"] is None:
            st.pos[tid]["waiting"] = True  # a reinforcement (flow.arrive)
    st.say(_("game starts: {title}, {rounds} turns, {order} first").format(
               title=game.scenario.title or 'fow scenario', rounds=game.data.rounds,
               order=game.data.order[0]))
    reveal_near(st)
    begin_turn(st, game.data.order[0])
    return st


def state_from_dict(game, d: dict) -> FowPlayState:
    """`core.play.fow.state.state_from_dict` building a `FowPlayState`."""
    return _state.state_from_dict(game, d, FowPlayState)
