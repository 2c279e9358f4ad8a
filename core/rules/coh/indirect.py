"""Indirect mortar fire (rules/coh.md 8.1, E3 13.3 example): a mortar with
an indirect attack cost (``indirect_ap``) may attack a target in its arc,
not inside its minimum range, that is in clear LOS of a **spotter hex**:
any hex within 2 hexes of the mortar and in clear LOS from it.  Range is
measured from the mortar; LOS and the elevation bonus come from the spotter
hex; the attack is HE (flank Defense) and costs the indirect cost
(`core.rules.coh.combat.attack` with ``spotter=``).

`spotter_for(position, mortar, target_hex)` picks the spotter hex: of the
hexes that see the target, the highest, then the nearest to the mortar,
then the first in `spiral` order (the player's choice is not modelled:
the best one for the attack is taken; play_rules.json ``spotter_choice``,
assumed).
"""
from __future__ import annotations

from core.hexgrid import Hex, distance, line, spiral

SPOTTER_RADIUS = 2  # rules/coh.md 8.1: within 2 hexes of the mortar


def can_fire_indirect(unit) -> bool:
    """True for a mortar with an indirect attack cost."""
    return unit.stat("indirect_ap") is not None and unit.explosive


def spotter_hexes(position, mortar) -> list[Hex]:
    """The on-map hexes within 2 of ``mortar`` in clear LOS from it (its
    own hex first)."""
    hm = position.hexmap
    return [h for h in spiral(mortar.hex, SPOTTER_RADIUS)
            if hm.contains(h) and (h == mortar.hex or position.los_clear(mortar.hex, h))]


def spotter_for(position, mortar, target_hex: Hex) -> Hex | None:
    """The spotter hex for an indirect attack on ``target_hex`` (module
    doc), None when no spotter hex sees it."""
    best = None
    for i, h in enumerate(spotter_hexes(position, mortar)):
        if h == target_hex or not position.los_clear(h, target_hex):
            continue
        if any(position.smoke.get(x) == "heavy" for x in line(h, target_hex)[1:-1]):
            continue
        key = (-position.hexmap.elevation_at(h), distance(h, mortar.hex), i)
        if best is None or key < best[0]:
            best = (key, h)
    return best[1] if best else None
