"""Frame profile of the editor on a big scenario (issue "Big maps stay fluid").

A *frame* is one turn of the GUI thread's event loop that the user waits
for: what a brush dab, a finished visibility fan or a zoom step costs
there, painting included.  The activities (`paint_frames`, `fan_frames`,
`zoom_frames`) run in a real event loop fed by a timer, as a user's input
arrives (`drive`), while a `StallWatch` ticking every 2 ms records the
gaps between its ticks, wall clock (`time.perf_counter`, what the user
sees; other processes on a loaded machine add to it) and the GUI thread's
own CPU time (`time.thread_time`, what the editor spends; the fan's worker
thread is not counted, it runs beside the GUI).  `frame_figures` turns
them into ``frame_max_<what>_<size>_ms`` figures (the worst wall gap,
target < 16 ms, with the worst and median CPU gap and the count of CPU
gaps over 16 ms in the note).
`Frames.measure` times one synchronous call instead (the paint benchmark's
dab).
"""
from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field
from typing import Callable

from editor.scene.tile_cache import busy


@dataclass
class Frames:
    """Frame times of one activity, in milliseconds: ``wall`` and ``cpu``
    (GUI thread), one entry per frame."""

    what: str
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def measure(self, fn: Callable[[], object]) -> None:
        """Run ``fn()`` (one frame) and record its wall and GUI-thread CPU time."""
        c0, t0 = time.thread_time(), time.perf_counter()
        fn()
        self.wall.append((time.perf_counter() - t0) * 1000)
        self.cpu.append((time.thread_time() - c0) * 1000)


class StallWatch:
    """A watchdog on the GUI thread: a `QTimer` every ``interval_ms``
    records the wall time (and the GUI thread's CPU time) between its
    ticks.  While the event loop is free a gap is the interval; a frame or
    a stall of X ms makes a gap of X ms or a little more (at most one
    interval), so the longest gap bounds the longest frame from above."""

    def __init__(self, interval_ms: int = 2):
        from PySide6.QtCore import QTimer, Qt
        self.interval_ms = interval_ms
        self.gaps: list[float] = []   # ms, wall
        self.cpu: list[float] = []    # ms, GUI thread
        self._timer = QTimer()
        self._timer.setTimerType(Qt.PreciseTimer)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        """Start watching (forgets earlier gaps)."""
        self.gaps.clear()
        self.cpu.clear()
        self._t, self._c = time.perf_counter(), time.thread_time()
        self._timer.start()

    def _tick(self) -> None:
        t, c = time.perf_counter(), time.thread_time()
        self.gaps.append((t - self._t) * 1000)
        self.cpu.append((c - self._c) * 1000)
        self._t, self._c = t, c

    def stop(self) -> None:
        """Stop; the time since the last tick counts as a gap too."""
        self._tick()
        self._timer.stop()

    def frames(self, what: str) -> Frames:
        """The gaps as `Frames` (a gap of the free loop is one interval)."""
        return Frames(what, list(self.gaps), list(self.cpu))


def drive(app, steps: list[Callable[[], object]], period_ms: int, settle: Callable[[], bool],
          watch: StallWatch, timeout_s: float = 120.0) -> None:
    """Run the event loop while a timer calls each of ``steps`` in turn
    every ``period_ms`` (as a user's input would arrive), until the steps
    are done and ``settle()`` is true (queued work finished); ``watch``
    records the gaps meanwhile."""
    from PySide6.QtCore import QEventLoop, QTimer
    loop = QEventLoop()
    todo = list(steps)
    deadline = time.perf_counter() + timeout_s

    def next_step() -> None:
        if todo:
            todo.pop(0)()
        elif settle() or time.perf_counter() > deadline:
            timer.stop()
            loop.quit()

    timer = QTimer()
    timer.setInterval(period_ms)
    timer.timeout.connect(next_step)
    app.processEvents()
    watch.start()
    timer.start()
    loop.exec()
    watch.stop()


def fan_frames(app, window, origins, watch: StallWatch) -> Frames:
    """The visibility fan tool clicked on each of ``origins`` (hexes), one
    click when the previous fan is shown: the frames of the GUI thread
    meanwhile (the worker's fans run beside it)."""
    pv = window.scenario_ui.previews
    steps = []
    for h in origins:
        steps.append(lambda h=h: pv.fan_from(h))
        steps += [lambda: None] * 4   # a pause between clicks (the fan arrives meanwhile)
    drive(app, steps, 40, lambda: not pv._fan_busy and not _pending(window), watch)
    return watch.frames("fan")


def zoom_frames(app, window, steps: int, watch: StallWatch) -> Frames:
    """Zoom out ``steps`` wheel steps around the view's centre, then back
    in, a step every 60 ms: the frames meanwhile (each step's paint with
    the last level standing in, the new level's tiles painted between)."""
    view = window.view
    centre = view.viewport().rect().center()
    moves = [lambda d=d: view.zoom_by(d, anchor=centre) for d in [-1] * steps + [1] * steps]
    drive(app, moves, 60, lambda: not _pending(window), watch)
    return watch.frames("zoom")


def paint_frames(app, window, hexes, watch: StallWatch) -> Frames:
    """A brush stroke over ``hexes`` (the brush tool, one hex every 20 ms,
    as a mouse drag sends them): the frames meanwhile, until the previews
    and tiles have caught up after the release."""
    from editor.tools.base import HexEvent
    tool = window.tools["brush"]
    pv = window.scenario_ui.previews
    steps = [lambda: tool.press(HexEvent(hexes[0], 0, True))]
    steps += [lambda h=h: tool.move(HexEvent(h, 0, True)) for h in hexes[1:]]
    steps.append(lambda: tool.release(HexEvent(hexes[-1], 0, True)))
    drive(app, steps, 20, lambda: not pv._fan_busy and not pv._fan_timer.isActive() and not _pending(window),
          watch)
    return watch.frames("paint")


def _pending(window) -> bool:
    """True while tiles (map, fan tint, zones) are still being painted."""
    return busy()


def frame_figures(frames: list[Frames], size: int, reference: str = "") -> list:
    """``frame_max_<what>_<size>x<size>_ms`` figures (`core.bench.Figure`):
    the worst wall frame of each activity, target < 16 ms; the note gives
    the frame count, the worst and median GUI-thread CPU frame and
    ``reference``."""
    from core.bench import Figure, target_note
    out = []
    for f in frames:
        worst = round(max(f.wall), 1)
        out.append(Figure(f"frame_max_{f.what}_{size}x{size}_ms", worst,
                          f"{target_note(worst, '<', 16, 'ms')}; worst gap of a 2 ms watchdog over {len(f.wall)} "
                          f"ticks (wall; {sum(g > 16 for g in f.wall)} over 16 ms); "
                          f"GUI-thread CPU worst {max(f.cpu):.1f}, "
                          f"median {statistics.median(f.cpu):.1f} ms, {sum(c > 16 for c in f.cpu)} over 16 ms "
                          f"(CPU: the editor's own share on a loaded machine; a wall gap over 16 ms with little "
                          f"CPU is time the GUI thread was not running){'; ' + reference if reference else ''}"))
    return out
