"""The 2nd-edition activation economy: one shared 7 AP pool (seed 000 §9.0,
§9.1, §9.2; coh.md 1.1).

An `Activation` is an immutable state: the position, AP left in the shared
pool, the side's CAPs (``None``: not tracked), the units sharing the pool
and a log.  `apply_action(act, action)` returns the next state or raises
`RulesError` naming the rule; `run_actions` applies a list.

Actions (dicts, as in ../shared/conformance/README.md): ``units`` (several
units = a group action), ``action`` (``move``, ``hidden_move``, ``fire``,
``rally``, ``hide``, ``hasty_defense``, ``pivot``, ``stall``, ``card``,
``load`` onto the vehicle ``target`` and ``unload`` into ``to``,
``hitch`` / ``unhitch`` the damaged vehicle ``target``: transport.py,
rules/coh.md 4.3),
``to`` ({unit: hex label}), ``path`` (one unit's hexes), ``target``,
``dice``, ``caps`` (CAPs on the roll), ``facing`` ({unit: side}), ``cost``
(a card's cost) and ``pay``:

* ``"ap"`` (default): paid from the shared pool by fresh units, which join
  the activation (§9.0); ``extra_caps`` CAPs may top the AP up 1:1
  (coh.md 1.1).  When the pool reaches 0 every sharing unit is spent.
* ``"caps"``: a command action paid entirely with CAPs by spent, fresh or
  activated units, whose status does not change (§9.2).
* ``"opportunity"``: a fresh unit outside the activation acts once (at most
  7 AP) and is then spent (§9.1, §9.2).
* ``"card"``: an action card played on spent, fresh or activated units for
  its CAP ``cost``; status unchanged (§8.1, §9.2).

Costs: move = the unit's path cost, group move = the costliest step (§9.11);
fire = the fire leader's attack cost (§9.12); rally and group rally 5 AP,
each unit rolling separately (§9.13); hide 7 AP (§10.2); hasty defense
5 AP (coh.md 7); pivot 1 AP; stall 1 AP.  Group actions other than fire
need units in the same or continuous adjacent hexes (§9.2).  A hidden unit
taking any action other than hidden movement is revealed (§10.0 rule 1).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from core.errors import RulesError
from core.i18n import _
from core import i18n
from core.rules.coh.errors import IllegalAction
from core.rules.coh import hidden as H
from core.rules.coh import transport as TR
from core.rules.coh.combat import attack, check_dice
from core.rules.coh.hitmarkers import apply_hit, rally_roll, unit_effects
from core.rules.coh.move import contiguous, group_move_cost, path_cost
from core.rules.coh.flame import FLAME, FLAME_ID
from core.rules.coh.weapons import weapon


def weapon_of(number):
    """The weapon record of a weapon card, or the flamethrower (``FT``, flame.py)."""
    return FLAME if number == FLAME_ID else weapon(number)

ACTIONS = ("move", "hidden_move", "fire", "rally", "hide", "hasty_defense", "pivot", "stall", "card", "load", "unload",
           "hitch", "unhitch")
PAYMENTS = ("ap", "caps", "opportunity", "card")


@dataclass(frozen=True)
class Activation:
    """Shared-activation state: ``pool`` AP left, ``caps`` CAPs left (None:
    not tracked), ``members`` the units sharing the pool, ``log`` one
    record per action (dicts with ``action``, ``units``, ``cost``...)."""

    position: Any
    pool: int
    caps: int | None = None
    members: tuple[str, ...] = ()
    log: tuple = field(default_factory=tuple)


def start(position, pool: int | None = None, caps: int | None = None) -> Activation:
    """A fresh activation with ``pool`` AP (default 7, seed 000 §9.0)."""
    pool = position.options.pool_ap if pool is None else pool
    if not isinstance(pool, int) or pool < 0:
        raise RulesError(_("the AP pool must be a non-negative number of AP, got {pool!r}").format(
                             pool=pool), "seed 000 §9.0")
    return Activation(position, pool, caps)


def _hexes(position, mapping: Mapping[str, str] | None, what: str) -> dict:
    out = {}
    for uid, label in (mapping or {}).items():
        position.unit(uid)
        try:
            out[uid] = position.hexmap.parse(label)
        except (ValueError, TypeError) as e:
            raise RulesError(_("{what} for unit {uid}: {e}").format(what=what, uid=uid, e=e)) from None
    return out


def _pairs(dice, n: int, what: str) -> list[list[int]]:
    dice = list(dice or [])
    if len(dice) == 2:
        return [check_dice(dice, 2, what)] * n
    if len(dice) != 2 * n:
        raise RulesError(_("{what}: give two dice per rolling unit ({value}), or one pair for all, got "
                           "{dice!r}").format(what=what, value=2 * n, dice=dice))
    return [check_dice(dice[i:i + 2], 2, what) for i in range(0, 2 * n, 2)]


def action_cost(act: Activation, action: Mapping[str, Any]):
    """``(cost, position after the action, record)`` for ``action`` without
    paying it; `RulesError` when it is illegal."""
    pos, opts = act.position, act.position.options
    kind = action.get("action")
    if kind not in ACTIONS:
        raise RulesError(i18n._("unknown action {kind!r}; known: {actions}").format(
                             kind=kind, actions=', '.join(ACTIONS)))
    ids = list(action.get("units") or [])
    if not ids:
        raise RulesError(i18n._("action {kind!r} names no units").format(kind=kind))
    units = [pos.unit(i) for i in ids]
    rec: dict[str, Any] = {"action": kind, "units": ids}
    if kind not in ("fire", "move", "hidden_move") and len(units) > 1 and not contiguous([u.hex for u in units]):
        raise IllegalAction(i18n._("group {kind}: units {ids} are not in the same or continuous adjacent "
                                   "hexes").format(kind=kind, ids=', '.join(ids)),
                         "seed 000 §9.2")
    for u in units:
        eff = unit_effects(u)
        if eff.destroyed:
            raise IllegalAction(i18n._("unit {id} is destroyed").format(id=u.id))
        if u.carrier is not None and kind not in ("rally", "stall", "card", "unload"):
            raise IllegalAction(i18n._("unit {id} is carried by {vehicle}: it may only rally, stall or "
                                       "unload").format(id=u.id, vehicle=u.carrier), "rules/coh.md 4.3 (E3 15.8)")
        if eff.only_rally and kind not in ("rally", "stall", "card"):
            raise IllegalAction(i18n._("unit {id} may take no action except Rally (hit marker)").format(
                                    id=u.id), "coh.md 3.2")
    hidden_move = kind == "hidden_move" or (kind == "move" and all(u.hidden for u in units))
    if kind not in ("move", "hidden_move", "card"):
        pos, rec["revealed"] = H.reveal_on_action(pos, ids)
    if kind in ("move", "hidden_move"):
        to = _hexes(pos, action.get("to"), "move destination")
        if len(units) == 1 and (action.get("path") or units[0].id in to):
            path = [pos.hexmap.parse(x) for x in action["path"]] if action.get("path") else [to[units[0].id]]
            cost = path_cost(pos, units[0], path, hidden=hidden_move, wire_dice=action.get("wire_dice"))
            pos, rec["revealed"] = H.reveal_on_move(pos, units[0].id, path, hidden_move)
        else:
            cost = group_move_cost(pos, units, to)
            revealed = []
            for u in units:
                if u.id in to and to[u.id] != u.hex:
                    pos, r = H.reveal_on_move(pos, u.id, [to[u.id]], u.hidden)
                    revealed += r
            rec["revealed"] = sorted(set(revealed))
    elif kind == "fire":
        res = attack(pos, ids, action.get("target"), action.get("dice") or [1, 1], action.get("caps", 0),
                     action.get("fp_bonus", 0), weapon_of(action.get("weapon_card")), action.get("weapon_card"),
                     pos.hexmap.parse(action["spotter"]) if action.get("spotter") else None)
        cost = res.cost
        if action.get("dice"):
            rec["result"] = res
            for r in res.results:
                if r.hit and r.unit_id:
                    v = pos.unit(r.unit_id)
                    marker = (action.get("markers") or {}).get(r.unit_id)
                    if r.destroyed or marker:
                        pos = pos.replace_unit(apply_hit(v, marker, r.critical))
            if any(r.hit and r.unit_id and pos.unit(r.unit_id).hidden for r in res.results) or \
                    action.get("weapon_card") == FLAME_ID:  # flamethrowers reveal what they attack (rules/coh.md 8.4)
                pos, _ = H.reveal(pos, [o.id for o in pos.units_at(res.target_hex) if o.hidden])
    elif kind == "rally":
        cost = opts.rally_ap
        pairs = _pairs(action.get("dice"), len(units), "rally")
        results = []
        for u, d in zip(units, pairs):
            r = rally_roll(pos, pos.unit(u.id), d, action.get("caps", 0), tuple(action.get("rally_bonus") or ()))
            results.append(r)
            pos = pos.replace_unit(r.unit)
        rec["rally"] = results
    elif kind == "hide":
        cost = opts.hide_ap
        pos = H.hide(pos, ids, _hexes(pos, action.get("to"), "hide destination"))
    elif kind == "hasty_defense":
        cost = opts.hasty_defense_ap
        for u in units:
            if u.move_class != "foot":
                raise IllegalAction(i18n._("unit {id}: only foot units build hasty defenses").format(
                                        id=u.id), "coh.md 7")
            pos = pos.replace_unit(pos.unit(u.id).with_(hasty_defense=True))
    elif kind == "pivot":
        facings = action.get("facing") or {}
        cost = opts.pivot_ap + max(unit_effects(u).move_ap for u in units)
        for u in units:
            if unit_effects(u).no_move:
                raise IllegalAction(i18n._("unit {id} may not pivot (hit marker)").format(id=u.id), "coh.md 3.2")
            f = facings.get(u.id)
            if not isinstance(f, int) or not 0 <= f <= 5:
                raise RulesError(i18n._("pivot: unit {id} needs a new facing 0-5, got {f!r}").format(id=u.id, f=f))
            pos = pos.replace_unit(pos.unit(u.id).with_(facing=f, hasty_defense=False))
    elif kind == "load":  # onto the vehicle ``target`` (rules/coh.md 4.3, transport.py)
        vehicle = str(action.get("target") or "")
        cost = TR.load_cost(pos, ids[0], vehicle)
        pos = TR.load(pos, ids[0], vehicle)
    elif kind in ("hitch", "unhitch"):  # tower ``units[0]`` and the damaged vehicle ``target`` (E3 15.10)
        vehicle = str(action.get("target") or "")
        cost = (TR.hitch_cost if kind == "hitch" else TR.unhitch_cost)(pos, ids[0], vehicle)
        pos = (TR.hitch if kind == "hitch" else TR.unhitch)(pos, ids[0], vehicle)
    elif kind == "unload":  # into ``to`` {unit: hex label} (rules/coh.md 4.3, transport.py)
        to = _hexes(pos, action.get("to"), "unload destination")
        if ids[0] not in to:
            raise RulesError(i18n._("unload: unit {id} needs a destination hex").format(id=ids[0]))
        cost = TR.unload_cost(pos, ids[0], to[ids[0]])
        pos = TR.unload(pos, ids[0], to[ids[0]])
    elif kind == "stall":
        cost = opts.stall_ap
    else:  # card
        cost = action.get("cost", 0)
        if not isinstance(cost, int) or cost < 0:
            raise RulesError(i18n._("card action: cost must be a non-negative number of CAPs, got "
                                    "{cost!r}").format(cost=cost), "seed 000 §8.1")
        if not action.get("keeps_hidden"):
            pos, rec["revealed"] = H.reveal_on_action(pos, ids)
    if kind in ("move", "hidden_move"):
        for u in units:  # moving or pivoting removes a hasty defense (coh.md 7)
            now = pos.unit(u.id)
            if now.hasty_defense:  # (none to remove: the same position)
                pos = pos.replace_unit(now.with_(hasty_defense=False))
    pos, unloaded = TR.settle(pos)  # carried units follow their vehicles; a destroyed one unloads (transport.py)
    if unloaded:
        rec["unloaded"] = unloaded
    rec["cost"] = cost
    return cost, pos, rec


def apply_action(act: Activation, action: Mapping[str, Any]) -> Activation:
    """The activation after ``action`` (see module doc); `RulesError` citing
    the rule for an illegal action or spending."""
    pay = action.get("pay", "card" if action.get("action") == "card" else "ap")
    if pay not in PAYMENTS:
        raise RulesError(_("unknown payment {pay!r}; known: {payments}").format(pay=pay, payments=', '.join(PAYMENTS)))
    cost, pos, rec = action_cost(act, action)
    ids = list(action.get("units") or [])
    rec["pay"] = pay
    if pay == "ap":
        for uid in ids:
            if uid not in act.members and act.position.unit(uid).spent:
                raise IllegalAction(_("unit {uid} is spent: it may not share the activation's AP pool (a "
                                      "command action paid with CAPs is allowed)").format(
                                        uid=uid), "seed 000 §9.0, §9.2")
        extra = action.get("extra_caps", 0)
        if not isinstance(extra, int) or extra < 0:
            raise RulesError(_("extra_caps must be a non-negative number of CAPs, got {extra!r}").format(extra=extra))
        if act.caps is not None and extra > act.caps:
            raise IllegalAction(_("only {caps} CAPs left, {extra} asked").format(
                                    caps=act.caps, extra=extra), "coh.md 1.1")
        if cost > act.pool + extra:
            raise IllegalAction(_("action {action} costs {cost} AP but the shared pool has only {pool} AP "
                                  "left").format(action=action.get("action"), cost=cost, pool=act.pool)
                                + (_(" (+{extra} CAPs)").format(extra=extra) if extra else ""), "seed 000 §9.0")
        from_caps = min(extra, cost)
        pool = act.pool - (cost - from_caps)
        caps = None if act.caps is None else act.caps - from_caps
        members = tuple(dict.fromkeys(act.members + tuple(ids)))
        if pool == 0:
            for uid in members:
                pos = pos.replace_unit(pos.unit(uid).with_(spent=True))
        return Activation(pos, pool, caps, members, act.log + (rec,))
    if pay in ("caps", "card"):
        if act.caps is not None and cost > act.caps:
            raise IllegalAction(_("{what} costs {cost} CAPs but only {caps} are left").format(
                                    what=_("command action") if pay == 'caps' else _("card"),
                                    cost=cost, caps=act.caps), "seed 000 §9.2")
        caps = None if act.caps is None else act.caps - cost
        return replace(act, position=pos, caps=caps, log=act.log + (rec,))
    # opportunity action
    for uid in ids:
        u = act.position.unit(uid)
        if u.spent or uid in act.members:
            raise IllegalAction(_("unit {uid} is not a fresh, non-activated unit: no opportunity action").format(
                                    uid=uid), "seed 000 §9.1")
    if cost > act.position.options.pool_ap:
        raise IllegalAction(_("opportunity action costs {cost} AP, more than a unit's {pool_ap}").format(
                                cost=cost, pool_ap=act.position.options.pool_ap),
                         "seed 000 §9.1")
    for uid in ids:
        pos = pos.replace_unit(pos.unit(uid).with_(spent=True))
    return replace(act, position=pos, log=act.log + (rec,))


def run_actions(position, actions: list, pool: int | None = None, caps: int | None = None) -> Activation:
    """Apply ``actions`` in order from a fresh activation of ``pool`` AP."""
    act = start(position, pool, caps)
    for i, a in enumerate(actions or []):
        if not isinstance(a, Mapping):
            raise RulesError(_("actions[{i}]: an action must be an object").format(i=i))
        try:
            act = apply_action(act, a)
        except RulesError as e:
            err = type(e)(f"actions[{i}] ({a.get('action')}): {e}")
            err.rule = e.rule
            raise err from None
    return act
