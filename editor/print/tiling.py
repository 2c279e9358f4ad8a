"""Page geometry for true-scale printing: paper sizes, hex scale, tiling.

Pure arithmetic in millimetres (no Qt), so it is easy to test.

Hex size: Conflict of Heroes measures its hexes FLAT TO FLAT (the distance
between opposite sides, which is also the distance between neighbouring hex
centres); ``--hex-size 19mm`` means 19 mm across the flats, so a hex is
19 / cos(30 deg) = 21.94 mm corner to corner.

A map larger than the printable area is tiled over a grid of pages that
overlap by `OVERLAP_MM`: page ``(col, row)`` shows the map's
``[col * step_x, col * step_x + area_w]`` x ``[row * step_y, ...]`` mm with
``step = area - overlap``.  Pages are named like a map grid: rows A, B, C...
and columns 1, 2, 3... (``"B3"``); the orientation (portrait or landscape)
that needs fewer pages is chosen.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from core.errors import HexwrightError

PAPERS_MM = {"A4": (210.0, 297.0), "A3": (297.0, 420.0), "letter": (215.9, 279.4)}
MARGIN_MM = 10.0      # white border all round (most printers cannot print closer to the edge)
HEADER_MM = 8.0       # band above the map for the page label
OVERLAP_MM = 12.0     # map strip printed on both neighbouring pages (a little over half a 19 mm hex)
SQRT3 = math.sqrt(3.0)


def parse_length_mm(text: str | float) -> float:
    """``"19mm"``, ``"1.9cm"``, ``"0.75in"`` or a bare number (mm) -> mm.

    Raises `HexwrightError` for anything else or a length not above 0."""
    if isinstance(text, (int, float)):
        value = float(text)
    else:
        m = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*(mm|cm|in|)\s*", str(text))
        if not m:
            raise HexwrightError(f"length {text!r}: expected a number with mm, cm or in (e.g. 19mm)")
        value = float(m.group(1)) * {"mm": 1.0, "": 1.0, "cm": 10.0, "in": 25.4}[m.group(2)]
    if not value > 0:
        raise HexwrightError(f"length {text!r}: expected more than 0")
    return value


def page_name(col: int, row: int) -> str:
    """Grid name of page ``(col, row)`` (0-based): ``(0, 0)`` -> ``"A1"``,
    ``(2, 1)`` -> ``"B3"``; rows past Z continue AA, AB..."""
    letters = ""
    n = row + 1
    while n:
        n, rem = divmod(n - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return f"{letters}{col + 1}"


@dataclass(frozen=True)
class Tiling:
    """How a map of ``map_w`` x ``map_h`` mm lies on pages of ``paper_w`` x
    ``paper_h`` mm: ``cols`` x ``rows`` pages, each showing ``area_w`` x
    ``area_h`` mm of the map, the next page starting ``step_x``/``step_y``
    mm further on (the rest overlaps)."""

    paper_w: float
    paper_h: float
    map_w: float
    map_h: float
    area_w: float
    area_h: float
    cols: int
    rows: int
    overlap: float

    @property
    def step_x(self) -> float:
        """Map mm from one page column to the next."""
        return self.area_w - self.overlap

    @property
    def step_y(self) -> float:
        """Map mm from one page row to the next."""
        return self.area_h - self.overlap

    @property
    def landscape(self) -> bool:
        """True when the paper is used landscape."""
        return self.paper_w > self.paper_h

    def pages(self) -> list[tuple[int, int]]:
        """``(col, row)`` of every page, row by row (reading order)."""
        return [(c, r) for r in range(self.rows) for c in range(self.cols)]

    def origin(self, col: int, row: int) -> tuple[float, float]:
        """Map mm shown at the top-left corner of page ``(col, row)``'s map area."""
        return col * self.step_x, row * self.step_y

    def map_rect(self) -> tuple[float, float, float, float]:
        """``(x, y, w, h)`` of the map area on every page, in page mm."""
        return MARGIN_MM, MARGIN_MM + HEADER_MM, self.area_w, self.area_h


def _count(length: float, area: float, overlap: float) -> int:
    if length <= area:
        return 1
    return math.ceil((length - overlap) / (area - overlap))


def tile(map_w: float, map_h: float, paper: str = "A4", overlap: float = OVERLAP_MM) -> Tiling:
    """The `Tiling` of a ``map_w`` x ``map_h`` mm map on ``paper`` (A4, A3
    or letter), in the orientation that needs fewer pages (portrait on a
    tie).  Raises `HexwrightError` for an unknown paper."""
    if paper not in PAPERS_MM:
        raise HexwrightError(f"paper {paper!r}: expected one of {', '.join(PAPERS_MM)}")
    best = None
    pw, ph = PAPERS_MM[paper]
    for w, h in ((pw, ph), (ph, pw)):
        aw, ah = w - 2 * MARGIN_MM, h - 2 * MARGIN_MM - HEADER_MM
        cols, rows = _count(map_w, aw, overlap), _count(map_h, ah, overlap)
        # A single page shows the map as it is; tiles are trimmed to the map.
        t = Tiling(w, h, map_w, map_h, aw, ah, cols, rows, overlap)
        if best is None or cols * rows < best.cols * best.rows:
            best = t
    return best
