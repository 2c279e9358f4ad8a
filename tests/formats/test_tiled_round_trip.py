"""export-tiled -> import-tiled gives back an equal HexMap for every sample
map (roads, elevation, fortifications, hexside features, notes and all),
through the library call and through the CLI."""
import pytest

from core.formats.mapfile import load_map
from core.formats.scenariofile import load_scenario
from core.formats.tiled import import_tiled
from core.formats.tiled_export import export_tiled
from hexwright.cli import main
from tests.conftest import SAMPLES

SAMPLE_FILES = sorted(SAMPLES.glob("*.json"))


@pytest.mark.parametrize("path", SAMPLE_FILES, ids=lambda p: p.name)
def test_every_sample_map_survives_export_import(tmp_path, path):
    m = load_scenario(path).hexmap
    out = tmp_path / "m.tmx"
    export_tiled(m, out)
    back, warnings = import_tiled(out)                      # ruleset from the map's own property
    assert back == m
    assert not any("ignored" in w for w in warnings), warnings


def test_a_map_with_every_extra_is_not_reduced_to_terrain():
    m = load_map(SAMPLES / "coh_two_boards.json")
    assert m.elevation and m.hexsides and m.flags      # the sample does carry the extras


def test_cli_round_trip_keeps_everything(tmp_path, capsys):
    src = SAMPLES / "coh_two_boards.json"
    assert main(["export-tiled", str(src), "-o", str(tmp_path / "x.tmx")]) == 0
    assert main(["import-tiled", str(tmp_path / "x.tmx"), "-o", str(tmp_path / "y.json")]) == 0
    assert "ignored" not in capsys.readouterr().err
    assert load_map(tmp_path / "y.json") == load_map(src)


def test_explicit_ruleset_still_wins(tmp_path):
    m = load_map(SAMPLES / "coh_two_boards.json")
    out = tmp_path / "m.tmx"
    export_tiled(m, out)
    back, _w = import_tiled(out, "coh")
    assert back == m
