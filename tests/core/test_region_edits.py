"""Regions (core/edits/region.py): select by rectangle, lasso or terrain;
copy, cut, paste and delete terrain, elevation, hexsides, fortifications
and units, each undone exactly (the saved file comes back byte for byte)."""
import pytest

from core.edits import EditError
from core.edits.region import anchor_of, copy_region, delete_region, lasso, of_terrain, paste_region, rectangle
from core.formats.scenariofile import load_scenario, scenario_to_dict
from core.hexgrid import Hexside
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


def _dump(sc):
    import json
    return json.dumps(scenario_to_dict(sc), sort_keys=False)


def test_rectangle_boxes_labels_and_lasso_takes_centres_inside():
    sc = load_scenario(BALKA)
    m = sc.hexmap
    box = rectangle(m, m.parse("1706"), m.parse("1908"))
    assert sorted(m.label(h) for h in box) == ["1706", "1707", "1708", "1806", "1807", "1808", "1906", "1907",
                                               "1908"]
    lay = m.layout_for(10)
    ring = [lay.hex_to_pixel(m.parse(x)) for x in ("1706", "1906", "1908", "1708")]
    inside = lasso(m, ring, 10)
    assert {m.label(h) for h in inside} >= {"1807"} and m.parse("2010") not in inside
    woods = of_terrain(m, "woods")
    assert woods and all(m.terrain_at(h) == "woods" for h in woods)


def test_copy_paste_keeps_shape_and_everything_in_it():
    sc = load_scenario(BALKA)
    m = sc.hexmap
    src = rectangle(m, m.parse("1706"), m.parse("1908"))
    clip = copy_region(sc, src)
    units_before = len(sc.units)
    carried = [u.id for u in sc.units if u.hex in src]
    assert carried                              # the trench 1708 holds a unit
    before = _dump(sc)
    target = m.parse("0306")
    inv = paste_region(sc, clip, target)
    shift = (target.q - anchor_of(m, src).q, target.r - anchor_of(m, src).r)
    for h in src:
        d = type(h)(h.q + shift[0], h.r + shift[1])
        assert m.terrain_at(d) == m.terrain_at(h) and m.elevation_at(d) == m.elevation_at(h)
        assert m.fortification_at(d) == m.fortification_at(h) and m.flags_at(d) == m.flags_at(h)
    for side, feats in list(m.hexsides.items()):
        if side.a in src and side.b in src:
            a = type(side.a)(side.a.q + shift[0], side.a.r + shift[1])
            b = type(side.b)(side.b.q + shift[0], side.b.r + shift[1])
            assert m.hexsides.get(Hexside.between(a, b)) == feats
    assert len(sc.units) == units_before + len(carried)
    assert len({u.id for u in sc.units}) == len(sc.units)       # fresh ids, no clash
    inv.apply(sc)
    assert _dump(sc) == before


def test_delete_and_cut_clear_the_region_and_undo_restores_it():
    sc = load_scenario(BALKA)
    m = sc.hexmap
    region = rectangle(m, m.parse("1706"), m.parse("1908"))
    before = _dump(sc)
    clip = copy_region(sc, region)
    inv = delete_region(sc, region)
    assert all(m.terrain_at(h) == m.default_terrain and m.elevation_at(h) == 0 and m.fortification_at(h) is None
               for h in region)
    assert not any(u.hex in region for u in sc.units)
    assert not any(s.a in region and s.b in region for s, f in m.hexsides.items() if f)
    inv.apply(sc)
    assert _dump(sc) == before
    assert len(clip) == 9


def test_only_the_parts_asked_for():
    sc = load_scenario(BALKA)
    m = sc.hexmap
    region = rectangle(m, m.parse("1706"), m.parse("1908"))
    terrain = {h: m.terrain_at(h) for h in region}
    delete_region(sc, region, parts=("units",))
    assert {h: m.terrain_at(h) for h in region} == terrain


def test_bad_pastes_are_refused_with_a_reason():
    sc = load_scenario(BALKA)
    m = sc.hexmap
    with pytest.raises(EditError, match="nothing selected"):
        copy_region(sc, [])
    clip = copy_region(sc, {m.parse("0101")})
    far = m.layout.from_offset(m.cols + 5, 0)
    with pytest.raises(EditError, match="off the map"):
        paste_region(sc, clip, far)
    tng = load_scenario(SAMPLES / "borodino.scenario.json")
    with pytest.raises(EditError, match="coh terrain"):
        paste_region(tng, clip, tng.hexmap.parse("0101"))
