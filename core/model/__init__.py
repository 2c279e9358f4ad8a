"""Plain data models: maps, scenarios, units, decks."""
from core.model.hexmap import HEX_FLAGS, HEXSIDE_FEATURES, RULESETS, Fortification, HexMap, LabelError

__all__ = ["HexMap", "Fortification", "LabelError", "HEXSIDE_FEATURES", "HEX_FLAGS", "RULESETS"]
