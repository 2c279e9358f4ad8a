"""A unit's legal actions in the groups legal_sample.py draws from (issue
14, "a faster engine"): `target_group`, its direct fire at one target (the
fire and the firegroup of the target's chunk, `legal_fire.FireOptions._chunk`,
paid from the pool, as an opportunity or command action, by cards 01 and
02; seed 000 §9.0-9.2, §9.12; coh.md 1.1), and `rest_group`, the rest but
card 11 (its options without direct fire, legal_options.py, in every
payment, and its card plays).  Each is the unit's part of the legal list
(legal_lazy.py's sections, cards.py's plays) restricted to the group, in
its order, computed without the unit's other fire targets
(tests/play/test_coh_legal_sample.py compares them with the from-scratch
list at every position of whole games).  ``d`` is a `legal_sample.Draw`.
`owner` and `group_of` split a legal list into those parts and groups.
"""
from __future__ import annotations

from core.play.actions import Fire, Move, PlayCard, Rally, Stall
from core.play.coh.cards import ACT_CARDS, card_actions
from core.play.coh.fire_probe import FireProbe
from core.play.coh.legal import _with_roll_caps
from core.play.coh.legal_lazy import _CAPS, _OPP
from core.play.coh.legal_view import NO_PAY, LegalView, Plan, roll_variants
from core.play.coh.transport import unit_options as transport_options
from core.rules.coh.hitmarkers import unit_effects
from core.rules.coh.indirect import can_fire_indirect


def owner(a, mine: dict) -> str | None:
    """The unit of the side to act (ids in ``mine``) whose part holds legal
    action ``a`` (module doc), None for the fixed part: an action of one
    unit of the side (its options in any payment, its card plays) is that
    unit's; pass, activations, group moves and rallies, entries (their unit
    is not on the map), the CAP stall and card plays of no unit are not."""
    units = getattr(a, "units", None)
    if not units or units[0] not in mine:
        return None
    if isinstance(a, (Move, Rally)) and len(units) > 1 and a.pay != "card":
        return None  # a group move or rally (groups.py)
    if isinstance(a, Stall) and a.pay == "caps":
        return None  # the activation's CAP stall (coh.md 1.1)
    return units[0]


def group_of(a):
    """The group of an action of a unit's part (`Draw.group`): ``"11"``
    for card 11, its target for a direct fire (`Fire` paid from the pool,
    as an opportunity or command action, or by card 01 or 02), else None."""
    if isinstance(a, PlayCard):
        return "11" if a.card in ("11", "V07") else None  # a play on a unit that leads a fire
    if type(a) is Fire and (a.pay in ("ap", "opportunity", "caps") or (a.pay == "card" and a.card in ACT_CARDS)):
        return a.target
    return None


def target_group(d, u, target: tuple) -> LegalView:
    """``u``'s direct fire actions at ``target`` (a `legal_slots.fire_targets`
    entry), in legal order: from the pool, as an opportunity action (the
    fire alone), with CAPs, by card 01 / 02, each with its CAPs on the roll."""
    opt, sec, st = d.opt, d.sec, d.st
    tgt, dist, th, _slots = target
    e = opt.carry.entry(opt.side, u)
    if e.fires is None:
        e.fires = {}
    probe = FireProbe(st.pos, u)
    c = opt._chunk(u, tgt, dist, th, e.fires, opt._empty_chunks(u), probe)
    opts = list(c[1]) + (list(c[4][0]) if c[4] else [])
    rolls = dict(c[2]) | (dict(c[4][1]) if c[4] else {})
    caps, pool, limit, elig = sec.caps, sec.pool, sec.limit, sec.elig
    on_map, seen_at, covering = sec.listed()
    listed = tgt in on_map or tgt in seen_at or tgt in covering
    out = []
    if pool > 0 and u.id in elig:
        for _k, cls, f, cost in opts:
            if not all(x in elig for x in f["units"]):
                continue
            if cost <= pool:
                out.append((cls, f, NO_PAY, roll_variants(cls, f, 0, caps, limit, rolls)))
            elif cost <= pool + caps:
                extra = cost - pool
                out.append((cls, f, {"extra_caps": extra}, roll_variants(cls, f, extra, caps, limit, rolls)))
    if listed and not u.spent and u.id not in d.members:
        out += [(cls, f, _OPP, roll_variants(cls, f, 0, caps, limit, rolls))
                for k, cls, f, cost in opts if k == "fire" and cost <= sec.pool_full]
    if listed:
        out += [(cls, f, _CAPS, roll_variants(cls, f, cost, caps, limit, rolls))
                for _k, cls, f, cost in opts if cost <= caps]
    for card, cost in d.cards:  # cards.card_actions: a unit acting at 0 AP through card 01 / 02
        who = ACT_CARDS.get(card)
        if who is None or (who == "spent" and not u.spent):
            continue
        for _k, cls, f, _c in opts:
            if all(st.unit(x) and (who != "spent" or st.unit(x).spent) for x in f["units"]):
                out.append((cls, f, {"pay": "card", "card": card}, roll_variants(cls, f, cost, caps, limit, rolls)))
    return LegalView([Plan(out)])


def rest_options(opt, u) -> list:
    """`legal_options._Options.of` of ``u`` without its direct fire (the
    same parts in the same order, from its carry entry)."""
    eff = unit_effects(u)
    base: list = []
    if not eff.destroyed:
        e = opt.carry.entry(opt.side, u)
        if e.pre is None:
            e.pre = opt._pre(u, eff)
        fires: list = []
        can = not (eff.only_rally or eff.no_attack)
        if can and can_fire_indirect(u):
            fires += opt._indirect(u)
        if can and u.stat("flamethrower"):
            fires += opt._flames(u)
        if e.post is None:
            e.post = opt._post(u, eff)
        if e.tail is None:
            e.tail = opt._tail(u, eff)
        base = e.pre + fires + (opt._smoke(u) if can else []) + e.post + opt._hide(u, eff, e) + e.tail
    return transport_options(opt.st, u, base)


class _Only:
    """`cards.card_actions`' view of the options: ``u``'s are ``opts``."""

    def __init__(self, opt, u, opts: list) -> None:
        self.opt, self.u, self.opts = opt, u, opts
        self.enemy_hidden = opt.enemy_hidden

    def of(self, x) -> list:
        return self.opts if x.id == self.u.id else self.opt.of(x)


def rest_group(d, u) -> LegalView:
    """``u``'s part of the legal list but its direct fire and card 11, in
    legal order: its other options from the pool, as opportunity and
    command actions (legal_lazy.py's sections), then its card plays."""
    opt, sec, st = d.opt, d.sec, d.st
    opts = rest_options(opt, u)
    caps, limit, rolls = sec.caps, sec.limit, opt.rolls
    parts: list = []
    if sec.pool > 0 and u.id in sec.elig:
        parts.append(sec._ap_plan(opts))
    kept = sec._listed_opts(opts)
    if not u.spent and u.id not in d.members:
        parts.append(Plan([(cls, f, _OPP, roll_variants(cls, f, 0, caps, limit, rolls))
                           for kind, cls, f, c in kept if c <= sec.pool_full and kind in ("move", "fire")]))

    def spent(cls, c: int) -> int:  # legal._cost_fields: a CAP-paid rally or fire pays its cost first
        return st.pos.options.rally_ap if issubclass(cls, Rally) else c if issubclass(cls, Fire) else 0

    parts.append(Plan([(cls, f, _CAPS, roll_variants(cls, f, spent(cls, c), caps, limit, rolls))
                       for _kind, cls, f, c in kept if c <= caps]))
    cards = [a for a in card_actions(st, [u], _Only(opt, u, opts), caps, ())
             if owner(a, d.ids) == u.id and group_of(a) is None]
    parts.append(_with_roll_caps(st, list(dict.fromkeys(cards)), opt, caps))
    return LegalView(parts)
