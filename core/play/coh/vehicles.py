"""Vehicle move actions with bonus moves (coh.md 4.3; E3 15.2): one move
action of a vehicle is its paid step plus up to one free hex per track or
wheel symbol, the whole multi-hex move made in one action.

`Drive` is that action ("drive t1 0505 via 0503,0504": the hexes passed
through, then the hex it ends in); a one-hex move stays a plain `Move`.
`drive_options(pos, unit)` lists every hex a vehicle can end one move
action in using bonus moves, with its cheapest path and AP cost, from the
rules core (`core.rules.coh.vehicle_move`).
"""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import Hex
from core.play.actions import Move, action
from core.rules.coh.move import MoveProfile, backwards_extra, step_cost
from core.rules.coh.vehicle_move import bonus_step_cost, bonus_symbols_for, enters_barred


@action("drive", "drive {units} {to} via {via:,}")
class Drive(Move):
    """A vehicle's move action with bonus moves: it passes through ``via``
    (hex labels, in order) and ends in ``to`` (one label), coh.md 4.3."""

    via: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"drive {'+'.join(self.units)} {self.to[0] if self.to else ''} via {','.join(self.via)}{self._sfx()}"

    def path(self) -> list[str]:
        """Every hex entered, in order (labels)."""
        return [*self.via, *self.to]


def drive_options(pos, unit) -> list[tuple[tuple[str, ...], str, int]]:
    """``[(via labels, end label, AP)]``: the hexes ``unit`` can end one
    move action in after at least one bonus move, each by its cheapest path
    (ties: the first found in neighbour order).  Empty for hidden units,
    units without bonus symbols and units that may not move."""
    track, wheel = unit.bonus_symbols
    if unit.hidden or (track, wheel) == (0, 0):
        return []
    try:
        p = MoveProfile.of(unit)
    except RulesError:
        return []
    hm, opts = pos.hexmap, pos.options
    best: dict = {}
    for n in hm.neighbours(unit.hex):
        c = step_cost(hm, p, unit.hex, n, opts)
        if c is None:
            continue
        back = backwards_extra(unit, unit.hex, n, hm.layout, opts)
        if back or enters_barred(pos, unit, unit.hex, n):
            continue
        stack: list[tuple[tuple[Hex, ...], int, int, int]] = [((n,), c + back, track, wheel)]
        while stack:
            path, cost, t, w = stack.pop(0)
            a = path[-1]
            for b in hm.neighbours(a):
                if b == unit.hex or b in path:
                    continue
                syms = bonus_symbols_for(pos, unit, a, b)
                nxt = None
                if w > 0 and "wheel" in syms:
                    nxt = (t, w - 1)
                elif t > 0 and "track" in syms:
                    nxt = (t - 1, w)
                if nxt is None:
                    continue
                nc = cost + bonus_step_cost(pos, a, b)
                if b not in best or nc < best[b][1]:
                    best[b] = (path, nc)
                if any(nxt):
                    stack.append((path + (b,), nc, *nxt))
    one_step = set(hm.neighbours(unit.hex))
    return [(tuple(hm.label(h) for h in path), hm.label(b), c) for b, (path, c) in best.items()
            if b not in one_step or c < (step_cost(hm, p, unit.hex, b, opts) or 99)]


_PAY_ORDER = {"ap": 0, "opportunity": 1, "caps": 2, "card": 3}


def move_actions_to(st, uid: str, label: str) -> list:
    """Engine hook for the playtest's right-click move: the legal one-unit
    moves of ``uid`` ending in ``label`` (plain moves and vehicle drives
    with bonus moves), cheapest payment first (pool, opportunity, CAPs,
    card; fewest extra CAPs)."""
    if st.is_chance_node() or st.is_terminal():
        return []
    out = [a for a in st.legal_actions() if isinstance(a, Move) and a.units == (uid,) and a.to == (label,)]
    out.sort(key=lambda a: (_PAY_ORDER.get(a.pay, 9), a.extra_caps, isinstance(a, Drive)))
    return out
