"""Ground scale (tng_fow.md B.6) and movement/bogging (tng_fow.md B.5)."""
import math

import pytest

from core.errors import RulesError
from core.hexgrid import distance
from core.model import HexMap
from core.rules.fow import movement as M
from core.rules.fow.scale import Scale, scale_from
from core.rules.fow.teams import Team


def test_b6_table_at_two_inches_per_hex():
    s = Scale()
    table = {2: 1, 4: 2, 6: 3, 8: 4, 12: 6, 16: 8, 24: 12, 32: 16, 40: 20}   # tng_fow.md B.6 item 1
    assert {i: s.hexes_within(i) for i in table} == table


def test_other_scales_round_down():
    four = Scale(4)
    assert (four.hexes_within(16), four.hexes_within(24), four.hexes_within(6), four.hexes_within(2)) == (4, 6, 1, 0)
    assert Scale(2.5).hexes_within(16) == 6
    assert Scale(4).beyond(4, 16) is False and Scale(4).beyond(5, 16) is True


@pytest.mark.parametrize("bad", [0, -2, math.nan, "2", True, None])
def test_bad_scale_is_a_clear_error(bad):
    with pytest.raises(RulesError, match="inches_per_hex"):
        Scale(bad)


def test_scale_from_settings():
    assert scale_from(None) == Scale(2) and scale_from({"inches_per_hex": 4}) == Scale(4)
    with pytest.raises(RulesError, match="greater than zero"):
        scale_from({"inches_per_hex": 0})


def fmap():
    return HexMap(12, 12, ruleset="fow")


def path(m, *labels):
    return [m.parse(x) for x in labels]


def test_infantry_moves_three_hexes_at_two_inches():
    m = fmap()
    inf = Team("i", "infantry", hex=m.parse("0101"))
    assert M.move_legal(inf, m, path(m, "0102", "0103", "0104"), Scale())[0]
    assert not M.move_legal(inf, m, path(m, "0102", "0103", "0104", "0105"), Scale())[0]
    assert set(M.reachable(inf, m, Scale())) == {h for h in m.hexes() if 0 < distance(h, inf.hex) <= 3}


def test_slowest_going_governs_the_whole_move():
    m = fmap()
    m.terrain[m.parse("0103")] = "woods"      # difficult -> rough column
    tank = Team("t", "vehicle", hex=m.parse("0101"))   # fully tracked: 12" / 8" rough
    ok, why = M.move_legal(tank, m, path(m, *[f"01{r:02d}" for r in range(2, 6)]), Scale())
    assert ok and "rough" in why
    assert not M.move_legal(tank, m, path(m, *[f"01{r:02d}" for r in range(2, 7)]), Scale())[0]
    assert M.move_legal(tank, m, path(m, *[f"02{r:02d}" for r in range(1, 7)]), Scale())[0]   # 6 open hexes = 12"


def test_road_speed_only_when_the_whole_move_is_on_road():
    m = fmap()
    for r in range(1, 12):
        m.flags[m.parse(f"01{r:02d}")] = frozenset({"road"})
    jeep = Team("j", "vehicle", hex=m.parse("0101"), mobility="wheeled")   # road 16", cross-country 8"
    on_road = path(m, *[f"01{r:02d}" for r in range(2, 10)])               # 8 hexes = 16"
    assert M.move_legal(jeep, m, on_road, Scale()) == (True, "8 of 8 hexes (road speed)")
    assert not M.move_legal(jeep, m, on_road[:5] + path(m, "0206"), Scale())[0]   # leaves the road: 8" = 4
    far = M.reachable(jeep, m, Scale())
    # all-road reaches 8 hexes; any off-road step makes the whole move cross-country (4 hexes)
    assert m.parse("0109") in far and m.parse("0110") not in far
    assert m.parse("0204") in far and m.parse("0205") not in far and m.parse("0501") in far


def test_impassable_and_bogged():
    m = fmap()
    m.terrain[m.parse("0102")] = "water"
    inf = Team("i", "infantry", hex=m.parse("0101"))
    assert M.move_legal(inf, m, path(m, "0102"), Scale()) == (False, "path enters impassable going")
    assert m.parse("0102") not in M.reachable(inf, m, Scale())
    stuck = Team("t", "vehicle", hex=m.parse("0101"), status=frozenset({"bogged"}))
    assert not M.move_legal(stuck, m, path(m, "0201"), Scale())[0] and M.reachable(stuck, m, Scale()) == {}


def test_bog_checks():
    tank = Team("t", "vehicle", skill="trained")
    assert M.bog_check(tank, "difficult", 2) == "passed"
    assert M.bog_check(tank, "difficult", 1) == "bogged"
    assert M.bog_check(Team("h", "vehicle", heavy=True), "difficult", 2) == "bogged"
    assert M.bog_check(tank, "very_difficult", 4) == "passed"                       # trained skill 4+
    assert M.bog_check(tank, "very_difficult", 3) == "bogged"
    assert M.bog_check(Team("v", "vehicle", skill="veteran"), "very_difficult", 3) == "passed"
    assert M.bog_check(Team("i", "infantry"), "very_difficult", 1) == "no_check"
    assert M.bog_check(tank, "slow", 1) == "no_check"
    with pytest.raises(RulesError, match="die must be a face"):
        M.bog_check(tank, "difficult", 0)


def test_non_adjacent_step_is_an_error():
    m = fmap()
    with pytest.raises(RulesError, match="not adjacent"):
        M.move_legal(Team("i", "infantry", hex=m.parse("0101")), m, path(m, "0103"), Scale())
