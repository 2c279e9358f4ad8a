"""Triumph & Glory play services (`core.rules.registry`:
``RulesetSpec.units_on_map`` and the rest, one signature for every
ruleset; see `core.play.coh.services` for the list).  tng has no control
markers (an objective is held by the side with the only units in it), a
unit may leave the map into the ``withdrawn`` box without being lost (tng
9.66), it counts turns, keeps no hit markers, and hides nothing from the
players (the cup draws are chance nodes), so its determinization is a
clone.
"""
from __future__ import annotations

import random

from core.play.determinize import light_clone
from core.play.probes import occupied_holders


def units_on_map(st) -> dict[str, tuple[str, str, str]]:
    """``{id: (side, kind, hex label)}`` of the units in the map box now."""
    base, lab = st.data.base, st.data.hexmap.label
    return {uid: (base[uid].side, base[uid].kind, lab(p["hex"])) for uid, p in st.units.items()
            if p["box"] == "map" and p["hex"] is not None}


def round_of(st) -> int:
    """The current turn."""
    return int(st.turn)


def lost_box(st, uid: str) -> bool:
    """True unless unit ``uid`` withdrew (tng 9.66 ``withdrawn`` box), is
    a reinforcement still to enter (tng 7.41) or marches in the Flank Box
    (Borodino special 14)."""
    return st.units[uid]["box"] not in ("withdrawn", "reinforcement", "flank")  # waiting or marching: not lost


def holders(st, previous: dict[str, str | None], units: dict) -> dict[str, str | None]:
    """`core.play.determinize.occupied_holders` (no control markers)."""
    return occupied_holders(previous, units)


def hit_markers(st) -> list[tuple[str, int]]:
    """No hit markers: empty."""
    return []


def determinize(state, side: str, rng: random.Random):
    """Nothing is hidden: a light clone (`core.play.determinize.light_clone`)."""
    return light_clone(state)
