"""Tiled export: import(export(map)) keeps size, orientation, stagger and
terrain; the Hexwright object layers carry the rest; both shared fixtures
survive import -> export -> import."""
import xml.etree.ElementTree as ET

import pytest

from core.formats.mapfile import load_map
from core.formats.tiled import import_tiled
from core.formats.tiled_export import apply_hexwright_objects, export_tiled, tile_center
from core.hexgrid import Hexside
from core.model import Fortification, HexMap
from hexwright.cli import main
from tests.conftest import FIXTURES, SAMPLES
from tests.packs.print_fixtures import small_print_map

MINI = FIXTURES / "tiled" / "hexagonal-mini.tmx"
FLAT = FIXTURES / "tiled" / "test_hexagonal_tile_60x60x30.tmx"


def grid(m: HexMap) -> list[list[str]]:
    return [[m.terrain_at(m.layout.from_offset(c, r)) for c in range(m.cols)] for r in range(m.rows)]


@pytest.mark.parametrize("orientation,stagger", [("flat", "even"), ("flat", "odd"), ("pointy", "even"),
                                                 ("pointy", "odd")])
def test_round_trip_terrain_and_size(tmp_path, orientation, stagger):
    m = HexMap(7, 5, "coh", orientation, stagger, "open", name="rt")
    for i, h in enumerate(m.hexes()):
        m.terrain[h] = ["woods", "open", "marsh", "wheat", "water"][i % 5]
    out = tmp_path / "m.tmx"
    export_tiled(m, out)
    root = ET.parse(out).getroot()
    assert root.get("staggeraxis") == ("x" if orientation == "flat" else "y")
    assert root.get("staggerindex") == ("odd" if stagger == "even" else "even")   # Tiled odd == our even
    back, warnings = import_tiled(out, "coh")
    assert (back.cols, back.rows, back.orientation, back.stagger) == (7, 5, orientation, stagger)
    assert grid(back) == grid(m)
    assert not any("no terrain" in w for w in warnings)


def test_tileset_has_a_terrain_property_per_tile(tmp_path):
    out = tmp_path / "m.tmx"
    export_tiled(small_print_map(), out)
    root = ET.parse(out).getroot()
    tiles = root.findall("tileset/tile")
    names = [t.find("properties/property[@name='terrain']").get("value") for t in tiles]
    from core.rules.catalogue import load_catalogue
    assert names == list(load_catalogue("coh").terrain)
    image = root.find("tileset/image")
    png = (tmp_path / image.get("source")).read_bytes()
    assert png.startswith(b"\x89PNG") and int(image.get("width")) == 30 * len(names)


def test_extras_survive_through_object_layers(tmp_path):
    m = small_print_map()
    m.hexsides[Hexside.between(m.parse("0303"), m.parse("0304"))] = frozenset({"hedge", "road"})
    out = tmp_path / "m.tmx"
    export_tiled(m, out)
    back, _w = import_tiled(out, "coh")
    assert back == m                                          # import reads the object layers itself
    assert apply_hexwright_objects(out, back) == []           # applying them again changes nothing
    assert back == m
    assert back.fortifications[m.parse("0101")] == Fortification("bunker", 2)


def test_sample_map_round_trip(tmp_path):
    m = load_map(SAMPLES / "coh_two_boards.json")
    out = tmp_path / "two.tmx"
    assert main(["export-tiled", str(SAMPLES / "coh_two_boards.json"), "-o", str(out)]) == 0
    back, _w = import_tiled(out, "coh")
    apply_hexwright_objects(out, back)
    back.name, back.notes = m.name, m.notes
    assert back == m


def test_object_positions_follow_tiled_stagger():
    """Tiled's renderer: staggeraxis x shifts columns down by half a tile when
    (x & 1) ^ staggerEven; our even stagger == Tiled odd, so column 2 (x=1) is shifted."""
    m = HexMap(4, 4, "coh", "flat", "even")
    (x0, y0), (x1, y1) = tile_center(m, 0, 0), tile_center(m, 1, 0)
    assert (x1 - x0, y1 - y0) == (22.5, 13)
    p = HexMap(4, 4, "coh", "pointy", "odd")          # Tiled even: row 0 (x & 1 == 0) is shifted
    (a, b), (c, d) = tile_center(p, 0, 0), tile_center(p, 0, 1)
    assert a - c == 13 and d - b == 22.5


@pytest.mark.parametrize("fixture,tmap", [
    (MINI, {2: "wheat", 5: "woods", 14: "marsh", 15: "orchard", 3: "water"}),
    (FLAT, {1: "woods"}),
])
def test_fixtures_survive_import_export_import(tmp_path, fixture, tmap):
    first, _w = import_tiled(fixture, "coh", tmap)
    out = tmp_path / "again.tmx"
    export_tiled(first, out)
    second, warnings = import_tiled(out, "coh")
    assert (second.cols, second.rows, second.orientation, second.stagger) == \
        (first.cols, first.rows, first.orientation, first.stagger)
    assert grid(second) == grid(first)
    assert sum(t != "open" for row in grid(second) for t in row) > 0


def test_export_is_plain_csv(tmp_path):
    out = tmp_path / "m.tmx"
    export_tiled(small_print_map(), out)
    data = ET.parse(out).getroot().find("layer/data")
    assert data.get("encoding") == "csv" and data.get("compression") is None
    assert len([t for t in data.text.replace("\n", "").split(",") if t]) == 30
