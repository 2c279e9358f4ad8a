"""Entering the playtest mode: is the document playable (`playable`), the
snapshot compared on leaving (`scenario_snapshot`), and `PlayTool`, the map
tool of the mode (click a unit to select it, again for the next unit of a
stack; click an enemy, or an empty hex in range, to aim the selected
unit's action there, `editor.playtest.targeting`;
right-click a hex to move the selected unit there).
"""
from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QCursor

from core.errors import HexwrightError
from core.rules.registry import spec
from editor.tools.base import HexEvent, MapTool


ENGINE_NAMES = ("RULES_VERSION", "prepare", "new_initial_state", "state_from_dict", "observe")


def scenario_snapshot(scenario) -> str:
    """The canonical JSON of ``scenario`` (what leaving compares)."""
    from core.formats.scenariofile import scenario_to_dict
    return json.dumps(scenario_to_dict(scenario), sort_keys=True, ensure_ascii=False)


def playable(document) -> tuple[bool, str]:
    """``(True, "")`` when ``document`` holds a scenario the ruleset can
    play, else ``(False, why)``."""
    translate = QCoreApplication.translate
    sc = getattr(document, "scenario", None)
    if sc is None:
        return False, translate("playable", "Open a scenario to playtest it")
    try:
        eng = spec(sc.ruleset).engine()
    except HexwrightError as e:
        return False, str(e)
    missing = [n for n in ENGINE_NAMES if not hasattr(eng, n)]
    if missing:
        return False, translate("playable", "the {ruleset} play engine is not complete yet (no {names})").format(
            ruleset=sc.ruleset, names=", ".join(missing))
    if len(sc.side_ids()) != 2:
        return False, translate("playable", "Playtest needs a scenario with exactly two sides")
    if not sc.units and not sc.reinforcements:
        return False, translate("playable", "The scenario has no units yet")
    return True, ""


def _scene_point_of_cursor(window) -> tuple[float, float]:
    """The mouse cursor in scene coordinates of ``window.view``."""
    view = window.view
    p = view.mapToScene(view.viewport().mapFromGlobal(QCursor.pos()))
    return p.x(), p.y()


class PlayTool(MapTool):
    """Select units of the live game; right-click moves the selected unit."""

    name = "playtest"

    @property
    def label(self) -> str:
        """The tool's name in the user's language."""
        return QCoreApplication.translate("PlayTool", "Play")

    @property
    def tooltip(self) -> str:
        """The tool's tip in the user's language."""
        return QCoreApplication.translate("PlayTool", "Click a unit to see its actions, an enemy or a hex in range to "
                                                      "fire at it; right-click a neighbouring hex to move the selected "
                                                      "unit there")

    def __init__(self, mode):
        super().__init__(mode.window.document, None)
        self.mode = mode

    def _cursor_scene_point(self) -> tuple[float, float]:
        return _scene_point_of_cursor(self.mode.window)

    def hover(self, h) -> None:
        """The window hands every hover to the active tool: the mode shows
        LOS from the selected unit to ``h``."""
        self.mode.hovered(h)

    def press(self, ev: HexEvent) -> None:
        if not ev.on_map:
            return
        if ev.button == "right":
            self.mode.move_selected_to(ev.hex)
            return
        if self.mode.facing_pick_pending():  # a move waiting for its facing: this click picks it
            x, y = self._cursor_scene_point()
            self.mode.pick_facing_at(x, y)
            return
        if self.mode.picker.click(ev.hex):  # a target of the selected unit: its action, or a menu of them
            return
        stack = self.mode.layer.stack(ev.hex)
        ids = [u["id"] for u in stack]
        cur = self.mode.layer.selected
        if not ids:
            self.mode.select_unit(None)
        elif cur in ids:
            self.mode.select_unit(ids[(ids.index(cur) + 1) % len(ids)])
        else:
            self.mode.select_unit(ids[-1])
