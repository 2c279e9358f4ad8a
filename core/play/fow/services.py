"""Flames of War play services (`core.rules.registry`:
``RulesetSpec.units_on_map`` and the rest, one signature for every
ruleset; see `core.play.coh.services` for the list).  fow has no control
markers (an objective is held by the side with the only teams in it),
counts rounds, keeps no hit markers, and hides concealed teams (seed 001,
concealment), which the determinization moves.
"""
from __future__ import annotations

import random

from core.play.determinize import free_hexes, light_clone
from core.play.probes import occupied_holders


def units_on_map(st) -> dict[str, tuple[str, str, str]]:
    """``{team id: (side, team type, hex label)}`` of the teams on the map now."""
    base, lab = st.data.base, st.data.hexmap.label
    return {tid: (base[tid].side, base[tid].type, lab(p["hex"])) for tid, p in st.pos.items()
            if p["hex"] is not None}


def round_of(st) -> int:
    """The current round."""
    return int(st.round)


def lost_box(st, uid: str) -> bool:
    """A team gone from the map is a loss."""
    return True


def holders(st, previous: dict[str, str | None], units: dict) -> dict[str, str | None]:
    """`core.play.determinize.occupied_holders` (no control markers)."""
    return occupied_holders(previous, units)


def hit_markers(st) -> list[tuple[str, int]]:
    """No hit markers: empty."""
    return []


def determinize(state, side: str, rng: random.Random):
    """Each hidden enemy team goes to a hex with no visible team and not
    next to the side's own teams (seed 001, concealment)."""
    c = light_clone(state)
    base = c.data.base
    visible = {p["hex"] for t, p in c.pos.items() if p["hex"] is not None and (base[t].side == side or not p["hidden"])}
    own = {p["hex"] for t, p in c.pos.items() if p["hex"] is not None and base[t].side == side}
    free = free_hexes(c.data.hexmap, visible, own)
    for t, p in c.pos.items():
        if p["hex"] is not None and base[t].side != side and p["hidden"]:
            p["hex"] = free.pop(rng.randrange(len(free))) if free else p["hex"]
    c.touched()
    return c
