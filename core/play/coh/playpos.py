"""`PlayPosition`: a `core.rules.coh.units.Position` whose line-of-sight
answers are memoised for the whole game.

The rules functions derive new positions with `dataclasses.replace`, which
keeps the subclass and its ``cache`` field, so every position of one game
shares one `core.los.LosEngine` and one table of LOS verdicts and line
paths (the map never changes during play; smoke is handled by the combat
rules on top of the geometric LOS).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.hexgrid import Hex
from core.los import LosEngine
from core.rules.coh.units import Position


class LosCache:
    """One game's LOS engine plus memo tables ``{(a, b): LosResult}`` and
    ``{(a, b): LosPath}`` (hexes are cube `Hex` values)."""

    MATRIX_MAX_HEXES = 4000  # all-pairs table up to this many hexes (16 MB)

    def __init__(self, hexmap):
        self.hexmap = hexmap
        self.engine = LosEngine(hexmap)
        self.checks: dict[tuple[Hex, Hex], Any] = {}
        self.paths: dict[tuple[Hex, Hex], Any] = {}
        self._rows = None
        self._index = None

    def clear(self, a: Hex, b: Hex) -> bool:
        """True when ``a`` and ``b`` see each other.  On maps up to
        `MATRIX_MAX_HEXES` hexes the answer comes from one
        `LosEngine.all_pairs` table (built on first use; the fan kernel
        agrees with `check`, see tests/core/test_los_properties.py)."""
        rows = self._rows
        if rows:  # the table's diagonal is clear: a hex sees itself
            index = self._index
            ia = index.get(a)
            if ia is not None:
                ib = index.get(b)
                if ib is not None:
                    return rows[ia][ib]
        elif rows is None:
            if len(self.hexmap) <= self.MATRIX_MAX_HEXES:
                m = self.engine.all_pairs()
                self._rows, self._index = m.clear.tolist(), m.index
            else:
                self._rows = False
            return self.clear(a, b)
        return a == b or bool(self.check(a, b).clear)

    def check(self, a: Hex, b: Hex):
        """`LosEngine.check` memoised."""
        k = (a, b)
        r = self.checks.get(k)
        if r is None:
            r = self.checks[k] = self.engine.check(a, b)
        return r

    def path(self, a: Hex, b: Hex):
        """`LosEngine.path` memoised."""
        k = (a, b)
        r = self.paths.get(k)
        if r is None:
            r = self.paths[k] = self.engine.path(a, b)
        return r


class _EngineView:
    """What `Position` asks of its engine (``check``, ``path``), served from
    a `LosCache`."""

    __slots__ = ("c",)

    def __init__(self, cache: LosCache):
        self.c = cache

    def check(self, a: Hex, b: Hex):
        return self.c.check(a, b)

    def path(self, a: Hex, b: Hex):
        return self.c.path(a, b)


@dataclass(frozen=True)
class PlayPosition(Position):
    """A `Position` sharing ``cache`` (a `LosCache`) with every position
    derived from it; equality ignores the cache."""

    cache: Any = field(default=None, compare=False, repr=False)

    def _engine(self):
        if self.cache is None:
            return super()._engine()
        return _EngineView(self.cache)

    def los(self, a: Hex, b: Hex):
        """Memoised ``core.los.LosResult`` between ``a`` and ``b``."""
        if self.cache is None:
            return super().los(a, b)
        return self.cache.check(a, b)

    def los_clear(self, a: Hex, b: Hex) -> bool:
        """True when the LOS from ``a`` to ``b`` is clear (`LosCache.clear`)."""
        if self.cache is None:
            return super().los_clear(a, b)
        return self.cache.clear(a, b)
