"""Extended (march) movement as an Orders Command choice (tng 7.13, seed 004 7.13).

Seed 004 7.13: units of an Orders Command *Under Orders* may use extended
movement while they start and move 3 or more hexes from every enemy combat
unit; it applies to all units of the command together or to none, and a
command that wants any unit closer than 3 hexes loses it.  Borodino special
rule 8: the Russians never use it (option ``no_extended_sides``).  The
per-unit path rules (MA x2, no passing through friends, only artillery ends
stacked, no Disordered units) are `core.rules.tng.movement`'s ``extended``
mode; this module is the command-level gate.
"""
from __future__ import annotations

from core.hexgrid import distance
from core.rules.tng import options as tng_options


def extended_group_problems(position, units: list, under_orders: bool, options: dict | None = None,
                            fired: bool = False) -> list[str]:
    """Why the command whose units on the map are ``units`` (`TngUnit`s, all
    of one side) may not choose extended movement now; empty = it may.

    ``under_orders``: the command's status this activation (7.13 needs Under
    Orders); ``fired``: one of its guns fired this activation (artillery
    using extended movement may not fire, tng_fow.md A.4).  ``options`` as
    `core.rules.tng.options.resolve` (``extended_min_enemy_distance``,
    ``no_extended_sides``)."""
    opts = options or tng_options.resolve()
    out: list[str] = []
    if not units:
        return ["the command has no units on the map"]
    side = units[0].side
    if not under_orders:
        out.append("only a command Under Orders may use extended movement (tng 7.13)")
    if side in opts["no_extended_sides"]:
        out.append(f"side {side!r} may never use extended movement (Borodino special 8)")
    if fired:
        out.append("a gun of the command fired: artillery using extended movement may not fire (tng 7.13)")
    need = opts["extended_min_enemy_distance"]
    enemies = [u.hex for u in position.units.values() if u.side != side and u.is_combat and u.hex is not None]
    for u in units:
        near = min((distance(u.hex, e) for e in enemies), default=10 ** 6)
        if near < need:
            out.append(f"{u.id!r} starts {near} hexes from an enemy, closer than {need}: the whole command "
                       "loses extended movement (tng 7.13)")
            break
    return out
