"""Benchmarks behind ``hexwright bench``.

Each module in this package defines ``run(quick: bool = False) -> list[Figure]``;
the command discovers the modules, runs them in name order, prints a table and
then one line of ``name=value`` pairs.  Every figure that has a target is
measured against a plain reference in the same run where that makes sense,
so ratios hold on any machine.  A figure with a target says so in its note
through `target_note` ("target < 10 ms (OK)", "target >= 5 (UNDER)"), so a
missed target is flagged the same way whichever direction it points.  Benchmarks are never timed tests.
"""
from __future__ import annotations

import statistics
import time
from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Figure:
    """One measured figure: ``name`` (``snake_case`` with its unit suffix,
    e.g. ``los_fan_60x60_ms``), ``value``, and a human ``note`` (target,
    reference ratio...)."""

    name: str
    value: float
    note: str = ""


_TARGET_TESTS = {
    "<": (lambda v, t: v < t, "OVER"),
    "<=": (lambda v, t: v <= t, "OVER"),
    ">": (lambda v, t: v > t, "UNDER"),
    ">=": (lambda v, t: v >= t, "UNDER"),
}


def target_note(value: float, op: str, target: float, unit: str = "") -> str:
    """The target part of a `Figure` note, judged: ``"target < 10 ms (OK)"``,
    ``"target < 10 ms (OVER)"``, ``"target >= 5 (OK)"``, ``"target >= 5
    (UNDER)"``.  ``op`` is one of ``<``, ``<=``, ``>``, ``>=`` (an upper
    bound is missed OVER, a lower bound UNDER); ``unit`` follows the target
    (``"ms"``, ``"s"``; empty for rates and ratios).  Pass the value as the
    figure reports it (rounded the same) so the flag matches the number
    printed.  Raises `ValueError` for another ``op``."""
    try:
        test, missed = _TARGET_TESTS[op]
    except KeyError:
        raise ValueError(f"target operator {op!r}: expected one of {', '.join(_TARGET_TESTS)}") from None
    limit = f"{target:g} {unit}".rstrip()
    return f"target {op} {limit} ({'OK' if test(value, target) else missed})"


def median_ms(fn: Callable[[], object], repeat: int = 15, warmup: int = 2) -> float:
    """Median wall time of ``fn()`` in milliseconds over ``repeat`` runs."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000.0)
    return statistics.median(times)


def once_s(fn: Callable[[], object]) -> float:
    """Wall time of one ``fn()`` call in seconds."""
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0
