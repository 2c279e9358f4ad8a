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
  in, breakdown) as the number needed, its rule and the chance.
* `bombard_panel`, `bombard_text`: a bombardment or smoke (tng_fow.md B.4,
  B.2): each ranging attempt's number itemised (the aimed team's skill,
  concealed, gone to ground, smoke, the attempt), the chance to range in
  within the attempts, and each team under the template with its own
  number and chance; `preview` and `hit_chances` give the same odds
  before the dice.
"""
from __future__ import annotations

from core.i18n import N_, _, ngettext
from core.play.describe import term_label
from core.play.fow.legal import in_command, shot, smoke_hexes, spotter
from core.play.rule_text import rule_text
from core.rules.fow.bombardment import ranging_attempts, ranging_terms
from core.rules.fow.data import tables


SKILLS = (N_("veteran"), N_("trained"), N_("conscript"))   # tables.json "skill", shown translated


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
    if s.concealed and s.smoke:
        terms.append((_("smoke (concealed)"), mods["concealed"]["value"], "tng_fow.md B.2"))
        if s.gone_to_ground:
            terms.append((N_("gone to ground"), mods["gone_to_ground_and_concealed"]["value"],
                          "seed 001 p. 90"))
    elif s.concealed:
        terms.append((N_("concealed"), mods["concealed"]["value"], "seed 001 p. 90"))
        if s.gone_to_ground:
            terms.append((N_("gone to ground"), mods["gone_to_ground_and_concealed"]["value"],
                          "seed 001 p. 90"))
    if s.long_range:
        terms.append((N_("long range"), mods["long_range"]["value"], "tng_fow.md B.2"))
    f = state.team(firer)
    if s.legal and "moved" in f.status and not in_command(state, firer):
        terms.append((N_("out of command"), state.data.rules["out_of_command_to_hit"], "tng_fow.md B.5"))
    rof = state.data.base[firer].weapons[0].rof if state.data.base[firer].weapons else 0
    dice_terms = [(_("ROF {rof}").format(rof=rof), "seed 001 p. 91")]
    doubled = s.legal and "at_the_double" in t.status
    base_dice = s.dice // tables()["at_the_double"]["shooter_dice_factor"] if doubled else s.dice
    if s.legal and "pinned" in f.status and base_dice < rof:
        dice_terms.append((_("Pinned Down: ROF {rof}").format(rof=base_dice), "tng_fow.md B.3"))
    elif s.legal and base_dice != rof:
        why = _("tried to dig in") if "digging_in" in f.status else _("moved")
        dice_terms.append((_("{why}: moving ROF {rof}").format(why=why, rof=base_dice),
                           "seed 001 p. 91 (Moving ROF table)"))
    if doubled:
        dice_terms.append((_("target moved At the Double: dice doubled to {n}").format(n=s.dice), "tng_fow.md B.3"))
    return {"legal": s.legal, "reason": s.reason, "base": base,
            "base_rule": _("target {skill}: hit on {base}+ (seed 001 p. 91, tng_fow.md B.2)").format(
                skill=_(t.skill), base=base),
            "terms": terms, "needed": s.to_hit, "dice": s.dice, "dice_terms": dice_terms,
            "chance_die": p_die(s.to_hit) if s.legal else 0.0,
            "chance_any": p_any(s.to_hit, s.dice) if s.legal else 0.0}


def shot_panel(terms: dict) -> dict:
    """The explanation-panel fields of a shot: ``against`` (the score to
    reach, itemised: the target's skill and each modifier), ``target``,
    ``needed``, ``chance`` (at least one hit), ``rule``, ``plus`` (none: a
    d6 alone)."""
    against = [{"name": _("target's skill"), "value": terms["base"], "rule": "tng_fow.md B.2"}]
    against += [{"name": n, "value": v, "rule": r} for n, v, r in terms["terms"]]
    return {"plus": [], "against": against, "target": terms["needed"], "needed": f"{terms['needed']}+",
            "chance": terms["chance_any"], "rule": "seed 001 p. 91"}


def _against(terms: dict, first: str) -> list[dict]:
    out = [{"name": first, "value": terms["base"], "rule": "tng_fow.md B.2"}]
    return out + [{"name": n, "value": v, "rule": r} for n, v, r in terms["terms"]]


def p_ranged(ranging: list[dict]) -> float:
    """P(ranging in within the attempts): 1 - the product of the misses."""
    miss = 1.0
    for r in ranging:
        miss *= 1 - p_die(int(r["needed"]))
    return 1 - miss


def bombard_panel(ranging: list[dict], smoke: bool) -> dict:
    """The explanation-panel fields of a bombardment's first ranging-in roll
    (``against``: the aimed team's skill and each term; ``chance``: to range
    in within all the attempts)."""
    first = ranging[0]
    return {"plus": [], "against": _against(first, _("aimed team's skill")), "target": first["needed"],
            "needed": f"{first['needed']}+", "chance": p_ranged(ranging),
            "rule": "tng_fow.md B.2 (smoke)" if smoke else "tng_fow.md B.4"}


def _terms_text(t: dict) -> str:
    mods = ", ".join(f"{term_label(n)} {v:+d} ({rule_text(r)})" for n, v, r in t["terms"])
    return _("hit on {base}+{mods}: needs {needed}+ ({pct}%)").format(
        base=t["base"], mods="; " + mods if mods else "", needed=t["needed"], pct=f"{p_die(t['needed']) * 100:.0f}")


def bombard_text(state, tid: str, target: str, spot: str, ranging: list[dict], teams: list[dict], smoke: bool,
                 hexes: list) -> str:
    """One log line of a bombardment before its dice: the template's hexes,
    the spotter, each ranging attempt itemised with its chance, the chance
    to range in, and each team under the template (HE) with its number."""
    tries = "; ".join(_("attempt {k}: {terms}").format(k=k, terms=_terms_text(r)) for k, r in enumerate(ranging, 1))
    under = "; ".join(f"{u['target']} {_terms_text(u['terms'])}, {save_text(u['save'], u['armour'], u['anti_tank'])}"
                      for u in teams)
    what = _("smoke bombardment") if smoke else _("bombardment")
    line = _("{team} fires a {what} on {target} (template on {hexes}, tng_fow.md B.4); spotter {spotter} ranges "
             "in: {tries}; ranged in within {n} attempts {pct}%").format(
        team=tid, what=what, target=target, hexes=", ".join(state.label(h) for h in hexes), spotter=spot,
        tries=tries, n=len(ranging), pct=f"{p_ranged(ranging) * 100:.0f}")
    if not smoke:
        line += "; " + (_("under the template: {teams}").format(teams=under) if under
                        else _("no enemy team under the template"))
    return line


def bombard_odds(state, action) -> dict | None:
    """``{"spotter", "ranging", "chance"}`` of a ``bombard``/``smoke`` action now, or None."""
    if getattr(action, "type", "") not in ("bombard", "smoke") or state.is_chance_node() or state.is_terminal():
        return None
    found = spotter(state, action.team, action.target)
    if found is None:
        return None
    spot = found[0]
    ranging = [ranging_terms(state.team(action.target), state.team(spot), state.data.hexmap, k, smoke_hexes(state))
               for k in range(1, ranging_attempts() + 1)]
    return {"spotter": spot, "ranging": ranging, "chance": p_ranged(ranging)}


def preview(state, action) -> list[dict]:
    """The odds of a ``fire``, ``bombard`` or ``smoke`` before its dice (the
    playtest's explanation panel), in the dicts of `explain`; [] for other
    actions."""
    odds = bombard_odds(state, action)
    if odds is not None:
        names = state.data.names
        smoke = action.type == "smoke"
        r0 = odds["ranging"][0]
        return [dict(bombard_panel(odds["ranging"], smoke), roll=action.type, who=action.team, dice=[], outcome=None,
                     lines=[_("{team} {what} {target}: spotter {spotter} ranges in on {needed}+, within {n} attempts "
                              "{pct}%").format(team=names.get(action.team, action.team),
                                               what=_("lays smoke on") if smoke else _("bombards"),
                                               target=names.get(action.target, action.target),
                                               spotter=names.get(odds["spotter"], odds["spotter"]),
                                               needed=r0["needed"], n=len(odds["ranging"]),
                                               pct=f"{odds['chance'] * 100:.0f}"),
                            "; ".join(_("attempt {k}: {terms}").format(k=k, terms=_terms_text(r))
                                      for k, r in enumerate(odds["ranging"], 1))])]
    if getattr(action, "type", "") != "fire" or state.is_chance_node() or state.is_terminal():
        return []
    t = shot_terms(state, action.units[0], action.target)
    if not t["legal"]:
        return []
    return [dict(shot_panel(t), roll="shoot", who=action.units[0], dice=[], outcome=None,
                 lines=[ngettext("{team} fires at {target}: {needed}+ on each of {n} die, at least one hit {pct}%",
                                 "{team} fires at {target}: {needed}+ on each of {n} dice, at least one hit {pct}%",
                                 t["dice"]).format(team=state.data.names.get(action.units[0], action.units[0]),
                                                   target=state.data.names.get(action.target, action.target),
                                                   needed=t["needed"], n=t["dice"],
                                                   pct=f"{t['chance_any'] * 100:.0f}"),
                        shot_text(t)])]


def hit_chances(state, action) -> list[tuple[str, float]]:
    """``[(target team id, P(at least one hit))]`` for a ``fire`` action
    whose shot is legal now, ``[(target, P(ranging in))]`` for a
    ``bombard`` or ``smoke``; ``[]`` for other actions."""
    odds = bombard_odds(state, action)
    if odds is not None:
        return [(action.target, odds["chance"])]
    if getattr(action, "type", "") != "fire" or state.is_chance_node() or state.is_terminal():
        return []
    t = shot_terms(state, action.units[0], action.target)
    return [(action.target, t["chance_any"])] if t["legal"] else []


def shot_text(terms: dict) -> str:
    """One line for the log and ``replay --explain``: the to-hit number
    itemised with rules, the dice and the chances (see `shot_terms`)."""
    mods = ", ".join(f"{term_label(n)} {v:+d} ({rule_text(r)})" for n, v, r in terms["terms"])
    dice = ", ".join(f"{n} ({r})" for n, r in terms["dice_terms"])
    return ngettext("{base}{mods}: needs {needed}+ on each die ({pct_die}%); {dice}: {n} die, at least one hit "
                    "{pct}%",
                    "{base}{mods}: needs {needed}+ on each die ({pct_die}%); {dice}: {n} dice, at least one hit "
                    "{pct}%", terms["dice"]).format(
        base=terms["base_rule"], mods="; " + mods if mods else "", needed=terms["needed"],
        pct_die=f"{terms['chance_die'] * 100:.0f}", dice=dice, n=terms["dice"],
        pct=f"{terms['chance_any'] * 100:.0f}")


def save_text(save: int | None, armour: int | None, anti_tank: int) -> str:
    """How a hit is saved: ``"save 3+ (67%, tng_fow.md B.4)"`` or the armour comparison."""
    if armour is not None:
        return _("armour {armour} + d6 vs anti-tank {anti_tank}: bounced above, glancing equal, penetrated below "
                 "(tng_fow.md B.4)").format(armour=armour, anti_tank=anti_tank)
    if save is None:
        return _("no save")
    return _("save {save}+ ({pct}%, tng_fow.md B.4)").format(save=save, pct=f"{p_die(save) * 100:.0f}")


_TESTS = {"remount": ("motivation", "play_rules.json remount_test (motivation test)"),
          "unbog": ("skill", "tng_fow.md B.5: freeing a bogged vehicle is a skill test (Wide Tracks 4+)"),
          "dig_in": ("skill", "seed 001 pp. 90-91: digging in is a skill test"),
          "bog": ("going", "tng_fow.md B.5: difficult going 2+ (heavy or overloaded 3+), very difficult a skill "
                           "test"),
          "breakdown": ("unreliable", "tng_fow.md B.5: Unreliable breaks down on a 1 At the Double"),
          "rally": ("motivation", "play_rules.json pinned_rally (a pinned platoon's motivation test)"),
          "company_morale": ("motivation", "tng_fow.md B.2: company below half strength")}


# the tests' and their kinds' names as the log shows them (test_label), and the results of hits (result_text)
# (the tests' msgids are their ids, as the English log has always shown them)
TEST_WORDS = (N_("remount"), N_("unbog"), N_("dig_in"), N_("bog"), N_("breakdown"), N_("rally"),
              N_("company_morale"), N_("test"), N_("motivation"), N_("skill"), N_("going"), N_("unreliable"))
RESULT_WORDS = (N_("bounced"), N_("saved"), N_("destroyed"), N_("destroyed (no save)"),
                N_("failed save, survived the Firepower test"), N_("glancing"), N_("penetrated"),
                N_("bailed out"), N_("no effect"))


def test_terms(spec: dict) -> dict:
    """``{"what", "needed", "rule", "chance"}`` of a pending test spec
    (`core.play.fow.dice` ``kind == "test"``); ``what`` stays data
    (``"bog (going)"``, an explanation term name), `test_label` is how it reads."""
    kind, rule = _TESTS.get(spec.get("test", ""), ("test", "tng_fow.md B.2"))
    need = int(spec.get("needed", 7))
    return {"what": f"{spec.get('test', 'test')} ({kind})", "needed": need, "rule": rule, "chance": p_die(need)}


def test_label(test: str, kind: str | None = None) -> str:
    """Test ``test`` (``"dig_in"``) with its kind (``"skill"``; None: the
    name alone) as the log shows it, in the user's language."""
    name = _(test)
    return name if kind is None else _("{test} ({kind})").format(test=name, kind=_(kind))


def result_text(results: list[str]) -> str:
    """The hits' results (`core.play.fow.dice`: ``"saved"``, ``"glancing:
    bailed out"``...) joined with ``; `` in the user's language."""
    out = []
    for r in results:
        head, sep, tail = r.partition(": ")
        out.append(f"{_(head)}: {_(tail)}" if sep else _(r))
    return "; ".join(out)


def explain(state, since: int = 0) -> list[dict]:
    """See module doc."""
    return [dict(d) for d in state.rolls[since:]]
