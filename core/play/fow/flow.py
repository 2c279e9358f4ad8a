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
from core.i18n import _
from core.rules.fow.data import tables
from core.rules.fow.movement import unbog_needed


def begin_turn(st, side: str) -> None:
    """Start ``side``'s player turn: clear last turn's flags, queue the
    starting-step tests, or go on to the movement step."""
    st.turn = side
    st.acted = set()
    for tid in st.alive(side):
        for flag in ("moved", "fired", "assaulted", "digging_in", "at_the_double"):
            st.set_flag(tid, flag, False)
    st.hits = {}
    # the side's smoke lifts and its bombardment templates are taken off (tables.json smoke, assumed)
    st.templates = [tp for tp in st.templates if tp["by"] != side]
    st.say(_("turn {round} of {rounds} begins").format(round=st.round, rounds=st.data.rounds))
    tables = _tables()
    arrive(st, side)
    if below_half(st, side):
        lead = st.alive(side)[0]
        st.queue.append({"kind": "test", "test": "company_morale", "team": lead,
                         "needed": tables["motivation"][side_motivation(st, side)]["test"], "dice": []})
    pinned: dict[str, str] = {}  # platoon -> its first pinned team
    for tid in st.alive(side):
        if st.has(tid, "pinned"):
            pinned.setdefault(st.data.platoons.get(tid, tid), tid)
    for platoon, tid in pinned.items():
        st.queue.append({"kind": "test", "test": "rally", "team": tid, "platoon": platoon,
                         "needed": tables["motivation"][st.data.base[tid].motivation]["test"], "dice": []})
    for tid in st.alive(side):
        t = st.data.base[tid]
        if st.has(tid, "bailed_out"):
            st.queue.append({"kind": "test", "test": "remount", "team": tid,
                             "needed": tables["motivation"][t.motivation]["test"], "dice": []})
        if st.has(tid, "bogged"):
            st.queue.append({"kind": "test", "test": "unbog", "team": tid,
                             "needed": unbog_needed(t), "dice": []})
    st.step = "start"
    next_test(st)


def arrive(st, side: str) -> None:
    """Reinforcements of ``side`` due this round (or earlier and still
    waiting) enter at their hex or the first entry hex with room (fewer than
    ``stacking_limit`` friendly teams, no enemy team); they count as having
    moved this turn (play_rules.json ``reinforcement_arrival``, assumed).
    With no room they wait for the next turn."""
    limit = st.data.rules["stacking_limit"]
    for a in st.data.arrivals:
        tid = a["team"]
        if a["side"] != side or a["round"] > st.round or not st.pos[tid].get("waiting"):
            continue
        for h in a["hexes"]:
            here = [t for t in st.alive() if st.pos[t]["hex"] == h]
            if len(here) < limit and all(st.data.base[t].side == side for t in here):
                p = st.pos[tid]
                p["hex"] = h
                p.pop("waiting", None)
                st.set_flag(tid, "moved")
                st.say(_("{tid} arrives at {h} (reinforcement, round {round})").format(
                           tid=tid, h=st.label(h), round=a['round']))
                break
        else:
            st.say(_("{tid} cannot arrive: no room at its entry hexes").format(tid=tid))


def entered(st, side: str) -> list[str]:
    """The side's teams that have been on the map (alive or destroyed; not still waiting)."""
    return [t for t, p in st.pos.items() if st.data.base[t].side == side and not p.get("waiting")]


def below_half(st, side: str) -> bool:
    """Company morale (tng_fow.md B.2 [V S4]): fewer than half of the
    side's teams that entered the game are left."""
    n = len(entered(st, side))
    return n > 0 and 0 < len(st.alive(side)) and 2 * len(st.alive(side)) < n


def side_motivation(st, side: str) -> str:
    """The motivation a side's company morale test uses: the commonest
    among its teams, the first in setup order on a tie (play_rules.json
    ``company_motivation``, assumed)."""
    ms = [st.data.base[t].motivation for t in entered(st, side)]
    return max(dict.fromkeys(ms), key=ms.count)


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
    st.hits = {}
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
            game_over(st, side, f"{side} took the objective {st.label(h)}",
                      _("{side} took the objective {hex}").format(side=side, hex=st.label(h)))
            return True
    return False


def team_vp(st, tid: str) -> int:
    """VP for destroying team ``tid`` (``unit_vp`` or ``vp_per_kill``)."""
    return int(st.data.unit_vp.get(tid, st.data.vp_per_kill))


def check_destroyed(st) -> bool:
    """A side with no teams left loses at once."""
    for side in st.game.sides:
        if not st.alive(side):
            game_over(st, st.opponent(side), f"{side} has no teams left",
                      _("{side} has no teams left").format(side=side))
            return True
    return False


def finish_on_time(st) -> None:
    """The turn limit: more VP wins, equal VP is a draw."""
    a, b = st.game.sides
    w = a if st.vp[a] > st.vp[b] else b if st.vp[b] > st.vp[a] else None
    game_over(st, w, f"turn limit {st.data.rounds} reached: " + ", ".join(f"{s} {st.vp[s]} VP" for s in st.game.sides),
              _("turn limit {n} reached: {vp}").format(
                  n=st.data.rounds, vp=", ".join(_("{side} {vp} VP").format(side=s, vp=st.vp[s])
                                                 for s in st.game.sides)))


def game_over(st, winner: str | None, reason: str, said: str | None = None) -> None:
    """End the game with ``winner`` (None: draw); ``reason`` is kept in the
    state (English data), ``said`` is how the log gives it (the user's
    language; default ``reason``)."""
    st.won, st.reason, st.step, st.chance, st.queue = winner, reason, "over", None, []
    st.say(_("game over: {reason}; ").format(reason=said or reason)
           + (_("{winner} wins").format(winner=winner) if winner else _("draw")))


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
                reveal(st, tid, _("an enemy team came within {n}\"").format(n=st.data.rules['hidden_reveal_in']))
                break


def reveal(st, tid: str, why: str) -> None:
    """Team ``tid`` is no longer hidden (``why``: the reason, in the user's language)."""
    if st.pos[tid]["hidden"]:
        st.pos[tid]["hidden"] = False
        st.log.append(f"T{st.round} {st.data.base[tid].side}: "
                      + _("{tid} revealed at {hex} ({why})").format(tid=tid, hex=st.label(st.pos[tid]['hex']), why=why))


def _tables() -> dict:
    return tables()
