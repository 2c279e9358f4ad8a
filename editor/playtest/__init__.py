"""Playtest mode of the editor (DESIGN.md job 4: a hot-seat game of the open
scenario under its ruleset, `core.play`).

* `PlaytestSession` (session.py): the Qt face (signals) of
  `core.play.session.PlaySession`, which holds the game, seeded dice,
  undo, view as a side, bots, saved games and replay
  (`core.play.replay_cursor`); costs, hit chances and action text come
  from `core.play.costs`, `core.play.describe` and `core.play.readable`;
* `PlayUnitLayer` (layer.py): the live units, drawn with the scenario
  editor's counters;
* docks: `ActionsPanel`, `GamePanel` (status and hand), `LogPanel` (dice and
  events); `PlaytestBar` (controls.py);
* `PlaytestMode` / `install_playtest(window)` (mode.py): the Playtest menu,
  entering (snapshot of the scenario) and leaving (scenario unchanged);
  `PlayTool`, `playable`, `scenario_snapshot` (tool.py).
"""
from editor.playtest.session import DESIGNER, PlaytestSession

__all__ = ["DESIGNER", "PlaytestSession"]
