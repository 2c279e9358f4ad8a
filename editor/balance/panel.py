"""`BalancePanel`: the Balance dock's widget.

Choose a bot per side, the number of games, swapped sides, the seed and
where to run (local worker processes, or a Dask cluster address); Run
starts a `BalanceJob` (a worker thread), the progress bar shows the games
done with the running win rate of the first side and an ETA; Cancel keeps
the games finished so far.  Results: a summary (each side's win rate with
its 95 % interval), the plots (`core.balance.plots`) in tabs, and the
heatmap layer on the map (`BalanceHeatmap`, "Heatmap on the map").  A
scenario saved to a file gets its results saved beside it
(`core.balance.store`: ``NAME.balance.json`` and ``NAME.balance/``) and
they are shown again when it is opened.
"""
from __future__ import annotations

import os

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit, QProgressBar,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from core.balance.store import load_results, plots_folder, results_path, save_results
from core.errors import HexwrightError
from core.i18n import Number, decimal, percent
from core.naming import side_names
from core.play.bots import BOTS
from editor.balance.plot_tabs import PlotTabs
from editor.playtest.controls import bot_titles

class BalancePanel(QWidget):
    """See module doc.  ``reportChanged(report or None)`` tells the heatmap."""

    reportChanged = Signal(object)

    def __init__(self, document, parent=None):
        super().__init__(parent)
        self.document = document
        self.job = None
        self.report: dict | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.AllNonFixedFieldsGrow)
        self.bot_boxes = [QComboBox(), QComboBox()]
        self.side_labels = [QLabel(), QLabel()]
        for lab, box in zip(self.side_labels, self.bot_boxes):
            titles = bot_titles()
            for name in BOTS:
                box.addItem(titles.get(name, name), name)
            box.setCurrentIndex(box.findData("greedy"))
            box.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)   # a narrow dock shrinks it
            box.setMinimumContentsLength(6)
            box.setToolTip(self.tr("random: any legal action; greedy: best one-step score; MCTS: tree search, "
                                   "0.2 s a move"))
            form.addRow(lab, box)
        self.games = QSpinBox()
        self.games.setRange(1, 100000)
        self.games.setValue(24)
        self.swap = QCheckBox(self.tr("Swap sides each game"))
        self.swap.setChecked(True)
        form.addRow(self.tr("Games"), self.games)
        form.addRow("", self.swap)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        form.addRow(self.tr("Seed"), self.seed)
        self.where = QComboBox()
        self.where.addItems([self.tr("Local processes"), self.tr("Dask cluster")])
        self.where.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.where.setMinimumContentsLength(6)
        self.workers = QSpinBox()
        self.workers.setRange(1, 256)
        self.workers.setValue(max(1, os.cpu_count() or 1))
        self.workers.valueChanged.connect(self._workers_suffix)
        self._workers_suffix(self.workers.value())
        self.cluster = QLineEdit()
        self.cluster.setPlaceholderText(self.tr("tcp://HOST:8786"))
        self.cluster.setVisible(False)
        form.addRow(self.tr("Run on"), self.where)
        row = QHBoxLayout()
        row.addWidget(self.workers)
        row.addWidget(self.cluster, 1)
        form.addRow("", row)
        self.where.currentIndexChanged.connect(self._where_changed)
        lay.addLayout(form)
        row = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Run"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.run_button.clicked.connect(self.run)
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v / %m games"))
        self.progress.setValue(0)
        lay.addWidget(self.progress)
        self.status = QLabel(self.tr("Play bot games to see how often each side wins."))
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.RichText)
        lay.addWidget(self.summary)
        self.heat = QCheckBox(self.tr("Heatmap on the map"))
        self.heat.setToolTip(self.tr("Where units died (red, with the count) and who held each objective at the end"))
        self.heat.setEnabled(False)
        lay.addWidget(self.heat)
        self.plots = PlotTabs()
        self.plots.setMinimumHeight(280)
        self.plots.status.connect(self.status.setText)
        lay.addWidget(self.plots, 1)
        document.pathChanged.connect(lambda _p: self.reload())
        document.changed.connect(lambda _c: self._sides_changed())
        self._sides_changed()
        self.reload()

    # --- set-up ------------------------------------------------------------------
    def _workers_suffix(self, n: int) -> None:
        # the suffix's plural form follows the count (Russian has three forms); %n is the number itself
        text = self.tr("%n worker(s)", "", n)
        self.workers.setSuffix(text.replace(str(n), "", 1) if str(n) in text else " " + text)

    def _where_changed(self, i: int) -> None:
        self.workers.setVisible(i == 0)
        self.cluster.setVisible(i == 1)

    def _sides_changed(self) -> None:
        names = side_names(self.document.scenario)
        sides = list(names.values())
        for i, lab in enumerate(self.side_labels):
            # the side's name labels its bot (a "bot for X" phrase would need X declined in Russian)
            lab.setText(sides[i] if i < len(sides) else self.tr("Bot {number}").format(number=i + 1))
        self.run_button.setEnabled(self.job is None and len(sides) == 2)

    def _game(self):
        from core.balance import make_payload
        from core.play.game import Game
        sc = self.document.scenario
        return Game(sc), make_payload(sc)

    # --- running -------------------------------------------------------------------
    def run(self) -> None:
        """Start a batch with the chosen settings (on a worker thread)."""
        from editor.balance.job import BalanceJob
        if self.job is not None:
            return
        try:
            game, payload = self._game()
        except HexwrightError as e:
            self.status.setText(self.tr("Cannot play this scenario: {error}").format(error=e))
            return
        cluster = self.cluster.text().strip() if self.where.currentIndex() == 1 else None
        if self.where.currentIndex() == 1 and not cluster:
            self.status.setText(self.tr("Give the Dask scheduler's address, e.g. tcp://10.0.0.5:8786"))
            return
        bots = [b.currentData() for b in self.bot_boxes]
        self._game_obj = game
        self.job = BalanceJob(game, payload, bots, self.games.value(), self.swap.isChecked(), self.seed.value(),
                              workers=None if cluster else self.workers.value(), cluster=cluster)
        self.job.progress.connect(self._progress)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.progress.setRange(0, self.games.value())
        self.progress.setValue(0)
        self.status.setText(self.tr("Playing %n game(s) of {first} against {second}...", "", self.games.value())
                            .format(first=self.bot_boxes[0].currentText(), second=self.bot_boxes[1].currentText()))
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.job.start()

    def cancel(self) -> None:
        """Stop the batch; the games finished so far make the report."""
        if self.job is not None:
            self.job.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Cancelling: waiting for the games being played..."))

    def _progress(self, done: int, total: int, rate: float, eta: float) -> None:
        first = self._game_obj.sides[0]
        side = side_names(self.document.scenario).get(first, first)
        self.progress.setValue(done)
        self.status.setText(self.tr("{done} of %n game(s): {side} win {rate} so far, about {eta} s left", "", total)
                            .format(done=done, side=side, rate=percent(rate), eta=f"{eta:.0f}"))

    def _end_job(self) -> None:
        if self.job is not None:
            self.job.wait()
            self.job.deleteLater()
        self.job = None
        self.cancel_button.setEnabled(False)
        self._sides_changed()

    def _failed(self, message: str) -> None:
        self._end_job()
        self.status.setText(self.tr("Balance run failed: {error}").format(error=message))

    def _finished(self, report: dict) -> None:
        self._end_job()
        eng = report["engine"]
        if report["interrupted"]:
            text = self.tr("Cancelled: {played} of %n game(s) in {seconds} s ({kind}, {workers}).", "",
                           report["planned"])
        else:
            text = self.tr("Done: {played} of %n game(s) in {seconds} s ({kind}, {workers}).", "", report["planned"])
        workers = eng.get("workers")
        kinds = {"serial": self.tr("in this process"), "processes": self.tr("local processes"),
                 "dask": self.tr("Dask cluster")}
        seconds = eng.get("seconds")
        self.status.setText(text.format(played=report["played"],
                                        seconds=decimal(seconds, 1) if isinstance(seconds, (int, float)) else seconds,
                                        kind=kinds.get(eng.get("kind"), eng.get("kind")),
                                        workers=self.tr("%n worker(s)", "", workers) if isinstance(workers, int)
                                        else workers))
        failed = report.get("failed") or []
        if failed:
            self.status.setText(self.status.text() + " " + self.tr(
                "%n game(s) failed and are not counted; game {index} (seed {seed}): {message}", "", len(failed))
                .format(index=failed[0]["index"], seed=failed[0]["seed"], message=failed[0]["message"]))
        folder = None
        if self.document.path and report["played"]:
            from core.play.game import scenario_hash
            try:
                save_results(self.document.path, report, scenario_hash(self.document.scenario))
                folder = plots_folder(self.document.path)
            except HexwrightError as e:
                self.status.setText(self.status.text() + " " + self.tr("Not saved: {error}").format(error=e))
        self.show_report(report, folder)

    # --- results ---------------------------------------------------------------------
    def reload(self) -> None:
        """Show the results saved beside the document's file, if any (and of this version of it)."""
        if self.job is not None:
            return
        rep = None
        if self.document.path and os.path.exists(results_path(self.document.path)):
            # the hash (the whole map as JSON: 0.3 s on 200 x 200) only when results were saved
            from core.play.game import scenario_hash
            try:
                rep = load_results(self.document.path, scenario_hash(self.document.scenario))
            except HexwrightError:
                rep = None
        if rep is not None:
            self.status.setText(self.tr("Saved results: %n game(s).", "", rep["played"]))
        self.show_report(rep, plots_folder(self.document.path) if rep and self.document.path else None)

    def show_report(self, rep: dict | None, folder: str | None = None) -> None:
        """Summary, plots (written to ``folder`` or a temporary one) and the heatmap of ``rep``."""
        self.report = rep
        self.heat.setEnabled(rep is not None)
        self.reportChanged.emit(rep)
        if rep is None:
            self.summary.setText("")
            self.plots.show_report(None, None, None, {})
            return
        lines = []
        names = side_names(self.document.scenario)
        for s, d in rep["sides"].items():
            lo, hi = d["ci95"]
            lines.append(self.tr("<b>{side}</b>: win rate {rate} (95% CI {low}-{high}), VP {vp}").format(
                side=names.get(s, s), rate=percent(d['win_rate']), low=percent(lo), high=percent(hi),
                vp=Number(d["vp"]["mean"])))
        titles = bot_titles()
        for b, d in rep["bots"].items():
            lines.append(self.tr("bot {bot}: {rate} in %n game(s)", "", d["games"]).format(
                bot=titles.get(b, b), rate=percent(d['win_rate'])))
        self.summary.setText("<br>".join(lines))
        self.plots.show_report(rep, self.document.hexmap, folder,
                               {s.id: s.colour for s in self.document.scenario.sides})
