"""Combined shock (tng 9.22, 9.4, 9.53, 9.71; `core.play.tng.combined`):
several stacks shock one hex with one roll, each rolling its own
Commitment first; the rulebook's infantry shock example (9.7 box,
tng_fow.md A.12 example 7) is played exactly."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario

from core.hexgrid import Hexside
from core.play.tng.combined import cshock_choices

FAR_CMD = ("nap", "french", "0102", "commander", CMD, None, 1)   # out of Orders Range of the attackers
KUT = ("kut", "russian", "0908", "commander", CMD, None, 4)


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def shock_step(units, orders=True, **kw):
    sc = scenario([FAR_CMD, KUT] + units, **kw)
    st = game(sc).new_initial_state()
    if orders:
        return drive(st, "order fg", "order rg", "pick fg", "pass")
    return drive(st, "pass", "order rg", "pick fg", "no_orders", "pass")


def test_rulebook_infantry_shock_example_one_roll_for_the_stacks_that_committed():
    """9.7 box: No Orders (+1), Napoleon out of range.  A (Cohesion 5) in the
    defender's rear, no DF: rolls 5, total 6 > 5, does not commit.  Stack B
    (14 SP, Cohesion 6) in a front hex: 4 +1 No Orders +1 DF = 6 <= 6,
    commits.  DRM: 14:5 is 2-1 (+2), clear with an open flank +1, Cohesion
    6 v 6 (0), no position bonus since A failed: +3; a 5 becomes 8,
    defender Disordered and a Retreat Cohesion Check."""
    units = [("ri", "russian", "0505", "infantry", dict(INF, sp=5, cohesion=6, df=1), "rg", 4),
             ("b1", "french", "0404", "infantry", dict(INF, sp=7, cohesion=6), "fg", 1, "bde"),
             ("b2", "french", "0404", "infantry", dict(INF, sp=7, cohesion=6), "fg", 1, "bde"),
             ("a", "french", "0605", "infantry", dict(INF, sp=4, cohesion=5), "fg", 5)]
    st = shock_step(units, orders=False)
    assert "cshock 0404+0605 -> 0505" in legal(st)
    drive(st, "cshock 0404+0605 -> 0505", "d10 4")
    assert "b1 Commitment 4 -> 6 vs Cohesion 6: commits" in st.log[-1]
    assert "No Orders +1 (tng 9.41), defender's Defensive Fire +1 (tng 9.42)" in st.log[-1]
    drive(st, "d10 5")
    assert "a Commitment 5 -> 6 vs Cohesion 5: does not commit" in st.log[-1]
    assert "Defensive Fire" not in st.log[-1]    # attacking from the rear: no DF (9.42)
    drive(st, "d10 5")
    line = next(x for x in reversed(st.log) if "combined shock 0404 -> 0505" in x)
    assert "d10 5 + 3 = 8: defender_disorder" in line
    assert "ratio 2-1 +2" in line and "terrain +1" in line and "cohesion +0" in line and "position" not in line
    assert st.has("ri", "disordered")
    assert st.chance == {"t": "retreat_check", "units": ["ri"], "away": "0404"}
    roll = st.rolls[-1]
    assert roll["roll"] == "cshock_roll" and roll["needed"] == "2+" and roll["chance"] == 0.8


def test_both_stacks_combine_strength_cohesion_and_rear_position():
    units = [("ri", "russian", "0505", "infantry", dict(INF, sp=8), "rg", 4),
             ("fa", "french", "0404", "infantry", INF, "fg", 1),
             ("fb", "french", "0605", "infantry", dict(INF, cohesion=8), "fg", 5)]
    st = shock_step(units)
    assert legal(st) == ["shock 0404 -> 0505", "shock 0605 -> 0505", "cshock 0404+0605 -> 0505", "pass"]
    drive(st, "cshock 0404+0605 -> 0505", "d10 0", "d10 0", "d10 9")
    line = next(x for x in reversed(st.log) if "combined shock 0404+0605 -> 0505" in x)
    # 20 SP v 8 is 2-1 (+2), Cohesion 8 - 6 (+2), front and rear (+3, tng 9.54), clear open flank (+1)
    assert "ratio 2-1 +2" in line and "cohesion +2" in line and "position +3" in line and "= 17:" in line
    # 10+: the defender retreats away from the stack with the highest Cohesion, which advances (9.71)
    assert st.label(st.units["fb"]["hex"]) == "0505" and st.label(st.units["fa"]["hex"]) == "0404"


def test_defender_takes_the_best_beneficial_terrain_when_attacked_from_several_hexes():
    units = [("ri", "russian", "0505", "infantry", dict(INF, sp=8), "rg", 4),
             ("fa", "french", "0404", "infantry", INF, "fg", 1),
             ("fb", "french", "0405", "infantry", INF, "fg", 1)]
    sc = scenario([FAR_CMD, KUT] + units)
    m = sc.hexmap
    m.terrain[m.parse("0505")] = "woods"    # shock DRM -1 (chart)
    m.hexsides[Hexside.between(m.parse("0405"), m.parse("0505"))] = frozenset({"stream"})   # -1 more across it
    st = drive(game(sc).new_initial_state(), "order fg", "order rg", "pick fg", "pass")
    drive(st, "cshock 0404+0405 -> 0505", "d10 0", "d10 0", "d10 5")
    line = next(x for x in reversed(st.log) if "combined shock" in x and "d10" in x)
    # from 0404 woods -1, from 0405 woods and stream -2: the defender takes -2 (tng 9.53)
    assert "terrain chosen by the defender" in line and "terrain -2" in line


def test_infantry_and_cavalry_never_combine():
    cav = {"sp": 8, "cohesion": 7, "disordered_cohesion": 4, "ma": 6}
    units = [("ri", "russian", "0505", "infantry", dict(INF, sp=8), "rg", 4),
             ("fa", "french", "0404", "infantry", INF, "fg", 1),
             ("fc", "french", "0405", "heavy_cavalry", cav, "fg", 1)]
    st = shock_step(units)
    assert not cshock_choices(st)
    assert "shock 0404 -> 0505" in legal(st) and "shock 0405 -> 0505" in legal(st)


def test_the_advancing_stack_chooses_its_facing():
    """tng 9.71: the stack that advances may re-face; the choice is the owner's (``aface``)."""
    units = [("ri", "russian", "0505", "infantry", dict(INF, sp=8), "rg", 4),
             ("fa", "french", "0404", "infantry", INF, "fg", 1),
             ("fb", "french", "0605", "infantry", dict(INF, cohesion=8), "fg", 5)]
    st = shock_step(units)
    drive(st, "cshock 0404+0605 -> 0505", "d10 0", "d10 0", "d10 9")
    assert st.current_player() == "french"
    assert legal(st) == ["aface 0505 5", "aface 0505 0", "aface 0505 1", "aface 0505 2", "aface 0505 3",
                         "aface 0505 4"]
    drive(st, "aface 0505 2")
    assert st.units["fb"]["facing"] == 2 and "fb face 2 after advancing into 0505 (tng 9.71)" in st.log[-1]


def test_no_shock_roll_when_no_stack_commits():
    units = [("ri", "russian", "0505", "infantry", dict(INF, sp=8), "rg", 4),
             ("fa", "french", "0404", "infantry", INF, "fg", 1),
             ("fb", "french", "0605", "infantry", INF, "fg", 5)]
    st = shock_step(units)
    drive(st, "cshock 0404+0605 -> 0505", "d10 9", "d10 9")      # 9 + DF 1 > 6, 9 > 6: neither commits
    assert "T1: combined shock from 0404+0605: no stack committed (tng 9.4)" in st.log
    assert not any(r["roll"] == "cshock_roll" for r in st.rolls) and not st.has("ri", "disordered")
