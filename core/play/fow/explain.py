"""What a surface shows beside a Flames of War action and a roll, from the
engine (the playtest's action list, the log, ``hexwright replay
--explain``): no Qt, no text parsing.

* `p_die(needed)`: chance one d6 scores ``needed`` (above 6: a 6, then a
  re-roll of ``needed - 3`` or more, tng_fow.md B.2).
* `shot_terms(state, firer, target)`: the to-hit number itemised -- the
  target's skill (seed 001 p. 91, tng_fow.md B.2), +1 concealed and +1
  gone to ground while concealed (seed 001 p. 90), +1 long range
  (tng_fow.md B.2) -- and the dice (ROF, halved when moving, seed 001 p. 91).
* `hit_chances(state, action)`: ``[(target id, P(at least one hit))]`` of
  a ``fire`` action.
* `shot_text`, `save_text`: the same as one log line.
* `preview(state, action)`: the odds of a ``fire`` before its dice.
* `explain(state, since=0)`: the engine hook of ``hexwright replay
  --explain``: every dice resolution of the game from index ``since``
  (``roll``, ``who``, ``dice``, ``needed``, ``chance``, ``outcome``,
  ``lines``; recorded by `core.play.fow.resolve`).
* `test_terms(spec)`: a skill / motivation test (remount, unbog, bog, dig
  in) as the number needed, its rule and the chance.
"""
from __future__ import annotations

from core.play.fow.legal import in_command, shot
from core.rules.fow.data import tables


def p_die(needed: int) -> float:
    """P(one d6 scores ``needed``): 1-6 read directly, 7-9 a 6 then a
    re-roll of ``needed - 3`` or more, above 9 never (tng_fow.md B.2)."""
    if needed <= 1:
        return 1.0
    if needed <= 6:
        return (7 - needed) / 6
    if needed <= 9:
        return (1 / 6) * (7 - (needed - 3)) / 6
    return 0.0


def p_any(needed: int, dice: int) -> float:
    """P(at least one of ``dice`` d6 scores ``needed``)."""
    return 1 - (1 - p_die(needed)) ** max(0, dice)


def shot_terms(state, firer: str, target: str) -> dict:
    """``{"legal", "reason", "base", "terms": [(what, +n, rule)], "needed",
    "dice", "dice_terms": [(what, rule)], "chance_die", "chance_any"}`` of
    team ``firer`` shooting at team ``target`` now."""
    s = shot(state, firer, target)
    t = state.team(target)
    base = tables()["skill"][t.skill]["hit_on"]
    mods = tables()["to_hit_modifiers"]
    terms = []
    if s.concealed:
        terms.append(("concealed", mods["concealed"]["value"], "seed 001 p. 90"))
        if s.gone_to_ground:
            terms.append(("gone to ground", mods["gone_to_ground_and_concealed"]["value"],
                          "seed 001 p. 90"))
    if s.long_range:
        terms.append(("long range", mods["long_range"]["value"], "tng_fow.md B.2"))
    f = state.team(firer)
    if s.legal and "moved" in f.status and not in_command(state, firer):
        terms.append(("out of command", state.data.rules["out_of_command_to_hit"], "tng_fow.md B.5"))
    rof = state.data.base[firer].weapons[0].rof if state.data.base[firer].weapons else 0
    dice_terms = [(f"ROF {rof}", "seed 001 p. 91")]
    if s.legal and "pinned" in f.status and s.dice < rof:
        dice_terms.append((f"Pinned Down: ROF {s.dice}", "tng_fow.md B.3"))
    elif s.legal and s.dice != rof:
        why = "tried to dig in" if "digging_in" in f.status else "moved"
        dice_terms.append((f"{why}: moving ROF {s.dice}", "seed 001 p. 91 (Moving ROF table)"))
    return {"legal": s.legal, "reason": s.reason, "base": base,
            "base_rule": f"target {t.skill}: hit on {base}+ (seed 001 p. 91, tng_fow.md B.2)",
            "terms": terms, "needed": s.to_hit, "dice": s.dice, "dice_terms": dice_terms,
            "chance_die": p_die(s.to_hit) if s.legal else 0.0,
            "chance_any": p_any(s.to_hit, s.dice) if s.legal else 0.0}


def shot_panel(terms: dict) -> dict:
    """The explanation-panel fields of a shot: ``against`` (the score to
    reach, itemised: the target's skill and each modifier), ``target``,
    ``needed``, ``chance`` (at least one hit), ``rule``, ``plus`` (none: a
    d6 alone)."""
    against = [{"name": "target's skill", "value": terms["base"], "rule": "tng_fow.md B.2"}]
    against += [{"name": n, "value": v, "rule": r} for n, v, r in terms["terms"]]
    return {"plus": [], "against": against, "target": terms["needed"], "needed": f"{terms['needed']}+",
            "chance": terms["chance_any"], "rule": "seed 001 p. 91"}


def preview(state, action) -> list[dict]:
    """The odds of a ``fire`` before its dice (the playtest's explanation
    panel), in the dicts of `explain`; [] for other actions."""
    if getattr(action, "type", "") != "fire" or state.is_chance_node() or state.is_terminal():
        return []
    t = shot_terms(state, action.units[0], action.target)
    if not t["legal"]:
        return []
    return [dict(shot_panel(t), roll="shoot", who=action.units[0], dice=[], outcome=None,
                 lines=[f"{state.data.names.get(action.units[0], action.units[0])} fires at "
                        f"{state.data.names.get(action.target, action.target)}: {t['needed']}+ on each of {t['dice']} "
                        f"{'die' if t['dice'] == 1 else 'dice'}, at least one hit {t['chance_any'] * 100:.0f}%",
                        shot_text(t)])]


def hit_chances(state, action) -> list[tuple[str, float]]:
    """``[(target team id, P(at least one hit))]`` for a ``fire`` action
    whose shot is legal now; ``[]`` for other actions."""
    if getattr(action, "type", "") != "fire" or state.is_chance_node() or state.is_terminal():
        return []
    t = shot_terms(state, action.units[0], action.target)
    return [(action.target, t["chance_any"])] if t["legal"] else []


def shot_text(terms: dict) -> str:
    """One line for the log and ``replay --explain``: the to-hit number
    itemised with rules, the dice and the chances (see `shot_terms`)."""
    mods = ", ".join(f"{n} {v:+d} ({r})" for n, v, r in terms["terms"])
    dice = ", ".join(f"{n} ({r})" for n, r in terms["dice_terms"])
    return (f"{terms['base_rule']}{'; ' + mods if mods else ''}: needs {terms['needed']}+ on each die "
            f"({terms['chance_die'] * 100:.0f}%); {dice}: {terms['dice']} "
            f"{'die' if terms['dice'] == 1 else 'dice'}, at least one hit "
            f"{terms['chance_any'] * 100:.0f}%")


def save_text(save: int | None, armour: int | None, anti_tank: int) -> str:
    """How a hit is saved: ``"save 3+ (67%, tng_fow.md B.4)"`` or the armour comparison."""
    if armour is not None:
        return (f"armour {armour} + d6 vs anti-tank {anti_tank}: bounced above, glancing equal, penetrated below "
                "(tng_fow.md B.4)")
    if save is None:
        return "no save"
    return f"save {save}+ ({p_die(save) * 100:.0f}%, tng_fow.md B.4)"


_TESTS = {"remount": ("motivation", "play_rules.json remount_test (motivation test)"),
          "unbog": ("skill", "tng_fow.md B.5: freeing a bogged vehicle is a skill test"),
          "dig_in": ("skill", "seed 001 pp. 90-91: digging in is a skill test"),
          "bog": ("going", "tng_fow.md B.5: difficult going 2+, very difficult a skill test"),
          "rally": ("motivation", "play_rules.json pinned_rally (a pinned platoon's motivation test)"),
          "company_morale": ("motivation", "tng_fow.md B.2: company below half strength")}


def test_terms(spec: dict) -> dict:
    """``{"what", "needed", "rule", "chance"}`` of a pending test spec
    (`core.play.fow.dice` ``kind == "test"``)."""
    kind, rule = _TESTS.get(spec.get("test", ""), ("test", "tng_fow.md B.2"))
    need = int(spec.get("needed", 7))
    return {"what": f"{spec.get('test', 'test')} ({kind})", "needed": need, "rule": rule, "chance": p_die(need)}


def explain(state, since: int = 0) -> list[dict]:
    """See module doc."""
    return [dict(d) for d in state.rolls[since:]]
