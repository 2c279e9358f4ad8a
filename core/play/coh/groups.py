"""Group actions (seed 000 §9.1, §9.11, §9.13).

Listed by legal.py: group moves of a stack (or any two or more of its
units, stacks up to `SUBSET_STACK_MAX`) into a common neighbour, of units
in continuous adjacent hexes each one hex the same way, of two adjacent
units into a hex next to both, and group rallies of a stack.  Any other
group move the rules allow (units in the same or continuous adjacent
hexes, each one hex in its own direction) is accepted when applied
(`group_move_legal`), though not listed (their number grows as 7^n).
Costs come from `core.rules.coh.move.group_move_cost` (the costliest
step)."""
from __future__ import annotations

from itertools import combinations

from core.errors import RulesError
from core.hexgrid import distance
from core.play.actions import Move, Rally
from core.play.coh import legal_memo
from core.rules.coh.hitmarkers import unit_effects
from core.rules.coh.move import group_move_cost


SUBSET_STACK_MAX = 4  # stacks up to this many units also list every sub-group of 2+


def _movable(u) -> bool:
    eff = unit_effects(u)
    return not (eff.no_move or eff.only_rally or eff.destroyed or u.hidden) and u.stat("move_ap") is not None \
        and u.carrier is None  # a carried unit moves only with its vehicle (rules/coh.md 4.3)


def group_moves(st, units: list) -> list:
    """``[(kind, Move, fields, AP cost)]`` group moves of ``units`` (see
    module doc; the list and its fields are not to be changed).  When no
    movable one has vehicle bonus moves, their costs read only the movable
    units, the map and the options (`move.path_cost`): kept per game on the
    movable units' states (`CohUnit.sig`) for that map and options
    (not from scratch: `legal_memo.from_scratch`)."""
    if not legal_memo.INCREMENTAL:
        return _group_moves(st, units)
    movers = [u for u in units if _movable(u)]
    if any(u.bonus_symbols != (0, 0) for u in movers):  # a vehicle's plan reads the units near it
        return _group_moves(st, units)
    pos = st.pos
    memo = st.data.memo.setdefault("group_moves", {})
    key = tuple(m.sig for m in movers)
    got = memo.get(key)
    if got is None or got[0] is not pos.hexmap or got[1] is not pos.options:
        if len(memo) > 20_000:
            memo.clear()
        got = memo[key] = (pos.hexmap, pos.options, _group_moves(st, movers))
    return got[2]


def _group_moves(st, units: list) -> list:
    pos, hm = st.pos, st.pos.hexmap
    out = []
    by_hex: dict = {}
    for u in units:
        if _movable(u):
            by_hex.setdefault(u.hex, []).append(u)
    for h, us in by_hex.items():
        if len(us) < 2:
            continue
        groups = [us] + ([list(g) for k in range(len(us) - 1, 1, -1) for g in combinations(us, k)]
                         if len(us) <= SUBSET_STACK_MAX else [])
        for grp in groups:
            for n in hm.neighbours(h):
                try:
                    c = group_move_cost(pos, grp, {x.id: n for x in grp})
                except RulesError:
                    continue
                lab = hm.label(n)
                out.append(("group_move", Move, {"units": tuple(x.id for x in grp), "to": (lab,) * len(grp)}, c))
    # two units in adjacent hexes into one hex next to both (seed 000 §9.11: each moves one hex)
    movers_all = [u for us in by_hex.values() for u in us]
    for a, b in combinations(movers_all, 2):
        if distance(a.hex, b.hex) != 1:
            continue
        for n in hm.neighbours(a.hex):
            if n == b.hex or distance(n, b.hex) != 1:
                continue
            try:
                c = group_move_cost(pos, [a, b], {a.id: n, b.id: n})
            except RulesError:
                continue
            lab = hm.label(n)
            out.append(("group_move", Move, {"units": (a.id, b.id), "to": (lab, lab)}, c))
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
    hit = [u for u in units if u.hits]  # a unit without hit markers has no rally (legal_options.py `_post`)
    stacked = {h for h in {u.hex for u in hit} if sum(1 for u in hit if u.hex == h) >= 2}
    for u in hit:
        if u.hex in stacked and any(k == "rally" for k, *_ in opt.of(u)):
            by_hex.setdefault(u.hex, []).append(u.id)
    for ids in by_hex.values():
        if len(ids) >= 2:
            out.append(("group_rally", Rally, {"units": tuple(ids)}, st.pos.options.rally_ap))
    return out


def group_move_legal(st, a) -> bool:
    """True when ``a`` (a `Move` of two or more units, paid from the pool or
    with CAPs) is a group move the rules allow now even though legal.py
    does not list it: the side's own movable units, in the same or
    continuous adjacent hexes, each one hex (or staying), eligible for the
    activation (members or fresh; the lead among them right after
    activating), the cost payable exactly as listed moves pay it."""
    if type(a) is not Move or len(a.units) < 2 or len(a.to) != len(a.units) or a.roll_caps or a.card:
        return False
    side = st.turn
    act = st.activation.get(side)
    units = [st.unit(x) for x in a.units]
    if any(u is None or u.side != side or not _movable(u) for u in units) or len(set(a.units)) != len(units):
        return False
    hm = st.pos.hexmap
    try:
        to = {u.id: hm.parse(lab) for u, lab in zip(units, a.to)}
        cost = group_move_cost(st.pos, units, to)
    except (RulesError, ValueError):
        return False
    caps = st.caps[side]
    if a.pay == "caps":
        return a.extra_caps == 0 and cost <= caps and not st.must_act
    if a.pay != "ap" or act is None or act["pool"] <= 0:
        return False
    members = set(act["members"])
    if not all(u.id in members or not u.spent for u in units):
        return False
    if st.must_act and act["lead"] not in a.units:
        return False
    pool = act["pool"]
    return a.extra_caps == max(0, cost - pool) and cost <= pool + caps
