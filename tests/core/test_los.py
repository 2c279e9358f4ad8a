"""Line of sight under the CoH policy: the named tie cases, elevation (coh.md 6),
units and end hexes, hexside features, the engine's API and bad input."""
import json

import pytest

from core.conformance import build_map, run_case
from core.errors import HexwrightError
from core.hexgrid import Hex, Hexside
from core.los import LosEngine, LosResult, line_of_sight, policy_for
from core.los.geometry import exact_traversal, shapely_traversal
from core.los.levels import LevelLosPolicy
from core.rules.coh.queries_los import query_los
from tests.conftest import CASES


def cmap(hexes=None, hexsides=(), cols=8, rows=8, orientation="flat", stagger="even"):
    return build_map({"cols": cols, "rows": rows, "orientation": orientation, "stagger": stagger,
                      "hexes": hexes or {}, "hexsides": list(hexsides)}, "coh")


def los(m, a, b) -> LosResult:
    return line_of_sight(m, m.parse(a), m.parse(b))


# --- conformance --------------------------------------------------------

COH_LOS_CASES = sorted(CASES.glob("coh-los-*.json"))


def test_there_are_coh_los_cases():
    assert len(COH_LOS_CASES) >= 8


@pytest.mark.parametrize("path", COH_LOS_CASES, ids=lambda p: p.stem)
def test_coh_los_case_passes(path):
    out = run_case(json.loads(path.read_text(encoding="utf-8")))
    assert out.status == "PASS", (out.expected, out.got, out.message)


# --- flat LOS and the named tie cases -------------------------------------

def test_woods_between_blocks_and_names_the_hex():
    m = cmap({"0402": {"terrain": "woods"}})
    r = los(m, "0401", "0404")
    assert not r.clear
    assert r.blocking_hexes == (m.parse("0402"),)
    assert "0402" in r.reason and "coh.md 6" in r.reason


def test_along_hexside_one_side_blocking_is_clear():
    # 0202 -> 0402 runs exactly along the side 0302/0303 (flat, even stagger)
    m = cmap({"0302": {"terrain": "woods"}})
    path = LosEngine(m).path(m.parse("0202"), m.parse("0402"))
    assert [s for s, _, _ in path.runs] == [Hexside.between(m.parse("0302"), m.parse("0303"))]
    assert path.crossed == ()
    assert los(m, "0202", "0402").clear
    assert los(m, "0402", "0202").clear


def test_along_hexside_both_sides_blocking_is_blocked():
    m = cmap({"0302": {"terrain": "woods"}, "0303": {"terrain": "stone_building"}})
    r = los(m, "0202", "0402")
    assert not r.clear
    side = Hexside.between(m.parse("0302"), m.parse("0303"))
    assert r.blocking_hexsides == (side,)
    assert set(r.blocking_hexes) == {m.parse("0302"), m.parse("0303")}
    assert "both hexes" in r.reason


def _vertex_pair(m):
    """A pair of map hexes whose line passes exactly through a corner."""
    a = m.parse("0101")
    for d in (Hex(5, -4), Hex(4, 1), Hex(1, 4), Hex(5, -1)):
        b = Hex(a[0] + d[0], a[1] + d[1])
        if m.contains(b) and exact_traversal(d).touches:
            return a, b
    raise AssertionError("no vertex pair on the test map")


def test_vertex_touch_alone_does_not_block():
    m = cmap(cols=10, rows=10)
    a, b = _vertex_pair(m)
    eng = LosEngine(m)
    path = eng.path(a, b)
    touched = [h for h, _, _ in path.touches]
    assert touched and not set(touched) & {h for h, _, _ in path.crossed}
    # shapely agrees that the line passes exactly through the corner
    rel = shapely_traversal(Hex(b[0] - a[0], b[1] - a[1]))
    assert {Hex(h[0] + a[0], h[1] + a[1]) for h, _, _ in rel.touches} == set(touched)
    for h in touched:
        m.terrain[h] = "woods"
    assert LosEngine(m).check(a, b).clear
    # a crossed hex on the other side of the corner does block
    h, _, others = path.touches[0]
    m.terrain[others[0]] = "woods"
    r = LosEngine(m).check(a, b)
    assert not r.clear and others[0] in r.blocking_hexes and h not in r.blocking_hexes


def test_target_and_start_hex_never_block():
    m = cmap({"0401": {"terrain": "woods"}, "0404": {"terrain": "stone_building"}})
    assert los(m, "0401", "0404").clear
    assert los(m, "0404", "0401").clear


def test_adjacent_hexes_always_see_each_other():
    m = cmap({"0401": {"terrain": "woods", "elevation": 2}, "0402": {"terrain": "woods"}})
    assert los(m, "0401", "0402").clear


def test_units_never_block():
    case = json.loads((CASES / "coh-los-woods-between-blocks.json").read_text(encoding="utf-8"))
    case["map"]["hexes"] = {}
    case["units"] = [{"id": f"u{i}", "side": "german", "kind": "squad", "hex": lab, "stats": {}}
                     for i, lab in enumerate(("0402", "0403"))]
    m = build_map(case["map"], "coh")
    got = query_los(case, m)
    assert got["clear"] is True and got["blocked_by"] == []


def test_wall_and_small_balka_on_crossed_sides_do_not_block():
    sides = [{"hexes": ["0401", "0402"], "feature": "wall"},
             {"hexes": ["0402", "0403"], "feature": "small_balka"},
             {"hexes": ["0403", "0404"], "feature": "stream"}]
    m = cmap(hexsides=sides)
    path = LosEngine(m).path(m.parse("0401"), m.parse("0404"))
    assert Hexside.between(m.parse("0401"), m.parse("0402")) in {s for s, _ in path.sides}
    assert los(m, "0401", "0404").clear


class HedgeBlocks(LevelLosPolicy):
    """A test policy whose data marks hedges as blocking."""

    def __init__(self):
        super().__init__("coh")
        self.blocking_features = frozenset({"hedge"})


def test_blocking_hexside_feature_blocks_when_crossed_or_run_along():
    m = cmap(hexsides=[{"hexes": ["0402", "0403"], "feature": "hedge"},
                       {"hexes": ["0302", "0303"], "feature": "hedge"}])
    pol = HedgeBlocks()
    r = line_of_sight(m, m.parse("0401"), m.parse("0404"), pol)
    assert not r.clear and r.blocking_hexsides == (Hexside.between(m.parse("0402"), m.parse("0403")),)
    assert not line_of_sight(m, m.parse("0202"), m.parse("0402"), pol).clear
    assert line_of_sight(m, m.parse("0401"), m.parse("0404")).clear  # CoH: hedges assumed not to block
    fan = LosEngine(m, pol).fan(m.parse("0401"))
    assert fan[m.parse("0404")] is False and fan[m.parse("0403")] is False and fan[m.parse("0402")] is True


# --- elevation (coh.md 6) --------------------------------------------------

def test_down_from_hill_over_lower_open_ground_is_clear():
    assert los(cmap({"0401": {"elevation": 1}}), "0401", "0404").clear


def test_hill_between_level0_ends_blocks():
    r = los(cmap({"0402": {"elevation": 1}}), "0401", "0404")
    assert not r.clear and "0402" in r.reason


def test_plateau_same_level_as_high_ground_blocks():
    m = cmap({"0401": {"elevation": 2}, "0402": {"elevation": 2}})
    assert not los(m, "0401", "0404").clear
    m = cmap({"0401": {"elevation": 2}, "0402": {"elevation": 1}})
    assert los(m, "0401", "0404").clear


def test_woods_count_one_level_higher():
    # L2 firer, woods on L1 count as L2: as high as the high ground -> blocks
    m = cmap({"0401": {"elevation": 2}, "0402": {"elevation": 1, "terrain": "woods"}})
    assert not los(m, "0401", "0405").clear
    # woods on L0 count as L1 < L2: clear when not directly in front of the target
    m = cmap({"0401": {"elevation": 2}, "0402": {"terrain": "woods"}})
    assert los(m, "0401", "0405").clear


def test_blind_spot_directly_behind_blocking_terrain():
    m = cmap({"0401": {"elevation": 2}, "0403": {"terrain": "woods"}})
    r = los(m, "0401", "0404")
    assert not r.clear and "blind spot" in r.reason and r.blocking_hexes == (m.parse("0403"),)
    assert not los(m, "0404", "0401").clear  # both ways
    assert los(m, "0401", "0405").clear      # two hexes behind: visible


def test_blind_spot_needs_terrain_at_least_as_high_as_the_low_end():
    # target on L2 behind woods on L0 (LOS level 1), seen from L3: not hidden
    m = cmap({"0401": {"elevation": 3}, "0403": {"terrain": "woods"}, "0404": {"elevation": 2}})
    assert los(m, "0401", "0404").clear
    m.elevation[m.parse("0404")] = 1
    assert not los(m, "0401", "0404").clear


def test_equal_levels_open_between_clear_blocking_terrain_or_higher_blocks():
    m = cmap({"0401": {"elevation": 1}, "0402": {"elevation": 1}, "0404": {"elevation": 1}})
    assert los(m, "0401", "0404").clear
    m.terrain[m.parse("0402")] = "woods"
    assert not los(m, "0401", "0404").clear
    m = cmap({"0401": {"elevation": 1}, "0402": {"elevation": 2}, "0404": {"elevation": 1}})
    assert not los(m, "0401", "0404").clear
    # woods in a valley (L0, LOS level 1) between two L1 ends: not higher than the ends
    m = cmap({"0401": {"elevation": 1}, "0402": {"terrain": "woods"}, "0404": {"elevation": 1}})
    assert los(m, "0401", "0404").clear


# --- engine API ----------------------------------------------------------

def test_fan_and_all_pairs_match_check():
    m = cmap({"0402": {"terrain": "woods"}, "0505": {"elevation": 1}, "0506": {"elevation": 2},
              "0303": {"terrain": "wood_building", "elevation": 1}})
    eng = LosEngine(m)
    a = m.parse("0506")
    fan = eng.fan(a)
    assert len(fan) == 64 and fan[a] is True
    for b, ok in fan.items():
        assert ok == (a == b or eng.check(a, b).clear), m.label(b)
    seen = []
    mat = eng.all_pairs(progress=lambda done, total: seen.append((done, total)))
    assert seen[-1] == (64, 64) and len(seen) == 64
    for b in m.hexes():
        assert mat.visible(a, b) == fan[b] == mat.visible(b, a)
    sub = eng.fan(a, [m.parse("0101"), m.parse("0808")])
    assert set(sub) == {m.parse("0101"), m.parse("0808")}


def test_pointy_map_uses_the_same_rules():
    # pointy, even stagger: 0101 -> 0501 runs along row 1 through 0201..0401
    m = cmap({"0303": {"terrain": "woods"}}, orientation="pointy")
    assert los(m, "0101", "0501").clear
    m.terrain[m.parse("0301")] = "woods"
    assert not los(m, "0101", "0501").clear
    # 0201 -> 0203 runs exactly along the side between 0102 and 0202 (row 2 is shoved right)
    m = cmap({"0102": {"terrain": "woods"}}, orientation="pointy")
    path = LosEngine(m).path(m.parse("0201"), m.parse("0203"))
    assert [s for s, _, _ in path.runs] == [Hexside.between(m.parse("0102"), m.parse("0202"))]
    assert los(m, "0201", "0203").clear
    m.terrain[m.parse("0202")] = "woods"
    assert not los(m, "0201", "0203").clear


def test_off_map_hex_is_an_error_and_policy_for_unknown_ruleset_errors():
    m = cmap()
    with pytest.raises(HexwrightError, match="off the map"):
        LosEngine(m).check(m.parse("0101"), Hex(40, 40))
    with pytest.raises(HexwrightError, match="unknown ruleset 'nosuchruleset': expected one of coh, tng, fow"):
        policy_for("nosuchruleset")


def test_query_los_reports_bad_labels_clearly():
    m = cmap()
    with pytest.raises(HexwrightError, match="0909"):
        query_los({"query": {"kind": "los", "from": "0101", "to": "0909"}}, m)
    with pytest.raises(HexwrightError, match="'to'"):
        query_los({"query": {"kind": "los", "from": "0101"}}, m)


def test_large_map_fan_uses_canonical_tables_and_falls_back_beyond(monkeypatch, tmp_path):
    from core.los import fan as los_fan
    monkeypatch.setenv("HEXWRIGHT_CACHE_DIR", str(tmp_path))
    los_fan.sym_tables.cache_clear()
    m = cmap({"0402": {"terrain": "woods"}, "0603": {"elevation": 1}, "0505": {"terrain": "stone_building"},
              "0304": {"elevation": 2}, "0306": {"terrain": "woods"}}, cols=9, rows=9)
    a = m.parse("0304")
    want = {b: (a == b or LosEngine(m).check(a, b).clear) for b in m.hexes()}
    monkeypatch.setattr(los_fan, "FULL_TABLE_LIMIT", 0)  # treat the map as large: canonical tables
    eng = LosEngine(m)
    assert eng._kernel().fan(a, list(m.hexes())) is not None
    assert eng.fan(a) == want
    assert list(tmp_path.glob("los_sym_r*.npz"))            # built once, kept on disk
    los_fan.sym_tables.cache_clear()
    assert LosEngine(m).fan(a) == want                      # read back from the disk cache
    monkeypatch.setattr(los_fan, "SYM_RADIUS_LIMIT", 3)     # a map wider than the tables reach
    eng = LosEngine(m)
    assert eng._kernel().fan(a, list(m.hexes())) is None    # the caller decides per pair
    assert eng.fan(a) == want
    los_fan.sym_tables.cache_clear()


def test_terrain_height_is_data():
    # a catalogue "los_height" of 2 would make a stone building on L0 as high as an L2 hill
    m = cmap({"0401": {"elevation": 2}, "0402": {"terrain": "stone_building"}})
    pol = policy_for("coh").__class__("coh")
    assert line_of_sight(m, m.parse("0401"), m.parse("0405"), pol).clear
    pol.heights["stone_building"] = 2
    r = line_of_sight(m, m.parse("0401"), m.parse("0405"), pol)
    assert not r.clear and r.blocking_hexes == (m.parse("0402"),)
    assert LosEngine(m, pol).fan(m.parse("0401"))[m.parse("0405")] is False


def test_fan_rejects_off_map_hexes():
    m = cmap()
    with pytest.raises(HexwrightError, match="off the map"):
        LosEngine(m).fan(Hex(50, 0))
    with pytest.raises(HexwrightError, match="off the map"):
        LosEngine(m).fan(m.parse("0101"), [Hex(50, 0)])


def test_traversal_cache_is_bounded():
    from core.los import geometry
    assert geometry.exact_traversal.cache_info().maxsize == geometry.TRAVERSAL_CACHE_SIZE
    from core.los import fan as los_fan
    assert los_fan.sym_tables.cache_info().maxsize == 1
    assert los_fan.offset_tables.cache_info().maxsize is not None
