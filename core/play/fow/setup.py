"""Static per-game data of a Flames of War game (`prepare`): the ground
scale, every team's fixed data (type, ratings, weapon, armour) as a
`core.rules.fow.teams.Team`, the setup placements, objectives, player order
and the engine values of ``play_rules.json``.

Bad scenario data is reported as `core.errors.FormatError` naming the
scenario file and the JSON path (``$.options.inches_per_hex``,
``$.units[3].stats.rof_moving``, ``$.units[0].kind``...), with the rules
core's message (its `RulesError`) as the text -- never a traceback.

Fow unit placements carry their play data in ``stats`` (the scenario schema
allows no other keys): ``skill``, ``motivation`` (override the catalogue),
``status`` (a list of `core.rules.fow.teams.STATUSES` flags, e.g.
``["dug_in"]``; ``gone_to_ground`` is accepted and means "none of moved,
fired, assaulted", which is every team's state at the start, seed 001 p. 90).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources
from typing import Any

from core.errors import FormatError, HexwrightError, RulesError
from core.rules.fow.scale import Scale
from core.rules.fow.teams import STATUSES, Team, team_from_unit

# Words in a rules-core message -> the field of the unit it is about.
_FIELD_HINTS = (("moving ROF", "rof_moving"), ("rof_moving", "rof_moving"), ("team type", "kind"),
                ("skill", "skill"), ("motivation", "motivation"), ("mobility", "mobility"),
                ("facing", "facing"), ("status", "status"), ("range_in", "range"), ("anti_tank", "anti_tank"),
                ("firepower", "firepower"), ("rof", "rof"))
_TOP_LEVEL = ("kind", "facing")


@lru_cache(maxsize=1)
def play_rules() -> dict:
    """``play_rules.json`` values: ``{name: value}`` (see the file for each
    value's source and ``assumed`` flag)."""
    text = resources.files("core.play.fow").joinpath("play_rules.json").read_text(encoding="utf-8")
    return {k: v["value"] for k, v in json.loads(text)["values"].items()}


@dataclass
class FowData:
    """What never changes during one game.

    ``scale`` (`Scale`), ``hexmap``, ``base`` (team id -> `Team` with no
    hex and no status), ``initial`` (team id -> ``{"hex", "facing",
    "status", "hidden"}``, hex a `core.hexgrid.Hex`), ``names`` (team id ->
    display name), ``order`` (the two sides, first player first),
    ``rounds`` (turn limit: rounds of two player turns), ``objectives``
    (list of ``(Hex, vp, owner side or None)``), ``vp_per_kill``,
    ``unit_vp`` (team id -> VP), ``rules`` (`play_rules`), ``memo`` (pure
    caches: LOS and shot assessments)."""

    scale: Scale
    hexmap: Any
    base: dict
    initial: dict
    names: dict
    order: list
    rounds: int
    objectives: list
    vp_per_kill: int
    unit_vp: dict
    rules: dict
    memo: dict = field(default_factory=dict)


def _where(sc) -> str:
    return sc.title or "scenario"


def _field_path(i: int, msg: str, u, stats_from_unit: dict) -> str:
    base = f"$.units[{i}]"
    for word, key in _FIELD_HINTS:
        if word in msg:
            if key in _TOP_LEVEL:
                return f"{base}.{key}"
            if key in stats_from_unit:
                return f"{base}.stats.{key}"
            return f"{base}.unit" if u.catalogue_id else f"{base}.stats"
    return base


def unit_dict(u, stats: dict, label: str | None) -> dict:
    """The rules-core unit dict (`team_from_unit`) of placement ``u`` with
    effective ``stats`` (catalogue overlaid with the unit's own)."""
    status = stats.get("status") or []
    if isinstance(status, str):
        status = [status]
    status = [s for s in status if s != "gone_to_ground"] if isinstance(status, list) else status
    return {"id": u.id, "side": u.side, "kind": u.kind or stats.get("_kind"), "hex": label, "facing": u.facing,
            "status": status, "stats": {k: v for k, v in stats.items() if k not in ("status", "_kind")}}


def build_team(i: int, u, hexmap, file: str) -> tuple[Team, list]:
    """The `Team` of placement ``u`` (index ``i`` of ``$.units``) and its
    initial status list; `FormatError` naming the JSON path."""
    from core.catalogues import load_units, unit_stats
    try:
        stats = unit_stats(u.catalogue_id, u.stats, "fow")
    except HexwrightError as e:
        raise FormatError(file, [(f"$.units[{i}].unit", str(e))]) from None
    entry = load_units("fow").get(u.catalogue_id) if u.catalogue_id else None
    stats = dict(stats, _kind=entry.kind if entry else None)
    d = unit_dict(u, stats, None)
    if d["kind"] is None:
        raise FormatError(file, [(f"$.units[{i}].kind", f"unit {u.id!r} has no team type: give \"kind\" (one of "
                                                        "infantry, man_packed_gun, ..., vehicle) or a catalogue \"unit\"")])
    try:
        team = team_from_unit(d)
    except RulesError as e:
        raise FormatError(file, [(_field_path(i, str(e), u, u.stats), str(e))]) from None
    except (TypeError, ValueError) as e:
        raise FormatError(file, [(f"$.units[{i}].stats", f"unit {u.id!r}: {e}")]) from None
    return team, sorted(team.status)


def scenario_scale(sc, options: dict, file: str) -> Scale:
    """The game's `Scale` from option ``inches_per_hex`` (default 2);
    `FormatError` at ``$.options.inches_per_hex`` for zero, negative or
    non-numbers (tng_fow.md B.6)."""
    v = options.get("inches_per_hex")
    if v is None:
        return Scale()
    try:
        return Scale(v)
    except RulesError as e:
        raise FormatError(file, [("$.options.inches_per_hex", str(e))]) from None


def prepare(game) -> FowData:
    """Build the `FowData` of ``game``; `FormatError` naming the scenario
    file and JSON path for bad data."""
    sc = game.scenario
    file = game.source or _where(sc)
    scale = scenario_scale(sc, game.options, file)
    base, initial, names = {}, {}, {}
    for i, u in enumerate(sc.units):
        if u.hex is None:
            raise FormatError(file, [(f"$.units[{i}].hex", f"team {u.id!r} has no hex: every fow setup team must "
                                                           "stand on the map")])
        team, status = build_team(i, u, sc.hexmap, file)
        base[u.id] = replace(team, status=frozenset())
        initial[u.id] = {"hex": u.hex, "facing": u.facing, "status": status, "hidden": bool(u.hidden)}
        names[u.id] = u.name or _catalogue_name(u) or u.id
    for i, r in enumerate(sc.reinforcements):
        if r.units:
            raise FormatError(file, [(f"$.reinforcements[{i}]", "fow play does not take reinforcements yet: "
                                                                 "place every team at setup")])
    sides = list(game.sides)
    first = sc.initiative if sc.initiative in sides else sides[0]
    order = [first] + [s for s in sides if s != first]
    if sc.rounds < 1:
        raise FormatError(file, [("$.rounds", f"expected a turn limit of 1 or more, got {sc.rounds}")])
    for side in sides:
        if not any(t.side == side for t in base.values()):
            raise FormatError(file, [("$.units", f"side {side!r} has no teams: fow play needs teams on both sides")])
    v = sc.victory
    objectives = [(c.hex, int(c.vp), c.owner) for c in v.control]
    return FowData(scale, sc.hexmap, base, initial, names, order, sc.rounds, objectives, int(v.vp_per_kill),
                   dict(v.unit_vp), play_rules())


def _catalogue_name(u) -> str:
    from core.catalogues import load_units
    if not u.catalogue_id:
        return ""
    t = load_units("fow").get(u.catalogue_id)
    return t.name if t else ""


def status_ok(flags) -> bool:
    """True when every flag is a rules-core status."""
    return all(f in STATUSES for f in flags)
