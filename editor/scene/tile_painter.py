"""The shared progressive painter of the tile caches (issue 15).

`TileCache` (`editor.scene.tile_cache`) queues the tiles of a new zoom
level instead of painting them in the frame that asks; `_PAINTER` paints
the queued work of every progressive cache (and of the unit layer's
counter queue) between frames, a time budget per turn of the event loop,
never straight after a frame.  A job is any object with a ``_pending``
container, ``work(budget_s) -> [scene rects]``, ``_update(rect)`` and
``finish()``.
"""
from __future__ import annotations

import time

from PySide6.QtCore import QTimer


class _Painter:
    """Paints the queued tiles of every progressive `TileCache`, at most
    `BUDGET_S` seconds per turn of the event loop (the latest cache asking
    first), so a frame is never held up by more than one budget.  A turn
    never follows a frame straight away: within `AFTER_FRAME_S` of the
    last `TileCache.draw` it waits a millisecond, so a zoom step's frame
    and a turn of tiles fall in different turns of the event loop."""

    BUDGET_S = 0.003   # a turn and a frame in one event-loop turn stay under 16 ms
    AFTER_FRAME_S = 0.004   # more than the 2 ms watchdog of the frame benchmark: another turn of the loop first
    FRAME_WAIT_S = 0.05   # after a zoom step, turns wait for its frame (at most this long: a hidden view paints none)

    def __init__(self):
        self._caches: list = []   # jobs (`TileCache`s, counter queues), the latest asking last
        self._timer: QTimer | None = None
        self.drawn_at = 0.0   # perf_counter of the last `TileCache.draw`
        self.frame_at = 0.0   # perf_counter of the last `frame_coming` (a zoom step)

    def want(self, cache) -> None:
        if cache in self._caches:
            self._caches.remove(cache)
        self._caches.append(cache)
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setSingleShot(True)
            self._timer.setInterval(0)
            self._timer.timeout.connect(self._turn)
        if not self._timer.isActive():
            self._timer.start()

    def _turn(self) -> None:
        now = time.perf_counter()
        frame_due = self.drawn_at < self.frame_at and now - self.frame_at < self.FRAME_WAIT_S
        if frame_due or now - self.drawn_at < self.AFTER_FRAME_S:   # a frame comes or was just painted: not now
            self._timer.start(1)
            return
        self._timer.setInterval(0)
        until = now + self.BUDGET_S
        while self._caches and time.perf_counter() < until:
            cache = self._caches[-1]
            if not cache._pending:
                self._caches.pop()
                continue
            try:
                for r in cache.work(until - time.perf_counter()):
                    cache._update(r)
            except RuntimeError:   # its item was deleted (a closed window): forget its queue
                cache._pending.clear()
        self._caches = [c for c in self._caches if c._pending]
        if self._caches:
            self._timer.start()


_PAINTER = _Painter()


def want_work(job) -> None:
    """Queue ``job`` with the shared progressive painter: an object with a
    ``_pending`` container, ``work(budget_s) -> [scene rects]``,
    ``_update(rect)`` and ``finish()`` (as a `TileCache`; the unit
    layer's counter pixmaps use it too)."""
    _PAINTER.want(job)


def frame_coming() -> None:
    """Tell the painter a frame of a changed view is due (a zoom step):
    no turn runs before that frame is drawn (`_Painter.FRAME_WAIT_S` at
    most), so the step's frame and a turn of tiles never share a turn of
    the event loop (a turn fired in the same timer pass as the step, before
    its paint event)."""
    _PAINTER.frame_at = time.perf_counter()


def frame_drawn() -> None:
    """Tell the painter a frame was just drawn (the map view's paint
    event, after every layer): its turns wait `_Painter.AFTER_FRAME_S`."""
    _PAINTER.drawn_at = time.perf_counter()


def busy() -> bool:
    """True while any progressive cache has tiles queued."""
    return any(c._pending for c in _PAINTER._caches)


def finish_all() -> None:
    """Paint every queued tile of every progressive cache now (screenshots,
    benchmarks, tests)."""
    for cache in list(_PAINTER._caches):
        cache.finish()
    _PAINTER._caches.clear()
