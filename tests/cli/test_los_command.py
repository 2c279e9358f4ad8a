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
    assert main(["los", MAP, "0101", "9999"]) == 1
    err = capsys.readouterr().err
    assert "9999 is off the map" in err and "Traceback" not in err


def test_los_command_count_says_hex_for_one_target(capsys):
    assert main(["los", MAP, "0101", "0505"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == "1 of 1 hex in LOS"
    assert main(["los", MAP, "0101", "0505", "0910"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1].endswith(" of 2 hexes in LOS")
