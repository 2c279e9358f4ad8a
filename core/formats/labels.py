"""Reading the ``CCRR`` hex labels of a file fast (issue 15: a 200 x 200
scenario's 27,000 labels took 0.15 s through `core.model.HexMap.parse`,
which also reads board labels and builds error messages).

`label_reader(hexmap)` gives ``read(label) -> Hex | None``: the hex of a
well-formed label of that map (``2 * label_digits`` ASCII digits, column
and row on the map), else None, and the caller then asks
`HexMap.parse` (or its own checks) for the exact problem.  A label of
digits only is never a board label (those hold a row letter), so the
answer is `HexMap.parse`'s wherever it is not None.
"""
from __future__ import annotations

from typing import Callable

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
