"""A unit's profile for legal_sample.py's draw (issue 14, "a faster
engine"), made afresh at every draw: ``{(kind, on the roll, least AP cost,
listed): how many}`` of the options the unit could have, and ``"pre"``, how
many moves it has (legal_slots.py's module doc says what is counted and how
`unit_bound` turns it into slots).

A profile is a pure function of the position, so the draw reads nothing
but the position and its seed.  It splits into what reads the unit alone
with the map and the options (`_Static`: its pivots, hasty defense, stall,
hide, its moves but a vehicle's bonus moves, its fire, smoke and load
abilities and costs, its arc; kept on the unit object, which never changes:
a changed unit is a new object, and per game on `CohUnit.sig`) and what
reads the other units, counted at each draw from the position's tables: a
rally (no enemy in its hex), a vehicle's bonus moves, loads, the visible
enemies it may fire at (per-game tables of LOS and arc by hex: `far_table`,
`arc_of`), a friend for a firegroup, the hexes it may smoke.  It replaces
keys of what each unit's profile read, checked at every draw: making the
profile costs about as much as checking those keys did.
"""
from __future__ import annotations

from core.hexgrid import distance
from core.play.actions import Fire, Rally
from core.play.coh.legal_fire import _in_arc
from core.play.coh.smoke import smoke_reach
from core.play.kept import kept as per_game
from core.rules.coh import terrain as T
from core.rules.coh.fire_limits import fire_facing
from core.rules.coh.firegroup import in_arc
from core.rules.coh.hitmarkers import may_rally, unit_effects
from core.rules.coh.indirect import can_fire_indirect

_KEPT = "_legal_profile"  # the unit object's attribute holding its `_Static` (with the map and options it read)


class _Static:
    """What unit ``u``'s profile reads from ``u``, the map and the options
    (module doc); ``d`` a `legal_sample.Draw`."""

    __slots__ = ("dead", "carried", "counts", "bonus", "moves", "rally", "loads", "smoke", "smoke_cost",
                 "direct", "c0", "rng", "arc_key", "facing", "turret", "no_attack", "indirect", "flames", "ranged")

    def __init__(self, d, u) -> None:
        opt, hm, opts = d.opt, d.st.pos.hexmap, d.st.pos.options
        eff = unit_effects(u)
        self.dead = eff.destroyed
        self.carried = u.carrier is not None
        self.ranged = u.stat("range") is not None  # a friend for a firegroup (seed 000 §9.12)
        counts: dict = {}
        # a rally: markers that all allow one (legal_options.py `_post`), with no enemy in its hex (read per draw)
        self.rally = opts.rally_ap if may_rally(u) else None
        self.bonus = False  # a vehicle with bonus moves: its moves read the other vehicles (legal_options.py `_pre`)
        self.moves: tuple | None = None  # (how many moves, their counts), made when asked (`unit_parts`)
        self.loads: str | None = None
        self.smoke: tuple | None = None
        self.indirect: tuple | None = None
        self.flames: int | None = None
        self.smoke_cost = self.c0 = self.rng = 0
        self.direct = self.turret = self.no_attack = False
        self.facing: int | None = None
        self.arc_key: tuple = ()
        if self.dead:
            self.counts = counts
            return
        tail = opt._tail(u, eff)
        if self.carried:  # rally, stall and unloads only (transport.py)
            _add_opts(counts, [o for o in tail if o[0] == "stall"])
            _add(counts, "unload", False, 0, 7)
            self.counts = counts
            return
        self.bonus = not u.hidden and u.bonus_symbols != (0, 0)
        pivots = [o for o in opt._post(u, eff) if o[0] != "rally"]
        _add_opts(counts, pivots)
        _add_opts(counts, tail)
        if not (eff.only_rally or u.hidden or u.hits or u.move_class != "foot"):
            _add(counts, "hide", False, opts.hide_ap, 7)
        if not eff.only_rally:
            if u.is_vehicle:
                self.loads = "hex"
            elif not u.hidden and (u.move_class == "foot" or u.kind == "gun"):
                self.loads = "vehicles"
        self.counts = counts
        if eff.only_rally or eff.no_attack:
            return
        reach = smoke_reach(u)
        if reach is not None:
            self.smoke, self.smoke_cost = reach, (u.stat("fire_ap") or 0) + eff.fire_ap
        if u.stat("fire_ap") is not None and self.ranged:
            self.direct = True
            self.c0 = u.stat("fire_ap") + eff.fire_ap  # combat.fire_cost without the turret's +2
            self.rng = u.stat("range") if eff.range_max is None else min(u.stat("range"), eff.range_max)
            self.turret = bool(u.stat("turret", False))
            self.facing = fire_facing(d.st.pos, u)
            self.arc_key = (None if self.turret else self.facing, u.stat("range_min", 0))
            self.no_attack = T.no_attack_from(hm.terrain_at(u.hex))
        if can_fire_indirect(u):
            base = u.stat("indirect_ap") if u.stat("indirect_ap") is not None else u.stat("fire_ap")
            self.indirect = (u.stat("range_min", 0), u.stat("range"), (base or 0) + eff.fire_ap)
        if u.stat("flamethrower"):
            self.flames = (u.stat("fire_ap") or 0) + eff.fire_ap


def _add(prof: dict, kind: str, roll: bool, c: int, count: int = 1, listed: bool = True) -> None:
    if count:
        k = (kind, roll, c, listed)
        prof[k] = prof.get(k, 0) + count


def _add_opts(prof: dict, opts) -> None:
    for k, cls, _f, c in opts:
        _add(prof, k, issubclass(cls, (Fire, Rally)), c)


def static_of(d, u) -> _Static:
    """``u``'s `_Static` for the position's map and options, kept on the unit
    object and per game on its `CohUnit.sig` (from scratch: made)."""
    pos = d.st.pos
    if not d.fast:
        return _Static(d, u)
    got = u.__dict__.get(_KEPT)
    if got is None or got[0] is not pos.hexmap or got[1] is not pos.options:
        memo = d.st.data.memo.setdefault("sample_static", {})
        got = memo.get(u.sig)
        if got is None or got[0] is not pos.hexmap or got[1] is not pos.options:
            if len(memo) > 50_000:
                memo.clear()
            got = memo[u.sig] = (pos.hexmap, pos.options, _Static(d, u))
        u.__dict__[_KEPT] = got
    return got[2]


def unit_parts(d, u) -> tuple[_Static, dict]:
    """``(its _Static, the rest of its profile)``: the profile of ``u`` (of
    the side to act) at draw ``d``'s position is the static part's
    ``counts`` with the rest added (module doc)."""
    s = static_of(d, u)
    prof: dict = {}
    if s.dead:
        return s, prof
    pos = d.st.pos
    at = pos._by_hex  # hex -> its units (kept on the position)
    here = at.get(u.hex, ())
    if s.rally is not None and not any(o.side != u.side for o in here):
        _add(prof, "rally", True, s.rally)
    if s.carried:
        return s, prof
    opt = d.opt
    if s.bonus:
        pre = moves_of(d, u)
        prof["pre"] = len(pre)
        _add_opts(prof, pre)
    else:  # they read the unit, the map and the options: kept on ``s``
        if s.moves is None:
            pre = moves_of(d, u)
            moves: dict = {}
            _add_opts(moves, pre)
            s.moves = (len(pre), moves)
        prof["pre"] = s.moves[0]
        for k, n in s.moves[1].items():
            prof[k] = prof.get(k, 0) + n
    ring = None
    if s.loads == "hex":
        _add(prof, "load", False, 0, sum(1 for v in here if v.id != u.id))
    elif s.loads == "vehicles":
        ring = _ring(d, u)
        _add(prof, "load", False, 0, sum(1 for h in ring for v in at.get(h, ())
                                         if v.side == u.side and v.is_vehicle and v.id != u.id))
    if s.smoke is not None:
        clear, hexes = pos.los_clear, d.smoke_hexes(u, s.smoke)
        _add(prof, "smoke", False, s.smoke_cost, sum(1 for h in hexes if clear(u.hex, h)))
    eh = opt.enemy_hexes
    if s.direct:
        _direct(d, u, s, prof, ring)
    if s.indirect is not None:  # at its `combat.fire_cost` for indirect fire
        rmin, rmax, c = s.indirect
        _add(prof, "fire", True, c, sum(1 for h in eh if rmin <= distance(u.hex, h) <= rmax
                                        and not pos.los_clear(u.hex, h)))
    if s.flames is not None:  # at the unit's attack cost (rules/coh.md 8.4); listed whatever the target
        n = len(eh.get(u.hex, ())) + sum(1 for x in pos.hexmap.neighbours(u.hex) if x in eh or opt.enemy_hidden)
        _add(prof, "fire", True, s.flames, n)
    return s, prof


def moves_of(d, u) -> list:
    """``u``'s moves and vehicle bonus moves (legal_options.py ``pre``, kept
    per game there on what they read, a vehicle's drives too), from its carry
    entry, kept there when missing (`_Options._compute` reads it from there;
    from scratch: made)."""
    if not d.fast:
        return d.opt._pre(u, unit_effects(u))
    e = d.opt.carry.entry(d.st.turn, u)
    if e.pre is None:
        e.pre = d.opt._pre(u, unit_effects(u))
    return e.pre


def _ring(d, u) -> tuple:
    """``(u.hex, *its neighbours on the map)``, kept per game for the map."""
    rings = d.st.data.memo.setdefault("rings", {})  # hex -> (map, the tuple)
    hm = d.st.pos.hexmap
    got = rings.get(u.hex)
    if got is None or got[0] is not hm:
        got = rings[u.hex] = (hm, (u.hex, *hm.neighbours(u.hex)))
    return got[1]


def has_friend(d, u, ring: tuple | None = None) -> bool:
    """True when a friend with a range is in or next to ``u``'s hex (a
    firegroup may form, seed 000 §9.12); ``ring``: `_ring` of ``u``."""
    at = d.st.pos._by_hex
    return any(x.side == u.side and x.id != u.id and x.stat("range") is not None
               for h in ring or _ring(d, u) for x in at.get(h, ()))


def _direct(d, u, s: _Static, prof: dict, ring) -> None:
    """Direct fire and firegroups at ``u``'s targets (legal_fire.py
    `FireOptions.fire_targets` counted, not listed): close combat at each
    visible enemy in its hex, each hex of visible enemies 1 to twice its
    range away in LOS and arc past its minimum range (`far_table`), and,
    while the enemy has hidden units, every other hex it sees in its arc
    (`arc_of`); each fire target's slots depend only on whether legal.py's
    ``listed`` keeps it."""
    opt, pos = d.opt, d.st.pos
    eh = opt.enemy_hexes
    c0 = s.c0
    _add(prof, "dfire", True, c0, len(eh.get(u.hex, ())))  # close combat: no firegroup
    kept = left = 0
    if u.hex not in eh and not s.no_attack:  # `FireProbe.ok`: not in close combat, may attack from there
        table = far_table(d, u, s)
        for h in eh:
            v = table.get(h)
            if v is None:
                dist = distance(u.hex, h)
                v = table[h] = 0 < dist <= 2 * s.rng and pos.los_clear(u.hex, h) and dist >= s.arc_key[1] and \
                    (s.turret or in_arc(pos.hexmap.layout, u.hex, s.facing, h))
            kept += v
        if opt.enemy_hidden:
            covering = d.sec.listed()[2]
            arc, n_cov = arc_of(d, u, s, covering)
            hm = pos.hexmap
            seen = [h for h in eh if h in arc]
            cov = sum(1 for h in seen if hm.label(h) in covering)
            kept += n_cov - cov
            left += len(arc) - n_cov - (len(seen) - cov)
    _add(prof, "dfire", True, c0, kept)  # "dfire", "dgroup": direct fire, as "fire", "firegroup"
    _add(prof, "dfire", True, c0, left, False)
    if has_friend(d, u, ring):
        _add(prof, "dgroup", True, c0, kept)
        _add(prof, "dgroup", True, c0, left, False)


def far_table(d, u, s: _Static) -> dict:
    """``{enemy hex: whether u may fire at it}`` kept per game on ``u``'s
    hex, twice its range, its arc's facing (None: a turret) and minimum
    range (from scratch: empty)."""
    if not d.fast:
        return {}
    return per_game(d.st, "sample_far", (u.hex, 2 * s.rng) + s.arc_key, dict, 20_000)


def arc_of(d, u, s: _Static, covering) -> tuple[frozenset, int]:
    """``(hexes, how many are covering)`` of `legal_fire._in_arc` for ``u``
    (its range, arc and minimum range: ``s``), memoised per game for the map
    (``covering`` its labels of covering hexes)."""
    st = d.st
    memo = st.data.memo.setdefault("sample_arc", {})
    k = (u.hex, s.rng) + s.arc_key
    got = memo.get(k)
    if got is None or got[0] is not covering:
        if len(memo) > 100_000:
            memo.clear()
        near = _in_arc(st.data.memo, st.pos, u.hex, s.rng, k[2], k[3])
        got = memo[k] = (covering, frozenset(t[2] for t in near), sum(1 for t in near if t[0] in covering))
    return got[1], got[2]

