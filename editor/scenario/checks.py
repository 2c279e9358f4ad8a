"""The validation list of a scenario (DESIGN.md job 3), Qt-free.

`check_scenario(sc) -> list[Problem]` gathers

1. the file-format checks a save or load would make: the off-map check of
   `scenario_to_dict`, the JSON Schema (`schemas/scenario-1.json`) and every
   cross-reference of `core.formats.scenario_checks.check_document` (unknown
   catalogue ids, unit ids used twice, reinforcements after the last round,
   unknown sides and cards...), each with its JSON path;
2. the designer's checks: stacking (coh: units of two sides in one hex at
   setup start in close combat, coh.md 4; tng: tng 6.21 stacks and 6.11
   facings via `core.rules.tng.stacking.validate_setup`), units in terrain
   their class may not enter, hidden units where they cannot stay hidden
   (coh seed 000 §10.0 rules 2 and 4: sharing a hex with a non-hidden unit,
   or in open ground within 2 hexes of a non-hidden enemy with a clear LOS;
   fow allows hidden teams anywhere; tng has no hidden set-up, see
   `core.rules.supports_hidden_setup`), reinforcements whose units have
   no entry hex, decks without cards.

Each `Problem` carries the hexes it names (for selecting and centring)
and the unit id if it is about one unit.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from core.errors import FormatError, HexwrightError
from core.hexgrid import Hex
from core.model.scenario import Scenario

ERROR, WARNING = "error", "warning"


@dataclass(frozen=True)
class Problem:
    """One entry of the validation list: ``path`` (JSON path into the
    scenario file), ``message``, ``hexes`` it names, ``unit_id`` (or None),
    ``severity`` (``error`` for what the file format refuses, ``warning``
    for the designer's checks)."""

    path: str
    message: str
    hexes: tuple[Hex, ...] = ()
    unit_id: str | None = None
    severity: str = WARNING
    extra: dict = field(default_factory=dict, compare=False)


_UNIT_PATH = re.compile(r"^\$\.(units|reinforcements)\[(\d+)\](?:\.units\[(\d+)\])?")
_ZONE_PATH = re.compile(r"^\$\.zones\[(\d+)\]")
_CONTROL_PATH = re.compile(r"^\$\.victory\.control\[(\d+)\]")


def locate(sc: Scenario, path: str) -> tuple[tuple[Hex, ...], str | None]:
    """The hexes and unit id a JSON path of the scenario file points at
    (``$.units[3].unit`` -> that unit's hex and id; a reinforcement -> its
    entry hexes; a zone -> its hexes; a control hex -> that hex)."""
    hm = sc.hexmap

    def on(hs):
        return tuple(h for h in hs if h is not None and hm.contains(h))

    m = _UNIT_PATH.match(path)
    if m:
        kind, i, j = m.group(1), int(m.group(2)), m.group(3)
        if kind == "units" and i < len(sc.units):
            u = sc.units[i]
            return on([u.hex]), u.id
        if kind == "reinforcements" and i < len(sc.reinforcements):
            r = sc.reinforcements[i]
            if j is not None and int(j) < len(r.units):
                u = r.units[int(j)]
                return on([u.hex] if u.hex else r.entry_hexes), u.id
            return on(r.entry_hexes), None
    m = _ZONE_PATH.match(path)
    if m and int(m.group(1)) < len(sc.zones):
        return on(sorted(sc.zones[int(m.group(1))].hexes)), None
    m = _CONTROL_PATH.match(path)
    if m and int(m.group(1)) < len(sc.victory.control):
        return on([sc.victory.control[int(m.group(1))].hex]), None
    return (), None


def format_problems(sc: Scenario) -> list[Problem]:
    """The checks a save/load makes (see the module doc), as `Problem`s."""
    from core.formats.scenario_checks import check_document
    from core.formats.scenariofile import FORMAT_VERSION, scenario_to_dict
    from core.formats.schema import load_schema, validate_against
    import dataclasses
    from core.model.scenario import MapSource
    # the map itself is valid in memory: check the scenario with a map
    # reference, so a 200 x 200 embedded map is not serialised on every edit
    light = dataclasses.replace(sc, map_source=MapSource("file", "map.json"))
    try:
        doc = scenario_to_dict(light)
    except FormatError as e:
        pairs = list(e.problems)
    else:
        pairs = validate_against(doc, load_schema("scenario", FORMAT_VERSION))
        if not pairs:
            pairs = check_document(doc, sc.hexmap)
    out = []
    for path, msg in pairs:
        hexes, uid = locate(sc, path)
        out.append(Problem(path, msg, hexes, uid, ERROR))
    return out


def _unit_path(sc: Scenario, unit_id: str) -> str:
    for i, u in enumerate(sc.units):
        if u.id == unit_id:
            return f"$.units[{i}]"
    for i, r in enumerate(sc.reinforcements):
        for j, u in enumerate(r.units):
            if u.id == unit_id:
                return f"$.reinforcements[{i}].units[{j}]"
    return "$.units"


def design_problems(sc: Scenario) -> list[Problem]:
    """The designer's checks (see the module doc), as warnings."""
    from editor.scenario.rules_adapter import blocked_setup_hex, rules_unit_dict
    hm = sc.hexmap
    out: list[Problem] = []
    lab = hm.label
    placed = [u for u in sc.units if u.hex is not None and hm.contains(u.hex)]
    # stacking
    if sc.ruleset == "coh":
        by_hex: dict[Hex, list] = {}
        for u in placed:
            by_hex.setdefault(u.hex, []).append(u)
        for h, us in by_hex.items():
            sides = sorted({u.side for u in us})
            if len(sides) > 1:
                out.append(Problem(_unit_path(sc, us[0].id), f"hex {lab(h)}: units of {' and '.join(sides)} "
                                   f"({', '.join(u.id for u in us)}) share a hex at setup: they start in close "
                                   "combat (coh.md 4)", (h,)))
    elif sc.ruleset == "tng":  # stacking, facings, terrain, commanders, activation groups (core.play.tng)
        try:
            from core.play.tng import validation_problems
            for path, msg in validation_problems(sc):
                hexes, uid = locate(sc, path)
                out.append(Problem(path, msg, hexes, uid))
        except HexwrightError as e:
            out.append(Problem("$.units", f"cannot check stacking: {e}"))
    # terrain a unit may not enter
    for u in placed:
        try:
            why = blocked_setup_hex(sc, u)
        except HexwrightError as e:
            why = f"unit {u.id!r}: {e}"
        if why:
            out.append(Problem(_unit_path(sc, u.id) + ".hex", f"hex {lab(u.hex)}: {why}", (u.hex,), u.id))
    # hidden units
    hidden = [u for u in placed if u.hidden]
    from core.rules import supports_hidden_setup
    if hidden and not supports_hidden_setup(sc.ruleset):
        for u in hidden:
            out.append(Problem(_unit_path(sc, u.id) + ".hidden", f"unit {u.id!r} is hidden, but the "
                               f"{sc.ruleset} rules have no hidden set-up", (u.hex,), u.id))
    elif hidden and sc.ruleset == "coh":
        out.extend(_coh_hidden(sc, hidden, placed))  # coh's placement limits; fow hides anywhere
    # reinforcements
    for i, r in enumerate(sc.reinforcements):
        loose = [u.id for u in r.units if u.hex is None]
        if loose and not r.entry_hexes:
            out.append(Problem(f"$.reinforcements[{i}].entry_hexes", f"reinforcement {i + 1} (round {r.round}, "
                               f"{r.side}) has units without a hex ({', '.join(loose)}) and no entry hexes"))
        if not r.units:
            out.append(Problem(f"$.reinforcements[{i}].units", f"reinforcement {i + 1} (round {r.round}, "
                               f"{r.side}) brings no units", tuple(r.entry_hexes)))
    # decks
    for i, d in enumerate(sc.decks):
        if not d.cards:
            out.append(Problem(f"$.decks[{i}].cards", f"deck {d.id!r} has no cards"))
    # coh: a visible unit needs a facing (hidden ones have none, seed 000 §10.0)
    if sc.ruleset == "coh":
        for u in placed:
            if not u.hidden and u.facing is None and rules_unit_dict(sc, u) is not None:
                out.append(Problem(_unit_path(sc, u.id) + ".facing", f"unit {u.id!r} in {lab(u.hex)} has no "
                                   "facing (coh.md 4.1)", (u.hex,), u.id))
    return out


def _coh_hidden(sc: Scenario, hidden: list, placed: list) -> list[Problem]:
    """seed 000 §10.0 rules 2 and 4 applied to the setup."""
    from core.rules.coh.hidden import spots
    from editor.scenario.rules_adapter import coh_position
    hm = sc.hexmap
    out = []
    try:
        pos = coh_position(sc)
    except HexwrightError as e:
        return [Problem("$.units", f"cannot check hidden units: {e}")]
    visible = [u for u in placed if not u.hidden]
    for u in hidden:
        path = _unit_path(sc, u.id) + ".hidden"
        mates = [v.id for v in visible if v.hex == u.hex]
        if mates:
            out.append(Problem(path, f"hidden unit {u.id!r} in {hm.label(u.hex)} shares its hex with "
                               f"{', '.join(mates)}, which are not hidden: it is revealed at once "
                               "(seed 000 §10.0 rule 2)", (u.hex,), u.id))
            continue
        for v in visible:
            if v.side != u.side and spots(pos, v.hex, u.hex):
                out.append(Problem(path, f"hidden unit {u.id!r} in {hm.label(u.hex)} is in the open within "
                                   f"{pos.options.reveal_open_radius} hexes of {v.id!r} ({hm.label(v.hex)}) with "
                                   "a clear LOS: it cannot stay hidden (seed 000 §10.0 rule 4)",
                                   (u.hex, v.hex), u.id))
                break
    return out


def check_scenario(sc: Scenario) -> list[Problem]:
    """Every problem of ``sc``: format errors first, then the designer's warnings."""
    out = format_problems(sc)
    try:
        out += design_problems(sc)
    except HexwrightError as e:  # a rules-core refusal is itself worth listing
        out.append(Problem("$", f"the rules checks stopped: {e}"))
    return out
