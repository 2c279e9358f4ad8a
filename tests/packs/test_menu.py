"""The File menu entries for packs and printing, run without dialogs."""
import pytest
from PySide6.QtCore import QSettings

from core.formats.mapfile import load_map, save_map
from core.formats.pack_import import read_pack
from tests.conftest import SAMPLES
from tests.packs.print_fixtures import small_print_map
from tests.packs.test_print import pdf_pages


@pytest.fixture
def window(qtbot, tmp_path):
    from editor.main_window import MainWindow
    path = tmp_path / "small.json"
    save_map(small_print_map(), path)
    w = MainWindow(load_map(path), str(path), QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
    qtbot.addWidget(w)
    errors = []
    w.files.show_error = lambda title, msg: errors.append((title, msg))
    w.errors = errors
    return w


def test_file_menu_has_the_entries(window):
    fm = window.menu("file")
    texts = [a.text() for a in fm.actions()]
    for t in ("Export &Pack...", "Open Pa&ck...", "&Print / Export Image..."):
        assert t in texts
    assert texts.index("&Print / Export Image...") < texts.index("&Quit")


def test_print_from_menu_writes_pdf_with_progress(window, tmp_path):
    from editor.print.job import PrintOptions
    out = tmp_path / "menu.pdf"
    assert window.pack_actions.print_map(str(out), PrintOptions(hex_mm=30, paper="A4"))
    pages = pdf_pages(out.read_bytes())
    assert len(pages) >= 2
    assert window.pack_actions.last_progress.maximum() == len(pages)
    assert window.errors == []


def test_export_then_open_pack_from_menu(window, tmp_path):
    out = tmp_path / "menu.hwpack"
    assert window.pack_actions.export_pack(str(out))
    c = read_pack(out)
    assert any(f["role"] == "print" for f in c.manifest["files"])
    window.document.reset(load_map(SAMPLES / "coh_two_boards.json"), None)
    assert window.pack_actions.open_pack(str(out), str(tmp_path / "opened"))
    assert window.document.hexmap == small_print_map()
    assert window.document.path.startswith(str(tmp_path / "opened"))


def test_open_bad_pack_shows_error(window, tmp_path):
    bad = tmp_path / "bad.hwpack"
    bad.write_bytes(b"junk")
    before = window.document.hexmap.copy()
    assert not window.pack_actions.open_pack(str(bad), str(tmp_path / "o"))
    assert window.errors and "not a readable pack" in window.errors[0][1]
    assert window.document.hexmap == before
    assert not (tmp_path / "o").exists()


def test_open_pack_opens_the_scenario_with_its_units(window, tmp_path):
    from core.formats.pack import export_pack
    from core.formats.scenariofile import load_scenario
    src = SAMPLES / "coh_balka_hill.scenario.json"
    out = tmp_path / "balka.hwpack"
    export_pack([str(src)], out)
    assert window.pack_actions.open_pack(str(out), str(tmp_path / "opened"))
    original = load_scenario(src)
    opened = window.document.scenario
    assert [u.id for u in opened.units] == [u.id for u in original.units]
    assert opened.title == original.title
    assert window.document.path.endswith(".scenario.json")
