"""The common LOS model over levels, shared by rulesets (see `core.los`).

`LevelLosPolicy` decides a `core.los.LosPath` like this:

* Each hex has a ground level (``hexmap.elevation_at``) and an LOS level:
  ground + the terrain's height when its terrain blocks LOS (``blocks_los``
  in the ruleset's ``terrain.json``; height ``los_height`` there, default
  ``terrain_height`` = 1).  Hexes off the map never block.
* ``threshold(level_a, level_b)``: an intervening hex whose LOS level is at
  least the threshold blocks.  Default (CoH, coh.md 6): the higher end level
  when the ends differ (the High Ground Hex; an intervening hex as high
  blocks: the plateau effect), end level + 1 when they are equal (blocking
  terrain at that level, or higher ground, blocks; open ground at it does
  not).
* Hexside tie (a line exactly along a hexside): blocked only when BOTH hexes
  beside it block (coh.md 6).
* Vertex (a line passing exactly through a corner, meeting a hex only
  there): the line passes between that hex and the crossed hexes on the
  other side; like a hexside tie it would be blocked there only if both
  sides block, and the other side's hexes are crossed and judged anyway, so a
  hex touched only at a corner never blocks by itself.
* Hexside features block when ``hexside_blocks`` says so (data:
  ``hexside_features.<name>.blocks_los`` in ``terrain.json``, default false),
  whether the line crosses the side or runs along it.
* Blind spot (``blind_spot = True``; coh.md 6): when the end levels differ,
  the lower end is invisible if the hex directly in front of it (towards the
  high ground) has blocking terrain whose LOS level is at least the lower
  end's level; in front of it along a hexside tie, both hexes must qualify.
* The end hexes never block; units play no part.

`FanKernel` evaluates exactly this model for one hex to many hexes with
numpy, from per-offset tables built from `core.los.geometry.exact_traversal`.
"""
from __future__ import annotations

import numpy as np

from core.hexgrid import Hex, Hexside
from core import i18n
from core.los.fan import FanKernel
from core.los.types import OFF_MAP, LosPath, LosResult
from core.rules.catalogue import load_catalogue


class LevelLosPolicy:
    """The level model above, configured from a ruleset's terrain catalogue.

    Subclasses set ``blind_spot`` and may override ``threshold`` (keep it
    numpy-friendly: it is called with ints and with integer arrays) or
    ``terrain_height``.  Overriding ``decide`` turns off the vectorised fan.
    """

    blind_spot = False
    terrain_height = 1
    rule = "LOS"

    def __init__(self, ruleset: str):
        self.ruleset = ruleset
        cat = load_catalogue(ruleset)
        self.blocking_terrain = frozenset(n for n, e in cat.terrain.items() if e.get("blocks_los"))
        self.heights = {n: int(cat.terrain[n].get("los_height", self.terrain_height)) for n in self.blocking_terrain}
        self.blocking_features = frozenset(n for n, e in cat.hexside_features.items() if e.get("blocks_los"))
        self.labels = {n: e.get("label") or n.replace("_", " ") for n, e in cat.terrain.items()}

    @classmethod
    def is_vectorisable(cls, policy) -> bool:
        """True when ``policy`` uses this class's ``decide`` unchanged."""
        return isinstance(policy, LevelLosPolicy) and type(policy).decide is LevelLosPolicy.decide

    def fan_kernel(self, hexmap):
        """The vectorised fan (`core.los.fan.FanKernel`) deciding exactly
        like ``decide``, or None when a subclass overrides ``decide``."""
        return FanKernel(hexmap, self) if LevelLosPolicy.is_vectorisable(self) else None

    # --- the protocol ---------------------------------------------------
    def hex_blocks(self, hexmap, h: Hex) -> bool:
        """The terrain of ``h`` blocks LOS (False off the map)."""
        return hexmap.contains(h) and hexmap.terrain_at(h) in self.blocking_terrain

    def los_level(self, hexmap, h: Hex) -> int:
        """Ground level plus the height of blocking terrain; `OFF_MAP` off the map."""
        if not hexmap.contains(h):
            return OFF_MAP
        return hexmap.elevation_at(h) + self.heights.get(hexmap.terrain_at(h), 0)

    def hexside_blocks(self, hexmap, side, features) -> bool:
        """Any of ``features`` is marked ``blocks_los`` in the catalogue."""
        return bool(features and not self.blocking_features.isdisjoint(features))

    def threshold(self, la, lb):
        """LOS level at which an intervening hex blocks, for end ground
        levels ``la`` and ``lb`` (ints or integer arrays)."""
        return np.maximum(la, lb) + (la == lb)

    def decide(self, hexmap, path: LosPath) -> LosResult:
        """The verdict on ``path`` under the level model (module doc)."""
        a, b = path.a, path.b
        la, lb = hexmap.elevation_at(a), hexmap.elevation_at(b)
        thr = int(self.threshold(la, lb))
        lv = self.los_level
        hexes: list[Hex] = []
        sides: list[Hexside] = []
        why: list[str] = []
        groups: dict[tuple[str, int, int], list[str]] = {}  # (what, level, LOS level) -> hex labels
        for h, _, _ in path.crossed:
            if lv(hexmap, h) >= thr:
                hexes.append(h)
                groups.setdefault(self._what(hexmap, h), []).append(hexmap.label(h))
        why.extend(self._group_reason(key, labels, la, lb) for key, labels in groups.items())
        for s, _, _ in path.runs:
            if lv(hexmap, s.a) >= thr and lv(hexmap, s.b) >= thr:
                sides.append(s)
                hexes.extend((s.a, s.b))
                why.append(i18n._("the line runs exactly along the hexside {a}/{b} and both hexes beside "
                                  "it block").format(a=hexmap.label(s.a), b=hexmap.label(s.b)))
        for s, *_ in list(path.sides) + list(path.runs):
            feats = hexmap.hexsides.get(s)
            if feats and self.hexside_blocks(hexmap, s, feats):
                sides.append(s)
                why.append(i18n._("{feats} on hexside {a}/{b} blocks").format(
                               feats=', '.join(sorted(feats)), a=hexmap.label(s.a),
                               b=hexmap.label(s.b)))
        if self.blind_spot and la != lb and not hexes:
            low, low_level = (a, la) if la < lb else (b, lb)
            front = path.last_before(low)
            if front and all(self.hex_blocks(hexmap, h) and lv(hexmap, h) >= low_level for h in front):
                hexes.extend(front)
                names = i18n._(" and ").join(i18n._("{labels} in {h}").format(
                                         labels=i18n.pgettext("terrain", self.labels.get(hexmap.terrain_at(h),
                                                                                         hexmap.terrain_at(h))),
                                         h=hexmap.label(h)) for h in front)
                why.append(i18n._("{low} is in the blind spot directly behind {names}, seen from the "
                                  "high ground {high}").format(
                               low=hexmap.label(low), names=names,
                               high=hexmap.label(b if low == a else a)))
        if not why:
            return LosResult(True, reason=i18n._("clear ({rule})").format(rule=self.rule))
        return LosResult(False, tuple(dict.fromkeys(hexes)), tuple(dict.fromkeys(sides)),
                         "; ".join(why) + f" ({self.rule})")

    def _what(self, hexmap, h: Hex) -> tuple[str, int, int]:
        """(terrain label or "ground", ground level, LOS level) of a blocking hex."""
        t = hexmap.terrain_at(h)
        what = i18n.pgettext("terrain", self.labels.get(t, t)) if self.hex_blocks(hexmap, h) else i18n._("ground")
        return what, hexmap.elevation_at(h), self.los_level(hexmap, h)

    @staticmethod
    def _group_reason(key: tuple[str, int, int], labels: list[str], la: int, lb: int) -> str:
        """One reason for every blocking hex of one kind, e.g. "Woods in 1212,
        1211 (level 0, LOS level 1) is as high as or higher than the high
        ground (level 1)"."""
        what, elev, lvl = key
        where = i18n._("{what} in {labels} (level {elev}, LOS level {lvl})").format(
                    what=what, labels=', '.join(labels), elev=elev, lvl=lvl)
        if la == lb:
            return i18n._("{where} rises above both ends (level {la})").format(where=where, la=la)
        return i18n._("{where} is as high as or higher than the high ground (level {max})").format(
                   where=where, max=max(la, lb))
