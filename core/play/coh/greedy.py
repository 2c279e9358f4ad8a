"""One-step scores for the greedy bot (`core.play.bots.GreedyBot`) in
Conflict of Heroes.  The bot sees only what its side may see: attacks are
scored on visible targets only.

* fire / firegroup: for each visible unit fired at, the chance that 2D6
  reaches DV - (AV without dice) (`combat.attack` with placeholder dice),
  a critical hit or a hit on a unit already hit counting as a kill;
  enemy kills +10, enemy hits +5, friendly ones negative;
* move / enter: progress toward the nearest control hex the side does not
  hold (else the nearest visible enemy), +3 for stepping onto such a hex;
* rally: +4 x the chance of rallying; auto-rally card +6;
* CAPs on a roll -0.3 each (kept for actions); scouting card +0.3;
* artillery and air strikes: +1 per visible enemy unit struck, -2 per
  own unit; Close Call: +0.5 for a move out of the struck hexes;
* activate +0.5 (better than passing while fresh units remain), other
  actions small or negative; paying CAPs, an opportunity or a card costs
  a little so AP from the pool are preferred.
"""
from __future__ import annotations

from core.hexgrid import distance
from core.play.actions import Activate, Enter, Fire, Hasty, Hide, Move, Pass, Pivot, PlayCard, Rally, Stall
from core.play.coh.cards import weapon_args
from core.play.coh.choices import RollCaps
from core.play.coh.legal import probe_attack
from core.play.coh.reactions import React
from core.play.coh.strike_plan import AirStrike, CloseCall, PlanStrike
from core.rules.coh.strikes import strike_of, struck_hexes
from core.rules.coh.hitmarkers import check_marker

# P(2D6 >= n) for n = 0..14
P2 = {n: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= n) / 36 for n in range(0, 15)}


def p_at_least(n: int) -> float:
    """P(2D6 >= n)."""
    return 1.0 if n <= 2 else (0.0 if n > 12 else P2[n])


class _Call:
    """What one `greedy_scores` call shares between its actions (one state,
    so one position, control and side): the move targets (`_targets`),
    their distances from a hex (kept per game for each set of targets,
    ``memo["greedy_near"]``: ``{targets: {hex: distance}}``), each fire's
    probe (`probe_attack`) and score, each move's score (kept for the call
    only)."""

    __slots__ = ("targets", "dist", "probes", "fires", "moves")

    def __init__(self):
        self.targets = None  # list of hexes, `_targets`
        self.dist: dict = {}  # {hex: min distance to the targets}
        self.probes: dict = {}  # {(type, units, target, weapon card paid with): AttackResult | None}
        self.fires: dict = {}  # {(type, units, target, weapon card paid with, roll_caps): `_fire_score`}
        self.moves: dict = {}  # {(type, units, to): `_move_score`} (the same move in every payment)

    def targets_of(self, st, side: str) -> list:
        if self.targets is None:
            self.targets = _targets(st, side)
            if self.targets:
                table = st.data.memo.setdefault("greedy_near", {})
                if len(table) > 1000:
                    table.clear()
                self.dist = table.setdefault(tuple(self.targets), {})
        return self.targets

    def near(self, h, targets: list) -> int:
        """``min(distance(h, t) for t in targets)``, kept per hex."""
        d = self.dist.get(h)
        if d is None:
            d = self.dist[h] = min(distance(h, t) for t in targets)
        return d


def _targets(st, side: str) -> list:
    hm = st.pos.hexmap
    own = [hm.parse(lab) for lab, owner in st.control.items() if owner != side]
    if own:
        return own
    return [u.hex for u in st.pos.units if u.side != side and not u.hidden]


def _fire_score(st, a, side: str, call: _Call | None = None) -> float:
    if call is None:
        w, card = weapon_args(a)
        return _fire_value(st, a, side, w, card, _probe(st, a, w, card))
    # all `_fire_value` reads of ``a``: `weapon_args` reads the type, the payment and the card
    card = weapon_args(a)[1] if a.pay == "card" else None
    k = (type(a), a.units, a.target, card, a.roll_caps)
    got = call.fires.get(k)
    if got is None:
        w, card = weapon_args(a)
        pk = k[:4]
        if pk in call.probes:
            res = call.probes[pk]
        else:
            res = call.probes[pk] = _probe(st, a, w, card)
        got = call.fires[k] = _fire_value(st, a, side, w, card, res)
    return got


def _probe(st, a, w, card):
    """The dice-free attack of fire ``a`` (weapon record ``w`` and ``card``:
    `weapon_args`: a weapon card's or a flamethrower's record, not the
    unit's own FP), None when illegal; through `probe_attack`'s per-game
    memo, shared with the legal actions' fire options."""
    pos = st.pos
    memo = st.data.memo.setdefault("attack", {})
    tu = pos._by_id.get(a.target)  # `CohState.unit`: the first unit of that id
    th = tu.hex if tu else pos.hexmap.parse(a.target)
    return probe_attack(pos, memo, list(a.units), a.target, th, w, card)


def _fire_value(st, a, side: str, w, card, res) -> float:
    """The fire score of ``a`` from its probe ``res`` (module doc)."""
    pos = st.pos
    if res is None:
        return -1.0
    comp_gt = pos.options.hit_comparison == ">"
    score = 0.0
    for r in res.results:
        if r.unit_id is None or r.defense_value is None:
            continue
        v = pos._by_id.get(r.unit_id)
        if v is None or (v.hidden and v.side != side):
            continue
        need = r.defense_value - (r.attack_value - 2) - a.roll_caps + (1 if comp_gt else 0)
        ph = p_at_least(need)
        pc = p_at_least(need + pos.options.critical_margin)
        kill = pc + (ph - pc) * (1.0 if v.hits else 0.0)
        val = 10 * kill + 5 * (ph - kill)
        score += val if v.side != side else -val
    return score - 0.05 * res.cost - 0.5 * a.roll_caps * len(res.results)


def _move_score(st, a, side: str, call: _Call | None = None) -> float:
    hm = st.pos.hexmap
    call = call or _Call()
    targets = call.targets_of(st, side)
    if isinstance(a, Enter):
        dest = hm.parse(a.to)
        if not targets:
            return 1.0
        return 1.0 + (3.0 if dest in targets else 0.0) - 0.05 * call.near(dest, targets)
    score = 0.0
    by_id = st.pos._by_id  # `CohState.unit`: the first unit of that id
    for uid, lab in zip(a.units, a.to):
        u = by_id.get(uid)
        dest = hm.parse(lab)
        if not targets:
            continue
        before = call.near(u.hex, targets)
        after = call.near(dest, targets)
        score += (before - after) + (3.0 if dest in targets else 0.0)
        if u.hex in targets and dest not in targets and st.control.get(hm.label(u.hex)) == side:
            score -= 3.0
    return score - (0.4 if any(by_id.get(x).hidden for x in a.units) else 0.0)


def _rally_score(st, a) -> float:
    s = 0.0
    for uid in a.units:
        u = st.unit(uid)
        nums = [check_marker(h, u).get("rally") or 13 for h in u.hits]
        s += 4.0 * p_at_least(max(nums) - 1 - a.roll_caps) - 0.5 * a.roll_caps
    return s


_PAY = {"ap": 0.0, "caps": 0.6, "opportunity": 0.8, "card": 1.0}
_CARDS = {"03": 6.0, "08": 1.5, "10": 1.0, "09": 0.5, "14": 0.3, "V07": 1.2, "V06": 1.1, "06": 1.2}


def _pay_penalty(a) -> float:
    pen = _PAY[getattr(a, "pay", "ap")]
    return pen + 0.3 * getattr(a, "extra_caps", 0)


def _react_score(st, a, side: str) -> float:
    """Reaction windows (reactions.py): bog a vehicle down (15); re-roll
    (07) the lowest die of the side's own roll or the highest of the
    opponent's; keep Luck! (13); otherwise decline."""
    if not a.card:
        return 0.0
    if a.card in ("15", "V02", "V03", "V09"):  # a sure change to the roll (V02/V03 +, V09 -: reactions.py)
        return 0.5
    if a.card not in ("07", "V08"):
        return -0.5
    dice = st.chance["dice"]
    own = st.chance["side"] == side
    v = dice[a.die - 1]
    best = min(dice) if own else max(dice)
    return 0.4 if v == best and (v <= 2 if own else v >= 5) else -0.5


def _strike_score(st, a, side: str) -> float:
    """A planned artillery strike or an air strike: +1 per visible enemy
    unit in the struck hexes, -2 per own unit there; holding the card 0."""
    if a.to == "hold":
        return 0.0
    hm = st.pos.hexmap
    area = set(struck_hexes(hm, hm.parse(a.to), strike_of(a.card)["radius"]))
    return sum(1.0 if u.side != side else -2.0 for u in st.pos.units
               if u.hex in area and (u.side == side or not u.hidden)) - 0.5


def _close_call_score(st, a) -> float:
    """Close Call: +0.5 for a move out of the struck hexes, else -0.5."""
    if not a.unit:
        return 0.0
    hm = st.pos.hexmap
    area = set(struck_hexes(hm, hm.parse(st.chance["impact"]), strike_of(st.chance["card"])["radius"]))
    return 0.5 if hm.parse(a.to) not in area else -0.5


def _kind_of(a) -> str:
    """The branch of `score` for action ``a`` (the isinstance order matters:
    an action type takes the first branch it is an instance of)."""
    for kind, classes in (("pass", Pass), ("strike", (PlanStrike, AirStrike)), ("close_call", CloseCall),
                          ("activate", Activate), ("roll_caps", RollCaps), ("react", React), ("fire", Fire),
                          ("move", (Move, Enter)), ("rally", Rally), ("card", PlayCard), ("hasty", Hasty),
                          ("idle", (Pivot, Hide, Stall))):
        if isinstance(a, classes):
            return kind
    return "other"


_KIND: dict[type, str] = {}  # action type -> `_kind_of`
_FLAT = {"hasty": 0.2, "idle": -0.3, "other": -1.0}


def score(st, a, side: str, call: _Call | None = None) -> float:
    """The greedy score of action ``a`` for ``side`` (see module doc);
    ``call``: what the actions of one `greedy_scores` call share."""
    kind = _KIND.get(type(a))
    if kind is None:
        kind = _KIND[type(a)] = _kind_of(a)
    if kind == "fire":
        s = _fire_score(st, a, side, call)
    elif kind == "move":
        if call is None:
            s = _move_score(st, a, side)
        else:  # all `_move_score` reads of ``a``: its type, units and destinations
            k = (type(a), a.units, a.to)
            got = call.moves.get(k)
            if got is None:
                got = call.moves[k] = _move_score(st, a, side, call)
            s = got
    elif kind == "pass":
        return 0.0
    elif kind == "strike":
        return _strike_score(st, a, side)
    elif kind == "close_call":
        return _close_call_score(st, a)
    elif kind == "activate":
        return 0.5
    elif kind == "roll_caps":  # CAPs are better kept for actions
        return -0.3 * a.caps
    elif kind == "react":
        return _react_score(st, a, side)
    elif kind == "rally":
        s = _rally_score(st, a)
    elif kind == "card":
        s = _CARDS.get(a.card, 0.0)
    else:
        s = _FLAT[kind]
    return s - _pay_penalty(a)


def greedy_scores(st, actions: list) -> list[float]:
    """Scores of ``actions`` for the player to move (chance nodes: zeros)."""
    if st.is_chance_node():
        return [0.0] * len(actions)
    side = st.turn
    call = _Call()
    return [score(st, a, side, call) for a in actions]
