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
from core.hexgrid import distance, line
from core.i18n import _
from core.play.actions import Die, Fire, Move, Pass
from core.play.fow import flow
from core.play.fow.actions import Assault, AtTheDouble, Bombard, DigIn, Smoke
from core.play.fow.dice import interpret
from core.play.fow.explain import (
    bombard_panel,
    bombard_text,
    p_any,
    p_die,
    save_text,
    shot_panel,
    shot_terms,
    shot_text,
    test_terms,
)
from core.play.fow.legal import approach_hexes, shot, smoke_hexes, spotter
from core.rules.fow import terrain as T
from core.rules.fow.bombardment import ranging_attempts, ranging_terms, team_terms, template_hexes
from core.rules.fow.concealment import is_gone_to_ground
from core.rules.fow.data import tables
from core.rules.fow.fire import in_bulletproof_cover
from core.rules.fow.movement import bog_check
from core.rules.fow.scale import distance_inches
from core.rules.fow.shooting import save_number


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
    elif isinstance(a, AtTheDouble):
        _move(st, a.team, st.data.hexmap.parse(a.to), double=True)
    elif isinstance(a, (Bombard, Smoke)):
        _bombard(st, a.team, a.target, isinstance(a, Smoke))


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
        st.say(f"{tid} moves {st.label(start)} -> {st.label(dest)}")
    flow.reveal(st, tid, "it moved")
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


def _assault_die(st, by: str, target: str) -> dict:
    """The assault die of team ``by`` against team ``target``: needs the
    target's skill rating; a hit destroys without a save, an armoured target
    saves with its top armour (play_rules.json ``assault_no_save``)."""
    d = st.team(target)
    a = st.data.base[by]
    w = a.weapons[0] if a.weapons else None
    return {"to_hit": tables()["skill"][d.skill]["hit_on"],
            "armour": d.armour.top if d.armour is not None else None,
            "anti_tank": w.anti_tank if w else 0, "firepower": w.firepower if w else 6,
            "no_save": bool(st.data.rules["assault_no_save"]), "save": None, "long_range": False,
            "target_bailed": "bailed_out" in d.status}


def defensive_fire(st, tid: str, target: str) -> list[str]:
    """Teams of ``target``'s side that fire defensive fire at assaulting team
    ``tid`` (tng_fow.md B.5 [U]: every team within 8 inches, tables.json
    ``defensive_fire``, of the assaulting team, not bailed out, with a legal
    shot at it): the assaulted team first, then set-up order."""
    side = st.data.base[target].side
    reach = st.data.scale.hexes_within(distance_inches("defensive_fire"))
    h = st.pos[tid]["hex"]
    out = []
    for e in [target] + [x for x in st.alive(side) if x != target]:
        if distance(st.pos[e]["hex"], h) > reach or not st.data.base[e].weapons or st.has(e, "bailed_out"):
            continue
        if shot(st, e, tid).legal:
            out.append(e)
    return out


def _assault(st, tid: str, target: str) -> None:
    st.acted.add(tid)
    st.set_flag(tid, "assaulted")
    flow.reveal(st, tid, "it assaulted")
    rules = st.data.rules
    d = st.team(target)
    df = [_shot_spec(st, e, tid) for e in defensive_fire(st, tid, target)]
    for spec in df:
        spec["panel"] = shot_panel(shot_terms(st, spec["firer"], tid))
    attack = _assault_die(st, tid, target)
    counter = None
    if "bailed_out" not in d.status and d.type in rules["assault_teams"]:
        counter = {"needed": tables()["motivation"][d.motivation]["test"], "attack": _assault_die(st, target, tid)}
    fire_txt = "; ".join(f"{s['firer']} {s['rof']} dice, hit on {s['to_hit']}+ "
                         f"({shot_text(shot_terms(st, s['firer'], tid))})" for s in df)
    st.say(f"{tid} assaults {target}" + (_(" (defensive fire, tng_fow.md B.5: {fire})").format(fire=fire_txt)
                                         if df else "")
           + f"; assault hits on {attack['to_hit']}+ ({p_die(int(attack['to_hit'])) * 100:.0f}%: the defender's "
             f"skill, tng_fow.md B.2/B.5)")
    if counter:
        st.say(_("if {target} is unharmed it counter-attacks on a motivation test {needed}+ ({pct}%, tng_fow.md "
                 "B.5), hitting on {hit}+ ({hpct}%), or breaks off").format(
            target=target, needed=counter["needed"], pct=f"{p_die(int(counter['needed'])) * 100:.0f}",
            hit=counter["attack"]["to_hit"], hpct=f"{p_die(int(counter['attack']['to_hit'])) * 100:.0f}"))
    _start(st, {"kind": "assault", "attacker": tid, "defender": target, "df": df, "attack": attack,
                "counter": counter, "stop_hits": rules["assault_stop_hits"]})


def _bombard(st, tid: str, target: str, smoke: bool) -> None:
    """Start a bombardment (HE or smoke) of team ``tid`` on team ``target``
    (module doc; tng_fow.md B.4, B.2)."""
    st.acted.add(tid)
    st.set_flag(tid, "fired")
    flow.reveal(st, tid, "it fired")
    if smoke:
        st.smoke_used.append(tid)
    spot, _first = spotter(st, tid, target)
    hm, sm = st.data.hexmap, smoke_hexes(st)
    aim = st.pos[target]["hex"]
    hexes = template_hexes(hm, aim, st.data.scale)
    ranging = [ranging_terms(st.team(target), st.team(spot), hm, k, sm) for k in range(1, ranging_attempts() + 1)]
    side = st.data.base[tid].side
    teams = []
    if not smoke:
        w = st.data.base[tid].artillery
        for e in st.alive():
            if st.data.base[e].side == side or st.pos[e]["hex"] not in hexes or not st.visible_to(e, side):
                continue
            t = st.team(e)
            tt = team_terms(t, st.team(spot), hm, sm)
            teams.append({"kind": "shoot", "firer": tid, "target": e, "to_hit": tt["needed"], "rof": 1,
                          "save": save_number(t, is_gone_to_ground(t)),
                          "armour": t.armour.top if t.armour is not None else None,
                          "anti_tank": w.anti_tank, "firepower": w.firepower, "long_range": False,
                          "bulletproof": in_bulletproof_cover(t, hm, None), "target_bailed": "bailed_out" in t.status,
                          "terms": tt})
    st.templates.append({"kind": "smoke" if smoke else "bombard", "by": side, "team": tid, "aim": st.label(aim),
                         "hexes": [st.label(h) for h in hexes], "round": st.round, "ranged": None})
    spec = {"kind": "bombard", "firer": tid, "target": target, "spotter": spot, "smoke": smoke,
            "ranging": [r["needed"] for r in ranging], "teams": teams}
    spec["panel"] = bombard_panel(ranging, smoke)
    st.say(bombard_text(st, tid, target, spot, ranging, teams, smoke, hexes))
    _start(st, spec)


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
        _finish_bombard(st, spec, out)
        return
    if kind == "shoot":
        side = st.data.base[spec["firer"]].side
        st.say(f"{spec['firer']} -> {spec['target']}: dice {spec['dice'][:spec['rof']]}, {out['hits']} hit(s)"
               + (f" ({'; '.join(out['results'])})" if out["results"] else ""))
        _effect(st, spec["target"], out["effect"], side)
        _pin(st, spec["target"], out["hits"])
    else:
        att, dfd = spec["attacker"], spec["defender"]
        if out["df"] is not None:
            for one in out["df"].get("shots", []):
                st.say(_("defensive fire {firer} -> {att}: {hits} hit(s){results}").format(
                    firer=one["firer"], att=att, hits=one["hits"],
                    results=f" ({'; '.join(one['results'])})" if one["results"] else ""))
        if out["repelled"]:
            st.say(f"assault by {att} stopped by defensive fire ({out['df']['hits']} hit(s))")
            _effect(st, att, out["df"]["effect"], st.data.base[dfd].side)
        elif not out["hit"]:
            st.say(f"assault by {att} on {dfd} misses")
            _counter(st, spec, out)
        else:
            st.say(f"assault by {att} hits {dfd}: {'; '.join(out.get('results', []))}")
            dest = st.pos[dfd]["hex"]
            _effect(st, dfd, out["effect"], st.data.base[att].side)
            if out["effect"] == "destroyed" and st.step != "over" and not any(
                    st.pos[e]["hex"] == dest for e in st.alive() if st.data.base[e].side != st.data.base[att].side):
                st.pos[att]["hex"] = dest
                st.say(f"{att} takes {st.label(dest)}")
            elif out["effect"] == "none":
                _counter(st, spec, out)
    if st.step != "over":
        flow.reveal_near(st)


def _counter(st, spec: dict, out: dict) -> None:
    """After an assault that left the defender unharmed (tng_fow.md B.5):
    its counter-attack or its breaking off, then consolidation."""
    att, dfd = spec["attacker"], spec["defender"]
    if out.get("counter_test") is None or st.step == "over":
        return
    need = spec["counter"]["needed"]
    if out["counter_test"]:
        st.say(_("{team} passes its motivation test ({needed}+, tng_fow.md B.5) and counter-attacks").format(
            team=dfd, needed=need))
        if out["counter_hit"]:
            st.say(_("counter-attack by {team} hits {att}: {results}").format(
                team=dfd, att=att, results="; ".join(out.get("counter_results", []))))
            _effect(st, att, out["counter_effect"], st.data.base[dfd].side)
        else:
            st.say(_("counter-attack by {team} misses").format(team=dfd))
        return
    st.say(_("{team} fails its motivation test ({needed}+, tng_fow.md B.5) and breaks off").format(
        team=dfd, needed=need))
    _break_off(st, dfd, att)


def _break_off(st, tid: str, att: str) -> None:
    """Team ``tid`` breaks off from assaulting team ``att``: it moves to the
    free neighbouring hex farthest from the assaulter (label order on a tie;
    passable, no enemy, room, not next to another enemy infantry or gun
    team) or, with none, is destroyed (play_rules.json ``break_off``,
    assumed); the assaulter then takes the hex it left when empty."""
    side = st.data.base[tid].side
    here, ah = st.pos[tid]["hex"], st.pos[att]["hex"]
    enemies = [e for e in st.alive() if st.data.base[e].side != side]
    limit = st.data.rules["stacking_limit"]
    near = approach_hexes(st)
    best = None
    for h in sorted(st.data.hexmap.neighbours(here), key=st.label):
        if T.hex_going(st.data.hexmap, h) == "impassable" or any(st.pos[e]["hex"] == h for e in enemies):
            continue
        if sum(1 for f in st.alive(side) if st.pos[f]["hex"] == h) >= limit:
            continue
        if any(distance(h, st.pos[e]["hex"]) <= near for e in enemies
               if e != att and st.data.base[e].type != "vehicle"):
            continue
        if distance(h, ah) > distance(here, ah) and (best is None or distance(h, ah) > distance(best, ah)):
            best = h
    if best is None:
        st.say(_("{team} cannot break off (no free hex away from {att}) and is destroyed").format(team=tid, att=att))
        _effect(st, tid, "destroyed", st.data.base[att].side)
    else:
        st.pos[tid]["hex"] = best
        st.set_flag(tid, "moved")
        st.say(_("{team} breaks off to {hex}").format(team=tid, hex=st.label(best)))
    if st.step != "over" and not any(st.pos[e]["hex"] == here for e in st.alive(side)):
        st.pos[att]["hex"] = here
        st.say(f"{att} takes {st.label(here)}")


def _finish_bombard(st, spec: dict, out: dict) -> None:
    """Apply a finished bombardment: smoke stays on its template, an HE
    template's hits are saved, pinning counted (tng_fow.md B.3/B.4)."""
    tid, side = spec["firer"], st.data.base[spec["firer"]].side
    tp = st.templates[-1] if st.templates and st.templates[-1].get("team") == tid else None
    tries = spec["dice"][:out["attempts"]] if not any(int(n) > 6 for n in spec["ranging"]) else spec["dice"]
    if tp is not None:
        tp["ranged"] = out["ranged"]
    if not out["ranged"]:
        st.say(_("{spotter} fails to range in after {n} attempt(s) (dice {dice}): no bombardment").format(
            spotter=spec["spotter"], n=out["attempts"], dice=tries))
        if tp is not None:
            st.templates.pop()
        return
    st.say(_("{spotter} ranges in on attempt {n} (needed {needed}+)").format(
        spotter=spec["spotter"], n=out["attempts"], needed=spec["ranging"][out["attempts"] - 1]))
    if spec["smoke"]:
        st.say(_("smoke on {hexes} until {side}'s next turn: shots at or through it count as concealed "
                 "(tng_fow.md B.2)").format(hexes=", ".join(tp["hexes"]) if tp else "", side=side))
        return
    hits: dict = {}
    for res in out["teams"]:
        e = res["team"]
        st.say(_("template on {team}: {hits} hit(s)").format(team=e, hits=res["hits"])
               + (f" ({'; '.join(res['results'])})" if res["results"] else ""))
        hits[e] = res["hits"]
        if st.step != "over":
            _effect(st, e, res["effect"], side)
    for e, n in hits.items():
        _pin(st, e, n)


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
