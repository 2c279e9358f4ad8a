"""The fast label reader of the file formats (`core.formats.labels`) gives
`HexMap.parse`'s hex for every well-formed label and declines the rest."""
from __future__ import annotations

import pytest

from core.formats.labels import label_reader
from core.model import HexMap, LabelError
from core.model.board_labels import BoardRegion, HexLabels


@pytest.mark.parametrize("cols, rows", [(5, 7), (12, 19), (101, 3)])
@pytest.mark.parametrize("orientation", ["flat", "pointy"])
@pytest.mark.parametrize("stagger", ["odd", "even"])
def test_every_label_reads_as_parse_does(cols, rows, orientation, stagger):
    hm = HexMap(cols, rows, "coh", orientation, stagger)
    read = label_reader(hm)
    for h in hm.hexes():
        assert read(hm.label(h)) == hm.parse(hm.label(h)) == h


@pytest.mark.parametrize("label", ["0000", "0100", "0001", "0608", "0108", "01010", "010101", "0101\n", " 101",
                                   "\u0660\u0661\u0660\u0661", "A-01", "E05", 101, None])
def test_labels_it_declines(label):
    hm = HexMap(5, 7, "coh", labels=HexLabels("board", (BoardRegion("1", 0, 0, 5, 7),)))
    assert label_reader(hm)(label) is None
    if isinstance(label, str) and label.isascii() and label.isdigit() and len(label) == 4:
        with pytest.raises(LabelError):   # digit labels it declines are off the map: parse refuses them too
            hm.parse(label)
