"""Unit placements in a scenario (Conflict of Heroes counters, T&G blocks...).

A placement names a unit type of the ruleset's catalogue (``catalogue_id``,
see `core.catalogues`) and/or carries custom ``stats`` that override or
replace the catalogue's (``fp_soft``, ``dr_front``, ``move_ap`` in AP,
``range`` in hexes...).  Positions are cube `core.hexgrid.Hex` values; a
reinforcement's units may have ``hex=None`` (they enter at the
reinforcement's entry hexes).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from core.hexgrid import Hex


@dataclass
class UnitPlacement:
    """One unit of a scenario.

    ``id`` is unique within the scenario (setup units and reinforcements
    together); ``side`` a side id of the scenario; ``facing`` a hexside
    direction 0-5 (Conflict of Heroes) or a vertex index 0-5 (Triumph &
    Glory), None when the unit has none yet (hidden units have no facing,
    seed 000 §10.0); ``hidden`` whether it starts hidden at setup; ``hits``
    the hit-marker names it starts with; ``kind`` the unit class for custom
    units (catalogue units take the catalogue's kind).
    """

    id: str
    side: str
    hex: Hex | None = None
    catalogue_id: str | None = None
    stats: dict[str, Any] = field(default_factory=dict)
    kind: str | None = None
    name: str = ""
    facing: int | None = None
    hidden: bool = False
    hits: list[str] = field(default_factory=list)

    def copy(self) -> "UnitPlacement":
        """An independent copy (stats and hits copied)."""
        return replace(self, stats=dict(self.stats), hits=list(self.hits))

    @property
    def is_custom(self) -> bool:
        """True when the unit has no catalogue entry (stats only)."""
        return self.catalogue_id is None
