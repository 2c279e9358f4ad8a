"""Retreat through friends (tng 9.65): a unit whose only retreat hex holds
friends it may not stack with retreats one more hex through them, and the
units passed through make a Disorder Cohesion Check."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario

from core.play.tng import combat, flow

CAV = {"sp": 6, "cohesion": 7, "disordered_cohesion": 4, "ma": 6}


def position():
    units = [("nap", "french", "0102", "commander", CMD, None, 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("ri", "russian", "0505", "infantry", INF, "rg", 4),
             ("rc", "russian", "0605", "heavy_cavalry", CAV, "rg", 4),   # infantry never stacks with cavalry (6.21)
             ("fa", "french", "0404", "infantry", INF, "fg", 1),
             ("fb", "french", "0604", "infantry", INF, "fg", 4),         # the other hexes away from 0404 hold enemies
             ("fc", "french", "0506", "infantry", INF, "fg", 4)]
    return game(scenario(units)).new_initial_state()


def test_retreat_passes_through_a_stack_it_cannot_join_and_the_friends_check_cohesion():
    st = position()
    m = st.data.hexmap
    combat.retreat(st, ["ri"], m.parse("0404"), "test")
    assert st.units["ri"]["box"] == "map"
    assert st.label(st.units["ri"]["hex"]) == "0606"      # one hex beyond 0605, label order (0606, 0705, 0706)
    assert "ri retreat 0505 -> 0606 through 0605 (tng 9.65)" in st.log[-1]
    flow.advance(st)
    assert st.chance == {"t": "disorder_check", "unit": "rc", "drm": 0, "why": "retreat passed through it, tng 9.65"}
    drive(st, "d10 8")    # 8 > Cohesion 7: Disordered
    assert st.has("rc", "disordered")
    assert st.rolls[-1]["roll"] == "disorder_check" and st.rolls[-1]["needed"] == "7 or less"


def test_with_the_hex_empty_it_retreats_one_hex_only():
    st = position()
    m = st.data.hexmap
    st.units["rc"]["hex"] = m.parse("0901")  # off the retreat path: 0605 is empty now
    st.touched()
    combat.retreat(st, ["ri"], m.parse("0404"), "test")
    assert st.label(st.units["ri"]["hex"]) == "0605" and "through" not in st.log[-1]
