"""Triumph & Glory units: kinds, classes, status and the position they stand in.

A `TngUnit` is a combat unit (or commander) on a hex with a vertex facing
(tng 6.11). Unit *kinds* are the names scenarios and conformance cases use
(``infantry``, ``skirmisher``, ``cavalry``, ``light_cavalry``, ``cossack``,
``heavy_cavalry``, ``artillery``, ``horse_artillery``, ``militia``,
``commander``); each kind maps to

* a *branch* for stacking, ZOC and combat: ``infantry`` (jaegers count as
  infantry for stacking, tng 6.21), ``cavalry`` or ``artillery``, or
  ``commander`` (never counts for stacking, tng 6.21);
* a *movement column* of the terrain chart: ``infantry``, ``cavalry``,
  ``light_cavalry``, ``artillery``, ``horse_artillery`` (which pays the
  artillery costs, tng 7.21) or ``commander``.

Artillery with a printed MA of 8 is horse artillery (tng_fow.md A.0, S1 2.4).

`Position` is the set of units on a `HexMap` with look-ups by hex and side.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from core.errors import RulesError
from core.hexgrid import Hex
from core.i18n import _

# kind -> (branch, movement column)
KINDS: dict[str, tuple[str, str]] = {
    "infantry": ("infantry", "infantry"),
    "line_infantry": ("infantry", "infantry"),
    "skirmisher": ("infantry", "infantry"),
    "jaeger": ("infantry", "infantry"),
    "militia": ("infantry", "infantry"),
    "cavalry": ("cavalry", "cavalry"),
    "heavy_cavalry": ("cavalry", "cavalry"),
    "light_cavalry": ("cavalry", "light_cavalry"),
    "cossack": ("cavalry", "light_cavalry"),
    "artillery": ("artillery", "artillery"),
    "foot_artillery": ("artillery", "artillery"),
    "horse_artillery": ("artillery", "horse_artillery"),
    "commander": ("commander", "commander"),
}
STATUS_FLAGS = ("disordered", "in_square", "militia", "moved", "fired", "charging")
# printed numbers the rules read (``strength`` is the unit's top-level SP)
NUMERIC_STATS = ("strength", "sp", "ma", "cohesion", "disordered_cohesion", "effective_range", "max_range", "df")
HORSE_ARTILLERY_MA = 8


@dataclass
class TngUnit:
    """One unit. ``hex`` is a cube `Hex`; ``facing`` a vertex index 0-5 or
    None; ``sp`` strength points (shock SP, or fire SP for artillery);
    ``status`` a set of flags (``disordered``, ``in_square``, ``militia``,
    ``fired``, ``moved``...); ``stats`` the printed numbers (``ma``,
    ``cohesion``, ``effective_range``, ``max_range``, ``df``...).
    ``stack_index`` is the unit's place in its hex, 0 = top (tng 6.24)."""

    id: str
    side: str
    kind: str
    hex: Hex
    facing: int | None = None
    brigade: str | None = None
    activation_group: str | None = None
    sp: int = 0
    status: frozenset = frozenset()
    stats: dict = field(default_factory=dict)
    stack_index: int = 0
    name: str = ""

    # --- classification ---------------------------------------------------
    @property
    def branch(self) -> str:
        """``infantry``, ``cavalry``, ``artillery`` or ``commander``."""
        return KINDS[self.kind][0]

    @property
    def move_class(self) -> str:
        """The terrain-chart movement column this unit pays (tng 7.21)."""
        col = KINDS[self.kind][1]
        if col == "artillery" and self.ma == HORSE_ARTILLERY_MA:
            return "horse_artillery"
        return col

    @property
    def is_artillery(self) -> bool:
        return self.branch == "artillery"

    @property
    def is_combat(self) -> bool:
        """A combat unit ("войсковая часть"): everything but commanders."""
        return self.branch != "commander"

    @property
    def is_light(self) -> bool:
        """Light cavalry (type L) or cossacks, which count as Light (Borodino special 11)."""
        return KINDS[self.kind][1] == "light_cavalry" or self.stats.get("type") in ("L", "C")

    @property
    def is_jaeger(self) -> bool:
        return self.kind in ("skirmisher", "jaeger")

    @property
    def is_militia(self) -> bool:
        return self.kind == "militia" or "militia" in self.status

    @property
    def disordered(self) -> bool:
        return "disordered" in self.status

    @property
    def in_square(self) -> bool:
        return "in_square" in self.status

    # --- printed values -----------------------------------------------------
    @property
    def ma(self) -> int:
        """Printed movement allowance in MP (tng 7.11)."""
        return int(self.stats.get("ma", 0))

    @property
    def cohesion(self) -> int:
        """Cohesion of the side showing (``disordered_cohesion`` when Disordered, if given)."""
        if self.disordered and "disordered_cohesion" in self.stats:
            return int(self.stats["disordered_cohesion"])
        return int(self.stats.get("cohesion", 0))


def unit_from_dict(d: dict, hexmap, where: str = "units") -> TngUnit:
    """A `TngUnit` from a case/scenario unit object (conformance README
    "Units"). Raises `RulesError` naming the unit for an unknown kind, a
    facing outside 0-5, a missing or off-map hex, a status flag not in
    `STATUS_FLAGS`, a `NUMERIC_STATS` value that is not a number, a
    ``brigade``/``activation_group`` that is not a name."""
    uid = str(d.get("id", "?"))
    kind = d.get("kind")
    if kind not in KINDS:
        raise RulesError(_("{where}: unit {uid!r} has unknown kind {kind!r}; Triumph & Glory knows "
                           "{kinds}").format(
                             where=where, uid=uid, kind=kind,
                             kinds=', '.join(sorted(KINDS))), "tng 2.4")
    label = d.get("hex")
    if label is None:
        raise RulesError(_("{where}: unit {uid!r} has no hex").format(where=where, uid=uid))
    try:
        h = hexmap.parse(label)
    except ValueError as e:
        raise RulesError(_("{where}: unit {uid!r}: {e}").format(where=where, uid=uid, e=e)) from None
    facing = d.get("facing")
    if facing is not None:
        facing = check_facing(facing, uid)
    stats = dict(d.get("stats") or {})
    for key in NUMERIC_STATS:
        v = d.get("strength") if key == "strength" else stats.get(key)
        if v is not None and (isinstance(v, bool) or not isinstance(v, (int, float))):
            raise RulesError(_("{where}: unit {uid!r}: {key} must be a number, got {v!r}").format(
                                 where=where, uid=uid, key=key, v=v))
    for key in ("brigade", "activation_group"):
        v = d.get(key)
        if v is not None and (isinstance(v, bool) or not isinstance(v, (str, int))):
            raise RulesError(_("{where}: unit {uid!r}: {key} must be a name, got {v!r}").format(
                                 where=where, uid=uid, key=key, v=v))
    sp = d.get("strength", stats.get("sp", 0))
    raw = d.get("status") or ()
    if isinstance(raw, dict):
        raw = [k for k, v in raw.items() if v]
    if isinstance(raw, str) or not all(isinstance(s, str) for s in raw):
        raise RulesError(_("{where}: unit {uid!r}: status must be a list of flags, got {raw!r}").format(
                             where=where, uid=uid, raw=raw))
    status = frozenset(raw)
    bad = sorted(status - set(STATUS_FLAGS))
    if bad:
        raise RulesError(_("{where}: unit {uid!r} has unknown status {map}; Triumph & Glory knows "
                           "{status_flags}").format(
                             where=where, uid=uid, map=', '.join(map(repr, bad)),
                             status_flags=', '.join(STATUS_FLAGS)))
    if kind == "militia":
        status = status | {"militia"}
    return TngUnit(uid, str(d.get("side", "")), kind, h, facing, d.get("brigade"), d.get("activation_group"),
                   int(sp or 0), status, stats, name=str(d.get("name", "")))


def check_facing(facing, uid: str) -> int:
    """``facing`` as a vertex index 0-5; `RulesError` naming the unit otherwise (tng 6.11)."""
    if isinstance(facing, bool) or not isinstance(facing, int) or not 0 <= facing <= 5:
        raise RulesError(_("unit {uid!r}: facing {facing!r} is not a vertex index 0-5 (a T&G unit faces "
                           "a hex vertex)").format(uid=uid, facing=facing), "tng 6.11")
    return facing


class Position:
    """The units on a map. Units listed earlier in the same hex stand above
    later ones (the top of the stack first, tng 6.24)."""

    def __init__(self, hexmap, units: list[TngUnit]):
        self.hexmap = hexmap
        self.units: dict[str, TngUnit] = {}
        self._by_hex: dict[Hex, list[TngUnit]] = {}
        for u in units:
            if u.id in self.units:
                raise RulesError(_("unit id {id!r} is used twice").format(id=u.id))
            self.units[u.id] = u
            stack = self._by_hex.setdefault(u.hex, [])
            u.stack_index = len(stack)
            stack.append(u)

    @classmethod
    def from_case(cls, case: dict, hexmap) -> "Position":
        """The position of a conformance case (its ``units`` list)."""
        units = [unit_from_dict(d, hexmap, f"units[{i}]") for i, d in enumerate(case.get("units") or [])]
        return cls(hexmap, units)

    def unit(self, uid: str) -> TngUnit:
        """The unit ``uid``; `RulesError` naming it if there is none."""
        try:
            return self.units[uid]
        except KeyError:
            raise RulesError(_("no unit with id {uid!r} in the position").format(uid=uid)) from None

    def at(self, h: Hex) -> list[TngUnit]:
        """Every unit in ``h``, top first (commanders included)."""
        return list(self._by_hex.get(h, ()))

    def combat_at(self, h: Hex) -> list[TngUnit]:
        """Combat units in ``h`` (no commanders), top first."""
        return [u for u in self._by_hex.get(h, ()) if u.is_combat]

    def enemies_of(self, unit: TngUnit) -> list[TngUnit]:
        """Enemy combat units of ``unit`` (a different side)."""
        return [u for u in self.units.values() if u.side != unit.side and u.is_combat]

    def enemy_in(self, h: Hex, side: str) -> bool:
        """True when an enemy combat unit of ``side`` stands in ``h``."""
        return any(u.side != side and u.is_combat for u in self._by_hex.get(h, ()))

    def friends_in(self, h: Hex, unit: TngUnit) -> list[TngUnit]:
        """Combat units of ``unit``'s side in ``h`` other than ``unit``."""
        return [u for u in self._by_hex.get(h, ()) if u.side == unit.side and u.is_combat and u.id != unit.id]
