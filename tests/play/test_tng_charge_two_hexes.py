"""A cavalry charge against two hexes (tng 9.8 with 9.24; tng_fow.md A.7:
"shocking two hexes uses one die roll with the DRMs applied separately to
each hex"; A.8: "against a multi-hex charge, the counter-charge hits only
one hex"), `core.play.tng.charge_two`."""
from __future__ import annotations

import json

from core.play.tng import not_played
from core.play.tng.charge_two import Charge2
from tng_helpers import CMD, INF, drive, game, scenario

CAV = {"sp": 8, "cohesion": 7, "disordered_cohesion": 4, "ma": 6}
RCAV = {"sp": 4, "cohesion": 5, "disordered_cohesion": 3, "ma": 6}
TWO = "charge fc 0304,0403 -> 0504+0503"


def setup(second):
    """French heavy cavalry ``fc`` at 0204 (Under Orders, shock step), the
    Russian infantry ``ri`` at 0504 and ``second`` at 0503: from 0403, faced
    at 0504, both are in its front."""
    units = [("nap", "french", "0102", "commander", CMD, None, 1),
             ("fc", "french", "0204", "heavy_cavalry", CAV, "fg", 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("ri", "russian", "0504", "infantry", INF, "rg", 4), second]
    st = game(scenario(units)).new_initial_state()
    return drive(st, "order fg", "order rg", "pick fg", "pass")


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def lines(st, target):
    return [x for x in st.log if f"charge fc -> {target} (one of two hexes)" in x]


def test_a_charge_against_both_front_hexes_is_offered():
    st = setup(("rj", "russian", "0503", "infantry", INF, "rg", 4))
    assert TWO in legal(st)
    assert "charge fc 0304,0403 -> 0504" in legal(st)     # one hex still may be charged alone


def test_one_roll_each_hex_its_own_drm_and_result():
    """Heavy charge, 8 SP against 10 in each hex: ratio 2-3 -1, Cohesion
    7-6 +1, clear +1, heavy charge +3 = +4 against each; one d10 (6): 10
    against both, both retreat, the charger advances into the hex it
    faced (0504) and pursues (9.87)."""
    st = setup(("rj", "russian", "0503", "infantry", INF, "rg", 4))
    drive(st, TWO, "d10 3")
    assert legal(st) == ["square 0504", "stand 0504"]     # the faced hex's defender first
    drive(st, "stand 0504")
    assert legal(st) == ["square 0503", "stand 0503"]     # then the other hex's, on its own (9.85)
    drive(st, "stand 0503")
    assert st.chance == {"t": "charge_shock"}
    n = len(st.rolls)
    drive(st, "d10 6")
    for hx in ("0504", "0503"):
        (line,) = lines(st, hx)
        assert "d10 6 + 4 = 10" in line
        assert "ratio 2-3 -1" in line and "cohesion +1" in line and "heavy charge +3" in line
    assert st.rolls[n]["die"] == 6 and len(st.rolls) == n + 1  # one roll for both hexes, explained once
    assert st.label(st.units["ri"]["hex"]) == "0505" and st.label(st.units["rj"]["hex"]) == "0502"
    assert st.label(st.units["fc"]["hex"]) == "0504"
    assert any("fc advances into 0504 and pursues 0505" in x for x in st.log)


def test_a_counter_charge_hits_only_its_own_hex():
    """The cavalry in 0503 counter-charges (d10 0 <= Cohesion 5): against
    0503 the charge loses its +3 (9.86); against 0504 it keeps it."""
    st = setup(("rj", "russian", "0503", "heavy_cavalry", RCAV, "rg", 3))
    drive(st, TWO, "d10 3", "stand 0504")
    assert legal(st) == ["countercharge rj", "stand 0503"]
    drive(st, "countercharge rj", "d10 0", "d10 6")
    (first,) = lines(st, "0504")
    (second,) = lines(st, "0503")
    assert "heavy charge +3" in first and "d10 6 + 4 = 10" in first
    assert "heavy charge" not in second and "d10 6 + 5 = 11" in second   # 8 v 4: 2-1 +2, Cohesion 7-5 +2, clear +1
    assert "disordered" in st.units["rj"]["status"]                          # retreated Disordered by the 10+


def test_repulsed_by_either_hex_the_charger_is_disordered_once():
    """d10 0: 0 + 4 = 4 against each hex: attacker disorder (and a retreat
    check); the charger is Disordered, not Withdrawn (once, not per hex)."""
    st = setup(("rj", "russian", "0503", "infantry", INF, "rg", 4))
    drive(st, TWO, "d10 3", "stand 0504", "stand 0503", "d10 0")
    assert all("= 4: attacker" in x for x in lines(st, "0504") + lines(st, "0503"))
    assert st.units["fc"]["box"] == "map" and "disordered" in st.units["fc"]["status"]


def test_two_hex_charge_action_round_trips_and_state_serialises():
    st = setup(("rj", "russian", "0503", "infantry", INF, "rg", 4))
    a = next(x for x in st.legal_actions() if str(x) == TWO)
    assert isinstance(a, Charge2) and a.type == "charge2"
    drive(st, TWO, "d10 3")
    again = st.game.state_from_dict(json.loads(json.dumps(st.to_dict())))
    assert again.state_hash() == st.state_hash() and legal(again) == legal(st)


def test_play_rules_no_longer_lists_two_hex_charges():
    assert "charge_two_hexes_9_8" not in not_played()
