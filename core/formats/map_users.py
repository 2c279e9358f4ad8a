"""Which scenario files use a map file (Qt-free): a shared map must never
be rewritten silently (issue 11 part 7), so a surface saving an edited map
file asks first when other scenarios use it.

`scenarios_using_map(map_path, folders, exclude)` reads every
``*.scenario.json`` in ``folders`` and returns those whose ``map`` names
``map_path`` (``{"file": ...}`` or one of its ``{"boards": [...]}``),
paths resolved against each scenario's own folder.  Files that cannot be
read or are no scenarios are skipped (validate reports them).
"""
from __future__ import annotations

import os
from typing import Iterable

from core.errors import HexwrightError
from core.formats.jsonio import read_json_file

SCENARIO_SUFFIX = ".scenario.json"


def _map_files(doc: dict, base: str) -> set[str]:
    m = doc.get("map") if isinstance(doc, dict) else None
    if not isinstance(m, dict):
        return set()
    names = [m.get("file")] + [b.get("file") for b in (m.get("boards") or []) if isinstance(b, dict)]
    return {os.path.normcase(os.path.abspath(os.path.join(base, n))) for n in names if isinstance(n, str) and n}


def scenarios_using_map(map_path: str, folders: Iterable[str], exclude: Iterable[str] = ()) -> list[str]:
    """Absolute paths of the scenario files in ``folders`` (not searched
    recursively) that use map file ``map_path``, sorted, without those in
    ``exclude``."""
    target = os.path.normcase(os.path.abspath(map_path))
    skip = {os.path.normcase(os.path.abspath(p)) for p in exclude if p}
    out = set()
    for folder in {os.path.abspath(f) for f in folders if f}:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            path = os.path.join(folder, name)
            if not name.endswith(SCENARIO_SUFFIX) or os.path.normcase(path) in skip:
                continue
            try:
                doc = read_json_file(path)
            except (HexwrightError, OSError):
                continue
            if target in _map_files(doc, folder):
                out.add(path)
    return sorted(out)
