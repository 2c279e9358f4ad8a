"""Every kind of bad file gives one FormatError naming the file and the
place; the CLI prints it without a traceback and exits non-zero."""
import json

import pytest

from core.errors import FormatError
from core.formats.mapfile import load_map, save_map
from hexwright.cli import main


@pytest.fixture
def good(tmp_path, small_map):
    p = tmp_path / "good.json"
    save_map(small_map, p)
    return p


def _edit(good, tmp_path, name, fn):
    d = json.loads(good.read_text())
    fn(d)
    p = tmp_path / name
    p.write_text(json.dumps(d))
    return p


def _write(tmp_path, name, text):
    p = tmp_path / name
    p.write_bytes(text if isinstance(text, bytes) else text.encode())
    return p


CASES = {
    "malformed": (lambda g, t: _write(t, "malformed.json", '{"format": "hexwright.map",\n  "cols" 4}'),
                  "line 2 column 10", "malformed JSON"),
    "wrong_type": (lambda g, t: _edit(g, t, "wrong_type.json", lambda d: d.update(rows="five")),
                   "$.rows", "expected an integer"),
    "missing_field": (lambda g, t: _edit(g, t, "missing_field.json", lambda d: d.pop("cols")),
                      "$.cols", "required field is missing"),
    "unknown_terrain": (lambda g, t: _edit(g, t, "unknown_terrain.json",
                                           lambda d: d["hexes"].update({"0303": {"terrain": "jungle"}})),
                        '$.hexes["0303"].terrain', "unknown terrain 'jungle'"),
    "off_map": (lambda g, t: _edit(g, t, "off_map.json", lambda d: d["hexes"].update({"0709": {"elevation": 1}})),
                '$.hexes["0709"]', "off the map"),
    "directory": (lambda g, t: t, "", "folder"),
    "missing_path": (lambda g, t: t / "nope.json", "", "no such file"),
    "truncated": (lambda g, t: _write(t, "truncated.json", g.read_text()[:200]), "line ", "truncated"),
    "newer_major": (lambda g, t: _edit(g, t, "newer.json", lambda d: d.update(format_version=2)),
                    "$.format_version", "newer"),
    "not_utf8": (lambda g, t: _write(t, "latin1.json", '{"name": "Caf\xe9"}'.encode("latin-1")),
                 "line 1", "not UTF-8"),
    "empty": (lambda g, t: _write(t, "empty.json", ""), "", "empty"),
    "duplicate_key": (lambda g, t: _write(t, "dup.json", '{"format": "hexwright.map", "format": "x"}'),
                      "", "appears twice"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_file_gives_one_clear_error(case, good, tmp_path, capsys):
    make, place, words = CASES[case]
    path = make(good, tmp_path)
    with pytest.raises(FormatError) as ei:
        load_map(path)
    err = ei.value
    assert err.file == str(path)
    lines = str(err).splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{path}: {place}")
    assert ": $:" not in lines[0]                   # the whole file is no JSON place
    assert words in lines[0]
    status = main(["validate", str(path)])
    out, errout = capsys.readouterr()
    assert status == 1
    assert "Traceback" not in out + errout
    assert lines[0] in out


def test_validate_ok_and_mixed(good, tmp_path, capsys):
    assert main(["validate", str(good)]) == 0
    assert capsys.readouterr().out.strip() == f"{good}: ok"
    bad = _write(tmp_path, "other.json", '{"format": "hexwright.deck"}')
    assert main(["validate", str(good), str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"{good}: ok" in out
    assert f'{bad}: $.format: unknown format "hexwright.deck": expected one of hexwright.map' in out
    assert "1 ok, 1 with problems" in out


def test_validate_lists_every_problem(good, tmp_path, capsys):
    p = _edit(good, tmp_path, "many.json", lambda d: d.update(cols=0, stagger="both", name=5))
    assert main(["validate", str(p)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert [line.split(": ")[1] for line in out] == ["$.name", "$.stagger", "$.cols"]   # file order
