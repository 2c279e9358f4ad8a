"""File > New offers maps up to 500 x 500 with three-digit labels, the
printed hex size and the label style (CCRR or CoH board labels)."""
from editor.widgets.new_map_dialog import MAX_SIDE, NewMapDialog


def test_up_to_500_hexes_a_side_with_three_digit_labels(qapp):
    dlg = NewMapDialog(None, "coh")
    assert MAX_SIDE == 500 and dlg.cols.maximum() == 500 and dlg.rows.maximum() == 500
    dlg.cols.setValue(500)
    dlg.rows.setValue(120)
    m = dlg.hexmap()
    assert (m.cols, m.rows) == (500, 120)
    assert m.label(m.layout.from_offset(499, 119)) == "500120"
    assert "500120" in dlg.example.text()


def test_board_labels_and_hex_size(qapp):
    dlg = NewMapDialog(None, "coh")
    dlg.cols.setValue(24)
    dlg.rows.setValue(19)
    dlg.hex_mm.setValue(21.0)
    assert not dlg.board_size.isEnabled()
    dlg.label_style.setCurrentIndex(dlg.label_style.findData("board"))
    assert dlg.board_size.isEnabled()
    m = dlg.hexmap()
    assert m.hex_mm == 21.0 and m.labels.style == "board" and len(m.labels.boards) == 2
    assert m.display_label(m.layout.from_offset(0, 0)) == "1-S01"
    assert "2-A12" in dlg.example.text()           # bottom right: board 2, row A, column 12
