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

from core.catalogues import load_units, unit_stats
from core.errors import FormatError, HexwrightError, RulesError
from core.hexgrid import Hex
from core.i18n import _
from core.rules.fow import terrain as T
from core.rules.fow.scale import Scale
from core.rules.fow.teams import Team, team_from_unit

# Words in a rules-core message -> the field of the unit it is about.
_FIELD_HINTS = (("moving ROF", "rof_moving"), ("rof_moving", "rof_moving"), ("team type", "kind"),
                ("skill", "skill"), ("motivation", "motivation"), ("mobility", "mobility"),
                ("facing", "facing"), ("status", "status"), ("range_in", "range"), ("anti_tank", "anti_tank"),
                ("firepower", "firepower"), ("rof", "rof"))
_TOP_LEVEL = ("kind", "facing")
# scenario options the fow engine reads: the ground scale (tng_fow.md B.6) and night (tng_fow.md B.2:
# a night battle limits spotting to tables.json distances_inches.night_spotting, assumed)
KNOWN_OPTIONS = ("inches_per_hex", "night")


@lru_cache(maxsize=1)
def _play_rules_file() -> dict:
    text = resources.files("core.play.fow").joinpath("play_rules.json").read_text(encoding="utf-8")
    return json.loads(text)


def play_rules() -> dict:
    """``play_rules.json`` values: ``{name: value}`` (see the file for each
    value's source and ``assumed`` flag)."""
    return {k: v["value"] for k, v in _play_rules_file()["values"].items()}


def not_played() -> dict[str, str]:
    """``{rule key: reason}``: every rule of the notes (rules/tng_fow.md
    GAME B, seed 001) the engine does not play yet (``play_rules.json``
    ``not_played``)."""
    return dict(_play_rules_file().get("not_played", {}))


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
    caches: LOS and shot assessments), ``arrivals`` (reinforcements:
    ``[{"team", "round", "side", "hexes": [Hex]}]``, scenario order),
    ``platoons`` (team id -> platoon id: ``stats.platoon``, else the team
    alone; pinning counts hits per platoon), ``leaders`` (team ids with
    ``stats.leader`` true: their platoon's leader for command distance),
    ``night`` (scenario option ``night``: spotting is limited to the night
    spotting distance, tng_fow.md B.2)."""

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
    arrivals: list = field(default_factory=list)
    platoons: dict = field(default_factory=dict)
    leaders: dict = field(default_factory=dict)
    night: bool = False
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


def build_team(i: int, u) -> tuple[Team | None, list, tuple[str, str] | None]:
    """The `Team` of placement ``u`` (index ``i`` of ``$.units``), its
    initial status list and None -- or ``(None, [], (json path, message))``
    for bad data."""
    try:
        stats = unit_stats(u.catalogue_id, u.stats, "fow")
    except HexwrightError as e:
        return None, [], (f"$.units[{i}].unit", str(e))
    entry = load_units("fow").get(u.catalogue_id) if u.catalogue_id else None
    stats = dict(stats, _kind=entry.kind if entry else None)
    d = unit_dict(u, stats, None)
    if d["kind"] is None:
        return None, [], (f"$.units[{i}].kind", f"unit {u.id!r} has no team type: give \"kind\" (one of "
                                                "infantry, man_packed_gun, ..., vehicle) or a catalogue \"unit\"")
    try:
        team = team_from_unit(d)
    except RulesError as e:
        return None, [], (_field_path(i, str(e), u, u.stats), str(e))
    except (TypeError, ValueError) as e:
        return None, [], (f"$.units[{i}].stats", f"unit {u.id!r}: {e}")
    return team, sorted(team.status), None


def scenario_scale(sc, options: dict) -> tuple[Scale, tuple[str, str] | None]:
    """The game's `Scale` from option ``inches_per_hex`` (default 2) and
    None, or the default scale and the problem at
    ``$.options.inches_per_hex`` for zero, negative or non-numbers
    (tng_fow.md B.6)."""
    v = options.get("inches_per_hex")
    if v is None:
        return Scale(), None
    try:
        return Scale(v), None
    except RulesError as e:
        return Scale(), ("$.options.inches_per_hex", str(e))


def scenario_problems(sc, options: dict | None = None) -> tuple[list, dict]:
    """Every problem of fow scenario ``sc`` for play as ``(json path,
    message)`` pairs, and the pieces built on the way (``scale``, ``base``,
    ``initial``, ``names``): the scale, each team's data (rules-core errors:
    unknown team type, moving ROF above halted ROF, bad skill or status...),
    teams off the map or in impassable going, more than ``stacking_limit``
    teams of a side in one hex, reinforcements (not played yet), a side
    without teams, a turn limit below 1."""
    problems = []
    scale, bad = scenario_scale(sc, sc.options if options is None else options)
    if bad:
        problems.append(bad)
    base, initial, names, platoons, leaders = {}, {}, {}, {}, {}
    per_hex: dict[tuple[str, Hex], list[int]] = {}
    for i, u in enumerate(sc.units):
        if u.hex is None:
            problems.append((f"$.units[{i}].hex", _("team {id!r} has no hex: every fow setup team must "
                                                    "stand on the map").format(id=u.id)))
            continue
        team, status, bad = build_team(i, u)
        if bad:
            problems.append(bad)
            continue
        assert team is not None  # build_team gives a team or a problem
        try:
            if T.hex_going(sc.hexmap, u.hex) == "impassable":
                problems.append((f"$.units[{i}].hex", _("team {id!r} stands in impassable going at {hex}").format(
                                                          id=u.id,
                                                          hex=sc.hexmap.label(u.hex))))
        except RulesError as e:
            problems.append((f"$.units[{i}].hex", str(e)))
        per_hex.setdefault((u.side, u.hex), []).append(i)
        base[u.id] = replace(team, status=frozenset())
        initial[u.id] = {"hex": u.hex, "facing": u.facing, "status": status, "hidden": bool(u.hidden)}
        names[u.id] = u.name or _catalogue_name(u) or u.id
        platoons[u.id] = str((u.stats or {}).get("platoon") or u.id)
        if (u.stats or {}).get("leader"):
            leaders[u.id] = True
    limit = play_rules()["stacking_limit"]
    for (side, h), idx in per_hex.items():
        if len(idx) > limit:
            problems.append((f"$.units[{idx[limit]}].hex", _("{n_idx} {side} teams in {h}: at most "
                                                             "{limit} per hex (play_rules.json, assumed)").format(
                                                               n_idx=len(idx), side=side,
                                                               h=sc.hexmap.label(h),
                                                               limit=limit)))
    options = sc.options if options is None else options
    for name in options or {}:
        if name not in KNOWN_OPTIONS:
            problems.append((f"$.options.{name}", _("unknown Flames of War option {name!r} (known: "
                                                    "{known_options})").format(
                                                      name=name,
                                                      known_options=', '.join(KNOWN_OPTIONS))))
    if "night" in (options or {}) and not isinstance(options["night"], bool):
        problems.append(("$.options.night", _("expected true or false (a night battle, tng_fow.md B.2), "
                                              "got {night!r}").format(night=options['night'])))
    sides = sc.side_ids()
    for i, r in enumerate(sc.reinforcements):
        if not isinstance(r.round, int) or not 1 <= r.round <= sc.rounds:
            problems.append((f"$.reinforcements[{i}].round", _("reinforcement on turn {round!r}: the "
                                                               "scenario has turns 1-{rounds}").format(
                                                                 round=r.round,
                                                                 rounds=sc.rounds)))
        if r.side not in sides:
            problems.append((f"$.reinforcements[{i}].side", _("reinforcement for {side!r}, not a side of "
                                                              "the scenario ({sides})").format(
                                                                side=r.side,
                                                                sides=', '.join(sides))))
    arrivals = []
    for i, r in enumerate(sc.reinforcements):
        for j, u in enumerate(r.units):
            where = f"$.reinforcements[{i}].units[{j}]"
            if u.id in base:
                problems.append((f"{where}.id", _("team id {id!r} is used twice").format(id=u.id)))
                continue
            if u.side != r.side:
                problems.append((f"{where}.side", _("team {id!r} of {side!r} in a reinforcement for "
                                                    "{side2!r}").format(id=u.id, side=u.side, side2=r.side)))
                continue
            team, status, bad = build_team(i, u)
            if bad:
                problems.append((where + bad[0][len(f"$.units[{i}]"):], bad[1]))
                continue
            assert team is not None  # build_team gives a team or a problem
            if u.hex is None and not r.entry_hexes:
                problems.append((f"$.reinforcements[{i}].entry_hexes", _("team {id!r} has no hex and the "
                                                                         "reinforcement no entry hexes").format(
                                                                           id=u.id)))
                continue
            base[u.id] = replace(team, status=frozenset())
            initial[u.id] = {"hex": None, "facing": u.facing, "status": status, "hidden": False}
            names[u.id] = u.name or _catalogue_name(u) or u.id
            platoons[u.id] = str((u.stats or {}).get("platoon") or u.id)
            arrivals.append({"team": u.id, "round": r.round, "side": r.side,
                             "hexes": [u.hex] if u.hex is not None else list(r.entry_hexes)})
    if sc.rounds < 1:
        problems.append(("$.rounds", _("expected a turn limit of 1 or more, got {rounds}").format(rounds=sc.rounds)))
    for side in sc.side_ids():
        if not any(u.side == side for u in sc.units):
            problems.append(("$.units", _("side {side!r} has no teams: fow play needs teams on both sides").format(
                                            side=side)))
    return problems, {"scale": scale, "base": base, "initial": initial, "names": names, "arrivals": arrivals,
                      "platoons": platoons, "leaders": leaders}


def validation_problems(sc) -> list[tuple[str, str]]:
    """`scenario_problems` for ``hexwright validate`` and the editor."""
    return scenario_problems(sc)[0]


def prepare(game) -> FowData:
    """Build the `FowData` of ``game``; `FormatError` naming the scenario
    file and the JSON path of every problem (`scenario_problems`)."""
    sc = game.scenario
    file = game.source or _where(sc)
    problems, built = scenario_problems(sc, game.options)
    if problems:
        raise FormatError(file, problems)
    sides = list(game.sides)
    first = sc.initiative if sc.initiative in sides else sides[0]
    order = [first] + [s for s in sides if s != first]
    v = sc.victory
    objectives = [(c.hex, int(c.vp), c.owner) for c in v.control]
    platoons = dict(built["platoons"])
    return FowData(built["scale"], sc.hexmap, built["base"], built["initial"], built["names"], order, sc.rounds,
                   objectives, int(v.vp_per_kill), dict(v.unit_vp), play_rules(), built["arrivals"], platoons,
                   built["leaders"], bool((game.options or {}).get("night")))


def _catalogue_name(u) -> str:
    if not u.catalogue_id:
        return ""
    t = load_units("fow").get(u.catalogue_id)
    return t.name if t else ""
