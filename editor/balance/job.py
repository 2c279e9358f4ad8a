"""`BalanceJob`: a balance batch (`core.balance.run_batch`) on a worker
thread, never on the GUI thread.  Signals (delivered to the GUI thread):
``progress(done, total, win rate of the first side, ETA seconds)``,
``finished(report dict)`` (also after Cancel: the report of the games
finished so far, ``interrupted`` set) and ``failed(message)``.
"""
from __future__ import annotations

import threading
import time

from PySide6.QtCore import QObject, QThread, Signal

from core.balance import build_report, make_specs, run_batch


class BalanceJob(QObject):
    """One batch: ``game`` (a `Game`), ``payload`` (`make_payload`),
    ``bots`` (names in side order), ``games``, ``swap``, ``seed`` and
    either ``workers`` (local processes, spawned) or ``cluster``."""

    progress = Signal(int, int, float, float)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, game, payload, bots, games: int, swap: bool, seed: int, workers: int | None = None,
                 cluster: str | None = None):
        super().__init__()
        self.game, self.payload = game, payload
        self.specs = make_specs(games, game.sides, bots, seed, swap)
        self.workers, self.cluster = workers, cluster
        self._cancel = threading.Event()
        self.thread = QThread()
        self.thread.setObjectName("balanceJob")
        self.moveToThread(self.thread)
        self.thread.started.connect(self._run)

    def start(self) -> None:
        """Start the batch on its thread."""
        self.thread.start()

    def cancel(self) -> None:
        """Stop after the games being played (the finished ones are kept)."""
        self._cancel.set()

    def wait(self, ms: int = 30000) -> bool:
        """Wait for the thread to end (tests, closing the window)."""
        return self.thread.wait(ms)

    def _run(self) -> None:
        side = self.game.sides[0]
        t0 = time.perf_counter()
        score = [0.0]

        def on_game(rec, done, total):
            score[0] += 1.0 if rec["winner"] == side else 0.5 if rec["winner"] is None else 0.0
            dt = time.perf_counter() - t0
            self.progress.emit(done, total, score[0] / done, dt / done * (total - done))

        try:
            res = run_batch(self.payload, self.specs, workers=self.workers, cluster=self.cluster, progress=on_game,
                            cancel=self._cancel.is_set, context="spawn")
            self.finished.emit(build_report(self.game, res))
        except Exception as e:  # shown in the dock; HexwrightError messages are written for people
            from core.errors import HexwrightError
            self.failed.emit(str(e) if isinstance(e, HexwrightError) else f"{type(e).__name__}: {e}")
        finally:
            self.thread.quit()
