"""Off-board strikes in a Conflict of Heroes game: the actions and the
pre-round steps (rules/coh.md 1.1 pre-round sequence [S1]: "target
off-board artillery for next turn -> resolve artillery targeted last
turn", before initiative; rules/coh.md 8.2; seed 000 §8.3 Close Call).

This module sets the steps up (flow.py calls `pre_round_step`); the
dice, the rolls and their explanations are artillery.py's.

* Planning: each side holding a divisional artillery card of its own
  side (W06 German, W07 Soviet; `core.rules.coh.strikes`) that has no
  strike planned with it is asked, in the scenario's side order, for a
  `PlanStrike` (``plan W06 1207``: the hex is secret, the opponent's log
  reads "plans an artillery strike"; ``plan W06 hold`` keeps the card).
  Listed targets are the hexes of the enemy's visible units and the
  control hexes; any hex on the map is accepted when applied.
* Resolving: a strike planned in an earlier round resolves now: the
  striker may add 0-2 CAPs to the drift check (`RollCaps` ``drift``),
  then the drift die, the direction die on a failure, then -- when the
  opponent holds V-CC Close Call and has a unit on the map in a struck
  hex -- that side's `CloseCall` (one unit moves one hex, not an action),
  then 2D6 per unit attacked and marker draws (artillery.py).  The card is
  discarded when its strike resolves (play_rules.json ``artillery_card_use``,
  assumed).
* Air strikes (W04, W05) are played in a turn as `AirStrike` (artillery.py).
"""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import distance
from core.play.actions import Action, action
from core.play.coh.choices import roll_caps_options
from core.rules.coh.move import MoveProfile, step_cost
from core.rules.coh.strikes import strike_cards, strike_of, struck_hexes

PLAYER_STAGES = ("drift_caps", "close_call")


@action("plan_strike", "plan {card} {to}")
class PlanStrike(Action):
    """Plan card ``card``'s artillery strike on hex ``to`` (``hold``: none
    this round)."""

    card: str = ""
    to: str = "hold"


@action("close_call", "close call {unit} {to}")
class CloseCall(Action):
    """V-CC Close Call: ``unit`` moves to hex ``to`` before the strike
    lands (``unit`` "": the card is kept)."""

    unit: str = ""
    to: str = ""

    def __str__(self) -> str:
        return f"close call {self.unit} {self.to}" if self.unit else "close call pass"


@action("air_strike", "air strike {card} {to}")
class AirStrike(Action):
    """Play air strike card ``card`` (W04, W05) on hex ``to``."""

    card: str = ""
    to: str = ""


def card_side(st, card: str) -> str | None:
    """The side a card belongs to (cards.json ``side``), None for any."""
    ct = st.data.cards.get(card)
    return ct.side if ct is not None else None


def artillery_in_hand(st, side: str) -> list[str]:
    """``side``'s divisional artillery cards that may plan a strike now."""
    planned = {p["card"] for p in st.effects.get("oba", []) if p["side"] == side}
    out = []
    for c in sorted(set(st.hands[side])):
        if c in strike_cards("artillery") and c not in planned and card_side(st, c) in (None, side):
            out.append(c)
    return out


def plan_targets(st, side: str) -> list[str]:
    """Listed target hexes of ``side``'s plan (module doc), sorted."""
    hm = st.pos.hexmap
    labs = {hm.label(u.hex) for u in st.pos.units if u.side != side and not u.hidden}
    labs |= set(st.control)
    return sorted(labs)


def options(st) -> list:
    """The choices of the side asked in the ``artillery`` phase."""
    ch = st.chance
    side = st.turn
    if ch is None:
        out = []
        for c in artillery_in_hand(st, side):
            out.append(PlanStrike(c, "hold"))
            out += [PlanStrike(c, lab) for lab in plan_targets(st, side)]
        return out
    if ch["stage"] == "drift_caps":
        return roll_caps_options(st, "drift")
    return [CloseCall()] + close_call_moves(st, side, ch)


def close_call_moves(st, side: str, ch: dict) -> list:
    """`CloseCall` moves of ``side``'s units in the struck hexes: to each
    neighbour hex its movement class may enter (core.rules.coh.move)."""
    hm = st.pos.hexmap
    rec = strike_of(ch["card"])
    area = set(struck_hexes(hm, hm.parse(ch["impact"]), rec["radius"]))
    assigned = veteran_unit(st, "V-CC")
    out = []
    for u in st.pos.units:
        if u.side != side or u.hidden or u.hex not in area or (assigned and u.id != assigned):
            continue
        try:
            p = MoveProfile.of(u)
        except RulesError:
            continue
        for n in hm.neighbours(u.hex):
            if step_cost(hm, p, u.hex, n, st.pos.options) is not None:
                out.append(CloseCall(u.id, hm.label(n)))
    return out


def veteran_unit(st, card: str) -> str | None:
    """The unit a scenario assigns veteran card ``card`` to (scenario
    option ``veteran_units``: ``{card: unit id}``), None: the whole side."""
    return (st.game.scenario.options or {}).get("veteran_units", {}).get(card)


def close_call_applies(st, ch: dict) -> bool:
    """True when the striker's opponent holds V-CC and has a unit that may
    move out of the struck hexes."""
    opp = st.opponent(ch["side"])
    return "V-CC" in st.hands[opp] and bool(close_call_moves(st, opp, ch))


def pre_round_step(st) -> bool:
    """The strike steps of the pre-round sequence (module doc): True when a
    player or chance node is set up (flow.py returns), False when the
    steps are over for this round."""
    if st.chance is not None or st.phase == "artillery":
        return True
    eff = st.effects
    if eff.get("oba_round") != st.round:
        todo = [s for s in st.game.sides if artillery_in_hand(st, s)]
        if not todo and not eff.get("oba"):
            return False  # no strike this round: the state stays as it was without the cards
        eff.update(oba_round=st.round, oba_todo=todo, oba_turn=st.turn)
    todo = eff.get("oba_todo") or []
    if todo:
        st.phase = "artillery"
        st.turn = todo[0]
        return True
    due = [p for p in eff.get("oba", []) if p["round"] < st.round]
    if due:
        p = due[0]
        eff["oba"].remove(p)
        if not eff["oba"]:
            del eff["oba"]
        st.chance = {"kind": "oba", "stage": "drift", "side": p["side"], "card": p["card"], "planned": p["hex"],
                     "dice": [], "need": 1, "caps": 0, "markers": [], "marker_units": []}
        if st.caps[p["side"]] > 0:
            st.chance["stage"] = "drift_caps"
            st.phase = "artillery"
            st.turn = p["side"]
        return True
    st.turn = eff.pop("oba_turn", st.turn)
    eff.pop("oba_todo", None)
    return False


def aa_unit(st, side: str, target_hex):
    """The anti-air firer of ``side`` against an airplane over
    ``target_hex``: its visible un-hit unit with the highest red FP that has
    the hex within its printed range and in clear LOS (cards.json W04/W05
    ``strike``, assumed); None when it has none."""
    best = None
    for u in st.pos.units:
        if u.side != side or u.hidden or u.hits or (u.stat("fp_soft") or 0) <= 0 or u.stat("range") is None:
            continue
        d = distance(u.hex, target_hex)
        if d > u.stat("range") or (d and not st.pos.los_clear(u.hex, target_hex)):
            continue
        if best is None or u.stat("fp_soft") > best.stat("fp_soft"):
            best = u
    return best


def plan_ok(st, a) -> bool:
    """True for a `PlanStrike` on any hex of the map (the listed targets
    are a short list; rules/coh.md 8.2 lets any hex be planned) by the side
    asked, with a card it may plan."""
    if not isinstance(a, PlanStrike) or st.phase != "artillery" or st.chance is not None:
        return False
    if a.card not in artillery_in_hand(st, st.turn):
        return False
    if a.to == "hold":
        return True
    try:
        st.pos.hexmap.parse(a.to)
    except ValueError:
        return False
    return True
