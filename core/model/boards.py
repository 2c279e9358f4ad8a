"""Composing geomorphic boards into one map (coh.md 10.1: a firefight names
its boards and their orientation).

Each board is a `HexMap`; a placement puts the board's top-left hex at
offset ``(col, row)`` of the composed map, optionally turned 180 degrees.
A placement must keep the hex grid intact: for flat hexes the column offset
must be even (odd for an odd number of columns when turned), for pointy
hexes the same holds for the row offset; otherwise the board's staggered
columns (rows) would not line up and `BoardError` says so.  Where boards
overlap, the later board wins (e.g. the half hexes of adjoining CoH boards).
"""
from __future__ import annotations

from dataclasses import dataclass

from core.hexgrid import Hex, Hexside
from core.i18n import _
from core.model.hexmap import Fortification, HexMap


class BoardError(ValueError):
    """Boards that cannot be composed; the message names the board (0-based
    index) and what is wrong."""


@dataclass(frozen=True)
class PlacedBoard:
    """A board map and where it goes: ``col``/``row`` offsets in hexes,
    ``rotated`` True for a 180-degree turn."""

    board: HexMap
    col: int = 0
    row: int = 0
    rotated: bool = False


def board_transform(b: PlacedBoard, target: HexMap) -> tuple[int, Hex]:
    """The cube transform ``h -> sign * h + shift`` that places board hexes in
    ``target``; returns ``(sign, shift)``.

    Raises `BoardError` when the offsets break the stagger (see module doc).
    """
    src = b.board
    if b.col < 0 or b.row < 0:
        raise BoardError(_("offsets must be >= 0, got col {col}, row {row}").format(col=b.col, row=b.row))

    def dest(c: int, r: int) -> Hex:
        if b.rotated:
            c, r = src.cols - 1 - c, src.rows - 1 - r
        return target.layout.from_offset(c + b.col, r + b.row)

    sign = -1 if b.rotated else 1
    h0 = src.layout.from_offset(0, 0)
    d0 = dest(0, 0)
    shift = Hex(d0.q - sign * h0.q, d0.r - sign * h0.r)
    probes = [(c, r) for c in range(min(src.cols, 2)) for r in range(min(src.rows, 2))]
    for c, r in probes:
        h = src.layout.from_offset(c, r)
        if dest(c, r) != Hex(sign * h.q + shift.q, sign * h.r + shift.r):
            axis = "column" if src.orientation == "flat" else "row"
            raise BoardError(_("a {axis} offset of {value} breaks the hex stagger of this "
                               "{orientation}-hex board{rotated}: use an even {axis} offset (or one that "
                               "keeps the staggered {axis}s aligned)").format(
                                 axis=axis, value=b.col if axis == 'column' else b.row,
                                 orientation=src.orientation,
                                 rotated=_(" when turned 180 degrees") if b.rotated else ''))
    return sign, shift


def compose_boards(boards: list[PlacedBoard], name: str = "") -> HexMap:
    """One `HexMap` holding every board at its place.

    The composed map takes orientation, stagger, ruleset and default terrain
    from the first board and is just large enough for all boards.  Turned
    boards have fortification facings turned by 3.  Raises `BoardError`
    naming the board for an empty list, boards that differ in ruleset,
    orientation or stagger, or offsets that break the stagger.
    """
    if not boards:
        raise BoardError(_("no boards to compose: expected at least one"))
    first = boards[0].board
    for i, b in enumerate(boards):
        m = b.board
        for attr in ("ruleset", "orientation", "stagger"):
            if getattr(m, attr) != getattr(first, attr):
                raise BoardError(_("board {i}: {attr} {getattr!r} differs from board 0's {getattr2!r}").format(
                                     i=i, attr=attr, getattr=getattr(m, attr),
                                     getattr2=getattr(first, attr)))
    cols = max(b.col + b.board.cols for b in boards)
    rows = max(b.row + b.board.rows for b in boards)
    out = HexMap(cols, rows, first.ruleset, first.orientation, first.stagger, first.default_terrain, name)
    for i, b in enumerate(boards):
        try:
            sign, shift = board_transform(b, out)
        except BoardError as e:
            raise BoardError(_("board {i}: {e}").format(i=i, e=e)) from None
        src = b.board

        def move(h: Hex) -> Hex:
            return Hex(sign * h.q + shift.q, sign * h.r + shift.r)

        for h in src.hexes():
            d = move(h)
            t = src.terrain_at(h)
            if t != out.default_terrain:
                out.terrain[d] = t
            else:
                out.terrain.pop(d, None)
            elev = src.elevation_at(h)
            if elev:
                out.elevation[d] = elev
            else:
                out.elevation.pop(d, None)
            f = src.fortification_at(h)
            if f is not None:
                facing = f.facing if f.facing is None or not b.rotated else (f.facing + 3) % 6
                out.fortifications[d] = Fortification(f.kind, facing)
            else:
                out.fortifications.pop(d, None)
            flags = src.flags_at(h)
            if flags:
                out.flags[d] = flags
            else:
                out.flags.pop(d, None)
        for side, feats in src.hexsides.items():
            if feats:
                out.hexsides[Hexside.between(move(side.a), move(side.b))] = feats
    return out
