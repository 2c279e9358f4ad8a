"""The candidate slots of legal_sample.py's draw (issue 14, "a faster
engine"): `unit_profile` counts the options a unit could have at a position
by kind, least AP cost and whether legal.py's ``listed`` keeps them --
its moves, pivots, rally, stall and hasty defense exactly (legal_options.py's
own parts), each fire target of `legal_fire.FireOptions.fire_targets` that
it sees in its arc as a fire and, with a friend next to it, a firegroup
(seed 000 §9.12), indirect fire (rules/coh.md 8.1) and flamethrower
attacks (rules/coh.md 8.4) at most at their targets, seven hides (its hex
and the six next to it, §10.2), a load per vehicle next to it, smoke at
most at the hexes it may smoke -- and `unit_bound` turns a profile into
slots: one per payment that could take the option (the pool topped up with
CAPs, an opportunity action, a command action paid with CAPs, cards 01,
02, 04), each with every number of CAPs on the roll the side could pay
(coh.md 1.1: each roll takes at least one CAP per CAP added), and the card
plays the unit could make.  The bound is never below the unit's real
count of legal actions (tests/play/test_coh_legal_sample.py checks every
unit at every position of whole games).  ``d`` is a `legal_sample.Draw`.
"""
from __future__ import annotations

from core.hexgrid import distance
from core.play.actions import Fire, Rally
from core.play.coh import veterans as V
from core.play.coh.cards import ACT_CARDS
from core.play.coh.fire_probe import FireProbe
from core.play.coh.legal_fire import _in_arc
from core.play.coh.legal_lazy import _CAPS_KINDS
from core.play.coh.smoke import smoke_reach
from core.play.kept import kept as per_game
from core.rules.coh.hitmarkers import unit_effects
from core.rules.coh.indirect import can_fire_indirect

_ACT_KINDS = ("move", "fire", "firegroup", "rally")
_DIRECT = {"dfire": "fire", "dgroup": "firegroup"}  # `unit_profile`'s kinds of direct fire


def unit_bound(d, u, cards: list, profile: dict, arms: bool = True) -> tuple[int, int, int]:
    """``(slots, of them direct fire, cards 11 and V07)``: at least the length of unit
    ``u``'s part of ``d`` (module doc), from the position alone:
    `unit_profile` ``profile``'s options, each in every payment that could
    take it, and the card plays ``u`` could make (``cards``: `Draw._cards`;
    ``d.weapons``, ``d.bonus``); the direct fire slots are `fire_targets`'
    sum; cards 11 and V07 (each on a unit that may lead a fire) have one each.
    ``arms`` False: without the weapon cards' slots (`weapon_slots`, which
    read the enemy positions)."""
    st, sec = d.st, d.sec
    flags = (sec.pool > 0 and u.id in sec.elig, not u.spent and u.id not in d.members, u.spent)
    per = d.mults.get(flags)
    if per is None:
        per = d.mults[flags] = {}
    n = fires = direct = 0
    for k, count in profile.items():
        if k == "pre":
            continue
        got = per.get(k)
        if got is None:
            got = per[k] = _slots(sec, cards, flags, *k)
        n += count * got
        if k[0] in ("fire", "firegroup"):
            fires += count * got
        elif k[0] in _DIRECT:
            direct += count * got
    fires += direct
    c11 = 0
    if arms:
        n += weapon_slots(d, u)
    for card, _cost in cards:
        if (card == "03" and u.hits) or (card == "09" and u.move_class == "foot" and not u.hasty_defense) or \
                (card == "14" and d.opt.enemy_hidden and not u.hidden) or (card == "16" and not u.hits):
            n += 1
        elif card == "11" and fires:  # on a unit that leads a fire
            c11 += 1
        elif card == "17" and not u.hits:
            n += 7
    side = st.turn
    for c in d.bonus:  # veteran bonus cards (veterans.bonus_plays); V07: a hidden unit that may fire, as card 11
        if V.vet_ok(st, c, u.id):
            if c != "V07":
                n += 1
            elif u.hidden and fires:
                c11 += 1
    c = st.effects.get("counter")
    if c and c[0] == side and c[1] == u.id:
        n += 1 + max(0, min(sec.limit, sec.caps))  # with every number of CAPs on the roll
    o = st.effects.get("overrun")
    if o and o[0] == side and o[1] == u.id:
        n += profile.get("pre", 0)
    return n + c11, direct, c11


def _slots(sec, cards: list, flags: tuple, kind: str, roll: bool, c: int, listed: bool) -> int:
    """`unit_bound`'s slots of one option of ``kind`` costing at least ``c``
    AP (on the roll: ``roll``; kept by legal.py's ``listed``: ``listed``)
    for a unit with ``flags`` ``(pays from the pool, fresh, spent)``, the
    draw's sections ``sec`` and ``cards``; `Draw.mults` keeps them."""
    caps, pool, limit, pool_full = sec.caps, sec.pool, sec.limit, sec.pool_full
    in_ap, fresh, spent = flags

    def vm(paid: int) -> int:  # CAPs on the roll: 1..limit with paid + k <= caps (each roll >= 1 CAP)
        return max(0, min(limit, caps - paid))

    kind = _DIRECT.get(kind, kind)
    n = 0
    if in_ap and c <= pool + caps:
        n += 1 + (vm(max(0, c - pool)) if roll else 0)
    if fresh and listed and kind in ("move", "fire") and c <= pool_full:
        n += 1 + (vm(0) if roll else 0)
    if listed and kind in _CAPS_KINDS and c <= caps:
        n += 1 + (vm(c) if roll else 0)
    if kind in _ACT_KINDS:
        n += sum(1 + (vm(cost) if roll else 0) for card, cost in cards
                 if card in ACT_CARDS and (ACT_CARDS[card] != "spent" or spent))
    if kind == "rally":
        rally_card = next((cost for card, cost in cards if card == "04"), None)
        if rally_card is not None:
            n += 1 + vm(rally_card)
    return n


def weapon_slots(d, u) -> int:
    """The slots of the weapon cards (cards.weapon_attacks) for ``u``: each
    visible enemy in a card's reach, with every number of CAPs on the roll
    (coh.md 1.1); none for a spent unit outside the activation."""
    if not d.weapons or (u.spent and u.id not in d.members):
        return 0
    caps, limit = d.sec.caps, d.sec.limit
    n = 0
    opt = d.opt
    eh = opt.enemy_hexes  # the side to act's visible enemies by hex (``u`` is of that side)
    for cost, reach in d.weapons:  # the enemies within reach: kept per game on the hex, reach and enemy key
        def count(reach=reach) -> int:
            return sum(len(es) for h, es in eh.items() if distance(u.hex, h) <= reach)
        near = per_game(d.st, "sample_reach", (u.hex, reach, opt.enemy_no), count, 50_000) if d.fast else count()
        n += (1 + max(0, min(limit, caps - cost))) * near
    return n


def unit_profile(d, u) -> dict:
    """``{(kind, CAPs on the roll, least AP cost, listed): how many}`` of the
    options unit ``u`` could have (``listed``: legal.py's ``listed`` keeps a
    fire at the target), ``"pre"``: how many moves it has: `base_profile`
    and `fire_profile` together."""
    return merged(base_profile(d, u), fire_profile(d, u, has_friends(d.st.pos, u)))


def merged(a: dict, b: dict) -> dict:
    """Two profiles' counts added."""
    out = dict(a)
    for k, n in b.items():
        out[k] = out.get(k, 0) + n
    return out


def has_friends(pos, u) -> bool:
    """True when a friend with a range is in or next to ``u``'s hex (a
    firegroup may form, seed 000 §9.12)."""
    return any(s.side == u.side and s.id != u.id and distance(s.hex, u.hex) <= 1 and s.stat("range") is not None
               for s in pos.units)


def _adder(prof: dict):
    def add(kind: str, roll: bool, c: int, listed: bool = True, count: int = 1) -> None:
        if count:
            k = (kind, roll, c, listed)
            prof[k] = prof.get(k, 0) + count
    return add


def base_profile(d, u, smoke: bool = True) -> dict:
    """The profile of ``u``'s options but fire (moves, pivots, rally,
    stall, hasty defense, hides, loads, smoke; ``smoke`` False: without
    smoke, `smoke_profile`): read from ``u``, the units in or next to its
    hex, the fortification in its hex and the hexes it may smoke
    (`Draw._bounds`' key)."""
    opt = d.opt
    pos = d.st.pos
    prof: dict = {}
    add = _adder(prof)

    def add_opts(opts) -> None:
        for k, cls, _f, c in opts:
            add(k, issubclass(cls, (Fire, Rally)), c)

    eff = unit_effects(u)
    if eff.destroyed:
        return prof
    if u.carrier is not None:  # rally, stall and unloads only (transport.py)
        add_opts([o for o in opt._post(u, eff) + opt._tail(u, eff) if o[0] in ("rally", "stall")])
        add("unload", False, 0, count=7)
        return prof
    pre = moves_of(d, u)
    prof["pre"] = len(pre)
    add_opts(pre)
    add_opts(_part(d, u, "post", lambda: opt._post(u, eff)))
    add_opts(_part(d, u, "tail", lambda: opt._tail(u, eff)))
    reach = smoke_reach(u) if smoke else None
    if reach is not None:
        prof.update(smoke_profile(d, u, d.smoke_hexes(u, reach)))
    if not (eff.only_rally or u.hidden or u.hits or u.move_class != "foot"):
        add("hide", False, pos.options.hide_ap, count=7)
    if not eff.only_rally:
        if u.is_vehicle:
            add("load", False, 0, count=sum(1 for v in pos.units_at(u.hex) if v.id != u.id))
        elif not u.hidden and (u.move_class == "foot" or u.kind == "gun"):
            add("load", False, 0, count=sum(1 for v in pos.units if v.side == u.side and v.is_vehicle
                                            and v.id != u.id and distance(u.hex, v.hex) <= 1))
    return prof


def smoke_profile(d, u, hexes: frozenset) -> dict:
    """The smoke part of `base_profile`: smoke at each of ``hexes`` (the
    hexes it may smoke, `Draw.smoke_hexes`) in LOS of ``u``, at its attack
    cost (smoke.check_smoke, coh.md 6); empty when its markers forbid
    attacks or it is carried."""
    eff = unit_effects(u)
    if eff.destroyed or eff.only_rally or eff.no_attack or u.carrier is not None:
        return {}
    clear, at = d.st.pos.los_clear, u.hex
    n = sum(1 for h in hexes if clear(at, h))
    return {("smoke", False, (u.stat("fire_ap") or 0) + eff.fire_ap, True): n} if n else {}


def _part(d, u, name: str, make):
    """``u``'s option part ``name`` (``pre``, ``post``, ``tail``: legal_options.py) from its carry entry,
    made and kept there when missing (`_Options._compute` reads it from there; from scratch: made)."""
    if not d.fast:
        return make()
    e = d.opt.carry.entry(d.st.turn, u)
    got = getattr(e, name)
    if got is None:
        got = make()
        setattr(e, name, got)
    return got


def moves_of(d, u) -> list:
    """``u``'s moves and vehicle bonus moves (legal_options.py ``pre``, kept
    per game there on what they read, a vehicle's drives too)."""
    return _part(d, u, "pre", lambda: d.opt._pre(u, unit_effects(u)))


def smoke_hexes(pos, u, reach: tuple) -> frozenset:
    """The hexes `legal_options._Options._smoke` may list for ``u`` (hexes of
    units its side sees, within ``reach``)."""
    lo, hi = reach
    return frozenset(o.hex for o in pos.units
                     if (not o.hidden or o.side == u.side) and lo <= distance(u.hex, o.hex) <= hi)


def fire_profile(d, u, friends: bool) -> dict:
    """The fire part of `unit_profile`: direct fire and firegroups (with
    ``friends``: `has_friends`) at each of ``u``'s fire targets it sees in
    its arc, indirect fire, flamethrower attacks; read from ``u``, the
    fortification in its hex, whether the enemy has hidden units and the
    visible enemies within twice its range (`Draw._bounds`' key)."""
    prof: dict = {}
    add = _adder(prof)
    eff = unit_effects(u)
    if eff.destroyed or u.carrier is not None or eff.only_rally or eff.no_attack:
        return prof
    opt, pos = d.opt, d.st.pos
    on_map, seen_at, covering = d.sec.listed()
    if u.stat("fire_ap") is not None and u.stat("range") is not None:
        # `FireOptions.fire_targets` counted, not listed: each target's fire and firegroup slots depend only
        # on whether legal.py's ``listed`` keeps it (its opportunity and CAP payments)
        probe = FireProbe(pos, u)
        c0 = u.stat("fire_ap") + eff.fire_ap  # combat.fire_cost without the turret's +2
        rng = u.stat("range") if eff.range_max is None else min(u.stat("range"), eff.range_max)
        add("dfire", True, c0, count=len(opt.enemy_hexes.get(u.hex, ())))  # close combat: no firegroup
        left = 0  # targets not listed
        # visible enemies (listed), long range too, that `probe.may` passes in LOS (else `_fire_chunk`: none)
        kept = _far(d, u, rng, probe) if probe.ok else 0
        if opt.enemy_hidden and probe.ok:  # the other hexes it sees in its arc (all pass `_fire_chunk`'s first tests)
            arc, n_cov = _arc(d, u, rng, probe, covering)
            hm = pos.hexmap
            seen = [h for h in opt.enemy_hexes if h in arc]
            cov = sum(1 for h in seen if hm.label(h) in covering)
            kept += n_cov - cov
            left += len(arc) - n_cov - (len(seen) - cov)
        add("dfire", True, c0, True, kept)  # "dfire", "dgroup": direct fire, as "fire", "firegroup"
        add("dfire", True, c0, False, left)
        if friends:
            add("dgroup", True, c0, True, kept)
            add("dgroup", True, c0, False, left)
    if can_fire_indirect(u):  # at its `combat.fire_cost` for indirect fire
        rmin, rmax = u.stat("range_min", 0), u.stat("range")
        base = u.stat("indirect_ap") if u.stat("indirect_ap") is not None else u.stat("fire_ap")
        add("fire", True, (base or 0) + eff.fire_ap, count=sum(1 for h in opt.enemy_hexes
                                       if rmin <= distance(u.hex, h) <= rmax and not pos.los_clear(u.hex, h)))
    if u.stat("flamethrower"):
        hm = pos.hexmap
        n = len(opt.enemy_hexes.get(u.hex, [])) + sum(1 for x in hm.neighbours(u.hex)
                                                        if x in opt.enemy_hexes or opt.enemy_hidden)
        # at the unit's attack cost (rules/coh.md 8.4); listed whatever the target (``listed`` tests Fire alone)
        add("fire", True, (u.stat("fire_ap") or 0) + eff.fire_ap, count=n)
    return prof


def _far(d, u, rng: int, probe) -> int:
    """How many hexes of visible enemies (``d.opt.enemy_hexes``) lie 1 to
    ``2 * rng`` from ``u`` in clear LOS with ``probe.may`` true (its facing
    unless a turret, its minimum range); each hex's answer kept per game on
    ``u``'s hex, the reach, the facing and the minimum range."""
    k = (u.hex, 2 * rng, None if probe.turret else probe.facing, probe.rmin)
    table = per_game(d.st, "sample_far", k, dict, 20_000)  # enemy hex -> bool
    n = 0
    for h in d.opt.enemy_hexes:
        v = table.get(h)
        if v is None:
            dist = distance(u.hex, h)
            v = table[h] = 0 < dist <= k[1] and d.st.pos.los_clear(u.hex, h) and probe.may(h, dist)
        n += v
    return n


def _arc(d, u, rng: int, probe, covering) -> tuple[frozenset, int]:
    """``(hexes, how many are covering)`` of `legal_fire._in_arc` for ``u``
    (range ``rng``, ``probe``'s facing and minimum range), memoised per game
    for the map (``covering`` its labels of covering hexes)."""
    st = d.st
    memo = st.data.memo.setdefault("sample_arc", {})
    k = (u.hex, rng, None if probe.turret else probe.facing, probe.rmin)
    got = memo.get(k)
    if got is None or got[0] is not covering:
        if len(memo) > 100_000:
            memo.clear()
        near = _in_arc(st.data.memo, st.pos, u.hex, rng, k[2], k[3])
        got = memo[k] = (covering, frozenset(t[2] for t in near), sum(1 for t in near if t[0] in covering))
    return got[1], got[2]


def fire_targets(d, u) -> list:
    """``[(target, distance, hex, slots)]``: the direct fire targets
    `unit_profile` counts for ``u``, in `FireOptions.fire_targets` order,
    each with its slots (its fire and firegroup, `unit_bound`'s count)."""
    opt, pos, sec = d.opt, d.st.pos, d.sec
    eff = unit_effects(u)
    if eff.destroyed or u.carrier is not None or eff.only_rally or eff.no_attack or u.stat("fire_ap") is None \
            or u.stat("range") is None:
        return []
    on_map, seen_at, covering = sec.listed()
    probe = FireProbe(pos, u)
    c0 = u.stat("fire_ap") + eff.fire_ap
    friends = has_friends(pos, u)
    one = {(k, listed): unit_bound(d, u, d.cards, {("dfire", True, c0, listed): 1})[1] + (
        unit_bound(d, u, d.cards, {("dgroup", True, c0, listed): 1})[1] if friends and k else 0)
        for k in (False, True) for listed in (False, True)}
    out = []
    eh = opt.enemy_hexes
    for tgt, dist, th in opt.fire_targets(u, eff, probe):
        # a hex with no visible enemy comes from `legal_fire._in_arc` (probe ``ok``): in LOS and arc, past rmin
        if dist > 0 and th in eh and (not pos.los_clear(u.hex, th) or not probe.may(th, dist)):
            continue
        out.append((tgt, dist, th, one[(dist > 0, tgt in on_map or tgt in seen_at or tgt in covering)]))
    return out
