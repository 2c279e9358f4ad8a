"""Triumph & Glory play actions, declared with `core.play.actions.action`
(frozen dataclasses with a ``type`` tag and a readable ``str``, registered
in `core.play.actions.ACTION_TYPES` so replays read them).  ``pass`` is the shared `core.play.actions.Pass`.

Player actions:

================  ===========================================================
``order``         "order fr_davout": the commander puts an Orders Command
                  Under Orders for the turn (tng 5.2, Orders Rating points)
``order_murat``   "order_murat": Napoleon spends an order on Murat, who
                  then orders two cavalry commands (Borodino special 2)
``order_barrage`` "order_barrage": the commander spends an Orders point
                  on the Artillery Barrage marker (tng 5.33, Borodino 4)
``barrage``       "barrage ra1+ra2+ra3 -> 1910": at the barrage marker, the
                  side's stacked or adjacent guns fire together (tng 8.2)
``restack``       "restack fr_i2": at the start of its activation a unit
                  goes to the top of its stack (tng 6.24)
``pick``          "pick fr_I": the Initiative player picks the first marker
                  (tng 5.41)
``orders_roll``   "orders_roll": a No-Orders command rolls for Individual
                  Orders (tng 5.28); ``no_orders`` "no_orders": it acts as
                  No Orders instead (tng 5.27)
``tfire``         "tfire ra1+ra2 -> 1910": artillery fire at every unit in a
                  hex (tng 8.x)
``tmove``         "tmove fr_i1 1214 f1": move to a hex, ending with facing
                  vertex 1 (tng 7.x, 6.12)
``face``          "face fr_i1 2": re-face in place (tng 6.12)
``shock``         "shock 1214 -> 1315,1316": the active stack in a hex shocks
                  every enemy in the listed front hexes (tng 9.x)
``cshock``        "cshock 1214+1315 -> 1415": several active stacks of one
                  arm shock together (tng 9.22, `core.play.tng.combined`)
``aface``         "aface 0505 3": the stack that advanced after a shock
                  re-faces (or keeps its facing), tng 9.71
``evade``         "evade ru_c1 0606 f3" / ``stay`` "stay ru_c1": cavalry
                  whose ZOC enemy infantry entered retreats one hex or
                  stays (tng 7.39, `core.play.tng.reaction`)
``fallback``      "fallback 1315 -> 1417" / ``hold`` "hold 1315": before a
                  shock, cavalry / horse artillery retreat 1-2 hexes or
                  stand (tng 9.31, 9.86); ``follow`` "follow 1214 -> 1315"
                  / ``nofollow``: the attacker may advance (9.72)
``countershock``  "countershock 1315" / ``nocountershock``: after a shock
                  result below 0 the defender counter-shocks or not (9.73)
``reserve``       "reserve ru_vii": activate a command in the Reserve Phase
                  (tng 5.5)
``cmove``         "cmove napoleon 0915": the Overall Commander moves (tng 5.62)
``extended``      "extended": the activated command moves in extended
                  (march) mode, all its units or none (tng 7.13)
``unsquare``      "unsquare ru_i1": a unit leaves square (its move, tng 9.85)
``charge``        "charge fr_c1 0405,0506 -> 0607": cavalry charges the
                  stack in hex 0607 along a route of 1-2 hexes (tng 9.81)
``launch``        "launch 0607": no more cavalry joins the charge declared
                  against 0607 (several units may charge one hex, tng 9.8)
``square``        "square 0607": the charged stack tries to form square
                  (defender, tng 9.85)
``countercharge`` "countercharge ru_c1": defending cavalry counter-charges
                  (tng 9.86)
``stand``         "stand 0607": the charged stack does neither
``pursue``        "pursue fr_c1" / ``halt`` "halt fr_c1": after 10+ the
                  charger pursues, or stops when another enemy is in its
                  front (tng 9.87)
``recall``        "recall fr_c1": the charger rolls to be recalled (tng
                  9.82); ``press`` "press fr_c1": it charges home
================  ===========================================================

Chance outcomes: ``d10`` ("d10 7", a d10 read 0-9, tng 2.3) and
``draw_marker`` ("draw_marker ru_vii", tng 5.42).
"""
from __future__ import annotations

from core.play.actions import Action, Pass, action

__all__ = [
    "D10",
    "AdvanceFace",
    "TNG_TYPES",
    "TwoD6",
    "CCharge",
    "CMove",
    "CShock",
    "Charge",
    "CounterCharge",
    "CounterShock",
    "DrawMarker",
    "Extended",
    "Face",
    "Fallback",
    "Follow",
    "FormSquare",
    "Hold",
    "Launch",
    "NoCounterShock",
    "NoFollow",
    "NoOrders",
    "Order",
    "OrdersRoll",
    "Pass",
    "Pick",
    "ReactRetreat",
    "ReactStay",
    "Press",
    "Recall",
    "Reserve",
    "Shock",
    "Stand",
    "TFire",
    "TMove",
    "Unsquare",
]


@action("order", "order {group}")
class Order(Action):
    """Put Orders Command ``group`` Under Orders for this turn (tng 5.22)."""

    group: str = ""


@action("order_murat")
class OrderMurat(Action):
    """Spend one of the commander's orders on the cavalry reserve's commander (Borodino special 2)."""


@action("order_barrage")
class OrderBarrage(Action):
    """Spend one Orders point on the Artillery Barrage marker (tng 5.33)."""


@action("barrage", "barrage {units:+} -> {target}")
class Barrage(Action):
    """At the barrage marker, guns ``units`` (stacked or adjacent) fire together at hex ``target`` (tng 8.2)."""

    units: tuple[str, ...] = ()
    target: str = ""


@action("restack", "restack {unit}")
class Restack(Action):
    """``unit`` goes to the top of its stack at the start of its activation (tng 6.24)."""

    unit: str = ""


@action("pick", "pick {marker}")
class Pick(Action):
    """The Initiative player's first activation marker (tng 5.41)."""

    marker: str = ""


@action("orders_roll")
class OrdersRoll(Action):
    """Roll for Individual Orders (tng 5.28)."""


@action("no_orders")
class NoOrders(Action):
    """Act as No Orders this activation (tng 5.27)."""


@action("tfire", "tfire {units} -> {target}")
class TFire(Action):
    """Artillery ``units`` (one gun, or two stacked) fire at hex ``target``."""

    units: tuple[str, ...] = ()
    target: str = ""


@action("tmove", "tmove {unit} {to} f{facing}")
class TMove(Action):
    """``unit`` moves to hex ``to`` and ends facing vertex ``facing``."""

    unit: str = ""
    to: str = ""
    facing: int = 0


@action("face", "face {unit} {facing}")
class Face(Action):
    """``unit`` turns in place to vertex ``facing``."""

    unit: str = ""
    facing: int = 0


@action("shock", "shock {hex} -> {targets:,}")
class Shock(Action):
    """The active units in hex ``hex`` shock the enemy in ``targets`` (hex labels)."""

    hex: str = ""
    targets: tuple[str, ...] = ()


@action("cshock", "cshock {hexes:+} -> {targets:,}")
class CShock(Action):
    """The active stacks in hexes ``hexes`` shock together the enemy in ``targets`` (tng 9.22)."""

    hexes: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()


@action("aface", "aface {hex} {facing}")
class AdvanceFace(Action):
    """The stack that advanced into hex ``hex`` ends facing vertex ``facing`` (tng 9.71: it may re-face)."""

    hex: str = ""
    facing: int = 0


@action("evade", "evade {unit} {to} f{facing}")
class ReactRetreat(Action):
    """Cavalry ``unit`` retreats to hex ``to`` facing ``facing`` as enemy infantry enters its ZOC (tng 7.39)."""

    unit: str = ""
    to: str = ""
    facing: int = 0


@action("stay", "stay {unit}")
class ReactStay(Action):
    """Cavalry ``unit`` does not take its reaction retreat (tng 7.39)."""

    unit: str = ""


@action("fallback", "fallback {hex} -> {to}")
class Fallback(Action):
    """The defenders of ``hex`` retreat before the shock to hex ``to`` (tng 9.31)."""

    hex: str = ""
    to: str = ""


@action("ccharge", "ccharge {hex} -> {at}")
class CCharge(Action):
    """The cavalry in ``hex``, shocked by infantry alone, counter-charges hex ``at`` instead (tng 9.86)."""

    hex: str = ""
    at: str = ""


@action("hold", "hold {hex}")
class Hold(Action):
    """The defenders of ``hex`` stand against the declared shock (tng 9.31, 9.86)."""

    hex: str = ""


@action("follow", "follow {frm} -> {hex}")
class Follow(Action):
    """The attacking stack in ``frm`` advances into ``hex``, vacated by a retreat before shock (tng 9.72)."""

    hex: str = ""
    frm: str = ""


@action("nofollow", "nofollow {hex}")
class NoFollow(Action):
    """No attacker advances into ``hex`` (tng 9.72: optional after a retreat before shock)."""

    hex: str = ""


@action("countershock", "countershock {hex}")
class CounterShock(Action):
    """The defenders of ``hex`` counter-shock after a result below 0 (tng 9.73)."""

    hex: str = ""


@action("nocountershock", "nocountershock {hex}")
class NoCounterShock(Action):
    """The defenders of ``hex`` do not counter-shock (tng 9.73)."""

    hex: str = ""


@action("reserve", "reserve {group}")
class Reserve(Action):
    """Activate Orders Command ``group`` in the Reserve Phase (tng 5.51)."""

    group: str = ""


@action("cmove", "cmove {commander} {to}")
class CMove(Action):
    """Overall Commander ``commander`` moves to hex ``to`` (tng 5.62)."""

    commander: str = ""
    to: str = ""


@action("extended")
class Extended(Action):
    """The activated command uses extended movement (MA x2, tng 7.13)."""


@action("unsquare", "unsquare {unit}")
class Unsquare(Action):
    """``unit`` leaves square; that is its move this activation (tng 9.85)."""

    unit: str = ""


@action("charge", "charge {unit} {route:,} -> {target}")
class Charge(Action):
    """Cavalry ``unit`` charges hex ``target`` through ``route`` (hex labels,
    the last adjacent to the target, tng 9.81)."""

    unit: str = ""
    route: tuple[str, ...] = ()
    target: str = ""


@action("launch", "launch {target}")
class Launch(Action):
    """The charge declared against hex ``target`` begins; no more cavalry joins it (tng 9.8)."""

    target: str = ""


@action("square", "square {hex}")
class FormSquare(Action):
    """The charged stack in ``hex`` tries to form square (tng 9.85)."""

    hex: str = ""


@action("countercharge", "countercharge {unit}")
class CounterCharge(Action):
    """Defending cavalry ``unit`` tries to counter-charge (tng 9.86)."""

    unit: str = ""


@action("stand", "stand {hex}")
class Stand(Action):
    """The charged stack in ``hex`` neither forms square nor counter-charges."""

    hex: str = ""


@action("recall", "recall {unit}")
class Recall(Action):
    """Charging ``unit`` rolls for Recall (tng 9.82)."""

    unit: str = ""


@action("press", "press {unit}")
class Press(Action):
    """Charging ``unit`` charges home without a Recall roll."""

    unit: str = ""


@action("pursue", "pursue {unit}")
class Pursue(Action):
    """Charging ``unit`` pursues the retreating defenders (tng 9.87)."""

    unit: str = ""


@action("halt", "halt {unit}")
class Halt(Action):
    """Charging ``unit`` stops instead of pursuing, another enemy being in front (tng 9.87)."""

    unit: str = ""


@action("d10", "d10 {value}", chance=True)
class D10(Action):
    """Chance: a d10 shows ``value`` (0-9, tng 2.3)."""

    value: int = 0


@action("2d6", "2d6 {value}", chance=True)
class TwoD6(Action):
    """Chance: two d6 show ``value`` in all (2-12; the flank march arrival roll, Borodino special 14)."""

    value: int = 0


@action("draw_marker", "draw_marker {marker}", chance=True)
class DrawMarker(Action):
    """Chance: activation marker ``marker`` is drawn from the cup (tng 5.42)."""

    marker: str = ""


TNG_TYPES = (AdvanceFace, OrderMurat, Pursue, Halt, Order, OrderBarrage, Barrage, Restack, Pick, OrdersRoll, NoOrders,
             TFire, TMove, Face, Shock, CShock, Reserve, CMove, Extended, Unsquare, Charge, Launch, FormSquare,
             CounterCharge, Stand, Recall, Press, ReactRetreat, ReactStay, Fallback, Hold, Follow, NoFollow,
             CounterShock, NoCounterShock, CCharge, D10, TwoD6, DrawMarker)
