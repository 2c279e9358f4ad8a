"""`LosEngine`: LOS queries on one map under one policy (check, path, fan,
all pairs), `LosMatrix` and `line_of_sight` (see the `core.los` package
docstring)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Iterator

import numpy as np

from core.errors import HexwrightError
from core.hexgrid import Hex
from core.i18n import _
from core.los.geometry import exact_traversal
from core.los.paths import CHUNK, traversals
from core.los.policy import LosPolicy
from core.rules.registry import spec
from core.los.types import LosPath, LosResult


class LosEngine:
    """LOS queries on one map under one policy.

    Geometry is shared process-wide (one exact `Traversal` per offset vector,
    the grid being translation-invariant); the engine keeps per-map arrays
    for the vectorised fan.  After an edit call `map_changed` with the
    hexes it touched (or build a new engine).

    ``policy``: a `LosPolicy`; default the ruleset's (`core.rules.registry`).
    """

    def __init__(self, hexmap, policy: LosPolicy | None = None):
        self.hexmap = hexmap
        self.policy = policy if policy is not None else spec(hexmap.ruleset).los_policy()
        self._fast = None

    def map_changed(self, hexes: Iterable[Hex] | None = None) -> None:
        """The map was edited in ``hexes`` (None: anything, e.g. its size):
        the fan kernel re-reads those hexes and the hexsides around them
        (`core.los.fan.FanKernel.refresh`) or, for None or a kernel without
        ``refresh``, is rebuilt on the next fan."""
        k = self._fast
        if hexes is None or not k or not callable(getattr(k, "refresh", None)):
            self._fast = None
        else:
            k.refresh(hexes)

    def path(self, a: Hex, b: Hex) -> LosPath:
        """The geometry of the line ``a -> b`` (exact)."""
        return LosPath.from_traversal(a, b, exact_traversal(Hex(b[0] - a[0], b[1] - a[1])))

    def check(self, a: Hex, b: Hex) -> LosResult:
        """LOS from ``a`` to ``b`` (both on the map) with the reason.

        Raises `HexwrightError` when either hex is off the map.
        """
        self._on_map((a, b))
        if a == b:
            return LosResult(True, reason=_("same hex"))
        return self.policy.decide(self.hexmap, self.path(a, b))

    def check_many(self, a: Hex, targets: Iterable[Hex]) -> Iterator[tuple[Hex, LosResult]]:
        """`check` from ``a`` to each of ``targets``, as ``(target, result)``
        pairs in order, streamed: traversals are computed in batches
        (`core.los.paths`) of `core.los.paths.CHUNK` targets, so memory stays
        bounded for any number of targets and the traversal cache is left
        alone.  Raises `HexwrightError` for a hex off the map (before any
        result when ``targets`` is a list)."""
        self._on_map([a])
        batch: list = []
        for b in targets:
            self._on_map([b])
            batch.append(b)
            if len(batch) == CHUNK:
                yield from self._decide_batch(a, batch)
                batch = []
        if batch:
            yield from self._decide_batch(a, batch)

    def _decide_batch(self, a: Hex, batch: list) -> list:
        trs = traversals([(b[0] - a[0], b[1] - a[1]) for b in batch])
        out = []
        for b, tr in zip(batch, trs):
            if a == b:
                out.append((b, LosResult(True, reason=_("same hex"))))
            else:
                out.append((b, self.policy.decide(self.hexmap, LosPath.from_traversal(a, b, tr))))
        return out

    def _on_map(self, hexes: Iterable[Hex]) -> None:
        m = self.hexmap
        for h in hexes:
            if not m.contains(h):
                raise HexwrightError(_("line of sight: hex {h} is off the map ({cols} x {rows})").format(
                                         h=m.label(h), cols=m.cols, rows=m.rows))

    def _kernel(self):
        """The policy's vectorised fan kernel (``policy.fan_kernel(hexmap)``,
        part of the `LosPolicy` protocol), or False when it has none."""
        if self._fast is None:
            hook = getattr(self.policy, "fan_kernel", None)
            self._fast = (hook(self.hexmap) if callable(hook) else None) or False
        return self._fast

    def fan(self, a: Hex, targets: Iterable[Hex] | None = None) -> dict[Hex, bool]:
        """Visibility from ``a`` to every hex of ``targets`` (default: every
        hex of the map): ``{hex: clear}``; ``a`` sees itself.

        Vectorised with the policy's own ``fan_kernel(hexmap)`` when it
        has one (a `core.los.fan.FanKernel`, e.g. tng's), else for
        `core.los.levels.LevelLosPolicy` policies (a 60x60
        map: ~2 ms per fan once the offset tables exist; the first fan per
        map shape builds them, ~1 s).  Maps over 10 000 hexes vectorise
        targets within 64 hexes of ``a`` only; farther targets, and other
        policies, are decided pair by pair.  Raises `HexwrightError` for a
        hex off the map.
        """
        self._on_map([a])
        if targets is not None:
            targets = list(targets)
            self._on_map(targets)
        kernel = self._kernel()
        if kernel and targets is None:
            row = kernel.fan_arrays(a, kernel.hq, kernel.hr)
            if row is not None:
                return dict(zip(kernel.hexes, row.tolist()))
        targets = list(self.hexmap.hexes()) if targets is None else targets
        row = kernel.fan(a, targets) if kernel else None
        if row is not None:
            return dict(zip(targets, row.tolist()))
        return {b: self._clear(a, b) for b in targets}

    def fan_is_vectorised(self) -> bool:
        """True when a whole-map `fan` runs vectorised (a policy kernel that
        covers the map); False when it would decide pair by pair (slow on
        big maps: about 1 ms per target)."""
        k = self._kernel()
        covers = getattr(k, "covers_map", None)
        return bool(k) and (covers() if callable(covers) else True)

    def _clear(self, a: Hex, b: Hex) -> bool:
        return a == b or self.policy.decide(self.hexmap, self.path(a, b)).clear

    def all_pairs(self, progress: Callable[[int, int], object] | None = None) -> "LosMatrix":
        """Visibility between every pair of map hexes, as a `LosMatrix`.

        Computes each unordered pair once (LOS is symmetric).  ``progress``
        is called as ``progress(done, total)`` with start hexes done so far.
        """
        hexes = list(self.hexmap.hexes())
        n = len(hexes)
        clear = np.ones((n, n), dtype=bool)
        kernel = self._kernel()
        for i, a in enumerate(hexes):
            rest = hexes[i + 1:]
            if rest:
                row = kernel.fan_arrays(a, kernel.hq[i + 1:], kernel.hr[i + 1:]) if kernel else None
                if row is None:
                    row = np.array([self._clear(a, b) for b in rest], dtype=bool)
                clear[i, i + 1:] = row
                clear[i + 1:, i] = row
            if progress is not None:
                progress(i + 1, n)
        return LosMatrix(hexes, {h: i for i, h in enumerate(hexes)}, clear)


@dataclass
class LosMatrix:
    """All-pairs visibility: ``clear[i, j]`` for ``hexes[i]`` and
    ``hexes[j]`` (a symmetric numpy bool matrix); ``index`` maps hex -> i."""

    hexes: list[Hex]
    index: dict[Hex, int]
    clear: np.ndarray

    def visible(self, a: Hex, b: Hex) -> bool:
        """True when ``a`` and ``b`` see each other."""
        return bool(self.clear[self.index[a], self.index[b]])

    def count_visible(self, a: Hex) -> int:
        """How many hexes ``a`` sees (itself included)."""
        return int(self.clear[self.index[a]].sum())


def line_of_sight(hexmap, a: Hex, b: Hex, policy: LosPolicy | None = None) -> LosResult:
    """One LOS check ``a -> b`` on ``hexmap`` under its ruleset's policy
    (convenience over `LosEngine.check`)."""
    return LosEngine(hexmap, policy).check(a, b)
