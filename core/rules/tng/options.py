"""Named ruleset options of Triumph & Glory (data in ``options.json``).

Each option has the system default (tng v2.2) and the value the Borodino
special rules set; a scenario picks the preset with ``{"scenario":
"borodino"}`` and may override single options by name. Conformance cases
may carry the same object as ``case["options"]`` or ``query["options"]``.
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from core.errors import RulesError
from core.i18n import _


@lru_cache(maxsize=1)
def _table() -> dict:
    return json.loads(resources.files("core.rules.tng").joinpath("options.json").read_text(encoding="utf-8"))["options"]


def known_options() -> list[str]:
    """Names of the rules-core options (``options.json``), sorted."""
    return sorted(_table())


def resolve(spec: dict | None = None) -> dict:
    """Option values from ``spec``: ``{"scenario": "borodino", name: value...}``.

    Raises `RulesError` naming an unknown option or scenario.
    """
    spec = dict(spec or {})
    scenario = spec.pop("scenario", None)
    if scenario not in (None, "default", "borodino"):
        raise RulesError(_("options: unknown scenario preset {scenario!r} (known: default, borodino)").format(
                             scenario=scenario))
    key = "borodino" if scenario == "borodino" else "default"
    out = {name: entry[key] for name, entry in _table().items()}
    for name, value in spec.items():
        if name == "borodino":
            if value:
                out.update({n: e["borodino"] for n, e in _table().items() if n not in spec})
            continue
        if name not in out:
            raise RulesError(_("options: unknown Triumph & Glory option {name!r} (known: {out})").format(
                                 name=name, out=', '.join(sorted(out))))
        out[name] = value
    return out


def from_case(case: dict) -> dict:
    """Options of a conformance case: a ``scenario`` naming Borodino (on the
    case, its map or its query) selects the Borodino preset; then
    ``case.options`` and ``query.options`` override single options."""
    q = case.get("query") or {}
    spec = {}
    for where in (case, case.get("map") or {}, q):
        name = where.get("scenario")
        if isinstance(name, str) and "borodino" in name.lower():
            spec["scenario"] = "borodino"
    spec.update(case.get("options") or {})
    spec.update(q.get("options") or {})
    return resolve(spec)
