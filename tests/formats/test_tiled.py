"""Tiled import: both fixtures, the stagger mapping, encodings, bad files."""
import base64
import gzip
import struct
import xml.etree.ElementTree as ET
import zlib

import pytest

from core.errors import FormatError, HexwrightError
from core.formats.mapfile import load_map
from core.formats.tiled import import_tiled, parse_terrain_args
from core.hexgrid import Layout
from hexwright.cli import main
from tests.conftest import FIXTURES

MINI = FIXTURES / "tiled" / "hexagonal-mini.tmx"
FLAT = FIXTURES / "tiled" / "test_hexagonal_tile_60x60x30.tmx"


def _mini_grid():
    """The fixture's GIDs decoded independently of the importer."""
    text = ET.parse(MINI).getroot().find("layer/data").text.strip()
    raw = zlib.decompress(base64.b64decode(text))
    return struct.unpack(f"<{len(raw) // 4}I", raw)


def test_mini_fixture_pointy_rows():
    tmap = {2: "wheat", 5: "woods", 14: "marsh", 15: "orchard", 3: "water"}
    m, warnings = import_tiled(MINI, "coh", tmap)
    assert (m.cols, m.rows, m.orientation, m.stagger) == (20, 20, "pointy", "even")
    t = lambda label: m.terrain_at(m.parse(label))  # noqa: E731
    # Hand-read from the layer data (x, y) -> GID: (0,0)=15 (3,0)=5 (3,2)=2 (0,9)=14 (19,19)=3 (8,0)=8 (4,0)=16
    assert t("0101") == "orchard"
    assert t("0401") == "woods"
    assert t("0403") == "wheat"
    assert t("0110") == "marsh"
    assert t("2020") == "water"
    assert t("0901") == "open" and t("0501") == "open"     # GIDs 8 and 16 are unmapped
    grid = _mini_grid()
    assert sum(1 for v in m.terrain.values() if v == "wheat") == grid.count(2)
    assert len(m.terrain) == sum(grid.count(g) for g in tmap)
    assert len(warnings) == 1
    assert "4, 7, 8, 9, 10, 11, 12, 13, 16, 17" in warnings[0] and "'open'" in warnings[0]


def test_flat_fixture_csv_with_flag_bits():
    m, warnings = import_tiled(FLAT, "tng", {1: "woods"})
    assert (m.cols, m.rows, m.orientation, m.stagger) == (20, 20, "flat", "even")
    assert warnings == []
    # Row 0 and row 3 (0-based), columns 0-6, hold GID 1 with assorted flags
    # (e.g. 536870913 = 1 + 0x20000000); everything else is empty.
    expected = {f"{c:02d}{r:02d}" for c in range(1, 8) for r in (1, 4)}
    assert {m.label(h) for h in m.terrain} == expected
    assert set(m.terrain.values()) == {"woods"}
    assert m.default_terrain == "clear"


def test_flat_fixture_without_mapping_warns_once():
    m, warnings = import_tiled(FLAT, "coh")
    assert m.terrain == {}
    assert len(warnings) == 1 and "GID with no terrain (1) on 14 hexes" in warnings[0]


@pytest.mark.parametrize("axis,orientation", [("x", "flat"), ("y", "pointy")])
@pytest.mark.parametrize("index,stagger", [("odd", "even"), ("even", "odd")])
def test_stagger_shifts_the_same_indices_as_tiled(axis, orientation, index, stagger, tmp_path):
    # Tiled's HexagonalRenderer shifts index i when (i & 1) ^ staggerEven.
    path = _tmx(tmp_path, [[1, 0], [0, 0]], staggeraxis=axis, staggerindex=index)
    m, _ = import_tiled(path, "coh", {1: "woods"})
    assert (m.orientation, m.stagger) == (orientation, stagger)
    lay = Layout(orientation, stagger)
    stagger_even = index == "even"
    for i in range(4):
        if orientation == "flat":   # columns shift down
            shifted = lay.hex_to_pixel(lay.from_offset(i, 0))[1] > min(lay.hex_to_pixel(lay.from_offset(j, 0))[1]
                                                                       for j in range(4))
        else:                       # rows shift right
            shifted = lay.hex_to_pixel(lay.from_offset(0, i))[0] > min(lay.hex_to_pixel(lay.from_offset(0, j))[0]
                                                                       for j in range(4))
        assert shifted == bool((i & 1) ^ stagger_even)
    assert m.label(next(iter(m.terrain))) == "0101"


def _tmx(tmp_path, rows, encoding="csv", compression=None, staggeraxis="y", staggerindex="odd",
         orientation="hexagonal", tileset="", name="t.tmx", data=None):
    h, w = len(rows), len(rows[0])
    flat = [g for row in rows for g in row]
    if data is None:
        if encoding == "csv":
            data = ",".join(map(str, flat))
        elif encoding == "base64":
            raw = struct.pack(f"<{len(flat)}I", *flat)
            raw = {"zlib": zlib.compress, "gzip": gzip.compress, None: lambda b: b}.get(compression, zlib.compress)(raw)
            data = base64.b64encode(raw).decode()
        else:
            data = "".join(f'<tile gid="{g}"/>' for g in flat)
    attrs = (f' encoding="{encoding}"' if encoding else "") + (f' compression="{compression}"' if compression else "")
    text = (f'<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orientation="{orientation}" width="{w}" '
            f'height="{h}" tilewidth="14" tileheight="12" hexsidelength="6" staggeraxis="{staggeraxis}" '
            f'staggerindex="{staggerindex}">\n{tileset}\n <layer id="1" name="Ground" width="{w}" height="{h}">\n'
            f'  <data{attrs}>{data}</data>\n </layer>\n</map>\n')
    p = tmp_path / name
    p.write_text(text)
    return p


ROWS = [[1, 2, 0], [0x80000002, 3, 1]]


@pytest.mark.parametrize("encoding,compression", [("csv", None), ("base64", None), ("base64", "zlib"),
                                                  ("base64", "gzip"), (None, None)])
def test_every_encoding_reads_the_same(tmp_path, encoding, compression):
    p = _tmx(tmp_path, ROWS, encoding, compression)
    m, warnings = import_tiled(p, "coh", {1: "woods", 2: "wheat", 3: "marsh"})
    got = {m.label(h): t for h, t in m.terrain.items()}
    assert got == {"0101": "woods", "0201": "wheat", "0102": "wheat", "0202": "marsh", "0302": "woods"}
    assert warnings == []


def test_tile_properties_map_terrain_and_the_argument_wins(tmp_path):
    tileset = ('<tileset firstgid="1" name="t" tilewidth="14" tileheight="12" tilecount="3" columns="3">'
               '<tile id="0"><properties><property name="terrain" value="heavy_woods"/></properties>'
               '<objectgroup><object id="1" x="0" y="0"/></objectgroup></tile>'
               '<tile id="1"><properties><property name="terrain" value="stone_building"/></properties></tile>'
               '<tile id="2"><properties><property name="terrain" value="lava"/></properties></tile></tileset>')
    p = _tmx(tmp_path, ROWS, tileset=tileset)
    m, warnings = import_tiled(p, "coh", {2: "orchard"})
    got = {m.label(h): t for h, t in m.terrain.items()}
    assert got == {"0101": "heavy_woods", "0201": "orchard", "0102": "orchard", "0302": "heavy_woods"}
    assert len(warnings) == 2
    assert "'lava'" in warnings[0] and "GID with no terrain (3) on 1 hexes" in warnings[1]


BAD = {
    "unknown_encoding": (dict(encoding="base32", data="AAAA"), "layer 'Ground'", "unknown encoding 'base32'"),
    "unknown_compression": (dict(encoding="base64", compression="zstd"), "layer 'Ground'",
                            "unknown compression 'zstd'"),
    "wrong_length": (dict(data="1,2,3"), "layer 'Ground'", "3 tiles: expected 3 x 2 = 6"),
    "corrupt_zlib": (dict(encoding="base64", compression="zlib", data="AAAAAAAA"), "layer 'Ground'", "corrupt"),
    "not_hexagonal": (dict(orientation="orthogonal"), "<map>", "only hexagonal"),
    "malformed_xml": (dict(data="1,2</layer>"), "line 5 column 29", "malformed XML: mismatched tag"),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_bad_tmx_gives_one_clear_error(case, tmp_path, capsys):
    kwargs, place, words = BAD[case]
    p = _tmx(tmp_path, ROWS, **kwargs)
    with pytest.raises(FormatError) as ei:
        import_tiled(p, "coh")
    lines = str(ei.value).splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"{p}: {place}") and words in lines[0], lines
    out_file = tmp_path / "out.json"
    assert main(["import-tiled", str(p), "-o", str(out_file)]) == 2
    out, err = capsys.readouterr()
    assert lines[0] in err and "Traceback" not in out + err
    assert not out_file.exists()


def test_missing_tmx(tmp_path):
    with pytest.raises(FormatError) as ei:
        import_tiled(tmp_path / "none.tmx")
    assert "none.tmx" in str(ei.value) and "no such file" in str(ei.value)


def test_bad_terrain_arguments():
    assert parse_terrain_args(["2=woods", "15 = open"]) == {2: "woods", 15: "open"}
    with pytest.raises(HexwrightError):
        parse_terrain_args(["woods"])
    with pytest.raises(HexwrightError) as ei:
        import_tiled(MINI, "coh", {2: "jungle"})
    assert "jungle" in str(ei.value)


def test_cli_import_writes_a_valid_map(tmp_path, capsys):
    out = tmp_path / "mini.json"
    assert main(["import-tiled", str(MINI), "--ruleset", "coh", "--terrain", "2=wheat", "5=woods",
                 "-o", str(out)]) == 0
    _, err = capsys.readouterr()
    assert err.count("warning:") == 1
    m = load_map(out)
    assert m.terrain_at(m.parse("0401")) == "woods" and m.orientation == "pointy"
    assert main(["validate", str(out)]) == 0
