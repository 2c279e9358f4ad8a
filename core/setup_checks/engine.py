"""The play engine's refusals of a scenario, as `Problem` errors: the
engine's ``validation_problems(sc) -> [(JSON path, message)]`` (what its
``prepare`` refuses: coh unknown kinds and bad stats, tng stacking /
facings / commanders / activation groups (tng 6.11, 6.21), fow teams in
impassable going), with the hexes and unit each path points at."""
from __future__ import annotations

from core.errors import HexwrightError
from core.problems import ERROR, Problem, locate, text_problem
from core.rules.registry import spec


def engine_checks(sc) -> list[Problem]:
    """The engine problems of scenario ``sc``; ``[]`` when its ruleset has
    no play engine or the engine no ``validation_problems``."""
    try:
        engine = spec(sc.ruleset).engine()
    except HexwrightError:
        return []
    fn = getattr(engine, "validation_problems", None)
    out = []
    for path, msg in (fn(sc) if callable(fn) else []):
        hexes, uid = locate(sc, path)
        if uid and repr(uid) not in msg and not msg.startswith(f"unit {uid}"):
            msg = f"unit {uid}: {msg}"   # a designer need not count list items
        out.append(text_problem(path, msg, ERROR, hexes, uid))
    return out
