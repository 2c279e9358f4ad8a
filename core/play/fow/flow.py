"""Turn structure and victory of a Flames of War game (tng_fow.md B; seed 001).

Player turns alternate, the scenario's initiative side first; one round is
both players' turns, and ``rounds`` is the turn limit.  A player turn is:

1. **Starting step** -- the player's teams forget what they did last turn
   (moved, fired, assaulted, digging in); every team that did none of those
   counts as gone to ground (seed 001 p. 90: all teams start the game gone to
   ground).  Bailed-out vehicles try to remount (motivation test) and bogged
   teams try to free themselves (skill test, tng_fow.md B.5): one chance die
   each, in setup order.
2. **Movement step** -- each team may move once, or try to dig in.
3. **Shooting step** -- each team may shoot once; a team that does not stays
   (or becomes) gone to ground.
4. **Assault step** -- each team may assault once.

Victory (values in play_rules.json, assumed): a side *takes* an objective
when one of its teams is within ``objective_radius_in`` and no enemy team is
(bailed-out vehicles do not count); objectives are checked at the start of
the owning player's turn (= the end of the opponent's), and an objective
with an ``owner`` can only be taken by the other side.  Taking one wins at
once (+ its VP).  A side with no teams left loses.  At the turn limit the
side with more VP (``vp_per_kill`` per enemy team destroyed, ``unit_vp``
overriding per team) wins; equal VP is a draw.
"""
from __future__ import annotations

from core.hexgrid import distance
from core.rules.fow.data import tables


def begin_turn(st, side: str) -> None:
    """Start ``side``'s player turn: clear last turn's flags, queue the
    starting-step tests, or go on to the movement step."""
    st.turn = side
    st.acted = set()
    for tid in st.alive(side):
        for flag in ("moved", "fired", "assaulted", "digging_in"):
            st.set_flag(tid, flag, False)
    st.say(f"turn {st.round} of {st.data.rounds} begins")
    tables = _tables()
    for tid in st.alive(side):
        t = st.data.base[tid]
        if st.has(tid, "bailed_out"):
            st.queue.append({"kind": "test", "test": "remount", "team": tid,
                             "needed": tables["motivation"][t.motivation]["test"], "dice": []})
        if st.has(tid, "bogged"):
            st.queue.append({"kind": "test", "test": "unbog", "team": tid,
                             "needed": tables["skill"][t.skill]["skill_test"], "dice": []})
    st.step = "start"
    next_test(st)


def next_test(st) -> None:
    """Take the next queued starting-step test, or begin the movement step."""
    if st.queue:
        st.chance = st.queue.pop(0)
        return
    st.chance = None
    st.step = "movement"


def end_step(st) -> None:
    """The player ends the current step (``pass``)."""
    st.acted = set()
    if st.step == "movement":
        st.step = "shooting"
    elif st.step == "shooting":
        st.step = "assault"
    elif st.step == "assault":
        end_turn(st)


def end_turn(st) -> None:
    """End the player turn: objectives for the next player, turn limit, next turn."""
    side = st.turn
    other = st.opponent(side)
    if check_objectives(st, other):
        return
    if side == st.data.order[1]:
        if st.round >= st.data.rounds:
            finish_on_time(st)
            return
        st.round += 1
    begin_turn(st, other)


def holds(st, side: str, h) -> bool:
    """``side`` holds objective hex ``h``: a team of it within the objective
    radius and no enemy team there (bailed-out vehicles do not count)."""
    radius = max(0, st.data.scale.hexes_within(st.data.rules["objective_radius_in"]))
    mine = theirs = False
    for tid in st.alive():
        if st.has(tid, "bailed_out") or distance(st.pos[tid]["hex"], h) > radius:
            continue
        if st.data.base[tid].side == side:
            mine = True
        else:
            theirs = True
    return mine and not theirs


def check_objectives(st, side: str) -> bool:
    """At the start of ``side``'s turn: does it take an objective?  Ends the
    game when it does."""
    for h, vp, owner in st.data.objectives:
        if owner == side:
            continue
        if holds(st, side, h):
            st.vp[side] += vp
            game_over(st, side, f"{side} took the objective {st.label(h)}")
            return True
    return False


def team_vp(st, tid: str) -> int:
    """VP for destroying team ``tid`` (``unit_vp`` or ``vp_per_kill``)."""
    return int(st.data.unit_vp.get(tid, st.data.vp_per_kill))


def check_destroyed(st) -> bool:
    """A side with no teams left loses at once."""
    for side in st.game.sides:
        if not st.alive(side):
            game_over(st, st.opponent(side), f"{side} has no teams left")
            return True
    return False


def finish_on_time(st) -> None:
    """The turn limit: more VP wins, equal VP is a draw."""
    a, b = st.game.sides
    w = a if st.vp[a] > st.vp[b] else b if st.vp[b] > st.vp[a] else None
    game_over(st, w, f"turn limit {st.data.rounds} reached: " + ", ".join(f"{s} {st.vp[s]} VP" for s in st.game.sides))


def game_over(st, winner: str | None, reason: str) -> None:
    """End the game with ``winner`` (None: draw)."""
    st.won, st.reason, st.step, st.chance, st.queue = winner, reason, "over", None, []
    st.say(f"game over: {reason}; " + (f"{winner} wins" if winner else "draw"))


def reveal_near(st) -> None:
    """Hidden teams with a visible enemy team within ``hidden_reveal_in`` are revealed."""
    reach = max(1, st.data.scale.hexes_within(st.data.rules["hidden_reveal_in"]))
    for tid in st.alive():
        p = st.pos[tid]
        if not p["hidden"]:
            continue
        side = st.data.base[tid].side
        for other in st.alive():
            if st.data.base[other].side != side and distance(st.pos[other]["hex"], p["hex"]) <= reach:
                reveal(st, tid, f"an enemy team came within {st.data.rules['hidden_reveal_in']}\"")
                break


def reveal(st, tid: str, why: str) -> None:
    """Team ``tid`` is no longer hidden."""
    if st.pos[tid]["hidden"]:
        st.pos[tid]["hidden"] = False
        st.log.append(f"T{st.round} {st.data.base[tid].side}: {tid} revealed at {st.label(st.pos[tid]['hex'])} ({why})")


def _tables() -> dict:
    return tables()
