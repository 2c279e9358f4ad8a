"""Docks resize freely and remember their size (issue 16): dragging the
handle above the Properties dock or the Validation dock by 150 px grows it
by 150 px (it used to grow 10 px: tall neighbours and a Maximum size policy
held it), the Validation dock grows to show its entries, and a closed
window reopens with the sizes the user left."""
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.conftest import SAMPLES
from tests.editor.helpers import make_window


def _open(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.resize(1280, 800)
    assert w.files.load(str(SAMPLES / "coh_balka_hill.scenario.json")), w.files.errors
    qtbot.wait(50)
    return w, w.scenario_ui.docks


def _drag_handle_above(w, dock, dy: int) -> None:
    """Press on the window's resize handle just above ``dock`` and drag it by ``dy`` px."""
    QApplication.processEvents()
    x, y = dock.geometry().center().x(), dock.geometry().top() - 3
    QTest.mousePress(w, Qt.LeftButton, Qt.NoModifier, QPoint(x, y))
    QApplication.processEvents()
    step = -10 if dy < 0 else 10
    for d in range(step, dy + step, step):
        QTest.mouseMove(w, QPoint(x, y + d))
        QApplication.processEvents()
    QTest.mouseRelease(w, Qt.LeftButton, Qt.NoModifier, QPoint(x, y + dy))
    QApplication.processEvents()


def test_properties_and_validation_grow_when_dragged(qtbot, tmp_path):
    w, d = _open(qtbot, tmp_path)
    before = d["properties"].height()
    assert before >= 220                            # more than five rows at 1280 x 800
    _drag_handle_above(w, d["properties"], -150)
    assert d["properties"].height() >= before + 140
    before = d["validation"].height()
    _drag_handle_above(w, d["validation"], -150)
    assert d["validation"].height() >= before + 140


def test_dock_sizes_are_remembered(qtbot, tmp_path):
    w, d = _open(qtbot, tmp_path)
    _drag_handle_above(w, d["validation"], -120)
    grown = d["validation"].height()
    w.close()
    w.settings.sync()
    w2, d2 = _open(qtbot, tmp_path)
    assert abs(d2["validation"].height() - grown) <= 12


def test_validation_dock_grows_to_show_its_entries(qtbot, tmp_path):
    from core.model.scenario import UnitPlacement
    w, d = _open(qtbot, tmp_path)
    panel = w.scenario_ui.validation
    sc = w.document.scenario
    for i in range(5):
        sc.units.append(UnitPlacement(f"bad{i}", "german", sc.hexmap.parse("0505"), "no_such_unit", facing=0))
    panel.recheck()
    qtbot.wait(50)
    rows = min(5, len(panel.problems))
    assert d["validation"].height() >= rows * panel.list.sizeHintForRow(0)   # not 1.5 rows
