"""The scenario model: a map plus sides, units, zones, reinforcements,
decks, victory conditions and texts (DESIGN.md job 2; coh.md 10).

Plain dataclasses, no Qt.  Hex positions are cube `core.hexgrid.Hex`
values of `Scenario.hexmap` (labels exist only in files).  The map comes
from one of three sources (`MapSource`): embedded in the scenario file, a
map file referenced by a path relative to the scenario file, or geomorphic
boards composed into one map (`core.model.boards.compose_boards`); in every
case ``hexmap`` holds the resolved map.  Edits the editor undoes go through
`core.edits`, which returns undo data.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterator

from core.catalogues import load_units, unit_stats
from core.hexgrid import Hex
from core.model.deck import Deck
from core.model.hexmap import HexMap
from core.model.unit import UnitPlacement
from core.rules.registry import DEFAULT_RULESET

MAP_SOURCES = ("embedded", "file", "boards")
CONTROL_WHEN = ("round", "end")


@dataclass
class Side:
    """A side: ``id`` (``[a-z0-9_]``, e.g. ``german``), display ``name``,
    ``colour`` ``#rrggbb``."""

    id: str
    name: str = ""
    colour: str = "#808080"


@dataclass
class BoardPlacement:
    """One geomorphic board of a composed map: the board's map ``file``
    (relative to the scenario file, ``/`` separators), where its top-left
    hex lands (``col``, ``row``: 0-based offsets in the composed map) and
    whether it is turned 180 degrees (``rotated``)."""

    file: str
    col: int = 0
    row: int = 0
    rotated: bool = False


@dataclass
class MapSource:
    """Where the scenario's map comes from: ``kind`` ``embedded`` (the map
    is saved inside the scenario file), ``file`` (``file`` is a map file
    path relative to the scenario) or ``boards`` (``boards`` are composed)."""

    kind: str = "embedded"
    file: str | None = None
    boards: list[BoardPlacement] = field(default_factory=list)


@dataclass
class SetupZone:
    """A named set of hexes where ``side`` sets up (``side`` None = any side)."""

    name: str
    side: str | None = None
    hexes: set[Hex] = field(default_factory=set)


@dataclass
class Reinforcement:
    """Units arriving for ``side`` in round ``round`` (1-based), entering at
    ``entry_hexes`` (coh.md 1.2 "Entering the map", 10.7).  Units may have
    a ``hex`` (a fixed arrival hex) or None (any entry hex)."""

    round: int
    side: str
    units: list[UnitPlacement] = field(default_factory=list)
    entry_hexes: list[Hex] = field(default_factory=list)
    note: str = ""


@dataclass
class ControlHex:
    """A victory hex: worth ``vp`` to the side controlling it, scored every
    round end (``when="round"``) or only at the end (``when="end"``);
    ``owner`` is the side controlling it at the start (None = nobody)
    (coh.md 9, 10.8)."""

    hex: Hex
    vp: int = 1
    when: str = "round"
    owner: str | None = None


@dataclass
class Victory:
    """Victory conditions: ``vp_per_kill`` (VP for each enemy unit
    destroyed), ``unit_vp`` (unit id -> VP for destroying that named unit,
    replacing the per-kill VP, BGG FAQ in coh.md 9), ``control`` hexes and
    free ``objectives`` text."""

    vp_per_kill: int = 1
    unit_vp: dict[str, int] = field(default_factory=dict)
    control: list[ControlHex] = field(default_factory=list)
    objectives: str = ""


@dataclass
class Scenario:
    """A scenario (a Conflict of Heroes "firefight").

    ``rounds`` >= 1; ``initiative`` the side id with the first turn in
    round 1, or None when it is rolled (coh.md 1.1/1.2); ``caps`` side id ->
    CAPs per round, ``caps_by_round`` side id -> {round: CAPs} exceptions;
    ``starting_vp`` side id -> VP at the start; ``options`` ruleset options
    (JSON values); ``starting_cards`` side id -> card numbers dealt at the
    start (weapon/veteran cards, seed 000 §8.2-8.3).
    """

    hexmap: HexMap
    ruleset: str = DEFAULT_RULESET
    title: str = ""
    map_source: MapSource = field(default_factory=MapSource)
    date: str = ""
    designer: str = ""
    notes: str = ""
    sides: list[Side] = field(default_factory=list)
    rounds: int = 5
    initiative: str | None = None
    caps: dict[str, int] = field(default_factory=dict)
    caps_by_round: dict[str, dict[int, int]] = field(default_factory=dict)
    starting_vp: dict[str, int] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)
    units: list[UnitPlacement] = field(default_factory=list)
    zones: list[SetupZone] = field(default_factory=list)
    reinforcements: list[Reinforcement] = field(default_factory=list)
    decks: list[Deck] = field(default_factory=list)
    starting_cards: dict[str, list[str]] = field(default_factory=dict)
    victory: Victory = field(default_factory=Victory)
    special_rules: str = ""

    # --- queries ----------------------------------------------------------
    def side_ids(self) -> list[str]:
        """Side ids in order."""
        return [s.id for s in self.sides]

    def side(self, side_id: str) -> Side | None:
        """The side ``side_id``, or None."""
        return next((s for s in self.sides if s.id == side_id), None)

    def all_units(self) -> Iterator[UnitPlacement]:
        """Setup units, then every reinforcement's units in order."""
        yield from self.units
        for r in self.reinforcements:
            yield from r.units

    def unit(self, unit_id: str) -> UnitPlacement | None:
        """The unit ``unit_id`` (setup or reinforcement), or None."""
        return next((u for u in self.all_units() if u.id == unit_id), None)

    def units_at(self, h: Hex) -> list[UnitPlacement]:
        """Setup units standing in ``h``, in order."""
        return [u for u in self.units if u.hex == h]

    def zone(self, name: str) -> SetupZone | None:
        """The setup zone called ``name``, or None."""
        return next((z for z in self.zones if z.name == name), None)

    def deck(self, deck_id: str) -> Deck | None:
        """The deck ``deck_id``, or None."""
        return next((d for d in self.decks if d.id == deck_id), None)

    def caps_for(self, side_id: str, round_no: int) -> int:
        """CAPs ``side_id`` receives in round ``round_no`` (before losses):
        the per-round exception if any, else the side's CAPs (0 if unset)."""
        return self.caps_by_round.get(side_id, {}).get(round_no, self.caps.get(side_id, 0))

    def rules_unit_dicts(self) -> list[dict]:
        """The setup units in the unit-dict shape of the conformance cases
        (../shared/conformance/README.md "Units"), which the rules modules
        read (e.g. `core.rules.coh.units.units_from_dicts`): ``id``, ``side``,
        ``kind``, ``hex`` (label), ``facing`` (if any), ``hidden``, ``hits``
        and ``stats`` = the catalogue's stats overlaid with the custom ones.

        Raises `core.errors.HexwrightError` for a catalogue id unknown to the
        scenario's ruleset.
        """
        cat = load_units(self.ruleset)
        out = []
        for u in self.units:
            entry = cat.get(u.catalogue_id) if u.catalogue_id else None
            d: dict[str, Any] = {"id": u.id, "side": u.side,
                                 "kind": u.kind or (entry.kind if entry else "squad"),
                                 "hex": self.hexmap.label(u.hex) if u.hex is not None else None}
            if u.facing is not None:
                d["facing"] = u.facing
            d["hidden"] = u.hidden
            d["hits"] = list(u.hits)
            d["stats"] = {k: v for k, v in unit_stats(u.catalogue_id, u.stats, self.ruleset).items()
                          if v is not None}
            out.append(d)
        return out

    def new_unit_id(self, prefix: str = "u") -> str:
        """A unit id not used yet: ``prefix`` followed by the lowest free number."""
        used = {u.id for u in self.all_units()}
        n = 1
        while f"{prefix}{n}" in used:
            n += 1
        return f"{prefix}{n}"
