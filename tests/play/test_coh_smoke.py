"""Firing smoke (rules/coh.md 8.3): mortars of 8cm+ and pioneers place
Heavy Smoke for their attack cost; it blocks LOS and thins each pre-round."""
from __future__ import annotations

import pytest

from core.errors import RulesError
from core.play.coh.smoke import Smoke
from tests.play.helpers import mini_game, play_to_turn


def test_mortar_fires_smoke_which_blocks_los_and_decays():
    st = play_to_turn(mini_game([("g1", "german", "0401", "german_8cm_mortar", 3),
                                 ("g2", "german", "0402", "german_rifles_41", 3),
                                 ("s1", "soviet", "0406", "soviet_rifles_41", 0)], rounds=3).new_initial_state())
    st.apply_str("activate g1")
    assert "smoke g1 -> 0406" in [str(a) for a in st.legal_actions()]
    assert "smoke g2 -> 0406" not in [str(a) for a in st.legal_actions()]  # rifles fire no smoke
    st.apply_str("smoke g1 -> 0406")
    h = st.pos.hexmap.parse("0406")
    assert st.pos.smoke[h] == "heavy" and st.activation["german"]["pool"] == 7 - 3 and st.turn == "soviet"
    with pytest.raises(RulesError):  # inside the mortar's minimum range (3)
        st.apply_action(Smoke(units=("g1",), target="0402"))
    st.apply_str("pass")
    play_to_turn(st)
    st.apply_str("pass")
    play_to_turn(st)
    assert st.round == 2 and st.pos.smoke == {h: "light"}


def test_pioneers_fire_smoke_at_range_1_only():
    st = play_to_turn(mini_game([("g1", "german", "0404", "german_pioneers", 3),
                                 ("s1", "soviet", "0405", "soviet_rifles_41", 0),
                                 ("s2", "soviet", "0407", "soviet_rifles_41", 0)]).new_initial_state())
    st.apply_str("activate g1")
    got = [str(a) for a in st.legal_actions() if isinstance(a, Smoke)]
    assert "smoke g1 -> 0405" in got and "smoke g1 -> 0407" not in got
