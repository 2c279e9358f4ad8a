"""Static per-game data of a Triumph & Glory game (`prepare`) and the
scenario checks (`scenario_problems`) that play, ``hexwright validate`` and
the editor's validation list share.

Where a tng scenario keeps its play data (the scenario schema allows no
other unit keys, so per-unit values live in ``stats``):

* a combat unit's ``stats``: ``sp``, ``cohesion``, ``disordered_cohesion``,
  ``ma`` (MP), ``df`` (Defensive Fire DRM), ``effective_range`` /
  ``max_range`` (hexes, artillery), ``type`` (``L``/``H``/``C``),
  ``brigade`` (stacking, tng 6.21) and ``activation_group`` (the Orders
  Command it activates with, tng 5.1); catalogue values come from
  ``core/rules/tng/units.json``;
* an Overall Commander is a unit of kind ``commander`` whose stats give
  ``army`` (the side it commands: required, tng 5.61), ``command_rating``
  (a negative DRM), ``orders_rating``, ``delay_rating``, ``orders_range``
  (hexes), ``ma`` (MP; Borodino special 6) and optionally ``ma_die``
  (true: its MP are a d10 roll each turn, Borodino special 7) and
  ``never_rolls_delay`` (Napoleon, tng 5.29);
* ``options.activation_markers``: ``[{"id", "side", "groups": [activation
  group ids], "orders_rating": n}]`` (tng 5.3-5.4);
* ``options.guard_groups``: ``{side: [group ids]}`` whose collapse is worth
  the Guard VP (Borodino victory conditions);
* ``options.vp_per_collapsed_group``: ``{side: VP it scores per collapsed
  enemy group}`` (default: the Borodino table, 3 French / 4 Russian);
* ``options.army_commands``: ``{side: {army: {"groups": [ids], "orders":
  n}}}``: the side puts Under Orders up to ``n`` commands of **one** army
  instead of its commander's Orders Rating (Borodino special 1: Barclay 3,
  Bagration 2, Reserve 1; the Artillery Barrage marker costs one of them);
* ``options.cavalry_reserve``: ``{"side", "groups": [ids], "direct": 2,
  "orders_rating": 5}``: one of the commander's orders puts the reserve's
  commander (Murat) in charge: he orders ``direct`` of the groups himself,
  the others roll for Individual Orders against ``orders_rating``
  (Borodino special 2);
* ``options.act_only_when_ordered``: ``[group ids]`` whose marker goes
  into the cup only when they are Under Orders, so they never roll for
  orders (Borodino special 1 Reserve, special 3 Guard);
* ``options.barrage``: false takes the Artillery Barrage marker (tng
  5.33) away from both sides (default true);
* ``options.setup_three_guns_groups``: ``[group ids]`` whose artillery may
  start three units per hex (Borodino footnote e);
* ``options.destruction``: ``{"side", "burnt": [village hex labels]}``:
  the side's Destruction marker, always in the cup, and the villages On
  Fire at the start (Borodino special 5, `core.play.tng.destruction`);
* ``options.flank_march``: ``{"side", "groups", "entry", "recall_entry"}``:
  the optional flank march is offered (Borodino special 14,
  `core.play.tng.flank_march`);
* ``options.orders_system`` (false: no orders, every active command Under
  Orders), ``options.activation_schedule`` and ``options.movement_limits``:
  scenario activation and movement policies (the Schevardino scenario,
  `core.play.tng.schevardino`);
* ``options.scenario`` (``"borodino"`` picks the rules-core option preset)
  and single rules-core options by name (`core.rules.tng.options`).

Reinforcements are the scenario's ``reinforcements`` (``round``, ``side``,
``entry_hexes``, ``units`` with their activation groups; a unit with a
``hex`` enters there): they wait off the map and enter by their marker in
a column through an entry hex (tng 7.41-7.44, `core.play.tng.reinforcements`).

Victory hexes are the scenario's ``victory.control`` hexes: each is worth
its VP to the side occupying it at the end (Borodino: hex 3417, 10 VP).

Every problem is a ``(JSON path, message)`` pair naming the unit or marker;
`prepare` raises them as one `core.errors.FormatError` naming the file.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources
from typing import Any

from core.catalogues import load_units, unit_stats
from core.errors import FormatError, HexwrightError, RulesError
from core.i18n import _
from core import i18n
from core.play.tng import destruction, flank_march
from core.rules.tng import options as tng_options
from core.rules.tng.fire import tables
from core.rules.tng.orders import ActivationMarker, validate_activation
from core.rules.tng.stacking import stack_problems, validate_setup
from core.rules.tng.units import Position, TngUnit, unit_from_dict
from core.play.tng import reinforcements, schevardino

ENGINE_OPTIONS = ("activation_markers", "guard_groups", "vp_per_collapsed_group", "army_commands", "cavalry_reserve",
                  "act_only_when_ordered", "barrage", "setup_three_guns_groups", "destruction",
                  "flank_march") + schevardino.OPTIONS
BARRAGE = "@barrage"  # the Artillery Barrage marker in a side's orders list (tng 5.33)


@lru_cache(maxsize=1)
def _play_rules_file() -> dict:
    text = resources.files("core.play.tng").joinpath("play_rules.json").read_text(encoding="utf-8")
    return json.loads(text)


def play_rules() -> dict:
    """``play_rules.json`` values: ``{name: value}`` (see the file for each
    value's source and ``assumed`` flag)."""
    return {k: v["value"] for k, v in _play_rules_file()["values"].items()}


def not_played() -> dict[str, str]:
    """``{rule key: reason}``: every rule of the notes (rules/tng_fow.md
    GAME A, seed 004) the engine does not play yet (``play_rules.json``
    ``not_played``)."""
    return dict(_play_rules_file().get("not_played", {}))


@dataclass
class TngData:
    """What never changes during one game: ``hexmap``; ``opts`` (resolved
    rules-core options); ``base`` (unit id -> `TngUnit` template, commanders
    included, at its set-up hex: where a unit is now is the state's,
    `TngState.unit`); ``initial`` (unit id -> ``{"hex", "facing",
    "status"}``); ``names``; ``order`` (the two sides, the scenario's
    Initiative side first); ``turns``; ``commanders`` (side -> commander
    unit id); ``markers`` (`ActivationMarker` list, scenario order);
    ``groups`` (group id -> unit ids); ``group_side``; ``guard`` (group
    ids); ``collapse_vp`` (side -> VP per collapsed enemy group);
    ``guard_vp``; ``control`` (``[(Hex, vp)]``); ``first_initiative``
    (the side with the Initiative on turn 1, or None: rolled); ``armies``
    (``options.army_commands``); ``ordered_only`` (group ids,
    ``options.act_only_when_ordered``); ``barrage`` (the Artillery Barrage
    marker is offered; its markers ``barrage_<side>`` are in ``markers``)."""

    hexmap: Any
    opts: dict
    base: dict
    initial: dict
    names: dict
    order: list
    turns: int
    commanders: dict
    markers: list
    groups: dict
    group_side: dict
    guard: set
    collapse_vp: dict
    guard_vp: int
    control: list
    first_initiative: str | None
    armies: dict = field(default_factory=dict)
    ordered_only: frozenset = frozenset()
    barrage: bool = True
    cav_reserve: dict | None = None
    memo: dict = field(default_factory=dict)
    arrivals: dict = field(default_factory=dict)  # reinforcements: unit id -> {"round", "entries"} (tng 7.41)
    columns: dict = field(default_factory=dict)  # reinforcements: group id -> unit ids in column order


def _stats(u, ruleset: str = "tng") -> tuple[dict, str | None]:
    stats = unit_stats(u.catalogue_id, u.stats, ruleset)
    entry = load_units(ruleset).get(u.catalogue_id) if u.catalogue_id else None
    return stats, u.kind or (entry.kind if entry else None)


def unit_dict(u, hexmap) -> dict:
    """Placement ``u`` as a rules-core unit dict (`core.rules.tng.units.unit_from_dict`):
    catalogue stats overlaid with the unit's own, ``brigade`` and
    ``activation_group`` lifted out of ``stats``.  `HexwrightError` for an
    unknown catalogue id."""
    stats, kind = _stats(u)
    d = {"id": u.id, "side": u.side, "kind": kind, "hex": hexmap.label(u.hex) if u.hex is not None else None,
         "facing": u.facing, "stats": {k: v for k, v in stats.items() if v is not None},
         "brigade": stats.get("brigade"), "activation_group": stats.get("activation_group"),
         "name": u.name or stats.get("name", "")}
    if "sp" in stats:
        d["strength"] = stats["sp"]
    return d


def markers_from_options(options: dict) -> tuple[list, list]:
    """``(markers, problems)``: the `ActivationMarker` list of
    ``options.activation_markers`` and ``(path, message)`` problems."""
    raw = options.get("activation_markers", [])
    out, probs, seen = [], [], set()
    if not isinstance(raw, list):
        return [], [("$.options.activation_markers", "expected a list of activation markers")]
    for j, m in enumerate(raw):
        where = f"$.options.activation_markers[{j}]"
        if not isinstance(m, dict) or not isinstance(m.get("id"), str):
            probs.append((where, _("an activation marker needs an \"id\" string (tng 5.4)")))
            continue
        groups = m.get("groups")
        if not isinstance(groups, list) or not groups or not all(isinstance(g, str) for g in groups):
            probs.append((f"{where}.groups", _("activation marker {id!r} needs a non-empty list of "
                                               "activation group ids (tng 5.4)").format(id=m['id'])))
            continue
        if m["id"] in seen:
            probs.append((f"{where}.id", _("activation marker id {id!r} is used twice").format(id=m['id'])))
        seen.add(m["id"])
        try:
            rating = int(m.get("orders_rating", 0))
        except (TypeError, ValueError):
            probs.append((f"{where}.orders_rating", _("activation marker {id!r}: orders_rating "
                                                      "{orders_rating!r} is not a whole number").format(
                                                        id=m['id'],
                                                        orders_rating=m.get('orders_rating'))))
            rating = 0
        out.append(ActivationMarker(m["id"], str(m.get("side", "")), tuple(groups), rating))
    return out, probs


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def command_option_problems(options: dict, sides: list, groups: set) -> list[tuple[str, str]]:
    """Problems of ``army_commands`` (``{side: {army: {"groups": [known
    group ids], "orders": whole number 0+}}}``), ``act_only_when_ordered``
    and ``setup_three_guns_groups`` (lists of known group ids) and
    ``barrage`` (true/false); Borodino special 1, 3, 4, footnote e."""
    probs = []
    ac = options.get("army_commands")
    where = "$.options.army_commands"
    if ac is not None and not isinstance(ac, dict):
        probs.append((where, _("expected {{side: {{army: {{groups, orders}}}}}}, got {ac!r}").format(ac=ac)))
    for side, armies in (ac.items() if isinstance(ac, dict) else ()):
        if side not in sides:
            probs.append((f"{where}.{side}", _("{side!r} is not a side of the scenario ({sides})").format(
                                                 side=side, sides=', '.join(sides))))
            continue
        if not isinstance(armies, dict):
            probs.append((f"{where}.{side}", _("expected {{army: {{groups, orders}}}}, got {armies!r}").format(
                                                 armies=armies)))
            continue
        for army, spec in armies.items():
            w = f"{where}.{side}.{army}"
            if not isinstance(spec, dict) or not isinstance(spec.get("groups"), list):
                probs.append((w, _("expected {\"groups\": [activation group ids], \"orders\": n}")))
                continue
            if not _whole(spec.get("orders")) or spec["orders"] < 0:
                probs.append((f"{w}.orders", _("expected a whole number of commands, 0 or more, got "
                                               "{orders!r}").format(orders=spec.get('orders'))))
            for k, g in enumerate(spec["groups"]):
                if not isinstance(g, (str, int)) or g not in groups:
                    probs.append((f"{w}.groups[{k}]", _("{g!r} is not an activation group of a marker").format(g=g)))
    for key in ("act_only_when_ordered", "setup_three_guns_groups"):
        gs = options.get(key)
        if gs is None:
            continue
        if not isinstance(gs, list):
            probs.append((f"$.options.{key}", _("expected a list of activation group ids, got {gs!r}").format(gs=gs)))
            continue
        for k, g in enumerate(gs):
            if not isinstance(g, (str, int)) or g not in groups:
                probs.append((f"$.options.{key}[{k}]", _("{g!r} is not an activation group of a marker").format(g=g)))
    cr = options.get("cavalry_reserve")
    if cr is not None:
        w = "$.options.cavalry_reserve"
        if not isinstance(cr, dict) or not isinstance(cr.get("groups"), list):
            probs.append((w, _("expected {\"side\", \"groups\": [ids], \"direct\": n, \"orders_rating\": n}")))
        else:
            if cr.get("side") not in sides:
                probs.append((f"{w}.side", _("{side!r} is not a side of the scenario ({sides})").format(
                                               side=cr.get('side'), sides=', '.join(sides))))
            for name in ("direct", "orders_rating"):
                if not _whole(cr.get(name)) or cr[name] < 0:
                    probs.append((f"{w}.{name}", _("expected a whole number, 0 or more, got {cr!r}").format(
                                                     cr=cr.get(name))))
            for k, g in enumerate(cr["groups"]):
                if g not in groups:
                    probs.append((f"{w}.groups[{k}]", _("{g!r} is not an activation group of a marker").format(g=g)))
    if "barrage" in options and not isinstance(options["barrage"], bool):
        probs.append(("$.options.barrage", _("expected true or false, got {barrage!r}").format(
                                               barrage=options['barrage'])))
    return probs


def side_table_problems(options: dict, sides: list) -> list[tuple[str, str]]:
    """Problems of the per-side engine options: ``vp_per_collapsed_group``
    must be ``{side: whole number of VP, 0 or more}`` and ``guard_groups``
    ``{side: [group ids]}``, keyed by sides of the scenario (Borodino
    victory conditions)."""
    probs = []
    vp = options.get("vp_per_collapsed_group")
    where = "$.options.vp_per_collapsed_group"
    if vp is not None and not isinstance(vp, dict):
        probs.append((where, _("expected an object {{side: VP per collapsed enemy group}}, got {vp!r}").format(vp=vp)))
    for side, n in (vp.items() if isinstance(vp, dict) else ()):
        if side not in sides:
            probs.append((f"{where}.{side}", _("{side!r} is not a side of the scenario ({sides})").format(
                                                 side=side, sides=', '.join(sides))))
        elif not _whole(n) or n < 0:
            probs.append((f"{where}.{side}", _("expected a whole number of VP, 0 or more, got {n!r}").format(n=n)))
    guard = options.get("guard_groups")
    where = "$.options.guard_groups"
    if guard is not None and not isinstance(guard, dict):
        probs.append((where, _("expected an object {{side: [activation group ids]}}, got {guard!r}").format(
                                 guard=guard)))
    for side, gs in (guard.items() if isinstance(guard, dict) else ()):
        if side not in sides:
            probs.append((f"{where}.{side}", _("{side!r} is not a side of the scenario ({sides})").format(
                                                 side=side, sides=', '.join(sides))))
        elif not isinstance(gs, list) or not all(isinstance(g, str) for g in gs):
            probs.append((f"{where}.{side}", _("expected a list of activation group ids, got {gs!r}").format(gs=gs)))
    return probs


def scenario_problems(sc, markers_required: bool = True, options: dict | None = None) -> list[tuple[str, str]]:
    """Every problem that stops ``sc`` being played under Triumph & Glory,
    as ``(JSON path, message)`` pairs: unknown unit kinds or catalogue ids,
    facings outside 0-5 (tng 6.11), commanders with no army or an army that
    is not their side (tng 5.61), two commanders for one side, markers of
    unknown sides, units whose activation group has no marker (tng 5.4),
    per-side options that are not ``{side: ...}`` tables
    (`side_table_problems`), illegal stacks at set-up (tng 6.21, Borodino
    10/13) and units in terrain they may not enter (tng 7.23),
    reinforcements (not played).  ``options`` (default: the scenario's)
    are the options checked, e.g. a game's, overlaid by a replay's."""
    hm = sc.hexmap
    sides = sc.side_ids()
    options = sc.options if options is None else options
    probs: list[tuple[str, str]] = []
    units: list[TngUnit] = []
    index: dict[str, int] = {}
    cmd_seen: dict[str, str] = {}
    for i, u in enumerate(sc.units):
        where = f"$.units[{i}]"
        if u.hex is None:
            probs.append((f"{where}.hex", _("unit {id!r} has no hex: every tng set-up unit stands on the "
                                            "map").format(id=u.id)))
            continue
        try:
            d = unit_dict(u, hm)
            tu = unit_from_dict(d, hm, "units")
        except (RulesError, HexwrightError) as e:
            field_ = ".facing" if "facing" in str(e) else ".kind" if "kind" in str(e) else ""
            probs.append((where + field_, _("hex {hex}: {e}").format(hex=hm.label(u.hex), e=e)))
            continue
        index[u.id] = i
        if tu.branch == "commander":
            army = d["stats"].get("army")
            if not army:
                probs.append((f"{where}.stats.army", _("commander {id!r} in {hex} has no army: give "
                                                       "stats.army, the side it commands (tng 5.61)").format(
                                                         id=u.id, hex=hm.label(u.hex))))
            elif army not in sides or army != u.side:
                probs.append((f"{where}.stats.army", _("commander {id!r}: army {army!r} is not its side "
                                                       "{side!r} (tng 5.61)").format(id=u.id, army=army, side=u.side)))
            elif army in cmd_seen:
                probs.append((where, _("side {army!r} has two Overall Commanders ({cmd_seen!r} and "
                                       "{id!r})").format(army=army, cmd_seen=cmd_seen[army], id=u.id)))
            else:
                cmd_seen[army] = u.id
        units.append(tu)
    markers, mprobs = markers_from_options(options)
    probs += mprobs + side_table_problems(options, sides)
    probs += command_option_problems(options, sides, {g for m in markers for g in m.groups})
    probs += schevardino.option_problems(options, sides, {g for m in markers for g in m.groups})
    probs += destruction.option_problems(options, sides, hm)
    probs += flank_march.option_problems(options, sides, {g for m in markers for g in m.groups}, hm)
    for j, m in enumerate(markers):
        if m.side not in sides:
            probs.append((f"$.options.activation_markers[{j}].side", _("activation marker {id!r}: side "
                                                                       "{side!r} is not a side of the "
                                                                       "scenario ({sides})").format(
                                                                         id=m.id,
                                                                         side=m.side,
                                                                         sides=', '.join(sides))))
    by_marker_group = {g: m.side for m in markers for g in m.groups}
    for tu in units:
        if tu.branch == "commander":
            continue
        path = f"$.units[{index[tu.id]}].stats.activation_group"
        if markers_required or markers:
            for msg in validate_activation([tu], markers):
                probs.append((path, _("hex {hex}: {msg} (tng 5.4)").format(hex=hm.label(tu.hex), msg=msg)))
        side = by_marker_group.get(tu.activation_group)
        if side is not None and side != tu.side:
            probs.append((path, _("unit {id!r}: activation group {activation_group!r} is activated by a "
                                  "{side} marker").format(id=tu.id, activation_group=tu.activation_group, side=side)))
    opts, oprobs = resolved_options(options)
    probs += oprobs
    if opts is None:
        return probs
    try:
        pos = Position(hm, units)
    except RulesError as e:
        return probs + [("$.units", str(e))]
    by_hex: dict[str, str] = {}
    for tu in units:
        by_hex.setdefault(hm.label(tu.hex), tu.id)
    three = three_gun_hexes(units, options, opts, hm)
    for label, msg in validate_setup(pos, opts):
        if "activation group" in msg:
            continue  # reported above with its own path
        if label in three and "artillery" in msg:
            continue  # Borodino footnote e: three guns of the artillery reserve per hex at set-up
        uid = next((x for x in index if f"'{x}'" in msg), by_hex.get(label))
        path = f"$.units[{index[uid]}]" if uid in index else "$.units"
        if "facing" in msg:
            path += ".facing"
        elif "may not enter" in msg:
            path += ".hex"
        probs.append((path, _("hex {label}: {msg}").format(label=label, msg=msg)))
    probs += reinforcement_problems(sc)
    probs += reinforcements.reinforcement_unit_problems(sc, markers, unit_dict)  # tng 7.41
    return probs


def option_problems(options: dict) -> list[tuple[str, str]]:
    """``($.options.<name>, message)`` for every scenario option the engine
    does not know: neither an engine option (`ENGINE_OPTIONS`), nor
    ``scenario`` / ``borodino``, nor a rules-core option
    (`core.rules.tng.options.known_options`)."""
    known = set(tng_options.known_options()) | set(ENGINE_OPTIONS) | {"scenario", "borodino"}
    out = []
    for name in (options or {}):
        if name not in known:
            out.append((f"$.options.{name}", _("unknown Triumph & Glory option {name!r} (known: {known})").format(
                                                 name=name, known=', '.join(sorted(known)))))
    return out


def resolved_options(options: dict) -> tuple[dict | None, list[tuple[str, str]]]:
    """``(rules-core option values, problems)`` of scenario ``options``:
    unknown names are `option_problems` (and left out); a bad value or
    preset is a problem at ``$.options.<name>`` / ``$.options.scenario``
    and gives None."""
    unknown = option_problems(options)
    bad = {p.rsplit(".", 1)[1] for p, _ in unknown}
    spec = {k: v for k, v in rules_spec(options).items() if k not in bad}
    try:
        return tng_options.resolve(spec), unknown
    except RulesError as e:
        where = "$.options.scenario" if "scenario" in str(e) else "$.options"
        return None, unknown + [(where, str(e))]


def reinforcement_problems(sc) -> list[tuple[str, str]]:
    """``($.reinforcements[i].round / .side, message)`` for a reinforcement
    arriving on a turn the scenario does not have (below 1 or past
    ``rounds``) or for a side the scenario does not have."""
    out = []
    sides = sc.side_ids()
    for i, r in enumerate(sc.reinforcements):
        if not isinstance(r.round, int) or not 1 <= r.round <= sc.rounds:
            out.append((f"$.reinforcements[{i}].round", _("reinforcement on turn {round!r}: the scenario "
                                                          "has turns 1-{rounds}").format(
                                                            round=r.round,
                                                            rounds=sc.rounds)))
        if r.side not in sides:
            out.append((f"$.reinforcements[{i}].side", _("reinforcement for {side!r}, not a side of the "
                                                         "scenario ({sides})").format(
                                                           side=r.side,
                                                           sides=', '.join(sides))))
    return out


def three_gun_hexes(units: list, options: dict, opts: dict, hexmap) -> set[str]:
    """Labels of set-up hexes holding 2-3 artillery units, all of one group
    of ``options.setup_three_guns_groups`` and nothing else, that stack
    legally once three units are allowed (Borodino footnote e: the Russian
    1st Western Army Artillery Reserve may start three guns per hex; the SP
    cap is not applied to them, play_rules.json ``three_guns_sp``)."""
    groups = set(options.get("setup_three_guns_groups") or ()) if isinstance(
        options.get("setup_three_guns_groups"), list) else set()
    if not groups:
        return set()
    by_hex: dict = {}
    for tu in units:
        if tu.hex is not None and tu.branch != "commander":
            by_hex.setdefault(tu.hex, []).append(tu)
    loose = dict(opts, artillery_stack_units=3, artillery_stack_sp=10 ** 6)
    return {hexmap.label(h) for h, us in by_hex.items()
            if 2 <= len(us) <= 3 and all(u.is_artillery and u.activation_group in groups for u in us)
            and not stack_problems(us, loose)}


def validation_problems(sc) -> list[tuple[str, str]]:
    """`scenario_problems` for ``hexwright validate`` and the editor: the
    activation checks apply once the scenario uses activation groups or
    markers (a scenario being built may have neither yet)."""
    uses = bool(sc.options.get("activation_markers")) or any(
        "activation_group" in (u.stats or {}) for u in sc.units)
    return scenario_problems(sc, markers_required=uses)


def rules_spec(options: dict) -> dict:
    """The rules-core option spec of scenario ``options`` (engine keys removed)."""
    return {k: v for k, v in (options or {}).items() if k not in ENGINE_OPTIONS}


def _commander(tu, d):
    s = d["stats"]
    return replace(tu, stats=dict(s, ma=int(s.get("ma", 8))))


def prepare(game) -> TngData:
    """The `TngData` of ``game``; `FormatError` naming the scenario file and
    JSON paths for every problem of `scenario_problems` or a bad option."""
    sc = game.scenario
    file = game.source or sc.title or "scenario"
    probs = scenario_problems(sc, options=game.options)
    opts, _ = resolved_options(game.options)
    if sc.rounds < 1:
        probs.append(("$.rounds", i18n._("expected 1 or more turns, got {rounds}").format(rounds=sc.rounds)))
    for side in game.sides:
        if not any(u.side == side and (u.kind or "") != "commander" for u in sc.units):
            probs.append(("$.units", i18n._("side {side!r} has no units: tng play needs units on both "
                                            "sides").format(side=side)))
    if probs:
        raise FormatError(file, probs)
    assert opts is not None  # a bad option is one of scenario_problems
    hm = sc.hexmap
    base, initial, names, commanders = {}, {}, {}, {}
    for u in sc.units:
        d = unit_dict(u, hm)
        tu = unit_from_dict(d, hm)
        if tu.branch == "commander":
            tu = _commander(tu, d)
            commanders[u.side] = u.id
        base[u.id] = replace(tu, status=frozenset(s for s in tu.status if s == "militia"))
        initial[u.id] = {"hex": u.hex, "facing": u.facing,
                         "status": sorted(s for s in tu.status if s != "militia")}
        names[u.id] = tu.name or u.id
    arrivals, columns, placed = reinforcements.arrivals_of(sc, unit_dict)
    for uid, u in placed.items():  # tng 7.41: they wait off the map until their marker is drawn
        tu = unit_from_dict(unit_dict(u, hm), hm)
        base[uid] = replace(tu, status=frozenset(s for s in tu.status if s == "militia"))
        initial[uid] = {"hex": None, "facing": u.facing, "box": reinforcements.BOX,
                        "status": sorted(s for s in tu.status if s != "militia")}
        names[uid] = tu.name or uid
    markers, _ = markers_from_options(game.options)
    groups: dict[str, list] = {}
    group_side = {}
    for m in markers:
        for g in m.groups:
            groups.setdefault(g, [])
            group_side[g] = m.side
    for uid, tu in base.items():
        if tu.activation_group in groups:
            groups[tu.activation_group].append(uid)
    sides = list(game.sides)
    first = sc.initiative if sc.initiative in sides else None
    order = [first] + [s for s in sides if s != first] if first else sides
    v = tables()["victory"]
    default_vp = {"french": v["french_per_collapsed_russian_group"], "russian": v["russian_per_collapsed_french_group"]}
    per = game.options.get("vp_per_collapsed_group") or {}
    collapse_vp = {s: int(per.get(s, default_vp.get(s, 3))) for s in sides}
    guard = {g for gs in (game.options.get("guard_groups") or {}).values() for g in gs}
    control = [(c.hex, int(c.vp)) for c in sc.victory.control]
    barrage = game.options.get("barrage", True) is not False
    if barrage:
        markers = markers + [ActivationMarker(f"barrage_{s}", s, (), 0, "barrage") for s in sides]
    markers = markers + destruction.markers(game.options)   # Borodino special 5
    markers = markers + flank_march.markers(game.options)   # Borodino special 14 (optional)
    return TngData(hm, opts, base, initial, names, order, sc.rounds, commanders, markers, groups, group_side,
                   guard, collapse_vp, int(v["french_russian_guard"]), control, first,
                   dict(game.options.get("army_commands") or {}),
                   frozenset(game.options.get("act_only_when_ordered") or ()), barrage,
                   game.options.get("cavalry_reserve"), arrivals=arrivals, columns=columns)
