"""The fow shot report (core.overlays.fow_shot, no Qt): what the shooting
preview says, checked against the rules (seed 001 pp. 90-91)."""
from __future__ import annotations

from core import edits as E
from core.formats.scenariofile import load_scenario
from core.overlays.fow_shot import scenario_scale, scenario_team, shot_report
from tests.conftest import SAMPLES

PLATOON = SAMPLES / "fow_platoon_action.scenario.json"


def _sc(**moves):
    sc = load_scenario(PLATOON)
    for uid, label in moves.items():
        E.move_unit(sc, uid, sc.hexmap.parse(label))
    return sc


def test_scale_and_teams_come_from_the_scenario():
    sc = _sc()
    assert scenario_scale(sc).inches_per_hex == 3
    g1 = scenario_team(sc, sc.unit("g1"))
    assert g1.type == "infantry" and g1.skill == "veteran" and "dug_in" in g1.status
    assert scenario_team(sc, sc.unit("a8")).skill == "conscript"


def test_out_of_range_says_why():
    r = shot_report(_sc(), "a1", "g3")
    assert not r.legal and r.lines[1] == 'No shot: out of range: 48" > 16"'
    assert r.lines[0].endswith('16 hexes = 48"')


def test_concealed_gone_to_ground_target_in_buildings():
    r = shot_report(_sc(a1="0707"), "a1", "g6")
    assert r.legal
    assert r.lines[1] == "Concealed: yes -- target is in concealing terrain (buildings)"
    assert r.lines[2] == "Gone to ground: yes (did not move, shoot or assault)"
    assert r.lines[3] == "To hit: 5+ = trained target 3+ +1 concealed +1 gone to ground"
    assert r.lines[4] == "Dice: 1 (halted ROF 1)"
    assert r.lines[5] == "Hits: save 3+, then a Firepower test 6+ (bulletproof cover)"
    assert r.shot.to_hit == 5 and r.shot.dice == 1


def test_moved_shooter_uses_moving_rof_and_long_range_adds_one():
    sc = _sc(a5="1306")
    sc.unit("a5").stats["status"] = ["moved"]
    r = shot_report(sc, "a5", "g1")                        # HMG ROF 6, its own moving ROF 3
    assert r.lines[4] == "Dice: 3 (moved: the weapon's moving ROF 3, halted 6)"
    assert r.lines[3] == "To hit: 6+ = veteran target 4+ +1 concealed +1 gone to ground"
    sc.unit("a5").stats["status"] = ["digging_in"]
    assert "tried to dig in (counts as moved)" in shot_report(sc, "a5", "g1").lines[4]
    sc2 = _sc(a6="1306")                                   # Sherman 8 hexes (24") from the Panzer IV
    r2 = shot_report(sc2, "a6", "g5")
    assert r2.shot.long_range and r2.lines[3] == 'To hit: 5+ = veteran target 4+ +1 long range (> 16")'
    assert r2.lines[1] == "Concealed: no -- stationary vehicle in the open: not concealed"
    assert r2.lines[2].endswith("-- counts only when concealed")
    assert r2.lines[5].startswith("Hits: armour save, front 6 +1 long range vs AT 10")


def test_table_rof_when_the_weapon_has_no_moving_rof():
    sc = _sc(a6="1306")
    sc.unit("a6").stats["status"] = ["moved"]
    assert shot_report(sc, "a6", "g5").lines[4] == "Dice: 1 (moved: ROF 2 -> 1, moving-ROF table)"


def test_bad_data_is_an_error_text_not_an_exception():
    sc = _sc(a1="0707")
    sc.unit("a1").stats.update({"rof": 1, "rof_moving": 3})
    r = shot_report(sc, "a1", "g6")
    assert not r.legal and "moving ROF 3 is above its halted ROF 1" in r.error
    assert "moving ROF" in r.summary()
    for bad in (0, -1):
        sc3 = _sc()
        sc3.options["inches_per_hex"] = bad
        assert "greater than zero" in shot_report(sc3, "a1", "g6").error
