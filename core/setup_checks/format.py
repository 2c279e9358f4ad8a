"""The file-format checks of a scenario in memory, as `Problem` errors:
what a save or load of ``sc`` would refuse (off-map hexes, the JSON Schema
``schemas/scenario-1.json``, the cross-references of
`core.formats.scenario_checks.check_document`), each with its JSON path and
the hexes and unit that path points at."""
from __future__ import annotations

import dataclasses

from core.errors import FormatError
from core.formats.scenario_checks import document_problems
from core.formats.scenariofile import FORMAT_VERSION, scenario_to_dict
from core.formats.schema import load_schema, validate_against
from core.model.scenario import MapSource
from core.problems import ERROR, Problem, locate, text_problem


def format_checks(sc) -> list[Problem]:
    """The format problems of scenario ``sc`` (empty for a scenario that
    saves and loads)."""
    # the map itself is valid in memory: check the scenario with a map
    # reference, so a 200 x 200 embedded map is not serialised on every edit
    light = dataclasses.replace(sc, map_source=MapSource("file", "map.json"))
    try:
        doc = scenario_to_dict(light)
    except FormatError as e:
        pairs = list(e.problems)
    else:
        pairs = validate_against(doc, load_schema("scenario", FORMAT_VERSION))
        if not pairs:   # structured cross-reference problems, with the hexes and unit their paths name
            return [dataclasses.replace(p, hexes=locate(sc, p.path)[0], unit_id=locate(sc, p.path)[1])
                    for p in document_problems(doc, sc.hexmap)]
    out = []
    for path, msg in pairs:
        hexes, uid = locate(sc, path)
        out.append(text_problem(path, msg, ERROR, hexes, uid))
    return out
