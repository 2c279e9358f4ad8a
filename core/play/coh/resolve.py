"""Applying actions to a `CohState`: player actions, their chance nodes
(dice, hit-marker draws, card draws, initiative) and the payment of each
action through the rules core's shared-activation economy
(`core.rules.coh.activation.apply_action`, seed 000 §9.0-9.2).

Dice: one chance node per die (outcomes 1-6, 1/6 each).  A fire needs two
dice per unit fired at (`core.rules.coh.combat.attack`), then one marker
draw per non-destroying hit, from the target's pile weighted by the copies
not on the map (coh.md 3.1-3.3); a hidden sniper that fired then faces the
opponent's 1D6 detection check (seed 000 §10.3), to which that side may
first add 0-2 CAPs (`RollCaps`, a player node inside the chance
resolution): unless found it hides again.  Initiative CAPs are declared
in the pre-round (flow.py, choices.py).  Card 11's +2 FP is added to the
aimed unit's next fire (`aim_bonus`); card 12's extra turn is flow.py's.
Reaction windows (cards 07, 13, 15; reactions.py) open when a fire's or
rally's dice are in and after a move, only when a side holds such a card.
Rally: two dice per rallying unit; a foot move into wire: one die.
"""
from __future__ import annotations

from dataclasses import replace

from core.errors import RulesError
from core.i18n import _
from core.play.actions import (Activate, Die, Draw, Enter, Fire, Hide, Marker, Move, Pass, Pivot, PlayCard,
                               Rally)
from core.play.coh import artillery as ART
from core.play.coh import flow
from core.play.coh import veterans as VET
from core.play.actions import action_from_dict, action_to_dict
from core.play.coh.cards import DICE_CARDS, CardAt, apply_card, card_event, finish_card, weapon_args
from core.play.coh.choices import RollCaps
from core.play.coh.explain import explain_illegal
from core.play.coh.groups import group_move_legal
from core.play.coh.kinds import KINDS, Indirect, spotter_of
from core.play.coh.legal import _wire, entry_cost, legal_actions
from core.play.coh.logtext import describe
from core.play.coh.explain import (attack_explanations, detection_explanation, initiative_explanation,
                                   rally_explanation, record)
from core.play.coh.strike_plan import AirStrike, CloseCall, PlanStrike, plan_ok
from core.play.coh.mine_view import plan_position, stop_at_hidden_mines
from core.play.coh.smoke import Smoke, apply_smoke, smoke_ok
from core.play.coh.withdrawal import blocked as withdrawal_blocked, record_entries
from core.play.coh.mines import declare_mine_caps, mine_apply, mine_rolls, mine_victims, start_mines
from core.play.coh.vehicles import Drive
from core.play.coh.transport import Load, Unload, settle as settle_transport
from core.play.coh.reactions import React, apply_react, is_reaction_stage, open_move_window, open_roll_window, react_die
from core.rules.coh import activation as A
from core.rules.coh import hidden as H
from core.rules.coh.combat import SETUPS, attack, attack_rolls
from core.rules.coh.hitmarkers import PILE_NAMES, pile, qualified, split_marker

DICE = [(Die(v), 1 / 6) for v in range(1, 7)]


# --- chance -----------------------------------------------------------------
def _marker_odds(st, uid: str, piles: dict | None = None) -> list[tuple]:
    """The draw of unit ``uid``'s hit marker: from the pile of the Defense
    colour hit (coh.md 3.1; ``piles`` {unit id: "soft"/"armored"} names it
    when it is not the unit's own pile, e.g. an open-topped vehicle hit on
    its red flank, coh.md 4.3), weighted by the copies not in use; a marker
    of the other pile is drawn under its pile-qualified identity
    (`hitmarkers.qualified`)."""
    u = st.unit(uid)
    arm = PILE_NAMES[piles[uid]] if piles and uid in piles else u.armored
    markers = pile(arm)
    in_use: dict[str, int] = {}
    for o in st.pos.units:
        for h in o.hits:
            base, harm = split_marker(h, o.armored)
            if harm == arm:
                in_use[base] = in_use.get(base, 0) + 1
    left = {n: max(0, m["copies"] - in_use.get(n, 0)) for n, m in markers.items()}
    if sum(left.values()) == 0:
        left = {n: m["copies"] for n, m in markers.items()}
    tot = sum(left.values())
    return [(Marker(qualified(n, arm, u.armored)), c / tot) for n, c in sorted(left.items()) if c]


def marker_piles(st, results) -> dict:
    """``{unit id: "soft"/"armored"}`` for the hit units of ``results``
    (rolls with ``unit_id`` and ``armored``: the Defense colour hit) whose
    marker comes from the other pile than their own (coh.md 3.1, 4.3)."""
    out = {}
    for r in results:
        u = st.unit(r.unit_id) if r.unit_id else None
        if u is not None and bool(r.armored) != u.armored:
            out[r.unit_id] = "armored" if r.armored else "soft"
    return out


def chance_outcomes(st) -> list[tuple]:
    """``[(outcome, probability)]`` of the pending chance node."""
    if ART.is_strike(st.chance):  # an off-board strike (artillery.py)
        ch = st.chance
        if ch["stage"] == "strike_markers":
            return _marker_odds(st, ch["marker_units"][len(ch["markers"])], ch.get("marker_piles"))
        return list(DICE)
    if st.phase == "pre_round":
        if st.draws:
            deck = st.decks[st.draws[0][0]]
            tot = sum(deck.values())
            return [(Draw(c), n / tot) for c, n in sorted(deck.items()) if n]
        return list(DICE)
    ch = st.chance
    if ch["stage"] in ("markers", "mine_markers"):
        return _marker_odds(st, ch["marker_units"][len(ch["markers"])], ch.get("marker_piles"))
    return list(DICE)


def _apply_chance(st, a) -> None:
    if a not in [o for o, _ in chance_outcomes(st)]:
        raise RulesError(_("{a} is not an outcome of this chance node").format(a=a))
    if ART.is_strike(st.chance):
        nxt = ART.add_marker(st, a.name) if st.chance["stage"] == "strike_markers" else ART.strike_die(st, a.value)
        if nxt == "done":
            _strike_done(st)
        return
    if st.phase == "pre_round":
        if isinstance(a, Draw):
            did, side = st.draws.pop(0)
            st.decks[did][a.card] -= 1
            if st.decks[did][a.card] == 0:
                del st.decks[did][a.card]
            ct = st.data.cards.get(a.card)
            if ct is not None and ct.colour == "yellow":
                card_event(st, side, a.card)
                st.discard.append(a.card)
                st.draws.insert(0, [did, side])
            else:
                st.hands[side].append(a.card)
                st.say(_("{side} draws a card").format(side=side))
        else:
            st.init_dice.append(a.value)
            if len(st.init_dice) == 4:
                s0, s1 = st.game.sides
                mods = st.effects.get("init_caps", {})
                r0, r1 = sum(st.init_dice[:2]) + mods.get(s0, 0), sum(st.init_dice[2:]) + mods.get(s1, 0)
                st.say(_("initiative roll: {s0} {r0}, {s1} {r1}").format(s0=s0, r0=r0, s1=s1, r1=r1)
                       + "".join(_(" ({s} +{k} CAPs)").format(s=s, k=k) for s, k in mods.items() if k))
                record(st, [initiative_explanation((s0, s1), mods, {s0: r0, s1: r1})])
                st.init_dice = []
                if r0 != r1:
                    st.turn = s0 if r0 > r1 else s1
        flow.advance_pre_round(st)
        return
    ch = st.chance
    if is_reaction_stage(ch["stage"]):  # a reaction card's die (reactions.py)
        nxt = react_die(st, a.value)
        if nxt == "end":
            st.chance = None
            flow.end_turn(st)
        elif nxt == "dice":
            _progress(st)
        return
    if ch["stage"] in ("markers", "mine_markers"):
        ch["markers"].append([ch["marker_units"][len(ch["markers"])], a.name])
    else:
        ch["dice"].append(a.value)
    _progress(st)


def _strike_done(st) -> None:
    """An off-board strike is over (artillery.py): casualties, then the
    pre-round goes on (artillery) or the turn ends (air strike)."""
    kind = st.chance["kind"]
    st.chance = None
    if kind == "air":
        flow.end_turn(st)
        return
    st.phase = "pre_round"
    flow.remove_destroyed(st)
    flow.update_control(st)
    flow.face_revealed(st)
    flow.advance_pre_round(st)


# --- player actions -----------------------------------------------------------
def apply_action(st, a) -> None:
    """Apply ``a`` (player action or chance outcome) in place; `RulesError`
    naming the rule when it is not legal here.  Afterwards carried units
    follow their vehicles and a destroyed vehicle unloads (transport.py).
    An attack's dice-free part is kept for the game (`combat.SETUPS`: in
    play a map changes only as a new map)."""
    token = SETUPS.set(st.data.memo.setdefault("attack_setups", {}))
    try:
        _apply_action(st, a)
        settle_transport(st)
    finally:
        SETUPS.reset(token)


def _apply_action(st, a) -> None:
    if st.phase == "over":
        raise RulesError(_("the game is over: no more actions"))
    if st.is_chance_node():
        if not getattr(a, "chance", False):
            raise RulesError(_("{a}: a die roll or draw is pending; only its outcomes may be applied").format(a=a))
        _apply_chance(st, a)
        return
    if getattr(a, "chance", False):
        raise RulesError(_("{a}: no die roll or draw is pending ({turn} is to act)").format(a=a, turn=st.turn))
    if a not in st.legal_view() and (not group_move_legal(st, a) or withdrawal_blocked(st, a)) and \
            not plan_ok(st, a) and not smoke_ok(st, a) and \
            not (isinstance(a, Fire) and a in legal_actions(st, full=True)):  # unlisted group moves, blind fire
        raise explain_illegal(st, a)
    side = st.turn
    st.say(f"{side}: {a}")
    stopped = stop_at_hidden_mines(st, side, a)  # a drive into the opponent's hidden mines ends there (mine_view.py)
    if stopped != a:
        a = stopped
        st.say(_("  the drive ends in {to}: mines").format(to=a.to[0]))
    if isinstance(a, PlanStrike):  # artillery planned in the pre-round (strike_plan.py)
        ART.apply_plan(st, side, a)
        flow.advance_pre_round(st)
        return
    if isinstance(a, CloseCall):
        ART.close_call(st, side, a)
        if not st.chance["victims"]:
            _strike_done(st)
        return
    if isinstance(a, AirStrike):
        ART.start_air(st, side, a)
        if st.chance["stage"] == "strike" and not st.chance["victims"]:
            _strike_done(st)
        return
    if isinstance(a, RollCaps):
        _roll_caps(st, side, a)
        return
    if isinstance(a, React):
        if apply_react(st, side, a):
            if st.chance.get("moved") is not None:  # card 15 declined: the mover's turn ends
                st.chance = None
                flow.end_turn(st)
            else:
                _progress(st)
        return
    if isinstance(a, Pass):
        clear_bonuses(st, side)
        VET.on_pass(st, side)
        st.passes += 1
        st.turns += 1
        st.must_act = False
        if st.passes >= 2:
            flow.end_round(st)
        else:
            st.turn = st.opponent(side)
        return
    if isinstance(a, Activate):
        _activate(st, side, a.unit)
        return
    if isinstance(a, Enter):
        _enter(st, side, a)
        flow.end_turn(st)
        return
    if isinstance(a, PlayCard) and a.card in DICE_CARDS:  # 08, 10: the card waits for its die (cards.py)
        start_chance(st, side, a, 1)
        return
    if isinstance(a, Smoke):  # smoke.py: no dice
        apply_smoke(st, side, a)
        flow.end_turn(st)
        return
    if isinstance(a, (PlayCard, CardAt)):
        apply_card(st, side, a)
        return
    need = 0
    if isinstance(a, Fire):
        need = 2 * attack_rolls(st.pos, list(a.units), a.target, 0, *weapon_args(a), spotter=spotter_of(st.pos, a))
    elif isinstance(a, Rally):
        need = 2 * len(a.units)
    elif isinstance(a, Move) and len(a.units) == 1:
        u = st.unit(a.units[0])
        if not u.hidden and u.move_class == "foot" and _wire(st.pos.hexmap, st.pos.hexmap.parse(a.to[0])):
            need = 1
    start_chance(st, side, a, need)


def clear_bonuses(st, side: str) -> None:
    """A pass drops ``side``'s pending card bonuses (11 aim, 12 swift)."""
    if (st.effects.get("aim") or [None])[0] == side:
        del st.effects["aim"]
    if st.effects.get("swift") == side:
        del st.effects["swift"]


def _roll_caps(st, side: str, a: RollCaps) -> None:
    """CAPs declared on the initiative roll or the sniper detection check
    (choices.py); paid at once."""
    if a.roll == "mines":
        declare_mine_caps(st, a)
        return
    if a.roll == "drift":
        ART.declare_drift_caps(st, side, a.caps)
        return
    st.caps[side] -= a.caps
    if a.roll == "initiative":
        st.effects["init_caps"][side] = a.caps
        todo = st.effects["init_todo"]
        todo.pop(0)
        if todo:
            st.turn = todo[0]
            return
        del st.effects["init_todo"]
        st.turn = None
        st.phase = "pre_round"
        flow.advance_pre_round(st)
        return
    ch = st.chance
    ch["detect_caps"] = a.caps
    ch["stage"] = "detect"
    st.turn = ch["side"]


def aim_bonus(st, a) -> int:
    """+2 FP when ``a`` is a fire led by the unit card 11 Careful Aiming was
    played on (coh.md 11); 0 otherwise."""
    aim = st.effects.get("aim")
    return 2 if aim and isinstance(a, Fire) and a.units[0] == aim[1] else 0


def start_chance(st, side: str, a, need: int) -> None:
    """Hold action ``a`` until ``need`` dice (then any markers) are in."""
    d = action_to_dict(a)
    st.chance = {"stage": "dice", "side": side, "action": d, "dice": [], "need": need,
                 "markers": [], "marker_units": [], "line": len(st.log) - 1}
    st._pending = (d, a)  # `_pending_action` of that dict: ``a`` itself (action_from_dict(d) == a, same type)
    _progress(st)


def _activate(st, side: str, uid: str) -> None:
    old = st.activation.get(side)
    if old is not None and old["pool"] > 0:
        units = []
        for u in st.pos.units:
            units.append(u.with_(spent=True) if u.id in old["members"] else u)
        st.pos = replace(st.pos, units=tuple(units))
    on_map = st.unit(uid) is not None
    st.activation[side] = {"pool": st.pos.options.pool_ap, "members": [uid] if on_map else [], "lead": uid}
    st.must_act = True


def _enter(st, side: str, a: Enter) -> None:
    uid = a.units[0]
    t, _entries = flow.reinforcement(st, uid)
    h = st.pos.hexmap.parse(a.to)
    cost = entry_cost(st, uid, a.to)
    assert cost is not None  # the entry is legal (apply_action checked it): the unit may enter there
    act = st.activation[side]
    act["pool"] -= cost - a.extra_caps
    st.caps[side] -= a.extra_caps
    st.pending[side].remove(uid)
    st.pos = replace(st.pos, units=st.pos.units + (t.with_(hex=h),))
    st.pos, rev = H.reveal_on_move(st.pos, uid, [h], False)
    if uid not in act["members"]:
        act["members"].append(uid)
    if act["pool"] <= 0:
        st.pos = replace(st.pos, units=tuple(u.with_(spent=True) if u.id in act["members"] else u
                                             for u in st.pos.units))
    st.say(_("  {cost} AP, pool {pool}").format(
               cost=cost, pool=act['pool']) + (_("; revealed {rev}").format(rev=', '.join(rev)) if rev else ""))


def _pending_action(st, d: dict):
    """``action_from_dict(d)`` of the chance's pending action dict ``d``,
    kept on ``st`` for that dict object (never changed once made: each die
    of the action asks again)."""
    got = getattr(st, "_pending", None)
    if got is None or got[0] is not d:
        got = st._pending = (d, action_from_dict(d))
    return got[1]


def _progress(st) -> None:
    """Move the pending action on: more dice, then markers, then resolve;
    a move into mines then rolls the mine attacks (mines.py)."""
    ch = st.chance
    a = _pending_action(st, ch["action"])
    if ch["stage"] in ("dice", "mines", "detect") and len(ch["dice"]) < ch["need"]:
        return
    if ch["stage"] == "mines":
        mine_rolls(st, ch)
    if ch["stage"] == "mine_markers":
        if len(ch["markers"]) < len(ch["marker_units"]):
            return
        mine_apply(st, ch)
        st.chance = None
        flow.end_turn(st)
        return
    if isinstance(a, PlayCard):
        finish_card(st, ch["side"], a, ch["dice"])
        st.chance = None
        flow.end_turn(st)
        return
    if ch["stage"] == "dice" and open_roll_window(st, ch, a):  # cards 07, 13 (reactions.py)
        return
    if ch["stage"] == "dice" and isinstance(a, Fire):
        res = attack(st.pos, list(a.units), a.target, ch["dice"], a.roll_caps, aim_bonus(st, a) + ch.get("luck", 0),
                     *weapon_args(a), spotter=spotter_of(st.pos, a))
        ch["marker_units"] = [r.unit_id for r in res.results if r.hit and r.unit_id and not r.destroyed]
        piles = marker_piles(st, [r for r in res.results if r.unit_id in ch["marker_units"]])
        if piles:  # a hit on another pile's Defense colour (open-topped, coh.md 4.3)
            ch["marker_piles"] = piles
        ch["stage"] = "markers"
    if ch["stage"] == "markers" and len(ch["markers"]) < len(ch["marker_units"]):
        return
    if ch["stage"] == "detect":
        _sniper_check(st, ch["dice"][-1])
        st.chance = None
        flow.end_turn(st)
        return
    hidden_sniper = isinstance(a, Fire) and st.unit(a.units[0]).hidden and st.unit(a.units[0]).kind == "sniper"
    before = {u.id for u in st.pos.units if u.hidden}
    units: tuple[str, ...] = getattr(a, "units", ())  # the pending action's units
    start = {u.id: u.hex for u in st.pos.units if u.id in units}
    rec = _pay_and_resolve(st, ch["side"], a, ch["dice"], dict(ch["markers"]) if ch["markers"] else {},
                           ch.get("luck", 0))
    if isinstance(a, Fire):  # V07 re-hides, close combat opens V05 / V10 (veterans.py)
        VET.after_fire(st, ch["side"], a, ch["dice"], rec)
    if all(st.unit(x) is not None and st.unit(x).hidden for x in units):
        for i in range(ch["line"], len(st.log)):  # a hidden unit acted and stays hidden
            st.secret[i] = [ch["side"], f"R{st.round} {ch['side']}: a hidden unit acts"]
    if hidden_sniper:
        hit_revealed = set()
        fired = rec.get("result")
        if fired is not None and any(r.hit and r.unit_id in before for r in fired.results):
            hit_revealed = {u.id for u in st.pos.units_at(fired.target_hex)}
        ch["rehide"] = sorted((before - {u.id for u in st.pos.units if u.hidden}) - hit_revealed)
        ch["need"] = len(ch["dice"]) + 1
        opp = st.opponent(ch["side"])
        if st.caps[opp] > 0:  # the detecting side may add CAPs first (choices.py)
            ch["stage"] = "detect_caps"
            st.turn = opp
        else:
            ch["stage"] = "detect"
        return
    record_entries(st, ch["side"], a, start, a.path() if isinstance(a, Drive) else None)  # withdrawal.py
    victims = mine_victims(st, a, start)
    if victims:  # mines attack (mines.py, rules/coh.md 7)
        start_mines(st, ch, victims)
        return
    if open_move_window(st, ch, a, start):  # card 15 (reactions.py)
        return
    st.chance = None
    flow.end_turn(st)


def _sniper_check(st, die: int) -> None:
    """Seed 000 §10.3: found on 6+; otherwise the sniper (and the hidden
    units its action revealed in its hex) hide again, unless they now share
    a hex with a unit on the map."""
    ch = st.chance
    caps = ch.get("detect_caps", 0)
    record(st, [detection_explanation(st.pos, die, caps)])
    if H.detect_sniper(st.pos, die, caps):
        st.say(_("  detection die {die}").format(
                   die=die) + (_(" +{caps} CAPs").format(
                                               caps=caps) if caps else "") + _(": the sniper is found"))
        return
    ids = set(ch.get("rehide") or [])
    shown = {u.hex for u in st.pos.units if not u.hidden and u.id not in ids}
    units = tuple(u.with_(hidden=True, facing=None) if u.id in ids and u.hex not in shown else u
                  for u in st.pos.units)
    st.pos = replace(st.pos, units=units)
    st.say(_("  detection die {die}: the sniper stays hidden").format(die=die))


def _pay_and_resolve(st, side: str, a, dice: list, markers: dict, luck: int = 0) -> dict:
    """Resolve ``a`` with its dice through `activation.apply_action` and pay
    for it (pool, CAPs, opportunity or card); ``luck`` is card 13's change
    to a fire's roll (reactions.py).  Returns the rules record."""
    real_map = st.pos.hexmap
    pos = plan_position(st, side) if isinstance(a, Drive) else st.pos  # the map the driver knows (mine_view.py)
    act_rec = st.activation.get(side)
    members = tuple(act_rec["members"]) if act_rec else ()
    d: dict = {"units": list(a.units), "action": KINDS[type(a)], "pay": a.pay}
    if isinstance(a, Move):
        d["to"] = dict(zip(a.units, a.to))
        if isinstance(a, Drive):
            d["path"] = a.path()
        if dice:
            d["path"] = [a.to[0]]
            d["wire_dice"] = list(dice)
    elif isinstance(a, Fire):
        aim = aim_bonus(st, a)
        d.update(target=a.target, dice=list(dice), markers=markers, caps=a.roll_caps, fp_bonus=aim + luck)
        if isinstance(a, Indirect) and spotter_of(pos, a) is not None:  # indirect mortar fire (rules/coh.md 8.1)
            d["spotter"] = a.spotter
        if weapon_args(a)[0] is not None:
            d["weapon_card"] = weapon_args(a)[1]
        if aim:
            del st.effects["aim"]
    elif isinstance(a, Rally):
        d.update(dice=list(dice), caps=a.roll_caps, rally_bonus=VET.rally_bonus(st, side, a))
    elif isinstance(a, Pivot):
        d["facing"] = {a.units[0]: a.facing}
    elif isinstance(a, Hide):
        d["to"] = {a.units[0]: a.to}
    elif isinstance(a, Load):  # onto (or hitching) a.vehicle (transport.py)
        d["target"] = a.vehicle
    elif isinstance(a, Unload):
        d["to"] = {a.units[0]: a.to}
    if a.pay == "ap":
        d["extra_caps"] = a.extra_caps
        act = A.Activation(pos, act_rec["pool"], st.caps[side], members)
    elif a.pay == "caps":
        act = A.Activation(pos, 0, st.caps[side], members)
    else:
        act = A.Activation(pos, 0, None, members)
    new = A.apply_action(act, d)
    rec = new.log[-1]
    st.pos = new.position if new.position.hexmap is real_map else replace(new.position, hexmap=real_map)
    if a.pay == "ap":
        act_rec["pool"], act_rec["members"] = new.pool, list(new.members)
        st.caps[side] = new.caps
        note = _("{cost} AP, pool {pool}").format(cost=rec['cost'], pool=new.pool)
    elif a.pay == "caps":
        st.caps[side] = new.caps
        note = _("{cost} CAPs, {caps} left").format(cost=rec['cost'], caps=new.caps)
    elif a.pay == "card":
        st.hands[side].remove(a.card)
        st.discard.append(a.card)
        cost = st.data.cards.get(a.card).cost or 0
        st.caps[side] -= cost
        note = _("card {card} ({cost} CAPs)").format(card=a.card, cost=cost)
    else:
        note = _("opportunity, {cost} AP").format(cost=rec['cost'])
    if a.roll_caps:  # CAPs on every roll (coh.md 1.1)
        spent = a.roll_caps * (len(dice) // 2)
        st.caps[side] -= spent
        note += _(", {spent} CAPs on the roll ({caps} left)").format(spent=spent, caps=st.caps[side])
    marked = [st.unit(u) for u in markers if st.unit(u) is not None]
    owner = marked[0].side if marked else None
    st.say("  " + note + describe(rec, markers), owner, "  " + note + describe(rec, {}))
    if rec.get("result") is not None:  # every roll explained (explain.py)
        res = rec["result"]
        hid = [pos.unit(r.unit_id).side for r in res.results if r.unit_id and pos.unit(r.unit_id).hidden]
        record(st, attack_explanations(pos, list(a.units), res), hid[0] if hid else None)
    for r in rec.get("rally") or []:
        record(st, [rally_explanation(pos, r)])
    settle_transport(st, rec)  # what a vehicle carries moves with it, before any mines attack (transport.py)
    return rec
