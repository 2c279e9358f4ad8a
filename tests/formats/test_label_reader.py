"""The fast label reader of the file formats (`core.formats.labels`) gives
`HexMap.parse`'s hex for every well-formed label and declines the rest."""
from __future__ import annotations

import pytest

from core.formats.labels import label_reader, read_labels
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


@pytest.mark.parametrize("orientation, stagger", [("flat", "odd"), ("flat", "even"), ("pointy", "odd"),
                                                  ("pointy", "even")])
def test_read_labels_reads_a_list_as_the_reader_does(orientation, stagger):
    hm = HexMap(11, 9, "coh", orientation, stagger)
    read = label_reader(hm)
    good = [hm.label(h) for h in hm.hexes()]
    odd = ["0000", "1200", "0110", "0a01", "0101\n"[:4], "\u0660101"]
    assert read_labels(hm, good) == [read(x) for x in good] == list(hm.hexes())
    assert read_labels(hm, good + odd[:4]) == [read(x) for x in good + odd[:4]]   # one pass, some declined
    mixed = good[:3] + ["010", "01011"] + good[3:5]   # lengths differ (same total): one by one
    assert read_labels(hm, mixed) == [read(x) for x in mixed]
    assert read_labels(hm, odd[5:] + good[:2]) == [None] + list(hm.hexes())[:2]
    assert read_labels(hm, []) == []
