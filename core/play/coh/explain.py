"""Explanations of a Conflict of Heroes game, made in core and shown by
every surface (log, ``hexwright replay --explain``, the playtest panel):

* `explain_illegal`: why an action is illegal, a `RulesError` naming the
  rule (seed 000 §9.0-9.2, §10; coh.md 1.1), built by asking the rules core
  to apply the action on a copy of the position with placeholder dice;
* every roll explained (attack, rally, sniper detection, mines,
  initiative): each modifier itemised with its value and rule, the number
  needed and the chance (`attack_explanations`, `rally_explanation`, ...;
  `explain` is the engine hook, `preview` the odds before a roll).
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from core.errors import RulesError
from core.i18n import _, language, ngettext, percent
from core.play.actions import Activate, Enter, Fire, PlayCard, Rally
from core.play.coh.cards import CardAt, weapon_args
from core.play.coh.kinds import KINDS, spotter_of
from core.play.coh.reactions import React
from core.play.coh.terms import outcome_text, term_text
from core.play.coh.withdrawal import RULE as WITHDRAWAL_RULE, blocked as withdrawal_blocked
from core.play.rule_text import rule_text
from core.rules.coh import activation as A
from core.rules.coh.combat import attack
from core.rules.coh.hitmarkers import rally_roll


def explain_illegal(st, a) -> RulesError:
    """The `RulesError` for action ``a``, which is not among
    ``st.legal_actions()``."""
    side = st.turn
    units = tuple(getattr(a, "units", ()) or ((a.unit,) if isinstance(a, Activate) else ()))
    for uid in units:
        u = st.unit(uid)
        if u is None and uid not in st.pending.get(side, []):
            return RulesError(_("{a}: {side} has no unit {uid!r} on the map or waiting to enter").format(
                                  a=a, side=side, uid=uid))
        if u is not None and u.side != side:
            return RulesError(_("{a}: unit {uid} is not {side}'s; it is {turn}'s turn").format(
                                  a=a, uid=uid, side=side, turn=st.turn), "coh.md 1.1")
    if withdrawal_blocked(st, a):
        return RulesError(_("{a}: on the turn after the enemy entered its hex, a unit may not withdraw into the hex "
                            "the enemy came from nor the two hexes next to both").format(a=a), WITHDRAWAL_RULE)
    if st.must_act and st.activation[side]["lead"] not in units:  # the lead's own action: the rules say why below
        return RulesError(_("{a}: {side} has just activated {lead} and must act with it").format(
                              a=a, side=side, lead=st.activation[side]['lead']),
                          "seed 000 §9.0")
    if isinstance(a, React):
        return RulesError(_("{a} is not legal now (no reaction window is open for {side}, the card is "
                            "not in the hand, or it does not apply to this roll or move)").format(
                              a=a, side=side), "coh.md 11")
    if isinstance(a, (Activate, Enter, PlayCard, CardAt)):
        return RulesError(_("{a} is not legal now (a spent unit, a wrong entry hex, a card not in the "
                            "hand or not enough CAPs)").format(a=a), "seed 000 §8.1, §9.0")
    pay = getattr(a, "pay", "ap")
    act_rec = st.activation.get(side)
    if pay == "ap" and act_rec is None:
        return RulesError(_("{a}: {side} has no activation: activate a unit first").format(
                              a=a, side=side), "seed 000 §9.0")
    kind = KINDS.get(type(a))
    d = {"units": list(units), "action": kind, "pay": pay, "dice": [1, 1] * 8}
    if getattr(a, "vehicle", None):  # a load's vehicle (transport.py): the rules core's target
        d["target"] = a.vehicle
    for k in ("target", "facing", "to"):
        v = getattr(a, k, None)
        if v is None:
            continue
        if k == "to":
            d["to"] = dict(zip(units, v if isinstance(v, tuple) else (v,)))
        elif k == "facing":
            if not units:
                return RulesError(_("{a}: names no unit to turn").format(a=a))
            d["facing"] = {units[0]: v}
        else:
            d[k] = v
    if kind == "rally":
        d["dice"] = [6, 6] * len(units)
    if kind == "fire":
        d["dice"] = [1, 1]
    members = tuple(act_rec["members"]) if act_rec else ()
    pool = act_rec["pool"] if act_rec else 0
    try:
        A.apply_action(A.Activation(st.pos, pool + getattr(a, "extra_caps", 0),
                                    st.caps[side] if pay != "card" else None, members), d)
    except RulesError as e:
        return RulesError(f"{a}: {e}") if e.rule is None else _with_rule(f"{a}: {e}", e.rule)
    return RulesError(_("{a} is not among the legal actions now").format(a=a), "seed 000 §9.2")


def _with_rule(msg: str, rule: str) -> RulesError:
    e = RulesError(msg)
    e.rule = rule
    return e


# --- every roll explained (issue 12) ------------------------------------------
# An explanation is a JSON-ready dict made from the computation that resolves
# the roll (the rules core's AttackResult / RallyResult, the mines' Hit Number,
# the detection and initiative rules):
#   roll      "attack" | "rally" | "detection" | "mines" | "initiative"
#   who       readable subject ("g1+g2 -> s1")
#   dice      "2D6" | "1D6"
#   plus      [{name, value, rule}] added to the dice (FP, modifiers, CAPs, bonuses)
#   against   [{name, value, rule}] making up the number to reach (DV...)
#   target    the number to reach (DV, rally number, Hit Number, 6...)
#   needed    the dice total needed (None: cannot succeed / always succeeds)
#   chance    P(success) with these dice
#   critical_needed / critical_chance   (attacks: two hits, destroyed)
#   rolled    the dice total (None in a preview); outcome "hit", "miss", ...
#   lines     the same as readable text (log, CLI, panel)


def p_2d6_at_least(n: int) -> float:
    """P(2D6 >= n)."""
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= n) / 36


def p_1d6_at_least(n: int) -> float:
    """P(1D6 >= n)."""
    return min(6, max(0, 7 - n)) / 6


def _term(name, value, rule) -> dict:
    return {"name": name, "value": int(value), "rule": rule}


def _terms_text(terms: list[dict]) -> str:
    return " ".join(_term_line(language(), t["name"], t["value"], t["rule"]) for t in terms).lstrip("+")


_TERM_LINES: dict[tuple, str] = {}


def _term_line(lang: str, name: str, value: int, rule: str) -> str:
    """One term as text (``+2 adjacent [coh.md 2.2]``) in language ``lang``
    (the current one), kept per (lang, name, value, rule): the same few
    terms recur on every roll."""
    key = (lang, name, value, rule)
    got = _TERM_LINES.get(key)
    if got is None:
        if len(_TERM_LINES) > 20_000:
            _TERM_LINES.clear()
        got = _TERM_LINES[key] = f"{value:+d} {term_text(name)} [{rule_text(rule)}]"
    return got


def _needed_text(d: dict) -> str:
    n, dice = d["needed"], d["dice"]
    if n is None and d.get("target") is None:
        return _("no visible unit in the hex (hidden units there: the roll is against the lowest front Defense)")
    if d["chance"] <= 0:
        return _("cannot succeed ({dice} would need {n})").format(dice=dice, n=n)
    if d["chance"] >= 1:
        return _("succeeds on any {dice}").format(dice=dice)
    return _("needs {dice} >= {n} ({chance})").format(dice=dice, n=n, chance=percent(d['chance']))


def _finish(d: dict, head: str) -> dict:
    """Fill ``d["lines"]`` (the readable text, in the current language;
    the other fields stay data) from the explanation ``d``."""
    line = _("{head}: {needed}").format(head=head, needed=_needed_text(d))
    if d.get("critical_needed") is not None and d.get("critical_chance"):
        line += _(", destroyed on {n}+ ({chance})").format(n=d["critical_needed"],
                                                           chance=percent(d['critical_chance']))
    if d.get("rolled") is not None:
        outcome = d.pop("outcome_text", None) or outcome_text(d["outcome"])
        line += _("; rolled {rolled}: {outcome}").format(rolled=d["rolled"], outcome=outcome)
    d["lines"] = [line, _("  for: {terms}").format(terms=_terms_text(d["plus"]) or _("nothing added to the dice"))]
    if d["against"]:
        d["lines"].append(_("  against {target}: {terms}").format(target=d["target"], terms=_terms_text(d["against"])))
    return d


def attack_explanations(position, firers, res, rolled: bool = True) -> list[dict]:
    """One explanation per roll of the resolved (or previewed) attack
    ``res`` (`core.rules.coh.combat.AttackResult`) by ``firers``."""
    opts = position.options
    out = []
    for r in res.results:
        plus = [_term(t.name, t.value, t.rule) for t in res.attack_terms(r)]
        s = sum(t["value"] for t in plus)
        who = "+".join(firers) + " -> " + (r.unit_id or position.label(res.target_hex))
        if r.defense_value is None:
            d = {"roll": "attack", "who": who, "dice": "2D6", "plus": plus, "against": [], "target": None,
                 "needed": None, "chance": 0.0, "rolled": r.roll if rolled else None,
                 "outcome": "no unit in the hex", "rule": "seed 000 §10.0 rule 3"}
            out.append(_finish(d, _("attack {who}").format(who=who)))
            continue
        against = [_term(t.name, t.value, t.rule) for t in r.defense]
        step = 0 if opts.hit_comparison == ">=" else 1
        need = r.defense_value - s + step
        crit = r.defense_value + opts.critical_margin - s
        already = bool(position.unit(r.unit_id).hits) if rolled is False else False
        d = {"roll": "attack", "who": who, "dice": "2D6", "plus": plus, "against": against,
             "target": r.defense_value, "needed": need, "chance": p_2d6_at_least(need),
             "critical_needed": crit, "critical_chance": p_2d6_at_least(crit),
             "rolled": r.roll if rolled else None, "rule": "coh.md 2.1 (AV = FP + 2D6 >= DV)",
             "outcome": ("destroyed" if r.destroyed else "hit" if r.hit else "miss")}
        if already:
            d["note"] = _("already hit: any hit destroys it (coh.md 3.1)")
        out.append(_finish(d, _("attack {who}").format(who=who)))
    return out


def rally_explanation(position, r, rolled: bool = True) -> dict:
    """The explanation of one rally roll (`RallyResult` ``r``)."""
    opts = position.options
    plus = [_term(*t) for t in r.terms]
    step = 0 if opts.rally_comparison == ">=" else 1
    need = r.number - sum(t["value"] for t in plus) + step
    d = {"roll": "rally", "who": r.unit_id, "dice": "2D6", "plus": plus,
         "against": [_term("rally_number", r.number, "coh.md 3.2-3.4 (highest marker's rally number)")],
         "target": r.number, "needed": need, "chance": p_2d6_at_least(need),
         "rolled": r.dice if rolled else None, "outcome": "rallied" if r.rallied else "failed",
         "rule": "coh.md 3.4"}
    return _finish(d, _("rally {unit}").format(unit=r.unit_id))


def detection_explanation(position, die: int | None, caps: int) -> dict:
    """The sniper detection check: 1D6 + CAPs >= 6 (seed 000 §10.3)."""
    on = position.options.sniper_detect_on
    plus = [_term("caps", caps, "coh.md 1.1 (at most 2 CAPs per roll)")] if caps else []
    d = {"roll": "detection", "who": "sniper", "dice": "1D6", "plus": plus,
         "against": [_term("detect_on", on, "seed 000 §10.3")], "target": on, "needed": on - caps,
         "chance": p_1d6_at_least(on - caps), "rolled": die,
         "outcome": None if die is None else ("found" if die + caps >= on else "stays hidden"),
         "rule": "seed 000 §10.3"}
    return _finish(d, _("sniper detection"))


def mines_explanation(position, uid: str, base_hn: int, caps: int, dice_total: int | None) -> dict:
    """A mine attack on ``uid``: 2D6 >= Hit Number - owner's CAPs
    (rules/coh.md 7; terrain, armour and smoke never count)."""
    opts = position.options
    hn = base_hn - caps
    against = [_term("hit_number", base_hn, "rules/coh.md 7 (play_rules.json mine_hit_number, assumed 8)")]
    if caps:
        against.append(_term("owner_caps", -caps, "rules/coh.md 7 (only the owner's CAPs, at most 2)"))
    need = hn + (0 if opts.hit_comparison == ">=" else 1)
    crit = hn + opts.critical_margin
    d = {"roll": "mines", "who": uid, "dice": "2D6", "plus": [], "against": against, "target": hn, "needed": need,
         "chance": p_2d6_at_least(need), "critical_needed": crit, "critical_chance": p_2d6_at_least(crit),
         "rolled": dice_total, "rule": "rules/coh.md 7",
         "outcome": None if dice_total is None else
         ("destroyed" if dice_total >= crit else "hit" if opts.succeeds(dice_total, hn) else "miss")}
    return _finish(d, _("mines attack {unit}").format(unit=uid))


def drift_explanation(side: str, die: int, caps: int, need: int, result) -> dict:
    """The drift check of ``side``'s artillery strike: 1D6 + CAPs >= the
    side's drift number (rules/coh.md 8.2); ``result`` a
    `core.rules.coh.strikes.DriftResult`."""
    plus = [_term("caps", caps, "coh.md 1.1 (at most 2 CAPs per roll)")] if caps else []
    d = {"roll": "drift", "who": f"{side} artillery", "dice": "1D6", "plus": plus,
         "against": [_term("drift_number", need, "rules/coh.md 8.2 (3 German, 4 Soviet; play_rules.json "
                                                 "drift_number)")],
         "target": need, "needed": need - caps, "chance": p_1d6_at_least(need - caps), "rolled": die,
         "rule": "rules/coh.md 8.2",
         "outcome": "on target" if result.on_target else
         (f"drifts {result.hexes} hex(es) toward hexside {result.direction}"
          + ("" if result.impact is not None else ": off the map, lost"))}
    if not result.on_target:   # the readable outcome, translated (d["outcome"] stays data)
        d["outcome_text"] = (ngettext("drifts {n} hex toward hexside {side}", "drifts {n} hexes toward hexside {side}",
                                      result.hexes).format(n=result.hexes, side=result.direction)
                             + ("" if result.impact is not None else _(": off the map, lost")))
    return _finish(d, _("drift check {side}").format(side=side))


def strike_explanation(position, sr, card: str) -> dict:
    """One strike roll (`core.rules.coh.strikes.StrikeRoll` ``sr``) of card
    ``card``: AV = card FP + 2D6 against DV (rules/coh.md 8.2)."""
    opts = position.options
    plus = [_term(t.name, t.value, t.rule) for t in sr.attack]
    s = sum(t["value"] for t in plus)
    need = sr.defense_value - s + (0 if opts.hit_comparison == ">=" else 1)
    crit = sr.defense_value + opts.critical_margin - s
    d = {"roll": "strike", "who": _("card {card} -> {unit}").format(
        card=card, unit=sr.unit_id), "dice": "2D6", "plus": plus,
         "against": [_term(t.name, t.value, t.rule) for t in sr.defense], "target": sr.defense_value,
         "needed": need, "chance": p_2d6_at_least(need), "critical_needed": crit,
         "critical_chance": p_2d6_at_least(crit), "rolled": sr.roll, "rule": "rules/coh.md 8.2 (AV >= DV)",
         "outcome": "destroyed" if sr.destroyed else "hit" if sr.hit else "miss"}
    return _finish(d, _("strike card {card} -> {unit}").format(card=card, unit=sr.unit_id))


def anti_air_explanation(uid: str, fp: int, defense: int, total: int | None, comparison: str = ">=") -> dict:
    """The anti-air roll of ``uid`` against an airplane: 2D6 + red FP >=
    the airplane's Defense (cards.json W04/W05 ``strike``, assumed)."""
    plus = [_term("fp_soft", fp, "printed on the counter (coh.md 2.1)")]
    need = defense - fp + (0 if comparison == ">=" else 1)
    d = {"roll": "anti_air", "who": _("{unit} -> airplane").format(unit=uid), "dice": "2D6", "plus": plus,
         "against": [_term("airplane_defense", defense, "cards.json W04/W05 strike.anti_air (assumed)")],
         "target": defense, "needed": need, "chance": p_2d6_at_least(need), "rolled": total,
         "rule": "cards.json W04/W05 (anti-air fire, assumed)",
         "outcome": None if total is None else ("driven off" if total >= need else "the airplane attacks")}
    return _finish(d, _("anti-air {unit}").format(unit=uid))


@lru_cache(maxsize=64)
def _first_odds(diff: int) -> float:
    """P(the first side's 2D6 beat the other's by more than ``diff``),
    ties rolled again (coh.md 1.1)."""
    win = tie = 0
    for x1 in range(1, 7):
        for x2 in range(1, 7):
            for y1 in range(1, 7):
                for y2 in range(1, 7):
                    dx = x1 + x2 - y1 - y2
                    win += dx > diff
                    tie += dx == diff
    return win / (1296 - tie) if tie < 1296 else 0.5


def initiative_explanation(sides, caps: dict, totals: dict | None) -> dict:
    """The initiative roll: each side 2D6 + its CAPs, higher first, ties
    rolled again (coh.md 1.1).  ``chance``: P(first side goes first)."""
    a, b = sides
    p = _first_odds(caps.get(b, 0) - caps.get(a, 0))
    plus = [_term(f"caps_{s}", caps[s], "coh.md 1.1 (at most 2 CAPs per roll)") for s in sides if caps.get(s)]
    d = {"roll": "initiative", "who": f"{a} vs {b}", "dice": "2D6 each", "plus": plus, "against": [],
         "target": None, "needed": None, "chance": p, "rolled": None if totals is None else totals.get(a),
         "rule": "coh.md 1.1 (both roll 2D6, higher goes first, ties re-rolled)",
         "outcome": None if totals is None else
         (f"{a} {totals[a]}, {b} {totals[b]}: " + ("tie, roll again" if totals[a] == totals[b] else
                                                   f"{a if totals[a] > totals[b] else b} first"))}
    outcome = "" if totals is None else _("{a} {ta}, {b} {tb}: {result}").format(
        a=a, ta=totals[a], b=b, tb=totals[b],
        result=_("tie, roll again") if totals[a] == totals[b] else
        _("{side} first").format(side=a if totals[a] > totals[b] else b))
    d["lines"] = [_("initiative {a} vs {b}: {a} goes first with {chance}").format(a=a, b=b, chance=percent(p))
                  + (f"; {outcome}" if outcome else ""),
                  _("  for: {terms}").format(terms=_terms_text(plus) or _("no CAPs"))]
    return d


def explain(st, since: int = 0) -> list[dict]:
    """Engine hook for ``hexwright replay --explain`` and the game log: the
    explanations of the rolls resolved in ``st``'s game, from index
    ``since`` on (module comment above for the keys)."""
    return [dict(d) for d in st.rolls[since:]]


def preview(st, action) -> list[dict]:
    """The explanations a fire or rally would get before its dice are
    rolled (``rolled`` None): the odds the panel shows when a target is
    hovered, from what the acting side knows (the enemy's hidden units
    left out).  [] for other actions or an attack the rules core refuses."""
    side = st.current_player()
    # what the acting side knows: the enemy's hidden units are not in the preview
    pos = replace(st.pos, units=tuple(u for u in st.pos.units if u.side == side or not u.hidden))
    if isinstance(action, Fire):
        try:
            res = attack(pos, list(action.units), action.target, [1, 1], action.roll_caps, 0, *weapon_args(action),
                         spotter=spotter_of(pos, action))
        except RulesError:
            return []
        return attack_explanations(pos, list(action.units), res, rolled=False)
    if isinstance(action, Rally):
        out = []
        for uid in action.units:
            try:
                r = rally_roll(pos, pos.unit(uid), [1, 1], action.roll_caps)
            except RulesError:
                continue
            out.append(rally_explanation(pos, r, rolled=False))
        return out
    return []


def record(st, exps: list[dict], hidden_side: str | None = None) -> None:
    """Keep ``exps`` in ``st.rolls`` and write their lines to the log;
    with ``hidden_side``, the lines name a hidden unit of that side and the
    other side reads only "roll against a hidden unit"."""
    for d in exps:
        st.rolls.append(d)
        for line in d["lines"]:
            st.say("    " + line, hidden_side, "    (a roll against a hidden unit)" if hidden_side else None)
