"""Composing geomorphic boards (core/model/boards.py)."""
import pytest

from core.hexgrid import Hexside
from core.model import Fortification, HexMap
from core.model.boards import BoardError, PlacedBoard, compose_boards


def board(name: str) -> HexMap:
    m = HexMap(4, 5, name=name)
    p = m.parse
    m.terrain[p("0101")] = "woods"
    m.elevation[p("0405")] = 2
    m.fortifications[p("0202")] = Fortification("bunker", 1)
    m.hexsides[Hexside.between(p("0202"), p("0302"))] = frozenset({"wall"})
    m.flags[p("0303")] = frozenset({"road"})
    return m


def test_side_by_side_boards_keep_their_content():
    out = compose_boards([PlacedBoard(board("a")), PlacedBoard(board("b"), col=4)])
    assert (out.cols, out.rows) == (8, 5)
    p = out.parse
    assert out.terrain_at(p("0101")) == "woods" and out.terrain_at(p("0501")) == "woods"
    assert out.elevation_at(p("0805")) == 2
    assert out.fortification_at(p("0602")) == Fortification("bunker", 1)
    assert out.features_between(p("0602"), p("0702")) == {"wall"}
    assert out.flags_at(p("0703")) == {"road"}


def test_rotated_board_turns_hexes_sides_and_facings():
    out = compose_boards([PlacedBoard(board("a"), rotated=True)])
    p = out.parse
    # 0101 (top-left) lands bottom-right, 0405 top-left
    assert out.terrain_at(p("0405")) == "woods"
    assert out.elevation_at(p("0101")) == 2
    # 0202 -> (4-1-1, 5-1-1) = col 2, row 3 (0-based) -> 0304; facing turned by 3
    assert out.fortification_at(p("0304")) == Fortification("bunker", 4)
    # the wall between 0202 and 0302 now lies between their images 0304 and 0204
    assert out.features_between(p("0304"), p("0204")) == {"wall"}
    assert out.flags_at(p("0203")) == {"road"}


def test_odd_column_offset_breaks_the_stagger():
    with pytest.raises(BoardError, match="board 1: a column offset of 3"):
        compose_boards([PlacedBoard(board("a")), PlacedBoard(board("b"), col=3)])


def test_boards_must_share_orientation_and_not_be_empty():
    with pytest.raises(BoardError, match="at least one"):
        compose_boards([])
    with pytest.raises(BoardError, match="orientation"):
        compose_boards([PlacedBoard(board("a")), PlacedBoard(HexMap(4, 5, orientation="pointy"), col=4)])


def test_later_board_wins_where_boards_overlap():
    b2 = HexMap(4, 5)
    out = compose_boards([PlacedBoard(board("a")), PlacedBoard(b2, col=0, row=0)])
    assert out.terrain_at(out.parse("0101")) == "open"
    assert out.fortification_at(out.parse("0202")) is None
