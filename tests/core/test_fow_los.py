"""fow LOS policy on core.los (area terrain see-through, hills, bocage)."""
import random

import pytest

from core.hexgrid import Hexside
from core.los import LosEngine, LosPolicy, policy_for
from core.model import HexMap
from core.rules.fow.los_policy import FowLosPolicy, fan, line_of_sight, segment_steps, sightline
from core.rules.fow.scale import Scale


def column_map():
    return HexMap(3, 14, ruleset="fow")   # a straight column: 0201 .. 0214


def test_policy_is_registered_and_follows_the_protocol():
    assert isinstance(policy_for("fow"), LosPolicy)
    assert isinstance(policy_for("fow"), FowLosPolicy)


def test_see_through_six_inches_of_woods_at_two_inches_per_hex():
    m = column_map()
    a = m.parse("0201")
    for r in range(2, 6):
        m.terrain[m.parse(f"02{r:02d}")] = "woods"
    # 3 intervening woods hexes = 6": seen through; 4 = 8": blocked
    assert line_of_sight(m, a, m.parse("0205")).clear            # 0202-0204 between
    res = line_of_sight(m, a, m.parse("0206"))                    # 0202-0205 between
    assert not res.clear and "8.0\"" in res.reason
    # at 1 inch per hex 4 hexes are 4": clear
    assert line_of_sight(m, a, m.parse("0206"), Scale(1)).clear


def test_end_hexes_in_woods_never_block():
    m = column_map()
    m.terrain[m.parse("0201")] = "woods"
    m.terrain[m.parse("0210")] = "woods"
    assert line_of_sight(m, m.parse("0201"), m.parse("0210")).clear


def test_hill_between_blocks():
    m = column_map()
    m.elevation[m.parse("0205")] = 1
    assert not line_of_sight(m, m.parse("0201"), m.parse("0209")).clear
    m.elevation[m.parse("0201")] = 1
    assert line_of_sight(m, m.parse("0201"), m.parse("0209")).clear


def test_bocage_blocks_except_at_either_end():
    m = column_map()
    a, b = m.parse("0201"), m.parse("0206")
    m.hexsides[Hexside.between(m.parse("0203"), m.parse("0204"))] = frozenset({"bocage"})
    assert not line_of_sight(m, a, b).clear
    m2 = column_map()
    m2.hexsides[Hexside.between(a, m2.parse("0202"))] = frozenset({"bocage"})
    assert line_of_sight(m2, a, b).clear


def test_hedges_and_walls_do_not_block():
    m = column_map()
    m.hexsides[Hexside.between(m.parse("0203"), m.parse("0204"))] = frozenset({"hedge", "wall"})
    assert line_of_sight(m, m.parse("0201"), m.parse("0206")).clear


def test_sightline_lists_hexes_between_and_sides_crossed():
    m = column_map()
    s = sightline(m, m.parse("0201"), m.parse("0204"))
    assert s.hexes == (m.parse("0202"), m.parse("0203"))
    assert len(s.sides) == 3 and s.sides[0] == tuple(Hexside.between(m.parse("0201"), m.parse("0202")))
    assert segment_steps(m.parse("0201"), m.parse("0204")) == 3


@pytest.mark.parametrize("orientation,stagger,seed", [("flat", "even", 1), ("pointy", "odd", 2), ("flat", "odd", 3)])
def test_fast_fan_agrees_with_decide(orientation, stagger, seed):
    rng = random.Random(seed)
    m = HexMap(14, 12, ruleset="fow", orientation=orientation, stagger=stagger)
    hexes = list(m.hexes())
    for h in hexes:
        x = rng.random()
        if x < 0.2:
            m.terrain[h] = "woods"
        elif x < 0.25:
            m.terrain[h] = "buildings"
        elif x < 0.3:
            m.elevation[h] = 1
    for _ in range(25):
        h = rng.choice(hexes)
        m.hexsides[Hexside.between(h, rng.choice(m.neighbours(h)))] = frozenset({rng.choice(["bocage", "hedge"])})
    for scale in (Scale(2), Scale(1)):
        engine = LosEngine(m, FowLosPolicy(scale))
        for a in rng.sample(hexes, 4):
            slow = {b: engine.check(a, b).clear for b in hexes}
            assert fan(m, a, scale=scale) == slow
            assert 0 < sum(slow.values()) < len(hexes)
