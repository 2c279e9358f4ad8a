"""Overrun and move-through (rules/coh.md 4.3, E3 15.5): a vehicle may move
into and out of hexes with enemy units; one that enters and leaves an enemy
hex in the same move (with bonus moves) cannot be engaged in close combat
there."""
from __future__ import annotations

from core.play.actions import Fire
from core.play.coh.vehicles import Drive
from tests.play.helpers import mini_game, play_to_turn


def test_a_drive_passes_through_an_enemy_hex_and_is_not_in_close_combat():
    st = play_to_turn(mini_game([("g1", "german", "0402", "german_sdkfz_251_apc", 3),
                                 ("s1", "soviet", "0403", "soviet_rifles_41", 0)]).new_initial_state())
    st.apply_str("activate g1")
    drives = [str(a) for a in st.legal_actions() if isinstance(a, Drive) and a.pay == "ap"]
    assert "drive g1 0405 via 0403,0404" in drives  # through the Soviet rifles' hex
    st.apply_str("drive g1 0405 via 0403,0404")
    play_to_turn(st)
    assert st.unit("g1").hex == st.pos.hexmap.parse("0405") and st.activation["german"]["pool"] == 6
    assert st.turn == "soviet"
    # the rifles are not in close combat with it: no close-combat attack on g1 is offered
    assert not any(isinstance(a, Fire) and a.target == "g1" for a in st.legal_actions())


def test_a_vehicle_may_overrun_into_an_enemy_hex_and_leave_it():
    st = play_to_turn(mini_game([("g1", "german", "0402", "german_sdkfz_251_apc", 3),
                                 ("s1", "soviet", "0403", "soviet_rifles_41", 0)]).new_initial_state())
    st.apply_str("activate g1")
    st.apply_str("move g1 0403")  # into the enemy hex: close combat
    play_to_turn(st)
    assert any(isinstance(a, Fire) and a.target == "g1" for a in st.legal_actions())  # the rifles may attack it
    st.apply_str("pass")
    play_to_turn(st)
    assert any(str(a).startswith("move g1 0404") for a in st.legal_actions())  # and it may drive out
