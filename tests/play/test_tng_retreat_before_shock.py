"""Retreat before shock (tng 9.31, 9.1 step 2) and cavalry's free choice
against infantry (9.86): before any Commitment roll the cavalry may pull
back 1-2 hexes (``fallback``) or stand (``hold``); after a retreat the
attacker's advance is optional (9.72: ``follow`` / ``nofollow``)."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario

CAV = {"sp": 6, "cohesion": 7, "disordered_cohesion": 4, "ma": 6}


def shock_declared(defender_kind="heavy_cavalry"):
    units = [("nap", "french", "1001", "commander", CMD, None, 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("rc", "russian", "0505", defender_kind, CAV, "rg", 4),
             ("fa", "french", "0404", "infantry", INF, "fg", 1)]
    st = game(scenario(units)).new_initial_state()
    drive(st, "order fg", "order rg", "pick fg", "pass")
    assert "shock 0404 -> 0505" in [str(a) for a in st.legal_actions()]
    return drive(st, "shock 0404 -> 0505")


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def test_cavalry_shocked_by_infantry_may_retreat_one_or_two_hexes_before_commitment():
    st = shock_declared()
    assert st.current_player() == "russian" and st.chance is None   # before any Commitment roll (9.1)
    choices = legal(st)
    assert choices[-1] == "hold 0505"
    dests = [c.split(" -> ")[1] for c in choices if c.startswith("fallback")]
    assert "ccharge 0505 -> 0404" in choices                     # 9.86: or counter-charge the infantry
    assert "0605" in dests and "0706" in dests                   # one and two hexes away from 0404
    assert "0404" not in dests and "0504" not in dests           # never toward the attacker
    drive(st, "fallback 0505 -> 0706")
    assert st.label(st.units["rc"]["hex"]) == "0706" and st.units["rc"]["facing"] == 4
    assert st.current_player() == "french" and legal(st) == ["follow 0404 -> 0505", "nofollow 0505"]
    drive(st, "follow 0404 -> 0505")
    assert st.label(st.units["fa"]["hex"]) == "0505"
    assert legal(st)[0].startswith("aface 0505")                 # it may re-face after advancing (9.71)
    assert not any(r["roll"] in ("commit", "shock_roll") for r in st.rolls)   # no shock: nothing was there


def test_holding_lets_the_shock_go_on():
    st = shock_declared()
    drive(st, "hold 0505")
    assert st.chance == {"t": "commit", "units": ["fa"], "hex": "0404", "targets": ["0505"]}


def test_declining_to_follow_leaves_the_attacker_in_place():
    st = shock_declared()
    drive(st, "fallback 0505 -> 0605", "nofollow 0505")
    assert st.label(st.units["fa"]["hex"]) == "0404" and (st.act is None or "evade" not in st.act)


def test_infantry_defenders_get_no_such_choice():
    st = shock_declared(defender_kind="infantry")
    assert st.chance is not None and st.chance["t"] == "commit"


def test_light_cavalry_retreats_before_a_heavy_charge_and_rolls_for_disorder():
    units = [("nap", "french", "1001", "commander", CMD, None, 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("fc", "french", "0204", "heavy_cavalry", {"sp": 8, "cohesion": 7, "disordered_cohesion": 4, "ma": 6},
              "fg", 1),
             ("rl", "russian", "0504", "light_cavalry", CAV, "rg", 4)]
    st = game(scenario(units)).new_initial_state()
    drive(st, "order fg", "order rg", "pick fg", "pass", "charge fc 0304,0404 -> 0504")
    assert st.current_player() == "russian" and st.chance is None    # before the Commitment roll (9.31)
    drive(st, "fallback 0504 -> 0604")
    assert st.chance == {"t": "disorder_check", "unit": "rl", "drm": 0, "why": "retreat before a charge, tng 9.31"}
    drive(st, "d10 8")                                # 8 > Cohesion 7: Disordered
    assert st.has("rl", "disordered") and st.label(st.units["fc"]["hex"]) == "0204"
    assert any("the charge on 0504 finds nobody (tng 9.31)" in x for x in st.log)


def test_cavalry_shocked_by_infantry_may_counter_charge_it_with_no_roll():
    st = shock_declared()
    drive(st, "ccharge 0505 -> 0404")
    assert st.chance == {"t": "shock_roll", "units": ["rc"], "hex": "0505", "targets": ["0404"], "charge": "heavy"}
    drive(st, "d10 5")
    line = next(x for x in reversed(st.log) if "shock 0505 -> 0404: d10 5" in x)
    assert "heavy charge +3 (tng 9.83)" in line            # the normal charge DRM (9.86)
    assert not any(r["roll"] == "commit" for r in st.rolls)   # neither side rolls Commitment
    drive(st, "d10 0")                                     # fa's Retreat Cohesion Check: holds
    assert st.has("rc", "disordered")                      # counter-charging cavalry ends Disordered (A.8)
