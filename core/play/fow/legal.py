"""Legal player actions of a Flames of War state, in a deterministic order
(team setup order, then hex label / target order), ending with ``pass``.

* Movement step (tng_fow.md B.5): a team that has not acted, is not bailed
  out or bogged, moves to any hex `core.rules.fow.movement.reachable` gives
  (enemy hexes cannot be entered), but not within ``proximity_in`` of a
  visible enemy team (at least not adjacent; play_rules.json) nor into a hex
  holding ``stacking_limit`` friendly teams.  Or it tries to dig in
  (``dig_in_teams``, not already dug in; seed 001 p. 90-91).
* Shooting step (seed 001 p. 91): a team that has not fired, with a weapon,
  not bailed out or bogged, shoots at a visible enemy team when
  `core.rules.fow.fire.assess_shot` says the shot is legal (range, LOS).
* Assault step (tng_fow.md B.5): ``assault_teams`` types, not bailed out or
  bogged, assault a visible enemy team within the assault distance (4",
  at least 1 hex) that they can see.

Added by the rules of issue 13 (each function cites its rule):

* Proximity (tng_fow.md B.5 [V S6]): no team may enter a hex within
  ``proximity_in`` of a visible enemy infantry or gun team -- vehicles may
  not pass there either, so the whole path is checked, not only its end --
  and no team crosses an enemy team's hex (enemy vehicles included).
* At the Double (``double``; tng_fow.md B.3/B.5): twice the move by the
  direct hex line, never within ``dash_exclusion`` (8") of a visible enemy;
  hexes a tactical move reaches are not offered again.  An out-of-command
  team may only Dash straight towards its platoon leader (the v4 option of
  B.5), or move tactically (+1 to hit) or stay put.
* Bombardment and smoke (``bombard``, ``smoke``; tng_fow.md B.4/B.2): an
  artillery team that has not moved aims at a visible enemy team within its
  bombardment range that a friendly spotter sees (`spotter`); smoke once
  per game per team.
* Smoke on the map conceals (`shot`); at night (scenario option ``night``)
  no team sees an enemy beyond ``night_spotting`` (tng_fow.md B.2, the
  distance assumed in tables.json).
"""
from __future__ import annotations

from dataclasses import replace

from core.hexgrid import distance, line, spiral
from core.play.actions import Action
from core.play.fow.actions import Assault, AtTheDouble, Bombard, DigIn, Pass, Smoke, fire, move
from core.rules.fow import movement
from core.rules.fow.bombardment import ranging_terms, smoke_conceals
from core.rules.fow.concealment import is_dug_in
from core.rules.fow.data import tables
from core.rules.fow.fire import ShotAssessment, assess_shot
from core.rules.fow.los_policy import line_of_sight
from core.rules.fow.scale import distance_inches


def shot(st, firer_id: str, target_id: str) -> ShotAssessment:
    """`assess_shot` of team ``firer_id`` at team ``target_id`` now (a team
    that tried to dig in fires at its moving ROF, seed 001 p. 91 tactics
    note); memoised on everything it reads."""
    f, t = st.team(firer_id), st.team(target_id)
    if "digging_in" in f.status:
        f = replace(f, status=f.status | {"moved"})
    pinned = "pinned" in f.status
    loose = "moved" in f.status and not in_command(st, firer_id)
    smoke = smoke_hexes(st)
    key = ("shot", firer_id, f.hex, "moved" in f.status, pinned, loose, target_id, t.hex, t.facing, t.status,
           smoke, st.data.night)
    memo = st.data.memo
    if key not in memo:
        s = assess_shot(f, t, st.data.hexmap, st.data.scale)
        if s.legal and st.data.night and s.distance_hexes > night_reach(st):  # tng_fow.md B.2 night
            s = ShotAssessment(False, f"night: beyond the {distance_inches('night_spotting'):g}\" spotting "
                                      "distance (tng_fow.md B.2, assumed)", s.distance_hexes)
        mods = tables()["to_hit_modifiers"]
        if s.legal and not s.concealed and smoke_conceals(st.data.hexmap, f.hex, t.hex, smoke):
            # tng_fow.md B.2: shooting at or through smoke counts as concealment (+1, +1 more gone to ground)
            s = replace(s, concealed=True, smoke=True, to_hit=s.to_hit + mods["concealed"]["value"]
                        + (mods["gone_to_ground_and_concealed"]["value"] if s.gone_to_ground else 0))
        if pinned and s.legal:  # tng_fow.md B.3 [V S4]: Pinned Down teams fire at ROF 1
            s = replace(s, dice=min(s.dice, st.data.rules["pinned_rof"]))
        if s.legal and "at_the_double" in t.status:  # tng_fow.md B.3 [V S4]: double dice at a team At the Double
            s = replace(s, dice=s.dice * tables()["at_the_double"]["shooter_dice_factor"])
        if loose and s.legal:  # tng_fow.md B.5 [V S7]: out of command and moved: +1 to hit
            s = replace(s, to_hit=s.to_hit + st.data.rules["out_of_command_to_hit"])
        memo[key] = s
    return memo[key]


def smoke_hexes(st) -> frozenset:
    """The hexes under smoke templates now (tng_fow.md B.2)."""
    labels = tuple(lab for tp in st.templates if tp["kind"] == "smoke" for lab in tp["hexes"])
    if not labels:
        return frozenset()
    key = ("smoke", labels)
    memo = st.data.memo
    if key not in memo:
        memo[key] = frozenset(st.data.hexmap.parse(lab) for lab in labels)
    return memo[key]


def night_reach(st) -> int:
    """Hexes a team sees at night (tables.json ``night_spotting``, assumed;
    at least 1)."""
    return max(1, st.data.scale.hexes_within(distance_inches("night_spotting")))


def sees(st, a, b) -> bool:
    """A team at hex ``a`` sees hex ``b``: clear line of sight and, at
    night, within the spotting distance (tng_fow.md B.2)."""
    if st.data.night and distance(a, b) > night_reach(st):
        return False
    return los_clear(st, a, b)


def leader(st, tid: str) -> str:
    """The leader of ``tid``'s platoon: its team with ``stats.leader`` true,
    else its first team in set-up order (play_rules.json ``platoon_leader``)."""
    platoon = st.data.platoons.get(tid, tid)
    mates = [t for t in st.data.base if st.data.platoons.get(t, t) == platoon]
    return next((t for t in mates if st.data.leaders.get(t)), mates[0])


def in_command(st, tid: str) -> bool:
    """``tid`` is in command (tng_fow.md B.5 [V S7]): it is its platoon's
    leader, the leader is gone, or the leader is within the command
    distance (6 inches, tables.json) -- the nearest alive team of the
    platoon leads once the leader is destroyed (assumed)."""
    lead = command_leader(st, tid)
    if lead == tid:
        return True
    reach = st.data.scale.hexes_within(distance_inches("command_distance"))
    return distance(st.pos[tid]["hex"], st.pos[lead]["hex"]) <= reach


def command_leader(st, tid: str) -> str:
    """The team ``tid`` takes its command from now: `leader`, or once the
    leader is gone the first alive team of the platoon (assumed), or
    ``tid`` itself."""
    lead = leader(st, tid)
    if st.pos[lead]["hex"] is None:
        mates = [t for t in st.alive() if st.data.platoons.get(t, t) == st.data.platoons.get(tid, tid)]
        lead = mates[0] if mates else tid
    return lead


def los_clear(st, a, b) -> bool:
    """Memoised fow line of sight between hexes ``a`` and ``b``."""
    key = ("los", a, b)
    memo = st.data.memo
    if key not in memo:
        memo[key] = line_of_sight(st.data.hexmap, a, b, st.data.scale).clear
    return memo[key]


def approach_hexes(st) -> int:
    """How close (hexes) a move may not end to a visible enemy: at least 1."""
    return max(1, st.data.scale.hexes_within(st.data.rules["proximity_in"]))


def assault_hexes(st) -> int:
    """Assault reach in hexes (tables.json ``assault_charge``, at least 1)."""
    return max(1, st.data.scale.hexes_within(distance_inches("assault_charge")))


def can_act(st, tid: str) -> bool:
    """Not acted this step, not bailed out, not bogged."""
    return tid not in st.acted and not st.has(tid, "bailed_out") and not st.has(tid, "bogged")


def no_go(st, side: str) -> frozenset:
    """Hexes a team of ``side`` may not enter (tng_fow.md B.5 [V S6]): enemy
    teams' hexes (no team crosses an enemy, vehicles included) and every hex
    within ``proximity_in`` of a visible enemy infantry or gun team (no move
    and, for vehicles, no passing within 2 inches of them)."""
    near = approach_hexes(st)
    out = set()
    for e in st.alive():
        if st.data.base[e].side == side:
            continue
        h = st.pos[e]["hex"]
        out.add(h)
        if st.data.base[e].type != "vehicle" and st.visible_to(e, side):
            out.update(spiral(h, near))
    return frozenset(out)


def step_col(st):
    """`core.rules.fow.movement.step_column` on the game's map, cached for the
    game (the map never changes during play)."""
    memo = st.data.memo
    cache = memo.setdefault("step_columns", {})
    fn = memo.get("step_col")
    if fn is None:
        hm = st.data.hexmap

        def fn(a, b):
            k = (a, b)
            if k not in cache:
                cache[k] = movement.step_column(hm, a, b)
            return cache[k]
        memo["step_col"] = fn
    return fn


def _friends_per_hex(st, tid: str) -> dict:
    count: dict = {}
    for f in st.alive(st.data.base[tid].side):
        if f != tid:
            count[st.pos[f]["hex"]] = count.get(st.pos[f]["hex"], 0) + 1
    return count


def move_targets(st, tid: str) -> list:
    """Hexes team ``tid`` may move to now (sorted by label): reachable
    without entering `no_go` hexes, with room (``stacking_limit``)."""
    side = st.data.base[tid].side
    blocked = no_go(st, side) - {st.pos[tid]["hex"]}
    limit = st.data.rules["stacking_limit"]
    count = _friends_per_hex(st, tid)
    t = st.team(tid)
    key = ("reach", tid, t.hex, t.status, blocked)
    memo = st.data.memo
    if key not in memo:
        memo[key] = movement.reachable(t, st.data.hexmap, st.data.scale, blocked, step_col(st))
    out = [h for h in memo[key] if count.get(h, 0) < limit]
    return sorted(out, key=st.label)


def double_targets(st, tid: str) -> list:
    """Hexes team ``tid`` may move At the Double to now (sorted by label;
    tng_fow.md B.3/B.5): `core.rules.fow.movement.double_move_legal` by the
    direct line avoiding `no_go` hexes, no hex of the line nor the start
    within ``dash_exclusion`` of a visible enemy (v4 [V S7]), room at the
    end, and not a hex a tactical move reaches.  Out of command (B.5 [V
    S7]): only hexes on the line to its leader that are nearer it."""
    t = st.team(tid)
    side = t.side
    if t.type in ("heavy_gun", "immobile_gun"):
        return []
    foes = tuple(st.pos[e]["hex"] for e in st.alive() if st.data.base[e].side != side and st.visible_to(e, side))
    dash = st.data.scale.hexes_within(distance_inches("dash_exclusion"))
    if any(distance(t.hex, e) <= dash for e in foes):
        return []
    blocked = no_go(st, side) - {t.hex}
    lead_hex = None if in_command(st, tid) else st.pos[command_leader(st, tid)]["hex"]
    key = ("double", tid, t.hex, t.status, blocked, foes, lead_hex)
    memo = st.data.memo
    if key not in memo:
        memo[key] = _double_hexes(st, t, foes, dash, blocked, lead_hex)
    limit = st.data.rules["stacking_limit"]
    count = _friends_per_hex(st, tid)
    tactical = set(move_targets(st, tid))
    out = [h for h in memo[key] if h not in tactical and count.get(h, 0) < limit]
    return sorted(out, key=st.label)


def spotter(st, tid: str, target: str) -> tuple[str, dict] | None:
    """The friendly team that spots a bombardment of team ``tid`` on enemy
    ``target`` and its `core.rules.fow.bombardment.ranging_terms` (first
    attempt): among ``tid`` and then its side's teams in set-up order that
    see the target (`sees`, not bailed out), the one needing the least; None
    when no team sees it (tables.json ``bombardment.who``, assumed)."""
    side = st.data.base[tid].side
    th = st.pos[target]["hex"]
    best = None
    for s in [tid] + [x for x in st.alive(side) if x != tid]:
        if st.has(s, "bailed_out") or not sees(st, st.pos[s]["hex"], th):
            continue
        terms = ranging_terms(st.team(target), st.team(s), st.data.hexmap, 1, smoke_hexes(st))
        if best is None or terms["needed"] < best[1]["needed"]:
            best = (s, terms)
    return best


def can_bombard(st, tid: str) -> bool:
    """Team ``tid`` has a bombardment weapon and may fire it now: it has not
    moved this turn (tables.json ``bombardment.who``, assumed) and can act."""
    t = st.data.base[tid]
    return t.artillery is not None and can_act(st, tid) and not st.has(tid, "moved") \
        and not st.has(tid, "digging_in")


def bombard_targets(st, tid: str) -> list[str]:
    """Enemy teams ``tid`` may bombard now: visible, within its bombardment
    range (tng_fow.md B.4), seen by a `spotter`."""
    if not can_bombard(st, tid):
        return []
    reach = st.data.scale.hexes_within(st.data.base[tid].artillery.range_in)
    h = st.pos[tid]["hex"]
    return [e for e in targets(st, st.data.base[tid].side)
            if distance(h, st.pos[e]["hex"]) <= reach and spotter(st, tid, e) is not None]


def _line(st, a, b) -> list:
    key = ("line", a, b)
    memo = st.data.memo
    if key not in memo:
        memo[key] = line(a, b)
    return memo[key]


def _double_hexes(st, t, foes, dash: int, blocked: frozenset, lead_hex) -> list:
    """The hexes of `double_targets` before the stacking and tactical-move filters."""
    danger = {x for e in foes for x in spiral(e, dash)}
    factor = tables()["at_the_double"]["move_factor"]
    reach = st.data.scale.hexes_within(factor * max(movement.speed_inches(t, c)
                                                    for c in ("road", "cross_country", "rough")))
    lead_line = None
    if lead_hex is not None:
        lead_line = {h for h in _line(st, t.hex, lead_hex) if distance(h, lead_hex) < distance(t.hex, lead_hex)}
    hm, cols = st.data.hexmap, step_col(st)
    out = []
    for h in spiral(t.hex, reach)[1:]:
        if not hm.contains(h) or h in danger or (lead_line is not None and h not in lead_line):
            continue
        path = _line(st, t.hex, h)
        if any(x in danger or x in blocked for x in path[1:]):
            continue
        if movement.double_move_legal(t, hm, h, st.data.scale, blocked, cols)[0]:
            out.append(h)
    return out


def can_dig(st, tid: str) -> bool:
    """Team ``tid`` may try to dig in now."""
    t = st.team(tid)
    return t.type in st.data.rules["dig_in_teams"] and not is_dug_in(t, st.data.hexmap)


def targets(st, side: str) -> list[str]:
    """Enemy teams ``side`` can see (not hidden), in setup order."""
    return [e for e in st.alive() if st.data.base[e].side != side and st.visible_to(e, side)]


def legal_actions(st) -> list:
    """The legal player actions now (module doc)."""
    side = st.turn
    out: list[Action] = []
    if st.step == "movement":
        for tid in st.alive(side):
            if not can_act(st, tid):
                continue
            out.extend(move(tid, st.label(h)) for h in move_targets(st, tid))
            out.extend(AtTheDouble(tid, st.label(h)) for h in double_targets(st, tid))
            if can_dig(st, tid):
                out.append(DigIn(tid))
    elif st.step == "shooting":
        foes = targets(st, side)
        for tid in st.alive(side):
            if not can_act(st, tid) or st.has(tid, "at_the_double"):   # tng_fow.md B.3: no shooting
                continue
            if st.data.base[tid].weapons:
                out.extend(fire(tid, e) for e in foes if shot(st, tid, e).legal)
            aims = bombard_targets(st, tid)
            out.extend(Bombard(tid, e) for e in aims)
            if st.data.base[tid].smoke and tid not in st.smoke_used:   # tables.json smoke: once per game
                out.extend(Smoke(tid, e) for e in aims)
    elif st.step == "assault":
        foes = targets(st, side)
        reach = assault_hexes(st)
        for tid in st.alive(side):
            if not can_act(st, tid) or st.data.base[tid].type not in st.data.rules["assault_teams"] \
                    or st.has(tid, "at_the_double"):
                continue
            h = st.pos[tid]["hex"]
            out.extend(Assault(tid, e) for e in foes
                       if distance(h, st.pos[e]["hex"]) <= reach and sees(st, h, st.pos[e]["hex"]))
    out.append(Pass())
    return out
