"""Teams and weapons for Flames of War on hexes.

A `Team` is one FoW team on one hex: its type (seed 001 p. 90 concealment
table rows), ``anti_aircraft`` flag, skill and motivation ratings
(tng_fow.md B.2), status flags for this turn, weapons and, for armoured
vehicles, armour ratings.  A `Weapon` has range (inches), ROF halted and
moving, anti-tank (AT) and firepower (FP, the score a Firepower test needs).

Everything here is plain data with validation; the rules live in
`concealment`, `shooting` and `movement`.  Bad data raises `RulesError`
naming the team and the field.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.errors import RulesError
from core.i18n import _
from core.rules.fow.data import tables
from core.rules.fow.data import teams as load

# seed 001 p. 90 concealment table rows, in the table's order.
TEAM_TYPES = ("infantry", "man_packed_gun", "light_gun", "medium_gun", "heavy_gun", "immobile_gun", "vehicle")
GUN_TYPES = ("man_packed_gun", "light_gun", "medium_gun", "heavy_gun", "immobile_gun")
SKILLS = ("veteran", "trained", "conscript")                 # tng_fow.md B.2
MOTIVATIONS = ("fearless", "confident", "reluctant")         # tng_fow.md B.2
STATUSES = ("moved", "fired", "assaulted", "dug_in", "gone_to_ground", "digging_in",
            "bogged", "bailed_out", "pinned", "at_the_double")
MOBILITIES = ("fully_tracked", "half_tracked", "wheeled", "cavalry", "infantry", "man_packed_gun",
              "light_gun", "medium_gun", "heavy_gun", "immobile_gun")


def _default(key: str) -> str:
    return tables()["defaults"][key]


# Values no source gives: tables.json "defaults" (assumed, with the reason).
DEFAULT_SKILL = _default("skill")
DEFAULT_MOTIVATION = _default("motivation")
DEFAULT_VEHICLE_MOBILITY = _default("vehicle_mobility")


@dataclass(frozen=True)
class Weapon:
    """A weapon: ``range_in`` (inches), ``rof`` (halted), ``rof_moving`` (None:
    from the seed's moving-ROF table, seed 001 p. 91), ``anti_tank``, ``firepower``
    (score 1-6 a Firepower test needs).  Raises `RulesError` when the moving ROF
    is above the halted ROF or a value is negative."""

    name: str = "weapon"
    range_in: float = 0.0
    rof: int = 1
    rof_moving: int | None = None
    anti_tank: int = 0
    firepower: int = 6

    def __post_init__(self) -> None:
        for key in ("range_in", "rof", "anti_tank", "firepower"):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, (int, float)) or v < 0:
                raise RulesError(_("fow weapon {name!r}: {key} must be a number 0 or more, got {v!r}").format(
                                     name=self.name, key=key, v=v))
        if self.rof_moving is not None:
            if isinstance(self.rof_moving, bool) or not isinstance(self.rof_moving, int) or self.rof_moving < 0:
                raise RulesError(_("fow weapon {name!r}: rof_moving must be a whole number 0 or more, "
                                   "got {rof_moving!r}").format(name=self.name, rof_moving=self.rof_moving))
            if self.rof_moving > self.rof:
                raise RulesError(_("fow weapon {name!r}: moving ROF {rof_moving} is above its halted ROF "
                                   "{rof}; moving never raises the rate of fire").format(
                                     name=self.name, rof_moving=self.rof_moving,
                                     rof=self.rof), "seed 001 p. 91")


@dataclass(frozen=True)
class Armour:
    """Armour ratings of an armoured vehicle: ``front``, ``side``, ``top``."""

    front: int
    side: int
    top: int = 1


@dataclass(frozen=True)
class Team:
    """One team.  ``hex`` is a `core.hexgrid.Hex` (or None off-map), ``facing``
    a hexside index 0-5 (vehicles; tng_fow.md B.6 item 4), ``status`` a frozenset
    of `STATUSES`.  ``armour`` None means unarmoured (a vehicle without armour
    saves 5+).  ``heavy`` marks heavy tanks and ``overloaded`` overloaded
    vehicles (both bog on 1-2), ``wide_tracks`` frees a bogged vehicle on 4+,
    ``unreliable`` breaks down on a 1 when moving At the Double (tng_fow.md
    B.5 bogging special rules).  ``artillery`` is the team's bombardment
    weapon (`Weapon`: range, AT, FP; tng_fow.md B.4) or None, ``smoke`` True
    when it may fire a smoke bombardment (tng_fow.md B.2)."""

    id: str
    type: str
    side: str = ""
    hex: Any = None
    facing: int | None = None
    skill: str = DEFAULT_SKILL
    motivation: str = DEFAULT_MOTIVATION
    anti_aircraft: bool = False
    status: frozenset = field(default_factory=frozenset)
    weapons: tuple = ()
    armour: Armour | None = None
    mobility: str | None = None
    heavy: bool = False
    overloaded: bool = False
    wide_tracks: bool = False
    unreliable: bool = False
    artillery: Weapon | None = None
    smoke: bool = False

    def __post_init__(self) -> None:
        where = _("fow team {id!r}").format(id=self.id)
        if self.type not in TEAM_TYPES:
            raise RulesError(_("{where}: unknown team type {type!r}; expected one of {team_types}").format(
                                 where=where, type=self.type,
                                 team_types=', '.join(TEAM_TYPES)),
                             "seed 001 p. 90")
        if self.skill not in SKILLS:
            raise RulesError(_("{where}: unknown skill {skill!r}; expected one of {skills}").format(
                                 where=where, skill=self.skill, skills=', '.join(SKILLS)))
        if self.motivation not in MOTIVATIONS:
            raise RulesError(_("{where}: unknown motivation {motivation!r}; expected one of {motivations}").format(
                                 where=where, motivation=self.motivation,
                                 motivations=', '.join(MOTIVATIONS)))
        bad = sorted(set(self.status) - set(STATUSES))
        if bad:
            raise RulesError(_("{where}: unknown status {bad}; expected some of {statuses}").format(
                                 where=where, bad=', '.join(bad),
                                 statuses=', '.join(STATUSES)))
        if "gone_to_ground" in self.status and self.status & {"moved", "fired", "assaulted"}:
            clash = ", ".join(sorted(self.status & {"moved", "fired", "assaulted"}))
            raise RulesError(_("{where}: status gone_to_ground contradicts {clash} (a team gone to "
                               "ground did not move, shoot or assault)").format(
                                 where=where, clash=clash), "seed 001 p. 90")
        if self.facing is not None and (isinstance(self.facing, bool) or self.facing not in range(6)):
            raise RulesError(_("{where}: facing must be a hexside index 0-5, got {facing!r}").format(
                                 where=where, facing=self.facing))
        if self.mobility is not None and self.mobility not in MOBILITIES:
            raise RulesError(_("{where}: unknown mobility {mobility!r}; expected one of {mobilities}").format(
                                 where=where, mobility=self.mobility,
                                 mobilities=', '.join(MOBILITIES)))

    @property
    def is_gun(self) -> bool:
        """True for the gun team types (man-packed to immobile)."""
        return self.type in GUN_TYPES

    @property
    def movement_class(self) -> str:
        """The row of the movement table: ``mobility`` if set, else the team type
        (vehicles default to tables.json ``defaults.vehicle_mobility``, assumed)."""
        if self.mobility:
            return self.mobility
        return DEFAULT_VEHICLE_MOBILITY if self.type == "vehicle" else self.type

    def has(self, flag: str) -> bool:
        """True when status ``flag`` is set."""
        return flag in self.status


def _num(stats: dict, *keys, default=None):
    for k in keys:
        if k in stats and stats[k] is not None:
            return stats[k]
    return default


def _status_set(raw, where: str) -> frozenset:
    if raw is None:
        return frozenset()
    if isinstance(raw, dict):
        return frozenset(k for k, v in raw.items() if v)
    if isinstance(raw, (list, tuple, set, frozenset)):
        return frozenset(raw)
    if isinstance(raw, str):
        return frozenset([raw])
    raise RulesError(_("{where}: status must be a list of flags, got {raw!r}").format(where=where, raw=raw))


def team_from_unit(unit: dict, hexmap=None) -> Team:
    """A `Team` from a conformance/scenario unit dict (README "Units": ``id``,
    ``side``, ``kind``, ``hex``, ``facing``, ``status``, ``stats``; fow adds
    ``anti_aircraft`` (top level, in ``stats`` or as a status flag), ``skill``,
    ``motivation``, ``mobility`` and ``heavy``).  The stats give one weapon:
    ``rof``, optional ``rof_moving``, ``range`` (inches), ``anti_tank``/``at``,
    ``firepower``/``fp``; armour from ``armour_front``/``armour_side``/
    ``armour_top``; a bombardment weapon from ``bombard_range`` (inches),
    ``bombard_at``, ``bombard_fp`` and ``bombard_smoke`` (may lay smoke);
    the bogging special rules ``overloaded``, ``wide_tracks``, ``unreliable``.
    ``hex`` is parsed with ``hexmap`` when given.
    Raises `RulesError` (or `core.model.LabelError`) naming the unit."""
    if not isinstance(unit, dict):
        raise RulesError(_("fow: a unit must be an object, got {unit!r}").format(unit=unit))
    uid = str(unit.get("id", "<no id>"))
    where = f"fow unit {uid!r}"
    stats = unit.get("stats") or {}
    raw_status = _status_set(unit.get("status"), where)
    aa = bool(unit.get("anti_aircraft") or stats.get("anti_aircraft") or "anti_aircraft" in raw_status)
    status = raw_status - {"anti_aircraft"}
    if unit.get("dug_in"):
        status |= {"dug_in"}
    weapons: tuple = ()
    if "rof" in stats:
        weapons = (Weapon(name=f"{uid} weapon", range_in=_num(stats, "range", "range_in", default=0),
                          rof=_num(stats, "rof"), rof_moving=_num(stats, "rof_moving", "moving_rof"),
                          anti_tank=_num(stats, "anti_tank", "at", default=0),
                          firepower=_num(stats, "firepower", "fp", default=6)),)
    armour = None
    if "armour_front" in stats or "armor_front" in stats:
        front = _num(stats, "armour_front", "armor_front")
        armour = Armour(front, _num(stats, "armour_side", "armor_side", default=front),
                        _num(stats, "armour_top", "armor_top", default=1))
    artillery = None
    if stats.get("bombard_range") is not None:
        artillery = Weapon(name=f"{uid} bombardment", range_in=_num(stats, "bombard_range"),
                           rof=1, anti_tank=_num(stats, "bombard_at", default=0),
                           firepower=_num(stats, "bombard_fp", default=6))
    h = None
    if hexmap is not None and unit.get("hex"):
        h = hexmap.parse(unit["hex"])
    return Team(id=uid, type=str(unit.get("kind")), side=str(unit.get("side", "")), hex=h,
                facing=unit.get("facing"), skill=unit.get("skill", stats.get("skill", DEFAULT_SKILL)),
                motivation=unit.get("motivation", stats.get("motivation", DEFAULT_MOTIVATION)),
                anti_aircraft=aa, status=status, weapons=weapons, armour=armour,
                mobility=unit.get("mobility", stats.get("mobility")),
                heavy=bool(unit.get("heavy") or stats.get("heavy")),
                overloaded=bool(stats.get("overloaded")), wide_tracks=bool(stats.get("wide_tracks")),
                unreliable=bool(stats.get("unreliable")), artillery=artillery,
                smoke=bool(artillery is not None and stats.get("bombard_smoke")))


def catalogue_team(catalogue_id: str, team_id: str | None = None, hexmap=None, hex_label: str | None = None,
                   facing: int | None = None, status=()) -> Team:
    """A `Team` built from entry ``catalogue_id`` of ``units.json`` (flat stats
    as in a unit's ``stats``).  `RulesError` for an unknown id."""
    entries = {e["id"]: e for e in load()["units"]}
    if catalogue_id not in entries:
        raise RulesError(_("fow team catalogue: unknown team {catalogue_id!r}; known: {entries}").format(
                             catalogue_id=catalogue_id, entries=', '.join(sorted(entries))))
    e = entries[catalogue_id]
    meta = ("id", "name", "side", "kind", "source", "assumed", "assumed_reason", "skill", "motivation",
            "mobility", "heavy", "anti_aircraft")
    unit = {"id": team_id or catalogue_id, "kind": e["kind"], "side": e["side"], "hex": hex_label,
            "facing": facing, "status": list(status), "skill": e.get("skill", DEFAULT_SKILL),
            "motivation": e.get("motivation", DEFAULT_MOTIVATION), "mobility": e.get("mobility"),
            "heavy": e.get("heavy", False), "anti_aircraft": e.get("anti_aircraft", False),
            "stats": {k: v for k, v in e.items() if k not in meta}}
    return team_from_unit(unit, hexmap)
