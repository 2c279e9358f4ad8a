"""Flames of War line-of-sight policy on hexes (implements `core.los.LosPolicy`).

Geometry comes from `core.los` (exact segment between hex centres); this
module says what blocks, under FoW terrain rules adapted to hexes
(tng_fow.md B.6 item 5; values in terrain.json / tables.json):

* Area terrain that blocks sight (``area`` and ``blocks_los`` in
  terrain.json: woods, buildings): teams see into and out of it and a short
  way through it.  The line is blocked when the length of it inside such
  *intervening* hexes exceeds ``see_through_area`` (tables.json, 6", assumed)
  -- measured in inches along the exact segment (a hex crossed straight
  through along a row is one hex step = ``inches_per_hex``).  The two end
  hexes never count (a team in woods sees out; one in woods is seen into).
  A line exactly along a hexside counts that stretch only when both hexes
  beside it are blocking area terrain (the hexside tie rule of core.los); a
  hex touched only at a corner never counts.
* Hills: an intervening hex whose ground level is above both ends blocks
  (assumed; FoW hills block sight, no numbers in the notes).
* Hexside features with ``blocks_los`` (bocage): block a line that crosses
  or runs along them, except a side of either end hex (a team right behind
  bocage sees and is seen over it; assumed).  Hedges and walls do not block;
  they conceal (see `core.rules.fow.concealment`).

`fan` is a faster one-to-many form of the same verdicts (per-offset
summaries cached process-wide).  `sightline` turns the same geometry into the `Sightline` the concealment
rules read: intervening hexes and the hexsides crossed or run along.
"""
from __future__ import annotations

import math
from functools import lru_cache

from core.hexgrid import Hex, Hexside
from core import i18n
from core.los import LosEngine, LosPath, LosResult
from core.los.geometry import exact_traversal
from core.rules.catalogue import load_catalogue
from core.rules.fow.concealment import Sightline
from core.rules.fow.scale import Scale, distance_inches

RULE = "fow LOS, tng_fow.md B.6"


def segment_steps(a, b) -> float:
    """Euclidean length of the centre-to-centre segment ``a -> b`` in hex
    steps (adjacent centres = 1): ``sqrt(q^2 + q r + r^2)`` of ``b - a``."""
    q, r = b[0] - a[0], b[1] - a[1]
    return math.sqrt(q * q + q * r + r * r)


class FowLosPolicy:
    """The fow LOS policy at one ground scale (default 2 inches per hex)."""

    ruleset = "fow"

    def __init__(self, scale: Scale | None = None):
        self.scale = scale or Scale()
        cat = load_catalogue("fow")
        self.blocking_area = frozenset(n for n, e in cat.terrain.items() if e.get("blocks_los") and e.get("area"))
        self.blocking_terrain = frozenset(n for n, e in cat.terrain.items() if e.get("blocks_los"))
        self.blocking_features = frozenset(n for n, e in cat.hexside_features.items() if e.get("blocks_los"))
        self.see_through_in = distance_inches("see_through_area")

    # --- the protocol -----------------------------------------------------
    def hex_blocks(self, hexmap, h) -> bool:
        """The terrain of ``h`` blocks sight through it (beyond the see-through depth)."""
        return hexmap.contains(h) and hexmap.terrain_at(h) in self.blocking_terrain

    def los_level(self, hexmap, h) -> int:
        """Ground level of ``h`` (area terrain is handled by depth, not height)."""
        return hexmap.elevation_at(h) if hexmap.contains(h) else -(10 ** 6)

    def hexside_blocks(self, hexmap, side, features) -> bool:
        """Any of ``features`` is marked ``blocks_los`` (bocage)."""
        return bool(features and not self.blocking_features.isdisjoint(features))

    def _area(self, hexmap, h) -> bool:
        return hexmap.contains(h) and hexmap.terrain_at(h) in self.blocking_area

    def area_depth_inches(self, hexmap, path: LosPath) -> tuple[float, list]:
        """Inches of the line inside intervening blocking area terrain, and those hexes."""
        length_in = self.scale.inches(1) * segment_steps(path.a, path.b)
        depth, hexes = 0.0, []
        for h, t0, t1 in path.crossed:
            if self._area(hexmap, h):
                depth += (t1 - t0) * length_in
                hexes.append(h)
        for s, t0, t1 in path.runs:
            if s.a not in (path.a, path.b) and s.b not in (path.a, path.b) \
                    and self._area(hexmap, s.a) and self._area(hexmap, s.b):
                depth += (t1 - t0) * length_in
                hexes.extend((s.a, s.b))
        return depth, hexes

    def fan_kernel(self, hexmap):
        """No vectorised kernel (`core.los.LosPolicy` protocol): the engine
        decides pair by pair; `fan` below is this policy's fast fan."""
        return None

    def decide(self, hexmap, path: LosPath) -> LosResult:
        """The verdict on one path (module docstring)."""
        a, b = path.a, path.b
        why, hexes, sides = [], [], []
        depth, area_hexes = self.area_depth_inches(hexmap, path)
        if depth > self.see_through_in + 1e-9:
            hexes.extend(area_hexes)
            why.append(i18n._('{depth:.1f}" of area terrain ({area_hexes}) is more than the '
                              '{see_through_in:g}" a team can see through').format(
                           depth=depth,
                           area_hexes=', '.join(hexmap.label(h) for h in area_hexes),
                           see_through_in=self.see_through_in))
        top = max(hexmap.elevation_at(a), hexmap.elevation_at(b))
        for h, _, _ in path.crossed:
            if hexmap.contains(h) and hexmap.elevation_at(h) > top:
                hexes.append(h)
                why.append(i18n._("high ground in {h} (level {level}) is above both ends").format(
                               h=hexmap.label(h), level=hexmap.elevation_at(h)))
        for s, *_ in list(path.sides) + list(path.runs):
            if a in s or b in s:
                continue
            feats = hexmap.hexsides.get(s)
            if feats and self.hexside_blocks(hexmap, s, feats):
                sides.append(s)
                why.append(i18n._("{feats} on hexside {a}/{b} blocks").format(
                               feats=', '.join(sorted(feats)), a=hexmap.label(s.a),
                               b=hexmap.label(s.b)))
        if not why:
            return LosResult(True, reason=i18n._("clear ({rule})").format(rule=RULE))
        return LosResult(False, tuple(dict.fromkeys(hexes)), tuple(dict.fromkeys(sides)),
                         "; ".join(why) + f" ({RULE})")


def policy(scale: Scale | None = None) -> FowLosPolicy:
    """The fow LOS policy (default scale 2 inches per hex); `core.los.policy_for("fow")` uses it."""
    return FowLosPolicy(scale)


def line_of_sight(hexmap, a, b, scale: Scale | None = None) -> LosResult:
    """LOS from ``a`` to ``b`` under the fow policy at ``scale``."""
    return LosEngine(hexmap, FowLosPolicy(scale)).check(a, b)


def sightline(hexmap, a, b) -> Sightline:
    """What lies between observer hex ``a`` and target hex ``b`` for the
    concealment rules: intervening hexes crossed (runs: both hexes beside the
    run when both are on the map, since the seed counts a target at least half
    hidden, memo p. 90) and the hexsides crossed or run along, from ``a``."""
    if a is None or b is None or a == b:
        return Sightline()
    path = LosPath.from_traversal(a, b, _traversal(a, b))
    items: list[tuple[float, tuple[Hex, ...]]] = [(t0, (h,)) for h, t0, _ in path.crossed]
    items += [(t0, tuple(x for x in (s.a, s.b) if x not in (a, b))) for s, t0, _ in path.runs]
    hexes = tuple(h for _, hs in sorted(items, key=lambda e: e[0]) for h in hs if hexmap.contains(h))
    sides = sorted([(t, s) for s, t in path.sides] + [(t0, s) for s, t0, _ in path.runs], key=lambda e: e[0])
    return Sightline(hexes, tuple((s.a, s.b) for _, s in sides))


def _traversal(a, b):
    return exact_traversal(Hex(b[0] - a[0], b[1] - a[1]))




@lru_cache(maxsize=None)
def _compact(dq: int, dr: int) -> tuple:
    """Per-offset summary of the exact traversal for the fast fan: area
    candidates ``((rel_hex, span), ...)``, runs ``((rel_a, rel_b, span), ...)``
    (runs touching an end excluded), crossed relative hexes, and sides not on
    either end hex ``((rel_x, rel_y), ...)``; spans are fractions of the segment."""
    d = Hex(dq, dr)
    path = LosPath.from_traversal(Hex(0, 0), d, exact_traversal(d))
    ends = (Hex(0, 0), d)
    crossed = tuple((h, t1 - t0) for h, t0, t1 in path.crossed)
    runs = tuple((s.a, s.b, t1 - t0) for s, t0, t1 in path.runs if s.a not in ends and s.b not in ends)
    sides = tuple(Hexside(s.a, s.b) for s, *_ in list(path.sides) + list(path.runs)
                  if s.a not in ends and s.b not in ends)
    return crossed, runs, sides


def fan(hexmap, a, targets=None, scale: Scale | None = None) -> dict:
    """Visibility from ``a`` to each of ``targets`` (default: every map hex)
    under `FowLosPolicy` at ``scale``: ``{hex: clear}``, the same verdicts as
    `FowLosPolicy.decide` (a test checks it) without building reasons."""
    pol = FowLosPolicy(scale)
    targets = list(hexmap.hexes()) if targets is None else list(targets)
    area = {h for h in hexmap.terrain if hexmap.terrain[h] in pol.blocking_area and hexmap.contains(h)}
    blocking_sides = {s for s, f in hexmap.hexsides.items() if f and pol.hexside_blocks(hexmap, s, f)}
    elev = hexmap.elevation
    limit = pol.see_through_in + 1e-9
    per_step = pol.scale.inches(1)
    aq, ar = a
    ea = elev.get(a, 0)
    out = {}
    for b in targets:
        if b == a:
            out[b] = True
            continue
        dq, dr = b[0] - aq, b[1] - ar
        crossed, runs, sides = _compact(dq, dr)
        top = max(ea, elev.get(b, 0))
        length = per_step * segment_steps((0, 0), (dq, dr))
        depth = 0.0
        clear = True
        for h, span in crossed:
            g = Hex(h[0] + aq, h[1] + ar)
            if g in area:
                depth += span * length
            if top < elev.get(g, 0) and hexmap.contains(g):
                clear = False
                break
        if clear and area:
            for x, y, span in runs:
                if Hex(x[0] + aq, x[1] + ar) in area and Hex(y[0] + aq, y[1] + ar) in area:
                    depth += span * length
            clear = depth <= limit
        if clear and blocking_sides:
            for s in sides:
                if Hexside.between(Hex(s.a[0] + aq, s.a[1] + ar), Hex(s.b[0] + aq, s.b[1] + ar)) in blocking_sides:
                    clear = False
                    break
        out[b] = clear
    return out
