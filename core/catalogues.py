"""Unit and card catalogues per ruleset, read from data files.

A ruleset ships its catalogues beside its terrain table:
``core/rules/<ruleset>/units.json`` and ``core/rules/<ruleset>/cards.json``.
Either file may be missing: the ruleset then has an empty catalogue (every
unit of its scenarios carries custom stats).  Dropping a ``units.json`` into
``core/rules/tng/`` is all a ruleset needs to do to get a catalogue.

``units.json``::

    {"ruleset": "coh", "title": "...",
     "sides": [{"id": "german", "name": "Germans", "colour": "#5b6770"}, ...],
     "units": [{"id": "german_rifles_41", "name": "Rifles '41", "side": "german",
                "kind": "squad", "fp_soft": 2, ..., "source": "...", "assumed": false}, ...]}

Every unit entry has ``id`` (unique, ``[a-z0-9_]``), ``name``, ``side``,
``kind``, ``source`` and ``assumed`` (values no source gives are flagged
``"assumed": true`` with an ``assumed_reason``); every other key is a stat
(numbers such as ``fp_soft``, ``dr_front``, ``move_ap`` in AP, ``range`` in
hexes; flags such as ``crewed``).  ``cards.json`` lists ``cards`` with
``number`` (a string, e.g. ``"07"``), ``name``, ``colour`` (``green``,
``yellow``, ``gray``, ``orange``), ``type``, ``copies`` (in the box),
``cost``, ``cost_kind`` (``cap`` or ``ap``), ``text``, ``source``, ``assumed``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from types import MappingProxyType
from typing import Any, Mapping

from core.errors import HexwrightError
from core.i18n import _
from core.rules.registry import spec

# Keys of a unit entry that describe it rather than give a stat.
UNIT_META_KEYS = ("id", "counter", "name", "side", "kind", "source", "assumed", "assumed_reason")
UNIT_KINDS = ("squad", "team", "gun", "vehicle", "transport", "sniper", "leader",
              "infantry", "cavalry", "light_cavalry", "artillery", "skirmisher",
              "man_packed_gun", "light_gun", "medium_gun", "heavy_gun", "immobile_gun")
CARD_COLOURS = ("green", "yellow", "gray", "orange")


@dataclass(frozen=True)
class UnitType:
    """One catalogue unit (``counter``: the printed counter number, if any);
    ``stats`` holds every non-meta key (numbers in AP,
    hexes, Defense points; flags as booleans; None where the counter prints
    a dash)."""

    id: str
    name: str
    side: str
    kind: str
    stats: Mapping[str, Any]
    source: str
    assumed: bool = False
    assumed_reason: str = ""
    counter: str | None = None


@dataclass(frozen=True)
class CardType:
    """One catalogue card; ``number`` is a string such as ``"07"`` or ``"W01"``."""

    number: str
    name: str
    colour: str
    type: str
    copies: int
    cost: int | None
    cost_kind: str | None
    text: str
    source: str
    assumed: bool = False
    side: str | None = None


@dataclass(frozen=True)
class UnitCatalogue:
    """A ruleset's units by id, and its default sides (list of dicts with
    ``id``, ``name``, ``colour``)."""

    ruleset: str
    units: Mapping[str, UnitType] = field(default_factory=dict)
    sides: tuple = ()

    def __contains__(self, unit_id: object) -> bool:
        return unit_id in self.units

    def get(self, unit_id: str) -> UnitType | None:
        """The unit type ``unit_id``, or None."""
        return self.units.get(unit_id)

    def ids(self, side: str | None = None) -> list[str]:
        """Unit ids in catalogue order, optionally only those of ``side``."""
        return [u.id for u in self.units.values() if side is None or u.side == side]


@dataclass(frozen=True)
class CardCatalogue:
    """A ruleset's cards by number."""

    ruleset: str
    cards: Mapping[str, CardType] = field(default_factory=dict)

    def __contains__(self, number: object) -> bool:
        return number in self.cards

    def get(self, number: str) -> CardType | None:
        """The card ``number``, or None."""
        return self.cards.get(number)

    def numbers(self, colour: str | None = None) -> list[str]:
        """Card numbers in catalogue order, optionally only one ``colour``."""
        return [c.number for c in self.cards.values() if colour is None or c.colour == colour]


def _read(ruleset: str, name: str) -> dict | None:
    res = resources.files(spec(ruleset).package).joinpath(name)
    if not res.is_file():
        return None
    try:
        data = json.loads(res.read_text(encoding="utf-8"))
    except (ValueError, OSError) as e:
        raise HexwrightError(_("core/rules/{ruleset}/{name}: cannot read the catalogue: {e}").format(
                                 ruleset=ruleset, name=name, e=e)) from None
    if not isinstance(data, dict):
        raise HexwrightError(_("core/rules/{ruleset}/{name}: expected a JSON object").format(
                                 ruleset=ruleset, name=name))
    return data


@lru_cache(maxsize=None)
def load_units(ruleset: str) -> UnitCatalogue:
    """The unit catalogue of ``ruleset`` (empty when it has no units.json).

    Raises `HexwrightError` for an unknown ruleset or a catalogue file that is
    broken (bad JSON, an entry without id/name/side/kind/source, an id used
    twice) -- a bug in the shipped data, reported with the file and entry.
    """
    data = _read(ruleset, "units.json")
    if data is None:
        return UnitCatalogue(ruleset, MappingProxyType({}), ())
    where = f"core/rules/{ruleset}/units.json"
    units: dict[str, UnitType] = {}
    for i, e in enumerate(data.get("units", [])):
        missing = [k for k in ("id", "name", "side", "kind", "source") if k not in e]
        if missing:
            raise HexwrightError(_("{where}: units[{i}] lacks {missing}").format(
                                     where=where, i=i, missing=', '.join(missing)))
        if e["id"] in units:
            raise HexwrightError(_("{where}: units[{i}]: id {id!r} is used twice").format(where=where, i=i, id=e['id']))
        stats = {k: v for k, v in e.items() if k not in UNIT_META_KEYS}
        units[e["id"]] = UnitType(e["id"], e["name"], e["side"], e["kind"], MappingProxyType(stats), e["source"],
                                  bool(e.get("assumed", False)), e.get("assumed_reason", ""), e.get("counter"))
    sides = tuple(MappingProxyType(dict(s)) for s in data.get("sides", []))
    return UnitCatalogue(ruleset, MappingProxyType(units), sides)


@lru_cache(maxsize=None)
def load_cards(ruleset: str) -> CardCatalogue:
    """The card catalogue of ``ruleset`` (empty when it has no cards.json).

    Raises `HexwrightError` for an unknown ruleset or a broken catalogue
    (bad JSON, a card without number/name/colour, a number used twice, an
    unknown colour).
    """
    data = _read(ruleset, "cards.json")
    if data is None:
        return CardCatalogue(ruleset, MappingProxyType({}))
    where = f"core/rules/{ruleset}/cards.json"
    cards: dict[str, CardType] = {}
    for i, e in enumerate(data.get("cards", [])):
        missing = [k for k in ("number", "name", "colour", "source") if k not in e]
        if missing:
            raise HexwrightError(_("{where}: cards[{i}] lacks {missing}").format(
                                     where=where, i=i, missing=', '.join(missing)))
        if e["number"] in cards:
            raise HexwrightError(_("{where}: cards[{i}]: number {number!r} is used twice").format(
                                     where=where, i=i, number=e['number']))
        if e["colour"] not in CARD_COLOURS:
            raise HexwrightError(_("{where}: cards[{i}]: colour {colour!r} is not one of {card_colours}").format(
                                     where=where, i=i, colour=e['colour'],
                                     card_colours=', '.join(CARD_COLOURS)))
        cards[e["number"]] = CardType(e["number"], e["name"], e["colour"], e.get("type", ""), int(e.get("copies", 1)),
                                      e.get("cost"), e.get("cost_kind"), e.get("text", ""), e["source"],
                                      bool(e.get("assumed", False)), e.get("side"))
    return CardCatalogue(ruleset, MappingProxyType(cards))


def default_sides(ruleset: str) -> list[dict]:
    """The sides a new scenario of ``ruleset`` starts with: those its unit
    catalogue lists, else two generic sides ``a`` and ``b``."""
    sides = load_units(ruleset).sides
    if sides:
        return [dict(s) for s in sides]
    return [{"id": "a", "name": "Side A", "colour": "#3060c0"}, {"id": "b", "name": "Side B", "colour": "#c03030"}]


def unit_stats(catalogue_id: str | None, custom: Mapping[str, Any] | None, ruleset: str) -> dict:
    """Effective stats of a placement: the catalogue entry's stats (if
    ``catalogue_id`` is given and known) overlaid with ``custom``.

    Raises `HexwrightError` for a catalogue id unknown to ``ruleset``.
    """
    out: dict = {}
    if catalogue_id is not None:
        ut = load_units(ruleset).get(catalogue_id)
        if ut is None:
            raise HexwrightError(_("unknown unit {catalogue_id!r} in the {ruleset} unit catalogue").format(
                                     catalogue_id=catalogue_id, ruleset=ruleset))
        out.update(ut.stats)
    if custom:
        out.update(custom)
    return out
