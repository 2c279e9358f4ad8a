"""The map model: terrain, elevation, fortifications and hexside features.

A `HexMap` is a rectangle of ``cols`` x ``rows`` hexes in offset layout
(see `core.hexgrid`), holding per hex a terrain name, an elevation level,
an optional fortification and flags (``road``, ``trail``), and per hexside a
set of features.  It is a plain container: edits that the editor undoes go
through `core.edits`, which returns undo data.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator

from core.hexgrid import Hex, Hexside, Layout, label_digits
from core.i18n import _
from core.model.board_labels import HexLabels, board_label, parse_board_label
from core.rules import registry

RULESETS = registry.RULESETS  # the rulesets a map may name (declared once, core.rules.registry)

HEXSIDE_FEATURES = (
    "small_balka", "large_balka", "stream", "wall", "hedge", "bocage", "impassable", "bridge",
    "ford", "steep_slope", "road", "trail",
)
HEX_FLAGS = ("road", "trail")


@dataclass(frozen=True)
class Fortification:
    """A fortification in a hex: ruleset name (``bunker``, ``trench``,
    ``hasty_defense``, ``wire``, ``mines``, ``roadblock``) and, for those
    that have one (bunkers), the hexside direction it faces (0-5)."""

    kind: str
    facing: int | None = None


class LabelError(ValueError):
    """A hex label that does not parse or lies off the map."""


@dataclass
class HexMap:
    """A hex map.

    ``terrain`` holds only hexes whose terrain differs from
    ``default_terrain``; ``elevation`` only non-zero levels;
    ``hexsides`` maps canonical `Hexside` keys to non-empty feature sets.
    Elevation is in levels (integers, 0 = ground).
    """

    cols: int
    rows: int
    ruleset: str = registry.DEFAULT_RULESET
    orientation: str = "flat"
    stagger: str = "even"
    default_terrain: str = "open"
    name: str = ""
    terrain: dict[Hex, str] = field(default_factory=dict)
    elevation: dict[Hex, int] = field(default_factory=dict)
    fortifications: dict[Hex, Fortification] = field(default_factory=dict)
    flags: dict[Hex, frozenset[str]] = field(default_factory=dict)
    hexsides: dict[Hexside, frozenset[str]] = field(default_factory=dict)
    notes: str = ""
    labels: HexLabels = field(default_factory=HexLabels)
    hex_mm: float | None = None     # printed size across the flats (mm); None: the print's default

    def __post_init__(self) -> None:
        self._layout = Layout(self.orientation, self.stagger)
        self._digits = label_digits(self.cols, self.rows)
        self._parsed: dict[str, tuple] = {}  # `parse`'s answers: label -> (cols, rows, labels object, hex)
        self._near: dict[tuple, tuple[Hex, ...]] = {}  # `neighbours`' answers per (hex, cols, rows)
        self._labels: dict[Hex, str] = {}  # `label`'s answers (the digits are fixed here, as the layout)

    # --- geometry -------------------------------------------------------
    @property
    def layout(self) -> Layout:
        """A unit-size `Layout` for this map's orientation and stagger."""
        return self._layout

    def layout_for(self, size: float) -> Layout:
        """A `Layout` of this map with hexes of ``size`` (centre to corner)."""
        return Layout(self.orientation, self.stagger, size)

    def contains(self, h: Hex) -> bool:
        """True when ``h`` lies on the map."""
        c, r = self._layout.to_offset(h)
        return 0 <= c < self.cols and 0 <= r < self.rows

    def hexes(self) -> Iterator[Hex]:
        """Every hex of the map, column by column (label order)."""
        fo = self._layout.from_offset
        for c in range(self.cols):
            for r in range(self.rows):
                yield fo(c, r)

    def __len__(self) -> int:
        return self.cols * self.rows

    def label(self, h: Hex) -> str:
        """``CCRR`` label of ``h`` (``CCCRRR`` on maps past 99)."""
        got = self._labels.get(h)
        if got is None:
            got = self._layout.label(h, self._digits)
            if len(self._labels) < 100_000:
                self._labels[h] = got
        return got

    def display_label(self, h: Hex) -> str:
        """The label shown to people: the board label when the map's
        ``labels`` style is ``board`` and a board holds ``h``
        (`core.model.board_labels`, e.g. ``1-E05``), else `label`."""
        if self.labels.style == "board":
            shown = board_label(self.labels, *self._layout.to_offset(h))
            if shown is not None:
                return shown
        return self.label(h)

    def parse(self, label: str) -> Hex:
        """Label -> hex on this map: ``CCRR``, or a board label (``I06``,
        ``4-J08``) on a map with boards (`core.model.board_labels`).

        Raises `LabelError` naming the label when it does not parse or lies
        off the map.
        """
        key = label if type(label) is str else None
        got = self._parsed.get(key) if key is not None else None  # (for the size and labels it was parsed on)
        if got is not None and got[0] == self.cols and got[1] == self.rows and got[2] is self.labels:
            return got[3]
        try:
            offset = parse_board_label(self.labels, label)
            h = self._layout.from_offset(*offset) if offset is not None else self._layout.parse_label(label)
        except ValueError as e:
            raise LabelError(str(e)) from None
        if not self.contains(h):
            raise LabelError(_("hex {label} is off the map ({cols} columns x {rows} rows)").format(
                                 label=label, cols=self.cols, rows=self.rows))
        if key is not None and len(self._parsed) < 100_000:
            self._parsed[key] = (self.cols, self.rows, self.labels, h)
        return h

    def neighbours(self, h: Hex) -> list[Hex]:
        """On-map neighbours of ``h`` (a new list; the answers are kept per
        hex and map size)."""
        key = (h, self.cols, self.rows)
        got = self._near.get(key)
        if got is None:
            got = tuple(n for n in (self._layout.neighbour(h, d) for d in range(6)) if self.contains(n))
            if len(self._near) < 100_000:
                self._near[key] = got
        return list(got)

    # --- content --------------------------------------------------------
    def terrain_at(self, h: Hex) -> str:
        """Terrain name of ``h``."""
        return self.terrain.get(h, self.default_terrain)

    def elevation_at(self, h: Hex) -> int:
        """Elevation level of ``h`` (0 by default)."""
        return self.elevation.get(h, 0)

    def fortification_at(self, h: Hex) -> Fortification | None:
        """The fortification in ``h``, or None."""
        return self.fortifications.get(h)

    def flags_at(self, h: Hex) -> frozenset[str]:
        """Hex flags of ``h`` (``road``, ``trail``)."""
        return self.flags.get(h, frozenset())

    def features_between(self, a: Hex, b: Hex) -> frozenset[str]:
        """Features on the hexside between adjacent ``a`` and ``b``."""
        return self.hexsides.get(Hexside.between(a, b), frozenset())

    def copy(self) -> "HexMap":
        """An independent copy (dicts copied; values are immutable)."""
        return HexMap(self.cols, self.rows, self.ruleset, self.orientation, self.stagger,
                      self.default_terrain, self.name, dict(self.terrain), dict(self.elevation),
                      dict(self.fortifications), dict(self.flags), dict(self.hexsides), self.notes, self.labels,
                      self.hex_mm)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HexMap):
            return NotImplemented
        return (self.cols, self.rows, self.ruleset, self.orientation, self.stagger, self.default_terrain,
                self.name, self.notes, self.labels, self.hex_mm) == (
                    other.cols, other.rows, other.ruleset, other.orientation, other.stagger, other.default_terrain,
                    other.name, other.notes, other.labels, other.hex_mm) \
            and self._norm_terrain() == other._norm_terrain() \
            and {k: v for k, v in self.elevation.items() if v} == {k: v for k, v in other.elevation.items() if v} \
            and self.fortifications == other.fortifications \
            and {k: v for k, v in self.flags.items() if v} == {k: v for k, v in other.flags.items() if v} \
            and {k: v for k, v in self.hexsides.items() if v} == {k: v for k, v in other.hexsides.items() if v}

    def _norm_terrain(self) -> dict[Hex, str]:
        return {h: t for h, t in self.terrain.items() if t != self.default_terrain}

    __hash__ = None  # type: ignore[assignment]
