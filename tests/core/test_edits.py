"""core.edits.map: pure edits on a HexMap returning their inverse."""
import pytest

from core import edits
from core.hexgrid import Hex, Hexside, spiral
from core.model import Fortification, HexMap


def _map():
    m = HexMap(8, 6, "coh")
    m.terrain[m.parse("0202")] = "woods"
    m.elevation[m.parse("0303")] = 2
    return m


def test_set_terrain_returns_its_inverse_and_undo_returns_the_redo():
    m = _map()
    before = m.copy()
    h = m.parse("0202")
    e = edits.set_terrain(m, [h, m.parse("0203"), m.parse("0204")], "wheat")
    assert len(e) == 3
    assert m.terrain_at(m.parse("0203")) == "wheat"
    assert e.hexes() == {h, m.parse("0203"), m.parse("0204")}
    assert e.touch().parts == {"terrain"}
    redo = e.apply_to_map(m)
    assert m == before
    assert m.terrain == before.terrain  # raw dict restored, not just equal
    redo.apply_to_map(m)
    assert all(m.terrain_at(x) == "wheat" for x in e.hexes())


def test_default_terrain_stays_sparse_and_noop_is_empty():
    m = _map()
    h = m.parse("0202")
    e = edits.set_terrain(m, [h], "open")
    assert h not in m.terrain
    assert not edits.set_terrain(m, [h], "open")  # nothing changes twice
    e.apply_to_map(m)
    assert m.terrain[h] == "woods"


def test_off_map_hexes_are_skipped():
    m = _map()
    corner = m.parse("0101")
    e = edits.set_terrain(m, spiral(corner, 1), "marsh")
    assert all(m.contains(h) for h in e.hexes())
    assert len(e) == len([h for h in spiral(corner, 1) if m.contains(h)])


def test_elevation_raise_lower_set_and_combined_revert():
    m = _map()
    before = m.copy()
    a, b = m.parse("0303"), m.parse("0404")
    e = edits.raise_elevation(m, [a, b])
    assert (m.elevation_at(a), m.elevation_at(b)) == (3, 1)
    e = edits.lower_elevation(m, [b]) + e  # undo of several edits: the last one first
    assert b not in m.elevation  # back to 0 -> absent
    e = edits.set_elevation(m, [b], -1) + e
    assert m.elevation_at(b) == -1
    e = edits.shift_elevation(m, [a], +5, highest=4) + e
    assert m.elevation_at(a) == 4
    e.apply_to_map(m)
    assert m == before and m.elevation == before.elevation


def test_hexside_toggle_and_revert():
    m = _map()
    a, b = m.parse("0202"), m.parse("0203")
    e1 = edits.toggle_hexside_feature(m, a, b, "stream")
    assert m.features_between(b, a) == {"stream"}
    e2 = edits.toggle_hexside_feature(m, b, a, "wall")
    assert m.features_between(a, b) == {"stream", "wall"}
    e3 = edits.toggle_hexside_feature(m, a, b, "stream")
    assert m.features_between(a, b) == {"wall"}
    assert e1.hexes() == {a, b}
    (e3 + e2 + e1).apply_to_map(m)
    assert Hexside.between(a, b) not in m.hexsides
    with pytest.raises(ValueError):
        edits.toggle_hexside_feature(m, a, m.parse("0505"), "wall")


def test_fortification_and_flags():
    m = _map()
    h = m.parse("0404")
    e = edits.set_fortification(m, h, Fortification("bunker", 2))
    assert m.fortification_at(h) == Fortification("bunker", 2)
    e = edits.set_fortification(m, h, Fortification("trench")) + e
    e = edits.clear_fortification(m, h) + e
    assert m.fortification_at(h) is None
    e.apply_to_map(m)
    assert h not in m.fortifications
    with pytest.raises(ValueError):
        edits.set_fortification(m, h, Fortification("bunker", 6))
    f = edits.set_flag(m, [h], "road", True)
    assert m.flags_at(h) == {"road"}
    f.apply_to_map(m)
    assert h not in m.flags
    with pytest.raises(ValueError):
        edits.set_flag(m, [h], "railway", True)


def test_flood_region_follows_connected_same_terrain():
    m = HexMap(6, 6, "coh")
    # a wall of woods down column 3 splits the map
    col3 = [m.parse(f"03{r:02d}") for r in range(1, 7)]
    edits.set_terrain(m, col3, "woods")
    left = edits.flood_region(m, m.parse("0101"))
    assert len(left) == 2 * 6
    assert all(m.layout.to_offset(h)[0] < 2 for h in left)
    assert edits.flood_region(m, m.parse("0303")) == set(col3)
    e = edits.flood_fill_terrain(m, m.parse("0606"), "wheat")
    assert len(e) == 3 * 6
    assert m.terrain_at(m.parse("0101")) == "open"
    m.elevation[m.parse("0101")] = 1
    assert edits.flood_region(m, m.parse("0101"), by="elevation") == {m.parse("0101")}
    assert edits.flood_region(m, Hex(-5, -5)) == set()
