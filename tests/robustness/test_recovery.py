"""Issue 18 item 4: autosave to a recovery folder under the user's data
location (never over the file), the offer after a crash (a real SIGKILL
of an editor mid-edit), and recovery copies cleared after a save or a
discard.  Item 'Logging': the rotating log and Help > Open log folder."""
from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
import textwrap

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication, QMessageBox

from core.formats.recovery import differences, pending_recoveries, read_recovery, recovery_doc, write_recovery
from core.formats.scenariofile import load_scenario
from editor.logging_setup import install_logging
from editor.recovery import RecoveryDialog, recovery_folder
from editor.widgets.preferences_dialog import AUTOSAVE_KEY, PreferencesDialog, autosave_interval
from tests.editor.helpers import make_window
from tests.robustness.helpers import ROOT, SAMPLES

# A widgets application before any test of this run makes a QGuiApplication (render tests do), on which
# a QMainWindow aborts the process.
APP = QApplication.instance() or QApplication([])

KILLED_EDITOR = textwrap.dedent("""
    import os, signal, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from editor.main_window import MainWindow
    from core.edits.map import set_terrain
    w = MainWindow(settings=QSettings(sys.argv[2], QSettings.IniFormat))
    w.autosave.folder = sys.argv[3]
    assert w.files.load(sys.argv[1])
    h = w.document.hexmap.parse("0303")
    new = "woods" if w.document.hexmap.terrain_at(h) != "woods" else "open"
    w.document.apply("Paint", lambda m: set_terrain(m, [h], new))
    assert w.document.is_modified and w.autosave.save_now()
    print(new, flush=True)
    os.kill(os.getpid(), signal.SIGKILL)     # killed mid-edit: nothing after this runs
""")


def _copy_sample(tmp_path):
    for name in ("coh_partisans.scenario.json", "coh_two_boards.json"):
        shutil.copy(SAMPLES / name, tmp_path / name)
    return tmp_path / "coh_partisans.scenario.json"


def _kill_an_editor_mid_edit(tmp_path, folder):
    path = _copy_sample(tmp_path)
    proc = subprocess.run([sys.executable, "-c", KILLED_EDITOR, str(path), str(tmp_path / "s.ini"), str(folder)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == -9, proc.stderr
    return path, proc.stdout.strip()


def test_killed_editor_is_offered_back_and_the_original_is_untouched(qtbot, tmp_path):
    folder = tmp_path / "recovery"
    path, painted = _kill_an_editor_mid_edit(tmp_path, folder)
    original_bytes = path.read_bytes()
    assert original_bytes == (SAMPLES / path.name).read_bytes()            # never written over the file
    assert (tmp_path / "coh_two_boards.json").read_bytes() == (SAMPLES / "coh_two_boards.json").read_bytes()
    w = make_window(qtbot, tmp_path)
    w.autosave.folder = str(folder)
    found = w.autosave.pending()
    assert len(found) == 1 and found[0].path == str(path)
    diff = differences(load_scenario(path), found[0].scenario)
    assert diff == ["1 hex(es) of the map differ (0303)"], diff
    dlg = RecoveryDialog(found, w)
    dlg.show()
    text = dlg.list.item(0).text()
    assert str(path) in text and "autosaved" in text and "0303" in text
    dlg.grab().save("/tmp/shots/robust/recovery_offer.png")
    dlg.close()
    w.autosave.restore(found[0])
    assert w.document.is_modified and w.document.path == str(path)
    assert w.document.hexmap.terrain_at(w.document.hexmap.parse("0303")) == painted
    assert path.read_bytes() == original_bytes                              # still untouched until saved
    assert [p.name for p in folder.iterdir()] == [w.autosave.path.name]      # the copy is now this window's
    assert w.files.save()
    assert list(folder.iterdir()) == []                                     # a clean save clears it
    assert load_scenario(path).hexmap.terrain_at(w.document.hexmap.parse("0303")) == painted


def test_discard_clears_the_copy(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.autosave.folder = str(tmp_path / "rec")
    from core.edits.map import set_terrain
    h = w.document.hexmap.parse("0202")
    new = "woods" if w.document.hexmap.terrain_at(h) != "woods" else "open"
    w.document.apply("Paint", lambda m: set_terrain(m, [h], new))
    assert w.document.is_modified
    assert w.autosave.save_now() and w.autosave.path.exists()
    w.files.ask_save_changes = lambda: QMessageBox.Discard
    assert w.files.maybe_save()
    assert not w.autosave.path.exists()


def test_unmodified_documents_are_not_autosaved_and_live_editors_not_offered(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.autosave.folder = str(tmp_path / "rec")
    assert not w.autosave.save_now()
    sc = load_scenario(SAMPLES / "coh_partisans.scenario.json")
    doc = recovery_doc(sc, "", "scenario", False)
    doc["pid"] = os.getppid()                                 # a live process: another editor still running
    write_recovery(tmp_path / "rec", "other", doc)
    assert pending_recoveries(tmp_path / "rec") == []
    assert read_recovery(tmp_path / "rec" / "other.recovery.json").scenario.title == sc.title


def test_recovery_folder_is_under_the_app_data_location(qapp):
    assert recovery_folder().startswith(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation))


def test_preferences_set_the_autosave_interval(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert autosave_interval(w.settings) == 60 and w.autosave.timer.interval() == 60_000
    dlg = PreferencesDialog(w.settings, w)
    qtbot.addWidget(dlg)
    dlg.autosave.setValue(15)
    dlg.show()
    dlg.grab().save("/tmp/shots/robust/preferences.png")
    dlg.accept()
    assert w.settings.value(AUTOSAVE_KEY) in (15, "15")
    w.autosave.apply_settings()
    assert w.autosave.timer.interval() == 15_000
    w.settings.setValue(AUTOSAVE_KEY, "junk")
    assert autosave_interval(w.settings) == 60


def test_log_records_caught_errors_with_tracebacks(qtbot, tmp_path):
    handler = install_logging(str(tmp_path))
    try:
        try:
            json.loads("{")
        except ValueError:
            logging.getLogger("core.formats.test").exception("caught on purpose")
        handler.flush()
        text = (tmp_path / "hexwright.log").read_text(encoding="utf-8")
        assert "caught on purpose" in text and "Traceback" in text and "JSONDecodeError" in text
        assert install_logging(str(tmp_path)) is handler                     # once per folder
    finally:
        logging.getLogger().removeHandler(handler)
        handler.close()
    w = make_window(qtbot, tmp_path)
    act = w.action_registry.action("help.open_log_folder")
    assert act in w.action_registry.menu("help").actions() and "log" in act.text().lower()
    assert w.action_registry.action("edit.preferences") in w.action_registry.menu("edit").actions()


def test_offer_restores_the_chosen_and_discards_the_rest(qtbot, tmp_path, monkeypatch):
    import editor.recovery as recovery
    folder = tmp_path / "rec"
    sc = load_scenario(SAMPLES / "coh_partisans.scenario.json")
    for key, title in (("a", "first"), ("b", "second")):
        sc.title = title
        doc = recovery_doc(sc, "", "scenario", True)
        doc["pid"] = 4_000_001                                 # an editor that is gone
        write_recovery(folder, key, doc)

    def answer(self):
        self.discarded = [r for r in self.found if r.scenario.title == "second"]
        self.chosen = next(r for r in self.found if r.scenario.title == "first")
        return 1
    monkeypatch.setattr(recovery.RecoveryDialog, "exec", answer)
    w = make_window(qtbot, tmp_path)
    w.autosave.folder = str(folder)
    chosen = w.autosave.offer()
    assert chosen.scenario.title == "first" and w.document.scenario.title == "first" and w.document.is_modified
    assert w.document.map_edited and w.document.path == ""
    assert [p.name for p in folder.iterdir()] == [w.autosave.path.name]
    assert w.autosave.offer() is None                              # nothing left from other editors
