"""The tng Ruleset registered with core.rules.base."""
from core.rules.base import get_ruleset
from tests.core.test_tng_support import make, unit


def test_get_ruleset_tng_and_options():
    rs = get_ruleset("tng")
    assert rs.rules_options["artillery_stack_sp"] == 6
    assert get_ruleset("tng", scenario="borodino").rules_options["artillery_stack_sp"] == 8


def test_enter_cost_and_attack_value():
    m, p = make([unit("a", "artillery", "0401", facing=2), unit("x", "infantry", "0405", side="russian")],
                hexes={"0402": {"terrain": "cultivated"}})
    rs = get_ruleset("tng")
    assert rs.enter_cost(m, p.unit("a"), m.parse("0401"), m.parse("0402")) == 3
    assert rs.attack_value(p, ["a"], "x", [5]) == 5 + 3 - 2
    assert rs.defense_value(p, ["a"], "x") == 6
    assert rs.los(m, m.parse("0401"), m.parse("0405")).clear
    assert m.parse("0402") in rs.reachable(p, "a")
