"""`FowUi`: the editor extra ``shot_preview`` (`editor.extras`), built once
by the main window after the scenario UI (`editor.scenario`).

It adds the playtest's bombardment and smoke templates
(`editor.fow.templates`, a layer of the playtest mode), the status badges on
counters (`editor.fow.status`), the shot
overlay and the Shot preview tool (`editor.fow.shot_tool`, via
``window.add_tool``; the window hands it hovers) to the editing mode, and
keeps them to scenarios whose ruleset lists the extra
(``traits.editor_extras``: fow): the tool's action is shown and the badges
drawn only then (switching away with the tool active returns to the first
tool).
"""
from __future__ import annotations

from PySide6.QtCore import QObject

from editor.extras import extra_active
from editor.fow.shot_tool import ShotOverlay, ShotPreviewTool
from editor.fow.status import StatusBadgeLayer
from editor.fow.templates import TemplateLayer


class FowUi(QObject):
    """The fow pieces of ``window`` (module doc): ``badges``, ``overlay``,
    ``tool``, ``action``, ``templates`` (the template layer of the
    playtest running, None before the first)."""

    def __init__(self, window, name: str = "shot_preview"):
        super().__init__(window)
        self.window = window
        self.name = name
        self.document = doc = window.document
        scenario_ui = window.scenario_ui
        self.unit_layer = scenario_ui.unit_layer
        self.badges = StatusBadgeLayer(doc, self.unit_layer)
        self.overlay = ShotOverlay(window.scene)
        window.add_layer(self.badges)
        window.add_layer(self.overlay)
        # the bombardment/smoke templates: a layer of each playtest game (editor.playtest.mode.extra_layers)
        self.templates: TemplateLayer | None = None   # the current game's layer
        window.playtest.extra_layers.append(self._template_layer)
        self.tool = ShotPreviewTool(doc, self)
        self.action = window.add_tool(self.tool)
        doc.changed.connect(self._map_changed)
        self._sync()

    def _template_layer(self, _session) -> TemplateLayer:
        self.templates = TemplateLayer(self.window)
        return self.templates

    def message(self, text: str, error: bool = False) -> None:
        """Status-bar text (through the scenario UI's message)."""
        self.window.scenario_ui.message(text, error)

    @property
    def active(self) -> bool:
        """True while the open scenario's ruleset lists this extra."""
        return extra_active(self.document, self.name)

    def refresh(self) -> None:
        """Re-read the open scenario (see `_sync`)."""
        self._sync()

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

