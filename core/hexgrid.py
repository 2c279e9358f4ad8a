"""Hex geometry: cube coordinates, offset labels, layouts, hexsides and vertices.

Inside Hexwright every hex is a cube coordinate (`Hex`); offset coordinates and
``CCRR`` labels exist only at the edges (files, the status bar, conformance
cases).  Conventions follow ../shared/conformance/README.md:

* Labels are ``CCRR``: 1-based column then row, two digits each; maps with
  more than 99 columns or rows use three digits each (``CCCRRR``).
* ``orientation`` is ``"flat"`` (flat-topped hexes in vertical columns) or
  ``"pointy"`` (pointy-topped hexes in horizontal rows).
* ``stagger`` ``"even"`` means the even-numbered (1-based) columns (flat) or
  rows (pointy) sit half a hex lower (flat) or further right (pointy);
  ``"odd"`` the odd-numbered ones.
* Hexside directions run clockwise: flat ``0``=N ``1``=NE ``2``=SE ``3``=S
  ``4``=SW ``5``=NW; pointy ``0``=NE ``1``=E ``2``=SE ``3``=SW ``4``=W ``5``=NW.
* Vertex ``k`` is the corner between hexside ``k`` and hexside ``k+1`` (mod 6).

Pixel coordinates have y growing downwards (screen convention); ``size`` is the
distance from a hex centre to a corner, in pixels (or any unit the caller
uses, e.g. mm for print).
"""
from __future__ import annotations

import math
import re
from typing import Iterator, NamedTuple

SQRT3 = math.sqrt(3.0)
ORIENTATIONS = ("flat", "pointy")
STAGGERS = ("odd", "even")


class Hex(NamedTuple):
    """A hex in cube coordinates ``(q, r, s)`` with ``q + r + s == 0``.

    Only ``q`` and ``r`` are stored; ``s`` is derived.  Hashable, ordered,
    cheap: a plain tuple underneath.
    """

    q: int
    r: int

    @property
    def s(self) -> int:
        """The third cube coordinate, ``-q - r``."""
        return -self.q - self.r

    def __add__(self, other: "Hex") -> "Hex":  # type: ignore[override]
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: "Hex") -> "Hex":
        return Hex(self.q - other.q, self.r - other.r)


# Cube direction vectors, indexed by the hexside direction of each orientation.
FLAT_DIRECTIONS = (Hex(0, -1), Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0))
POINTY_DIRECTIONS = (Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0), Hex(0, -1))
# The same six vectors in one fixed order, for orientation-free code.
CUBE_DIRECTIONS = FLAT_DIRECTIONS


def distance(a: Hex, b: Hex) -> int:
    """Distance in hexes between ``a`` and ``b`` (number of steps):
    ``(|dq| + |dr| + |dq + dr|) / 2``, by the signs (no calls: the hottest
    function of a playout)."""
    dq = a[0] - b[0]
    dr = a[1] - b[1]
    if dq >= 0:
        if dr >= 0:
            return dq + dr
        return dq if dq > -dr else -dr
    if dr <= 0:
        return -dq - dr
    return -dq if -dq > dr else dr


def neighbours(h: Hex) -> list[Hex]:
    """The six hexes adjacent to ``h`` (in flat direction order)."""
    q, r = h
    return [Hex(q + d[0], r + d[1]) for d in CUBE_DIRECTIONS]


def are_adjacent(a: Hex, b: Hex) -> bool:
    """True when ``a`` and ``b`` share a hexside."""
    return distance(a, b) == 1


def ring(center: Hex, radius: int) -> list[Hex]:
    """Hexes at exactly ``radius`` hexes from ``center`` (``[center]`` for 0).

    Raises ``ValueError`` for a negative radius.
    """
    if radius < 0:
        raise ValueError(f"ring radius must be >= 0, got {radius}")
    if radius == 0:
        return [center]
    out = []
    h = center + Hex(CUBE_DIRECTIONS[4][0] * radius, CUBE_DIRECTIONS[4][1] * radius)
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = h + CUBE_DIRECTIONS[side]
    return out


_SPIRALS: dict[int, tuple[tuple[int, int], ...]] = {}  # radius -> `spiral`'s offsets from the centre, in order


def spiral(center: Hex, radius: int) -> list[Hex]:
    """All hexes within ``radius`` hexes of ``center``, centre first, ring
    by ring (`ring` order); the offsets are kept per radius."""
    offs = _SPIRALS.get(radius)
    if offs is None:
        origin = Hex(0, 0)
        offs = tuple((h[0], h[1]) for k in range(radius + 1) for h in ring(origin, k))
        if radius <= 64:
            _SPIRALS[radius] = offs
    q, r = center[0], center[1]
    new = tuple.__new__
    return [new(Hex, (q + a, r + b)) for a, b in offs]


def cube_round(qf: float, rf: float) -> Hex:
    """Round fractional cube coordinates to the nearest hex."""
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


# Nudge added to the start of a line so that a line running exactly along a
# hexside or through a vertex falls consistently to one side.
_LINE_NUDGE = (1e-6, 2e-6)


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight line from the centre of ``a`` to the centre of ``b``
    passes through, ``a`` first and ``b`` last; ``distance(a, b) + 1`` hexes.

    Tie rule: where the line runs exactly along a hexside (or through a
    vertex) the choice between the two hexes is made by a fixed epsilon nudge
    of the start point (+1e-6 in q, +2e-6 in r), so ``line(a, b)`` is
    deterministic but need not equal ``reversed(line(b, a))``.  Line of
    sight does not rely on this choice: ``core.los`` treats hexside ties
    geometrically (see there).
    """
    got = _LINES.get((a, b))
    if got is not None:
        return list(got)
    n = distance(a, b)
    if n == 0:
        return [a]
    if len(_LINES) > 500_000:
        _LINES.clear()
    out = _LINES[(a, b)] = tuple(_line(a, b, n))
    return list(out)


_LINES: dict = {}  # (a, b) -> `line(a, b)`: a pure function of the two hexes


def _line(a: Hex, b: Hex, n: int) -> list[Hex]:
    aq, ar = a[0] + _LINE_NUDGE[0], a[1] + _LINE_NUDGE[1]
    bq, br = b[0] + _LINE_NUDGE[0], b[1] + _LINE_NUDGE[1]
    step = 1.0 / n
    return [cube_round(aq + (bq - aq) * step * i, ar + (br - ar) * step * i) for i in range(n + 1)]


class Hexside(NamedTuple):
    """The side two adjacent hexes share; ``a < b`` always (canonical key)."""

    a: Hex
    b: Hex

    @staticmethod
    def between(h1: Hex, h2: Hex) -> "Hexside":
        """The canonical hexside between two adjacent hexes.

        Raises ``ValueError`` when the hexes are not adjacent.
        """
        if distance(h1, h2) != 1:
            raise ValueError(f"hexes {tuple(h1)} and {tuple(h2)} are not adjacent")
        return Hexside(h1, h2) if h1 < h2 else Hexside(h2, h1)


class Vertex(NamedTuple):
    """A corner shared by three mutually adjacent hexes, sorted (canonical key)."""

    a: Hex
    b: Hex
    c: Hex


class Layout:
    """How a grid of hexes sits on the page: orientation, stagger and size.

    ``size`` is centre-to-corner in pixels (or mm).  ``origin`` is the pixel
    position of the centre of the hex at offset column 0, row 0 (label
    ``0101``); by default it is placed so that the whole first hex lies at
    non-negative coordinates.

    Raises ``ValueError`` for an unknown orientation or stagger or a size that
    is not positive.
    """

    __slots__ = ("orientation", "stagger", "size", "origin", "directions", "_flat", "_shove", "_ox", "_oy",
                 "_labels")

    def __init__(self, orientation: str = "flat", stagger: str = "even", size: float = 30.0,
                 origin: tuple[float, float] | None = None):
        if orientation not in ORIENTATIONS:
            raise ValueError(f"orientation must be one of {ORIENTATIONS}, got {orientation!r}")
        if stagger not in STAGGERS:
            raise ValueError(f"stagger must be one of {STAGGERS}, got {stagger!r}")
        if not size > 0:
            raise ValueError(f"hex size must be positive, got {size!r}")
        self.orientation = orientation
        self.stagger = stagger
        self.size = float(size)
        self._flat = orientation == "flat"
        self.directions = FLAT_DIRECTIONS if self._flat else POINTY_DIRECTIONS
        # 0-based index parity of the shoved columns/rows: label-even == index-odd.
        self._shove = 1 if stagger == "even" else 0
        if origin is None:
            # Index 0 is shoved when the stagger is "odd" (label column/row 1).
            extra = SQRT3 / 2 * self.size if self._shove == 0 else 0.0
            if self._flat:
                origin = (self.size, SQRT3 / 2 * self.size + extra)
            else:
                origin = (SQRT3 / 2 * self.size + extra, self.size)
        self.origin = (float(origin[0]), float(origin[1]))
        # Offset that maps the cube pixel formula onto the offset layout.
        cx, cy = self._cube_pixel(self.from_offset(0, 0))
        self._ox = self.origin[0] - cx
        self._oy = self.origin[1] - cy
        self._labels: dict[tuple[Hex, int], str] = {}  # `label`'s answers (orientation and stagger are fixed)

    def __repr__(self) -> str:
        return f"Layout({self.orientation!r}, {self.stagger!r}, size={self.size})"

    # --- offset coordinates -------------------------------------------------
    def to_offset(self, h: Hex) -> tuple[int, int]:
        """Cube hex -> 0-based ``(col, row)``."""
        q, r = h[0], h[1]
        if self._flat:
            if self._shove:
                return q, r + (q - (q & 1)) // 2
            return q, r + (q + (q & 1)) // 2
        if self._shove:
            return q + (r - (r & 1)) // 2, r
        return q + (r + (r & 1)) // 2, r

    def from_offset(self, col: int, row: int) -> Hex:
        """0-based ``(col, row)`` -> cube hex."""
        if self._flat:
            if self._shove:
                return Hex(col, row - (col - (col & 1)) // 2)
            return Hex(col, row - (col + (col & 1)) // 2)
        if self._shove:
            return Hex(col - (row - (row & 1)) // 2, row)
        return Hex(col - (row + (row & 1)) // 2, row)

    def label(self, h: Hex, digits: int = 2) -> str:
        """``CCRR`` label of ``h`` (1-based), ``digits`` digits per part.

        Hexes off the top/left edge get labels with negative numbers, which
        :meth:`parse_label` refuses; callers check map bounds first.
        """
        got = self._labels.get((h, digits))
        if got is None:
            if len(self._labels) > 100_000:
                self._labels.clear()
            c, r = self.to_offset(h)
            got = self._labels[(h, digits)] = f"{c + 1:0{digits}d}{r + 1:0{digits}d}"
        return got

    _LABEL_RE = re.compile(r"^(?:[0-9]{4}|[0-9]{6})\Z")   # ASCII digits only; no trailing newline

    def parse_label(self, label: str) -> Hex:
        """``CCRR`` or ``CCCRRR`` -> cube hex.

        Raises ``ValueError`` with a readable message for anything else.
        """
        if not isinstance(label, str) or not self._LABEL_RE.match(label):
            raise ValueError(f"hex label {label!r} is not CCRR or CCCRRR (digits, 1-based column then row)")
        half = len(label) // 2
        col, row = int(label[:half]), int(label[half:])
        if col < 1 or row < 1:
            raise ValueError(f"hex label {label!r}: column and row start at 01")
        return self.from_offset(col - 1, row - 1)

    # --- directions ---------------------------------------------------------
    def neighbour(self, h: Hex, direction: int) -> Hex:
        """The hex across hexside ``direction`` (0-5, clockwise, see module doc)."""
        d = self.directions[direction % 6]
        return Hex(h[0] + d[0], h[1] + d[1])

    def direction_to(self, a: Hex, b: Hex) -> int:
        """Hexside direction from ``a`` to adjacent ``b``; ``ValueError`` if not adjacent."""
        d = (b[0] - a[0], b[1] - a[1])
        for i, v in enumerate(self.directions):
            if (v[0], v[1]) == d:
                return i
        raise ValueError(f"{self.label(b)} is not adjacent to {self.label(a)}")

    def hexside(self, h: Hex, direction: int) -> Hexside:
        """Canonical key of side ``direction`` of ``h``."""
        return Hexside.between(h, self.neighbour(h, direction))

    def vertex(self, h: Hex, k: int) -> Vertex:
        """Canonical key of corner ``k`` of ``h`` (between sides ``k`` and ``k+1``)."""
        a, b, c = sorted((h, self.neighbour(h, k), self.neighbour(h, k + 1)))
        return Vertex(a, b, c)

    # --- pixels -------------------------------------------------------------
    def _cube_pixel(self, h: Hex) -> tuple[float, float]:
        q, r = h[0], h[1]
        if self._flat:
            return self.size * 1.5 * q, self.size * SQRT3 * (r + q / 2.0)
        return self.size * SQRT3 * (q + r / 2.0), self.size * 1.5 * r

    def hex_to_pixel(self, h: Hex) -> tuple[float, float]:
        """Centre of ``h`` in pixels."""
        x, y = self._cube_pixel(h)
        return x + self._ox, y + self._oy

    def pixel_to_fractional(self, x: float, y: float) -> tuple[float, float]:
        """Pixel -> fractional cube ``(q, r)``."""
        x = (x - self._ox) / self.size
        y = (y - self._oy) / self.size
        if self._flat:
            q = 2.0 / 3.0 * x
            r = -1.0 / 3.0 * x + SQRT3 / 3.0 * y
        else:
            q = SQRT3 / 3.0 * x - 1.0 / 3.0 * y
            r = 2.0 / 3.0 * y
        return q, r

    def pixel_to_hex(self, x: float, y: float) -> Hex:
        """The hex containing pixel ``(x, y)``."""
        return cube_round(*self.pixel_to_fractional(x, y))

    def corner_offset(self, k: int) -> tuple[float, float]:
        """Offset of vertex ``k`` from a hex centre, in pixels."""
        base = -60.0 if self._flat else -30.0
        ang = math.radians(base + 60.0 * (k % 6))
        return self.size * math.cos(ang), self.size * math.sin(ang)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corners of ``h`` in pixels, vertex 0 first, clockwise."""
        cx, cy = self.hex_to_pixel(h)
        return [(cx + dx, cy + dy) for dx, dy in (self.corner_offset(k) for k in range(6))]

    def side_endpoints(self, h: Hex, direction: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two corners bounding hexside ``direction`` of ``h`` (vertex k-1, vertex k)."""
        cx, cy = self.hex_to_pixel(h)
        ax, ay = self.corner_offset(direction - 1)
        bx, by = self.corner_offset(direction)
        return (cx + ax, cy + ay), (cx + bx, cy + by)

    def nearest_side(self, h: Hex, x: float, y: float) -> int:
        """Hexside direction of ``h`` whose midpoint is closest to pixel ``(x, y)``."""
        best, best_d = 0, float("inf")
        for k in range(6):
            (ax, ay), (bx, by) = self.side_endpoints(h, k)
            mx, my = (ax + bx) / 2, (ay + by) / 2
            d = (mx - x) ** 2 + (my - y) ** 2
            if d < best_d:
                best, best_d = k, d
        return best

    def grid_pixel_size(self, cols: int, rows: int) -> tuple[float, float]:
        """Width and height in pixels of a ``cols`` x ``rows`` grid, corner to corner."""
        s = self.size
        if self._flat:
            w = s * (1.5 * (cols - 1) + 2.0)
            h = SQRT3 * s * (rows + 0.5)
        else:
            w = SQRT3 * s * (cols + 0.5)
            h = s * (1.5 * (rows - 1) + 2.0)
        return w, h


def label_digits(cols: int, rows: int) -> int:
    """Digits per label part for a map of this size: 2, or 3 past 99."""
    return 3 if cols > 99 or rows > 99 else 2


def iter_offsets(cols: int, rows: int) -> Iterator[tuple[int, int]]:
    """0-based ``(col, row)`` of a ``cols`` x ``rows`` grid, column by column."""
    for c in range(cols):
        for r in range(rows):
            yield c, r
