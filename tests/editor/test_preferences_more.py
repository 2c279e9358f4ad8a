"""Preferences (issue 16): language (after restart), default folder,
overlays shown, print units; each stored and used."""
from editor.overlay_toggles import KEY
from editor.paths import DEFAULT_FOLDER_KEY, start_dir
from editor.print.menu import MM_PER_INCH, PrintDialog
from editor.widgets.preferences_dialog import LANGUAGE_KEY, PreferencesDialog, print_units, ui_language
from tests.editor.helpers import make_window


def test_preferences_store_language_folder_overlays_and_units(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    dlg = PreferencesDialog(w.settings, w)
    qtbot.addWidget(dlg)
    dlg.language.setCurrentIndex(dlg.language.findData("ru"))
    folder = tmp_path / "scenarios"
    folder.mkdir()
    dlg.folder.setText(str(folder))
    dlg.overlays["view.labels"].setChecked(False)
    dlg.units.setCurrentIndex(dlg.units.findData("in"))
    dlg.accept()
    s = w.settings
    assert ui_language(s) == "ru" and s.value(LANGUAGE_KEY) == "ru"
    assert s.value(DEFAULT_FOLDER_KEY) == str(folder) and start_dir(s) == str(folder)
    assert s.value(KEY.format("view.labels")) in (False, "false")
    assert print_units(s) == "in"
    w.overlays.reload()
    assert not w.overlays.actions["view.labels"].isChecked()


def test_print_dialog_in_inches_gives_millimetres(qtbot):
    dlg = PrintDialog(None, "in")
    qtbot.addWidget(dlg)
    dlg.set_hex_mm(25.4)
    assert "in" in dlg.hex_mm.suffix() and abs(dlg.hex_mm.value() - 1.0) < 1e-9
    dlg.hex_mm.setValue(0.75)
    assert abs(dlg.options().hex_mm - 0.75 * MM_PER_INCH) < 1e-6
