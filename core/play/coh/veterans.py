"""Veteran cards (orange, seed 000 §8.3) and greens 05 Rapid Deployment and
06 Battlefield Confusion in a Conflict of Heroes game, adapted to the 7 AP
pool (coh.md 11; each adaptation is play_rules.json ``veteran_cards``,
assumed).  A scenario deals veteran cards to a side (``starting_cards``)
and may tie one to a unit (scenario option ``veteran_units``: ``{card:
unit id}``; `vet_ok`); a played veteran card is discarded.

Bonus cards (free, played before the turn's action on a unit of the
side; the same player then acts, and only with that unit):

* 05 Rapid Deployment: the unit makes a normal one-hex move, then at once
  a second one-hex move paid by the card (0 AP) before the opponent's turn;
* V01 Rapid Move (1 CAP): as 05, but the second hex must be open terrain
  and is paid as a normal move ("the cost is the sum of the hexes");
* V04 Motivated Leader (1 CAP): the unit's next rally, without CAPs on the
  roll, has its rally number lowered by 2 (+2 to the roll);
* V06 Iron Will (0): the unit's hit markers are set aside for its next
  action (every marker modifier ignored); afterwards they return, and a
  unit hit meanwhile is destroyed (coh.md 3.1);
* V07 Concealed Fire (1 CAP): the hidden unit's next fire does not reveal
  it unless a die shows 1 (it hides again after the fire, unless it was
  hit or shares a hex with a unit on the map);
* 06 Battlefield Confusion (0): the opponent's open activation pool loses
  3 AP (never below 0) -- the 3rd-ed "+3 AP before the Spent Check".

Roll-window cards (reactions.py, with 07 and 13): V08 Combat Hardened
(re-roll one die, either side), V03 Experienced (+1 to the side's own fire
roll, for "modify a Spent Check by 1"), V02 Better Equipped (+2 to the
side's own fire roll made without CAPs; its +2 range is not played),
V09 Use of Terrain (-1 to the opponent's fire roll at the side's unit in
open terrain, i.e. +1 Defense).

Follow-up cards (offered on the side's next turn, paid by the card):
V05 Blood and Honor (a unit attacked in close combat counter-attacks its
attacker), V10 Overrun (after its close-combat attack, the unit moves one
hex).
"""
from __future__ import annotations

from core.i18n import _
from core.play.actions import Action, Fire, Move, PlayCard, Rally

BONUS = ("05", "V01", "V04", "V06", "V07", "06")
ROLL = ("V02", "V03", "V08", "V09")
FOLLOW = ("V05", "V10")
ALL = BONUS + ROLL + FOLLOW + ("V-CC",)
CONFUSION_AP = 3  # card 06 (coh.md 11: +3 AP)


def vet_ok(st, card: str, uid: str | None) -> bool:
    """True when ``card`` is not tied to a unit, or is tied to ``uid``."""
    tied = (st.game.scenario.options or {}).get("veteran_units", {}).get(card)
    return tied is None or tied == uid


def can_pay(st, side: str, card: str) -> bool:
    ct = st.data.cards.get(card)
    return card in st.hands[side] and ct is not None and (ct.cost or 0) <= st.caps[side]


def pending(st, side: str) -> bool:
    """True while a bonus card of ``side`` waits for its unit's action."""
    return any((st.effects.get(k) or [None])[0] == side for k in ("rapid", "iron", "concealed", "motivated"))


def bonus_plays(st, mine, opt) -> list:
    """`PlayCard` plays of the bonus cards (module doc) for the side to act;
    none while another bonus of the side waits."""
    side = st.turn
    if pending(st, side):
        return []
    out = []
    for card in sorted(set(st.hands[side]) & set(BONUS)):
        if not can_pay(st, side, card):
            continue
        if card == "06":
            oact = st.activation.get(st.opponent(side))
            if oact is not None and oact["pool"] > 0:
                out.append(PlayCard(card))
            continue
        for u in mine:
            if not vet_ok(st, card, u.id):
                continue
            kinds = {k for k, _c, f, _x in opt.of(u) if f["units"] == (u.id,)}
            if card in ("05", "V01") and "move" in kinds and not u.hidden:
                out.append(PlayCard(card, (u.id,)))
            elif card == "V04" and "rally" in kinds:
                out.append(PlayCard(card, (u.id,)))
            elif card == "V06" and u.hits and "destroyed" not in u.hits:
                out.append(PlayCard(card, (u.id,)))
            elif card == "V07" and u.hidden and "fire" in kinds:
                out.append(PlayCard(card, (u.id,)))
    return out


def apply_bonus(st, side: str, a) -> None:
    """Apply bonus card ``a`` (paid by the caller, except 05 whose second
    move pays it)."""
    uid = a.units[0] if a.units else None
    if a.card in ("05", "V01"):
        st.effects["rapid"] = [side, uid, a.card, 1]
        st.say(_("  {uid} moves twice in a row ({card})").format(uid=uid, card=a.card))
    elif a.card == "V04":
        st.effects["motivated"] = [side, uid]
        st.say(_("  {uid}'s next rally: rally number -2").format(uid=uid))
    elif a.card == "V06":
        u = st.unit(uid)
        st.effects["iron"] = [side, uid, list(u.hits)]
        st.pos = st.pos.replace_unit(u.with_(hits=()))
        st.say(_("  {uid} ignores its hit markers for one action").format(uid=uid))
    elif a.card == "V07":
        st.effects["concealed"] = [side, uid]
        st.secret[len(st.log) - 1] = [side, f"R{st.round} {side}: card V07"]  # the hidden unit stays unnamed
        st.say(_("  concealed fire"), side, _("  a hidden unit prepares to fire"))
    else:
        opp = st.opponent(side)
        act = st.activation[opp]
        lost = min(CONFUSION_AP, act["pool"])
        act["pool"] -= lost
        st.say(_("  {opp}'s pool loses {lost} AP (pool {pool})").format(opp=opp, lost=lost, pool=act['pool']))


def restrict(st, out: list, pass_action) -> list:
    """The legal actions while a bonus of the side to act waits: only its
    unit's actions of the kind the card needs (module doc)."""
    side = st.turn
    rapid = st.effects.get("rapid")
    if rapid and rapid[0] == side:
        uid, card, step = rapid[1], rapid[2], rapid[3]
        if step == 1:
            return [a for a in out if isinstance(a, Move) and a.units == (uid,)] or [pass_action]
        return [pass_action] + second_moves(st, out, uid, card)
    for key, cls in (("iron", None), ("concealed", Fire), ("motivated", Rally)):
        e = st.effects.get(key)
        if e and e[0] == side:
            keep = [a for a in out if getattr(a, "units", ())[:1] == (e[1],) and (cls is None or isinstance(a, cls))]
            if key == "motivated":
                keep = [a for a in keep if a.units == (e[1],) and not a.roll_caps]
            return keep or [pass_action]
    return out


def second_moves(st, out: list, uid: str, card: str) -> list:
    """The second move of 05 (any one-hex move of the unit, paid by the
    card) or V01 (a move of the unit into open terrain, paid as usual)."""
    hm = st.pos.hexmap
    moves = [a for a in out if type(a) is Move and a.units == (uid,)]
    if card == "V01":
        return [a for a in moves if hm.terrain_at(hm.parse(a.to[0])) == "open"]
    seen = dict.fromkeys(a.to for a in moves)
    return [Move(units=(uid,), to=to, pay="card", card="05") for to in seen]


def follow_plays(st, mine, opt, probe) -> list:
    """V05 counter-attacks and V10 moves open to the side to act (module
    doc); ``probe(uid, target)`` is True when the unit may fire at it."""
    side = st.turn
    out: list[Action] = []
    c = st.effects.get("counter")
    if c and c[0] == side and can_pay(st, side, "V05") and st.unit(c[1]) and st.unit(c[2]) \
            and st.unit(c[1]).hex == st.unit(c[2]).hex and probe(c[1], c[2]):
        out.append(Fire(units=(c[1],), target=c[2], pay="card", card="V05"))
    o = st.effects.get("overrun")
    if o and o[0] == side and can_pay(st, side, "V10") and st.unit(o[1]):
        u = st.unit(o[1])
        tos = dict.fromkeys(f["to"] for k, cls, f, _c in opt.of(u) if k == "move" and cls is Move
                            and f["units"] == (u.id,))
        out += [Move(units=(u.id,), to=to, pay="card", card="V10") for to in tos]
    return out


def after_fire(st, side: str, a, dice: list, rec: dict) -> None:
    """After fire ``a`` by ``side`` resolved: V07 re-hides its firer on dice
    without a 1; a close-combat attack opens V05 for the defender (when it
    holds the card) and V10 for the attacker."""
    con = st.effects.get("concealed")
    if con and con[0] == side and a.units[0] == con[1]:
        del st.effects["concealed"]
        u = st.unit(con[1])
        res = rec.get("result")
        hit = res is not None and any(r.hit and r.unit_id == con[1] for r in res.results)
        shown = any(o.id != con[1] and not o.hidden for o in st.pos.units_at(u.hex)) if u else True
        if u is not None and not u.hidden:
            if 1 in dice or hit or shown:
                st.say(_("  concealed fire: a 1 was rolled, the unit is revealed") if 1 in dice
                       else _("  concealed fire: the unit is revealed"))
            else:
                st.pos = st.pos.replace_unit(u.with_(hidden=True, facing=None))
                st.say(_("  concealed fire: no 1 rolled, the unit stays hidden"), side,
                       _("  the firer stays hidden (Concealed Fire)"))
    res = rec.get("result")
    if res is None or not res.close_combat:
        return
    opp = st.opponent(side)
    tgt = st.unit(a.target)
    if tgt is not None and "V05" in st.hands[opp] and vet_ok(st, "V05", tgt.id):
        st.effects["counter"] = [opp, tgt.id, a.units[0], st.turns]
    if st.unit(a.units[0]) is not None and "V10" in st.hands[side] and vet_ok(st, "V10", a.units[0]):
        st.effects["overrun"] = [side, a.units[0], st.turns]


def rally_bonus(st, side: str, a) -> tuple:
    """V04's term for rally ``a`` of ``side`` (and the effect is used up)."""
    m = st.effects.get("motivated")
    if m and m[0] == side and a.units == (m[1],):
        del st.effects["motivated"]
        return ("card_V04", 2, "cards.json V04 Motivated Leader (rally number -2; seed 000 §8.3)")
    return ()


def end_of_turn(st, side: str) -> bool:
    """``side``'s action is over (flow.end_turn, before casualties): V06's
    markers return; 05/V01 give the second move (True: ``side`` acts
    again); follow-up effects of earlier turns expire."""
    iron = st.effects.get("iron")
    if iron and iron[0] == side:
        del st.effects["iron"]
        u = st.unit(iron[1])
        if u is not None and "destroyed" not in u.hits:
            back = ("destroyed",) if u.hits and iron[2] else tuple(iron[2]) + tuple(u.hits)
            st.pos = st.pos.replace_unit(u.with_(hits=back))
    again = False
    rapid = st.effects.get("rapid")
    if rapid and rapid[0] == side:
        if rapid[3] == 1 and st.unit(rapid[1]) is not None:
            rapid[3] = 2
            again = True
        else:
            del st.effects["rapid"]
    for key in ("counter", "overrun"):
        e = st.effects.get(key)
        if e and e[0] == side and e[-1] < st.turns:
            del st.effects[key]
    return again


def on_pass(st, side: str) -> None:
    """A pass drops ``side``'s waiting bonuses (V06's markers return)."""
    for key in ("rapid", "concealed", "motivated"):
        if (st.effects.get(key) or [None])[0] == side:
            del st.effects[key]
    end_of_turn(st, side)
    for key in ("counter", "overrun"):
        if (st.effects.get(key) or [None])[0] == side:
            del st.effects[key]
