"""Movement details found while writing the extra tng conformance cases."""
from core.rules.tng import options as tng_options
from core.rules.tng.movement import path_cost
from tests.core.test_tng_support import make, unit


def test_cavalry_along_a_trail_into_woods_is_not_disordered():
    # seed 004 7.3 movement example: the cavalry moves through the woods along
    # the path for 2 MP, and only the 3 MP woods hex entered off the path disorders it
    hexes = {"0401": {"trail": True}, "0402": {"terrain": "woods", "trail": True}}
    sides = [{"hexes": ["0401", "0402"], "feature": "trail"}]
    m, p = make([unit("c", "cavalry", "0401", stats={"ma": 6})], hexes=hexes, hexsides=sides)
    r = path_cost(p, p.unit("c"), [m.parse("0402")], "normal", tng_options.resolve())
    assert r["legal"] and r["cost"] == 2 and not r["disordered"]
    m, p = make([unit("c", "cavalry", "0401", stats={"ma": 6})], hexes={"0402": {"terrain": "woods"}})
    r = path_cost(p, p.unit("c"), [m.parse("0402")], "normal", tng_options.resolve())
    assert r["cost"] == 3 and r["disordered"]
