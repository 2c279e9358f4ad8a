"""What the action list shows next to each legal action (Qt-free).

The editor never computes rules itself; every figure here comes from the
play engine:

* `unit_actions(state, uid)`: the legal actions of the player to act that
  involve unit ``uid`` (as actor, group member or the unit a card is played
  on), in the engine's order; `general_actions(state)`: those naming no
  unit (``pass``, cards played on nobody).
* `action_cost(state, action) -> Cost`: what a Conflict of Heroes action
  costs (other rulesets: ``"-"``), found by
  applying it to a clone of the state and resolving only its own chance
  node with the first outcome of each die (the payment never depends on
  the dice): AP from the engine's payment line (``"2 AP, pool 5"``,
  ``"opportunity, 4 AP"``), CAPs as the drop in the side's CAPs (extra CAPs
  topping up the pool, command actions, card costs, CAPs on the roll:
  coh.md 1.1, seed 000 §9.2).
* `hit_chances(state, fire)`: for a fire action (coh only), the chance of
  at least one hit on each target the acting side can see: P(2D6 >= DV -
  (AV - 2) - CAPs on the roll), AV/DV from the rules core's attack with
  placeholder dice (`core.play.coh.legal.probe_attack`, seed 000 §9.12;
  the greedy bot uses the same figure).

Errors of the rules core propagate as `HexwrightError`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from core.play.actions import Activate, Pass
from core.rules.registry import spec, traits

_AP = re.compile(r"(\d+) AP")
MAX_CHANCE_STEPS = 200


def _units_of(a) -> tuple[str, ...]:
    """Unit ids an action names: ``units``, ``unit`` (activate, tng moves
    and facings) or ``commander`` (tng commander moves)."""
    out = tuple(getattr(a, "units", ()) or ())
    for k in ("unit", "commander"):
        v = getattr(a, k, None)
        if isinstance(v, str) and v:
            out += (v,)
    return out


def unit_actions(state, uid: str) -> list:
    """Legal actions (current player) that involve unit ``uid``."""
    if state.is_chance_node() or state.is_terminal():
        return []
    return [a for a in state.legal_actions() if uid in _units_of(a)]


def general_actions(state) -> list:
    """Legal actions naming no unit (``pass``, cards played on nobody)."""
    if state.is_chance_node() or state.is_terminal():
        return []
    return [a for a in state.legal_actions() if not _units_of(a)]


@dataclass(frozen=True)
class Cost:
    """AP and CAPs an action costs; ``text`` for the list (``"2 AP"``,
    ``"1 AP + 1 CAP"``, ``"new 7 AP pool"``, ``"-"``)."""

    ap: int = 0
    caps: int = 0
    text: str = "-"


def engine_hook(state, name: str):
    """The play engine's function ``name`` for ``state`` (e.g.
    ``action_cost_text``, ``hit_chances``, ``row_key``, ``move_actions_to``),
    or None when the engine has none."""
    return getattr(spec(state.game.scenario.ruleset).engine(), name, None)


def _pool(state, side) -> int:
    act = state.activation.get(side) if hasattr(state, "activation") else None
    return act["pool"] if act else 0


def action_cost(state, action) -> Cost:
    """The `Cost` of ``action`` for the player to act (see module doc); an
    engine with ``action_cost_text(state, action)`` gives the text itself."""
    hook = engine_hook(state, "action_cost_text")
    if hook is not None:
        return Cost(text=hook(state, action))
    if isinstance(action, Pass) or not traits(state.game.scenario.ruleset).command_points:
        return Cost(text="-")  # the AP/CAP economy below is the only one without an engine hook
    side = state.current_player()
    if isinstance(action, Activate):
        c = state.clone()
        c.apply_action(action)
        pool = _pool(c, side)
        return Cost(text=f"new {pool} AP pool")
    c = state.clone()
    caps0 = c.caps.get(side, 0) if hasattr(c, "caps") else 0
    pool0 = _pool(c, side)
    n0 = len(getattr(c, "log", []))
    c.apply_action(action)
    steps = 0
    while getattr(c, "chance", None) is not None and not c.is_terminal() and steps < MAX_CHANCE_STEPS:
        # a player choice inside the resolution (CAPs on a roll, a reaction
        # window) takes its first option, which declines
        c.apply_action(c.chance_outcomes()[0][0] if c.is_chance_node() else c.legal_actions()[0])
        steps += 1
    ap = None
    for line in getattr(c, "log", [])[n0 + 1:]:
        body = line.split(" ", 1)[1] if " " in line else line
        if body.startswith("  "):
            m = _AP.search(body.split(";")[0])
            if m:
                ap = int(m.group(1))
            break
    if ap is None:
        ap = max(0, pool0 - _pool(c, side)) if getattr(action, "pay", "ap") == "ap" else 0
    if getattr(action, "pay", "ap") == "caps":
        ap = 0  # a command action: the engine's line gives its AP value, paid in CAPs
    caps = max(0, caps0 - (c.caps.get(side, 0) if hasattr(c, "caps") else 0))
    pay = getattr(action, "pay", "ap")
    extra = min(caps, getattr(action, "extra_caps", 0))
    parts = []
    if ap:
        parts.append(f"{ap} AP" + (" opp." if pay == "opportunity" else "") + (f" ({extra} via CAP)" if extra else ""))
    if pay == "card":
        parts.append(f"card {action.card}")
    other = caps - extra
    if other:
        parts.append(f"{other} CAP" + ("s" if other > 1 else "") + (" (command)" if pay == "caps" else ""))
    return Cost(ap, caps, " + ".join(parts) if parts else "0")


def p_at_least(n: int) -> float:
    """P(2D6 >= n)."""
    if n <= 2:
        return 1.0
    if n > 12:
        return 0.0
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= n) / 36


def hit_chances(state, fire) -> list[tuple[str, float]]:
    """``[(unit id, P(hit))]`` for each target of ``fire`` that the acting
    side can see (empty for other actions, other rulesets, or an attack the
    rules core refuses); an engine with ``hit_chances(state, action)`` gives them itself."""
    hook = engine_hook(state, "hit_chances")
    if hook is not None:
        return hook(state, fire)
    if getattr(fire, "type", "") != "fire" or not traits(state.game.scenario.ruleset).command_points:
        return []  # the fallback below is the AP/CAP attack probe (fire with rolled CAPs)
    from core.play.coh.legal import probe_attack
    pos = state.pos
    side = state.current_player()
    tu = state.unit(fire.target)
    th = tu.hex if tu is not None else pos.hexmap.parse(fire.target)
    memo = state.data.memo.setdefault("attack", {})
    res = probe_attack(pos, memo, list(fire.units), fire.target, th)
    if res is None:
        return []
    gt = 1 if pos.options.hit_comparison == ">" else 0
    out = []
    for r in res.results:
        if r.unit_id is None or r.defense_value is None:
            continue
        v = state.unit(r.unit_id)
        if v is None or (v.hidden and v.side != side):
            continue
        need = r.defense_value - (r.attack_value - 2) - fire.roll_caps + gt
        out.append((r.unit_id, p_at_least(need)))
    return out


def hit_text(chances: list[tuple[str, float]], name=lambda uid: uid) -> str:
    """``"Rifles '41 58%, MG 31%"`` (empty when no chances); ``name`` maps
    a unit id to the text shown (default: the id)."""
    return ", ".join(f"{name(uid)} {p * 100:.0f}%" for uid, p in chances)
