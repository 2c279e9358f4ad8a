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
    import core.balance.plots as plots
    real_plots = plots.write_plots

    def plot_spy(*a, **k):
        threads.append(threading.current_thread())
        return real_plots(*a, **k)

    monkeypatch.setattr(plots, "write_plots", plot_spy)
    p.run()
    assert not p.run_button.isEnabled() and p.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: p.job is None, timeout=120_000)
    assert p.report is not None and p.report["played"] == 4
    assert threads and threads[0] is not threading.main_thread()  # never on the GUI thread
    assert "Germans" in p.summary.text() and "95% CI" in p.summary.text()
    assert "in this process" in p.status.text() or "local processes" in p.status.text()
    qtbot.waitUntil(lambda: p.plots.count() == 6, timeout=60_000)   # drawn on a worker thread
    assert len(threads) == 2 and threads[1] is not threading.main_thread()   # matplotlib off the GUI thread too
    assert p.progress.value() == 4
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
    qtbot.waitUntil(lambda: p.plots.count() == 6, timeout=60_000)


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


def test_a_newer_report_wins_over_an_older_drawing_and_a_plot_opens_full_size(qtbot, tmp_path):
    from editor.balance.plot_tabs import PlotLabel, full_size
    w, p = _open(qtbot, tmp_path)
    p.games.setValue(2)
    p.run()
    qtbot.waitUntil(lambda: p.job is None and p.plots.count() == 6, timeout=120_000)
    rep = p.report
    p.show_report(rep)          # a drawing starts...
    p.show_report(None)         # ...and is overtaken: its result must not fill the tabs
    qtbot.wait(50)
    if p.plots.drawing is not None:
        p.plots.drawing.join(30)
    qtbot.wait(100)
    assert p.plots.count() == 0 and p.summary.text() == ""
    p.show_report(rep)
    qtbot.waitUntil(lambda: p.plots.count() == 6, timeout=60_000)
    label = p.plots.widget(0).widget()
    assert isinstance(label, PlotLabel) and not label.pixmap().isNull()
    assert label.pixmap().width() <= max(240, p.plots.width())
    dlg = full_size(label.path)
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QLabel
    assert dlg.findChild(QLabel).pixmap().size() == QPixmap(label.path).size()   # at its own size
    dlg.close()
