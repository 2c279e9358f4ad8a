"""Scenario building in the editor (DESIGN.md job 2 and 3).

* `ScenarioDocument` (document.py): a `MapDocument` that also holds a
  `core.model.Scenario`; map tools keep working, and scenario edits go onto
  the same `QUndoStack` as `ScenarioCommand`s over `core.scenario_edits`.
* `ScenarioFileController` (files.py): opens ``*.scenario.json`` and map
  files, saves scenarios (and the map file a scenario references).
* `install_scenario_ui(window)` (controller.py): unit layer, overlays,
  tools (units, zones, entry hexes, control hexes, LOS probe, visibility
  fan), docks (units, properties, scenario, zones, reinforcements, decks,
  victory, validation) and the View/Scenario menu entries.

Qt-free parts (`checks`, `preview`) can be used without a window.
"""
from editor.scenario.document import ScenarioChange, ScenarioDocument

__all__ = ["ScenarioChange", "ScenarioDocument"]
