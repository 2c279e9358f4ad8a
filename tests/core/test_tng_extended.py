"""`core.rules.tng.extended.extended_group_problems`: extended movement is
all or nothing for an Orders Command Under Orders (seed 004 7.13)."""
from core.rules.tng import options as tng_options
from core.rules.tng.extended import extended_group_problems
from tests.core.test_tng_support import make, unit


def problems(units, ids, under=True, opts=None, fired=False):
    _, pos = make(units)
    return extended_group_problems(pos, [pos.unit(i) for i in ids], under, tng_options.resolve(opts), fired)


def test_command_three_hexes_away_may_use_it():
    us = [unit("f", "infantry", "0201"), unit("g", "infantry", "0301"), unit("r", "infantry", "0204", side="russian")]
    assert problems(us, ["f", "g"]) == []


def test_one_unit_closer_than_three_hexes_denies_the_whole_command():
    us = [unit("f", "infantry", "0201"), unit("g", "infantry", "0203"), unit("r", "infantry", "0205", side="russian")]
    p = problems(us, ["f", "g"])
    assert len(p) == 1 and "'g' starts 2 hexes" in p[0] and "tng 7.13" in p[0]


def test_needs_orders_and_no_borodino_russians_and_no_fired_guns():
    us = [unit("r", "infantry", "0201", side="russian"), unit("f", "infantry", "0208")]
    assert any("Under Orders" in x for x in problems(us, ["r"], under=False))
    assert any("special 8" in x for x in problems(us, ["r"], opts={"scenario": "borodino"}))
    assert problems(us, ["r"]) == []  # the default rules let the Russians use it
    assert any("may not fire" in x for x in problems(us, ["r"], fired=True))
