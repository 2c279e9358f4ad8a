"""Movement-time reactions and limits: cavalry/jaeger reaction retreat
(tng 7.39) and enemy entry hexes (7.44)."""
from __future__ import annotations

from core.hexgrid import Hex, distance
from core.rules.tng.zoc import zoc_hexes


def may_reaction_retreat(position, defender, mover, entered: Hex, jaegers_may: bool = False) -> bool:
    """7.39: when an enemy *infantry* unit enters the ZOC of a formed cavalry
    unit, or of a formed jaeger unit alone in its hex (if the scenario lets
    jaegers do it), the defender may retreat one hex whatever its facing;
    the mover then stops and may not advance into the vacated hex."""
    if mover.branch != "infantry" or defender.disordered or defender.side == mover.side:
        return False
    if entered not in zoc_hexes(defender, position.hexmap):
        return False
    if defender.branch == "cavalry":
        return True
    alone = len(position.combat_at(defender.hex)) == 1
    return defender.is_jaeger and jaegers_may and alone


def too_close_to_enemy_entry(h: Hex, enemy_entry_hexes: list[Hex], all_entered: bool) -> bool:
    """7.44: no unit may move within two hexes of an enemy entry hex until
    all the enemy's reinforcements have entered."""
    return not all_entered and any(distance(h, e) <= 2 for e in enemy_entry_hexes)
