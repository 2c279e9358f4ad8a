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
* A hidden team that moves, shoots or assaults is revealed.
"""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import line
from core.play.actions import Die, Fire, Move, Pass
from core.play.fow import flow
from core.play.fow.actions import Assault, DigIn
from core.play.fow.dice import interpret
from core.play.fow.explain import p_any, p_die, save_text, shot_panel, shot_terms, shot_text, test_terms
from core.play.fow.legal import shot
from core.rules.fow import terrain as T
from core.rules.fow.data import tables
from core.rules.fow.movement import bog_check


def apply_action(st, a) -> None:
    """Apply ``a`` (a legal player action or, at a chance node, a ``die``);
    `RulesError` when it is not legal now."""
    if st.step == "over":
        raise RulesError("the game is over")
    if st.is_chance_node():
        if not isinstance(a, Die) or not 1 <= a.value <= 6:
            raise RulesError(f"{a} is not a die outcome: the game waits for a die ({_what(st.chance)})")
        st.chance["dice"].append(a.value)
        _advance(st)
        return
    if a not in st.legal_actions():
        raise RulesError(f"{a} is not a legal action now ({st.turn}, {st.step} step)", "tng_fow.md B")
    if isinstance(a, Pass):
        st.say(f"ends the {st.step} step")
        flow.end_step(st)
    elif isinstance(a, Move):
        _move(st, a.units[0], st.data.hexmap.parse(a.to[0]))
    elif isinstance(a, DigIn):
        _dig(st, a.team)
    elif isinstance(a, Fire):
        _fire(st, a.units[0], a.target)
    elif isinstance(a, Assault):
        _assault(st, a.team, a.target)


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


def _move(st, tid: str, dest) -> None:
    start = st.pos[tid]["hex"]
    st.acted.add(tid)
    st.set_flag(tid, "moved")
    st.set_flag(tid, "dug_in", False)
    st.pos[tid]["hex"] = dest
    t = st.team(tid)
    if t.type == "vehicle" or t.facing is not None:
        path = line(start, dest)
        st.pos[tid]["facing"] = st.data.hexmap.layout.direction_to(path[-2], path[-1])
    st.say(f"{tid} moves {st.label(start)} -> {st.label(dest)}")
    flow.reveal(st, tid, "it moved")
    flow.reveal_near(st)
    going = T.hex_going(st.data.hexmap, dest)
    needed = next((d for d in range(1, 7) if bog_check(st.team(tid), going, d) == "passed"), None)
    if bog_check(st.team(tid), going, 6) == "no_check":
        return
    _start(st, {"kind": "test", "test": "bog", "team": tid, "going": going, "needed": needed or 7})


def _dig(st, tid: str) -> None:
    st.acted.add(tid)
    st.set_flag(tid, "digging_in")
    t = st.data.base[tid]
    st.say(f"{tid} tries to dig in")
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
    flow.reveal(st, tid, "it fired")
    terms = shot_terms(st, tid, target)
    spec = _shot_spec(st, tid, target)
    spec["panel"] = shot_panel(terms)
    st.say(f"{tid} fires at {target}: {spec['rof']} dice, hit on {spec['to_hit']}+ ({spec['why']}; "
           f"{shot_text(terms)}; {save_text(spec['save'], spec['armour'], spec['anti_tank'])})")
    _start(st, spec)


def _assault(st, tid: str, target: str) -> None:
    st.acted.add(tid)
    st.set_flag(tid, "assaulted")
    flow.reveal(st, tid, "it assaulted")
    rules = st.data.rules
    d = st.team(target)
    df = None
    if d.weapons and "bailed_out" not in d.status and shot(st, target, tid).legal:
        df = _shot_spec(st, target, tid)
    a = st.data.base[tid]
    w = a.weapons[0] if a.weapons else None
    attack = {"to_hit": tables()["skill"][d.skill]["hit_on"],
              "armour": d.armour.top if d.armour is not None else None,
              "anti_tank": w.anti_tank if w else 0, "firepower": w.firepower if w else 6,
              "no_save": bool(rules["assault_no_save"]), "save": None, "long_range": False,
              "target_bailed": "bailed_out" in d.status}
    st.say(f"{tid} assaults {target}" + (f" (defensive fire: {df['rof']} dice, hit on {df['to_hit']}+)" if df else "")
           + f"; assault hits on {attack['to_hit']}+ ({p_die(int(attack['to_hit'])) * 100:.0f}%: the defender's "
             f"skill, tng_fow.md B.2/B.5)")
    _start(st, {"kind": "assault", "attacker": tid, "defender": target, "df": df, "attack": attack,
                "stop_hits": rules["assault_stop_hits"]})


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
    else:
        who, needed, chance = spec["attacker"], f"{spec['attack']['to_hit']}+", None
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
    if kind == "shoot":
        side = st.data.base[spec["firer"]].side
        st.say(f"{spec['firer']} -> {spec['target']}: dice {spec['dice'][:spec['rof']]}, {out['hits']} hit(s)"
               + (f" ({'; '.join(out['results'])})" if out["results"] else ""))
        _effect(st, spec["target"], out["effect"], side)
        _pin(st, spec["target"], out["hits"])
    else:
        att, dfd = spec["attacker"], spec["defender"]
        if out["repelled"]:
            st.say(f"assault by {att} stopped by defensive fire ({out['df']['hits']} hit(s))")
            _effect(st, att, out["df"]["effect"], st.data.base[dfd].side)
        elif not out["hit"]:
            st.say(f"assault by {att} on {dfd} misses")
        else:
            st.say(f"assault by {att} hits {dfd}: {'; '.join(out.get('results', []))}")
            dest = st.pos[dfd]["hex"]
            _effect(st, dfd, out["effect"], st.data.base[att].side)
            if out["effect"] == "destroyed" and st.step != "over" and not any(
                    st.pos[e]["hex"] == dest for e in st.alive() if st.data.base[e].side != st.data.base[att].side):
                st.pos[att]["hex"] = dest
                st.say(f"{att} takes {st.label(dest)}")
    if st.step != "over":
        flow.reveal_near(st)


def _finish_test(st, spec: dict, passed: bool) -> None:
    tid, test = spec["team"], spec["test"]
    verdict = "passed" if passed else "failed"
    why = test_terms(spec)
    st.say(f"{tid} {test} test ({spec['needed']}+): {spec['dice'][-1]}, {verdict} ({why['what']}: needs "
           f"{spec['needed']}+, {why['chance'] * 100:.0f}%; {why['rule']})")
    if test == "remount" and passed:
        st.set_flag(tid, "bailed_out", False)
    elif test == "unbog" and passed:
        st.set_flag(tid, "bogged", False)
    elif test == "dig_in" and passed:
        st.set_flag(tid, "dug_in")
    elif test == "bog" and not passed:
        st.set_flag(tid, "bogged")
    elif test == "rally" and passed:
        for t in st.alive(st.data.base[tid].side):
            if st.data.platoons.get(t, t) == spec["platoon"]:
                st.set_flag(t, "pinned", False)
        st.say(f"platoon {spec['platoon']} rallies: no longer Pinned Down")
    elif test == "company_morale" and not passed:
        side = st.data.base[tid].side
        flow.game_over(st, st.opponent(side), f"{side} company below half strength fails its motivation test "
                                               "(tng_fow.md B.2)")
        return
    if st.step == "start":
        flow.next_test(st)


def _pin(st, tid: str, hits: int) -> None:
    """Count ``hits`` against the platoon of ``tid`` in this shooting step;
    at ``pin_hits`` (5, tng_fow.md B.3) its teams are Pinned Down."""
    if not hits or st.step == "over":
        return
    platoon = st.data.platoons.get(tid, tid)
    st.hits[platoon] = st.hits.get(platoon, 0) + hits
    if st.hits[platoon] < st.data.rules["pin_hits"]:
        return
    teams = [t for t in st.alive() if st.data.platoons.get(t, t) == platoon and not st.has(t, "pinned")]
    for t in teams:
        st.set_flag(t, "pinned")
    if teams:
        st.say(f"platoon {platoon} is Pinned Down ({st.hits[platoon]} hits this step, tng_fow.md B.3)")


def _effect(st, tid: str, effect: str, by: str) -> None:
    if effect == "destroyed":
        st.say(f"{tid} is destroyed")
        st.pos[tid]["hex"] = None
        st.pos[tid]["status"] = []
        st.pos[tid]["hidden"] = False
        st.kills[by] += 1
        st.vp[by] += flow.team_vp(st, tid)
        flow.check_destroyed(st)
    elif effect == "bailed_out":
        if not st.has(tid, "bailed_out"):
            st.say(f"{tid} is bailed out")
        st.set_flag(tid, "bailed_out")
