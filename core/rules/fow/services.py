"""Flames of War scenario services for `core.rules.registry`: the movement
and fire arc of a set-up team."""
from __future__ import annotations

from core.hexgrid import Hex
from core.rules.fow.ruleset import make_ruleset
from core.rules.scenario_units import placed_unit, range_area, rules_unit_dict


def movement_costs(sc, unit_id: str, graphs=None, budget: int | None = None) -> dict[Hex, float]:
    """``{hex: hexes moved}`` the team can end in (`FowRuleset.reachable`,
    seed 001 at the default ground scale), at most ``budget`` hexes moved
    when given; its own hex at 0.  ``graphs`` (prepared move graphs,
    `core.movement.PreparedGraphs`) is accepted for the one service
    signature and not used here."""
    u = placed_unit(sc, unit_id)
    got = {h: c for h, c in make_ruleset().reachable(sc.hexmap, rules_unit_dict(sc, u)).items()
           if budget is None or c <= budget}
    got[u.hex] = 0
    return got


def fire_arc(sc, unit_id: str) -> set[Hex]:
    """Every hex within range: teams shoot all round (seed 001); the range
    in inches is turned into hexes at the ground scale."""
    return set(range_area(sc, placed_unit(sc, unit_id)))
