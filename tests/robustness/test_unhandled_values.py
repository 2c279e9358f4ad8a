"""Values that `hexwright validate` used to call ok and other commands then
crashed on (issue 18 item 9): each is refused by the loader with the file
and the place, both by ``validate`` and by the command that crashed."""
from __future__ import annotations

import json

import pytest

from core.errors import FormatError
from core.formats.jsonio import parse_json_bytes
from core.formats.schema import validate_against
from hexwright.cli import main
from tests.robustness.helpers import SAMPLES


def _copy_scenario(tmp_path, name: str) -> tuple[dict, dict]:
    """A scenario from sample_maps (and its map file) copied to tmp_path; returns both documents."""
    sc = json.loads((SAMPLES / name).read_text(encoding="utf-8"))
    mp = json.loads((SAMPLES / sc["map"]["file"]).read_text(encoding="utf-8"))
    return sc, mp


def _write(path, doc) -> str:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


def _run(capsys, argv) -> str:
    """Run the CLI in-process; it must fail with a message (no exception escapes)."""
    code = main(argv)
    out = capsys.readouterr()
    text = out.out + out.err
    assert code != 0, text
    assert "Traceback" not in text
    return text


def _float_cols(tmp_path):
    sc, mp = _copy_scenario(tmp_path, "coh_partisans.scenario.json")
    mp["cols"] = float(mp["cols"])
    _write(tmp_path / sc["map"]["file"], mp)
    return _write(tmp_path / "s.scenario.json", sc), "$.cols", "expected an integer"


def _float_facing(tmp_path):
    sc, mp = _copy_scenario(tmp_path, "coh_partisans.scenario.json")
    _write(tmp_path / sc["map"]["file"], mp)
    unit = next(u for u in sc["units"] if "facing" in u)
    unit["facing"] = 2.0
    return _write(tmp_path / "s.scenario.json", sc), ".facing", "expected an integer"


def _surrogate_title(tmp_path):
    sc, mp = _copy_scenario(tmp_path, "coh_partisans.scenario.json")
    _write(tmp_path / sc["map"]["file"], mp)
    p = tmp_path / "s.scenario.json"
    p.write_text(json.dumps(sc).replace(f'"title": {json.dumps(sc["title"])}', '"title": "Bad \\ud800 title"'),
                 encoding="utf-8")
    return str(p), "$.title", "surrogate"


def _huge_elevation(tmp_path):
    sc, mp = _copy_scenario(tmp_path, "coh_partisans.scenario.json")
    label = next(iter(mp["hexes"]))
    mp["hexes"][label]["elevation"] = 2 ** 63
    _write(tmp_path / sc["map"]["file"], mp)
    return _write(tmp_path / "s.scenario.json", sc), "elevation", "out of range"


def _elevation_past_schema(tmp_path):
    sc, mp = _copy_scenario(tmp_path, "coh_partisans.scenario.json")
    label = next(iter(mp["hexes"]))
    mp["hexes"][label]["elevation"] = 10 ** 12
    _write(tmp_path / sc["map"]["file"], mp)
    return _write(tmp_path / "s.scenario.json", sc), "elevation", "expected a number <= 100"


def _tng_infinite_stat(stat):
    def make(tmp_path):
        sc, mp = _copy_scenario(tmp_path, "tng_borodino_outpost.scenario.json")
        _write(tmp_path / sc["map"]["file"], mp)
        sc["units"][0]["stats"][stat] = 12345
        p = tmp_path / "s.scenario.json"
        p.write_text(json.dumps(sc).replace(f'"{stat}": 12345', f'"{stat}": 1e999'), encoding="utf-8")
        return str(p), "1e999", "out of range"
    return make


def _tng_big_stat(tmp_path):
    sc, mp = _copy_scenario(tmp_path, "tng_borodino_outpost.scenario.json")
    _write(tmp_path / sc["map"]["file"], mp)
    sc["units"][0]["stats"]["sp"] = 1e15
    return _write(tmp_path / "s.scenario.json", sc), "$.units[0].stats.sp", "<= 1000000"


CASES = {
    "cols_float": (_float_cols, [["los", "{f}", "0101"], ["render", "{f}", "-o", "{d}/x.png"], ["play", "{f}"],
                                 ["export", "{f}", "-o", "{d}/x.hwpack", "--no-artwork"],
                                 ["print", "{f}", "-o", "{d}/x.pdf"], ["export-tiled", "{f}", "-o", "{d}/x.tmx"]]),
    "facing_float": (_float_facing, [["play", "{f}"]]),
    "title_surrogate": (_surrogate_title, [["play", "{f}"], ["export", "{f}", "-o", "{d}/x.hwpack", "--no-artwork"]]),
    "elevation_2_63": (_huge_elevation, [["los", "{f}", "0101"]]),
    "elevation_1e12": (_elevation_past_schema, [["los", "{f}", "0101"]]),
    "orders_rating_1e999": (_tng_infinite_stat("orders_rating"), [["play", "{f}"]]),
    "sp_1e999": (_tng_infinite_stat("sp"), [["play", "{f}"]]),
    "sp_1e15": (_tng_big_stat, [["play", "{f}"]]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_refused_by_validate_and_by_the_command_that_crashed(case, tmp_path, capsys):
    make, commands = CASES[case]
    path, place, words = make(tmp_path)
    text = _run(capsys, ["validate", path])
    assert place in text and words in text, text
    for cmd in commands:
        argv = [a.format(f=path, d=tmp_path) for a in cmd]
        text = _run(capsys, argv)
        assert place in text and words in text, (argv, text)


def test_format_object_is_a_message(tmp_path, capsys):
    p = _write(tmp_path / "f.json", {"format": {}})
    text = _run(capsys, ["validate", p])
    assert "f.json" in text and "$.format" in text, text


def test_schema_integers_are_whole_numbers_without_a_fraction():
    schema = {"type": "object", "properties": {"n": {"type": "integer"}, "x": {"type": "number"}}}
    assert validate_against({"n": 24, "x": 1.5}, schema) == []
    assert validate_against({"n": 24.0}, schema) == [("$.n", "expected an integer, got 24.0")]
    assert validate_against({"n": True}, schema) == [("$.n", "expected an integer, got true")]
    assert validate_against({"x": float("inf")}, schema)     # a document built in memory


@pytest.mark.parametrize("text,words", [
    (b'{"a": 1e999}', "out of range"), (b'{"a": -1e400}', "out of range"), (b'{"a": 1e300}', "out of range"),
    (b'{"a": 9223372036854775808}', "$.a: the number 9223372036854775808 is out of range"),
    (b'{"a": ["\\udfff"]}', "$.a[0]: the text"), (b'{"\\ud800": 1}', "the key"),
])
def test_reader_refuses_numbers_and_text_no_code_can_use(text, words):
    with pytest.raises(FormatError) as e:
        parse_json_bytes(text, "t.json")
    assert words in str(e.value) and "t.json" in str(e.value), str(e.value)
    str(e.value).encode("utf-8")        # the message itself prints


def test_reader_keeps_good_values():
    doc = parse_json_bytes('{"a": 9007199254740992, "b": "\\ud83d\\ude00 ok", "c": 1.25}'.encode(), "t.json")
    assert doc == {"a": 2 ** 53, "b": "\U0001F600 ok", "c": 1.25}


def test_tng_command_group_that_is_an_object_is_a_problem(tmp_path, capsys):
    # found by tools/fuzz_loaders.py (seed 1000154): a dict in army_commands groups raised TypeError in validate
    sc, mp = _copy_scenario(tmp_path, "borodino.scenario.json")
    _write(tmp_path / sc["map"]["file"], mp)
    side, armies = next(iter(sc["options"]["army_commands"].items()))
    army = next(iter(armies))
    armies[army]["groups"].append({"kind": 3})
    path = _write(tmp_path / "s.scenario.json", sc)
    text = _run(capsys, ["validate", path])
    assert f"$.options.army_commands.{side}.{army}.groups[" in text and "not an activation group" in text, text
