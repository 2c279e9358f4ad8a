"""``hexwright los``: the command reports what core.los reports."""
import json

from core.formats.mapfile import load_map
from core.los import LosEngine
from hexwright.cli import main
from tests.conftest import SAMPLES

MAP = str(SAMPLES / "coh_two_boards.json")


def test_los_command_matches_engine(capsys):
    assert main(["los", MAP, "0101", "0505", "0910", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    hexmap = load_map(MAP)
    engine = LosEngine(hexmap)
    for r in out["results"]:
        expected = engine.check(hexmap.parse("0101"), hexmap.parse(r["to"]))
        assert r["clear"] == expected.clear
        assert r["blocking_hexes"] == [hexmap.label(h) for h in expected.blocking_hexes]
    assert any(not r["clear"] for r in out["results"])


def test_los_command_fan_counts_every_hex(capsys):
    assert main(["los", MAP, "1208"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.endswith(f"of {24 * 19} hexes in LOS")


def test_los_command_off_map_label_is_a_message(capsys):
    assert main(["los", MAP, "0101", "9999"]) == 2
    err = capsys.readouterr().err
    assert "9999 is off the map" in err and "Traceback" not in err


def test_los_command_count_says_hex_for_one_target(capsys):
    assert main(["los", MAP, "0101", "0505"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == "1 of 1 hex in LOS"
    assert main(["los", MAP, "0101", "0505", "0910"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1].endswith(" of 2 hexes in LOS")


def test_big_fan_gives_verdicts_without_reasons_and_refuses_line_by_line(capsys, monkeypatch, tmp_path):
    from core.los import fan as los_fan
    from hexwright.commands import los as los_cmd
    monkeypatch.setenv("HEXWRIGHT_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(los_cmd, "REASONS_UP_TO", 10)          # treat the map as big
    hexmap = load_map(MAP)
    want = LosEngine(hexmap).fan(hexmap.parse("1208"))
    assert main(["los", MAP, "1208", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {r["to"]: r["clear"] for r in out["results"]} == {hexmap.label(h): v for h, v in want.items()}
    assert all(r["reason"] is None for r in out["results"])
    assert main(["los", MAP, "1208", "--reasons"]) == 0        # asked for: every blocked line has its reason
    lines = capsys.readouterr().out.splitlines()
    assert all(": clear" in x or ": blocked: " in x for x in lines[:-1]) and len(lines) == 24 * 19 + 1
    monkeypatch.setattr(los_fan, "FULL_TABLE_LIMIT", 0)
    monkeypatch.setattr(los_fan, "SYM_RADIUS_LIMIT", 3)        # wider than the fan tables reach
    assert main(["los", MAP, "1208"]) != 0
    err = capsys.readouterr().err
    assert "decided line by line" in err and "--reasons" in err and "Traceback" not in err
    los_fan.sym_tables.cache_clear()
