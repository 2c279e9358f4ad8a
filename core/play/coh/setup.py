"""Static per-game data of a Conflict of Heroes game (`prepare`): rule
options, unit stats, setup units, reinforcements, control hexes, decks and
the play-engine values of ``play_rules.json``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from functools import lru_cache
from importlib import resources
from typing import Any

from core.catalogues import load_cards, load_units, unit_stats
from core.errors import FormatError, HexwrightError
from core.i18n import _
from core.play.coh.playpos import LosCache
from core.rules.coh.options import CohOptions
from core.rules.coh.units import KIND_DEFAULTS, CohUnit, stat_problems


@lru_cache(maxsize=1)
def play_rules() -> dict:
    """``play_rules.json`` values: ``{name: value}`` (see that file for each
    value's source and whether it is assumed)."""
    text = resources.files("core.play.coh").joinpath("play_rules.json").read_text(encoding="utf-8")
    return {k: v["value"] for k, v in json.loads(text)["values"].items()}


def not_played() -> dict[str, str]:
    """``{rule key: reason}``: every rule of rules/coh.md the engine does not
    play yet (``play_rules.json`` ``not_played``)."""
    text = resources.files("core.play.coh").joinpath("play_rules.json").read_text(encoding="utf-8")
    return dict(json.loads(text).get("not_played", {}))


@dataclass
class GameData:
    """What never changes during one game.

    ``options`` (`CohOptions`), ``ignored_options`` (scenario options that
    are not rules-core options), ``stats`` / ``kinds`` (unit id -> stats
    dict / kind), ``setup`` (setup `CohUnit` values), ``arrivals`` (round ->
    list of ``(CohUnit, entry hex labels)``), ``control`` (list of
    ``(label, vp, when, initial owner)``), ``decks`` (list of ``(deck id,
    {card: copies}, sides, draw_at_start, draw_per_round)``), ``cards``
    (`core.catalogues.CardCatalogue`), ``rules`` (`play_rules`), ``cache``
    (the game's `LosCache`), ``memo`` (memo tables of legal.py: attack
    probes, enemy LOS, reinforcement index)."""

    options: CohOptions
    ignored_options: list
    stats: dict
    kinds: dict
    names: dict
    setup: list
    arrivals: dict
    control: list
    decks: list
    cards: Any
    rules: dict
    cache: Any
    memo: dict = field(default_factory=dict)


def _kind(u, entry) -> str:
    k = u.kind or (entry.kind if entry else "squad")
    return k if k in KIND_DEFAULTS else "squad"


def validation_problems(sc) -> list[tuple[str, str]]:
    """``[(JSON path, message)]`` for every unit of scenario ``sc`` (setup
    and reinforcements) of a kind Conflict of Heroes does not know or with
    a stat that is not a whole number (`core.rules.coh.units.stat_problems`,
    catalogue values overlaid with the unit's own); the `hexwright
    validate` hook of this engine."""
    places = [(f"$.units[{i}]", u) for i, u in enumerate(sc.units)]
    places += [(f"$.reinforcements[{i}].units[{j}]", u) for i, r in enumerate(sc.reinforcements)
               for j, u in enumerate(r.units)]
    out = []
    for where, u in places:
        if u.kind is not None and u.kind not in KIND_DEFAULTS:
            out.append((f"{where}.kind", _("unit {id}: unknown unit kind {kind!r} for Conflict of "
                                           "Heroes; expected one of {kind_defaults}").format(
                                             id=u.id, kind=u.kind,
                                             kind_defaults=', '.join(sorted(KIND_DEFAULTS)))))
        try:
            stats = unit_stats(u.catalogue_id, u.stats, "coh")
        except HexwrightError:
            continue   # an unknown catalogue id: the scenario checks report it
        out += [(f"{where}.stats.{key}", f"unit {u.id}: {msg}") for key, msg in stat_problems(stats)]
    return out


def prepare(game) -> GameData:
    """Build the `GameData` of ``game``; `HexwrightError` naming the unit or
    option that is wrong (`FormatError` with JSON paths for
    `validation_problems`)."""
    sc = game.scenario
    problems = validation_problems(sc)
    if problems:
        raise FormatError(game.source or f"scenario {sc.title!r}", problems)
    known = {f.name for f in fields(CohOptions)}
    opts = {k: v for k, v in game.options.items() if k in known}
    try:
        options = CohOptions.from_dict(opts)
    except (TypeError, ValueError) as e:
        raise HexwrightError(_("scenario {title!r}: bad rule options: {e}").format(title=sc.title, e=e)) from None
    cat = load_units("coh")
    stats, kinds, names = {}, {}, {}
    for u in sc.all_units():
        entry = cat.get(u.catalogue_id) if u.catalogue_id else None
        stats[u.id] = {k: v for k, v in unit_stats(u.catalogue_id, u.stats, "coh").items() if v is not None}
        kinds[u.id] = _kind(u, entry)
        names[u.id] = u.name or (entry.name if entry else u.id)
    hm = sc.hexmap

    def mk(u, h) -> CohUnit:
        return CohUnit(u.id, u.side, kinds[u.id], h, u.facing, bool(u.hidden), False, tuple(u.hits), False,
                       stats[u.id])

    setup = [mk(u, u.hex) for u in sc.units if u.hex is not None]
    arrivals: dict[int, list] = {}
    for r in sc.reinforcements:
        for u in r.units:
            entries = [hm.label(u.hex)] if u.hex is not None else [hm.label(h) for h in r.entry_hexes]
            if not entries:
                raise HexwrightError(_("reinforcement {id}: no entry hex (round {round})").format(
                                         id=u.id, round=r.round))
            arrivals.setdefault(r.round, []).append((mk(u, hm.parse(entries[0])).with_(hidden=False), entries))
    control = [(hm.label(c.hex), c.vp, c.when, c.owner) for c in sc.victory.control]
    decks = [(d.id, dict(d.cards), list(d.sides), dict(d.draw_at_start), dict(d.draw_per_round)) for d in sc.decks]
    return GameData(options, sorted(set(game.options) - known), stats, kinds, names, setup, arrivals, control,
                    decks, load_cards("coh"), play_rules(), LosCache(hm))


def reinforcement_index(data: GameData) -> dict:
    """``{unit id: (template CohUnit, entry labels, round)}`` of every
    reinforcement."""
    out = {}
    for rnd, lst in data.arrivals.items():
        for u, entries in lst:
            out[u.id] = (u, entries, rnd)
    return out
