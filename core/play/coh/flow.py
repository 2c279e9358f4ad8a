"""The Conflict of Heroes round (coh.md 1.1, 1.2, 9; seed 000 §8.1):

pre-round sequence -- refresh every unit (spent -> fresh, hit markers
kept), reset CAPs (the scenario's CAPs for the round less one per own unit
lost, never below 0), card draws (chance nodes; a yellow card is played at
once and replaced), reinforcements become available to enter, initiative
(round 1: the scenario's side if it names one; otherwise each side with
CAPs first declares 0-2 CAPs on its roll (choices.py), then both sides
roll 2D6, higher first, ties re-rolled) -- then alternating turns until both
players pass in a row; at round end control markers score their VP; after
the scenario's last round the game ends and the side with more VP wins.

Control markers (coh.md 9) flip when the controlling side has no unit in
the hex and the other side has a unit on the map with positive printed red
or blue FP there.  A destroyed unit scores `Victory.unit_vp` or
``vp_per_kill`` for its opponent and cuts its side's CAPs from the next
round on.
"""
from __future__ import annotations

from dataclasses import replace

from core.hexgrid import distance, line
from core.i18n import _
from core.play.coh.choices import initiative_order
from core.play.coh.setup import reinforcement_index
from core.play.coh.smoke import decay as decay_smoke
from core.play.coh.strike_plan import pre_round_step
from core.play.coh.veterans import end_of_turn
from core.play.coh.state import CohState, base_position  # noqa: F401 (base_position re-exported)
from core.rules.coh.hidden import reveal


def new_initial_state(game, cls=CohState):
    """The state (a ``cls``) at the start: setup units placed, control
    owners, decks shuffled (as counts), start cards queued, round 1's
    pre-round begun."""
    sc, d = game.scenario, game.data
    st = cls(game)
    st.pos = replace(base_position(game), units=tuple(d.setup))
    st.pos, shown = reveal(st.pos, [])  # seed 000 §10.0 rule 2: hidden with a unit on the map
    st.control = {lab: owner for lab, _vp, _w, owner in d.control}
    st.vp = {s: int(sc.starting_vp.get(s, 0)) for s in game.sides}
    st.decks = {did: dict(sorted(cards.items())) for did, cards, *_ in d.decks}
    for s in game.sides:
        st.hands[s] = list(sc.starting_cards.get(s, []))
    st.draws = _draw_queue(game, "start")
    begin_round(st, 1)
    face_revealed(st)
    if shown:
        st.say(_("revealed at setup (sharing a hex with a unit on the map): {shown}").format(shown=', '.join(shown)))
    return st


def _draw_queue(game, which: str) -> list[list[str]]:
    out = []
    for did, _cards, sides, at_start, per_round in game.data.decks:
        table = at_start if which == "start" else per_round
        for s in game.sides:
            if sides and s not in sides:
                continue
            out += [[did, s]] * int(table.get(s, 0))
    return out


def begin_round(st, rnd: int) -> None:
    """Run the pre-round sequence of round ``rnd`` up to its first chance
    node (or straight into play)."""
    game, sc = st.game, st.game.scenario
    st.round = rnd
    st.phase = "pre_round"
    if rnd > 1:
        decay_smoke(st)  # light smoke removed, heavy thins to light (rules/coh.md 1.1 [S1], 8.3; smoke.py)
    st.pos = replace(st.pos, units=tuple(u.with_(spent=False) if u.spent else u for u in st.pos.units))
    st.activation = {s: None for s in game.sides}
    st.must_act = False
    st.passes = 0
    st.turns = 0
    floor = st.data.rules["caps_floor"]
    for s in game.sides:
        st.caps[s] = max(floor, sc.caps_for(s, rnd) - st.lost[s])
    if rnd > 1 or not st.data.rules["start_draws_replace_round_1_draws"]:
        st.draws += _draw_queue(game, "round")
    for u, _entries in st.data.arrivals.get(rnd, []):
        st.pending[u.side].append(u.id)
    st.turn = sc.initiative if rnd == 1 and sc.initiative in game.sides else None
    st.init_dice = []
    for k in ("aim", "swift", "init_caps", "init_todo"):  # card bonuses end with the round
        st.effects.pop(k, None)
    st.say(_("pre-round: CAPs {sides}").format(sides=', '.join(f'{s} {st.caps[s]}' for s in game.sides))
           + "".join(_("; {s} reinforcements {pending}").format(
                         s=s, pending=', '.join(st.pending[s])) for s in game.sides if st.pending[s]))
    advance_pre_round(st)


def advance_pre_round(st) -> None:
    """Skip draws from empty decks; enter play when nothing is left to roll
    or draw."""
    while st.phase == "pre_round":
        if st.draws:
            did = st.draws[0][0]
            if sum(st.decks.get(did, {}).values()) == 0:
                st.draws.pop(0)
                continue
            return
        if pre_round_step(st):  # artillery planned and resolved before initiative (strike_plan.py)
            return
        if st.turn is None:
            if "init_caps" not in st.effects:  # CAPs on the initiative roll (choices.py)
                todo = initiative_order(st)
                st.effects["init_caps"] = {}
                if todo:
                    st.effects["init_todo"] = todo
                    st.phase = "initiative"
                    st.turn = todo[0]
            return
        st.effects.pop("init_caps", None)
        st.phase = "play"
        st.say(_("{turn} has the initiative").format(turn=st.turn))


def units_of(st, side: str):
    """On-map units of ``side`` in position order."""
    return [u for u in st.pos.units if u.side == side]


def takes_control(u) -> bool:
    """A unit with positive printed red or blue FP (coh.md 9)."""
    return any((u.stat(k) or 0) > 0 for k in ("fp_soft", "fp_hard"))


def update_control(st) -> None:
    """Flip control markers (coh.md 9; see module doc).  Only units on the
    map (not hidden) take control (play_rules.json, assumed)."""
    hm = st.pos.hexmap
    at = st.data.memo.get("control_hexes")  # (map, {label: hex}) of the control hexes, kept per game
    if at is None or at[0] is not hm:
        at = st.data.memo["control_hexes"] = (hm, {})
    for lab, owner in list(st.control.items()):
        h = at[1].get(lab)
        if h is None:
            h = at[1][lab] = hm.parse(lab)
        here = st.pos.units_at(h)
        if owner is not None and any(u.side == owner for u in here):
            continue
        takers = {u.side for u in here if not u.hidden and takes_control(u) and u.side != owner}
        if len(takers) == 1:
            new = takers.pop()
            if owner is None and any(u.side != new for u in here):
                continue
            st.control[lab] = new
            st.say(_("control of {lab} passes to {new}").format(lab=lab, new=new))


def remove_destroyed(st) -> list[str]:
    """Take destroyed units off the map, count the loss and score VP for
    the opponent (coh.md 9; BGG FAQ: a named unit's VP replaces the per-kill
    VP).  Returns the ids removed."""
    v = st.game.scenario.victory
    gone = [u for u in st.pos.units if "destroyed" in u.hits]
    if not gone:
        return []
    st.pos = replace(st.pos, units=tuple(u for u in st.pos.units if "destroyed" not in u.hits))
    ids = {u.id for u in gone}
    for act in st.activation.values():  # the pool lives on (seed 000 §9.0)
        if act is not None:
            act["members"] = [m for m in act["members"] if m not in ids]
    for u in gone:
        st.lost[u.side] += 1
        opp = st.opponent(u.side)
        pts = int(v.unit_vp.get(u.id, v.vp_per_kill))
        st.vp[opp] += pts
        st.say(_("{id} destroyed: {opp} +{pts} VP").format(id=u.id, opp=opp, pts=pts))
    return [u.id for u in gone]


def face_revealed(st) -> None:
    """Units on the map without a facing (revealed hidden units, seed 000
    §10.0: "their facing is decided when revealed") face the nearest enemy
    unit on the map, else hexside 0 (play_rules.json
    ``revealed_unit_facing``, assumed)."""
    layout = st.pos.hexmap.layout
    units = []
    changed = False
    for u in st.pos.units:
        if u.facing is None and not u.hidden:
            foes = sorted((distance(u.hex, e.hex), e.id, e.hex) for e in st.pos.units
                          if e.side != u.side and not e.hidden and e.hex != u.hex)
            f = layout.direction_to(u.hex, line(u.hex, foes[0][2])[1]) if foes else 0
            u = u.with_(facing=f)
            changed = True
        units.append(u)
    if changed:
        st.pos = replace(st.pos, units=tuple(units))


def end_turn(st) -> None:
    """After a player's action: casualties, control, revealed units take a
    facing, a spent pool closes, the opponent's turn (veteran and green
    bonus cards end first: veterans.py; 05/V01 give a second move)."""
    again = end_of_turn(st, st.turn)
    remove_destroyed(st)
    update_control(st)
    face_revealed(st)
    side = st.turn
    act = st.activation.get(side)
    if act is not None and act["pool"] <= 0:
        st.activation[side] = None
    st.passes = 0
    st.must_act = False
    st.turns += 1
    if again:  # 05 Rapid Deployment / V01 Rapid Move: the second move (veterans.py)
        st.say(_("  {side} moves again ({rapid})").format(side=side, rapid=st.effects['rapid'][2]))
    elif st.effects.get("swift") == side:  # card 12 Swift Action: a second turn in a row
        del st.effects["swift"]
        st.say(_("  {side} takes a second turn (Swift Action)").format(side=side))
    else:
        st.turn = st.opponent(side)
    if st.turns >= st.data.rules["max_turns_per_round"]:
        st.say(_("turn limit reached: the round ends"))
        end_round(st)


def end_round(st) -> None:
    """Round end: control VP for ``when="round"`` hexes; after the last round
    ``when="end"`` hexes score and the game is over."""
    last = st.round >= st.game.scenario.rounds
    for lab, vp, when, _owner in st.data.control:
        owner = st.control.get(lab)
        if owner is not None and (when == "round" or (when == "end" and last)):
            st.vp[owner] += vp
            st.say(_("{owner} controls {lab}: +{vp} VP").format(owner=owner, lab=lab, vp=vp))
    st.say(_("round ends: VP ") + ", ".join(f"{s} {st.vp[s]}" for s in st.game.sides))
    if last:
        st.phase = "over"
        st.turn = None
        w = st.winner()
        st.say(_("game over: {value}").format(value=_('draw') if w is None else _('{winner} wins').format(winner=w)))
        return
    begin_round(st, st.round + 1)


def reinforcement(st, uid: str):
    """``(template unit, entry labels)`` of pending reinforcement ``uid``."""
    idx = st.data.memo.get("reinf") or st.data.memo.setdefault("reinf", reinforcement_index(st.data))
    t, entries, _rnd = idx[uid]
    return t, entries
