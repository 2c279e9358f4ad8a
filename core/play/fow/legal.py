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
"""
from __future__ import annotations

from dataclasses import replace

from core.hexgrid import distance
from core.play.fow.actions import Assault, DigIn, Pass, fire, move
from core.rules.fow import movement
from core.rules.fow.concealment import is_dug_in
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
    key = ("shot", firer_id, f.hex, "moved" in f.status, pinned, loose, target_id, t.hex, t.facing, t.status)
    memo = st.data.memo
    if key not in memo:
        s = assess_shot(f, t, st.data.hexmap, st.data.scale)
        if pinned and s.legal:  # tng_fow.md B.3 [V S4]: Pinned Down teams fire at ROF 1
            s = replace(s, dice=min(s.dice, st.data.rules["pinned_rof"]))
        if loose and s.legal:  # tng_fow.md B.5 [V S7]: out of command and moved: +1 to hit
            s = replace(s, to_hit=s.to_hit + st.data.rules["out_of_command_to_hit"])
        memo[key] = s
    return memo[key]


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
    lead = leader(st, tid)
    if lead == tid:
        return True
    if st.pos[lead]["hex"] is None:
        mates = [t for t in st.alive() if st.data.platoons.get(t, t) == st.data.platoons.get(tid, tid)]
        lead = mates[0] if mates else tid
        if lead == tid:
            return True
    reach = st.data.scale.hexes_within(distance_inches("command_distance"))
    return distance(st.pos[tid]["hex"], st.pos[lead]["hex"]) <= reach


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


def move_targets(st, tid: str) -> list:
    """Hexes team ``tid`` may move to now (sorted by label)."""
    side = st.data.base[tid].side
    enemies = [e for e in st.alive() if st.data.base[e].side != side]
    blocked = frozenset(st.pos[e]["hex"] for e in enemies)
    seen = [st.pos[e]["hex"] for e in enemies if st.visible_to(e, side)]
    near = approach_hexes(st)
    limit = st.data.rules["stacking_limit"]
    count: dict = {}
    for f in st.alive(side):
        if f != tid:
            count[st.pos[f]["hex"]] = count.get(st.pos[f]["hex"], 0) + 1
    out = []
    for h in movement.reachable(st.team(tid), st.data.hexmap, st.data.scale, blocked):
        if count.get(h, 0) >= limit or any(distance(h, e) <= near for e in seen):
            continue
        out.append(h)
    return sorted(out, key=st.label)


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
    out = []
    if st.step == "movement":
        for tid in st.alive(side):
            if not can_act(st, tid):
                continue
            out.extend(move(tid, st.label(h)) for h in move_targets(st, tid))
            if can_dig(st, tid):
                out.append(DigIn(tid))
    elif st.step == "shooting":
        foes = targets(st, side)
        for tid in st.alive(side):
            if not can_act(st, tid) or not st.data.base[tid].weapons:
                continue
            out.extend(fire(tid, e) for e in foes if shot(st, tid, e).legal)
    elif st.step == "assault":
        foes = targets(st, side)
        reach = assault_hexes(st)
        for tid in st.alive(side):
            if not can_act(st, tid) or st.data.base[tid].type not in st.data.rules["assault_teams"]:
                continue
            h = st.pos[tid]["hex"]
            out.extend(Assault(tid, e) for e in foes
                       if distance(h, st.pos[e]["hex"]) <= reach and los_clear(st, h, st.pos[e]["hex"]))
    out.append(Pass())
    return out
