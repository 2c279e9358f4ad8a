"""Orders, activation markers, commanders and reserve activation (tng 5.x).

Pure functions: every die is passed in (a d10 face 0-9, tng 2.3).

* Commanders (5.61): Command Rating (a negative DRM), Orders Rating, Delay
  Rating, Orders Range in hexes, counted from the commander's hex (excluded)
  to the unit's hex (included), i.e. the hex distance.
* Initiative (3.0, tng_fow.md A.1): d10 + Orders Rating, higher wins, a tie
  gives nobody the Initiative.
* Orders Delay (5.29), Individual Orders (5.28), Orders Command chains (5.12).
* `ActivationCup`: the Initiative player picks the first marker (5.41), the
  rest are drawn at random one at a time (5.42); the draw is a chance node
  whose outcome (an index into the markers left) is passed in.
* Reserve activation (5.51-5.57).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from core.errors import RulesError
from core.hexgrid import Hex, distance, neighbours
from core.i18n import _


def check_die(die, what: str = "die") -> int:
    """``die`` as a d10 face 0-9; `RulesError` otherwise (tng 2.3)."""
    if isinstance(die, bool) or not isinstance(die, int) or not 0 <= die <= 9:
        raise RulesError(_("{what} {die!r} is not a d10 face 0-9").format(what=what, die=die), "tng 2.3")
    return die


@dataclass(frozen=True)
class Commander:
    """An Overall Commander (5.61): ``command_rating`` is the (negative) DRM,
    ``orders_range`` in hexes, ``ma`` in MP (5.62: 8 unless the scenario says)."""

    id: str
    side: str
    army: str
    command_rating: int = 0
    orders_rating: int = 0
    delay_rating: int = 0
    orders_range: int = 2
    ma: int = 8
    hex: Hex | None = None
    never_rolls_delay: bool = False


def commander_from_dict(d: dict, hexmap=None) -> Commander:
    """A `Commander` from a scenario object; `RulesError` naming it when it
    has no army (side) to command or a rating is not a number."""
    cid = str(d.get("id", "?"))
    army = d.get("army") or d.get("side")
    if not army:
        raise RulesError(_("commander {cid!r} has no army: give it the 'army' (or 'side') it commands").format(
                             cid=cid), "tng 5.61")
    try:
        h = hexmap.parse(d["hex"]) if hexmap is not None and d.get("hex") else None
        return Commander(cid, str(d.get("side", army)), str(army), int(d.get("command_rating", 0)),
                         int(d.get("orders_rating", 0)), int(d.get("delay_rating", 0)),
                         int(d.get("orders_range", 2)), int(d.get("ma", 8)), h, bool(d.get("never_rolls_delay")))
    except (TypeError, ValueError) as e:
        raise RulesError(_("commander {cid!r}: {e}").format(cid=cid, e=e)) from None


def in_orders_range(commander: Commander, h: Hex) -> bool:
    """True when hex ``h`` is within ``commander``'s Orders Range (5.61)."""
    return commander.hex is not None and distance(commander.hex, h) <= commander.orders_range


def initiative(die_a: int, rating_a: int, die_b: int, rating_b: int) -> str | None:
    """``"a"``, ``"b"`` or None (tie: no Initiative, every AM goes in the Pool)."""
    ta, tb = check_die(die_a) + rating_a, check_die(die_b) + rating_b
    return "a" if ta > tb else "b" if tb > ta else None


def orders_delay_passes(die: int, delay_rating: int, consecutive_failures: int = 0) -> bool:
    """5.29: new orders may be issued when ``die - failures <= delay_rating``."""
    return check_die(die) - consecutive_failures <= delay_rating


def individual_orders(die: int, am_orders_rating: int, command_rating: int = 0, oc_in_range: bool = False) -> bool:
    """5.28: a No-Orders command becomes Under Orders for this activation when
    ``die + command_rating (if a unit is in the OC's range) <= am_orders_rating``."""
    return check_die(die) + (command_rating if oc_in_range else 0) <= am_orders_rating


def orders_chains(units: list, enemy_hexes: set[Hex]) -> list[list]:
    """5.12: the units of one Orders Command split into chains: two units are
    linked when within 2 hexes and (at 2 hexes) some hex between them holds
    no enemy unit. Returns the connected groups (lists of units)."""
    def linked(a, b) -> bool:
        d = distance(a.hex, b.hex)
        if d <= 1:
            return True
        if d > 2:
            return False
        mids = set(neighbours(a.hex)) & set(neighbours(b.hex))
        return any(m not in enemy_hexes for m in mids)
    groups, seen = [], set()
    for u in units:
        if u.id in seen:
            continue
        comp, todo = [u], [u]
        seen.add(u.id)
        while todo:
            x = todo.pop()
            for v in units:
                if v.id not in seen and linked(x, v):
                    seen.add(v.id)
                    comp.append(v)
                    todo.append(v)
        groups.append(comp)
    return groups


@dataclass(frozen=True)
class ActivationMarker:
    """An activation marker (AM): the activation ``groups`` it activates, its
    printed ``orders_rating`` (5.28), and ``kind`` (``group``, ``barrage``,
    ``combined``, ``destruction``...)."""

    id: str
    side: str
    groups: tuple = ()
    orders_rating: int = 0
    kind: str = "group"


@dataclass
class ActivationCup:
    """The Pool of activation markers for one turn (5.41-5.44).

    ``pick_first(side, marker_id)``: the Initiative player chooses the first
    marker; ``draw(index)``: the next marker at random, ``index`` being the
    chance outcome in ``range(len(remaining))``.
    """

    markers: list
    initiative: str | None = None
    drawn: list = field(default_factory=list)

    @property
    def remaining(self) -> list:
        ids = {m.id for m in self.drawn}
        return [m for m in self.markers if m.id not in ids]

    def pick_first(self, side: str, marker_id: str) -> ActivationMarker:
        """The Initiative player's choice of the first AM (5.41), any of his markers."""
        if self.drawn:
            raise RulesError(_("the first marker has already been chosen"), "tng 5.41")
        if side != self.initiative:
            raise RulesError(_("side {side!r} does not have the Initiative").format(side=side), "tng 5.41")
        for m in self.markers:
            if m.id == marker_id:
                if m.side != side:
                    raise RulesError(_("marker {marker_id!r} is not {side}'s").format(
                                         marker_id=marker_id, side=side), "tng 5.41")
                self.drawn.append(m)
                return m
        raise RulesError(_("no activation marker {marker_id!r} in the Pool").format(marker_id=marker_id), "tng 5.41")

    def draw(self, index: int) -> ActivationMarker:
        """Draw the marker at ``index`` among those left (5.42)."""
        left = self.remaining
        if not left:
            raise RulesError(_("the Pool is empty: the Activation Phase is over"), "tng 5.44")
        if not 0 <= index < len(left):
            raise RulesError(_("draw index {index} outside 0..{value}").format(index=index, value=len(left) - 1))
        self.drawn.append(left[index])
        return left[index]


def validate_activation(units: list, markers: list[ActivationMarker]) -> list[str]:
    """Problems: every combat unit must belong to an activation group that
    some marker activates (5.4). Each message names the unit and group."""
    groups = {g for m in markers for g in m.groups}
    out = []
    for u in units:
        if getattr(u, "branch", "") == "commander":
            continue
        if u.activation_group is None:
            out.append(f"unit {u.id!r} has no activation group")
        elif u.activation_group not in groups:
            out.append(f"unit {u.id!r}: activation group {u.activation_group!r} has no activation marker")
    return out


def barrage_allowed(orders_points_left: int, barrages_this_turn: int, given_orders: bool = True) -> bool:
    """Artillery Barrage AM (5.33, Borodino special 4): costs one Orders point,
    at most one a turn, and at Borodino only for commands given orders."""
    return orders_points_left >= 1 and barrages_this_turn == 0 and given_orders


def reserve_units(command_units: list, commander: Commander, enemy_hexes: set[Hex], am_in_pool: bool) -> list:
    """5.52/5.57: the units of an Orders Command that may act in the Reserve
    Phase: none unless its AM was in the Pool this turn and at least one of
    its units is within the commander's Orders Range; then only those not
    adjacent to an enemy."""
    if not am_in_pool:
        return []
    if not any(in_orders_range(commander, u.hex) for u in command_units):
        return []
    return [u for u in command_units if all(distance(u.hex, e) > 1 for e in enemy_hexes)]


def reserve_disorder_check(unit, moved: bool, fired: bool, die: int) -> str:
    """5.54-5.56: after a Reserve activation a non-artillery unit that moved,
    or an artillery unit that fired, rolls: above its Cohesion it becomes
    Disordered (``"disordered"``), or ``"withdrawn"`` if it already was;
    otherwise (or when no roll is due) ``"none"``."""
    check_die(die)
    due = fired if unit.is_artillery else moved
    if not due or die <= unit.cohesion:
        return "none"
    return "withdrawn" if unit.disordered else "disordered"


def displaced_commander_hex(commander: Commander, position) -> Hex | None:
    """5.63: when enemy units enter the commander's hex it moves at once to
    (onto) the nearest friendly combat unit; ties go to the first in label
    order. None when it need not move or there is no friendly unit."""
    at = commander.hex
    if at is None or not position.enemy_in(at, commander.side):
        return None
    friends = sorted({u.hex for u in position.units.values() if u.side == commander.side and u.is_combat},
                     key=lambda h: (distance(h, at), position.hexmap.label(h)))
    return friends[0] if friends else None
