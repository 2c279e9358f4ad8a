"""Hex labels as the games print them: Conflict of Heroes board labels.

Files always store hexes as ``CCRR`` (`core.hexgrid.Layout.label`); a map
may also *show* and *accept* the labels its boards print.  A CoH firefight
names hexes ``map#-letter+column``, e.g. ``1-E05`` (coh.md 10.1 [E3 1.0]:
"rows A (south) ... S (north), 19 rows, 12 columns (01-12)"; the worked
examples name ``1-J06``, ``1-P05``, ``4-J08``; Partisans' objective is
``I06``).  The reading used here:

* the **letter** is the row counted from the board's south (bottom) edge:
  ``A`` is the board's bottom row, ``B`` the one above it ... (``S`` the top
  row of a 19-row board); past ``Z`` letters double (``AA``, ``AB``, ...);
* the **number** is the column counted from the board's west (left) edge,
  two digits, ``01`` first;
* a board turned 180 degrees counts from its own south-west corner, which
  then lies at the top right of the map;
* the **board number** and a dash come first when the map holds more than
  one board (``4-J08``); on a single-board map the bare ``I06`` is shown,
  and either form is accepted.

Checked against the Partisans sample (one 12 x 19 board): the objective
``I06`` is ``0611`` (row 19 - 8 = 11 from the top) and the German entry row
``B`` is row 18, as the scenario's "German entry (row B)" zone has it.
Where boards overlap, the later board names the hex (as
`core.model.boards.compose_boards` lets the later board win).
"""
from __future__ import annotations

import re
from dataclasses import dataclass

LABEL_STYLES = ("ccrr", "board")      # "ccrr": the file labels; "board": this module's labels
_BOARD_RE = re.compile(r"^(?:([0-9A-Za-z]{1,4})-)?([A-Z]{1,2})([0-9]{2,3})$")


@dataclass(frozen=True)
class BoardRegion:
    """One board of a map: its printed ``number``, the 0-based offset
    ``col``/``row`` of its top-left hex in the map, its size in hexes and
    whether it is turned 180 degrees."""

    number: str
    col: int = 0
    row: int = 0
    cols: int = 12
    rows: int = 19
    rotated: bool = False

    def holds(self, col: int, row: int) -> bool:
        """Whether map offset ``(col, row)`` lies on this board."""
        return self.col <= col < self.col + self.cols and self.row <= row < self.row + self.rows


@dataclass(frozen=True)
class HexLabels:
    """How a map shows hex labels: ``style`` one of `LABEL_STYLES`;
    ``boards`` the boards that name hexes in the ``board`` style."""

    style: str = "ccrr"
    boards: tuple[BoardRegion, ...] = ()


def letters(n: int) -> str:
    """Row letters for 0-based ``n``: A..Z, then AA, AB..."""
    if n < 26:
        return chr(ord("A") + n)
    return chr(ord("A") + n // 26 - 1) + chr(ord("A") + n % 26)


def letter_index(text: str) -> int:
    """0-based row index of row letters ``text`` (inverse of `letters`)."""
    if len(text) == 1:
        return ord(text) - ord("A")
    return (ord(text[0]) - ord("A") + 1) * 26 + ord(text[1]) - ord("A")


def board_label(labels: HexLabels, col: int, row: int) -> str | None:
    """The board label of map offset ``(col, row)`` (0-based), or None when
    no board holds it (see the module doc for the reading)."""
    board = next((b for b in reversed(labels.boards) if b.holds(col, row)), None)
    if board is None:
        return None
    c, r = col - board.col, row - board.row
    if board.rotated:
        c, r = board.cols - 1 - c, board.rows - 1 - r
    text = f"{letters(board.rows - 1 - r)}{c + 1:02d}"
    return f"{board.number}-{text}" if len(labels.boards) > 1 else text


def parse_board_label(labels: HexLabels, text: str) -> tuple[int, int] | None:
    """Map offset ``(col, row)`` (0-based) named by board label ``text``, or
    None when ``text`` is not a board label.  Raises ``ValueError`` with a
    readable message for a board label that names no board or lies off its
    board."""
    m = _BOARD_RE.match(text) if isinstance(text, str) else None
    if m is None or not labels.boards:
        return None
    number, row_text, col_text = m.groups()
    if number is None:
        if len(labels.boards) > 1:
            raise ValueError(f"hex {text}: this map has {len(labels.boards)} boards "
                             f"({', '.join(b.number for b in labels.boards)}): put the board number first, "
                             f"e.g. {labels.boards[0].number}-{text}")
        board = labels.boards[0]
    else:
        named = next((b for b in reversed(labels.boards) if b.number == number), None)
        if named is None:
            raise ValueError(f"hex {text}: no board {number} on this map "
                             f"(boards {', '.join(b.number for b in labels.boards)})")
        board = named
    r_south, c = letter_index(row_text), int(col_text) - 1
    if not (0 <= r_south < board.rows and 0 <= c < board.cols):
        raise ValueError(f"hex {text}: board {board.number} has rows A-{letters(board.rows - 1)} and "
                         f"columns 01-{board.cols:02d}")
    r = board.rows - 1 - r_south
    if board.rotated:
        c, r = board.cols - 1 - c, board.rows - 1 - r
    return board.col + c, board.row + r


def grid_of_boards(cols: int, rows: int, board_cols: int = 12, board_rows: int = 19) -> tuple[BoardRegion, ...]:
    """Boards of ``board_cols`` x ``board_rows`` hexes laid edge to edge over
    a ``cols`` x ``rows`` map, numbered 1, 2, ... left to right, top to
    bottom (the last row/column of boards may be cut short)."""
    out = []
    n = 1
    for r0 in range(0, rows, board_rows):
        for c0 in range(0, cols, board_cols):
            out.append(BoardRegion(str(n), c0, r0, board_cols, board_rows))
            n += 1
    return tuple(out)
