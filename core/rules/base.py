"""The ruleset interface every rule system implements (DESIGN.md "Rules core").

A ruleset is data plus policy.  Its terrain table lives in
``core/rules/<name>/terrain.json`` (read with `core.rules.catalogue`); this
module defines what the editor, the play engine and the conformance runner
may ask of any ruleset, so ``coh``, ``tng`` and ``fow`` plug in without the
editor knowing which one it talks to:

* terrain table access with ``source`` / ``assumed`` per value
  (`Ruleset.terrain_value`);
* may a unit enter a hex and at what cost (`Ruleset.enter_cost`,
  `Ruleset.may_enter`, `Ruleset.move_graph` for `core.movement`);
* is a line of sight clear and why not (`Ruleset.los`, delegating to
  `core.los`);
* attack and defense values (`Ruleset.attack_value`, `Ruleset.defense_value`);
* which actions are legal (`Ruleset.legal_actions`).

A ruleset's ``ruleset`` module defines ``make_ruleset(**options)``; its
spec in `core.rules.registry` names the module, and
``spec(name).rules(**options)`` (or `get_ruleset`) builds it.

Choices the sources leave open (hit on AV >= DV or AV > DV, ...) are named
options: ``get_ruleset("coh", hit_comparison=">")``.

Errors: unknown ruleset or option -> `HexwrightError`; illegal moves and
actions -> `RulesError` citing the rule.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from core.errors import HexwrightError
from core.hexgrid import Hex
from core.i18n import _
from core.los import LosEngine
from core.movement import build_move_graph
from core.rules.catalogue import load_catalogue
from core.rules.registry import spec


@dataclass(frozen=True)
class TerrainValue:
    """One rules value of a terrain table entry.

    ``value`` is the number/bool (``None`` means "impassable"/"not allowed"
    for costs); ``source`` cites where it comes from; ``assumed`` is True when
    no source gives it (the ``source`` then says why this value was chosen).
    """

    value: Any
    source: str
    assumed: bool


class Ruleset(ABC):
    """Abstract base of a rule system.

    Subclasses set ``name`` (``"coh"``...) and ``DEFAULT_OPTIONS`` (option
    name -> default value; every option a source leaves open) and implement
    the abstract methods.  Instances are immutable: `with_options` returns a
    new one.
    """

    name: str = ""
    DEFAULT_OPTIONS: Mapping[str, Any] = {}

    def __init__(self, **options: Any):
        unknown = sorted(set(options) - set(self.DEFAULT_OPTIONS))
        if unknown:
            raise HexwrightError(_("ruleset {name!r}: unknown option(s) {unknown}; known: "
                                   "{default_options}").format(
                                     name=self.name, unknown=', '.join(unknown),
                                     default_options=', '.join(sorted(self.DEFAULT_OPTIONS)) or _("none")))
        self.options: dict[str, Any] = {**self.DEFAULT_OPTIONS, **options}

    def with_options(self, **options: Any) -> "Ruleset":
        """A copy of this ruleset with some options changed."""
        return type(self)(**{**self.options, **options})

    # --- terrain table ----------------------------------------------------
    def catalogue(self):
        """The `core.rules.catalogue.TerrainCatalogue` of this ruleset."""
        return load_catalogue(self.name)

    def terrain_value(self, terrain: str, key: str, table: str = "terrain") -> TerrainValue:
        """Rules value ``key`` of entry ``terrain`` in ``table`` (``terrain``,
        ``hexside_features`` or ``fortifications``).

        A value may be stored plainly (``"dm": 2``: the entry's own
        ``source``/``assumed`` apply) or as a record
        ``{"value": 2, "source": "...", "assumed": false}``.
        Raises `HexwrightError` naming the entry for an unknown name or key.
        """
        cat = self.catalogue()
        entries = {"terrain": cat.terrain, "hexside_features": cat.hexside_features,
                   "fortifications": cat.fortifications}.get(table)
        if entries is None:
            raise HexwrightError(_("ruleset {name!r}: unknown terrain table {table!r}").format(
                                     name=self.name, table=table))
        entry = entries.get(terrain)
        if entry is None:
            raise HexwrightError(_("ruleset {name!r}: unknown {table} entry {terrain!r}; known: {entries}").format(
                                     name=self.name, table=table, terrain=terrain,
                                     entries=', '.join(sorted(entries))))
        if key not in entry:
            raise HexwrightError(_("ruleset {name!r}: {table} entry {terrain!r} has no value {key!r}").format(
                                     name=self.name, table=table, terrain=terrain, key=key))
        raw = entry[key]
        if isinstance(raw, dict) and "value" in raw:
            return TerrainValue(raw["value"], str(raw.get("source", entry.get("source", ""))),
                                bool(raw.get("assumed", entry.get("assumed", False))))
        return TerrainValue(raw, str(entry.get("source", "")), bool(entry.get("assumed", False)))

    # --- movement ---------------------------------------------------------
    @abstractmethod
    def enter_cost(self, hexmap, unit, a: Hex, b: Hex, mode: str = "normal") -> float | None:
        """Cost (AP, MP...) for ``unit`` to move from ``a`` into adjacent
        ``b`` in ``mode``; ``None`` when it may not enter."""

    def may_enter(self, hexmap, unit, a: Hex, b: Hex, mode: str = "normal") -> bool:
        """True when ``unit`` may move from ``a`` into adjacent ``b``."""
        return self.enter_cost(hexmap, unit, a, b, mode) is not None

    def move_graph(self, hexmap, unit, mode: str = "normal"):
        """A `networkx.DiGraph` of the map for ``unit`` (edge ``weight`` =
        `enter_cost`), for `core.movement.reachable` / `cheapest_path`."""
        return build_move_graph(hexmap, lambda a, b: self.enter_cost(hexmap, unit, a, b, mode))

    # --- line of sight ----------------------------------------------------
    def los(self, hexmap, a: Hex, b: Hex):
        """``core.los.LosResult`` (``clear``, ``blocking_hexes``,
        ``blocking_hexsides``, ``reason``) for the line from ``a`` to ``b``;
        delegates to `core.los.LosEngine`, which applies this ruleset's LOS
        policy."""
        return LosEngine(hexmap).check(a, b)

    # --- combat -----------------------------------------------------------
    @abstractmethod
    def attack_value(self, position, firers: list[str], target, dice: Iterable[int], **kw) -> int:
        """The attack value of ``firers`` (first = leader) against ``target``
        with fixed ``dice``; `RulesError` if the attack is illegal."""

    @abstractmethod
    def defense_value(self, position, firers: list[str], target, **kw) -> int | None:
        """The defense value of ``target`` against ``firers`` (None when
        there is nothing to defend, e.g. a coh attack on an empty hex)."""

    # --- actions ----------------------------------------------------------
    @abstractmethod
    def legal_actions(self, state) -> list:
        """The legal actions in game ``state`` (the play engine's shape)."""


# --- lookup ---------------------------------------------------------------
def get_ruleset(name: str, **options: Any) -> Ruleset:
    """``core.rules.registry.spec(name).rules(**options)`` (kept for the
    many callers of this older name).  `HexwrightError` for an unknown
    ruleset or option."""
    return spec(name).rules(**options)
