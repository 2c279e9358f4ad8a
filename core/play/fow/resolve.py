"""Applying actions to a `FowState`: player actions start a step's work
and, where dice are needed, a pending resolution (`core.play.fow.dice`)
that the following ``die`` chance outcomes complete.

Rules per action (module docs of flow.py / legal.py for the steps):

* ``move``: the team ends in the hex, is marked moved (so it loses
  stationary concealment and fires at its moving ROF next shooting step,
  seed 001 pp. 90-91) and is no longer dug in (a foxholes fortification
  in the new hex still digs it in); a vehicle faces along its last step; entering
  difficult or very difficult going makes a bog check
  (`core.rules.fow.movement.bog_check`; the going of the hex it ends in,
  assumed simplification).
* ``dig_in``: a skill test; passed -> dug in.  Either way the team counts as
  moved for its rate of fire but stays concealed and may go to ground (seed
  001 p. 90 table note, p. 91 tactics).
* ``fire``: `core.rules.fow.fire.assess_shot` gives the to-hit number, dice,
  save and armour; the team is marked fired (not gone to ground).
* ``assault``: the team is marked assaulted; defensive fire from the target,
  then the assault die (play_rules.json values, assumed).  A defender
  destroyed by an assault leaves its hex to the assaulting team when no
  other enemy team is there (assumed).
* ``double`` (tng_fow.md B.3/B.5): as ``move``, marked At the Double too
  (no shooting or assault this turn; shooters at it roll double dice); an
  Unreliable vehicle first rolls for a breakdown (a 1: bogged down).
* ``bombard`` / ``smoke`` (tng_fow.md B.4/B.2; `core.rules.fow.bombardment`):
  the team is marked fired; the spotter ranges in (up to three dice); HE
  then rolls to hit each enemy team under the template, each hit saved as a
  shot; smoke lays a smoke template until the laying side's next turn.  The
  template is kept in ``state.templates`` either way (the playtest draws
  it) and cleared at the start of the laying side's next turn.
* ``assault`` (tng_fow.md B.5): defensive fire from every team of the
  defender's side within 8 inches of the assaulting team that has a shot at
  it (the assaulted team first, then set-up order); 5 hits stop it.  A
  defender left unharmed tests its motivation: passed, it counter-attacks
  once; failed, it breaks off one hex away from the assaulter (destroyed
  when it cannot); the assaulter then takes an empty hex (consolidation).
* A hidden team that moves, shoots or assaults is revealed.
"""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import line
from core.i18n import _
from core.play.actions import Die, Fire, Move, Pass
from core.play.fow import artillery, assault, flow
from core.play.fow.actions import Assault, AtTheDouble, Bombard, DigIn, Smoke
from core.play.fow.dice import interpret
from core.play.fow.effects import apply_effect, pin
from core.play.fow.explain import (
    p_any,
    p_die,
    result_text,
    save_text,
    shot_panel,
    shot_terms,
    shot_text,
    test_label,
    test_terms,
)
from core.play.fow.legal import shot
from core.play.phases import phase_name
from core.play.rule_text import rule_text
from core.rules.fow import terrain as T
from core.rules.fow.data import tables
from core.rules.fow.movement import bog_check


def apply_action(st, a) -> None:
    """Apply ``a`` (a legal player action or, at a chance node, a ``die``);
    `RulesError` when it is not legal now."""
    if st.step == "over":
        raise RulesError(_("the game is over"))
    if st.is_chance_node():
        if not isinstance(a, Die) or not 1 <= a.value <= 6:
            raise RulesError(_("{a} is not a die outcome: the game waits for a die ({what})").format(
                                 a=a, what=_what(st.chance)))
        st.chance["dice"].append(a.value)
        _advance(st)
        return
    if a not in st.legal_actions():
        raise RulesError(_("{a} is not a legal action now ({turn}, {step} step)").format(
                             a=a, turn=st.turn, step=st.step), "tng_fow.md B")
    if isinstance(a, Pass):
        st.say(_("ends the {step} step").format(step=phase_name(st.step)))
        flow.end_step(st)
    elif isinstance(a, Move):
        _move(st, a.units[0], st.data.hexmap.parse(a.to[0]))
    elif isinstance(a, DigIn):
        _dig(st, a.team)
    elif isinstance(a, Fire):
        _fire(st, a.units[0], a.target)
    elif isinstance(a, Assault):
        _assault(st, a.team, a.target)
    elif isinstance(a, AtTheDouble):
        _move(st, a.team, st.data.hexmap.parse(a.to), double=True)
    elif isinstance(a, (Bombard, Smoke)):
        _start(st, artillery.start(st, a.team, a.target, isinstance(a, Smoke)))


def _what(spec: dict) -> str:
    return f"{spec.get('kind')} {spec.get('test', '')}".strip()


def _start(st, spec: dict) -> None:
    spec.setdefault("dice", [])
    spec["log_at"] = max(0, len(st.log) - 1)  # the line announcing it
    st.chance = spec
    _advance(st)


def _advance(st) -> None:
    spec = st.chance
    out = interpret(spec)
    if out is None:
        return
    st.chance = None
    _finish(st, spec, out)


def _move(st, tid: str, dest, double: bool = False) -> None:
    start = st.pos[tid]["hex"]
    st.acted.add(tid)
    st.set_flag(tid, "moved")
    if double:
        st.set_flag(tid, "at_the_double")
    st.set_flag(tid, "dug_in", False)
    st.pos[tid]["hex"] = dest
    t = st.team(tid)
    if t.type == "vehicle" or t.facing is not None:
        path = line(start, dest)
        st.pos[tid]["facing"] = st.data.hexmap.layout.direction_to(path[-2], path[-1])
    if double:
        st.say(_("{team} moves At the Double {start} -> {dest} (tng_fow.md B.3/B.5: may not shoot or assault "
                 "this turn; shooters at it roll double dice)").format(team=tid, start=st.label(start),
                                                                        dest=st.label(dest)))
    else:
        st.say(_("{tid} moves {start} -> {dest}").format(tid=tid, start=st.label(start), dest=st.label(dest)))
    flow.reveal(st, tid, _("it moved"))
    flow.reveal_near(st)
    going = T.hex_going(st.data.hexmap, dest)
    needed = next((d for d in range(1, 7) if bog_check(st.team(tid), going, d) == "passed"), None)
    bog = None
    if bog_check(st.team(tid), going, 6) != "no_check":
        bog = {"kind": "test", "test": "bog", "team": tid, "going": going, "needed": needed or 7}
    if double and t.unreliable:   # tng_fow.md B.5: Unreliable breaks down on a 1 At the Double
        down = int(tables()["bogging"]["unreliable"]["breaks_down_on"])
        _start(st, {"kind": "test", "test": "breakdown", "team": tid, "needed": down + 1, "then": bog})
        return
    if bog is not None:
        _start(st, bog)


def _dig(st, tid: str) -> None:
    st.acted.add(tid)
    st.set_flag(tid, "digging_in")
    t = st.data.base[tid]
    st.say(_("{tid} tries to dig in").format(tid=tid))
    _start(st, {"kind": "test", "test": "dig_in", "team": tid, "needed": tables()["skill"][t.skill]["skill_test"]})


def _shot_spec(st, firer: str, target: str) -> dict:
    s = shot(st, firer, target)
    t, w = st.team(target), st.data.base[firer].weapons[0]
    armour = None
    if t.armour is not None:
        armour = t.armour.side if s.armour_arc == "side" else t.armour.front
    return {"kind": "shoot", "firer": firer, "target": target, "to_hit": s.to_hit, "rof": s.dice, "save": s.save,
            "armour": armour, "anti_tank": w.anti_tank, "firepower": w.firepower, "long_range": s.long_range,
            "bulletproof": s.bulletproof, "target_bailed": "bailed_out" in t.status, "why": s.reason}


def _fire(st, tid: str, target: str) -> None:
    st.acted.add(tid)
    st.set_flag(tid, "fired")
    flow.reveal(st, tid, _("it fired"))
    terms = shot_terms(st, tid, target)
    spec = _shot_spec(st, tid, target)
    spec["panel"] = shot_panel(terms)
    st.say(_("{tid} fires at {target}: {rof} dice, hit on {to_hit}+ ({why}; {shot_text}; {save_text})").format(
               tid=tid, target=target, rof=spec['rof'], to_hit=spec['to_hit'],
               why=spec['why'], shot_text=shot_text(terms),
               save_text=save_text(spec['save'], spec['armour'], spec['anti_tank'])))
    _start(st, spec)


def _assault(st, tid: str, target: str) -> None:
    st.acted.add(tid)
    st.set_flag(tid, "assaulted")
    flow.reveal(st, tid, _("it assaulted"))
    rules = st.data.rules
    d = st.team(target)
    df = [_shot_spec(st, e, tid) for e in assault.defensive_fire(st, tid, target)]
    for spec in df:
        spec["panel"] = shot_panel(shot_terms(st, spec["firer"], tid))
    attack = assault.assault_die(st, tid, target)
    counter = None
    if "bailed_out" not in d.status and d.type in rules["assault_teams"]:
        counter = {"needed": tables()["motivation"][d.motivation]["test"],
                   "attack": assault.assault_die(st, target, tid)}
    fire_txt = "; ".join(f"{s['firer']} {s['rof']} dice, hit on {s['to_hit']}+ "
                         f"({shot_text(shot_terms(st, s['firer'], tid))})" for s in df)
    st.say(_("{tid} assaults {target}").format(
               tid=tid, target=target) + (_(" (defensive fire, tng_fow.md B.5: {fire})").format(fire=fire_txt)
                                         if df else "")
           + _("; assault hits on {to_hit}+ ({value:.0f}%: the defender's skill, tng_fow.md B.2/B.5)").format(
                 to_hit=attack['to_hit'], value=p_die(int(attack['to_hit'])) * 100))
    if counter:
        st.say(_("if {target} is unharmed it counter-attacks on a motivation test {needed}+ ({pct}%, tng_fow.md "
                 "B.5), hitting on {hit}+ ({hpct}%), or breaks off").format(
            target=target, needed=counter["needed"], pct=f"{p_die(int(counter['needed'])) * 100:.0f}",
            hit=counter["attack"]["to_hit"], hpct=f"{p_die(int(counter['attack']['to_hit'])) * 100:.0f}"))
    _start(st, {"kind": "assault", "attacker": tid, "defender": target, "df": df, "attack": attack,
                "counter": counter, "stop_hits": rules["assault_stop_hits"]})


def _record(st, spec: dict, n: int) -> None:
    """Keep the explanation of a finished dice resolution (the ``explain``
    hook): ``roll``, ``who``, ``dice``, ``needed``, ``chance``, ``outcome``,
    ``lines`` (the log lines from its start to its result)."""
    panel = spec.get("panel") or {}
    if spec["kind"] == "test":
        why = test_terms(spec)
        who, needed, chance = spec["team"], f"{spec['needed']}+", why["chance"]
        panel = {"plus": [], "against": [{"name": why["what"], "value": int(spec["needed"]), "rule": why["rule"]}],
                 "target": int(spec["needed"]), "rule": why["rule"]}
    elif spec["kind"] == "shoot":
        who, needed = spec["firer"], f"{spec['to_hit']}+"
        chance = p_any(int(spec["to_hit"]), int(spec["rof"]))
    elif spec["kind"] == "bombard":
        who, needed, chance = spec["firer"], panel.get("needed", ""), panel.get("chance")
    else:
        who, needed = spec["attacker"], f"{spec['attack']['to_hit']}+"
        chance = p_die(int(spec["attack"]["to_hit"]))
        panel = {"plus": [], "against": [{"name": "defender's skill", "value": int(spec["attack"]["to_hit"]),
                                          "rule": "tng_fow.md B.2/B.5"}],
                 "target": int(spec["attack"]["to_hit"]), "rule": "tng_fow.md B.5"}
    lines = [x.split(": ", 1)[-1] for x in st.log[n:]]
    st.rolls.append({**panel, "roll": spec.get("test", spec["kind"]), "who": who, "dice": list(spec.get("dice", [])),
                     "needed": needed, "chance": chance, "outcome": lines[-1] if lines else "", "lines": lines})


def _finish(st, spec: dict, out: dict) -> None:
    n = spec.get("log_at", len(st.log))
    _finish_effects(st, spec, out)
    _record(st, spec, min(n, len(st.log)))


def _finish_effects(st, spec: dict, out: dict) -> None:
    kind = spec["kind"]
    if kind == "test":
        _finish_test(st, spec, out["passed"])
        return
    if kind == "bombard":
        artillery.finish(st, spec, out)
        return
    if kind == "shoot":
        side = st.data.base[spec["firer"]].side
        st.say(_("{firer} -> {target}: dice {dice}, {hits} hit(s)").format(
                   firer=spec['firer'], target=spec['target'],
                   dice=spec['dice'][:spec['rof']], hits=out['hits'])
               + (f" ({result_text(out['results'])})" if out["results"] else ""))
        apply_effect(st, spec["target"], out["effect"], side)
        pin(st, spec["target"], out["hits"])
    else:
        att, dfd = spec["attacker"], spec["defender"]
        if out["df"] is not None:
            for one in out["df"].get("shots", []):
                st.say(_("defensive fire {firer} -> {att}: {hits} hit(s){results}").format(
                    firer=one["firer"], att=att, hits=one["hits"],
                    results=f" ({result_text(one['results'])})" if one["results"] else ""))
        if out["repelled"]:
            st.say(_("assault by {att} stopped by defensive fire ({hits} hit(s))").format(
                       att=att, hits=out['df']['hits']))
            apply_effect(st, att, out["df"]["effect"], st.data.base[dfd].side)
        elif not out["hit"]:
            st.say(_("assault by {att} on {dfd} misses").format(att=att, dfd=dfd))
            assault.counter(st, spec, out)
        else:
            st.say(_("assault by {att} hits {dfd}: {results}").format(
                       att=att, dfd=dfd, results=result_text(out.get('results', []))))
            dest = st.pos[dfd]["hex"]
            apply_effect(st, dfd, out["effect"], st.data.base[att].side)
            if out["effect"] == "destroyed" and st.step != "over" and not any(
                    st.pos[e]["hex"] == dest for e in st.alive() if st.data.base[e].side != st.data.base[att].side):
                st.pos[att]["hex"] = dest
                st.say(_("{att} takes {dest}").format(att=att, dest=st.label(dest)))
            elif out["effect"] == "none":
                assault.counter(st, spec, out)
    if st.step != "over":
        flow.reveal_near(st)


def _finish_test(st, spec: dict, passed: bool) -> None:
    tid, test = spec["team"], spec["test"]
    verdict = _("passed") if passed else _("failed")
    why = test_terms(spec)
    kind = why["what"].rpartition(" (")[2].rstrip(")")
    st.say(_("{tid} {test} test ({needed}+): {dice}, {verdict} ({what}: needs {needed}+, {value:.0f}%; "
             "{rule})").format(
               tid=tid, test=test_label(test), needed=spec['needed'], dice=spec['dice'][-1],
               verdict=verdict, what=test_label(test, kind), value=why['chance'] * 100,
               rule=rule_text(why['rule'])))
    if test == "remount" and passed:
        st.set_flag(tid, "bailed_out", False)
    elif test == "unbog" and passed:
        st.set_flag(tid, "bogged", False)
    elif test == "dig_in" and passed:
        st.set_flag(tid, "dug_in")
    elif test == "bog" and not passed:
        st.set_flag(tid, "bogged")
    elif test == "breakdown":
        if not passed:
            st.set_flag(tid, "bogged")
            st.say(_("{team} breaks down (Unreliable, tng_fow.md B.5): bogged down").format(team=tid))
        elif spec.get("then"):
            st.chance = None
            _start(st, dict(spec["then"]))
            return
    elif test == "rally" and passed:
        for t in st.alive(st.data.base[tid].side):
            if st.data.platoons.get(t, t) == spec["platoon"]:
                st.set_flag(t, "pinned", False)
        st.say(_("platoon {platoon} rallies: no longer Pinned Down").format(platoon=spec['platoon']))
    elif test == "company_morale" and not passed:
        side = st.data.base[tid].side
        flow.game_over(st, st.opponent(side), f"{side} company below half strength fails its motivation test "
                                               "(tng_fow.md B.2)")
        return
    if st.step == "start":
        flow.next_test(st)
