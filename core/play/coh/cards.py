"""Card play in a Conflict of Heroes game (seed 000 §8.1; coh.md 11).

Green cards are held in the hand until played; yellow cards are played at
once when drawn and replaced (`card_event`).  Cards that are a unit action
at 0 AP (01 Adrenaline, 02 Command Action, 04 Rally Up!) are paid through
the activation economy with ``pay="card"`` (resolve.py).  Effect cards are
applied here: 03 auto-rally (removes the unit's hit markers), 09 Seek
Cover! (a hasty defense on the unit), 08 Frontline Officer (+1D6 CAPs this
round), 10 Sniper Fire (the opponent loses 0/1/1/2/2/3 CAPs on 1D6),
16 Obstacle-Cleaning (remove an obstacle -- play_rules.json
``obstacle_kinds`` -- in the hex of an un-hit friendly unit not in close
combat), 17 Mine-Laying (a mine in a hex without a fortification within
one hex of such a unit, hidden when no enemy unit on the map sees the
hex); both change the state's fortifications overlay (forts.py) and are
played as `CardAt` ``card 16 g1 0304`` (the unit, then the hex).
Playing a card on a hidden unit reveals it (seed 000 §10.0 rule 1).  Card
costs are paid in CAPs (play_rules.json ``card_cost_in_caps``, assumed).
Fresh units that act through cards stay fresh (§8.1).

Bonus cards (coh.md 11: free, not the turn's action; the player acts
next): 11 Careful Aiming (+2 FP to the next fire led by the unit it is
played on; only fires by that unit are then legal), 12 Swift Action (the
side takes its next two turns in a row, flow.py), 14 Scout Teams (reveal
every hidden enemy unit within 3 hexes and in LOS of the unit; the card's
"hide a unit" half is not modelled).  A pass drops a pending bonus.
Cards the engine cannot model stay in the hand and are listed with the
reason in play_rules.json ``cards_not_modelled``.
"""
from __future__ import annotations

from dataclasses import replace

from core.hexgrid import distance
from core.play.actions import Action, Fire, PlayCard, action, build
from core.i18n import _
from core.play.coh import flow
from core.play.coh.forts import obstacle_at, set_fort
from core.play.coh.strike_plan import AirStrike, card_side
from core.play.coh import veterans as V
from core.play.coh.kinds import Flame
from core.rules.coh.flame import FLAME, FLAME_ID
from core.errors import RulesError
from core.rules.coh import hidden as H
from core.rules.coh.combat import attack
from core.rules.coh.strikes import strike_cards
from core.rules.coh.weapons import weapon, weapon_cards


# card number -> which units may act through it at 0 AP
ACT_CARDS = {"01": "spent", "02": "any"}
# bonus cards: played on top of the turn's action, the turn goes on
BONUS_CARDS = ("11", "12", "14")
SCOUT_RANGE = 3  # hexes, card 14 text (coh.md 11)
# cards whose play waits for a die (resolve.py starts it, `finish_card` ends it)
DICE_CARDS = ("08", "10")
# cards that change the fortifications overlay (forts.py)
FORT_CARDS = ("16", "17")


@action("card_at", "card {card} {units} {to}")
class CardAt(Action):
    """Play green card ``card`` with unit ``units[0]`` on hex label ``to``
    (cards 16 and 17, module doc)."""

    card: str = ""
    units: tuple[str, ...] = ()
    to: str = ""


def weapon_args(a) -> tuple[dict | None, str | None]:
    """``(weapon record, card)`` for a fire paid with a weapon card
    (`core.rules.coh.weapons`) or a flamethrower attack (`Flame`:
    ``(FLAME, "FT")``, rules/coh.md 8.4), else ``(None, None)``."""
    if isinstance(a, Flame):
        return FLAME, FLAME_ID
    w = weapon(a.card) if getattr(a, "pay", "") == "card" else None
    return (w, a.card) if w is not None else (None, None)


def weapon_attacks(st, mine, card: str) -> list:
    """Every card attack weapon card ``card`` allows now: each of the side's
    fresh or activated units it suits (weapons.py) at each visible enemy
    hex within the weapon's reach (a unit id in its own hex: close combat),
    checked by the rules core (`combat.attack` with the weapon)."""
    w = weapon(card)
    if w is None:  # not a weapon card: no card attack
        return []
    act = st.activation.get(st.turn)
    members = set(act["members"]) if act else set()
    out: list[Action] = []
    for u in mine:
        if u.spent and u.id not in members:
            continue
        for e in st.pos.units:
            if e.side == u.side or e.hidden or distance(u.hex, e.hex) > w.get("max_range", w["range"]):
                continue
            tgt = e.id if e.hex == u.hex else st.label(e.hex)
            try:
                attack(st.pos, [u.id], tgt, [1, 1], 0, 0, w, card)
            except RulesError:
                continue
            out.append(Fire(units=(u.id,), target=tgt, pay="card", card=card))
    return list(dict.fromkeys(out))


def card_event(st, side: str, card: str) -> None:
    """A yellow card drawn by ``side``: played at once (its effect is
    announced; the scenario's reinforcements already arrive by round)."""
    ct = st.data.cards.get(card)
    st.say(_("{side} draws event card {card} ({value}): played at once").format(
               side=side, card=card, value=ct.name if ct else _('unknown')))


def _pay(st, side: str, card: str) -> None:
    st.hands[side].remove(card)
    st.discard.append(card)
    st.caps[side] -= st.data.cards.get(card).cost or 0


def apply_card(st, side: str, a) -> None:
    """Play effect card ``a`` (`PlayCard`); cards with a die wait for it."""
    if a.card in V.BONUS:  # veteran and green bonus cards (veterans.py); 05 is paid by its second move
        if a.card != "05":
            _pay(st, side, a.card)
        V.apply_bonus(st, side, a)
        return
    _pay(st, side, a.card)
    if a.card in BONUS_CARDS:
        _bonus(st, side, a)
        return
    pos, rev = H.reveal_on_action(st.pos, list(a.units))
    units = []
    for u in pos.units:
        if u.id in a.units:
            if a.card == "03":
                u = u.with_(hits=tuple(h for h in u.hits if h == "destroyed"))
            elif a.card == "09":
                u = u.with_(hasty_defense=True)
        units.append(u)
    st.pos = replace(pos, units=tuple(units))
    st.say(_("  card {card}").format(card=a.card) + (_("; revealed {rev}").format(rev=', '.join(rev)) if rev else ""))
    if a.card in FORT_CARDS:
        _change_fort(st, side, a)
    flow.end_turn(st)


def _change_fort(st, side: str, a) -> None:
    """Cards 16 and 17 (module doc): ``a`` is a `CardAt`."""
    h = st.pos.hexmap.parse(a.to)
    if a.card == "16":
        kind = st.pos.hexmap.fortification_at(h).kind
        set_fort(st, h, None)
        st.say(_("  {kind} removed from {to}").format(kind=kind, to=a.to))
        return
    seen = any(st.pos.los_clear(e.hex, h) for e in st.pos.units if e.side != side and not e.hidden)
    set_fort(st, h, {"kind": "mines", "facing": None, "hidden": not seen, "side": side})
    if not seen:  # the opponent reads the play without its hex
        line = f"R{st.round} {side}: {a}"
        i = max(i for i, x in enumerate(st.log) if x == line)
        st.secret[i] = [side, f"R{st.round} {side}: card {a.card} {a.units[0]}"]
    st.say(_("  mines laid in {to}").format(to=a.to) + ("" if seen else _(" (hidden)")), side,
           _("  mines laid") + (_(" in {to}").format(to=a.to) if seen else _(" out of sight")))


def fort_card_targets(st, card: str, u) -> list[str]:
    """Hex labels where unit ``u`` may play card 16 or 17 (module doc):
    none when ``u`` has a hit marker or shares its hex with an enemy unit
    (close combat)."""
    pos = st.pos
    hm = pos.hexmap
    if u.hits or any(o.side != u.side for o in pos.units_at(u.hex)):
        return []
    if card == "16":
        return [hm.label(u.hex)] if obstacle_at(st, u.hex) else []
    return [hm.label(h) for h in [u.hex] + hm.neighbours(u.hex) if hm.fortification_at(h) is None]


def _bonus(st, side: str, a) -> None:
    """Cards 11, 12, 14 (module doc): the same player acts next."""
    if a.card == "11":
        st.effects["aim"] = [side, a.units[0]]
        st.say(_("  {units}'s next fire gets +2 FP").format(units=a.units[0]))
    elif a.card == "12":
        st.effects["swift"] = side
        st.say(_("  {side} will take two turns in a row").format(side=side))
    else:
        u = st.unit(a.units[0])
        found = [e.id for e in st.pos.units if e.side != side and e.hidden
                 and distance(u.hex, e.hex) <= SCOUT_RANGE and st.pos.los_clear(u.hex, e.hex)]
        st.pos, shown = H.reveal(st.pos, found)
        flow.face_revealed(st)
        st.say(_("  scouts reveal ") + (", ".join(shown) if shown else _("nothing")))


def finish_card(st, side: str, a, dice: list) -> None:
    """The die of card 08 or 10 is in: apply it."""
    _pay(st, side, a.card)
    die = dice[0]
    if a.card == "08":
        st.caps[side] += die
        st.say(_("  die {die}: {side} +{die} CAPs").format(die=die, side=side))
    else:
        opp = st.opponent(side)
        loss = st.data.rules["sniper_fire_table"][die - 1]
        st.caps[opp] = max(0, st.caps[opp] - loss)
        st.say(_("  die {die}: {opp} loses {loss} CAPs").format(die=die, opp=opp, loss=loss))


def card_actions(st, mine, opt, caps, prior=()) -> list:
    """Legal card plays of the player to move (legal.py's module doc):
    ``mine`` its units, ``opt`` legal.py's per-unit options, ``caps`` its
    CAPs, ``prior`` the legal non-card actions (card 11 needs a fire)."""
    out: list[Action] = []
    cat = st.data.cards
    playable = st.data.rules["playable_cards"]
    air, arms = strike_cards("air"), weapon_cards()
    for card in sorted(set(st.hands[st.turn])):
        ct = cat.get(card)
        if ct is None or card not in playable or ct.colour not in ("green", "gray") or card in V.ALL:
            continue
        cost = ct.cost or 0
        if cost > caps:
            continue
        if card in air:  # W04, W05: an air strike on a hex of visible enemies (artillery.py)
            if card_side(st, card) in (None, st.turn):
                out += [AirStrike(card, lab) for lab in
                        sorted({st.label(e.hex) for e in st.pos.units if e.side != st.turn and not e.hidden})]
        elif card in arms:  # a weapon card: a card attack with its own weapon (weapons.py)
            out += weapon_attacks(st, mine, card)
        elif card in ACT_CARDS:
            spent = ACT_CARDS[card] == "spent"
            users = [u for u in mine if u.spent] if spent else mine
            paid = {"pay": "card", "card": card}
            by_id = st.pos._by_id  # `CohState.unit`
            for u in users:
                for kind, cls, f, _c in opt.of(u):
                    if kind in ("move", "fire", "firegroup", "rally") and \
                            all((o := by_id.get(x)) is not None and (not spent or o.spent) for x in f["units"]):
                        out.append(build(cls, f, paid))  # cls(**f, pay="card", card=card)
        elif card == "04":
            for u in mine:
                for kind, cls, f, _c in opt.of(u):
                    if kind == "rally":
                        out.append(build(cls, f, {"pay": "card", "card": card}))
        elif card == "03":
            out += [PlayCard(card, (u.id,)) for u in mine if u.hits]
        elif card == "09":
            out += [PlayCard(card, (u.id,)) for u in mine
                    if u.move_class == "foot" and not u.hasty_defense
                    and not any(o.side != u.side for o in st.pos.units_at(u.hex))]
        elif card in ("08", "10"):
            out.append(PlayCard(card))
        elif card in FORT_CARDS:
            out += [CardAt(card, (u.id,), lab) for u in mine for lab in fort_card_targets(st, card, u)]
        elif card == "12":
            if st.effects.get("swift") != st.turn:
                out.append(PlayCard(card))
        elif card == "14":
            if opt.enemy_hidden:
                out += [PlayCard(card, (u.id,)) for u in mine if not u.hidden]
        elif card == "11":
            leaders = {a.units[0] for a in list(prior) + out if isinstance(a, Fire)}
            out += [PlayCard(card, (u.id,)) for u in mine if u.id in leaders]
    out += V.bonus_plays(st, mine, opt) + V.follow_plays(st, mine, opt, lambda uid, t: _may_fire(st, uid, t))
    return out


def _may_fire(st, uid: str, target: str) -> bool:
    """True when ``uid`` may fire at ``target`` now (the rules core)."""
    try:
        attack(st.pos, [uid], target, [1, 1])
    except RulesError:
        return False
    return True
