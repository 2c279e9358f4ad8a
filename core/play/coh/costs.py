"""What a Conflict of Heroes action costs and how likely a fire is to hit,
computed from the rules core without playing the action (coh.md 1.1,
seed 000 §9.0-9.2, §9.12).

* `action_cost(st, a) -> core.play.costs.Cost`: the AP the action takes
  from the pool (or as an opportunity action) and every CAP it spends:
  CAPs topping up a short pool 1:1 (``extra_caps``), a command action's
  cost paid in CAPs, a card's cost in CAPs (play_rules.json
  ``card_cost_in_caps``, assumed), CAPs on each roll (``roll_caps`` times
  the number of rolls, coh.md 1.1).  The AP figures are the ones legal.py
  offers the action at (`legal._Options`, `groups`, `entry_cost`), so the
  list and the payment agree; `Activate` gives the new pool
  (``options.pool_ap``).  A foot move into barbed wire costs its step plus
  1D6 AP (`core.rules.coh.move.step_cost`): ``ap`` is the cost with a 1,
  ``ap_max`` with a 6 (legal.py offers the move when the 6 is affordable).
* `hit_chances(st, fire) -> [(unit id, P(hit))]`: for each visible target
  of ``fire``, P(2D6 >= DV - (AV - 2) - CAPs on the roll) with AV/DV from
  the rules core's attack with placeholder dice
  (`legal.probe_attack`, seed 000 §9.12; the greedy bot uses the same
  figure).
"""
from __future__ import annotations

from core.play.actions import Activate, Enter, Fire, Move, PlayCard, Rally, _Paid
from core.errors import RulesError
from core.play.coh.cards import CardAt, weapon_args
from core.play.coh.choices import RollCaps
from core.play.coh.groups import group_rallies
from core.play.coh.kinds import spotter_of
from core.play.coh.legal import _Options, _wire, entry_cost, probe_attack
from core.play.coh.reactions import React
from core.play.costs import Cost
from core.rules.coh.combat import attack
from core.rules.coh.move import group_move_cost

_MATCH = ("to", "target", "facing")


def _card_cost(st, card: str | None) -> int:
    ct = st.data.cards.get(card) if card else None
    return (ct.cost or 0) if ct is not None else 0


def _base_ap(st, a) -> int | None:
    """The AP value of paid action ``a`` (before who pays it), as legal.py
    offers it; None when the rules core offers no such action."""
    if isinstance(a, Enter):
        return entry_cost(st, a.units[0], a.to)
    lead = st.unit(a.units[0]) if a.units else None
    if lead is None:
        return None
    opt = _Options(st)
    for _kind, cls, f, c in opt.of(lead):
        if cls is type(a) and f["units"] == a.units and all(f[k] == getattr(a, k) for k in _MATCH if k in f):
            return c
    if isinstance(a, Move) and len(a.units) > 1:
        units = [st.unit(x) for x in a.units]
        if any(u is None for u in units):
            return None
        hm = st.pos.hexmap
        return group_move_cost(st.pos, units, {u.id: hm.parse(t) for u, t in zip(units, a.to)})
    if isinstance(a, Rally) and len(a.units) > 1:
        units = [st.unit(x) for x in a.units if st.unit(x) is not None]
        for _kind, _cls, f, c in group_rallies(st, units, opt):
            if f["units"] == a.units:
                return c
    return None


WIRE_DIE_MAX = 6   # legal.py prices a wire step with the die's highest face


def _wire_die(st, a) -> bool:
    """A single visible foot unit moving into barbed wire: its AP include 1D6."""
    if not isinstance(a, Move) or len(a.units) != 1:
        return False
    u = st.unit(a.units[0])
    hm = st.pos.hexmap
    return u is not None and not u.hidden and u.move_class == "foot" and _wire(hm, hm.parse(a.to[0]))


def _rolls(st, a) -> int:
    """How many 2D6 rolls ``a`` makes (CAPs on the roll are paid per roll)."""
    if isinstance(a, Rally):
        return len(a.units)
    if isinstance(a, Fire):
        res = _attack(st, a)
        return len(res.results) if res is not None else 1
    return 0


def _attack(st, fire):
    """The rules core's attack of ``fire`` with placeholder dice (weapon
    cards, flamethrowers and indirect fire with their own weapon or spotter
    hex), None when it refuses."""
    w, card = weapon_args(fire)
    spot = spotter_of(st.pos, fire)
    if w is not None or spot is not None:
        try:
            return attack(st.pos, list(fire.units), fire.target, [1, 1], 0, 0, w, card, spotter=spot)
        except RulesError:
            return None
    tu = st.unit(fire.target)
    th = tu.hex if tu is not None else st.pos.hexmap.parse(fire.target)
    return probe_attack(st.pos, st.data.memo.setdefault("attack", {}), list(fire.units), fire.target, th)


def action_cost(st, a) -> Cost:
    """The `core.play.costs.Cost` of action ``a`` for the player to act
    (module doc); ``Cost()`` for actions without a price (pass, chance
    outcomes, a declined reaction)."""
    if isinstance(a, Activate):
        return Cost(new_pool=st.pos.options.pool_ap)
    if isinstance(a, (PlayCard, CardAt)):
        return Cost(caps=_card_cost(st, a.card), pay="card", card=a.card)
    if isinstance(a, RollCaps):
        return Cost(caps=a.caps, roll_caps=a.caps)
    if isinstance(a, React):
        return Cost(caps=_card_cost(st, a.card), pay="card", card=a.card) if a.card else Cost()
    if not isinstance(a, _Paid):
        return Cost()
    c = _base_ap(st, a)
    if c is None:
        return Cost(known=False)
    roll = a.roll_caps * _rolls(st, a) if a.roll_caps else 0
    top = None
    if _wire_die(st, a):
        c, top = c - WIRE_DIE_MAX + 1, c
    if a.pay == "ap":
        return Cost(ap=c, caps=a.extra_caps + roll, pay="ap", extra_caps=a.extra_caps, roll_caps=roll, ap_max=top)
    if a.pay == "opportunity":
        return Cost(ap=c, caps=roll, pay="opportunity", roll_caps=roll, ap_max=top)
    if a.pay == "caps":
        return Cost(caps=c + roll, pay="caps", roll_caps=roll)
    return Cost(caps=_card_cost(st, a.card) + roll, pay="card", card=a.card, roll_caps=roll)


def p_at_least(n: int) -> float:
    """P(2D6 >= n)."""
    if n <= 2:
        return 1.0
    if n > 12:
        return 0.0
    return sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= n) / 36


def hit_chances(st, fire) -> list[tuple[str, float]]:
    """``[(unit id, P(hit))]`` for each target of ``fire`` the acting side
    can see (module doc); ``[]`` for other actions or an attack the rules
    core refuses."""
    if not isinstance(fire, Fire):
        return []
    res = _attack(st, fire)
    if res is None:
        return []
    side = st.current_player()
    gt = 1 if st.pos.options.hit_comparison == ">" else 0
    out = []
    for r in res.results:
        if r.unit_id is None or r.defense_value is None:
            continue
        v = st.unit(r.unit_id)
        if v is None or (v.hidden and v.side != side):
            continue
        out.append((r.unit_id, p_at_least(r.defense_value - (r.attack_value - 2) - fire.roll_caps + gt)))
    return out


__all__ = ["action_cost", "hit_chances", "p_at_least"]
