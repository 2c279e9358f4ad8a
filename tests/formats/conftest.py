"""Helpers for format tests: a small map with a bit of everything."""
import pytest

from core.hexgrid import Hexside
from core.model import Fortification, HexMap


@pytest.fixture
def small_map() -> HexMap:
    m = HexMap(6, 5, "coh", "flat", "even", "open", name="Test ground", notes="Ünïcode notes\nline 2")
    p = m.parse
    m.terrain[p("0203")] = "woods"
    m.terrain[p("0204")] = "light_woods"
    m.elevation[p("0203")] = 1
    m.elevation[p("0303")] = 2
    m.fortifications[p("0101")] = Fortification("bunker", 2)
    m.fortifications[p("0505")] = Fortification("wire")
    m.flags[p("0302")] = frozenset({"road"})
    m.flags[p("0402")] = frozenset({"road", "trail"})
    m.hexsides[Hexside.between(p("0101"), p("0102"))] = frozenset({"stream", "ford"})
    m.hexsides[Hexside.between(p("0302"), p("0402"))] = frozenset({"road"})
    return m
