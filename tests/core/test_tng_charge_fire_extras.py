"""Charges (tng 9.81), retreats (9.62-9.65), reaction/counter-battery/misguided fire (8.6-8.8), bad input."""
import json

from core.conformance import run_case
from core.rules.tng.charge import charge_problems, retreat_options
from core.rules.tng.fire import counter_battery_allowed, misguided_fire_hexes, reaction_fire_targets
from tests.conftest import CASES
from tests.core.test_tng_support import make, unit


def test_charge_from_two_hexes_over_clear_is_legal():
    m, p = make([unit("c", "cavalry", "0401", facing=2), unit("r", "infantry", "0403", side="russian")])
    assert charge_problems(p, p.unit("c"), p.unit("r"), [m.parse("0402")]) == []


def test_charge_restrictions():
    m, p = make([unit("c", "cavalry", "0401", facing=2), unit("r", "infantry", "0403", side="russian")],
                hexes={"0403": {"terrain": "village"}, "0402": {"terrain": "cultivated"}})
    probs = charge_problems(p, p.unit("c"), p.unit("r"), [m.parse("0402")])
    assert any("village" in s for s in probs)
    m, p = make([unit("c", "cavalry", "0401", facing=2, status=["disordered"]), unit("r", "infantry", "0406", side="russian")])
    probs = charge_problems(p, p.unit("c"), p.unit("r"), [m.parse("0402")])
    assert any("Disordered" in s for s in probs) and any("5 hexes" in s for s in probs)
    m, p = make([unit("c", "cavalry", "0401", facing=2), unit("r", "infantry", "0403", side="russian")],
                hexes={"0402": {"terrain": "woods"}})
    assert any("more than 2 MP" in s or "line of sight" in s for s in charge_problems(p, p.unit("c"), p.unit("r"), [m.parse("0402")]))


def test_retreat_options():
    m, p = make([unit("d", "infantry", "0404", side="russian"), unit("a", "infantry", "0403", facing=3),
                 unit("e", "infantry", "0406", facing=0), unit("f", "infantry", "0305", side="russian")],
                hexes={"0505": {"terrain": "river"}})
    got = {m.label(h): v for h, v in retreat_options(p, p.unit("d"), p.unit("a")).items()}
    assert got["0405"] == "withdraw"  # empty, but in the front of enemy e (0406 faces north)
    assert got["0505"] == "eliminated"
    assert got["0305"] == "friendly"


def test_reaction_and_counter_battery():
    m, p = make([unit("g", "artillery", "0401", facing=2, side="russian"), unit("a", "infantry", "0402"),
                 unit("b", "infantry", "0301"), unit("h", "artillery", "0405")])
    assert [u.id for u in reaction_fire_targets(p, p.unit("g"), [p.unit("a"), p.unit("b")])] == ["a"]
    assert counter_battery_allowed(p.unit("g"), p.unit("h"), False)
    assert not counter_battery_allowed(p.unit("g"), p.unit("h"), True)


def test_misguided_fire_hex_is_friendly_and_adjacent_to_target():
    m, p = make([unit("g", "artillery", "0401", facing=2), unit("f", "infantry", "0403"), unit("x", "infantry", "0404", side="russian"),
                 unit("y", "infantry", "0405", side="russian")])
    assert [m.label(h) for h in misguided_fire_hexes(p, p.unit("g"), m.parse("0404"))] == ["0403"]
    assert misguided_fire_hexes(p, p.unit("g"), m.parse("0405")) == []


def test_unknown_terrain_and_kind_are_errors_naming_the_item():
    case = json.loads((CASES / "tng-zoc-six-hexes.json").read_text(encoding="utf-8"))
    bad = dict(case, map=dict(case["map"], hexes={"0303": {"terrain": "lava"}}))
    out = run_case(bad)
    assert out.status == "ERROR" and "0303" in out.message and "lava" in out.message
    bad = dict(case, units=[dict(case["units"][0], kind="dragoon")])
    out = run_case(bad)
    assert out.status == "ERROR" and "'r1'" in out.message and "dragoon" in out.message
    bad = dict(case, units=[dict(case["units"][0], facing=7)])
    out = run_case(bad)
    assert out.status == "ERROR" and "facing 7" in out.message
