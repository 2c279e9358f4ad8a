"""Triumph & Glory artillery line of sight (tng 8.4) as a `core.los` policy.

The geometry comes from `core.los` (exact segment between hex centres);
this policy decides. For firer ``a`` at level ``ea`` and target ``b`` at
``eb``, an intervening hex ``h`` at level ``eh`` blocks when (tng 8.4):

1. ``eh`` is higher than both ends (higher ground between them);
2. it is woods-like terrain (``blocks_los`` in the chart; villages are not)
   and, with ``da``/``db`` its hex distance from the firer/target:
   * both ends higher than ``eh``: clear ("woods in a hollow");
   * neither end higher than ``eh``: blocked (ends on the woods' level);
   * only the firer higher than the woods: blocked if ``da >= db`` (woods
     at the midpoint or nearer the target);
   * only the target higher than the woods: blocked if ``db >= da``.
   The seed's bullets read as in the English rulebook text (S1 8.4: "if
   the firing hex is higher than the target hex and an intervening Woods
   hex"), so woods level with the higher end block wherever they stand.

A line running exactly along a hexside treats "the terrain on the hex
spine as an intervening hex" (tng 8.4, example C): the spine is taken to be
woods (or high ground) when both hexes beside it are (the
``hexside_los_blocks_if`` option, assumed "both"; "either" is the other
reading). A steep-slope hexside
blocks a line that crosses or runs along it (example E). A line touching a
hex only at a corner is not blocked by it. Units never block (tng 8.4).
"""
from __future__ import annotations

from core.hexgrid import Hex, Hexside, distance
from core.i18n import _
from core.los import LosEngine, LosPath, LosResult
from core.rules.tng import tec
from core.rules.tng.los_fan import TngFanKernel


class TngLosPolicy:
    """The `core.los.LosPolicy` of ``tng`` (see module docstring)."""

    ruleset = "tng"

    def __init__(self, hexside_rule: str = "both"):
        if hexside_rule not in ("both", "either"):
            raise ValueError(f"hexside_rule must be 'both' or 'either', got {hexside_rule!r}")
        self.hexside_rule = hexside_rule
        self._woods_names: frozenset | None = None

    def _woods(self) -> frozenset:
        if self._woods_names is None:
            self._woods_names = frozenset(n for n, e in tec.chart()["terrain"].items() if e.get("blocks_los"))
        return self._woods_names

    def hex_blocks(self, hexmap, h: Hex) -> bool:
        """True for woods-like terrain (blocks on its own level, tng 8.4)."""
        return hexmap.contains(h) and tec.blocks_los(hexmap.terrain_at(h))

    def los_level(self, hexmap, h: Hex) -> int:
        """The obstacle level of ``h``: its elevation (woods add no height in tng 8.4)."""
        return hexmap.elevation_at(h)

    def hexside_blocks(self, hexmap, side: Hexside, features: frozenset) -> bool:
        """True when a feature on ``side`` blocks LOS (steep slope, tng 8.4 example E)."""
        return any(tec.feature(f).get("blocks_los") for f in features)

    def hex_reason(self, hexmap, a: Hex, b: Hex, h: Hex) -> str:
        """Why intervening hex ``h`` blocks the line ``a``-``b``; '' when it does not."""
        if not hexmap.contains(h):
            return ""
        ea, eb, eh = hexmap.elevation_at(a), hexmap.elevation_at(b), hexmap.elevation_at(h)
        lab = hexmap.label(h)
        if eh > ea and eh > eb:
            return _("{lab} (level {eh}) is higher than both ends (tng 8.4)").format(lab=lab, eh=eh)
        if not self.hex_blocks(hexmap, h):
            return ""
        if ea > eh and eb > eh:
            return ""
        if ea <= eh and eb <= eh:
            return _("woods at {lab}: neither end is higher than the woods (tng 8.4)").format(lab=lab)
        da, db = distance(a, h), distance(h, b)
        if ea > eh and da >= db:
            return _("woods at {lab} at the midpoint or nearer the lower target (tng 8.4)").format(lab=lab)
        if eb > eh and db >= da:
            return _("woods at {lab} at the midpoint or nearer the lower firer (tng 8.4)").format(lab=lab)
        return ""

    def fan_kernel(self, hexmap):
        """A vectorised kernel deciding like `decide` for one hex to many
        (`core.rules.tng.los_fan.TngFanKernel`, ``.fan(a, targets)``), for a
        LOS engine that looks for this hook."""
        return TngFanKernel(hexmap, self)

    def decide(self, hexmap, path: LosPath) -> LosResult:
        """The verdict for one line (see module docstring)."""
        a, b = path.a, path.b
        elev, terr, default = hexmap.elevation, hexmap.terrain, hexmap.default_terrain
        top = max(elev.get(a, 0), elev.get(b, 0))
        woods = self._woods()
        for h, _t0, _t1 in path.crossed:
            # fast skip: neither higher than the higher end nor woods-like
            if elev.get(h, 0) <= top and terr.get(h, default) not in woods:
                continue
            why = self.hex_reason(hexmap, a, b, h)
            if why:
                return LosResult(False, (h,), (), why)
        for side, _t in path.sides:
            feats = hexmap.hexsides.get(side, frozenset())
            if feats and self.hexside_blocks(hexmap, side, feats):
                return LosResult(False, (), (side,), _("a steep slope between {a} and {b} (tng 8.4)").format(
                                                         a=hexmap.label(side.a),
                                                         b=hexmap.label(side.b)))
        for side, _t0, _t1 in path.runs:
            feats = hexmap.hexsides.get(side, frozenset())
            if feats and self.hexside_blocks(hexmap, side, feats):
                return LosResult(False, (), (side,), _("the line runs along a steep slope between {a} "
                                                       "and {b} (tng 8.4)").format(
                                                         a=hexmap.label(side.a),
                                                         b=hexmap.label(side.b)))
            whys = [self.hex_reason(hexmap, a, b, h) for h in (side.a, side.b)]
            hit = all(whys) if self.hexside_rule == "both" else any(whys)
            if hit:
                return LosResult(False, tuple(h for h, w in zip((side.a, side.b), whys) if w), (side,),
                                 _("the line runs along a hexside between blocking hexes: {reasons}").format(
                                     reasons="; ".join(w for w in whys if w)))
        return LosResult(True, reason=_("clear"))


POLICY = TngLosPolicy()


def policy(options: dict | None = None) -> TngLosPolicy:
    """A policy for the given ruleset options (``hexside_los_blocks_if``)."""
    return TngLosPolicy((options or {}).get("hexside_los_blocks_if", "both"))


def line_of_sight(hexmap, a: Hex, b: Hex, options: dict | None = None) -> LosResult:
    """tng LOS from ``a`` to ``b`` (tng 8.4); `HexwrightError` for off-map hexes."""
    return LosEngine(hexmap, policy(options)).check(a, b)


def fan(hexmap, a: Hex, targets=None, options: dict | None = None) -> dict[Hex, bool]:
    """tng LOS from ``a`` to every hex of ``targets`` (default: the whole
    map) as ``{hex: clear}``; falls back to per-target decisions where the
    shared tables do not reach (maps over `core.los.fan.FULL_TABLE_LIMIT`
    hexes, targets beyond its radius)."""
    targets = list(hexmap.hexes()) if targets is None else list(targets)
    res = TngFanKernel(hexmap, policy(options)).fan(a, targets)
    if res is None:
        return {b: line_of_sight(hexmap, a, b, options).clear for b in targets}
    return dict(zip(targets, res.tolist()))
