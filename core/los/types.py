"""The data of line of sight, at the bottom of `core.los`: `LosResult` (a
verdict) with its structured `Blocker`s, and `LosPath` (what one line meets, as a policy sees it; see the
`core.los` package docstring for each field), and `OFF_MAP`, the LOS level
of a hex off the map.  Imports only the grid and the geometry."""
from __future__ import annotations

from dataclasses import dataclass

from core.hexgrid import Hex, Hexside
from core.los.geometry import Traversal

OFF_MAP = -(10 ** 6)


BLOCKER_KINDS = ("terrain", "higher_ground", "hexside_feature", "along_hexside", "blind_spot")


@dataclass(frozen=True)
class Blocker:
    """One thing that blocks a line of sight, as data (surfaces word it via
    `core.los.blockers.summary` and `core.messages`).

    ``kind``: ``terrain`` (the hex's terrain blocks LOS, ``terrain`` its id),
    ``higher_ground`` (the hex's ground is too high: ``elevation`` its level,
    ``plateau`` True when it is at the high end's level, coh.md 6),
    ``hexside_feature`` (``features`` of ``hexside`` block), ``along_hexside``
    (the line runs along ``hexside`` and both hexes beside it block) or
    ``blind_spot`` (``hex`` lies in the blind spot behind blocking terrain).
    ``hex`` / ``hexside``: where (one of them, or both for a blind spot
    behind a hex)."""

    kind: str
    hex: Hex | None = None
    hexside: Hexside | None = None
    terrain: str | None = None
    features: tuple[str, ...] = ()
    elevation: int | None = None
    plateau: bool = False


@dataclass(frozen=True)
class LosResult:
    """The verdict on one line of sight.

    ``clear``: True when the line is open.  ``blocking_hexes`` and
    ``blocking_hexsides``: what blocks it (empty when clear), for the editor
    to highlight.  ``reason``: one sentence for the user, naming hexes by
    label and the rule.  ``blockers``: the same as `Blocker` records when
    the policy gives them (else `core.los.blockers.blockers_of` derives them
    from the blocking hexes and hexsides).
    """

    clear: bool
    blocking_hexes: tuple[Hex, ...] = ()
    blocking_hexsides: tuple[Hexside, ...] = ()
    reason: str = ""
    blockers: tuple[Blocker, ...] = ()


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
