"""Ground scale: the one place where fow inches become hexes.

Flames of War measures in inches; on hexes a scenario sets
``inches_per_hex`` (default 2, tng_fow.md B.6 item 1: then every FoW constant
is a whole number of hexes, e.g. 16" long range = 8 hexes).

Rounding (stated once, here):

* A distance in hexes becomes inches exactly: ``hexes * inches_per_hex``
  (hex-step distance, adjacent = 1, same hex = 0; tng_fow.md B.6 item 3).
* "Up to X inches" (a range, a move, a command distance) becomes the largest
  whole number of hexes whose inches do not exceed X:
  ``floor(X / inches_per_hex)``.  A team never reaches further on hexes than
  on the table.
* "More than X inches" (long range) is decided in inches:
  ``hexes * inches_per_hex > X``; `beyond` does this.

Zero, negative or non-numeric ``inches_per_hex`` is a `RulesError`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from core.errors import RulesError
from core.i18n import _
from core.rules.fow.data import tables

DEFAULT_INCHES_PER_HEX = 2.0
_EPS = 1e-9


@dataclass(frozen=True)
class Scale:
    """``inches_per_hex`` (float > 0) and the conversions built on it."""

    inches_per_hex: float = DEFAULT_INCHES_PER_HEX

    def __post_init__(self) -> None:
        v = self.inches_per_hex
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise RulesError(_("fow scale: inches_per_hex must be a positive number, got {v!r}").format(v=v),
                             "tng_fow.md B.6")
        if v <= 0:
            raise RulesError(_("fow scale: inches_per_hex must be greater than zero, got {v!r} (a hex "
                               "must stand for some ground)").format(v=v), "tng_fow.md B.6")

    def inches(self, hexes: int) -> float:
        """Inches covered by ``hexes`` hex steps (exact)."""
        return hexes * self.inches_per_hex

    def hexes_within(self, inches: float) -> int:
        """Whole hexes reachable within "up to ``inches``": ``floor(inches / inches_per_hex)``
        (0 for 0 or less)."""
        if inches <= 0:
            return 0
        return int(math.floor(inches / self.inches_per_hex + _EPS))

    def beyond(self, hexes: int, inches: float) -> bool:
        """True when ``hexes`` hex steps are *more than* ``inches`` (e.g. long range > 16")."""
        return self.inches(hexes) > inches + _EPS


def scale_from(settings: dict | None) -> Scale:
    """A `Scale` from a scenario/case settings dict (key ``inches_per_hex``,
    default 2).  Raises `RulesError` for a bad value."""
    if not settings or settings.get("inches_per_hex") is None:
        return Scale()
    return Scale(settings["inches_per_hex"])


def distance_inches(name: str) -> float:
    """A named rules distance in inches from tables.json ``distances_inches``
    (``long_range``, ``min_approach``, ``assault_charge``, ``command_distance``,
    ``defensive_fire``, ``see_through_area``).  `RulesError` for an unknown name."""
    d = tables()["distances_inches"]
    if name not in d:
        raise RulesError(_("fow: unknown rules distance {name!r}; known: {d}").format(
                             name=name, d=', '.join(sorted(d))))
    return float(d[name]["inches"])
