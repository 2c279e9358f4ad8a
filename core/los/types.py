"""The data of line of sight, at the bottom of `core.los`: `LosResult` (a
verdict) and `LosPath` (what one line meets, as a policy sees it; see the
`core.los` package docstring for each field), and `OFF_MAP`, the LOS level
of a hex off the map.  Imports only the grid and the geometry."""
from __future__ import annotations

from dataclasses import dataclass

from core.hexgrid import Hex, Hexside
from core.los.geometry import Traversal

OFF_MAP = -(10 ** 6)


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
