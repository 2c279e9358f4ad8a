"""Counter-Shock (tng 9.73): after a shock result below 0 the defender may
move 1 hex (into the attacker's hex when it is vacated) without re-facing
and shock every enemy in its front with no Commitment roll; its owner
chooses (``countershock`` / ``nocountershock``)."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario


def repulsed(extra=()):
    units = [("nap", "french", "1001", "commander", CMD, None, 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("ri", "russian", "0505", "infantry", dict(INF, sp=10), "rg", 4),
             ("fa", "french", "0404", "infantry", dict(INF, sp=2), "fg", 1)] + list(extra)
    st = game(scenario(units)).new_initial_state()
    drive(st, "order fg", "order rg", "pick fg", "pass", "shock 0404 -> 0505", "d10 0")   # commits
    drive(st, "d10 0")   # 2 SP v 10 (-4), clear +1: 0 - 3 = -3, below 0
    line = next(x for x in reversed(st.log) if "shock 0404 -> 0505: d10 0" in x)
    assert "= -3: attacker_disorder" in line
    return st


def test_below_zero_the_defender_may_counter_shock_into_the_vacated_hex():
    st = repulsed(extra=[("fb", "french", "0304", "infantry", INF, "fg", 1)])   # in ri's front from 0404
    drive(st, "d10 9")        # fa's Retreat Cohesion Check: 9 > 3 (Disordered), it retreats
    assert st.label(st.units["fa"]["hex"]) != "0404"
    assert st.current_player() == "russian"
    assert [str(a) for a in st.legal_actions()] == ["countershock 0505", "nocountershock 0505"]
    drive(st, "countershock 0505")
    assert st.label(st.units["ri"]["hex"]) == "0404" and st.units["ri"]["facing"] == 4   # no re-facing
    assert st.chance is not None and st.chance["t"] == "shock_roll" and st.chance["units"] == ["ri"]
    assert "0304" in st.chance["targets"]               # no Commitment roll: straight to the shock


def test_the_defender_may_decline():
    st = repulsed()
    drive(st, "d10 0", "nocountershock 0505")   # fa holds its Retreat Check; ri declines
    assert st.label(st.units["ri"]["hex"]) == "0505"
    assert any("0505 does not counter-shock (tng 9.73: its choice)" in x for x in st.log)
