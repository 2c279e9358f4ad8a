"""Legal actions of a Conflict of Heroes turn (seed 000 §8.1, §9.0-9.2,
§10; coh.md 1.1), in a deterministic order.

A side has at most one shared activation (a 7 AP pool).  On its turn a
player may:

* ``pass``;
* ``activate`` a fresh unit (on the map, or a reinforcement waiting to
  enter): a new pool; an activation it abandons has its units marked spent
  (play_rules.json ``abandoned_activation_spent``, assumed).  The player
  then acts with that unit at once;
* act paying AP from the pool: units of the activation, or fresh units
  joining it (§9.0): move, group move (same hex), fire, firegroup (§9.12),
  rally, group rally (§9.13), pivot, hide (§10.2), hasty defense, stall,
  enter (a reinforcement); CAPs top up a short pool 1:1 (coh.md 1.1);
* an opportunity action by a fresh unit outside the activation (fire or
  move, at most 7 AP; it is then spent, §9.2);
* a command action paid with CAPs by any unit (fire, firegroup, move,
  rally; status unchanged, §9.2);
* stall for 1 CAP with the activation's lead (coh.md 1.1 [TPS]: the pool
  keeps its AP);
* a green card from the hand (play_rules.json ``playable_cards``): 01
  Adrenaline (a spent unit acts at 0 AP), 02 Command Action (any unit acts
  at 0 AP), 04 Rally Up! (a rally at 0 AP), 03 auto-rally, 09 Seek Cover!
  (hasty defense), 08 Frontline Officer (+1D6 CAPs), 10 Sniper Fire (the
  opponent loses CAPs), bonus cards 11 Careful Aiming, 12 Swift Action, 14
  Scout Teams (cards.py); card costs are paid in CAPs.  After card 11 only
  fires led by the aimed unit are legal (incrementally only that unit's
  sections and card plays are made; the from-scratch reference makes them
  all and filters).

In the pre-round phase ``initiative`` and at a sniper detection check
the only choices are `choices.RollCaps` (0-2 CAPs on the roll); in a
reaction window (a roll's dice are in, or the opponent's vehicle moved)
they are `reactions.React` (cards 07, 13, 15 or ``react pass``).

Fire is offered at hexes holding visible enemy units (every unit there is
attacked), at one enemy unit in the firer's own hex (close combat), and --
when the enemy has hidden units on the map -- at every other hex within
the firer's printed range and in its arc and LOS (long range only at
visible units, to keep the list short) (fire at a hex that may
hold hidden units, §10.0 rule 3): the list never depends on where hidden
enemy units are.  A vehicle's move actions include its bonus moves
(vehicles.py `Drive`, coh.md 4.3).
Legality comes from the rules core (`core.rules.coh` move, combat,
firegroup, hidden, hitmarkers).
"""
from __future__ import annotations

from core.play.actions import Activate, Enter, Fire, Pass, Rally, Stall
from core.play.coh.cards import card_actions
from core.play.coh.choices import roll_caps_options
from core.play.coh.mines import mine_caps_options
from core.play.coh.strike_plan import options as strike_options
from core.play.coh.veterans import restrict as restrict_to_bonus
from core.play.coh.withdrawal import blocked as withdrawal_blocked
from core.play.coh.groups import group_moves as _group_moves, group_rallies as _group_rallies
from core.play.coh import legal_memo
from core.play.coh.legal_fire import UnitOption, probe_attack
from core.play.coh.legal_options import _Options, _wire, entry_cost
from core.play.coh.legal_view import with_roll
from core.play.coh.flow import reinforcement
from core.play.coh.reactions import options as reaction_options
from core.play.coh.transport import restrict as transport_restrict
from core.rules.coh import terrain as T

__all__ = ["UnitOption", "_Options", "_wire", "entry_cost", "legal_actions", "probe_attack",
           "reference_legal_actions"]


def legal_actions(st, full: bool = False) -> list:
    """Every legal action of the player to move (see module doc).  Fire at
    open ground with no visible enemy (it may hold hidden units) is listed paid
    from the pool only; ``full`` also lists it as an opportunity or
    command action (the engine accepts those when applied: resolve.py),
        so the list stays short while every such fire stays playable.  Covering
    hexes (where hidden units are likeliest) are listed with every payment."""
    if st.phase == "initiative":
        return roll_caps_options(st, "initiative")
    if st.phase == "artillery":  # the pre-round's strike steps (strike_plan.py)
        return strike_options(st)
    if st.chance is not None and st.chance["stage"] == "react":  # a reaction window (reactions.py)
        return reaction_options(st)
    if st.chance is not None and st.chance["stage"] == "mine_caps":  # the mine owner's CAPs (mines.py)
        return mine_caps_options(st)
    if st.chance is not None:  # the detection check's CAPs (resolve.py)
        return roll_caps_options(st, "detection")
    side = st.turn
    caps = st.caps[side]
    act = st.activation[side]
    members = set(act["members"]) if act else set()
    pool = act["pool"] if act else 0
    mine = [u for u in st.pos.units if u.side == side and "destroyed" not in u.hits]
    opt = _Options(st)
    out: list = []

    def ap(units, kinds=None):
        res = []
        for u in units:
            for kind, cls, f, c in opt.of(u):
                if kinds is None or kind in kinds:
                    res.append((cls, f, c))
        return res

    elig = {u.id for u in mine if u.id in members or not u.spent}

    def add_ap(cands) -> None:
        for cls, f, c in cands:
            if not all(x in elig for x in f["units"]):
                continue
            if c <= pool:
                out.append(cls(**f))
            elif c <= pool + caps:
                out.append(cls(**f, extra_caps=c - pool))

    def add_enter(uids) -> None:
        for uid in uids:
            for lab in reinforcement(st, uid)[1]:
                c = entry_cost(st, uid, lab)
                if c is not None and c <= pool + caps:
                    out.append(Enter(units=(uid,), to=lab, extra_caps=max(0, c - pool)))

    if st.must_act and act is not None:
        lead = act["lead"]
        if lead in st.pending[side]:
            add_enter([lead])
        else:
            add_ap(ap([u for u in mine if u.id == lead]))
            eligible = [u for u in mine if u.id in elig]
            add_ap((cls, f, c) for _k, cls, f, c in _group_moves(st, eligible) + _group_rallies(st, eligible, opt)
                   if lead in f["units"])
        # CAPs on every roll and bonus cards apply to the activated unit's first action too (coh.md 1.1)
        out += [a for a in card_actions(st, [u for u in mine if u.id == lead], opt, caps, out)
                if getattr(a, "units", (lead,))[:1] == (lead,)]
        # a veteran/green bonus waits for its unit (veterans.py)
        return _no_closed_withdrawal(st, restrict_to_bonus(
            st, _with_roll_caps(st, list(dict.fromkeys(transport_restrict(st, out) or [Pass()])), opt, caps), Pass()))
    aim = st.effects.get("aim")  # card 11 played: the aimed unit fires now (cards.py), the filter below
    # keeps only fires it leads; incrementally, only its sections and card plays are made (no other unit's
    # options hold a fire it leads: a unit's fires and firegroups are led by the unit itself)
    only = aim[1] if aim is not None and legal_memo.INCREMENTAL else None
    out.append(Pass())
    for u in mine:
        if not u.spent and u.id not in members:
            out.append(Activate(u.id))
    for uid in st.pending[side]:
        out.append(Activate(uid))
    def ap_section(opts) -> list:  # one unit's actions paid from the pool (and CAPs topping it up)
        res = []
        for _k, cls, f, c in opts:
            if not all(x in elig for x in f["units"]):
                continue
            if c <= pool:
                res.append(cls(**f))
            elif c <= pool + caps:
                res.append(cls(**f, extra_caps=c - pool))
        return res

    if act is not None and pool > 0:
        eligible = [u for u in mine if u.id in elig]
        elig_key = tuple(sorted(elig))
        for u in eligible:
            if only is None or u.id == only:
                out += opt.section(u, "ap", (pool, caps, elig_key), ap_section)
        if only is None:  # (group moves, rallies and entries hold no fire)
            add_ap((cls, f, c) for _k, cls, f, c in _group_moves(st, eligible) + _group_rallies(st, eligible, opt))
            add_enter(st.pending[side])
    pool_full = st.pos.options.pool_ap
    hm = st.pos.hexmap

    on_map = {u.id: None for u in st.pos.units}
    places = opt.carry.places  # target label -> (hex, covering terrain), kept while the map is

    def listed(cls, f) -> bool:  # blind fire at open ground: pool-paid only unless ``full``
        if full or cls is not Fire or f["target"] in on_map:
            return True
        got = places.get(f["target"])
        if got is None:
            h = hm.parse(f["target"])
            got = places[f["target"]] = (h, T.is_covering(hm, h))
        return got[0] in opt.enemy_hexes or got[1]

    def opportunity(opts) -> list:  # a fresh unit's opportunity moves and fires
        return [cls(**f, pay="opportunity") for kind, cls, f, c in opts
                if kind in ("move", "fire") and c <= pool_full and listed(cls, f)]

    def by_caps(opts) -> list:  # command actions paid with CAPs
        return [cls(**f, pay="caps") for kind, cls, f, c in opts
                if kind in ("move", "fire", "firegroup", "rally", "load", "unload") and c <= caps and listed(cls, f)]

    listed_key = (full, opt.enemy_key, tuple(on_map))  # what `listed` reads besides the options
    sections = mine if only is None else [u for u in mine if u.id == only]
    for u in sections:
        if not u.spent and u.id not in members:
            out += opt.section(u, "opportunity", (pool_full, listed_key), opportunity)
    for u in sections:
        out += opt.section(u, "caps", (caps, listed_key), by_caps)
    if act is not None and pool > 0 and st.pos.options.stall_ap <= caps:
        lead = next((m for m in act["members"] if st.unit(m) is not None), None)
        if lead is not None:  # coh.md 1.1: stall for 1 CAP, the pool's AP are kept
            out.append(Stall(units=(lead,), pay="caps"))
    out += card_actions(st, sections, opt, caps, out)
    if aim is not None:
        out = [a for a in out if isinstance(a, Fire) and a.units[0] == aim[1]] or [Pass()]
    # a veteran/green bonus waits for its unit (veterans.py)
    return _no_closed_withdrawal(st, restrict_to_bonus(st, _with_roll_caps(
        st, list(dict.fromkeys(transport_restrict(st, out))), opt, caps), Pass()))


def reference_legal_actions(st) -> list:
    """`legal_actions` of ``st`` computed from scratch (`legal_memo.from_scratch`:
    no carry, no memo, no shortcut), on a copy (``st`` and its caches are
    left as they are): the reference the incremental generator must equal."""
    c = st.clone()
    c.__dict__.pop("_legal_memo", None)
    with legal_memo.from_scratch():
        return legal_actions(c)


def _no_closed_withdrawal(st, acts: list) -> list:
    """``acts`` without the moves that withdraw from close combat into a
    closed hex (withdrawal.py, rules/coh.md 4.4)."""
    if "cc_entered" not in st.effects:
        return acts
    return [a for a in acts if not withdrawal_blocked(st, a)]


def _with_roll_caps(st, acts: list, opt: _Options, caps: int) -> list:
    """After each fire or rally, its variants with 1 and 2 CAPs on every
    roll (coh.md 1.1: up to 2 CAPs per roll), when the side can pay them
    on top of the action's own CAPs."""
    limit = st.pos.options.max_caps_per_roll
    out = []
    for a in acts:
        out.append(a)
        if not isinstance(a, (Fire, Rally)):
            continue
        rolls = opt.rolls.get((a.units, a.target), 1) if isinstance(a, Fire) else len(a.units)
        spent = a.extra_caps
        if a.pay == "caps":
            spent += _cost_of(st, opt, a)
        elif a.pay == "card":
            spent += st.data.cards.get(a.card).cost or 0
        for k in range(1, limit + 1):
            if spent + k * rolls <= caps:
                out.append(with_roll(a, k))
    return out


def _cost_of(st, opt: _Options, a) -> int:
    return _cost_fields(st, opt, type(a), {"units": a.units, "target": getattr(a, "target", None)})


def _cost_fields(st, opt: _Options, cls, f: dict) -> int:
    """The AP cost paid in CAPs by a CAP-paid rally or fire of class ``cls``
    with fields ``f`` (its leader's option of that class and target; 0 for
    other actions): `_with_roll_caps` adds the CAPs on the roll to it."""
    if issubclass(cls, Rally):
        return st.pos.options.rally_ap
    if not issubclass(cls, Fire):
        return 0
    units = f["units"]
    costs = opt.fire_costs.get(units[0])
    if costs is None:
        costs = opt.fire_costs[units[0]] = {}
        for kind, c_, fo, c in opt.of(st.unit(units[0])):
            if issubclass(c_, Fire):  # fire, flamethrower, indirect: each its own cost
                costs.setdefault((c_, fo["units"], fo["target"]), c)
    return costs.get((cls, units, f["target"]), 0)
