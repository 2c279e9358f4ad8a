"""The candidate slots of legal_sample.py's draw (issue 14, "a faster
engine"): a unit's profile (legal_profile.py `unit_parts`) counts the
options it could have at a position by kind, least AP cost and whether
legal.py's ``listed`` keeps them --
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
from core.play.coh import veterans as V
from core.play.coh.cards import ACT_CARDS
from core.play.coh.fire_probe import FireProbe
from core.play.coh.legal_lazy import _CAPS_KINDS
from core.play.coh.legal_profile import has_friend
from core.play.kept import kept as per_game
from core.rules.coh.hitmarkers import unit_effects

_ACT_KINDS = ("move", "fire", "firegroup", "rally")
_DIRECT = {"dfire": "fire", "dgroup": "firegroup"}  # the profiles' kinds of direct fire


def option_slots(d, u, profile: dict, static=None) -> tuple[int, int, int]:
    """``(slots, of them fire and firegroup, of them direct fire)`` of unit
    ``u``'s options in ``profile`` (`unit_parts`; with ``static``, a
    legal_profile.py static part, its ``counts`` too, their sums kept in
    `Draw.mults`), each in every payment that could take it (module doc)."""
    sec = d.sec
    flags = (sec.pool > 0 and u.id in sec.elig, not u.spent and u.id not in d.members, u.spent)
    per = d.mults.get(flags)
    if per is None:
        per = d.mults[flags] = {}
    cards = d.cards
    n, fires, direct = _sum(per, sec, cards, flags, profile)
    if static is not None:
        got = per.get(static)
        if got is None:
            if len(per) > 20_000:
                per.clear()
            got = per[static] = _sum(per, sec, cards, flags, static.counts)
        n, fires, direct = n + got[0], fires + got[1], direct + got[2]
    return n, fires + direct, direct


def unit_bound(d, u, slots: tuple[int, int, int], pre: int, fire_option: bool) -> tuple[int, int, int]:
    """``(slots, of them direct fire, cards 11 and V07)``: at least the length of unit
    ``u``'s part of ``d`` (module doc), from the position alone: its options'
    ``slots`` (`option_slots`; ``pre``: how many moves it has) and the card plays ``u`` could make
    (`Draw._cards`; ``d.weapons``, ``d.bonus``); the direct fire slots are `fire_targets`'
    sum; cards 11 (on a unit that leads a fire it may pay) and V07 (on a hidden unit with a
    fire option, paid or not: ``fire_option``, its profile counts one; veterans.bonus_plays)
    have one each."""
    st, sec, cards = d.st, d.sec, d.cards
    n, fires, direct = slots
    c11 = 0
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
    for c in d.bonus:  # veteran bonus cards (veterans.bonus_plays); V07 (a hidden unit with a fire option) as card 11
        if V.vet_ok(st, c, u.id):
            if c != "V07":
                n += 1
            elif u.hidden and fire_option:
                c11 += 1
    c = st.effects.get("counter")
    if c and c[0] == side and c[1] == u.id:
        n += 1 + max(0, min(sec.limit, sec.caps))  # with every number of CAPs on the roll
    o = st.effects.get("overrun")
    if o and o[0] == side and o[1] == u.id:
        n += pre
    return n + c11, direct, c11


def _sum(per: dict, sec, cards: list, flags: tuple, profile: dict) -> tuple[int, int, int]:
    """``(slots, of them fire and firegroup, of them direct fire)`` of ``profile``'s options (`unit_bound`;
    ``per``: `_slots` kept per option kind and cost)."""
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
    return n, fires, direct


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


def smoke_hexes(pos, u, reach: tuple) -> frozenset:
    """The hexes `legal_options._Options._smoke` may list for ``u`` (hexes of
    units its side sees, within ``reach``)."""
    lo, hi = reach
    return frozenset(o.hex for o in pos.units
                     if (not o.hidden or o.side == u.side) and lo <= distance(u.hex, o.hex) <= hi)


def fire_targets(d, u) -> list:
    """``[(target, distance, hex, slots)]``: the direct fire targets
    its profile counts for ``u``, in `FireOptions.fire_targets` order,
    each with its slots (its fire and firegroup, `unit_bound`'s count)."""
    opt, pos, sec = d.opt, d.st.pos, d.sec
    eff = unit_effects(u)
    if eff.destroyed or u.carrier is not None or eff.only_rally or eff.no_attack or u.stat("fire_ap") is None \
            or u.stat("range") is None:
        return []
    on_map, seen_at, covering = sec.listed()
    probe = FireProbe(pos, u)
    c0 = u.stat("fire_ap") + eff.fire_ap
    friends = has_friend(d, u)
    one = {(k, listed): option_slots(d, u, {("dfire", True, c0, listed): 1})[2] + (
        option_slots(d, u, {("dgroup", True, c0, listed): 1})[2] if friends and k else 0)
        for k in (False, True) for listed in (False, True)}
    out = []
    eh = opt.enemy_hexes
    for tgt, dist, th in opt.fire_targets(u, eff, probe):
        # a hex with no visible enemy comes from `legal_fire._in_arc` (probe ``ok``): in LOS and arc, past rmin
        if dist > 0 and th in eh and (not pos.los_clear(u.hex, th) or not probe.may(th, dist)):
            continue
        out.append((tgt, dist, th, one[(dist > 0, tgt in on_map or tgt in seen_at or tgt in covering)]))
    return out
