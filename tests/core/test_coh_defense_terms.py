"""Itemised defense terms (coh.md 2.3, 7; E3 15.15, 17.6 example) and the
hide rule 2 check (seed 000 §10.0)."""
import pytest

from core.rules.coh.combat import attack
from core.rules.coh.errors import IllegalAction
from core.rules.coh.hidden import check_hide
from tests.core.test_coh_move import U, pos

MMG = dict(fp_soft=5, fp_hard=0, range=8, dr_front=12, dr_flank=10, move_ap=2, fire_ap=2)


def test_bunker_plus_five_inside_its_arc_example_17_6():
    # MG34 vs a Soviet MMG in a hilltop bunker, inside the arc: 12 + 5 bunker + 1 high ground = 18
    hexes = {"0404": {"elevation": 1, "fortification": {"kind": "bunker", "facing": 0}}}
    p = pos([U("mmg", "0404", stats=MMG, facing=0), U("g", "0401", side="german", stats=MMG, facing=3)], hexes)
    r = attack(p, ["g"], "0404", [3, 3]).primary
    assert r.defense_value == 18
    assert ("bunker_arc", 5) in [(t.name, t.value) for t in r.defense]
    assert sum(t.value for t in r.defense) == r.defense_value


def test_bunker_plus_three_from_its_flank():
    hexes = {"0404": {"fortification": {"kind": "bunker", "facing": 0}}}
    p = pos([U("mmg", "0404", stats=MMG, facing=0), U("g", "0407", side="german", stats=MMG, facing=0)], hexes)
    r = attack(p, ["g"], "0404", [3, 3]).primary
    assert [(t.name, t.value) for t in r.defense] == [("dr_flank", 10), ("bunker_flank", 3)]
    assert r.defense_value == 13


def test_foot_unit_with_friendly_vehicle_plus_one():
    tank = dict(fp_soft=3, fp_hard=5, range=8, dr_front=15, dr_flank=13, move_ap=1, fire_ap=2, move_type="tracked")
    p = pos([U("s", "0404", stats=MMG, facing=0), U("t", "0404", kind="vehicle", stats=tank, facing=0),
             U("g", "0401", side="german", stats=MMG, facing=3)])
    res = attack(p, ["g"], "0404", [3, 3])
    by_unit = {r.unit_id: r for r in res.results}
    assert by_unit["s"].defense_value == 13
    assert "vehicle_cover" in [t.name for t in by_unit["s"].defense]
    assert "vehicle_cover" not in [t.name for t in by_unit["t"].defense]


def test_attack_terms_add_up_to_the_attack_value():
    p = pos([U("s", "0404", stats=MMG, facing=0), U("g", "0403", side="german", stats=MMG, facing=3),
             U("g2", "0402", side="german", stats=MMG, facing=3)], {"0404": {"terrain": "light_woods"}})
    res = attack(p, ["g", "g2"], "0404", [4, 5], caps=2)
    r = res.primary
    terms = res.attack_terms(r)
    assert [t.name for t in terms] == ["fp_soft", "support", "adjacent", "caps"]
    assert sum(t.value for t in terms) + r.roll == r.attack_value == 5 + 1 + 3 + 2 + 9


def test_hide_into_a_hex_with_a_visible_friend_is_illegal_rule_2():
    p = pos([U("a", "0401"), U("b", "0402"), U("e", "0808", side="german")],
            {f"{c:02d}05": {"terrain": "woods"} for c in range(1, 9)})  # a woods belt blocks the enemy's LOS
    with pytest.raises(IllegalAction, match="rule 2"):
        check_hide(p, ["a"], {"a": p.hexmap.parse("0402")})
    check_hide(p, ["a", "b"], {"a": p.hexmap.parse("0402"), "b": p.hexmap.parse("0402")})
