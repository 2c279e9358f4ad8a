"""Issue 18 items 8, 10, 12 and the Tiled part of 14: paths that cannot
name a file, pipes and devices, Tiled data that inflates without end,
nested groups, unknown encodings, and maps Hexwright would then refuse --
each one clear line, never a hang or a traceback."""
from __future__ import annotations

import base64
import json
import os
import zlib

import pytest

from core.errors import FormatError, HexwrightError
from core.formats import tiled
from core.formats.safe_read import path_problem, read_file_capped
from core.formats.tiled import import_tiled, parse_terrain_args
from core.formats.tiled_export import export_tiled
from core.formats.mapfile import load_map
from hexwright.cli import main
from tests.robustness.helpers import SAMPLES, assert_clear_failure, hexwright

HEAD = '<?xml version="1.0"?><map orientation="hexagonal" width="{w}" height="{h}" staggeraxis="x" staggerindex="odd">'
LONG = "a" * 300 + ".json"


def _fails(capsys, argv, *words):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    text = out.out + out.err
    assert code != 0 and "Traceback" not in text, text
    assert len(text.strip().splitlines()) == 1, text
    for w in words:
        assert w in text, (w, text)
    return text


# --- item 10: names and streams -------------------------------------------------
@pytest.mark.parametrize("argv", [["validate", LONG], ["los", LONG, "0101"], ["render", LONG, "-o", "x.png"],
                                  ["play", LONG], ["replay", LONG], ["export", LONG, "-o", "x.hwpack"],
                                  ["print", LONG, "-o", "x.pdf"], ["export-tiled", LONG, "-o", "x.tmx"],
                                  ["import", LONG, "-o", "xx"], ["import-tiled", LONG, "-o", "x.json"]])
def test_a_name_over_255_bytes_is_one_line(argv, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _fails(capsys, argv, "255 bytes")


def test_an_output_name_over_255_bytes_is_one_line(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    _fails(capsys, ["export-tiled", SAMPLES / "coh_two_boards.json", "-o", "b" * 300 + ".tmx"], "255 bytes")


def test_path_problem_words():
    assert path_problem("ok/name.json") is None
    assert "NUL" in path_problem("a\x00b.json")
    assert "255 bytes" in path_problem("x/" + "é" * 130)        # 260 bytes in UTF-8, 130 characters


def _scenario_with_map_path(tmp_path, map_path: str):
    sc = json.loads((SAMPLES / "coh_partisans.scenario.json").read_text(encoding="utf-8"))
    sc["map"] = {"file": map_path}
    p = tmp_path / "s.scenario.json"
    p.write_text(json.dumps(sc), encoding="utf-8")
    return p


def test_nul_in_a_scenarios_map_path(tmp_path, capsys):
    p = _scenario_with_map_path(tmp_path, "maps/a\u0000b.json")
    for argv in (["validate", p], ["play", p]):
        text = _fails(capsys, argv, "s.scenario.json", "$.map.file")
        assert "NUL" in text or "control character" in text, text


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


def test_a_named_pipe_is_refused_at_once(fifo, tmp_path, capsys):
    # each would block forever in open() or read() before the fix; the subprocess timeout catches a hang
    assert_clear_failure(hexwright("validate", fifo, timeout=60), "pipe.json", "named pipe")
    _fails(capsys, ["los", fifo, "0101"], "named pipe")
    _fails(capsys, ["import-tiled", fifo, "-o", tmp_path / "o.json"], "named pipe")
    _fails(capsys, ["import", fifo, "-o", tmp_path / "o"], "named pipe")
    p = _scenario_with_map_path(tmp_path, "pipe.json")
    _fails(capsys, ["validate", p], "$.map.file", "named pipe")


def test_dev_stdin_is_refused_without_reading(tmp_path):
    proc = hexwright("validate", "/dev/stdin", timeout=60)     # stdin is a pipe here: it must not wait on it
    assert_clear_failure(proc, "/dev/stdin")
    with pytest.raises(FormatError, match="not a file|device|pipe"):
        read_file_capped("/dev/null", 10)


# --- item 8: inflation and read caps -----------------------------------------------
def _tmx(tmp_path, w, h, data_attrs, payload, extra=""):
    p = tmp_path / "m.tmx"
    p.write_text(HEAD.format(w=w, h=h) + extra + f'<layer name="L"><data {data_attrs}>{payload}</data></layer></map>')
    return p


@pytest.mark.parametrize("compression", ["zlib", "gzip"])
def test_layer_data_inflating_past_the_declared_size_is_refused(tmp_path, compression, monkeypatch):
    raw = bytes(4 * 4 * 3) + bytes(40_000_000)       # 40 MB of zeros for a 4 x 3 map: 48 bytes expected
    packed = zlib.compress(raw, 9) if compression == "zlib" else __import__("gzip").compress(raw, 9)
    p = _tmx(tmp_path, 4, 3, f'encoding="base64" compression="{compression}"', base64.b64encode(packed).decode())
    with pytest.raises(FormatError, match="inflates past 48 bytes") as e:
        import_tiled(p, "coh")
    assert "layer 'L'" in str(e.value)


def test_layer_data_of_the_right_size_still_imports(tmp_path):
    raw = b"".join(int(1).to_bytes(4, "little") for _ in range(12))
    p = _tmx(tmp_path, 4, 3, 'encoding="base64" compression="zlib"', base64.b64encode(zlib.compress(raw)).decode())
    m, _warnings = import_tiled(p, "coh", {1: "woods"})
    assert m.cols == 4 and len(m.terrain) == 12


def test_csv_with_far_too_many_values_is_refused_before_parsing(tmp_path):
    p = _tmx(tmp_path, 2, 2, 'encoding="csv"', ",".join(["1"] * 100_000))
    with pytest.raises(FormatError, match="expected 2 x 2 = 4"):
        import_tiled(p, "coh")


def test_an_external_tileset_is_read_with_a_cap(tmp_path, monkeypatch):
    monkeypatch.setattr(tiled, "MAX_TILESET_BYTES", 100)
    (tmp_path / "big.tsx").write_text('<tileset name="big">' + " " * 500 + "</tileset>")
    p = _tmx(tmp_path, 2, 1, 'encoding="csv"', "1,1", extra='<tileset firstgid="1" source="big.tsx"/>')
    _m, warnings = import_tiled(p, "coh")
    assert any("big.tsx" in w and "larger than 100 bytes" in w for w in warnings), warnings


def test_a_tileset_that_is_a_pipe_is_not_waited_on(tmp_path):
    os.mkfifo(tmp_path / "t.tsx")
    p = _tmx(tmp_path, 2, 1, 'encoding="csv"', "1,1", extra='<tileset firstgid="1" source="t.tsx"/>')
    _m, warnings = import_tiled(p, "coh")
    assert any("t.tsx" in w and "named pipe" in w for w in warnings), warnings


# --- item 12: what Hexwright would refuse, unknown encodings, deep groups ------------
def test_borodino_exported_and_imported_as_coh_is_refused_with_the_hex(tmp_path, capsys):
    out = tmp_path / "b.tmx"
    export_tiled(load_map(SAMPLES / "borodino.json"), out)
    with pytest.raises(FormatError) as e:
        import_tiled(out, "coh")
    msg = str(e.value)
    assert "fleche" in msg and "unknown fortification" in msg and "hex " in msg, msg
    code = main(["import-tiled", str(out), "--ruleset", "coh", "-o", str(tmp_path / "o.json")])
    assert code != 0 and not (tmp_path / "o.json").exists()
    assert "fleche" in capsys.readouterr().err


def test_a_fortification_facing_77_is_refused(tmp_path):
    from core.model import Fortification
    m = load_map(SAMPLES / "coh_two_boards.json")
    h = m.parse("0303")
    m.fortifications[h] = Fortification("bunker", 2)
    out = tmp_path / "f.tmx"
    export_tiled(m, out)
    out.write_text(out.read_text().replace('name="facing" type="int" value="2"', 'name="facing" type="int" value="77"'))
    assert 'value="77"' in out.read_text()
    with pytest.raises(FormatError, match=r"hex 0303 fortification.facing: expected a number <= 5"):
        import_tiled(out, "coh")


def test_an_unknown_xml_encoding_is_a_message(tmp_path):
    p = tmp_path / "e.tmx"
    p.write_bytes(b'<?xml version="1.0" encoding="x-no-such"?>' + (HEAD.format(w=1, h=1)[21:] +
                  '<layer name="L"><data encoding="csv">1</data></layer></map>').encode())
    with pytest.raises(FormatError, match="text encoding") as e:
        import_tiled(p, "coh")
    assert "e.tmx" in str(e.value)


def test_a_thousand_nested_groups_is_a_message(tmp_path):
    p = tmp_path / "g.tmx"
    body = '<group name="g">' * 1000 + '<layer name="L"><data encoding="csv">1</data></layer>' + "</group>" * 1000
    p.write_text(HEAD.format(w=1, h=1) + body + "</map>")
    with pytest.raises(FormatError, match="nested more than 64 deep"):
        import_tiled(p, "coh")


def test_a_hexwright_map_given_to_import_tiled_says_so(tmp_path):
    with pytest.raises(FormatError, match="this is a Hexwright file"):
        import_tiled(SAMPLES / "coh_two_boards.json", "coh")


# --- item 14: impossible tile numbers --------------------------------------------------
@pytest.mark.parametrize("item", ["0=woods", "268435456=woods", "99999999999999=woods"])
def test_impossible_terrain_tile_numbers_are_refused(item):
    with pytest.raises(HexwrightError, match="impossible"):
        parse_terrain_args([item])
    assert parse_terrain_args(["268435455=woods"]) == {268435455: "woods"}
