"""Line of sight: exact geometry plus a ruleset's LOS policy.

The geometry (`core.los_geometry`) says what the segment between two hex
centres meets; a ruleset's *policy* says what blocks.  They are separate so
every ruleset plugs its own rules into the same geometry.

Geometry, as seen by a policy (`LosPath`, all hexes absolute, ``t`` in [0, 1]
from the centre of ``a`` to the centre of ``b``):

* ``crossed``: intervening hexes whose interior the line crosses (``a`` and
  ``b`` excluded), ordered from ``a`` to ``b``: ``(hex, t_in, t_out)``.
* ``runs``: hexsides the line runs exactly along: ``(Hexside, t_in, t_out)``
  (the named hexside tie; coh.md 6: blocked only when both hexes beside it
  block).
* ``touches``: hexes the line meets only at one corner: ``(hex, t, others)``
  with ``others`` the crossed hexes on the other side of the line there (the
  named vertex case).
* ``sides``: hexsides crossed transversally (sides of ``a`` and ``b``
  included): ``(Hexside, t)``.
Hexes off the map may appear in a path (a line along the map edge); they
never block.  Units are not part of LOS at all (coh.md 6: units never block).

THE POLICY PROTOCOL (`LosPolicy`) -- what a ruleset's
``core/rules/<ruleset>/los_policy.py`` provides, as a module-level ``POLICY``
object or a ``policy()`` factory:

* ``ruleset: str``
* ``hex_blocks(hexmap, h) -> bool``: the terrain in ``h`` blocks LOS (flat).
* ``los_level(hexmap, h) -> int``: the level of ``h`` as an obstacle, in
  elevation levels (e.g. CoH: elevation + 1 for blocking terrain).
* ``hexside_blocks(hexmap, side, features) -> bool``: features on ``side``
  block a line that crosses or runs along it.
* ``decide(hexmap, path) -> LosResult``: the verdict for one `LosPath`.
  The start and target hexes never block (policies must not list them).

Most rulesets subclass `core.los_levels.LevelLosPolicy`, which implements
``decide`` for the common model (an intervening hex blocks when its LOS
level reaches a threshold set by the two end levels; hexside ties block
when both sides block; corner touches never block; optional blind spot) and
lets `LosEngine.fan` and `all_pairs` run vectorised.  A policy that
overrides ``decide`` still works everywhere; fans then call ``decide`` per
target (correct, slower).

Entry points: ``line_of_sight(hexmap, a, b) -> LosResult``;
``LosEngine(hexmap, policy=None)`` with ``check``, ``path``, ``fan``,
``all_pairs``; ``policy_for(ruleset)``.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Callable, Iterable, Protocol, runtime_checkable

from core.errors import HexwrightError
from core.hexgrid import Hex, Hexside
from core.los_geometry import Traversal, exact_traversal


@dataclass(frozen=True)
class LosResult:
    """The verdict on one line of sight.

    ``clear``: True when the line is open.  ``blocking_hexes`` and
    ``blocking_hexsides``: what blocks it (empty when clear), for the editor
    to highlight.  ``reason``: one sentence for the user, naming hexes by
    label and the rule.
    """

    clear: bool
    blocking_hexes: tuple[Hex, ...] = ()
    blocking_hexsides: tuple[Hexside, ...] = ()
    reason: str = ""


@dataclass(frozen=True)
class LosPath:
    """What the line from the centre of ``a`` to the centre of ``b`` meets
    (see the module docstring for each field)."""

    a: Hex
    b: Hex
    crossed: tuple[tuple[Hex, float, float], ...]
    runs: tuple[tuple[Hexside, float, float], ...]
    touches: tuple[tuple[Hex, float, tuple[Hex, ...]], ...]
    sides: tuple[tuple[Hexside, float], ...]

    @staticmethod
    def from_traversal(a: Hex, b: Hex, tr: Traversal) -> "LosPath":
        """Translate a relative `Traversal` (of ``b - a``) to start at ``a``."""
        aq, ar = a

        def mv(h: Hex) -> Hex:
            return Hex(h[0] + aq, h[1] + ar)

        rel_b = tr.d
        crossed = tuple((mv(h), t0, t1) for h, t0, t1 in tr.crossed if h != (0, 0) and h != rel_b)
        runs = tuple((Hexside(mv(p), mv(q)), t0, t1) for p, q, t0, t1 in tr.runs)
        touches = tuple((mv(h), t, tuple(mv(x) for x in o)) for h, t, o in tr.touches)
        sides = tuple((Hexside(mv(x), mv(y)), t) for x, y, t in tr.sides)
        return LosPath(a, b, crossed, runs, touches, sides)

    def last_before(self, end: Hex) -> tuple[Hex, ...]:
        """The hexes directly in front of ``end`` (``a`` or ``b``) on the line:
        the intervening crossed hex next to it, or the two hexes beside a
        hexside run that ends at it; empty when the ends are adjacent."""
        if end == self.b:
            items = [(t1, (h,)) for h, _, t1 in self.crossed] + [(t1, (s.a, s.b)) for s, _, t1 in self.runs]
            return max(items)[1] if items else ()
        items = [(-t0, (h,)) for h, t0, _ in self.crossed] + [(-t0, (s.a, s.b)) for s, t0, _ in self.runs]
        return max(items)[1] if items else ()


@runtime_checkable
class LosPolicy(Protocol):
    """A ruleset's LOS rules (see the module docstring)."""

    ruleset: str

    def hex_blocks(self, hexmap, h: Hex) -> bool: ...

    def los_level(self, hexmap, h: Hex) -> int: ...

    def hexside_blocks(self, hexmap, side: Hexside, features: frozenset) -> bool: ...

    def decide(self, hexmap, path: LosPath) -> LosResult: ...


_POLICIES: dict[str, LosPolicy] = {}


def policy_for(ruleset: str) -> LosPolicy:
    """The LOS policy of ``ruleset``, from ``core.rules.<ruleset>.los_policy``
    (its ``POLICY`` object or ``policy()`` factory); cached.

    Raises `HexwrightError` when the ruleset has no LOS policy.
    """
    if ruleset in _POLICIES:
        return _POLICIES[ruleset]
    try:
        mod = importlib.import_module(f"core.rules.{ruleset}.los_policy")
    except ModuleNotFoundError as e:
        raise HexwrightError(f"ruleset {ruleset!r} has no line-of-sight policy "
                             f"(core/rules/{ruleset}/los_policy.py): {e}") from None
    pol = getattr(mod, "POLICY", None)
    if pol is None and hasattr(mod, "policy"):
        pol = mod.policy()
    if pol is None:
        raise HexwrightError(f"core/rules/{ruleset}/los_policy.py defines neither POLICY nor policy()")
    _POLICIES[ruleset] = pol
    return pol


class LosEngine:
    """LOS queries on one map under one policy.

    Geometry is shared process-wide (one exact `Traversal` per offset vector,
    the grid being translation-invariant); the engine keeps per-map arrays
    for the vectorised fan.  The map must not change while an engine is in
    use: build a new engine (cheap) after an edit.

    ``policy``: a `LosPolicy`; default ``policy_for(hexmap.ruleset)``.
    """

    def __init__(self, hexmap, policy: LosPolicy | None = None):
        self.hexmap = hexmap
        self.policy = policy if policy is not None else policy_for(hexmap.ruleset)
        self._fast = None

    def path(self, a: Hex, b: Hex) -> LosPath:
        """The geometry of the line ``a -> b`` (exact)."""
        return LosPath.from_traversal(a, b, exact_traversal(Hex(b[0] - a[0], b[1] - a[1])))

    def check(self, a: Hex, b: Hex) -> LosResult:
        """LOS from ``a`` to ``b`` (both on the map) with the reason.

        Raises `HexwrightError` when either hex is off the map.
        """
        self._on_map((a, b))
        if a == b:
            return LosResult(True, reason="same hex")
        return self.policy.decide(self.hexmap, self.path(a, b))

    def _on_map(self, hexes: Iterable[Hex]) -> None:
        m = self.hexmap
        for h in hexes:
            if not m.contains(h):
                raise HexwrightError(f"line of sight: hex {m.label(h)} is off the map ({m.cols} x {m.rows})")

    def _kernel(self):
        if self._fast is None:
            from core.los_levels import LevelLosPolicy
            pol = self.policy
            self._fast = False
            custom = getattr(pol, "fan_kernel", None)
            if callable(custom):  # a policy may bring its own vectorised kernel (tng: TngLosPolicy)
                self._fast = custom(self.hexmap) or False
            elif LevelLosPolicy.is_vectorisable(pol):
                from core.los_fan import FanKernel
                self._fast = FanKernel(self.hexmap, pol)
        return self._fast

    def fan(self, a: Hex, targets: Iterable[Hex] | None = None) -> dict[Hex, bool]:
        """Visibility from ``a`` to every hex of ``targets`` (default: every
        hex of the map): ``{hex: clear}``; ``a`` sees itself.

        Vectorised with the policy's own ``fan_kernel(hexmap)`` when it
        has one (a `core.los_fan.FanKernel`, e.g. tng's), else for
        `core.los_levels.LevelLosPolicy` policies (a 60x60
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

    def _clear(self, a: Hex, b: Hex) -> bool:
        return a == b or self.policy.decide(self.hexmap, self.path(a, b)).clear

    def all_pairs(self, progress: Callable[[int, int], object] | None = None) -> "LosMatrix":
        """Visibility between every pair of map hexes, as a `LosMatrix`.

        Computes each unordered pair once (LOS is symmetric).  ``progress``
        is called as ``progress(done, total)`` with start hexes done so far.
        """
        import numpy as np
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

    hexes: list
    index: dict
    clear: object

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
