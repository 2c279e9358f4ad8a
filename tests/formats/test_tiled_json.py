"""Tiled JSON maps (.tmj): Hexwright reads and writes them like .tmx, and
the real Tiled agrees (its own `--export-map` converts between the two
spellings; `tmxrasterizer` draws our .tmj).  The real-Tiled tests need the
Debian package `tiled` (.ci/run installs it) and skip with that reason
where it is missing."""
import json
import os
import shutil
import subprocess
from collections import Counter

import pytest

from core.errors import FormatError
from core.formats.scenariofile import load_scenario
from core.formats.tiled import import_tiled, parse_terrain_args
from core.formats.tiled_export import export_tiled
from hexwright.cli import main
from tests.conftest import SAMPLES

FIXTURES = SAMPLES.parent.parent / "shared" / "fixtures" / "tiled"
TILED = shutil.which("tiled")
needs_tiled = pytest.mark.skipif(TILED is None, reason="the real Tiled is not installed "
                                                       "(Debian package 'tiled'; .ci/run installs it)")
MAPS = ["coh_two_boards.json", "borodino.json", "fow_table.json"]
MINI_TERRAIN = parse_terrain_args(["14=woods", "13=light_woods", "5=brush", "10=marsh", "3=water",
                                   "7=stone_building"])


def _tiled(*args, cwd):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([TILED, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", MAPS)
def test_tmj_export_import_gives_the_same_map(tmp_path, name):
    m = load_scenario(SAMPLES / name).hexmap
    export_tiled(m, tmp_path / "m.tmj")
    doc = json.loads((tmp_path / "m.tmj").read_text(encoding="utf-8"))
    assert doc["type"] == "map" and doc["orientation"] == "hexagonal"
    assert doc["width"] == m.cols and isinstance(doc["layers"][0]["data"], list)
    back, warnings = import_tiled(tmp_path / "m.tmj")
    assert back == m
    assert not any("ignored" in w for w in warnings), warnings


def test_cli_imports_and_exports_tmj(tmp_path, capsys):
    src = SAMPLES / "coh_two_boards.json"
    assert main(["export-tiled", str(src), "-o", str(tmp_path / "x.tmj")]) == 0
    assert main(["import-tiled", str(tmp_path / "x.tmj"), "-o", str(tmp_path / "y.json")]) == 0
    assert "malformed XML" not in capsys.readouterr().err
    assert load_scenario(tmp_path / "y.json").hexmap == load_scenario(src).hexmap


@pytest.mark.parametrize("doc, where", [
    ({"type": "map", "orientation": "hexagonal", "width": 2, "height": 2, "layers": {}}, "$.layers"),
    ({"type": "map", "orientation": "hexagonal", "width": 2, "height": 2, "layers": [{"type": "tilelayer",
      "data": {"a": 1}}]}, "$.layers[0].data"),
    ({"type": "map", "orientation": "hexagonal", "width": 2, "height": 2, "layers": [{"type": "wall"}]},
     "$.layers[0].type"),
    ({"type": "tileset"}, "$.type"),
])
def test_a_tmj_of_the_wrong_shape_names_the_json_path(tmp_path, doc, where):
    p = tmp_path / "bad.tmj"
    p.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(FormatError) as e:
        import_tiled(p)
    assert "bad.tmj" in str(e.value) and where in str(e.value)


def test_malformed_tmj_says_json_not_xml(tmp_path):
    p = tmp_path / "bad.tmj"
    p.write_text('{"type": "map", "width": ', encoding="utf-8")
    with pytest.raises(FormatError) as e:
        import_tiled(p)
    assert "malformed JSON" in str(e.value) and "XML" not in str(e.value)


def test_deeply_nested_groups_are_refused_not_a_recursion_error(tmp_path):
    layer = {"type": "tilelayer", "data": [1, 1, 1, 1], "width": 2, "height": 2}
    for _ in range(200):
        layer = {"type": "group", "layers": [layer]}
    p = tmp_path / "deep.tmj"
    p.write_text(json.dumps({"type": "map", "orientation": "hexagonal", "width": 2, "height": 2,
                             "layers": [layer]}), encoding="utf-8")
    with pytest.raises(FormatError) as e:
        import_tiled(p)
    assert "nested" in str(e.value)


@needs_tiled
@pytest.mark.parametrize("name", MAPS)
def test_tmx_through_the_real_tiled_to_tmj_keeps_every_hex(tmp_path, name):
    m = load_scenario(SAMPLES / name).hexmap
    export_tiled(m, tmp_path / "m.tmx")
    _tiled("--export-map", "json", "m.tmx", "via.tmj", cwd=tmp_path)
    back, _ = import_tiled(tmp_path / "via.tmj")
    assert back == m


@needs_tiled
def test_our_tmj_is_read_by_the_real_tiled(tmp_path):
    m = load_scenario(SAMPLES / "coh_two_boards.json").hexmap
    export_tiled(m, tmp_path / "m.tmj")
    _tiled("--export-map", "tmx", "m.tmj", "via.tmx", cwd=tmp_path)
    back, _ = import_tiled(tmp_path / "via.tmx")
    assert back == m
    raster = shutil.which("tmxrasterizer")
    if raster:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        subprocess.run([raster, "m.tmj", "m.png"], cwd=tmp_path, env=env, check=True, capture_output=True,
                       timeout=120)
        assert (tmp_path / "m.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@needs_tiled
@pytest.mark.parametrize("fixture", ["hexagonal-mini.tmx", "test_hexagonal_tile_60x60x30.tmx"])
def test_tiled_own_maps_read_the_same_as_tmx_and_as_tmj(tmp_path, fixture):
    if not (FIXTURES / fixture).is_file():
        pytest.skip(f"{FIXTURES / fixture} not present")
    shutil.copy(FIXTURES / fixture, tmp_path / fixture)
    _tiled("--export-map", "json", fixture, "via.tmj", cwd=tmp_path)
    a, _ = import_tiled(tmp_path / fixture, "coh", MINI_TERRAIN)
    b, _ = import_tiled(tmp_path / "via.tmj", "coh", MINI_TERRAIN)
    assert (a.cols, a.rows, a.orientation, a.stagger) == (b.cols, b.rows, b.orientation, b.stagger)
    assert a.terrain == b.terrain
    assert Counter(a.terrain.values()) == Counter(b.terrain.values())
