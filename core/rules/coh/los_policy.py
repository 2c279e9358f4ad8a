"""Conflict of Heroes line-of-sight policy (coh.md 6, seed 000).

The level model of `core.los.levels.LevelLosPolicy` with CoH's settings:

* Flat LOS (coh.md 6): centre dot to centre dot; blocked by an intervening
  hex whose terrain blocks LOS (``blocks_los`` in ``terrain.json``: woods,
  light/heavy woods, wood and stone buildings); exactly along a hexside
  between a blocking and a non-blocking hex is not blocked; the target's
  (and the firer's) own hex never blocks; units never block; LOS works both
  ways.
* Levels (coh.md 6): blocking terrain counts one level higher for LOS.
  With different end levels the higher end is the High Ground Hex and any
  intervening hex at the same or a higher LOS level blocks (plateau effect).
  With equal end levels an intervening hex blocks when its LOS level is
  higher than the ends (blocking terrain at that level, or higher ground).
* Blind spot (coh.md 6): seen from the high ground, the hex directly behind
  a blocking-terrain hex is not visible.  Read as: the lower end is blind
  when the hex directly in front of it on the line has blocking terrain whose
  LOS level is at least the lower end's level (a lower end above the top of
  that terrain is not hidden by it).  In front of it along a hexside tie,
  both hexes must qualify (the tie rule).
* Vertex rule: a hex the line meets only at a corner never blocks by itself
  (see `core.los.levels`).
* Hexside features: walls do not block (coh.md 5.1); small balkas, streams
  and the other features are ASSUMED not to block (no source gives their LOS
  effect, coh.md 5.2); a feature blocks only if ``terrain.json`` marks it
  ``blocks_los: true``.
"""
from __future__ import annotations

import numpy as np

from core.los.levels import LevelLosPolicy


class CohLosPolicy(LevelLosPolicy):
    """CoH LOS: level model with the blind spot (coh.md 6)."""

    blind_spot = True
    terrain_height = 1
    rule = "coh.md 6"

    def threshold(self, la, lb):
        """High Ground level when the ends differ (plateau: as high blocks);
        end level + 1 when they are equal (coh.md 6)."""
        return np.maximum(la, lb) + (la == lb)


def policy() -> CohLosPolicy:
    """The CoH policy (reads core/rules/coh/terrain.json)."""
    return CohLosPolicy("coh")
