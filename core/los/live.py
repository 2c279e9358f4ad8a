"""`LiveLos`: the line of sight of a map being edited, for a preview that
computes fans on a worker thread while the user paints.

The editing thread tells it what changed (`map_changed`, cheap: it only
records the hexes); the worker thread asks for fans (`fan`), which first
brings its engine up to date with everything recorded since the last fan
(`LosEngine.map_changed`: a few cells re-read, not a rebuild) and then runs
the vectorised fan.  Probes (`check`) use a second engine that keeps no
per-map arrays, so they are safe on the editing thread.  Qt-free: the
editor wraps it in a thread-pool job.
"""
from __future__ import annotations

import threading
from typing import Iterable

from core.hexgrid import Hex
from core.los.engine import LosEngine
from core.los.types import LosResult


class LiveLos:
    """LOS of ``hexmap`` kept up to date by edits (see the module doc).

    ``policy``: as for `LosEngine` (default: the map's ruleset's).
    """

    RETRIES = 3  # a fan racing an edit that resizes a dict it iterates is simply run again

    def __init__(self, hexmap, policy=None):
        self.hexmap = hexmap
        self._policy = policy
        self._lock = threading.Lock()
        self._pending: set | None = set()
        self._fan_engine: LosEngine | None = None
        self._probe = LosEngine(hexmap, policy)

    def map_changed(self, hexes: Iterable[Hex] | None) -> None:
        """Record an edit of ``hexes`` (None: anything; the fan engine is
        rebuilt).  Cheap; call it on the editing thread."""
        with self._lock:
            if hexes is None or self._pending is None:
                self._pending = None
            else:
                self._pending.update(hexes)

    def fan(self, a: Hex) -> dict[Hex, bool]:
        """`LosEngine.fan` from ``a`` over the whole map as it is now (edits
        recorded so far applied first).  Meant for one worker thread at a
        time.  Raises `core.errors.HexwrightError` as `LosEngine.fan`."""
        for attempt in range(self.RETRIES):
            with self._lock:
                pending, self._pending = self._pending, set()
            if pending is None or self._fan_engine is None:
                self._fan_engine = LosEngine(self.hexmap, self._policy)
            elif pending:
                self._fan_engine.map_changed(pending)
            try:
                return self._fan_engine.fan(a)
            except RuntimeError:  # "dictionary changed size during iteration": an edit raced us
                self.map_changed(None)
                if attempt == self.RETRIES - 1:
                    raise
        raise AssertionError("unreachable")  # pragma: no cover

    def check(self, a: Hex, b: Hex) -> LosResult:
        """`LosEngine.check` (safe on the editing thread)."""
        return self._probe.check(a, b)
