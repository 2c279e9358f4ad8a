"""The wrong kind of file gets a message saying what it is and what to do:
render takes scenarios too, play refuses a map, conformance names a map
file, packs and Tiled maps opened as JSON are recognised, validate explains
pack parts."""
import json
import zipfile

from PySide6.QtGui import QImage

from core.errors import FormatError
from core.formats.jsonio import read_json_file
from hexwright.cli import main
from tests.conftest import FIXTURES, SAMPLES

SCENARIO = SAMPLES / "coh_balka_hill.scenario.json"
MAP = SAMPLES / "coh_two_boards.json"


def test_render_draws_a_scenario_map_with_its_units(qapp, tmp_path, capsys):
    assert main(["render", str(SCENARIO), "-o", str(tmp_path / "s.png"), "--scale", "30"]) == 0
    assert "15 units" in capsys.readouterr().out
    assert main(["render", str(MAP), "-o", str(tmp_path / "m.png"), "--scale", "30"]) == 0
    s, m = QImage(str(tmp_path / "s.png")), QImage(str(tmp_path / "m.png"))
    assert s.size() == m.size() and not s.isNull()
    assert s != m                                   # the counters are drawn over the same map


def test_play_refuses_a_map_file(capsys):
    assert main(["play", str(MAP)]) == 2
    err = capsys.readouterr().err
    assert f"{MAP} is a map, not a scenario: it has no units or sides to play" in err


def test_conformance_names_a_map_file(capsys):
    main(["conformance", str(MAP)])
    out = capsys.readouterr().out
    assert "this is a hexwright.map file, not a conformance case" in out
    assert "required field is missing" not in out


def test_a_pack_or_tiled_map_opened_as_json_is_recognised(tmp_path):
    pack = tmp_path / "p.hwpack"
    with zipfile.ZipFile(pack, "w") as z:
        z.writestr("manifest.json", "{}")
    tmx = FIXTURES / "tiled" / "hexagonal-mini.tmx"
    for path, words in ((pack, "File > Open Pack"), (tmx, "File > Import Tiled")):
        try:
            read_json_file(path)
        except FormatError as e:
            msg = str(e)
        else:
            raise AssertionError("read as JSON")
        assert words in msg and "not UTF-8" not in msg and "malformed" not in msg


def test_the_editor_says_so_too(qtbot, tmp_path):
    from tests.editor.helpers import make_window
    w = make_window(qtbot, tmp_path)
    assert not w.files.load(str(FIXTURES / "tiled" / "hexagonal-mini.tmx"))
    assert "File > Import Tiled" in w.files.errors[0]


def test_validate_explains_pack_parts(tmp_path, capsys):
    for fmt, words in (("hexwright.pack", "a pack manifest: it is part of a pack and not validated on its own"),
                       ("hexwright.pack-decks", "decks file of an unpacked pack"),
                       ("hexwright.pack-units", "unit catalogue of an unpacked pack")):
        p = tmp_path / f"{fmt}.json"
        p.write_text(json.dumps({"format": fmt}), "utf-8")
        assert main(["validate", str(p)]) == 1
        out = capsys.readouterr().out
        assert words in out and "hexwright import" in out and "unknown format" not in out


def test_render_refuses_an_output_that_is_not_png(qapp, tmp_path, capsys):
    for name in ("x.jpg", "x.txt", "x"):
        assert main(["render", str(MAP), "-o", str(tmp_path / name)]) == 2
        err = capsys.readouterr().err
        assert "render writes PNG images only: give an output name ending in .png" in err
        assert not (tmp_path / name).exists()
    assert main(["render", str(MAP), "-o", str(tmp_path / "X.PNG"), "--scale", "10"]) == 0
    assert (tmp_path / "X.PNG").read_bytes().startswith(b"\x89PNG")
