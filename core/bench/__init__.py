"""Benchmarks behind ``hexwright bench``.

Each module in this package defines ``run(quick: bool = False) -> list[Figure]``;
the command discovers the modules, runs them in name order, prints a table and
then one line of ``name=value`` pairs.  Every figure that has a target is
measured against a plain reference in the same run where that makes sense,
so ratios hold on any machine.  Benchmarks are never timed tests.
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
