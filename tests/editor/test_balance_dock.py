"""The Balance dock: runs off the GUI thread, shows progress and results
(plots, heatmap layer), Cancel keeps finished games, results are saved
beside the scenario and reopen with it."""
from __future__ import annotations

import shutil
import threading

from tests.balance.helpers import PARTISANS
from tests.editor.helpers import make_window


def _open(qtbot, tmp_path):
    for f in (PARTISANS, PARTISANS.with_name("coh_two_boards.json")):
        shutil.copy(f, tmp_path / f.name)
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(tmp_path / PARTISANS.name))
    p = w.balance
    p.bot_boxes[0].setCurrentText("random")
    p.bot_boxes[1].setCurrentText("random")
    p.workers.setValue(1)
    return w, p


def test_run_shows_results_and_saves_them_beside_the_scenario(qtbot, tmp_path, monkeypatch):
    import editor.balance.job as job
    w, p = _open(qtbot, tmp_path)
    assert [lab.text() for lab in p.side_labels] == ["Germans", "Soviets"]
    p.games.setValue(4)
    threads = []
    real = job.run_batch

    def spy(*a, **k):
        threads.append(threading.current_thread())
        return real(*a, **k)

    monkeypatch.setattr(job, "run_batch", spy)
    p.run()
    assert not p.run_button.isEnabled() and p.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: p.job is None, timeout=120_000)
    assert p.report is not None and p.report["played"] == 4
    assert threads and threads[0] is not threading.main_thread()  # never on the GUI thread
    assert "Germans" in p.summary.text() and "95% CI" in p.summary.text()
    assert "in this process" in p.status.text() or "local processes" in p.status.text()
    assert p.progress.value() == 4 and p.plots.count() == 6
    saved = tmp_path / "coh_partisans.balance.json"
    assert saved.exists() and (tmp_path / "coh_partisans.balance" / "win_rates.png").exists()
    heat = next(i for i in w.scene.items() if type(i).__name__ == "BalanceHeatmap")
    assert heat.report is p.report and not heat.isVisible()
    p.heat.setChecked(True)
    assert heat.isVisible()
    # reopening the scenario shows the saved results again
    p.show_report(None)
    assert w.files.load(str(tmp_path / PARTISANS.name))
    assert p.report is not None and p.report["played"] == 4 and "Saved results" in p.status.text()


def test_cancel_keeps_the_finished_games(qtbot, tmp_path):
    w, p = _open(qtbot, tmp_path)
    p.games.setValue(400)
    p.run()
    qtbot.waitUntil(lambda: p.progress.value() >= 2, timeout=120_000)
    p.cancel()
    qtbot.waitUntil(lambda: p.job is None, timeout=120_000)
    rep = p.report
    assert rep["interrupted"] and 2 <= rep["played"] < 400 and rep["planned"] == 400
    assert "Cancelled" in p.status.text() and p.run_button.isEnabled()
