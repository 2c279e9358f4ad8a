"""Shock eligibility (tng 9.21-9.25) and positional modifiers (9.54)."""
from core.rules.tng.shock_position import artillery_alone, positional_drm, shock_problems
from tests.core.test_tng_support import make, unit


def test_shock_through_front_only_and_all_front_enemies():
    # a at 0303 faces vertex 0: front 0302 and 0402.
    m, p = make([unit("a", "infantry", "0303", facing=0), unit("x", "infantry", "0302", side="russian"),
                 unit("y", "infantry", "0402", side="russian"), unit("z", "infantry", "0304", side="russian")])
    stack = p.at(m.parse("0303"))
    assert any("9.22" in s for s in shock_problems(p, stack, [m.parse("0302")]))
    assert shock_problems(p, stack, [m.parse("0302")], covered={m.parse("0402")}) == []
    assert any("not a front hex" in s for s in shock_problems(p, stack, [m.parse("0304")], covered={m.parse("0302"), m.parse("0402")}))


def test_disordered_top_cavalry_not_adjacent_artillery_militia():
    m, p = make([unit("a", "infantry", "0303", facing=0, status=["disordered"]), unit("x", "infantry", "0302", side="russian")])
    assert any("9.24" in s for s in shock_problems(p, p.at(m.parse("0303")), [m.parse("0302")]))
    m, p = make([unit("c", "cavalry", "0303", facing=0), unit("x", "infantry", "0302", side="russian")])
    assert any("9.21" in s for s in shock_problems(p, p.at(m.parse("0303")), [m.parse("0302")], began_adjacent=False))
    assert shock_problems(p, p.at(m.parse("0303")), [m.parse("0302")], charging=True) == []
    m, p = make([unit("g", "artillery", "0303", facing=0), unit("x", "infantry", "0302", side="russian")])
    assert shock_problems(p, p.at(m.parse("0303")), [m.parse("0302")]) == ["artillery may never shock (tng 9.25)"]
    assert artillery_alone(p, m.parse("0303"))


def test_rear_and_front_and_rear():
    # defender d at 0303 faces vertex 0 (front 0302/0402); rear includes 0304.
    base = [unit("d", "infantry", "0303", side="russian", facing=0), unit("r", "infantry", "0304", facing=0)]
    m, p = make(base)
    assert positional_drm(p, m.parse("0303"), [p.unit("r")]) == 2
    m, p = make(base + [unit("f", "infantry", "0302", facing=3)])  # f faces d from d's front
    assert positional_drm(p, m.parse("0303"), [p.unit("r"), p.unit("f")]) == 3
    # the rear attacker stands in the front of another Russian unit: no modifier
    m, p = make(base + [unit("o", "infantry", "0305", side="russian", facing=0)])
    assert positional_drm(p, m.parse("0303"), [p.unit("r")]) == 0


def test_formed_cavalry_flank_is_front_for_position():
    m, p = make([unit("d", "cavalry", "0303", side="russian", facing=0), unit("r", "infantry", "0403", facing=4)])
    assert positional_drm(p, m.parse("0303"), [p.unit("r")]) == 0  # 0403 is a flank = front for formed cavalry
    m, p = make([unit("d", "infantry", "0303", side="russian", facing=0), unit("r", "infantry", "0403", facing=4)])
    assert positional_drm(p, m.parse("0303"), [p.unit("r")]) == 2
