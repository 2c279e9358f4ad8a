"""Playtest mode of the editor (DESIGN.md job 4: a hot-seat game of the open
scenario under its ruleset, `core.play`).

* `PlaytestSession` (session.py): the Qt face (signals) of
  `core.play.session.PlaySession`, which holds the game, seeded dice,
  undo, view as a side, bots, saved games and replay
  (`core.play.replay_cursor`); costs, hit chances and action text come
  from `core.play.costs`, `core.play.describe` and `core.play.readable`;
* `PlayUnitLayer` (layer.py): the live units, drawn with the scenario
  editor's counters;
* docks: `ActionsPanel` (actions_dock.py: the legal actions as a tree by
  unit and kind, `core.play.grouping`, in an `ActionTree`, action_tree.py;
  `ExplainPanel`, explain_panel.py: a roll's odds itemised by core;
  wrap_delegate.py: columns that wrap rather than cut), `GamePanel`
  (status and hand), `LogPanel` (dice and events); `PlaytestBar`
  (controls.py);
* `TargetPicker` (targeting.py): targets clicked on the map (an enemy, a
  hex of a "pick the hex" row), a menu when several actions match;
* `PlaytestMode` / `install_playtest(window)` (mode.py): the Playtest menu,
  entering (snapshot of the scenario) and leaving (scenario unchanged);
  `PlayTool`, `playable`, `scenario_snapshot` (tool.py).
"""
from editor.playtest.session import DESIGNER, PlaytestSession

__all__ = ["DESIGNER", "PlaytestSession"]
