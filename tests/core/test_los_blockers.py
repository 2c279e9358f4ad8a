"""`LosResult` carries structured blockers (`core.los.types.Blocker`) and
every surface words them with one summary (`core.los.blockers`)."""
from __future__ import annotations

from core.formats.scenariofile import load_scenario
from core.hexgrid import Hexside
from core.los import LosEngine, LosResult
from core.los.blockers import blockers_of, summary
from core.los.types import Blocker
from core.model.hexmap import HexMap
from tests.conftest import SAMPLES


def test_blockers_name_every_blocking_hex_with_its_terrain():
    m = load_scenario(SAMPLES / "coh_balka_hill.scenario.json").hexmap
    a, b = m.parse("0915"), m.parse("1806")
    res = LosEngine(m).check(a, b)
    bl = blockers_of(m, a, b, res)
    assert {x.hex for x in bl if x.hex is not None} == set(res.blocking_hexes)
    for x in bl:
        if x.kind == "terrain":
            assert x.terrain == m.terrain_at(x.hex)
        assert x.kind in ("terrain", "higher_ground", "hexside_feature", "along_hexside", "blind_spot")
    assert summary(m, a, b, res).startswith("LOS 0915 -> 1806: blocked by ")


def test_higher_ground_and_hexside_features():
    m = HexMap(5, 1, "coh", "flat", "even", "clear")
    mid = m.parse("0301")
    m.elevation[mid] = 2
    a, b = m.parse("0101"), m.parse("0501")
    res = LosEngine(m).check(a, b)
    assert not res.clear
    assert blockers_of(m, a, b, res) == (Blocker("higher_ground", hex=mid, terrain="clear", elevation=2),)
    assert summary(m, a, b, res) == "LOS 0101 -> 0501: blocked by higher ground 0301"
    side = Hexside.between(m.parse("0201"), m.parse("0301"))
    fake = LosResult(False, (), (side,), "a wall")
    m.hexsides[side] = frozenset({"wall"})
    assert blockers_of(m, a, b, fake) == (Blocker("hexside_feature", hexside=side, features=("wall",)),)
    assert "0201/0301" in summary(m, a, b, fake)


def test_a_policy_given_blocker_list_is_used_as_it_is():
    m = HexMap(3, 1, "coh", "flat", "even", "clear")
    given = (Blocker("blind_spot"),)
    res = LosResult(False, (), (), "x", given)
    assert blockers_of(m, m.parse("0101"), m.parse("0301"), res) == given
    assert summary(m, m.parse("0101"), m.parse("0301"), res) == "LOS 0101 -> 0301: blocked (blind spot)"
    assert blockers_of(m, m.parse("0101"), m.parse("0301"), LosResult(True)) == ()
