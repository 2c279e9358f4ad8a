"""Balance results saved beside their scenario, so they reopen with it:
``NAME.scenario.json`` -> ``NAME.balance.json`` (the report) and the
folder ``NAME.balance/`` (its plots).

`results_path(scenario_path)`, `save_results(scenario_path, report)`,
`load_results(scenario_path) -> report or None` (None when there is none
or it belongs to another version of the scenario: the report keeps the
scenario hash it was played on).  `HexwrightError` when the file cannot be
written; a damaged results file reads as None (it is only a cache of
games that can be played again).
"""
from __future__ import annotations

import json
import os

from core.errors import HexwrightError
from core.i18n import _


def _stem(scenario_path: str) -> str:
    p = str(scenario_path)
    for ext in (".scenario.json", ".json"):
        if p.endswith(ext):
            return p[: -len(ext)]
    return p


def results_path(scenario_path: str) -> str:
    """``NAME.balance.json`` beside ``NAME.scenario.json``."""
    return _stem(scenario_path) + ".balance.json"


def plots_folder(scenario_path: str) -> str:
    """``NAME.balance/`` beside the scenario (the PNG plots)."""
    return _stem(scenario_path) + ".balance"


def save_results(scenario_path: str, report: dict, scenario_hash: str) -> str:
    """Write ``report`` (with ``scenario_hash``) beside the scenario; returns the path."""
    path = results_path(scenario_path)
    try:
        with open(path + ".tmp", "w", encoding="utf-8") as f:
            json.dump({**report, "scenario_hash": scenario_hash}, f)
        os.replace(path + ".tmp", path)
    except OSError as e:
        raise HexwrightError(_("{path}: cannot save the balance results ({strerror})").format(
                                 path=path, strerror=e.strerror)) from None
    return path


def load_results(scenario_path: str, scenario_hash: str | None = None) -> dict | None:
    """The saved report, or None (module doc); with ``scenario_hash`` a
    report of another version of the scenario is None too."""
    path = results_path(scenario_path)
    try:
        with open(path, encoding="utf-8") as f:
            rep = json.load(f)
    except (OSError, ValueError):
        return None
    if not isinstance(rep, dict) or "sides" not in rep:
        return None
    if scenario_hash is not None and rep.get("scenario_hash") != scenario_hash:
        return None
    return rep
