"""Conformance queries for Conflict of Heroes (../shared/conformance/README.md):
``move_cost``, ``reachable``, ``attack``, ``activation_pool``, ``reveal``,
``detect_sniper``.  Each takes ``(case, hexmap)`` and returns a dict.

A request the rules forbid (`IllegalAction`) answers ``{"legal": false,
"reason": ...}``; bad input (unknown unit or kind, a hex off the map, a
path that is not a chain of adjacent hexes, bad dice, a negative budget, an
unknown mode) raises `RulesError`, which the runner reports as an ERROR with
the message.
"""
from __future__ import annotations

from typing import Any

from core.errors import RulesError
from core.i18n import _
from core import i18n
from core.movement import check_chain
from core.rules.coh import activation as A
from core.rules.coh import hidden as H
from core.rules.coh.combat import attack
from core.rules.coh.errors import IllegalAction
from core.rules.coh.move import group_move_cost, path_cost, reachable_hexes
from core.rules.coh.units import position_from_case

MOVE_MODES = ("normal", "hidden", "group")


def _query(case: dict) -> dict:
    q = case.get("query")
    if not isinstance(q, dict):
        raise RulesError(_("case has no 'query' object"))
    return q


def _parse(hexmap, label: Any, where: str):
    try:
        return hexmap.parse(label)
    except (ValueError, TypeError) as e:
        raise RulesError(f"{where}: {e}") from None


def _illegal(e: IllegalAction) -> dict:
    return {"legal": False, "reason": str(e)}


def query_move_cost(case: dict, hexmap) -> dict:
    """``cost`` (AP) for one unit's ``path`` (mode ``normal`` or
    ``hidden``) or a group move ``to`` (mode ``group``, or several units);
    ``legal`` True/False."""
    q = _query(case)
    pos = position_from_case(case, hexmap)
    mode = q.get("mode", "normal")
    if mode not in MOVE_MODES:
        raise RulesError(_("move_cost: mode {mode!r} is not a Conflict of Heroes move mode; known: "
                           "{move_modes}").format(mode=mode, move_modes=', '.join(MOVE_MODES)))
    ids = q.get("units") or ([q["unit"]] if q.get("unit") else [])
    if not ids:
        raise RulesError(_("move_cost: no 'units'"))
    units = [pos.unit(i) for i in ids]
    to = {uid: _parse(hexmap, lab, f"move_cost.to.{uid}") for uid, lab in (q.get("to") or {}).items()}
    for uid in to:
        pos.unit(uid)
    try:
        if mode == "group" or len(units) > 1 or (to and "path" not in q):
            if "path" in q and len(units) == 1:
                raise RulesError(_("move_cost: a group move gives 'to', not 'path'"))
            cost = group_move_cost(pos, units, to, {"hidden": True, "normal": False}.get(mode))
        else:
            if "path" not in q:
                raise RulesError(_("move_cost: give 'path' (hexes entered in order) or 'to'"))
            path = [_parse(hexmap, lab, f"move_cost.path[{i}]") for i, lab in enumerate(q["path"])]
            check_chain(units[0].hex, path, hexmap.label)
            cost = path_cost(pos, units[0], path, hidden=(mode == "hidden"), wire_dice=q.get("dice"))
    except IllegalAction as e:
        return _illegal(e)
    return {"cost": cost, "legal": True}


def query_reachable(case: dict, hexmap) -> dict:
    """``hexes``: sorted labels ``unit`` can end in within ``budget`` AP
    (default: the 7 AP pool), its own hex excluded; ``costs`` per label."""
    q = _query(case)
    pos = position_from_case(case, hexmap)
    mode = q.get("mode", "normal")
    if mode not in ("normal", "hidden"):
        raise RulesError(_("reachable: mode {mode!r} is not a Conflict of Heroes single-unit move mode "
                           "(normal, hidden)").format(mode=mode))
    u = pos.unit(q.get("unit"))
    budget = q.get("budget", pos.options.pool_ap)
    if not isinstance(budget, (int, float)) or isinstance(budget, bool) or budget < 0:
        raise RulesError(_("reachable: budget must be a non-negative number of AP, got {budget!r}").format(
                             budget=budget))
    try:
        got = reachable_hexes(pos, u, budget, hidden=(mode == "hidden"))
    except IllegalAction as e:
        return {"hexes": [], **_illegal(e)}
    got.pop(u.hex, None)
    labels = sorted(hexmap.label(h) for h in got)
    return {"hexes": labels, "costs": {hexmap.label(h): c for h, c in got.items()}, "legal": True}


def query_attack(case: dict, hexmap) -> dict:
    """``attack_value``, ``defense_value``, ``hit``, ``destroyed``, ``fp``
    (leader FP after support), ``cost``; ``legal: false`` when forbidden.
    Several target units: ``targets`` lists every roll, the top level is the
    first."""
    q = _query(case)
    pos = position_from_case(case, hexmap)
    firers = q.get("firers") or ([q["firer"]] if q.get("firer") else [])
    for f in firers:
        pos.unit(f)
    if "target" not in q:
        raise RulesError(_("attack: no 'target'"))
    try:
        res = attack(pos, list(firers), q["target"], q.get("dice") or [], q.get("caps", 0), q.get("fp_bonus", 0))
    except IllegalAction as e:
        return _illegal(e)
    p = res.primary
    return {"legal": True, "fp": res.fp, "attack_value": p.attack_value, "defense_value": p.defense_value,
            "hit": p.hit, "destroyed": p.destroyed, "critical": p.critical, "flank": p.flank,
            "cost": res.cost, "modifiers": res.modifiers, "target_unit": p.unit_id,
            "targets": [{"unit": r.unit_id, "attack_value": r.attack_value, "defense_value": r.defense_value,
                         "hit": r.hit, "destroyed": r.destroyed} for r in res.results]}


def query_activation_pool(case: dict, hexmap) -> dict:
    """``remaining`` AP of the shared pool after ``actions``; ``legal``."""
    q = _query(case)
    pos = position_from_case(case, hexmap)
    try:
        act = A.run_actions(pos, q.get("actions") or [], q.get("pool"), q.get("caps"))
    except IllegalAction as e:
        return _illegal(e)
    spent = sorted(u.id for u in act.position.units if u.spent)
    out = {"remaining": act.pool, "legal": True, "spent": spent}
    if act.caps is not None:
        out["caps"] = act.caps
    return out


def query_reveal(case: dict, hexmap) -> dict:
    """``revealed``: sorted ids of hidden units the ``event`` reveals
    (``move``, ``hidden_move``, ``fire``, or ``action`` for any other
    action by ``unit``)."""
    q = _query(case)
    pos = position_from_case(case, hexmap)
    ev = q.get("event")
    if not isinstance(ev, dict):
        raise RulesError(i18n._("reveal: no 'event' object"))
    kind = ev.get("type")
    u = pos.unit(ev.get("unit"))
    try:
        if kind in ("move", "hidden_move"):
            path = [_parse(hexmap, lab, f"reveal.event.path[{i}]") for i, lab in enumerate(ev.get("path") or [])]
            check_chain(u.hex, path, hexmap.label)
            hidden_move = kind == "hidden_move"
            if hidden_move and not u.hidden:
                raise RulesError(i18n._("reveal: unit {id} is not hidden, it cannot move hidden").format(id=u.id))
            path_cost(pos, u, path, hidden=hidden_move, wire_dice=ev.get("wire_dice") or [1] * len(path))
            _, revealed = H.reveal_on_move(pos, u.id, path, hidden_move)
        elif kind == "fire":
            die = ev.get("detection_die", ev.get("die"))
            _, revealed, _ = H.reveal_on_fire(pos, u.id, ev.get("target"), ev.get("dice") or [], ev.get("caps", 0),
                                              die, ev.get("supporters"))
        elif kind == "action":
            _, revealed = H.reveal_on_action(pos, [u.id])
        else:
            raise RulesError(i18n._("reveal: unknown event type {kind!r}; known: move, hidden_move, "
                                    "fire, action").format(kind=kind))
    except IllegalAction as e:
        return {"revealed": [], **_illegal(e)}
    return {"revealed": revealed, "legal": True}


def query_detect_sniper(case: dict, hexmap) -> dict:
    """``detected``: the 1D6 ``die`` (+ ``caps``, at most 2) reaches 6."""
    q = _query(case)
    pos = position_from_case(case, hexmap)
    s = pos.unit(q.get("sniper"))
    if s.kind != "sniper":
        raise RulesError(_("detect_sniper: unit {id} is a {kind}, not a sniper").format(id=s.id, kind=s.kind))
    die = q.get("die")
    if not isinstance(die, int) or isinstance(die, bool):
        raise RulesError(_("detect_sniper: 'die' must be a die face from 1 to 6, got {die!r}").format(die=die))
    try:
        return {"detected": H.detect_sniper(pos, die, q.get("caps", 0)), "legal": True}
    except IllegalAction as e:
        return _illegal(e)
