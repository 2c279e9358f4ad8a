"""Undoable edits of maps and scenarios: one protocol (`core.edits.base`).

Every edit is a pure function ``f(target, ...) -> Edit`` that changes a
`core.model.HexMap` (map edits, `core.edits.map`) or a `core.model.Scenario`
(scenario edits: units, settings, zones, decks, reinforcements, victory) in
place and returns its inverse; ``inverse.apply(sc)`` undoes it and returns
the redo edit.  ``edit.touch(sc)`` says which hexes and parts a change
concerns.  Inverses are raw restorations (`core.edits.restore`) that never
re-check rules.  An editor command stays thin::

    redo(): inverse = edit.apply(sc)
    undo(): edit = inverse.apply(sc)

Modules, bottom up: ``base`` (protocol, `Touch`, `EditError`, checks),
``restore`` (raw restorations), ``map``, then one module per scenario part.
"""
from core.edits.base import (
    MAP_PARTS,
    PARTS,
    SCENARIO_PARTS,
    Edit,
    EditError,
    EditSequence,
    ScenarioEdit,
    Touch,
    apply_edit,
    scenario_edit,
    undo_of,
)
from core.edits.decks import add_deck, remove_deck, set_deck_card, set_deck_draw
from core.edits.map import (
    FIELDS,
    Cell,
    MapEdit,
    clear_fortification,
    flood_fill_terrain,
    flood_region,
    lower_elevation,
    raise_elevation,
    set_elevation,
    set_flag,
    set_fortification,
    set_hexside_feature,
    set_terrain,
    shift_elevation,
    toggle_hexside_feature,
)
from core.edits.reinforcements import (
    add_reinforcement,
    remove_reinforcement,
    set_reinforcement,
)
from core.edits.restore import insert_item, pop_item, put_field
from core.edits.settings import add_side, remove_side, set_caps, set_property, set_side
from core.edits.units import (
    move_unit,
    place_unit,
    remove_unit,
    set_facing,
    set_hidden,
    set_unit_field,
)
from core.edits.victory import set_control_hex, set_unit_vp
from core.edits.zones import add_zone, add_zone_hexes, remove_zone, remove_zone_hexes

__all__ = [
    "FIELDS",
    "MAP_PARTS",
    "PARTS",
    "SCENARIO_PARTS",
    "Cell",
    "Edit",
    "EditError",
    "EditSequence",
    "MapEdit",
    "ScenarioEdit",
    "Touch",
    "add_deck",
    "add_reinforcement",
    "add_side",
    "add_zone",
    "add_zone_hexes",
    "apply_edit",
    "clear_fortification",
    "flood_fill_terrain",
    "flood_region",
    "insert_item",
    "lower_elevation",
    "move_unit",
    "place_unit",
    "pop_item",
    "put_field",
    "raise_elevation",
    "remove_deck",
    "remove_reinforcement",
    "remove_side",
    "remove_unit",
    "remove_zone",
    "remove_zone_hexes",
    "scenario_edit",
    "set_caps",
    "set_control_hex",
    "set_deck_card",
    "set_deck_draw",
    "set_elevation",
    "set_facing",
    "set_flag",
    "set_fortification",
    "set_hexside_feature",
    "set_hidden",
    "set_property",
    "set_reinforcement",
    "set_side",
    "set_terrain",
    "set_unit_field",
    "set_unit_vp",
    "shift_elevation",
    "toggle_hexside_feature",
    "undo_of",
]
