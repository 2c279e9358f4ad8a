"""Several cavalry units charging one hex (tng 9.8, tng_fow.md A.8 and the
rulebook's cavalry charge example, A.12 example 8): each rolls its own
Commitment and Recall, the shock is one roll with their SP added, the
charger with the stacking priority (Heavy, then Cohesion, 9.87) advances,
every unit that charged ends Disordered."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario

CAV = {"sp": 6, "cohesion": 3, "disordered_cohesion": 2, "ma": 6}


def two_chargers(y_stats=None):
    units = [("nap", "french", "1001", "commander", CMD, None, 1),    # out of Orders Range: no Commitment DRM
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("y", "russian", "0505", "infantry", y_stats or dict(INF, sp=3, cohesion=6, disordered_cohesion=5),
              "rg", 4),
             ("ca", "french", "0203", "heavy_cavalry", CAV, "fg", 1),
             ("cb", "french", "0206", "heavy_cavalry", dict(CAV, cohesion=4), "fg", 0)]
    st = game(scenario(units)).new_initial_state()
    return drive(st, "order fg", "order rg", "pick fg", "pass")


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def test_rulebook_charge_example_two_heavy_units_against_a_failed_square():
    """A.12 example 8, A+B against Y: A commits on <= 3, B on <= 4; Y needs
    <= 6 to form square and fails (Disordered, Cohesion now 5); ratio +4
    (12 SP v 3), heavy charge +3, Cohesion 4 - 5 = -1, clear +1: +7.  10+:
    Y, already Disordered, Withdraws; the highest-Cohesion cavalry advances
    and stops; A and B become Disordered."""
    st = two_chargers()
    drive(st, "charge ca 0304,0404 -> 0505")
    assert legal(st) == ["charge cb 0306,0405 -> 0505", "launch 0505"]   # more cavalry may join (tng 9.8)
    drive(st, "charge cb 0306,0405 -> 0505")   # nobody else may join: the charge begins
    assert st.chance == {"t": "charge_commit", "unit": "ca"}
    drive(st, "d10 3")
    assert "ca charge Commitment 3 -> 3 vs Cohesion 3: commits" in st.log[-2]
    assert "needs a natural 3 or less vs 3 (40%)" in st.log[-2]
    drive(st, "d10 4")
    assert "cb charge Commitment 4 -> 4 vs Cohesion 4: commits" in st.log[-2]
    assert st.current_player() == "russian" and legal(st) == ["square 0505", "stand 0505"]
    drive(st, "square 0505", "d10 7")   # 7 > Cohesion 6: fails, Y Disordered (9.85)
    assert st.has("y", "disordered") and st.unit("y").cohesion == 5
    drive(st, "d10 3")
    line = next(x for x in reversed(st.log) if "charge ca+cb -> 0505" in x)
    assert "d10 3 + 7 = 10" in line
    assert "ratio 4-1 +4" in line and "heavy charge +3" in line and "cohesion -1" in line and "terrain +1" in line
    assert st.units["y"]["box"] == "withdrawn"
    assert st.label(st.units["cb"]["hex"]) == "0505" and st.label(st.units["ca"]["hex"]) == "0404"
    assert st.has("ca", "disordered") and st.has("cb", "disordered")
    assert st.rolls[-1]["roll"] == "charge_shock" and st.rolls[-1]["needed"] == "-2+"


def test_a_charger_that_does_not_commit_drops_out_and_the_other_charges_alone():
    st = two_chargers()
    drive(st, "charge ca 0304,0404 -> 0505", "charge cb 0306,0405 -> 0505", "d10 9", "d10 0")
    assert st.label(st.units["ca"]["hex"]) == "0203"     # did not commit: stays, not Disordered by a charge
    drive(st, "stand 0505", "d10 0")
    assert any("charge cb -> 0505" in x for x in st.log)
    assert not st.has("ca", "disordered")


def test_each_charger_decides_recall_against_a_square_on_its_own():
    st = two_chargers()
    drive(st, "charge ca 0304,0404 -> 0505", "charge cb 0306,0405 -> 0505", "d10 0", "d10 0",
          "square 0505", "d10 0")
    assert st.has("y", "in_square")
    assert st.current_player() == "french" and legal(st) == ["recall ca", "press ca"]
    drive(st, "recall ca", "d10 2")     # 2 <= 3: recalled, stays where it is (9.82)
    assert legal(st) == ["recall cb", "press cb"]
    drive(st, "press cb", "d10 5")
    line = next(x for x in reversed(st.log) if "-> 0505: d10" in x)
    assert line.split(": ")[1].startswith("charge cb -> 0505") and "charge against square -2" in line
    assert not st.has("ca", "disordered") and st.has("cb", "disordered")


def test_launch_without_the_second_unit_charges_with_the_first_alone():
    st = two_chargers()
    drive(st, "charge ca 0304,0404 -> 0505", "launch 0505")
    assert st.chance == {"t": "charge_commit", "unit": "ca"}
    drive(st, "d10 0")
    assert st.label(st.units["ca"]["hex"]) == "0404" and st.label(st.units["cb"]["hex"]) == "0206"
