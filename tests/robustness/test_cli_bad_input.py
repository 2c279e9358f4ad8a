"""Every command given bad input exits non-zero with a message naming the
file/place and no traceback (run as a user would, in a subprocess)."""
from __future__ import annotations

import json

import pytest

from tests.robustness.helpers import SAMPLES, assert_clear_failure, hexwright

MAP = SAMPLES / "coh_two_boards.json"
SCENARIO = SAMPLES / "coh_partisans.scenario.json"


@pytest.fixture
def junk(tmp_path):
    files = {"binary.json": b"\x00\x01\xff\xfe", "empty.json": b"", "list.json": b"[1, 2]",
             "truncated.json": MAP.read_bytes()[:150]}
    for name, raw in files.items():
        (tmp_path / name).write_bytes(raw)
    return tmp_path


@pytest.mark.parametrize("name", ["binary.json", "empty.json", "list.json", "truncated.json", "missing.json"])
@pytest.mark.parametrize("command", [["validate"], ["render", "-o", "out.png"], ["los", "0101"], ["play"],
                                     ["replay"]])
def test_bad_files_are_messages(junk, command, name):
    args = [command[0], junk / name, *command[1:]]
    assert_clear_failure(hexwright(*args, cwd=junk), name)


def test_render_bad_scale_and_output_folder(tmp_path):
    for scale in ("inf", "nan", "-3", "1"):       # inf used to raise OverflowError in render_size
        assert_clear_failure(hexwright("render", MAP, "-o", tmp_path / "x.png", "--scale", scale), "--scale")
    assert_clear_failure(hexwright("render", MAP, "-o", tmp_path), str(tmp_path), "folder")


def test_los_bad_labels_name_the_file():
    assert_clear_failure(hexwright("los", MAP, "0101", "9999"), "coh_two_boards.json", "9999", "off the map")
    assert_clear_failure(hexwright("los", MAP, "zz"), "coh_two_boards.json", "'zz'")


def test_bench_unknown_module_is_a_message():
    assert_clear_failure(hexwright("bench", "--only", "nosuch"), "nosuch", "no such benchmark")


def test_play_refuses_an_unwritable_log_before_playing(tmp_path):
    proc = hexwright("play", SCENARIO, "--log", tmp_path)
    assert_clear_failure(proc, str(tmp_path), "folder")
    assert "winner" not in proc.stdout          # refused before the game was played
    assert_clear_failure(hexwright("play", SCENARIO, "--log", tmp_path / "no" / "g.json"), "does not exist")
    assert_clear_failure(hexwright("play", SCENARIO, "--bots", "greedy,dragon"), "dragon")


def test_import_tiled_bad_arguments(tmp_path):
    tmx = SAMPLES.parent.parent / "shared" / "fixtures" / "tiled" / "hexagonal-mini.tmx"
    assert_clear_failure(hexwright("import-tiled", tmx, "--terrain", "1=lava", "-o", tmp_path / "o.json"), "lava")
    assert_clear_failure(hexwright("import-tiled", tmx, "--terrain", "x", "-o", tmp_path / "o.json"), "GID=NAME")
    assert_clear_failure(hexwright("import-tiled", MAP, "-o", tmp_path / "o.json"), "coh_two_boards.json", "XML")


def test_validate_scenario_with_a_folder_as_its_map(tmp_path):
    doc = json.loads(SCENARIO.read_text())
    doc["map"] = {"file": "."}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(doc))
    assert_clear_failure(hexwright("validate", path), "s.json", "$.map.file", "folder")


@pytest.mark.parametrize("command", [["validate"], ["los", "0101"], ["conformance"], ["replay"], ["play"]])
def test_deeply_nested_json_is_a_message(tmp_path, command):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    assert_clear_failure(hexwright(command[0], path, *command[1:]), "deep.json", "nested more than")


def test_output_into_a_closed_pipe_is_no_traceback():
    import subprocess
    import sys
    from tests.robustness.helpers import CASES
    proc = subprocess.Popen([sys.executable, "-m", "hexwright.cli", "conformance", str(CASES)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.close()              # like `hexwright conformance ... | head -0`
    err = proc.stderr.read().decode()
    proc.wait(timeout=120)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err
