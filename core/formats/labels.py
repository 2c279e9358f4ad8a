"""Reading the ``CCRR`` hex labels of a file fast (issue 15: a 200 x 200
scenario's 27,000 labels took 0.15 s through `core.model.HexMap.parse`,
which also reads board labels and builds error messages).

`label_reader(hexmap)` gives ``read(label) -> Hex | None``: the hex of a
well-formed label of that map (``2 * label_digits`` ASCII digits, column
and row on the map), else None, and the caller then asks
`HexMap.parse` (or its own checks) for the exact problem.  A label of
digits only is never a board label (those hold a row letter), so the
answer is `HexMap.parse`'s wherever it is not None.  `read_labels`
does the same for a whole list at once with numpy (a big map's
``hexes``: 250,000 labels).
"""
from __future__ import annotations

from functools import partial
from typing import Callable

import numpy as np

from core.hexgrid import Hex, label_digits
from core.model.hexmap import HexMap


def label_reader(hexmap: HexMap) -> Callable[[object], Hex | None]:
    """The fast label reader of ``hexmap`` (see the module doc)."""
    digits = label_digits(hexmap.cols, hexmap.rows)
    size, cols, rows = 2 * digits, hexmap.cols, hexmap.rows
    from_offset = hexmap.layout.from_offset

    def read(label: object) -> Hex | None:
        if type(label) is str and len(label) == size and label.isascii() and label.isdigit():
            c, r = int(label[:digits]), int(label[digits:])
            if 0 < c <= cols and 0 < r <= rows:
                return from_offset(c - 1, r - 1)
        return None
    return read


_CHUNK = 50_000   # labels per C-level pass: each holds the GIL for a few ms only


def read_labels(hexmap: HexMap, labels: list[str]) -> list[Hex | None]:
    """`label_reader` of each of ``labels`` (strings), computed for all at
    once: digits and bounds checked and offsets turned into cube
    coordinates with numpy (`core.hexgrid.Layout.from_offset`'s formulas)."""
    digits = label_digits(hexmap.cols, hexmap.rows)
    size = 2 * digits
    joined = "".join(labels)
    if not labels or set(map(len, labels)) != {size} or not joined.isascii():
        read = label_reader(hexmap)   # some label of another length or with other characters: one by one
        return [read(label) for label in labels]
    d = np.frombuffer(joined.encode("ascii"), np.uint8).reshape(-1, size).astype(np.int64) - 48
    ok = ((d >= 0) & (d <= 9)).all(axis=1)
    weights = 10 ** np.arange(digits - 1, -1, -1, dtype=np.int64)
    col, row = d[:, :digits] @ weights - 1, d[:, digits:] @ weights - 1
    ok &= (col >= 0) & (col < hexmap.cols) & (row >= 0) & (row < hexmap.rows)
    q, r = _cube(hexmap, col, row)
    make = partial(tuple.__new__, Hex)   # what Hex(q, r) does, without a Python call per hex
    out: list[Hex | None] = []
    for i in range(0, len(labels), _CHUNK):
        out += map(make, zip(q[i:i + _CHUNK].tolist(), r[i:i + _CHUNK].tolist()))
    if not ok.all():
        for i in np.flatnonzero(~ok).tolist():
            out[i] = None
    return out


def _cube(hexmap: HexMap, col: np.ndarray, row: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """0-based offset arrays -> cube ``(q, r)`` arrays (`Layout.from_offset`)."""
    shove = hexmap.stagger == "even"
    if hexmap.orientation == "flat":
        return col, row - ((col - (col & 1)) // 2 if shove else (col + (col & 1)) // 2)
    return col - ((row - (row & 1)) // 2 if shove else (row + (row & 1)) // 2), row
