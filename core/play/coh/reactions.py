"""Reaction windows of a Conflict of Heroes game: green bonus cards played
between a roll and its result, or in the opponent's turn (coh.md 11
cards 07, 13, 15; seed 000 §8.1).

A window is a player node inside the pending chance resolution
(``st.chance["stage"] == "react"``): the side asked chooses a `React`
(``react pass`` declines).  A window is opened only when some side holds
a reaction card it may play and pay for, so games without these cards
meet no new node and keep their hashes.

* Roll window: when every die of a fire or rally is in and before the
  result is applied (resolve.py).  The rolling side is asked first, then
  its opponent.  07 Veteran NCO (``react 07 die 2``): either side re-rolls
  any one of the roll's dice (one chance node).  13 Luck!
  (``react 13``): the rolling side rolls 1D6, 1 = -3, 2-6 = +2 to the
  roll; offered on fires with a single 2D6 roll only (the rules core adds
  it to that roll's total as card FP, which is arithmetically the same:
  AV = FP + mods + roll).  After a re-roll or a Luck! die the window opens
  again (each play uses up a card, so windows end); when every side asked
  declines, the result is applied.
* Move window: after a side's move in which an armored vehicle (tracked
  or wheeled, blue Defense) changed hex and is not immobilized, the
  opponent holding 15 Bogged Down may play it (``react 15 t1``): 2D6, on 4
  or more the vehicle gets the ``immobilized`` hit marker (coh.md 3.3).

Who may play which card and the immobilized marker for "bogged down" are
play_rules.json ``reaction_window`` (assumed); the 4 is ``bogged_down_roll``.
"""
from __future__ import annotations

from core.i18n import _
from core.play.actions import Action, Fire, Move, Rally, action, action_from_dict
from core.play.coh.veterans import vet_ok

IMMOBILIZED = "immobilized"
# veteran roll cards with a fixed change to a fire roll's total (veterans.py): V02 Better Equipped
# (hit number -2), V03 Experienced (+1, for the 3rd-ed Spent Check), V09 Use of Terrain (+1 Defense = -1)
ROLL_MODS = {"V02": 2, "V03": 1, "V09": -1}


@action("react")
class React(Action):
    """A choice in a reaction window: ``card`` "" declines; ``die`` is the
    1-based die card 07 re-rolls; ``unit`` the vehicle card 15 bogs down."""

    card: str = ""
    die: int = 0
    unit: str = ""

    def __str__(self) -> str:
        if not self.card:
            return "react pass"
        return f"react {self.card}" + (f" die {self.die}" if self.die else "") + (f" {self.unit}" if self.unit else "")


def _can_play(st, side: str, card: str) -> bool:
    ct = st.data.cards.get(card)
    return (card in st.hands[side] and card in st.data.rules["playable_cards"] and ct is not None
            and (ct.cost or 0) <= st.caps[side])


def _roll_units(st, a) -> tuple[set, set]:
    """(units rolling, units rolled against) of fire or rally ``a``."""
    rollers = set(a.units)
    if not isinstance(a, Fire):
        return rollers, set()
    tu = st.unit(a.target)
    h = tu.hex if tu is not None else st.pos.hexmap.parse(a.target)
    return rollers, {u.id for u in st.pos.units_at(h) if u.id not in rollers}


_ROLL_CARDS = ("07", "13", "V08", "V03", "V02", "V09")  # the cards `_roll_options` may offer


def _roll_options(st, side: str, ch: dict, a) -> list:
    hand = st.hands[side]
    if not any(c in hand for c in _ROLL_CARDS):  # every play needs its card in hand (`_can_play`)
        return []
    out = []
    if _can_play(st, side, "07"):
        out += [React("07", die=i + 1) for i in range(len(ch["dice"]))]
    single_fire = isinstance(a, Fire) and len(ch["dice"]) == 2
    if side == ch["side"] and single_fire and _can_play(st, side, "13"):
        out.append(React("13"))
    rollers, targets = _roll_units(st, a)
    if _can_play(st, side, "V08") and any(vet_ok(st, "V08", u) for u in rollers | targets):
        out += [React("V08", die=i + 1) for i in range(len(ch["dice"]))]
    if side == ch["side"] and single_fire and vet_ok(st, "V03", a.units[0]) and _can_play(st, side, "V03"):
        out.append(React("V03"))
    if side == ch["side"] and single_fire and not a.roll_caps and vet_ok(st, "V02", a.units[0]) \
            and _can_play(st, side, "V02"):
        out.append(React("V02"))
    if side != ch["side"] and single_fire and _can_play(st, side, "V09"):
        hm = st.pos.hexmap
        mine = [st.unit(t) for t in targets if st.unit(t).side == side]
        if mine and all(hm.terrain_at(u.hex) == "open" and hm.fortification_at(u.hex) is None
                        and vet_ok(st, "V09", u.id) for u in mine):
            out.append(React("V09"))
    return out


def _bog_targets(st, ch: dict) -> list[str]:
    moved = ch.get("moved") or []
    out = []
    for uid in moved:
        u = st.unit(uid)
        if u is not None and not u.hidden and u.armored and u.move_class in ("tracked", "wheeled") \
                and IMMOBILIZED not in u.hits and "destroyed" not in u.hits:
            out.append(uid)
    return out


def options(st) -> list:
    """The `React` choices of the side asked in the open window: ``react
    pass`` first, then the card plays."""
    ch = st.chance
    side = st.turn
    if ch.get("window") == "move":
        plays = [React("15", unit=u) for u in _bog_targets(st, ch)] if _can_play(st, side, "15") else []
    else:
        plays = _roll_options(st, side, ch, action_from_dict(ch["action"]))
    return [React()] + plays


def open_roll_window(st, ch: dict, a) -> bool:
    """Open the roll window (module doc) when a side may react to the
    dice of fire or rally ``a``; False (``ch`` untouched) otherwise."""
    if ch.get("reacted") or not isinstance(a, (Fire, Rally)):
        return False
    sides = [ch["side"], st.opponent(ch["side"])]
    todo = [s for s in sides if _roll_options(st, s, ch, a)]
    if not todo:
        return False
    ch.update(stage="react", window="roll", react_todo=todo)
    st.turn = todo[0]
    return True


def open_move_window(st, ch: dict, a, start: dict) -> bool:
    """After move ``a`` (``start``: unit id -> hex before it): open the
    card 15 window for the opponent when it applies (module doc)."""
    if not isinstance(a, Move):
        return False
    opp = st.opponent(ch["side"])
    if not _can_play(st, opp, "15"):
        return False
    moved = [uid for uid in a.units if st.unit(uid) is not None and st.unit(uid).hex != start.get(uid)]
    probe = {"moved": moved}
    if not _bog_targets(st, probe):
        return False
    ch.update(stage="react", window="move", react_todo=[opp], moved=moved)
    st.turn = opp
    return True


def _pay(st, side: str, card: str) -> None:
    st.hands[side].remove(card)
    st.discard.append(card)
    st.caps[side] -= st.data.cards.get(card).cost or 0


def apply_react(st, side: str, a: React) -> bool:
    """Apply ``a`` in the open window.  Returns True when the window closed
    with every side declining (the caller then goes on with the action)."""
    ch = st.chance
    st.turn = ch["side"]
    if not a.card:
        todo = ch["react_todo"]
        todo.pop(0)
        if todo:
            st.turn = todo[0]
            return False
        for k in ("react_todo", "window"):
            ch.pop(k, None)
        ch["stage"] = "dice"
        ch["reacted"] = True
        return True
    _pay(st, side, a.card)
    ch.pop("react_todo", None)
    if a.card in ROLL_MODS:  # V02, V03, V09: a fixed change to the roll, then the window opens again
        mod = ROLL_MODS[a.card]
        ch["luck"] = ch.get("luck", 0) + mod
        ch["stage"] = "dice"
        st.say(_("  {side} plays {name}: {mod:+d} to the roll").format(
                   side=side, name=st.data.cards.get(a.card).name, mod=mod))
        return True
    if a.card in ("07", "V08"):
        ch.update(stage="reroll", reroll=a.die - 1)
        st.say(_("  {side} plays Veteran NCO: die {die} ({dice}) is re-rolled").format(
                   side=side, die=a.die, dice=ch['dice'][a.die - 1]))
    elif a.card == "13":
        ch["stage"] = "luck"
        st.say(_("  {side} plays Luck!").format(side=side))
    else:
        ch.update(stage="bog", bog_unit=a.unit, bog_dice=[])
        st.say(_("  {side} plays Bogged Down on {unit}").format(side=side, unit=a.unit))
    return False


def react_die(st, value: int) -> str:
    """A die of a reaction card is in.  Returns what the caller does next:
    ``"dice"`` (the roll goes on: reopen the window or apply the result),
    ``"wait"`` (another die is needed) or ``"end"`` (the turn ends)."""
    ch = st.chance
    stage = ch["stage"]
    if stage == "reroll":
        i = ch.pop("reroll")
        st.say(_("  re-roll: die {value} {dice} -> {value2}").format(value=i + 1, dice=ch['dice'][i], value2=value))
        ch["dice"][i] = value
        ch["stage"] = "dice"
        return "dice"
    if stage == "luck":
        mod = -3 if value == 1 else 2
        ch["luck"] = ch.get("luck", 0) + mod
        st.say(_("  Luck! die {value}: {mod:+d} to the roll").format(value=value, mod=mod))
        ch["stage"] = "dice"
        return "dice"
    ch["bog_dice"].append(value)
    if len(ch["bog_dice"]) < 2:
        return "wait"
    roll = sum(ch["bog_dice"])
    u = st.unit(ch["bog_unit"])
    need = st.data.rules["bogged_down_roll"]
    if roll >= need and u is not None:
        st.pos = st.pos.replace_unit(u.with_(hits=tuple(u.hits) + (IMMOBILIZED,)))
        st.say(_("  2D6 {roll} vs {need}: {id} is bogged down ({immobilized})").format(
                   roll=roll, need=need, id=u.id, immobilized=IMMOBILIZED))
    else:
        st.say(_("  2D6 {roll} vs {need}: {bog_unit} drives on").format(roll=roll, need=need, bog_unit=ch['bog_unit']))
    return "end"


def is_reaction_stage(stage: str | None) -> bool:
    """True for the chance stages whose outcome a reaction card waits for."""
    return stage in ("reroll", "luck", "bog")

