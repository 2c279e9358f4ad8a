"""The Triumph & Glory engine's state class and its constructors: the one
module that joins the layers (tng_fow.md GAME A; issue 11: state holds
data, flow / legal / resolve import only the state and the helpers below
them, and this module imports them).

`TngPlayState` is `core.play.tng.state.TngState` with the two `GameState`
hooks that play: `legal_actions` (`core.play.tng.legal`) and applying an
action (`core.play.tng.resolve`).
"""
from __future__ import annotations

from core.play.tng import destruction
from core.play.tng import state as _state
from core.play.tng.flow import advance, begin_turn
from core.play.tng.legal import legal_actions
from core.play.tng.resolve import apply_action


class TngPlayState(_state.TngState):
    """A tng game in progress that can be played (see module doc)."""

    def _player_actions(self) -> list:
        return legal_actions(self)

    def _apply(self, action) -> None:
        apply_action(self, action)


def new_initial_state(game):
    """The state at the start of turn 1 (units as set up)."""
    st = TngPlayState(game)
    for uid in game.data.base:
        ini = game.data.initial[uid]
        st.seq += 1
        st.units[uid] = {"hex": ini["hex"], "facing": ini["facing"], "status": list(ini["status"]),
                         "box": ini.get("box", "map"), "seq": st.seq}
    destruction.begin(st)   # Borodino special 5: the villages burnt at the start
    begin_turn(st)
    advance(st)
    return st


def state_from_dict(game, d: dict) -> TngPlayState:
    """`core.play.tng.state.state_from_dict` building a `TngPlayState`."""
    st = _state.state_from_dict(game, d, TngPlayState)
    destruction.refresh(st)   # the map as burnt (Borodino special 5)
    return st
