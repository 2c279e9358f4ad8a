"""Conflict of Heroes fire combat: coh.md 13 worked examples (3rd-ed hit
numbers translated to AV = FP + 2D6 vs DV) and seed 000 §9.12, §10.0, §10.3."""
import pytest

from core.errors import RulesError
from core.rules.coh.combat import attack, fire_cost
from core.rules.coh.errors import IllegalAction
from core.rules.coh.firegroup import in_arc
from tests.core.test_coh_move import U, pos

GER = dict(side="german")


def test_ex1_basic_attack_light_woods_one_cap_misses():
    p = pos([U("g1", "0401", facing=3, stats={"fp_soft": 4, "range": 9}, **GER),
             U("s1", "0404", facing=0)], {"0404": {"terrain": "light_woods"}})
    r = attack(p, ["g1"], "s1", [4, 3], caps=1)
    assert (r.primary.attack_value, r.primary.defense_value, r.primary.hit) == (12, 13, False)
    assert r.cost == 2


def test_ex2_flank_adjacent_wood_building_hit_not_critical():
    p = pos([U("s1", "0403", facing=3, stats={"fp_soft": 3, "fire_ap": 4}),
             U("pak", "0404", kind="gun", facing=3, stats={"dr_flank": 10, "dr_front": 13}, **GER)],
            {"0404": {"terrain": "wood_building"}})
    r = attack(p, ["s1"], "pak", [3, 3], caps=2).primary
    assert r.flank and r.defense_value == 11 and r.attack_value == 14
    assert r.hit and not r.destroyed


def test_ex3_stacked_targets_each_rolled_with_its_own_facing():
    p = pos([U("s1", "0401", facing=3, stats={"fp_soft": 3, "range": 5}),
             U("gr", "0404", facing=3, stats={"dr_flank": 11, "dr_front": 12}, **GER),
             U("mg", "0404", facing=0, stats={"dr_flank": 10, "dr_front": 12}, **GER)])
    res = attack(p, ["s1"], "0404", [3, 3, 5, 5])
    rifles, mg = res.results
    assert (rifles.unit_id, rifles.defense_value, rifles.attack_value, rifles.hit) == ("gr", 11, 9, False)
    assert (mg.unit_id, mg.defense_value, mg.attack_value, mg.hit) == ("mg", 12, 13, True)


def test_ex4_close_combat_plus_four_against_flank_with_terrain():
    p = pos([U("s1", "0404", facing=0, stats={"fp_soft": 3}),
             U("hmg", "0404", facing=0, spent=True, stats={"dr_flank": 10, "dr_front": 12}, **GER),
             U("gr", "0404", facing=0, **GER)], {"0404": {"terrain": "light_woods"}})
    r = attack(p, ["s1"], "hmg", [3, 4])
    assert r.close_combat and r.modifiers["close_combat"] == 4
    assert (r.primary.defense_value, r.primary.attack_value, r.primary.hit) == (11, 14, True)


def test_crewed_close_combat_minus_two():
    p = pos([U("mg", "0404", crewed=True, stats={"fp_soft": 4}), U("g", "0404", **GER)])
    assert attack(p, ["mg"], "g", [1, 1]).modifiers["close_combat"] == -2


def test_ex5_suppressed_marker_fp_and_cost():
    p = pos([U("s1", "0401", facing=3, hits=["suppressed"], stats={"fp_soft": 3, "fire_ap": 4}),
             U("hmg", "0404", facing=0, **GER)])
    r = attack(p, ["s1"], "hmg", [5, 5])
    assert r.fp == 1 and r.cost == 5
    assert (r.primary.attack_value, r.primary.defense_value, r.primary.hit) == (11, 12, False)


def test_ex6_critical_hit_destroys_in_heavy_woods():
    p = pos([U("hmg", "0401", facing=3, stats={"fp_soft": 5, "range": 12}, **GER),
             U("maxim", "0404", facing=0, stats={"dr_front": 12})], {"0404": {"terrain": "heavy_woods"}})
    r = attack(p, ["hmg"], "maxim", [5, 6], caps=2).primary
    assert (r.defense_value, r.attack_value) == (14, 18) and r.critical and r.destroyed


def test_ex8_group_attack_two_supporters():
    p = pos([U("hmg", "0401", facing=3, stats={"fp_soft": 5, "range": 12}, **GER),
             U("r1", "0301", facing=3, stats={"fp_soft": 2, "range": 5}, **GER),
             U("r2", "0501", facing=3, stats={"fp_soft": 2, "range": 5}, **GER),
             U("s1", "0404", facing=0)])
    r = attack(p, ["hmg", "r1", "r2"], "s1", [4, 4])
    assert r.fp == 7 and r.primary.hit and not r.primary.destroyed and r.cost == 2
    assert attack(p, ["hmg", "r1", "r2"], "s1", [4, 5]).primary.destroyed  # critical on HN+4 = 9


def test_seed_9_12_firegroup_hmg_4_to_5_pays_leader_cost():
    p = pos([U("hmg", "0401", facing=3, stats={"fp_soft": 4, "fire_ap": 2, "range": 12}, **GER),
             U("rifle", "0401", facing=3, stats={"fp_soft": 2, "fire_ap": 3, "range": 5}, **GER),
             U("s1", "0404", facing=0)])
    r = attack(p, ["hmg", "rifle"], "s1", [1, 1])
    assert r.fp == 5 and r.cost == 2


@pytest.mark.parametrize("why,sup", [
    ("long range", U("r", "0401", facing=3, stats={"range": 2}, **GER)),
    ("not adjacent", U("r", "0201", facing=3, **GER)),
    ("out of arc", U("r", "0401", facing=0, **GER)),
    ("FP marker", U("r", "0401", facing=3, hits=["suppressed"], **GER)),
    ("no FP", U("r", "0401", facing=3, stats={"fp_soft": 0}, **GER)),
])
def test_firegroup_supporter_conditions_seed_9_12(why, sup):
    p = pos([U("g1", "0401", facing=3, stats={"range": 12}, **GER), sup, U("s1", "0404", facing=0)])
    with pytest.raises(IllegalAction, match="9.12"):
        attack(p, ["g1", "r"], "s1", [4, 4])


def test_pinned_supporter_may_still_support():
    p = pos([U("g1", "0401", facing=3, **GER), U("r", "0401", facing=3, hits=["pinned"], **GER),
             U("s1", "0404", facing=0)])
    assert attack(p, ["g1", "r"], "s1", [4, 4]).fp == 5


def test_ex12_hilltop_bunker_too_strong():
    p = pos([U("mg", "0401", facing=3, stats={"fp_soft": 5}, **GER), U("mmg", "0404", facing=0)],
            {"0404": {"elevation": 1, "fortification": {"kind": "bunker", "facing": 0}}})
    r = attack(p, ["mg"], "mmg", [6, 6]).primary
    assert r.defense_value == 18 and not r.hit


def test_ex14_bunker_flank_and_adjacent_vehicle():
    p = pos([U("pz", "0405", kind="vehicle", facing=0, stats={"fp_soft": 5, "fp_hard": 7}, **GER),
             U("mmg", "0404", facing=0, stats={"dr_flank": 10, "dr_front": 12})],
            {"0404": {"fortification": {"kind": "bunker", "facing": 0}}})
    r = attack(p, ["pz"], "mmg", [1, 2])
    assert r.primary.defense_value == 13 and r.primary.attack_value == 11 and not r.primary.hit


def test_ex15_he_uses_flank_and_hasty_defense_card_fp():
    mortar = U("m", "0401", kind="team", facing=3, explosive=True, stats={"fp_soft": 3, "range": 16, "range_min": 3}, **GER)
    mmg = U("mmg", "0405", facing=0, hasty_defense=True, stats={"dr_flank": 10, "dr_front": 12})
    p = pos([mortar, mmg])
    r = attack(p, ["m"], "mmg", [2, 3], fp_bonus=2).primary
    assert (r.attack_value, r.defense_value, r.hit) == (10, 11, False)
    assert attack(p, ["m"], "mmg", [3, 3], fp_bonus=2).primary.hit
    near = pos([mortar, U("x", "0402", facing=0)])
    with pytest.raises(IllegalAction, match="minimum range"):
        attack(near, ["m"], "x", [3, 3])


def test_seed_10_0_hidden_rifle_in_woods_dv_14_av_13_misses():
    p = pos([U("hmg", "0401", facing=3, stats={"fp_soft": 5, "range": 12}, **GER),
             U("s1", "0404", hidden=True, stats={"dr_front": 12, "dr_flank": 11})], {"0404": {"terrain": "woods"}})
    r = attack(p, ["hmg"], "0404", [4, 4]).primary
    assert (r.attack_value, r.defense_value, r.hit) == (13, 14, False)


def test_hidden_hex_he_uses_lowest_flank_dr():
    p = pos([U("m", "0401", facing=3, explosive=True, stats={"range": 12}, **GER),
             U("a", "0404", hidden=True, stats={"dr_front": 11, "dr_flank": 10}),
             U("b", "0404", hidden=True, stats={"dr_front": 12, "dr_flank": 9})])
    assert attack(p, ["m"], "0404", [1, 1]).primary.unit_id == "b"
    assert attack(p, ["m"], "0404", [1, 1]).primary.defense_value == 9


def test_fire_at_an_empty_hex_is_resolved_and_misses():
    p = pos([U("g1", "0401", facing=3, **GER)])
    r = attack(p, ["g1"], "0404", [6, 6]).primary
    assert r.unit_id is None and r.defense_value is None and not r.hit


def test_seed_10_3_sniper_always_uses_flank():
    p = pos([U("sn", "0401", kind="sniper", facing=3, hidden=True), U("hmg", "0404", facing=0, **GER)])
    r = attack(p, ["sn"], "hmg", [1, 1]).primary
    assert r.flank and r.defense_value == 10


def test_wall_across_the_line_adds_one_but_not_against_he():
    sides = [{"hexes": ["0403", "0404"], "feature": "wall"}]
    p = pos([U("g1", "0401", facing=3, **GER), U("s1", "0404", facing=0)], hexsides=sides)
    assert attack(p, ["g1"], "s1", [1, 1]).primary.defense_value == 13
    p2 = pos([U("g1", "0401", facing=3, explosive=True, **GER), U("s1", "0404", facing=0)], hexsides=sides)
    assert attack(p2, ["g1"], "s1", [1, 1]).primary.defense_value == 10  # HE: flank, no wall


def test_target_higher_plus_one_dm():
    p = pos([U("g1", "0401", facing=3, **GER), U("s1", "0404", facing=0)], {"0404": {"elevation": 1}})
    assert attack(p, ["g1"], "s1", [1, 1]).primary.defense_value == 13


def test_smoke_modifiers_capped_at_two():
    case_units = [U("g1", "0401", facing=3, **GER), U("s1", "0404", facing=0)]
    p = pos(case_units)
    from dataclasses import replace
    hx = p.hexmap.parse
    smoky = replace(p, smoke={hx("0404"): "heavy", hx("0403"): "light", hx("0401"): "light"})
    r = attack(smoky, ["g1"], "s1", [3, 3])
    assert r.primary.defense_value == 14          # +2 heavy, +1 through light: capped at +2
    assert r.modifiers["smoke"] == -1


def test_range_and_arc_legality():
    p = pos([U("g1", "0401", facing=3, stats={"range": 1}, **GER), U("s1", "0404", facing=0)])
    with pytest.raises(IllegalAction, match="twice its range"):
        attack(p, ["g1"], "s1", [1, 1])
    p = pos([U("g1", "0401", facing=0, **GER), U("s1", "0404", facing=0)])
    with pytest.raises(IllegalAction, match="arc"):
        attack(p, ["g1"], "s1", [1, 1])
    p = pos([U("t1", "0401", kind="vehicle", facing=0, turret=True, stats={"fire_ap": 3}, **GER),
             U("s1", "0404", facing=0)])
    assert attack(p, ["t1"], "s1", [1, 1]).cost == 5     # turret outside its arc: +2 AP


def test_los_blocked_is_illegal():
    p = pos([U("g1", "0401", facing=3, **GER), U("s1", "0404", facing=0)], {"0402": {"terrain": "woods"}})
    with pytest.raises(IllegalAction, match="LOS"):
        attack(p, ["g1"], "s1", [1, 1])


def test_hit_comparison_option():
    units = [U("g1", "0401", facing=3, **GER), U("s1", "0404", facing=0)]
    assert attack(pos(units), ["g1"], "s1", [4, 4]).primary.hit          # 12 >= 12
    assert not attack(pos(units, options={"hit_comparison": ">"}), ["g1"], "s1", [4, 4]).primary.hit


def test_more_than_two_caps_and_bad_dice():
    p = pos([U("g1", "0401", facing=3, **GER), U("s1", "0404", facing=0)])
    with pytest.raises(IllegalAction, match="at most 2 CAPs"):
        attack(p, ["g1"], "s1", [1, 1], caps=3)
    with pytest.raises(RulesError, match="1 to 6"):
        attack(p, ["g1"], "s1", [7, 1])


def test_armored_target_uses_blue_fp():
    p = pos([U("g1", "0401", facing=3, stats={"fp_soft": 4, "fp_hard": 1}, **GER),
             U("t1", "0404", kind="vehicle", facing=0, stats={"dr_front": 15, "dr_flank": 13})])
    assert attack(p, ["g1"], "t1", [1, 1]).fp == 1


def test_stunned_leader_may_not_fire_and_fire_cost_adds_markers():
    p = pos([U("g1", "0401", facing=3, hits=["stunned"], **GER), U("s1", "0404", facing=0)])
    with pytest.raises(IllegalAction, match="stunned"):
        attack(p, ["g1"], "s1", [1, 1])
    cow = pos([U("g1", "0401", hits=["cowering"], stats={"fire_ap": 3}, **GER)])
    assert fire_cost(cow.unit("g1")) == 5


def test_fire_arc_is_the_projected_three_front_hexes():
    p = pos([U("g1", "0404", facing=0)])
    lay, o = p.hexmap.layout, p.hexmap.parse("0404")
    arc = {p.hexmap.label(h) for h in p.hexmap.hexes() if in_arc(lay, o, 0, h) and h != o}
    assert {"0403", "0304", "0504"} <= arc                    # the three front hexes
    assert {"0402", "0303", "0503", "0203", "0603"} <= arc     # projected outward
    assert not {"0405", "0305", "0505", "0204", "0604"} & arc


def test_close_combat_unit_may_only_fire_into_its_own_hex_and_not_from_water():
    p = pos([U("s1", "0404", facing=0), U("g1", "0404", **GER), U("g2", "0402", **GER)])
    with pytest.raises(IllegalAction, match="close combat"):
        attack(p, ["s1"], "g2", [1, 1])
    p = pos([U("s1", "0404", facing=0), U("g2", "0402", **GER)], {"0404": {"terrain": "water"}})
    with pytest.raises(IllegalAction, match="water"):
        attack(p, ["s1"], "g2", [1, 1])
