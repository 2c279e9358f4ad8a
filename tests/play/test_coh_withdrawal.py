"""Close-combat withdrawal (rules/coh.md 4.4; E3 6.12): on the turn after
the enemy entered, a defender may not withdraw into the hex the enemy came
from nor the two hexes next to both."""
from __future__ import annotations

import pytest

from core.errors import RulesError
from core.play.actions import Move
from tests.play.helpers import mini_game, play_to_turn


def _moves(st, uid):
    return {a.to[0] for a in st.legal_actions() if isinstance(a, Move) and a.units == (uid,)}


def test_defender_may_not_withdraw_toward_the_hex_the_enemy_came_from():
    st = mini_game([("g1", "german", "0504", "german_rifles_41", 3),
                    ("s1", "soviet", "0505", "soviet_rifles_41", 0)]).new_initial_state()
    play_to_turn(st)
    st.apply_str("activate g1")
    st.apply_str("move g1 0505")  # close combat: entered from 0504
    play_to_turn(st)
    assert st.turn == "soviet"
    labs = {st.pos.hexmap.label(h) for h in st.pos.hexmap.neighbours(st.unit("s1").hex)}
    assert labs == {"0504", "0604", "0605", "0506", "0405", "0404"}
    got = _moves(st, "s1")
    assert got & {"0504", "0604", "0404"} == set() and {"0605", "0506", "0405"} <= got
    with pytest.raises(RulesError, match="may not withdraw into the hex the enemy came from"):
        st.apply_action(Move(units=("s1",), to=("0504",), pay="caps"))
    st.apply_str("activate s1")
    assert "0504" not in _moves(st, "s1")  # still the turn after the entry
    st.apply_str("stall s1")
    play_to_turn(st)
    st.apply_str("pass")  # the Germans pass: the Soviets' next turn is no longer the one after the entry
    play_to_turn(st)
    assert st.turn == "soviet" and "0504" in _moves(st, "s1")
