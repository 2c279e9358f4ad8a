"""Every problem of a scenario as structured `core.problems.Problem` values:
the one list the editor's validation dock and ``hexwright validate`` show.

`check_scenario(sc) -> list[Problem]` gathers, in this order,

1. the file-format checks a save or load makes (`format_checks`): the
   off-map check, the JSON Schema and the cross-references of
   `core.formats.scenario_checks` (severity ``error``);
2. the play engine's refusals (`engine_checks`: the engine's
   ``validation_problems(sc)``, what ``prepare`` would refuse; ``error``);
3. the designer's checks (`design_checks`, ``warning``): reinforcements
   without entry hexes or units, decks without cards, hidden units in a
   ruleset without hidden set-up, and the ruleset's own set-up checks
   (`core.rules.coh.setup_checks`: stacking, terrain, hidden units, facings).
"""
from __future__ import annotations

from core.errors import HexwrightError
from core.problems import ERROR, Problem, WARNING
from core.setup_checks.design import design_checks
from core.setup_checks.engine import engine_checks
from core.setup_checks.format import format_checks

__all__ = ["check_scenario", "format_checks", "engine_checks", "design_checks"]


def check_scenario(sc) -> list[Problem]:
    """Every problem of scenario ``sc`` (a `core.model.Scenario`): format
    errors first, then the engine's refusals, then the designer's warnings.
    A rules-core refusal while checking (`HexwrightError`) is listed as a
    problem itself, never raised."""
    out = format_checks(sc)
    for what, fn, severity in (("play engine", engine_checks, ERROR), ("set-up", design_checks, WARNING)):
        try:
            out += fn(sc)
        except HexwrightError as e:
            out.append(Problem("setup.check_failed", {"what": what, "reason": str(e)}, severity=severity))
    return out
