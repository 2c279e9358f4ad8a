"""File > Print Preview shows every sheet (map, legend with the briefing,
counters when asked) before a file is written, and redraws for new options."""
from editor.print.job import PrintJob, PrintOptions
from editor.print.preview import PrintPreviewDialog
from tests.conftest import SAMPLES
from tests.editor.helpers import make_window


def test_preview_lists_every_sheet_and_follows_the_options(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(SAMPLES / "coh_balka_hill.scenario.json")), w.files.errors
    sc = w.document.scenario
    dlg = PrintPreviewDialog(sc, PrintOptions(), w)
    qtbot.addWidget(dlg)
    assert dlg.sheets.count() == len(PrintJob(sc, PrintOptions()))
    assert not dlg.page.pixmap().isNull()
    dlg.counters.setChecked(True)
    assert dlg.sheets.count() == len(PrintJob(sc, PrintOptions(counters=True)))
    assert dlg.sheets.item(dlg.sheets.count() - 1).text().startswith("Counters")
    dlg.paper.setCurrentText("A3")
    assert dlg.sheets.count() == len(PrintJob(sc, PrintOptions(paper="A3", counters=True)))
    assert "legend" in dlg.summary.text()


def test_the_file_menu_has_print_preview(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    act = w.action_registry.get("file.print_preview")
    assert act is not None and act.shortcut().toString() == "Ctrl+Shift+P"
    assert not w.pack_actions.print_preview(accept=False)
    assert w.pack_actions.last_preview.sheets.count() >= 2
