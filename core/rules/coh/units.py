"""Conflict of Heroes units and positions: plain immutable values.

`CohUnit` is one counter on (or hidden under) the map; `Position` is a map
plus its units, smoke and rule options.  Both are frozen: rules functions
return new values (``position.replace_unit(...)``), so a game engine can
keep, clone and replay states.

Stats follow ../shared/conformance/README.md and core/rules/coh/units.json:
``fp_soft`` (red FP, vs soft targets), ``fp_hard`` (blue FP, vs armored),
``range`` / ``range_min`` (hexes), ``dr_front`` / ``dr_flank``,
``dr_front_armored`` / ``dr_flank_armored`` (blue Defense), ``armored``,
``move_ap`` (AP to enter open), ``fire_ap`` (AP to attack), ``indirect_ap``,
``crewed``, ``movement`` (``foot``/``wheeled``/``tracked``), ``explosive``
(mortar/artillery HE: hits the flank Defense, coh.md 8.1).

`units_from_dicts(raw, hexmap)` builds units from case/scenario dicts and
raises `RulesError` naming the unit for an unknown kind, a hex off the map,
an unknown hit marker, a bad facing or a duplicate id.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from core.kept_property import kept_property
from typing import Any, Iterable, Mapping

from core.errors import RulesError
from core.hexgrid import Hex, Hexside, distance
from core import i18n
from core.los import LosEngine
from core.rules.coh.hitmarkers import check_marker
from core.rules.coh.options import CohOptions

# stats that are numbers printed on the counter (units.json "fields"); null = none
NUMERIC_STATS = ("fp_soft", "fp_hard", "range", "range_min", "dr_front", "dr_flank", "move_ap", "fire_ap",
                 "indirect_ap", "bonus_track", "bonus_wheel")
# kind -> (movement class, armored, crewed) defaults; stats override them.
KIND_DEFAULTS: dict[str, tuple[str, bool, bool]] = {
    "squad": ("foot", False, False),
    "team": ("foot", False, True),
    "sniper": ("foot", False, False),
    "leader": ("foot", False, False),
    "mortar": ("foot", False, True),
    "gun": ("wheeled", False, True),
    "vehicle": ("tracked", True, False),
    "tank": ("tracked", True, False),
    "transport": ("wheeled", False, False),
}
MOVE_CLASSES = ("foot", "wheeled", "tracked")


@dataclass(frozen=True)
class CohUnit:
    """One Conflict of Heroes unit.

    ``hex`` is a cube `Hex`; ``facing`` a hexside index 0-5 or ``None``
    (hidden units have no facing, seed 000 §10.0); ``hits`` the names of its
    hit markers; ``hasty_defense`` True when it built one (coh.md 7);
    ``carrier`` the id of the vehicle carrying or towing it (rules/coh.md
    4.3, E3 15.6-15.11; `core.rules.coh.transport`), else None.
    """

    id: str
    side: str
    kind: str
    hex: Hex
    facing: int | None = None
    hidden: bool = False
    spent: bool = False
    hits: tuple[str, ...] = ()
    hasty_defense: bool = False
    stats: Mapping[str, Any] = field(default_factory=dict)
    carrier: str | None = None

    # --- stats with kind defaults ----------------------------------------
    def stat(self, key: str, default: Any = None) -> Any:
        """Raw stat ``key`` (``default`` when absent or null)."""
        v = self.stats.get(key)
        return default if v is None else v

    @kept_property
    def move_class(self) -> str:
        """``foot``, ``wheeled`` or ``tracked`` (stat ``movement``, or
        ``move_type`` as the conformance cases name it); kept on the
        instance (a unit's kind and stats never change: a changed unit is a
        new instance, `with_`)."""
        return self.stat("movement", self.stat("move_type", KIND_DEFAULTS[self.kind][0]))

    @kept_property
    def is_vehicle(self) -> bool:
        """True for vehicles (tanks, APCs, trucks, wagons): units that move
        wheeled or tracked, except towed field guns (coh.md 4.3, 12)."""
        return self.move_class != "foot" and self.kind != "gun"

    @kept_property
    def bonus_symbols(self) -> tuple[int, int]:
        """``(track, wheel)``: how many track and wheel bonus-move symbols
        the counter shows (coh.md 4.3, E3 15.1).  Read from the stats
        ``bonus_track`` / ``bonus_wheel`` (conformance cases) or the
        units.json list ``bonus_moves`` (``"tracked"``/``"wheeled"`` per
        symbol); (0, 0) for units that are not vehicles.  Kept on the
        instance, as `move_class`."""
        if not self.is_vehicle:
            return 0, 0
        listed = self.stats.get("bonus_moves") or ()
        track = self.stat("bonus_track", sum(1 for b in listed if b == "tracked"))
        wheel = self.stat("bonus_wheel", sum(1 for b in listed if b == "wheeled"))
        return int(track), int(wheel)

    @kept_property
    def sig(self) -> tuple:
        """``(id, side, hex, facing, hidden, hits, hasty_defense, carrier)``:
        the state of the unit that rules answers depend on (its kind and
        stats are fixed), the key of the engine's per-game memo tables; kept
        on the instance (`with_` drops it)."""
        return (self.id, self.side, self.hex, self.facing, self.hidden, self.hits, self.hasty_defense, self.carrier)

    @kept_property
    def armored(self) -> bool:
        """True when the unit is an armored (blue Defense) target (kept on
        the instance, as `move_class`)."""
        return bool(self.stat("armored", KIND_DEFAULTS[self.kind][1]))

    def defense_armored(self, flank: bool) -> bool:
        """Whether the front (or flank) Defense is blue (coh.md 12 notes)."""
        key = "dr_flank_armored" if flank else "dr_front_armored"
        return bool(self.stat(key, self.armored))

    @property
    def crewed(self) -> bool:
        """FP on a white field (MGs, mortars, guns): -2 in close combat."""
        return bool(self.stat("crewed", KIND_DEFAULTS[self.kind][2]))

    @property
    def explosive(self) -> bool:
        """Mortar/artillery HE fire: always against the flank Defense."""
        return bool(self.stat("explosive", self.kind == "mortar"))

    @property
    def move_ap(self) -> int:
        """AP to move into open terrain; `RulesError` if the unit has none."""
        v = self.stat("move_ap")
        if v is None:
            raise RulesError(i18n._("unit {id}: no move_ap stat, it cannot move").format(id=self.id))
        return v

    def with_(self, **changes: Any) -> "CohUnit":
        """A copy with ``changes`` applied (`dataclasses.replace` without its
        generic walk: the fields copied, ``changes`` over them, TypeError for
        a name that is no field).  The kept answers of `move_class`,
        `is_vehicle`, `bonus_symbols` and `armored` (they read only the kind
        and the stats) go along when neither changes; `sig` never does."""
        for k in changes:
            if k not in _UNIT_FIELDS:
                raise TypeError(f"CohUnit.with_() got an unexpected field {k!r}")
        src = self.__dict__
        new = object.__new__(type(self))
        d = new.__dict__
        if "kind" in changes or "stats" in changes:
            d.update({k: src[k] for k in _UNIT_FIELDS})
        else:
            d.update({k: src[k] for k in _UNIT_FIELDS})
            for k in _KIND_KEPT:  # (nothing else kept goes along: `sig` and what others keep read the fields)
                if k in src:
                    d[k] = src[k]
        d.update(changes)
        return new


_UNIT_FIELDS = {f.name: None for f in fields(CohUnit)}  # in field order
_KIND_KEPT = ("move_class", "is_vehicle", "bonus_symbols", "armored")  # kept answers reading the kind and stats


@dataclass(frozen=True)
class Position:
    """A map, its units (in a fixed order) and smoke.

    ``smoke`` maps hexes to ``"heavy"`` or ``"light"`` (coh.md 8.3);
    ``options`` is a `core.rules.coh.options.CohOptions`.  The LOS engine is
    built lazily once per position (the map must not change under it).
    """

    hexmap: Any
    units: tuple[CohUnit, ...]
    options: Any = None
    smoke: Mapping[Hex, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.options is None:
            object.__setattr__(self, "options", CohOptions())

    def unit(self, uid: str | None) -> CohUnit:
        """The unit ``uid``; `RulesError` naming it if there is none (or
        ``uid`` is None: a case or action that names no unit)."""
        got = self._by_id.get(uid)  # type: ignore[arg-type]
        if got is not None:
            return got
        raise RulesError(i18n._("unknown unit {uid!r}; units: {units}").format(
                             uid=uid, units=', '.join(u.id for u in self.units) or i18n._("none")))

    def units_at(self, h: Hex) -> list[CohUnit]:
        """Units in hex ``h`` (hidden ones included), in position order."""
        return list(self._by_hex.get(h, ()))

    @kept_property
    def _by_id(self) -> dict[str, CohUnit]:
        """``{id: the first unit with it}`` (kept: a position never changes)."""
        out: dict[str, CohUnit] = {}
        for u in self.units:
            out.setdefault(u.id, u)
        return out

    @kept_property
    def _by_hex(self) -> dict[Hex, list[CohUnit]]:
        """``{hex: its units in position order}`` (kept: a position never changes)."""
        out: dict[Hex, list[CohUnit]] = {}
        for u in self.units:
            out.setdefault(u.hex, []).append(u)
        return out

    @kept_property
    def any_carried(self) -> bool:
        """True when a unit is carried or towed (kept: a position never changes)."""
        return any(u.carrier is not None for u in self.units)

    def enemies_of(self, u: CohUnit) -> list[CohUnit]:
        """Units of other sides."""
        return [o for o in self.units if o.side != u.side]

    def replace_unit(self, new: CohUnit) -> "Position":
        """A position with the unit of ``new.id`` replaced by ``new``."""
        return self.with_units(tuple(new if u.id == new.id else u for u in self.units))

    def with_units(self, units: tuple[CohUnit, ...]) -> "Position":
        """``dataclasses.replace(self, units=units)`` without its generic
        walk: every field copied (a subclass's too), ``units`` over them,
        the kept answers (`_by_id`, `_by_hex`, the LOS engine) left behind;
        through `dataclasses.replace` itself for a subclass with its own
        ``__post_init__``."""
        cls = type(self)
        names = _POSITION_FIELDS.get(cls)
        if names is None:
            names = _POSITION_FIELDS[cls] = tuple(f.name for f in fields(cls)) \
                if cls.__post_init__ is Position.__post_init__ else ()
        if not names:
            return replace(self, units=units)
        new = object.__new__(cls)
        src, d = self.__dict__, new.__dict__
        for k in names:
            d[k] = src[k]
        d["units"] = units
        return new

    def label(self, h: Hex) -> str:
        """Hex label on this map."""
        return self.hexmap.label(h)

    def los(self, a: Hex, b: Hex):
        """``core.los.LosResult`` between hex centres ``a`` and ``b``."""
        return self._engine().check(a, b)

    def _engine(self):
        eng = self.__dict__.get("_los_engine")
        if eng is None:
            eng = LosEngine(self.hexmap)
            object.__setattr__(self, "_los_engine", eng)
        return eng

    def sides_into(self, a: Hex, b: Hex) -> list:
        """The hexsides of ``b`` through which the line from ``a`` enters it
        (one, or two when it comes along a hexside or through a vertex)."""
        if a == b:
            return []
        front = self._engine().path(a, b).last_before(b) or (a,)
        return [Hexside.between(h, b) for h in front if distance(h, b) == 1]

    def los_clear(self, a: Hex, b: Hex) -> bool:
        """True when the LOS from ``a`` to ``b`` is clear (same hex: clear)."""
        return a == b or bool(self.los(a, b).clear)


_POSITION_FIELDS: dict[type, tuple[str, ...]] = {}  # Position class -> its field names (`Position.with_units`)


def _parse_hex(hexmap, label: Any, where: str) -> Hex:
    try:
        return hexmap.parse(label)
    except (ValueError, TypeError) as e:
        raise RulesError(f"{where}: {e}") from None


def stat_problems(stats: Mapping[str, Any]) -> list[tuple[str, str]]:
    """``[(stat name, message)]`` for every `NUMERIC_STATS` value that is
    neither a whole number nor null (null: the counter has no such value,
    e.g. no blue FP; units.json "fields")."""
    return [(key, f"stat {key} must be a whole number (or null), got {stats[key]!r}") for key in NUMERIC_STATS
            if stats.get(key) is not None and (isinstance(stats[key], bool) or not isinstance(stats[key], int))]


def check_stats(stats: Mapping[str, Any], where: str) -> None:
    """`RulesError` naming ``where`` and the first of `stat_problems`."""
    for _, msg in stat_problems(stats)[:1]:
        raise RulesError(f"{where}: {msg}")


def unit_from_dict(d: Mapping[str, Any], hexmap, where: str = "unit") -> CohUnit:
    """One `CohUnit` from a case/scenario dict (see module doc).

    Raises `RulesError` naming ``where``/the id for a missing id, an unknown
    kind, a hex that is not on the map, a facing outside 0-5, an unknown
    movement class or hit marker, a stat that should be a number (`check_stats`).
    """
    uid = d.get("id")
    if not uid:
        raise RulesError(i18n._("{where}: a unit needs an 'id'").format(where=where))
    where = f"unit {uid}"
    kind = d.get("kind", "squad")
    if kind not in KIND_DEFAULTS:
        raise RulesError(i18n._("{where}: unknown unit kind {kind!r} for Conflict of Heroes; known: "
                                "{kind_defaults}").format(
                             where=where, kind=kind,
                             kind_defaults=', '.join(sorted(KIND_DEFAULTS))))
    if "hex" not in d:
        raise RulesError(i18n._("{where}: no 'hex'").format(where=where))
    h = _parse_hex(hexmap, d["hex"], where)
    facing = d.get("facing")
    if facing is not None and (not isinstance(facing, int) or isinstance(facing, bool) or not 0 <= facing <= 5):
        raise RulesError(i18n._("{where}: facing must be a hexside index 0-5, got {facing!r}").format(
                             where=where, facing=facing))
    stats = dict(d.get("stats") or {})
    check_stats(stats, where)
    for flag in ("crewed", "armored", "explosive", "turret"):
        if flag in d and flag not in stats:
            stats[flag] = d[flag]
    u = CohUnit(id=str(uid), side=str(d.get("side", "")), kind=kind, hex=h, facing=facing,
                hidden=bool(d.get("hidden", False)), spent=bool(d.get("spent", False)),
                hits=tuple(d.get("hits") or ()), hasty_defense=bool(d.get("hasty_defense", False)),
                stats=stats, carrier=str(d["carrier"]) if d.get("carrier") else None)
    if u.move_class not in MOVE_CLASSES:
        raise RulesError(i18n._("{where}: unknown movement class {move_class!r}; known: {move_classes}").format(
                             where=where, move_class=u.move_class,
                             move_classes=', '.join(MOVE_CLASSES)))
    for m in u.hits:
        check_marker(m, u)
    return u


def units_from_dicts(raw: Iterable[Mapping[str, Any]], hexmap) -> tuple[CohUnit, ...]:
    """Units from a list of dicts; `RulesError` for a bad unit or a duplicate id."""
    out: list[CohUnit] = []
    seen: set[str] = set()
    for i, d in enumerate(raw or ()):
        if not isinstance(d, Mapping):
            raise RulesError(i18n._("units[{i}]: a unit must be an object").format(i=i))
        u = unit_from_dict(d, hexmap, f"units[{i}]")
        if u.id in seen:
            raise RulesError(i18n._("unit {id}: duplicate unit id").format(id=u.id))
        seen.add(u.id)
        out.append(u)
    return tuple(out)


def position_from_case(case: Mapping[str, Any], hexmap, options=None) -> Position:
    """The `Position` of a conformance case (its ``units`` on ``hexmap``;
    optional ``smoke`` ``{label: "heavy"|"light"}``; rule ``options``)."""
    units = units_from_dicts(case.get("units") or [], hexmap)
    smoke = {}
    for label, kind in (case.get("smoke") or {}).items():
        if kind not in ("heavy", "light"):
            raise RulesError(i18n._("smoke at {label}: must be 'heavy' or 'light', got {kind!r}").format(
                                 label=label, kind=kind))
        smoke[_parse_hex(hexmap, label, "smoke")] = kind
    opts = options or CohOptions.from_dict(case.get("options") or {})
    return Position(hexmap, units, opts, smoke)
