"""What a surface shows beside a Triumph & Glory action, from the engine
(the playtest's action list and map, the CLI): one function each, no Qt.

* `action_cost_text(state, action)`: ``"3 MP"`` for a move (the MP
  `core.rules.tng.movement.reachable` charges to end in that hex in the
  activation's movement mode, tng 7.1-7.3), ``"0 MP"`` for a re-facing
  (tng 6.12), None for actions without an MP price.
* `move_destination(action)`: the hex label a move ends in (None for other
  actions); `facing_of(action)`: the vertex facing it ends with.
* `row_key(action)`: actions that differ only by the facing they end with
  share a key (one row per destination; the facing is chosen on the map,
  tng 6.12: facing is free while moving); None: a row of its own.
* `move_actions_to(state, uid, label)`: the legal moves of ``uid`` ending
  in hex ``label``, the one keeping its facing first.
* `why_not_to(state, uid, label)`: why ``uid`` cannot move there now.
* `preview(state, action)`: the odds of a ``tfire`` / ``barrage`` /
  ``orders_roll`` before its d10, in the same dicts (the playtest's
  explanation panel); [] for other actions.
* `explain(state, since=0)`: the engine hook of ``hexwright replay
  --explain``: every d10 roll of the game from index ``since``, each a
  dict with ``roll``, ``who``, ``die``, ``needed``, ``chance``,
  ``outcome``, ``lines`` (its log lines: modifiers with their rules, the
  number needed, the chance; `core.play.tng.rolls`).
"""
from __future__ import annotations

from core.i18n import _, percent
from core.play.phases import phase_name
from core.play.tng.actions import Barrage, Face, OrdersRoll, TFire, TMove
from core.play.tng.command import commander, in_range, reserve_orders_rating
from core.play.tng import reinforcements, schevardino
from core.play.tng.legal import move_choices, unit_reach
from core.play.tng.rolls import at_most_text, fire_text
from core.rules.tng.fire import fire_drm


def move_destination(action) -> str | None:
    """Hex label a ``tmove`` ends in; None for other actions."""
    return action.to if isinstance(action, TMove) else None


def facing_of(action) -> int | None:
    """The vertex facing (0-5) a ``tmove`` or ``face`` ends with; None otherwise."""
    return action.facing if isinstance(action, (TMove, Face)) else None


def row_key(action):
    """``("tmove", unit, hex)`` for a move (facing variants share it), None otherwise."""
    return ("tmove", action.unit, action.to) if isinstance(action, TMove) else None


def _reach(state, uid: str) -> dict:
    """``{label: MP}`` of ``uid`` now, cached on the state until it changes."""
    if uid not in state._reach:
        state._reach[uid] = {state.label(h): mp for h, mp in unit_reach(state, uid).items()}
    return state._reach[uid]


def move_cost(state, uid: str, label: str) -> float | None:
    """MP ``uid`` spends to end its move in hex ``label`` now (None: not reachable)."""
    return _reach(state, uid).get(label)


def action_cost_text(state, action) -> str | None:
    """See module doc."""
    if isinstance(action, TMove):
        mp = move_cost(state, action.unit, action.to)
        return "?" if mp is None else _("{mp} MP").format(mp=f"{mp:g}")
    if isinstance(action, Face):
        return _("{mp} MP").format(mp=0)
    return None


def move_actions_to(state, uid: str, label: str) -> list:
    """Legal ``tmove`` actions of ``uid`` into ``label`` (empty at a chance
    node or when it may not move there), its current facing first."""
    if state.is_chance_node() or state.is_terminal():
        return []
    out = [a for a in state.legal_actions() if isinstance(a, TMove) and a.unit == uid and a.to == label]
    f0 = state.units[uid]["facing"] if uid in state.units else None
    return sorted(out, key=lambda a: (a.facing != f0, a.facing))


def why_not_to(state, uid: str, label: str) -> str:
    """A sentence saying why ``uid`` has no move into ``label`` now."""
    if state.is_terminal():
        return _("the game is over")
    if state.is_chance_node():
        return _("a die is to be rolled first")
    if getattr(state, "phase", "") != "activation" or state.act is None:
        return _("units move only in an activation (now: the {phase} phase)").format(phase=phase_name(state.phase))
    if uid not in state.act["units"] and uid not in reinforcements.heads(state):  # heads: tng 7.41
        return _("its command is not the one activated")
    if state.act.get("step") != "move":
        return _("the activation is in its {step} step, not the move step").format(
            step=phase_name(state.act.get("step")))
    if uid not in move_choices(state):
        return _("it has already moved, re-faced or shocked this activation")
    entry = reinforcements.why_not(state, uid, label) or schevardino.why_not(state, uid, label)  # 7.44, limits
    if entry:
        return entry
    return _("{hex} is out of its reach (movement allowance, ZOC, terrain or stacking, tng 6.2-7.3)").format(hex=label)


def explain(state, since: int = 0) -> list[dict]:
    """See module doc."""
    return [dict(d) for d in state.rolls[since:]]


def preview(state, action) -> list[dict]:
    """See module doc."""
    if state.is_chance_node() or state.is_terminal():
        return []
    odds: list = []
    if isinstance(action, (TFire, Barrage)):
        pos = state.position()
        res = fire_drm(pos, [pos.unit(u) for u in action.units], state.data.hexmap.parse(action.target),
                       isinstance(action, Barrage), state.data.opts)
        if not res["legal"]:
            return []
        detail = fire_text(res, odds)
        who = " + ".join(state.data.names.get(u, u) for u in action.units)
        line = _("{what} {who} -> {target}: any effect needs {needed} ({chance})").format(
            what=_("barrage") if isinstance(action, Barrage) else _("fire"), who=who, target=action.target,
            needed=odds[0]["needed"], chance=percent(odds[0]['chance']))
    elif isinstance(action, OrdersRoll) and state.act is not None:
        a = state.act
        c = commander(state, a["side"])
        near = any(in_range(state, a["side"], g) for g in a["groups"])
        terms = [("commander in range", c.command_rating, "tng 5.28")] if c and near and c.command_rating else []
        rating = reserve_orders_rating(state, a["side"], a["groups"])
        rating = state.marker(a["marker"]).orders_rating if rating is None else rating
        detail = at_most_text(rating, terms, odds)
        line = _("Individual Orders for {groups}: needs {needed} ({chance})").format(
            groups="+".join(a["groups"]), needed=odds[0]["needed"], chance=percent(odds[0]['chance']))
    else:
        return []
    who = who if isinstance(action, (TFire, Barrage)) else "+".join(state.act["groups"])  # the panel's heading
    return [dict(odds[0], roll=action.type, who=who, die=None, outcome=None, lines=[line, detail])]
