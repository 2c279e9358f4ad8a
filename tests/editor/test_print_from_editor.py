"""File > Print from the editor prints the open scenario: "Counter sheets"
adds the counter pages (it used to print the bare map whatever was ticked)."""
from tests.conftest import SAMPLES
from tests.editor.helpers import make_window
from tests.packs.test_print import pdf_pages

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


def test_editor_print_honours_counter_sheets(qtbot, tmp_path):
    from editor.print.job import PrintJob, PrintOptions
    win = make_window(qtbot, tmp_path)
    assert win.files.load(str(BALKA)), win.files.errors
    sc = win.document.scenario
    plain = len(PrintJob(sc, PrintOptions(counters=False)))
    with_counters = len(PrintJob(sc, PrintOptions(counters=True)))
    assert with_counters > plain
    out = tmp_path / "p.pdf"
    assert win.pack_actions.print_map(str(out), PrintOptions(counters=True), "pdf")
    assert len(pdf_pages(out.read_bytes())) == with_counters
