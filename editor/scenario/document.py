"""`ScenarioDocument`: the open map AND its scenario, one undo stack.

It extends `editor.document.MapDocument`, so every map tool keeps working on
``document.hexmap`` (which is always ``document.scenario.hexmap``).  Scenario
edits go through `apply_scenario(text, fn)`: ``fn(scenario) -> Edit`` is a
`core.scenario_edits` function returning its inverse; it runs at once, and
an `EditError` (or any `HexwrightError`) is reported through
``editFailed(str)`` and leaves nothing on the stack.  A successful edit is
pushed as a `ScenarioCommand` (undo/redo replay the recorded edits).

Signals (besides MapDocument's ``changed``/``pathChanged``/``modifiedChanged``):
``scenarioChanged(ScenarioChange)`` after every scenario edit, undo, redo or
reset; ``selectionChanged(object)`` with the selected unit id (or None);
``editFailed(str)`` with a one-paragraph message for the status bar/box.

``file_kind`` is ``"map"`` when the document came from (or is) a plain map
file, ``"scenario"`` once it is a scenario file.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import Signal

from core.catalogues import default_sides
from core.errors import HexwrightError
from core.model import HexMap
from core.model.scenario import MapSource, Scenario, Side
from core.scenario_edits import Edit
from editor.document import MapDocument

PARTS = ("units", "settings", "sides", "zones", "reinforcements", "decks", "victory")
_OP_PARTS = {
    "place_unit": {"units", "reinforcements"}, "remove_unit": {"units", "reinforcements", "victory"},
    "_restore_unit": {"units", "reinforcements", "victory"}, "move_unit": {"units", "reinforcements"},
    "set_facing": {"units"}, "set_hidden": {"units"}, "set_unit_field": {"units", "reinforcements"},
    "set_property": {"settings", "victory"}, "set_caps": {"settings", "sides"},
    "add_side": {"sides", "settings"}, "remove_side": {"sides", "settings"}, "set_side": {"sides", "units"},
    "add_zone": {"zones"}, "remove_zone": {"zones"}, "add_zone_hexes": {"zones"}, "remove_zone_hexes": {"zones"},
    "add_deck": {"decks"}, "remove_deck": {"decks"}, "set_deck_card": {"decks"}, "set_deck_draw": {"decks"},
    "add_reinforcement": {"reinforcements", "units"}, "remove_reinforcement": {"reinforcements", "units"},
    "set_reinforcement": {"reinforcements"}, "set_control_hex": {"victory"}, "set_unit_vp": {"victory", "units"},
}


@dataclass(frozen=True)
class ScenarioChange:
    """Which parts of the scenario changed (a frozenset of `PARTS` names);
    ``everything`` is True after a reset (new/open)."""

    parts: frozenset

    @property
    def everything(self) -> bool:
        """True when every part must be re-read."""
        return self.parts == frozenset(PARTS)

    def touches(self, *names: str) -> bool:
        """True when any of ``names`` changed."""
        return bool(self.parts.intersection(names))


ALL = ScenarioChange(frozenset(PARTS))


def parts_of(edit: Edit) -> frozenset:
    """The `PARTS` an edit (or its inverse) touches."""
    return frozenset(_OP_PARTS.get(edit.op, PARTS))


def scenario_for_map(hexmap: HexMap) -> Scenario:
    """A new scenario on ``hexmap``: the ruleset's default sides, no units,
    the map embedded (until it is saved beside a map file)."""
    return Scenario(hexmap, ruleset=hexmap.ruleset, title=hexmap.name, map_source=MapSource("embedded"),
                    sides=[Side(**s) for s in default_sides(hexmap.ruleset)])


class ScenarioDocument(MapDocument):
    """A map plus its scenario (see the module doc)."""

    scenarioChanged = Signal(object)
    selectionChanged = Signal(object)
    editFailed = Signal(str)

    def __init__(self, hexmap: HexMap, path: str | None = None, parent=None, scenario: Scenario | None = None,
                 file_kind: str = "map"):
        super().__init__(hexmap if scenario is None else scenario.hexmap, path, parent)
        self.scenario = scenario if scenario is not None else scenario_for_map(hexmap)
        self.file_kind = file_kind
        self.selected_unit: str | None = None
        self.map_edited = False
        self._merges = itertools.count(1)

    # --- state ------------------------------------------------------------------
    def has_scenario_content(self) -> bool:
        """True when saving only the map would drop something (units, zones,
        reinforcements, decks, victory hexes, texts)."""
        sc = self.scenario
        return bool(sc.units or sc.zones or sc.reinforcements or sc.decks or sc.victory.control
                    or sc.special_rules or sc.notes or sc.victory.objectives or sc.caps)

    def reset(self, hexmap: HexMap, path: str | None = None, modified: bool = False,
              scenario: Scenario | None = None, file_kind: str = "map") -> None:
        """Replace map and scenario (New, Open, import); ``scenario`` None
        makes a new scenario on ``hexmap``.  Clears the undo history and
        the selection; emits ``changed``, ``scenarioChanged`` and
        ``selectionChanged``."""
        self.scenario = scenario if scenario is not None else scenario_for_map(hexmap)
        self.file_kind = file_kind
        self.map_edited = False
        self.selected_unit = None
        super().reset(self.scenario.hexmap, path, modified)
        self.scenarioChanged.emit(ALL)
        self.selectionChanged.emit(None)

    def notify(self, hexes) -> None:
        """Map edits (from `EditCommand`) mark the map as edited."""
        self.map_edited = True
        super().notify(hexes)

    # --- selection ----------------------------------------------------------------
    def select_unit(self, unit_id: str | None) -> None:
        """Select the unit ``unit_id`` (None: nothing); emits ``selectionChanged``."""
        if unit_id is not None and self.scenario.unit(unit_id) is None:
            unit_id = None
        if unit_id != self.selected_unit:
            self.selected_unit = unit_id
            self.selectionChanged.emit(unit_id)

    def selected(self):
        """The selected `UnitPlacement`, or None."""
        return self.scenario.unit(self.selected_unit) if self.selected_unit else None

    # --- edits ----------------------------------------------------------------------
    def new_merge_key(self) -> int:
        """A key that makes consecutive `apply_scenario` calls merge into one undo step."""
        return next(self._merges)

    def apply_scenario(self, text: str, fn: Callable[[Scenario], Edit], merge: object = None) -> bool:
        """Run ``fn(scenario) -> inverse Edit`` (a `core.scenario_edits`
        call) as an undoable step named ``text``.  Steps with the same
        non-None ``merge`` key merge (a facing turned by several wheel
        notches, a zone stroke).  Returns False (and emits ``editFailed``)
        when the edit is refused; the scenario is then unchanged."""
        from editor.scenario.commands import ScenarioCommand
        try:
            inverse = fn(self.scenario)
        except HexwrightError as e:
            self.editFailed.emit(f"{text}: {e}")
            return False
        self.undo_stack.push(ScenarioCommand(self, text, inverse, merge))
        return True

    def emit_scenario(self, parts: frozenset) -> None:
        """Emit ``scenarioChanged`` for ``parts`` (called by the commands);
        drops a selection whose unit is gone."""
        if self.selected_unit and self.scenario.unit(self.selected_unit) is None:
            self.select_unit(None)
        self.scenarioChanged.emit(ScenarioChange(frozenset(parts)))
