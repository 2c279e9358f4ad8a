"""Scenario building in the editor (DESIGN.md job 2 and 3).

The document is `editor.document.Document` (a scenario with its map, one
undo stack of `editor.commands.EditCommand`s over `core.edits`).

* `ScenarioFileController` (files.py): opens ``*.scenario.json`` and map
  files (`core.formats.open_file`), saves scenarios (and the map file a
  scenario references, asking first when other scenarios share it:
  shared_map.py).
* `install_scenario_ui(window)` (controller.py): unit layer, overlays,
  tools (units, zones, entry hexes, control hexes, LOS probe, visibility
  fan), docks (units, properties, scenario, zones, reinforcements, decks,
  victory, validation) and the View/Scenario menu entries.

The rules behind the docks live in core: the validation list is
`core.setup_checks.check_scenario` (rendered by `core.problems.render`),
the LOS probe's summary `core.los.blockers.summary`.
"""
