"""Facing (tng 6.11), stacking (6.21, 6.24, Borodino 10/13), ZOC (6.31-6.32), bad input."""
import pytest

from core.errors import RulesError
from core.rules.tng import options as tng_options
from core.rules.tng.facing import flank_hexes, front_hexes, rear_hexes
from core.rules.tng.stacking import add_to_stack, reorder_stack, stack_problems, validate_setup
from core.rules.tng.zoc import zoc_hexes
from tests.core.test_tng_support import make, unit


def labels(m, hexes):
    return sorted(m.label(h) for h in hexes)


@pytest.mark.parametrize("facing,expected", [(0, ["0302", "0402"]), (1, ["0402", "0403"]),
                                             (3, ["0203", "0304"]), (5, ["0202", "0302"])])
def test_front_is_the_two_hexes_at_the_faced_vertex(facing, expected):
    m, p = make([unit("a", "infantry", "0303", facing=facing)])
    assert labels(m, front_hexes(p.unit("a"), m)) == expected


def test_rear_is_the_four_non_front_hexes_and_flanks_are_next_to_the_front():
    m, p = make([unit("a", "infantry", "0303", facing=0), unit("c", "cavalry", "0505", facing=0)])
    u = p.unit("a")
    assert labels(m, flank_hexes(u, m)) == ["0202", "0403"]
    assert labels(m, rear_hexes(u, m)) == ["0202", "0203", "0304", "0403"]
    assert len(rear_hexes(p.unit("c"), m, "defending")) == 2


def test_defending_cavalry_front_is_four_only_when_formed_and_defending():
    m, p = make([unit("c", "cavalry", "0303"), unit("d", "cavalry", "0505", status=["disordered"])])
    assert len(front_hexes(p.unit("c"), m, "defending")) == 4
    assert len(front_hexes(p.unit("c"), m, "attacking")) == 2
    assert len(front_hexes(p.unit("d"), m, "defending")) == 2


def test_cavalry_and_artillery_in_village_do_not_face_all_round():
    m, p = make([unit("c", "cavalry", "0303"), unit("i", "infantry", "0505")],
                hexes={"0303": {"terrain": "village"}, "0505": {"terrain": "redoubt"}})
    assert len(front_hexes(p.unit("c"), m)) == 2
    assert len(front_hexes(p.unit("i"), m)) == 6


@pytest.mark.parametrize("bad", [6, -1, "2", 1.5, True])
def test_facing_outside_0_to_5_is_an_error_naming_the_unit(bad):
    with pytest.raises(RulesError, match="'r9'.*facing"):
        make([unit("r9", "infantry", "0303", facing=bad)])


def test_unknown_kind_is_an_error_naming_the_unit():
    with pytest.raises(RulesError, match="'x1'.*unknown kind 'dragoon'"):
        make([unit("x1", "dragoon", "0303")])


def _stack(units, **opts):
    m, p = make(units)
    return stack_problems(p.at(m.parse("0303")), tng_options.resolve(opts))


def test_four_units_never_stack():
    us = [unit(x, "infantry", "0303", brigade="b") for x in "abc"] + [unit("d", "artillery", "0303")]
    assert any("never more than 3" in s for s in _stack(us))


def test_three_cavalry_need_one_brigade():
    assert _stack([unit(x, "cavalry", "0303", brigade="b") for x in "abc"]) == []
    assert _stack([unit(x, "cavalry", "0303") for x in "abc"])  # no brigade given: not "one brigade"


def test_jaegers_count_as_infantry_and_never_stack_with_cavalry():
    assert _stack([unit("a", "skirmisher", "0303"), unit("b", "light_cavalry", "0303")])


def test_gun_with_two_cavalry_of_different_brigades_is_illegal():
    assert _stack([unit("g", "artillery", "0303"), unit("a", "cavalry", "0303", brigade="x"),
                   unit("b", "cavalry", "0303", brigade="y")])
    assert _stack([unit("g", "artillery", "0303"), unit("a", "cavalry", "0303", brigade="x")]) == []


def test_two_guns_of_different_activation_groups_are_illegal():
    us = [unit("a", "artillery", "0303", activation_group="g1"), unit("b", "artillery", "0303", activation_group="g2")]
    assert any("activation group" in s for s in _stack(us))


def test_borodino_artillery_stack_of_8_sp():
    us = [unit("a", "artillery", "0303", activation_group="g", stats={"sp": 4}),
          unit("b", "artillery", "0303", activation_group="g", stats={"sp": 4})]
    assert _stack(us)  # 8 SP > 6 under 6.21
    assert _stack(us, scenario="borodino") == []  # Borodino special 10
    us[1]["stats"]["sp"] = 5
    assert _stack(us, scenario="borodino")


def test_militia_stacks_with_nothing():
    assert _stack([unit("m", "militia", "0303", side="russian"), unit("n", "militia", "0303", side="russian")])
    assert _stack([unit("m", "infantry", "0303", status=["militia"]), unit("n", "infantry", "0303")])


def test_commanders_do_not_count_for_stacking():
    us = [unit(x, "infantry", "0303", brigade="b") for x in "abc"] + [unit("oc", "commander", "0303")]
    assert _stack(us) == []


def test_validate_setup_names_the_hex():
    m, p = make([unit("a", "infantry", "0303"), unit("b", "cavalry", "0303"), unit("c", "artillery", "0505")],
                hexes={"0505": {"terrain": "river"}})
    problems = validate_setup(p)
    assert ("0303" in [h for h, _ in problems]) and any("infantry and cavalry" in s for _, s in problems)
    assert any(h == "0505" and "'c'" in s for h, s in problems)


def test_stacking_order_unit_that_stops_goes_to_the_bottom_and_no_reorder_in_zoc():
    m, p = make([unit("a", "infantry", "0303"), unit("b", "infantry", "0303"), unit("c", "infantry", "0505")])
    stack = add_to_stack(p.at(m.parse("0303"))[:1], p.unit("b"))
    assert [u.id for u in stack] == ["a", "b"]
    assert [u.id for u in reorder_stack(stack, ["b", "a"], in_enemy_zoc=False, phase_edge=True)] == ["b", "a"]
    with pytest.raises(RulesError, match="6.24"):
        reorder_stack(stack, ["b", "a"], in_enemy_zoc=True, phase_edge=True)
    with pytest.raises(RulesError, match="6.24"):
        reorder_stack(stack, ["b", "a"], in_enemy_zoc=False, phase_edge=False)


@pytest.mark.parametrize("status", [["in_square"], ["militia"], ["disordered"]])
def test_no_zoc_for_square_militia_disordered(status):
    m, p = make([unit("a", "infantry", "0303", status=status)])
    assert zoc_hexes(p.unit("a"), m) == []


def test_zoc_not_into_river_hexes_and_not_off_map():
    m, p = make([unit("a", "infantry", "0101")], hexes={"0201": {"terrain": "river"}})
    assert labels(m, zoc_hexes(p.unit("a"), m)) == ["0102"]


def test_infantry_in_a_redoubt_fortification_faces_all_round():
    m, p = make([unit("i", "infantry", "0303"), unit("c", "cavalry", "0505")],
                hexes={"0303": {"fortification": "redoubt"}, "0505": {"fortification": "redoubt"}})
    assert len(front_hexes(p.unit("i"), m)) == 6 and len(front_hexes(p.unit("c"), m)) == 2


def test_case_scenario_borodino_selects_the_preset():
    from core.rules.tng.options import from_case
    assert from_case({"scenario": "Borodino"})["artillery_stack_sp"] == 8
    assert from_case({})["artillery_stack_sp"] == 6
    assert from_case({"query": {"options": {"artillery_stack_sp": 7}}})["artillery_stack_sp"] == 7
    with pytest.raises(RulesError, match="no_such"):
        from_case({"options": {"no_such": 1}})


def test_validate_setup_names_units_without_an_activation_marker():
    from core.rules.tng.orders import ActivationMarker
    m, p = make([unit("a", "infantry", "0303", activation_group="I"), unit("b", "infantry", "0505", activation_group="IV")])
    problems = validate_setup(p, markers=[ActivationMarker("d1", "french", ("I",), 6)])
    assert problems == [("0505", "unit 'b': activation group 'IV' has no activation marker")]
