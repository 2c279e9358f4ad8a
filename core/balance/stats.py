"""Small statistics for balance reports: the Wilson score interval of a
win rate (Wilson 1927; the interval recommended for small samples over the
normal approximation)."""
from __future__ import annotations

import math

Z95 = 1.959963984540054  # two-sided 95 % normal quantile


def wilson(k: float, n: int, z: float = Z95) -> tuple[float, float]:
    """``(low, high)`` of the Wilson score interval for ``k`` successes in
    ``n`` trials (both in 0..1; ``k`` may count a draw as half);
    ``(0.0, 1.0)`` when ``n`` is 0.
    `ValueError` when ``k`` is outside 0..n."""
    if not 0 <= k <= n:
        raise ValueError(f"wilson: {k} successes in {n} trials")
    if n == 0:
        return 0.0, 1.0
    p = k / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def win_rate(wins: int, draws: int, n: int) -> float:
    """Wins plus half the draws over ``n`` games (0 when ``n`` is 0): the
    score a side makes, so two sides' rates add up to 1."""
    return (wins + 0.5 * draws) / n if n else 0.0


def histogram(values) -> dict[str, int]:
    """``{str(value): count}`` in ascending value order (JSON keys)."""
    out: dict[str, int] = {}
    for v in sorted(values):
        out[str(v)] = out.get(str(v), 0) + 1
    return out


def summary(values) -> dict:
    """``{mean, min, max, median}`` of a non-empty list of numbers (all 0
    for an empty one)."""
    vs = sorted(values)
    if not vs:
        return {"mean": 0, "min": 0, "max": 0, "median": 0}
    n = len(vs)
    med = vs[n // 2] if n % 2 else (vs[n // 2 - 1] + vs[n // 2]) / 2
    return {"mean": round(sum(vs) / n, 3), "min": vs[0], "max": vs[-1], "median": med}
