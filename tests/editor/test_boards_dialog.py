"""File > New scenario from boards: the dialog composes boards with a live
preview and inline messages; the new scenario keeps the boards as its map
source through save and reload; unsaved changes are asked about first."""
import os
from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from core import edits
from core.formats.mapfile import load_map
from core.formats.scenariofile import load_scenario
from editor.widgets.boards_dialog import BoardsDialog, new_scenario_from_boards
from tests.editor.helpers import make_window

SAMPLE = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_two_boards.json"


def _dialog(qtbot):
    dlg = BoardsDialog(None, str(SAMPLE.parent))
    qtbot.addWidget(dlg)
    return dlg


def _ok(dlg):
    return dlg.buttons.button(QDialogButtonBox.Ok).isEnabled()


def test_two_boards_side_by_side_compose_into_the_expected_size(qtbot):
    board = load_map(SAMPLE)
    assert (board.cols, board.rows) == (24, 19)
    dlg = _dialog(qtbot)
    assert dlg.composed is None and not _ok(dlg)
    dlg.set_board(0, str(SAMPLE))
    dlg.set_board(1, str(SAMPLE), col=24)
    m = dlg.composed
    assert (m.cols, m.rows) == (48, 19) and dlg.problems == [] and _ok(dlg)
    assert "48 x 19" in dlg.size_label.text()
    # the second copy starts at column 25 (offset 24): same terrain, column for column
    lay = m.layout
    for c in range(board.cols):
        for r in range(board.rows):
            h = board.layout.from_offset(c, r)
            assert m.terrain_at(lay.from_offset(c + 24, r)) == board.terrain_at(h)
            assert m.terrain_at(lay.from_offset(c, r)) == board.terrain_at(h)
    pix = dlg.preview.pixmap()
    assert not pix.isNull() and pix.width() > 100
    img = dlg.preview_image()
    assert len({img.pixel(x, y) for x in range(0, img.width(), 5) for y in range(0, img.height(), 5)}) > 10


def test_browse_suggests_the_next_board_to_the_right(qtbot):
    dlg = _dialog(qtbot)
    dlg.ask_path = lambda start: str(SAMPLE)
    dlg.rows[0].browse.click()
    dlg.rows[1].browse.click()
    assert (dlg.rows[1].col.value(), dlg.rows[1].row.value()) == (24, 0)
    assert (dlg.composed.cols, dlg.composed.rows) == (48, 19)


def test_misaligned_offset_is_refused_with_a_message(qtbot):
    dlg = _dialog(qtbot)
    dlg.set_board(0, str(SAMPLE))
    dlg.set_board(1, str(SAMPLE), col=23)
    assert dlg.composed is None and not _ok(dlg)
    assert len(dlg.problems) == 1
    msg = dlg.message.text()
    assert msg.startswith("Board 2:") and "stagger" in msg and "23" in msg
    assert dlg.scenario() is None
    dlg.rows[1].col.setValue(24)  # fixing it clears the message
    assert dlg.composed is not None and dlg.message.text() == "" and _ok(dlg)


def test_a_board_file_that_does_not_load_is_named(qtbot, tmp_path):
    bad = tmp_path / "board.json"
    bad.write_text("{not json")
    dlg = _dialog(qtbot)
    dlg.set_board(0, str(SAMPLE))
    dlg.set_board(2, str(bad))
    assert dlg.composed is None and dlg.message.text().startswith("Board 3:") and "board.json" in dlg.message.text()
    dlg.set_board(2, str(tmp_path / "missing.json"))
    assert "missing.json" in dlg.message.text() and not _ok(dlg)


def test_new_scenario_from_boards_saves_and_reloads_with_the_boards_source(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert any(a.text() == "New scenario from &boards..." for a in w.menu("file").actions())
    dlg = _dialog(qtbot)
    dlg.set_board(0, str(SAMPLE))
    dlg.set_board(1, str(SAMPLE), col=24, rotated=True)
    dlg.title.setText("Two boards")
    assert new_scenario_from_boards(w, ask=lambda parent: dlg.scenario())
    doc = w.document
    assert (doc.hexmap.cols, doc.hexmap.rows) == (48, 19) and not doc.path
    src = doc.scenario.map_source
    assert src.kind == "boards" and [(b.col, b.row, b.rotated) for b in src.boards] == [(0, 0, False), (24, 0, True)]
    assert doc.scenario.title == "Two boards" and doc.scenario.sides
    composed = doc.hexmap.copy()
    out = tmp_path / "sub" / "boards.scenario.json"
    out.parent.mkdir()
    assert w.files.save_scenario_to(str(out)), w.files.errors
    sc = load_scenario(out)
    assert sc.map_source.kind == "boards"
    for b in sc.map_source.boards:
        assert not os.path.isabs(b.file)  # relative to the scenario file
        assert (out.parent / b.file).resolve() == SAMPLE
    assert [(b.col, b.row, b.rotated) for b in sc.map_source.boards] == [(0, 0, False), (24, 0, True)]
    assert sc.hexmap == composed and sc.title == "Two boards"
    assert w.files.load(str(out))
    assert w.document.scenario.map_source.kind == "boards" and w.document.hexmap == composed


def test_unsaved_changes_are_asked_about_first(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    m = w.document.hexmap
    w.document.apply("paint", lambda hm: edits.set_terrain(hm, [hm.parse("0101")], "wheat"))
    asked = []
    w.files.ask_save_changes = lambda: asked.append(1) or QMessageBox.Cancel
    called = []
    assert not new_scenario_from_boards(w, ask=lambda parent: called.append(1))
    assert asked and not called and w.document.hexmap is m and w.document.is_modified
    w.files.ask_save_changes = lambda: QMessageBox.Discard
    assert not new_scenario_from_boards(w, ask=lambda parent: None)  # dialog cancelled
    assert w.document.hexmap is m


def test_mismatched_boards_are_named_by_their_row(qtbot, tmp_path):
    from core.formats.mapfile import save_map
    from core.model import HexMap
    other = tmp_path / "tng_board.json"
    save_map(HexMap(6, 5, "tng", "flat", "even", "clear"), other)
    dlg = _dialog(qtbot)
    dlg.set_board(0, str(SAMPLE))
    dlg.set_board(2, str(other), col=24)  # row 2 unused: the tng board is the composition's board 1
    assert dlg.composed is None
    assert dlg.message.text().startswith("Board 3: ruleset 'tng'") and not _ok(dlg)
    # every board number is the dialog's 1-based row, never core's 0-based index
    assert "board 1's 'coh'" in dlg.message.text() and "board 0" not in dlg.message.text().lower()
