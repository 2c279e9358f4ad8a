"""Plain data models: maps, scenarios, units, decks."""
from core.model.hexmap import HEX_FLAGS, HEXSIDE_FEATURES, RULESETS, Fortification, HexMap, LabelError
from core.model.deck import Deck
from core.model.unit import UnitPlacement
from core.model.scenario import (BoardPlacement, ControlHex, MapSource, Reinforcement, Scenario, SetupZone, Side,
                                 Victory)

__all__ = ["HexMap", "Fortification", "LabelError", "HEXSIDE_FEATURES", "HEX_FLAGS", "RULESETS",
           "Scenario", "Side", "MapSource", "BoardPlacement", "SetupZone", "Reinforcement", "ControlHex", "Victory",
           "UnitPlacement", "Deck"]
