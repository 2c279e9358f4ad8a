"""The committed sample maps: valid, stable through load/save, and holding
what their descriptions promise."""
import json

import networkx as nx
import pytest

from core.formats.mapfile import load_map, save_map
from core.hexgrid import Hexside
from core.rules.catalogue import load_catalogue
from hexwright.cli import main
from tests.conftest import SAMPLES

MAP_FILES = sorted(p for p in SAMPLES.glob("*.json") if json.loads(p.read_text("utf-8")).get("format") == "hexwright.map")


def test_the_three_samples_exist():
    assert {p.name for p in MAP_FILES} >= {"coh_two_boards.json", "borodino.json", "fow_table.json"}


@pytest.mark.parametrize("path", MAP_FILES, ids=lambda p: p.name)
def test_sample_validates_and_round_trips(path, tmp_path, capsys):
    assert main(["validate", str(path)]) == 0
    assert capsys.readouterr().out.strip() == f"{path}: ok"
    m = load_map(path)
    out = tmp_path / path.name
    save_map(m, out)
    assert load_map(out) == m
    assert out.read_bytes() == path.read_bytes()   # the committed file is already in canonical form


@pytest.mark.parametrize("path", MAP_FILES, ids=lambda p: p.name)
def test_sample_uses_only_catalogue_names(path):
    m = load_map(path)
    cat = load_catalogue(m.ruleset)
    assert set(m.terrain.values()) <= set(cat.terrain)
    assert {f for fs in m.hexsides.values() for f in fs} <= set(cat.hexside_features)
    assert {f.kind for f in m.fortifications.values()} <= set(cat.fortifications)


def _components(m, feature):
    """Connected pieces of the hexsides carrying ``feature`` (sides touching
    at a corner are connected)."""
    g = nx.Graph()
    for side, feats in m.hexsides.items():
        if feature in feats:
            a, b = side
            common = set(m.layout.neighbour(a, d) for d in range(6)) & set(m.layout.neighbour(b, d) for d in range(6))
            g.add_node(side)
            for c in common:
                g.add_edge(side, tuple(sorted((a, b, c))))
    return [c for c in nx.connected_components(g)]


def test_coh_sample_content():
    m = load_map(SAMPLES / "coh_two_boards.json")
    assert (m.cols, m.rows, m.orientation, m.stagger, m.ruleset) == (24, 19, "flat", "even", "coh")
    terrains = set(m.terrain.values())
    assert {"woods", "light_woods", "heavy_woods", "wood_building", "stone_building", "wheat", "orchard",
            "marsh", "large_balka"} <= terrains
    assert set(m.elevation.values()) == {1, 2}
    assert sum(1 for v in m.elevation.values() if v == 2) >= 3          # a plateau, not a peak
    kinds = {f.kind for f in m.fortifications.values()}
    assert kinds == {"bunker", "trench", "hasty_defense", "wire", "mines", "roadblock"}
    assert all(f.facing is not None for f in m.fortifications.values() if f.kind == "bunker")
    for h, f in m.fortifications.items():
        if f.kind == "roadblock":
            assert "road" in m.flags_at(h)
    feats = [f for fs in m.hexsides.values() for f in fs]
    assert {"stream", "ford", "bridge", "small_balka", "road", "steep_slope"} <= set(feats)
    assert len(_components(m, "stream")) == 1                           # one continuous stream
    for side, fs in m.hexsides.items():
        if "bridge" in fs:
            assert {"stream", "road"} <= fs
        if "steep_slope" in fs:
            assert abs(m.elevation_at(side.a) - m.elevation_at(side.b)) >= 2
    # Roads are continuous: every road hex's road hexside leads to a road hex.
    for side, fs in m.hexsides.items():
        if "road" in fs:
            assert "road" in m.flags_at(side.a) and "road" in m.flags_at(side.b)


def test_borodino_sample_content():
    m = load_map(SAMPLES / "borodino.json")
    assert m.ruleset == "tng" and m.cols >= 30 and m.rows >= 20
    p = m.parse
    assert m.terrain_at(p("1910")) == "redoubt" and m.elevation_at(p("1910")) == 2     # Raevsky
    assert [f.kind for f in m.fortifications.values()].count("fleche") == 3
    for village in ("1105", "2307", "1913", "1720"):                               # Borodino, Gorki, Semenovskaya, Utitsa
        assert m.terrain_at(p(village)) == "village"
    assert sum(1 for t in m.terrain.values() if t == "woods") >= 40
    assert len(_components(m, "stream")) == 1                                       # the Semenovka joins the Kolocha
    # The New Smolensk road crosses the Kolocha by the Borodino bridge.
    bridge = [s for s, fs in m.hexsides.items() if "bridge" in fs]
    assert len(bridge) == 1 and {m.label(bridge[0].a), m.label(bridge[0].b)} == {"1306", "1307"}
    assert min(m.elevation.values()) == -1 and max(m.elevation.values()) == 2


def test_fow_sample_content():
    m = load_map(SAMPLES / "fow_table.json")
    assert (m.cols, m.rows, m.ruleset) == (24, 16, "fow")
    assert {"woods", "fields", "buildings", "rough"} <= set(m.terrain.values())
    feats = {f for fs in m.hexsides.values() for f in fs}
    assert {"hedge", "wall", "road"} <= feats
    assert any("road" in f for f in m.flags.values())
    assert Hexside.between(m.parse("0807"), m.parse("0806")) in m.hexsides   # the hamlet's wall
