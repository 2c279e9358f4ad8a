"""Leaving a front hex to a friend (tng 9.22, tng_fow.md A.7;
`core.play.tng.leave_shock`): a stack with enemies in both front hexes may
shock one of them while a friendly stack shocks the other; every
Commitment roll comes before any resolution (9.4), and when the friend
does not commit the first stack must shock both."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario

FAR_CMD = ("nap", "french", "0102", "commander", CMD, None, 1)   # out of Orders Range of the attackers
KUT = ("kut", "russian", "0908", "commander", CMD, None, 4)
UNITS = [("r1", "russian", "0504", "infantry", dict(INF, df=0), "rg", 4),
         ("r2", "russian", "0505", "infantry", dict(INF, df=0), "rg", 4),
         ("a", "french", "0404", "infantry", INF, "fg", 1),         # front 0504, 0505
         ("b", "french", "0605", "infantry", INF, "fg", 5)]         # front 0604 (empty), 0505
LEAVE = "lshock 0404 -> 0504 leaving 0505 to 0605"


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def shock_step():
    st = game(scenario([FAR_CMD, KUT] + UNITS)).new_initial_state()
    return drive(st, "order fg", "order rg", "pick fg", "pass")


def test_offered_beside_the_single_and_combined_shocks():
    st = shock_step()
    acts = legal(st)
    assert LEAVE in acts
    assert "shock 0404 -> 0504,0505" in acts and "shock 0605 -> 0505" in acts
    assert "shock 0404 -> 0504" not in acts                # alone it must shock both (9.22)
    assert "cshock 0404+0605 -> 0504,0505" in acts


def test_both_commit_then_each_shocks_its_own_hex():
    st = shock_step()
    drive(st, LEAVE)
    assert "leaving 0505 to b shocking from 0605 (tng 9.22)" in st.log[-1]
    assert st.chance["t"] == "commit" and st.chance["units"] == ["b"]        # the friend first
    drive(st, "d10 0")
    assert "b Commitment 0 -> 0 vs Cohesion 6: commits" in st.log[-1]
    assert st.chance["t"] == "commit" and st.chance["units"] == ["a"] and st.chance["targets"] == ["0504"]
    drive(st, "d10 0")                                     # every Commitment before any resolution (9.4)
    assert st.chance["t"] == "shock_roll" and st.chance["units"] == ["b"] and st.chance["targets"] == ["0505"]
    drive(st, "d10 5")
    assert any(x.startswith("T1: shock 0605 -> 0505: d10 5") for x in st.log)
    while st.chance and st.chance["t"] != "shock_roll":
        drive(st, "d10 0")
    while st.chance is None and st.act and st.act.get("aface"):
        drive(st, legal(st)[0])
    assert st.chance["t"] == "shock_roll" and st.chance["units"] == ["a"] and st.chance["targets"] == ["0504"]


def test_the_friend_fails_so_the_first_stack_shocks_both():
    st = shock_step()
    drive(st, LEAVE, "d10 9")
    assert "b Commitment 9 -> 9 vs Cohesion 6: does not commit" in st.log[-2]
    assert "0605 did not commit: a must shock 0505 too (tng 9.22)" in st.log[-1]
    assert st.chance["t"] == "commit" and st.chance["targets"] == ["0504", "0505"]
    drive(st, "d10 0", "d10 5")
    lines = [x for x in st.log if x.startswith("T1: shock 0404 -> ")]
    assert [x.split(":")[1] for x in lines] == [" shock 0404 -> 0504", " shock 0404 -> 0505"]   # one die, both hexes
    assert all("d10 5" in x for x in lines)


def test_the_first_stack_failing_leaves_only_the_friends_shock():
    st = shock_step()
    drive(st, LEAVE, "d10 0", "d10 9")
    assert "a Commitment 9 -> 9 vs Cohesion 6: does not commit" in st.log[-1]
    assert st.chance["t"] == "shock_roll" and st.chance["units"] == ["b"]
    drive(st, "d10 5")
    assert not any(x.startswith("T1: shock 0404") for x in st.log)
