"""Conflict of Heroes board labels (core/model/board_labels.py): letter =
row from the board's south edge, number = column from its west edge, board
number first on a map of several boards (coh.md 10.1: `1-E05`, rows A
(south) ... S (north), 19 rows, 12 columns)."""
import pytest

from core.formats.mapfile import load_map, map_from_dict, map_to_dict
from core.formats.scenariofile import load_scenario
from core.model import HexMap, LabelError
from core.model.board_labels import BoardRegion, HexLabels, grid_of_boards, letters
from tests.conftest import SAMPLES


def _board_map(cols=12, rows=19, boards=None):
    m = HexMap(cols, rows, "coh")
    m.labels = HexLabels("board", boards if boards is not None else grid_of_boards(cols, rows))
    return m


def test_partisans_objective_i06_is_the_scenario_hex_0611():
    sc = load_scenario(SAMPLES / "coh_partisans.scenario.json")
    one_board = HexMap(12, 19, "coh", sc.hexmap.orientation, sc.hexmap.stagger)
    one_board.labels = HexLabels("board", (BoardRegion("1"),))
    # coh.md 10.1 Mission 1: "the objective at I06"; the sample scores control of 0611
    assert [one_board.label(c.hex) for c in sc.victory.control] == ["0611"]
    assert one_board.label(one_board.parse("I06")) == "0611"
    assert one_board.display_label(one_board.parse("0611")) == "I06"
    # "Germans ... entering on the south edge (B01-B12)": row B is the row above the bottom one
    assert one_board.display_label(one_board.parse("0118")) == "B01"
    assert one_board.display_label(one_board.parse("1219")) == "A12"
    assert one_board.display_label(one_board.parse("0101")) == "S01"


def test_two_boards_put_the_board_number_first():
    m = _board_map(24, 19)
    assert m.display_label(m.parse("1306")) == "2-N01"
    assert m.label(m.parse("2-N01")) == "1306"
    assert m.label(m.parse("1-J06")) == "0610"
    with pytest.raises(LabelError, match="board number first"):
        m.parse("J06")
    with pytest.raises(LabelError, match="no board 4"):
        m.parse("4-J08")
    with pytest.raises(LabelError, match="rows A-S"):
        m.parse("1-T06")


def test_a_turned_board_counts_from_its_own_south_west_corner():
    m = _board_map(12, 19, (BoardRegion("4", rotated=True),))
    assert m.display_label(m.parse("0101")) == "A12"       # the map's top left is the turned board's SE corner
    assert m.display_label(m.parse("1219")) == "S01"
    for h in m.hexes():
        assert m.parse(m.display_label(h)) == h


def test_every_hex_round_trips_and_ccrr_is_still_accepted():
    m = _board_map(36, 38)
    shown = set()
    for h in m.hexes():
        text = m.display_label(h)
        shown.add(text)
        assert m.parse(text) == h and m.parse(m.label(h)) == h
    assert len(shown) == 36 * 38


def test_letters_past_z():
    assert [letters(i) for i in (0, 18, 25, 26, 27)] == ["A", "S", "Z", "AA", "AB"]


def test_label_style_and_hex_size_survive_the_map_file():
    m = load_map(SAMPLES / "coh_two_boards.json")
    m.labels = HexLabels("board", grid_of_boards(m.cols, m.rows))
    m.hex_mm = 21.5
    back = map_from_dict(map_to_dict(m))
    assert back == m and back.labels == m.labels and back.hex_mm == 21.5
    plain = load_map(SAMPLES / "coh_two_boards.json")
    assert "labels" not in map_to_dict(plain) and "hex_mm" not in map_to_dict(plain)   # old files stay as they were


def test_the_command_line_takes_board_labels(tmp_path, capsys):
    from core.formats.mapfile import save_map
    from hexwright.cli import main
    m = load_map(SAMPLES / "coh_two_boards.json")
    m.labels = HexLabels("board", grid_of_boards(m.cols, m.rows))
    path = tmp_path / "boards.json"
    save_map(m, path)
    assert main(["los", str(path), "1-I06", "2-A01"]) == 0
    out = capsys.readouterr().out
    assert "1-I06 -> " in out and ("clear" in out or "blocked" in out)
    assert main(["los", str(path), "1-Z06"]) != 0
    assert "board 1 has rows A-S and columns 01-12" in capsys.readouterr().err
