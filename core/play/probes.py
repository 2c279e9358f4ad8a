"""What a balance run records and a search bot reads while a game is
played: the units on the map (to see which die and where), the round, and
who holds each objective hex.  Each ruleset answers through its play
services (declared in `core.rules.registry`, ``core.play.<ruleset>.services``,
one signature for every ruleset); this module asks the right one.

`units_on_map(state)` -> ``{unit id: (side, kind, hex label)}`` (the true
state: a balance run is a god's-eye record, the bots still see only their
own views); `round_of(state)`; `holders(state, previous, units)` ->
``{hex label: side or None}``.  Conflict of Heroes keeps control markers
(coh.md 9) and they are read as they are; Triumph & Glory and Flames of War
have no markers, so an objective is held by the side with the only units
in it, else by its previous holder (`occupied_holders`; the scenario's
owner at the start, `initial_holders`).  A unit that leaves the map is a
loss unless it only withdrew (tng 9.66 ``withdrawn`` box): `lost_box`.
`hit_markers(state)` -> ``[(side, hit markers)]`` per unit on the map
(coh; empty where a ruleset keeps none).
"""
from __future__ import annotations

from core.rules.registry import spec


def _services(st):
    return spec(st.game.scenario.ruleset)


def units_on_map(st) -> dict[str, tuple[str, str, str]]:
    """``{id: (side, kind, hex label)}`` of the units on the map now."""
    return _services(st).units_on_map(st)


def lost_box(st, uid: str) -> bool:
    """True when unit ``uid``, gone from the map, counts as a loss (not a
    tng withdrawal)."""
    return _services(st).lost_box(st, uid)


def round_of(st) -> int:
    """The current round (tng: turn)."""
    return _services(st).round_of(st)


def hit_markers(st) -> list[tuple[str, int]]:
    """``[(side, number of hit markers)]`` per unit on the map."""
    return _services(st).hit_markers(st)


def initial_holders(scenario) -> dict[str, str | None]:
    """``{hex label: owner}`` of the scenario's objective (control) hexes."""
    hm = scenario.hexmap
    out = {}
    for c in scenario.victory.control:
        lab = c.hex if isinstance(c.hex, str) else hm.label(c.hex)
        out[lab] = c.owner
    return out


def holders(st, previous: dict[str, str | None], units: dict) -> dict[str, str | None]:
    """Who holds each objective hex now (module doc); ``units`` is
    `units_on_map` of ``st``."""
    return _services(st).holders(st, previous, units)


def occupied_holders(previous: dict[str, str | None], units: dict) -> dict[str, str | None]:
    """For a ruleset without control markers: each objective hex of
    ``previous`` (``{hex label: holder}``) held by the one side with units
    in it (``units`` as `units_on_map` gives), else by its previous holder."""
    out = {}
    for lab, owner in previous.items():
        here = {side for side, _k, h in units.values() if h == lab}
        out[lab] = here.pop() if len(here) == 1 else owner
    return out
