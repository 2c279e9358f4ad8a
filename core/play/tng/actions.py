"""Triumph & Glory play actions (frozen dataclasses with a ``type`` tag and
a readable ``str``), registered in `core.play.actions.ACTION_TYPES` so
replays read them.  ``pass`` is the shared `core.play.actions.Pass`.

Player actions:

================  ===========================================================
``order``         "order fr_davout": the commander puts an Orders Command
                  Under Orders for the turn (tng 5.2, Orders Rating points)
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
``reserve``       "reserve ru_vii": activate a command in the Reserve Phase
                  (tng 5.5)
``cmove``         "cmove napoleon 0915": the Overall Commander moves (tng 5.62)
================  ===========================================================

Chance outcomes: ``d10`` ("d10 7", a d10 read 0-9, tng 2.3) and
``draw_marker`` ("draw_marker ru_vii", tng 5.42).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.play.actions import ACTION_TYPES, Action, Pass

__all__ = ["Order", "Pick", "OrdersRoll", "NoOrders", "TFire", "TMove", "Face", "Shock", "Reserve", "CMove",
           "D10", "DrawMarker", "Pass", "TNG_TYPES"]


@dataclass(frozen=True)
class Order(Action):
    """Put Orders Command ``group`` Under Orders for this turn (tng 5.22)."""

    type: ClassVar[str] = "order"
    group: str = ""

    def __str__(self) -> str:
        return f"order {self.group}"


@dataclass(frozen=True)
class Pick(Action):
    """The Initiative player's first activation marker (tng 5.41)."""

    type: ClassVar[str] = "pick"
    marker: str = ""

    def __str__(self) -> str:
        return f"pick {self.marker}"


@dataclass(frozen=True)
class OrdersRoll(Action):
    """Roll for Individual Orders (tng 5.28)."""

    type: ClassVar[str] = "orders_roll"

    def __str__(self) -> str:
        return "orders_roll"


@dataclass(frozen=True)
class NoOrders(Action):
    """Act as No Orders this activation (tng 5.27)."""

    type: ClassVar[str] = "no_orders"

    def __str__(self) -> str:
        return "no_orders"


@dataclass(frozen=True)
class TFire(Action):
    """Artillery ``units`` (one gun, or two stacked) fire at hex ``target``."""

    type: ClassVar[str] = "tfire"
    units: tuple[str, ...] = ()
    target: str = ""

    def __str__(self) -> str:
        return f"tfire {'+'.join(self.units)} -> {self.target}"


@dataclass(frozen=True)
class TMove(Action):
    """``unit`` moves to hex ``to`` and ends facing vertex ``facing``."""

    type: ClassVar[str] = "tmove"
    unit: str = ""
    to: str = ""
    facing: int = 0

    def __str__(self) -> str:
        return f"tmove {self.unit} {self.to} f{self.facing}"


@dataclass(frozen=True)
class Face(Action):
    """``unit`` turns in place to vertex ``facing``."""

    type: ClassVar[str] = "face"
    unit: str = ""
    facing: int = 0

    def __str__(self) -> str:
        return f"face {self.unit} {self.facing}"


@dataclass(frozen=True)
class Shock(Action):
    """The active units in hex ``hex`` shock the enemy in ``targets`` (hex labels)."""

    type: ClassVar[str] = "shock"
    hex: str = ""
    targets: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"shock {self.hex} -> {','.join(self.targets)}"


@dataclass(frozen=True)
class Reserve(Action):
    """Activate Orders Command ``group`` in the Reserve Phase (tng 5.51)."""

    type: ClassVar[str] = "reserve"
    group: str = ""

    def __str__(self) -> str:
        return f"reserve {self.group}"


@dataclass(frozen=True)
class CMove(Action):
    """Overall Commander ``commander`` moves to hex ``to`` (tng 5.62)."""

    type: ClassVar[str] = "cmove"
    commander: str = ""
    to: str = ""

    def __str__(self) -> str:
        return f"cmove {self.commander} {self.to}"


@dataclass(frozen=True)
class D10(Action):
    """Chance: a d10 shows ``value`` (0-9, tng 2.3)."""

    type: ClassVar[str] = "d10"
    chance: ClassVar[bool] = True
    value: int = 0

    def __str__(self) -> str:
        return f"d10 {self.value}"


@dataclass(frozen=True)
class DrawMarker(Action):
    """Chance: activation marker ``marker`` is drawn from the cup (tng 5.42)."""

    type: ClassVar[str] = "draw_marker"
    chance: ClassVar[bool] = True
    marker: str = ""

    def __str__(self) -> str:
        return f"draw_marker {self.marker}"


TNG_TYPES = (Order, Pick, OrdersRoll, NoOrders, TFire, TMove, Face, Shock, Reserve, CMove, D10, DrawMarker)
for _cls in TNG_TYPES:
    ACTION_TYPES.setdefault(_cls.type, _cls)
