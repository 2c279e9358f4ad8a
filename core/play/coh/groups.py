"""Group actions offered by legal.py (seed 000 §9.1, §9.11, §9.13): group
moves of a stack into a common neighbour, of units in continuous adjacent
hexes each one hex the same way, and group rallies of a stack.  Costs come
from `core.rules.coh.move.group_move_cost` (the costliest step)."""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import distance
from core.play.actions import Move, Rally
from core.rules.coh.hitmarkers import unit_effects
from core.rules.coh.move import group_move_cost


def group_moves(st, units: list) -> list:
    """``[(kind, Move, fields, AP cost)]`` group moves of ``units`` (see
    module doc)."""
    pos, hm = st.pos, st.pos.hexmap
    out = []
    by_hex: dict = {}
    for u in units:
        eff = unit_effects(u)
        if not (eff.no_move or eff.only_rally or eff.destroyed or u.hidden) and u.stat("move_ap") is not None:
            by_hex.setdefault(u.hex, []).append(u)
    for h, us in by_hex.items():
        if len(us) < 2:
            continue
        for n in hm.neighbours(h):
            try:
                c = group_move_cost(pos, us, {x.id: n for x in us})
            except RulesError:
                continue
            lab = hm.label(n)
            out.append(("group_move", Move, {"units": tuple(x.id for x in us), "to": (lab,) * len(us)}, c))
    # units in continuous adjacent hexes: every unit one hex the same way (seed 000 §9.11, figure 14)
    movers = [u for us in by_hex.values() for u in us]
    for comp in _components(movers):
        if len({u.hex for u in comp}) < 2:
            continue
        for dq, dr in hm.layout.directions:
            to = {u.id: type(u.hex)(u.hex[0] + dq, u.hex[1] + dr) for u in comp}
            if not all(hm.contains(h) for h in to.values()):
                continue
            try:
                c = group_move_cost(pos, comp, to)
            except RulesError:
                continue
            out.append(("group_move", Move, {"units": tuple(u.id for u in comp),
                                             "to": tuple(hm.label(to[u.id]) for u in comp)}, c))
    return out


def _components(units: list) -> list[list]:
    """Groups of units linked through same or adjacent hexes, in unit order."""
    left = list(units)
    comps = []
    while left:
        comp = [left.pop(0)]
        grew = True
        while grew:
            grew = False
            for u in list(left):
                if any(distance(u.hex, v.hex) <= 1 for v in comp):
                    comp.append(u)
                    left.remove(u)
                    grew = True
        comps.append(sorted(comp, key=units.index))
    return comps


def group_rallies(st, units: list, opt) -> list:
    """``[(kind, Rally, fields, AP cost)]``: every stack of two or more
    units that may each rally (``opt``: legal.py's per-unit options)."""
    out = []
    by_hex: dict = {}
    for u in units:
        if any(k == "rally" for k, *_ in opt.of(u)):
            by_hex.setdefault(u.hex, []).append(u.id)
    for ids in by_hex.values():
        if len(ids) >= 2:
            out.append(("group_rally", Rally, {"units": tuple(ids)}, st.pos.options.rally_ap))
    return out
