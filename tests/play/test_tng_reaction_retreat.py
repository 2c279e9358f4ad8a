"""Reaction retreat (tng 7.39, seed 004): cavalry alone in its hex, formed,
may retreat one hex when enemy infantry moves into its ZOC; the choice is
its owner's (``evade`` / ``stay``)."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario

CAV = {"sp": 6, "cohesion": 7, "disordered_cohesion": 4, "ma": 6}


def at_move_step(cav_stats=None, friend=None):
    units = [("nap", "french", "0101", "commander", CMD, None, 1),
             ("kut", "russian", "1001", "commander", CMD, None, 4),
             ("fi", "french", "0304", "infantry", INF, "fg", 1),
             ("rc", "russian", "0505", "heavy_cavalry", cav_stats or CAV, "rg", 4)] + ([friend] if friend else [])
    st = game(scenario(units)).new_initial_state()
    return drive(st, "order fg", "order rg", "pick fg")


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def test_infantry_entering_the_zoc_of_lone_cavalry_gives_it_the_choice_to_retreat():
    st = at_move_step()
    assert st.act["step"] == "move"
    drive(st, "tmove fi 0404 f1")
    assert st.current_player() == "russian"
    choices = legal(st)
    assert choices[-1] == "stay rc" and "evade rc 0605 f4" in choices
    assert not any(c.startswith("evade rc 0404") for c in choices)      # never into the enemy
    drive(st, "evade rc 0605 f4")
    assert st.label(st.units["rc"]["hex"]) == "0605" and st.units["rc"]["facing"] == 4
    assert "rc retreats 0505 -> 0605 facing 4 as fi comes on (tng 7.39)" in st.log[-1]
    assert st.act is None or "react" not in st.act     # decided: the French activation goes on


def test_staying_is_a_choice_and_cavalry_in_a_stack_does_not_react():
    st = at_move_step()
    drive(st, "tmove fi 0404 f1", "stay rc")
    assert st.label(st.units["rc"]["hex"]) == "0505"
    st = at_move_step(friend=("rc2", "russian", "0505", "heavy_cavalry", CAV, "rg", 4))
    drive(st, "tmove fi 0404 f1")
    assert "react" not in st.act and st.current_player() == "french"


def test_disordered_cavalry_does_not_react():
    st = at_move_step()
    st.set_flag("rc", "disordered")
    st.touched()
    drive(st, "tmove fi 0404 f1")
    assert "react" not in st.act
