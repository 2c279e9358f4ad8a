"""`install_fow_ui(window)`: the Flames of War parts of the editor, called
once by the main window after the scenario UI (`editor.scenario`).

It adds the status badges on counters (`editor.fow.status`), the shot
overlay and the Shot preview tool (`editor.fow.shot_tool`, via
``window.add_tool``), and keeps them to fow scenarios: the tool's action is
shown and the badges drawn only while the open scenario's ruleset is
``fow`` (switching away from a fow scenario with the tool active returns to
the first tool).
"""
from __future__ import annotations

from PySide6.QtCore import QObject

from editor.fow.shot_tool import ShotOverlay, ShotPreviewTool
from editor.fow.status import StatusBadgeLayer


class FowUi(QObject):
    """The fow pieces of ``window`` (module doc): ``badges``, ``overlay``,
    ``tool``, ``action``."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.document = doc = window.document
        scenario_ui = window.scenario_ui
        self.unit_layer = scenario_ui.unit_layer
        self.badges = StatusBadgeLayer(doc, self.unit_layer)
        self.overlay = ShotOverlay(window.scene)
        window.scene.addItem(self.badges)
        window.scene.addItem(self.overlay)
        self.tool = ShotPreviewTool(doc, self)
        self.action = window.add_tool(self.tool)
        window.scene.hexHovered.connect(self._hovered)
        doc.changed.connect(self._map_changed)
        self._sync()

    def message(self, text: str, error: bool = False) -> None:
        """Status-bar text (through the scenario UI's message)."""
        self.window.scenario_ui.message(text, error)

    @property
    def active(self) -> bool:
        """True while the open scenario is a fow one."""
        return self.document.scenario.ruleset == "fow"

    def _hovered(self, h) -> None:
        if self.window.current_tool is self.tool:
            self.tool.hover(h)

    def _map_changed(self, change) -> None:
        if change.whole_map:
            self.overlay.refresh()
            self.tool.clear()
        self._sync()

    def _sync(self) -> None:
        on = self.active
        self.action.setVisible(on)
        self.badges.setVisible(on)
        self.badges.refresh()
        if not on and self.window.current_tool is self.tool:
            self.window.set_tool(next(iter(self.window.tools)))


def install_fow_ui(window) -> FowUi:
    """Add the fow UI to ``window`` (needs ``window.scenario_ui``); kept as
    ``window.fow_ui``."""
    window.fow_ui = FowUi(window)
    return window.fow_ui
