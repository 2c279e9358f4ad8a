"""Schema problems of a map document, fast on big maps (issue 15): the
`core.formats.schema_check` pass answers a valid document at once; an
invalid one is checked as a skeleton plus each DISTINCT hex and hexside
entry once (`core.formats.schema.validate_against`), each entry's problems
reported at every place it occurs.  Used by `core.formats.mapfile.upgrade`.
"""
from __future__ import annotations

import json
import re
from typing import Any

from core.formats.schema import ecma_pattern, json_path, surely_valid, validate_against

TOP_ORDER = ("format", "format_version", "format_minor", "generator", "name", "ruleset", "orientation",
             "stagger", "cols", "rows", "default_terrain", "hexes", "hexsides", "notes")   # a map file's fields


def schema_problems(data: dict, schema: dict) -> list[tuple[str, str]]:
    """Every schema problem of a map document, as `validate_against` gives
    them, but fast on big maps: the header is validated as a skeleton, and
    each DISTINCT hex entry (and hexside entry, labels aside) once, its
    problems then reported at every place it occurs.  A 200 x 200 map has
    40,000 hexes but typically a few dozen distinct entries.
    """
    if surely_valid(data, schema):   # the common case: one fast pass, no grouping
        return []
    defs = schema.get("$defs", {})
    skeleton = dict(data)
    hexes, sides = data.get("hexes"), data.get("hexsides")
    found: list[tuple[str, str]] = []
    if isinstance(hexes, dict) and "hex" in defs:
        skeleton["hexes"] = {}
        names = schema["properties"]["hexes"].get("propertyNames")
        if names:
            pattern = ecma_pattern(names.get("pattern", ""))
            odd = [k for k in hexes if not pattern.search(k)] if set(names) <= {"pattern", "description"} else hexes
            found += [("$.hexes" + p[1:], m) for p, m in
                      validate_against(dict.fromkeys(odd, 0), {"$defs": defs, "propertyNames": names})]
        found += _by_distinct(((["hexes", k], v) for k, v in hexes.items()), {"$defs": defs, "$ref": "#/$defs/hex"},
                              lambda v: v)
    if isinstance(sides, list) and "hexside" in defs:
        skeleton["hexsides"] = []
        label = ecma_pattern(defs.get("label", {}).get("pattern", "^$"))

        def canon(v):
            pair = v.get("hexes") if isinstance(v, dict) else None
            if isinstance(pair, list) and len(pair) == 2 and all(isinstance(x, str) and label.match(x) for x in pair):
                return {**v, "hexes": ["0101", "0101"]}
            return v
        found += _by_distinct(((["hexsides", i], v) for i, v in enumerate(sides)),
                              {"$defs": defs, "$ref": "#/$defs/hexside"}, canon)
    top = validate_against(skeleton, schema)
    order = {k: i for i, k in enumerate(TOP_ORDER)}

    def key(item):   # file order of the top-level field; stable within one field
        m = re.match(r"^\$\.([A-Za-z_]\w*)", item[0])
        return order.get(m.group(1), -1) if m else -1
    return sorted(top + found, key=key)


def _by_distinct(items, sub_schema: dict, canon) -> list[tuple[str, str]]:
    """Validate each distinct canonical entry once; problems at every path."""
    groups: dict[str, tuple[Any, list]] = {}
    for parts, value in items:
        c = canon(value)
        k = json.dumps(c, sort_keys=True)
        groups.setdefault(k, (c, []))[1].append(parts)
    out = []
    for value, places in groups.values():
        problems = validate_against(value, sub_schema)
        if problems:
            for parts in places:
                base = json_path(parts)
                out += [(base + p[1:], m) for p, m in problems]
    return out
