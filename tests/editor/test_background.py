"""Long work runs off the GUI thread with a progress bar and Cancel
(editor/background.py): printing and pack export never freeze the window."""
import threading
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton

from editor.background import run_with_progress
from editor.print.job import PrintOptions
from tests.conftest import SAMPLES
from tests.editor.helpers import make_window


def test_work_runs_on_another_thread_while_the_gui_keeps_running(qapp):
    ticks, threads = [], []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)

    def work(progress):
        threads.append(threading.current_thread())
        for i in range(20):
            time.sleep(0.01)
            progress(i + 1, 20)
        return "done"

    shown = []
    assert run_with_progress(None, "Working...", work, shown) == "done"
    timer.stop()
    assert threads[0] is not threading.main_thread()
    assert len(ticks) >= 5                    # the GUI thread kept handling events meanwhile
    assert shown[0].maximum() == 20 and shown[0].value() == 20


def test_errors_come_back_to_the_caller(qapp):
    def work(progress):
        raise ValueError("bad sheet")
    with pytest.raises(ValueError, match="bad sheet"):
        run_with_progress(None, "Working...", work)


def test_cancel_stops_a_print_and_writes_nothing(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(SAMPLES / "coh_balka_hill.scenario.json")), w.files.errors
    out = tmp_path / "p.png"

    def press_cancel():                           # the user clicks the dialog's Cancel button
        for dlg in w.findChildren(QProgressDialog):
            for button in dlg.findChildren(QPushButton):
                button.click()
    QTimer.singleShot(200, press_cancel)
    assert not w.pack_actions.print_map(str(out), PrintOptions(counters=True), "png", dpi=300)
    assert not list(tmp_path.glob("p*.png"))


def test_playtest_bots_think_off_the_gui_thread(qtbot, tmp_path, monkeypatch):
    from core.play.session import PlaySession
    from tests.editor.test_playtest_mode import PARTISANS, playtest
    threads = []
    original = PlaySession.bot_step

    def spy(self, name=None):
        threads.append(threading.current_thread())
        return original(self, name)
    monkeypatch.setattr(PlaySession, "bot_step", spy)
    w, pt, s = playtest(qtbot, tmp_path, PARTISANS, seed=3)
    before = len(s.actions)
    pt.bar.acts["bot_turn"].trigger()
    assert len(s.actions) > before
    assert threads and all(t is not threading.main_thread() for t in threads)
