"""What a balance game records while it is played, per ruleset: the units
on the map (to see which die and where), the round, and who holds each
objective hex.

`units_on_map(state)` -> ``{unit id: (side, kind, hex label)}`` (the true
state: a balance run is a god's-eye record, the bots still see only their
own views); `round_of(state)`; `holders(state, previous)` -> ``{hex label:
side or None}``.  Conflict of Heroes keeps control markers (coh.md 9) and
they are read as they are; Triumph & Glory and Flames of War have no
markers, so an objective is held by the side with the only units in it,
else by its previous holder (the scenario's owner at the start).
A unit that leaves the map is a loss unless it only withdrew (tng 9.66
``withdrawn`` box): `lost_box`.
"""
from __future__ import annotations


def units_on_map(st) -> dict[str, tuple[str, str, str]]:
    """``{id: (side, kind, hex label)}`` of the units on the map now."""
    rs = st.game.scenario.ruleset
    if rs == "coh":
        lab = st.pos.hexmap.label
        return {u.id: (u.side, u.kind, lab(u.hex)) for u in st.pos.units}
    if rs == "tng":
        base, lab = st.data.base, st.data.hexmap.label
        return {uid: (base[uid].side, base[uid].kind, lab(p["hex"])) for uid, p in st.units.items()
                if p["box"] == "map" and p["hex"] is not None}
    if rs == "fow":
        base, lab = st.data.base, st.data.hexmap.label
        return {tid: (base[tid].side, base[tid].type, lab(p["hex"])) for tid, p in st.pos.items()
                if p["hex"] is not None}
    return {u["id"]: (u.get("side", ""), u.get("kind", ""), u.get("hex", "")) for u in st.to_dict().get("units", [])
            if u.get("hex")}


def lost_box(st, uid: str) -> bool:
    """True when unit ``uid``, gone from the map, counts as a loss (not a
    tng withdrawal)."""
    if st.game.scenario.ruleset == "tng":
        return st.units[uid]["box"] != "withdrawn"
    return True


def round_of(st) -> int:
    """The current round (tng: turn)."""
    return int(st.turn if st.game.scenario.ruleset == "tng" else st.round)


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
    if st.game.scenario.ruleset == "coh":
        return dict(st.control)
    out = {}
    for lab, owner in previous.items():
        here = {side for side, _k, h in units.values() if h == lab}
        out[lab] = here.pop() if len(here) == 1 else owner
    return out
