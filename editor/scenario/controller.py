"""`ScenarioController`: puts scenario building into a `MainWindow`.

`install_scenario_ui(window)` (called once by the window) adds

* the unit layer and zone overlay to the scene, and the previews
  (`PreviewController`);
* the tools of `editor.scenario.tools` (Units, Zones, Entry hexes, Victory
  hexes, LOS probe, Visibility fan);
* docks: Units (palette), Properties, Scenario, Zones, Reinforcements,
  Decks, Victory, Validation;
* menu entries: View > Show hidden units,
  Movement preview, Fire arc and the dock toggles; a Scenario menu with
  Turn left ``[``, Turn right ``]``, Delete unit (Del), Validate now;
* the mouse wheel over a unit (Units tool active) turns it, one undo step
  per unit per burst; units dropped from the palette are placed.

Refused edits (`Document.editFailed`) and rules-core errors show in
the status bar (``last_message`` keeps the text) -- never a traceback.
"""
from __future__ import annotations

import json

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QScrollArea, QTabWidget, QToolTip

from core.hexgrid import Hex
from core.rules.registry import traits
from editor.commands import ChangeCoalescer
from editor.scenario.counters import unit_tooltip
from editor.scenario.decks_dock import DecksPanel
from editor.scenario.hex_badges import HexBadgeLayer
from editor.scenario.overlays import ZoneOverlay
from editor.scenario.palette import UNIT_MIME, UnitPalette
from editor.scenario.previews import PreviewController
from editor.scenario.properties import UnitProperties
from editor.scenario.reinforcements_dock import ReinforcementsPanel
from editor.scenario.settings_dock import SettingsPanel
from editor.scenario.tools import SCENARIO_TOOLS, UnitTool
from editor.scenario.unit_actions import UnitActions
from editor.scenario.unit_layer import UnitLayer
from editor.scenario.validation_dock import ValidationPanel
from editor.scenario.victory_dock import VictoryPanel
from editor.scenario.zones_dock import ZonesPanel



DOCK_WIDTH = 300  # px: the right-hand dock column at start (the map gets the rest)
VALIDATION_HEIGHT = 70  # px: compact while there are no problems; the list grows the dock with its entries

class ScenarioController(UnitActions, QObject):
    """The scenario side of ``window`` (see the module doc)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.document = doc = window.document
        self.scene = window.scene
        self.view = window.view
        self.last_message = ""
        self.unit_layer = UnitLayer(doc, self.scene)
        self.zone_overlay = ZoneOverlay(doc, self.scene)
        self.victory_overlay = ZoneOverlay(doc, self.scene, markers=True)
        for item in (self.unit_layer, self.zone_overlay, self.victory_overlay):
            window.add_layer(item)  # editing-mode layers (editor.modes)
        self.hex_badges = HexBadgeLayer(doc, self.unit_layer)  # fortification/elevation left visible by counters
        window.add_layer(self.hex_badges)
        self.previews = PreviewController(doc, self.scene, self.message)
        for item in (self.previews.under, self.previews.over):
            window.add_layer(item)
        self.previews.detail = lambda text: self.window.statusBar().setToolTip(text)  # the LOS probe's full reason
        self._wheel: tuple[str, object] | None = None
        self._build_docks()
        self._build_tools()
        self._build_menus()
        # previews recompute rules (movement costs, LOS engine): once per burst, after the edit
        self.preview_refresh = ChangeCoalescer(self._refresh_previews, 0, self)
        doc.changed.connect(self._changed)
        doc.selectionChanged.connect(self._selection_changed)
        doc.editFailed.connect(lambda m: self.message(m, error=True))
        self.scene.hexHovered.connect(self._hovered)
        self.view.setAcceptDrops(True)
        self.view.viewport().setAcceptDrops(True)
        self.view.viewport().installEventFilter(self)

    # --- building -------------------------------------------------------------------
    def _build_docks(self) -> None:
        w, doc = self.window, self.document
        self.palette = UnitPalette(doc)
        self.properties = UnitProperties(doc)
        self.settings_panel = SettingsPanel(doc)
        self.zones = ZonesPanel(doc)
        self.reinforcements = ReinforcementsPanel(doc)
        self.decks = DecksPanel(doc)
        self.victory = VictoryPanel(doc)
        self.validation = ValidationPanel(doc)
        self.docks = {}
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.NoFrame)
        scroll.setWidget(self.properties)
        right = (("units", self.palette, self.tr("Units"), "scenarioUnitsDock"),
                 ("properties", scroll, self.tr("Properties"), "scenarioPropertiesDock"))
        for key, widget, title, object_name in right:
            self.docks[key] = w.add_dock(widget, title, object_name)
            if key == "units" and getattr(w, "palette_dock", None) is not None:
                w.tabifyDockWidget(w.palette_dock, self.docks[key])
        # one dock with tabs for the scenario panels: a second group of
        # tabified docks leaves a stray tab bar in Qt 6.12
        self.scenario_tabs = QTabWidget()
        self.scenario_tabs.setDocumentMode(True)
        self.scenario_tabs.setStyleSheet("QTabBar::tab { padding: 4px 6px; }")  # five tabs in ~300 px
        for widget, title, tip in ((self.settings_panel, self.tr("Scenario"),
                                    self.tr("Title, rounds, initiative, sides and CAPs")),
                                   (self.zones, self.tr("Zones"), self.tr("Setup zones")),
                                   (self.reinforcements, self.tr("Reinf."), self.tr("Reinforcements by round")),
                                   (self.decks, self.tr("Decks"), self.tr("Card decks")),
                                   (self.victory, self.tr("Victory"), self.tr("Victory conditions and special rules"))):
            self.scenario_tabs.setTabToolTip(self.scenario_tabs.addTab(_scrolled(widget), title), tip)
        # the Scenario panels share the right-hand tab group with Palette and
        # Units (one column of docks), so the map keeps most of the window
        self.docks["scenario"] = w.add_dock(self.scenario_tabs, self.tr("Scenario"), "scenarioSettingsDock",
                                            Qt.RightDockWidgetArea)
        w.tabifyDockWidget(self.docks["units"], self.docks["scenario"])
        self.docks["validation"] = w.add_dock(self.validation, self.tr("Validation"), "scenarioValidationDock",
                                              Qt.BottomDockWidgetArea)
        self.docks["units"].raise_()
        # the side docks run the full height; the validation list sits under the map
        w.setCorner(Qt.BottomLeftCorner, Qt.LeftDockWidgetArea)
        w.setCorner(Qt.BottomRightCorner, Qt.RightDockWidgetArea)
        w.resizeDocks([self.docks["units"]], [DOCK_WIDTH], Qt.Horizontal)
        w.resizeDocks([self.docks["units"], self.docks["properties"]], [400, 300], Qt.Vertical)
        w.resizeDocks([self.docks["validation"]], [VALIDATION_HEIGHT], Qt.Vertical)
        self.properties.previewToggled.connect(self._preview_switches)
        self.zones.currentChanged.connect(self._zone_chosen)
        self.zones.paintRequested.connect(lambda: self.window.set_tool("zones"))
        self.reinforcements.currentChanged.connect(self._reinforcement_chosen)
        self.reinforcements.pickRequested.connect(lambda: self.window.set_tool("entry"))
        self.reinforcements.addUnitRequested.connect(self.add_reinforcement_unit)
        self.victory.pickRequested.connect(lambda: self.window.set_tool("control"))
        self.validation.problemChosen.connect(self.show_problem)

    def _build_tools(self) -> None:
        self.window.tool_bar.addSeparator()
        for cls in SCENARIO_TOOLS:
            self.window.add_tool(cls(self.document, self))

    def _build_menus(self) -> None:
        w = self.window
        reg = w.action_registry
        vm = reg.menu("view")
        vm.addSeparator()
        self.show_hidden_action = reg.create("view.show_hidden", self.tr("Show &hidden units"), menu=vm, checkable=True,
                                             checked=True)
        self.show_hidden_action.setToolTip(self.tr("The designer's view: hidden units are drawn with a HID tag"))
        self.show_hidden_action.toggled.connect(self._show_hidden)
        self.moves_action = reg.create("view.movement_preview", self.tr("&Movement preview"), menu=vm, checkable=True,
                                       checked=True)
        self.moves_action.toggled.connect(self.properties.show_moves.setChecked)
        self.arc_action = reg.create("view.fire_arc", self.tr("Fire &arc"), menu=vm, checkable=True, checked=False)
        self.arc_action.toggled.connect(self.properties.show_arc.setChecked)
        vm.addSeparator()
        for key, d in self.docks.items():
            reg.add(f"view.dock.{key}", d.toggleViewAction(), vm)
        sm = self.scenario_menu = reg.add_menu("scenario", self.tr("&Scenario"))
        for aid, text, key, slot in (("turn_left", self.tr("Turn unit &left"), "[", lambda: self.turn_selected(-1)),
                                     ("turn_right", self.tr("Turn unit &right"), "]", lambda: self.turn_selected(1)),
                                     ("delete_unit", self.tr("&Delete unit"), None,
                                      self.delete_selected),  # Del: Edit > Delete
                                     ("validate", self.tr("&Validate now"), None, self.validation.recheck)):
            w.addAction(reg.create(f"scenario.{aid}", text, slot, sm, key))

    # --- messages -------------------------------------------------------------------
    def message(self, text: str, error: bool = False) -> None:
        """Show ``text`` in the status bar (refusals in red for 10 s)."""
        self.last_message = text
        bar = self.window.statusBar()
        bar.setStyleSheet("QStatusBar { color: #b00020; }" if error else "")
        bar.showMessage(text, 10000 if error else 0)

    # --- document events ------------------------------------------------------------
    def _changed(self, change) -> None:
        """One `DocumentChange`: cheap updates now, previews coalesced."""
        if change.whole_map:
            for item in (self.unit_layer, self.zone_overlay, self.victory_overlay):
                item.refresh()
            self.preview_refresh.pending = None
            self.previews.map_changed(True)
            self._refresh_docks()
            return
        if change.touches_map() or change.touches("units"):
            self.preview_refresh(change)
        if change.touches_scenario():
            self._scenario_changed(change)
        else:
            self.validation.schedule()

    def _refresh_previews(self, change) -> None:
        if change.touches_map():
            # LOS and move graphs follow the edit; recomputes the previews
            self.previews.map_changed(False, change.hexes)
        else:
            self.previews.refresh_unit()

    def _refresh_docks(self) -> None:
        self.palette.reload()
        self.properties.refresh()
        self.settings_panel.refresh()
        self.zones.refresh()
        self.reinforcements.refresh()
        self.decks.refresh()
        self.victory.refresh()
        self.validation.schedule()   # a newly opened document is checked on a worker thread

    def _scenario_changed(self, change) -> None:
        self.unit_layer.update()
        self.zone_overlay.update()
        self.victory_overlay.update()
        if change.touches("sides"):
            self.palette.reload()
        if change.touches("units", "sides", "victory"):
            self.properties.refresh()
        if change.touches("settings", "sides"):
            self.settings_panel.refresh()
        if change.touches("zones", "sides"):
            self.zones.refresh()
        if change.touches("reinforcements", "sides", "settings"):
            self.reinforcements.refresh()
        if change.touches("decks", "sides"):
            self.decks.refresh()
        if change.touches("victory", "sides", "settings"):
            self.victory.refresh()
        self.validation.schedule()

    def _selection_changed(self, _uid) -> None:
        self.unit_layer.update()
        self.properties.refresh()
        self.previews.refresh_unit()

    def _preview_switches(self) -> None:
        self.previews.show_moves = self.properties.show_moves.isChecked()
        self.previews.show_arc = self.properties.show_arc.isChecked()
        for act, on in ((self.moves_action, self.previews.show_moves), (self.arc_action, self.previews.show_arc)):
            act.blockSignals(True)
            act.setChecked(on)
            act.blockSignals(False)
        self.previews.refresh_unit()

    def _show_hidden(self, on: bool) -> None:
        self.unit_layer.set_show_hidden(on)
        u = self.document.selected()
        if not on and u is not None and u.hidden:
            self.document.select_unit(None)

    def _zone_chosen(self, name) -> None:
        self.zone_overlay.current_zone = name
        self.zone_overlay.update()

    def _reinforcement_chosen(self, index) -> None:
        self.zone_overlay.current_reinforcement = index
        self.zone_overlay.update()

    def _hovered(self, h) -> None:
        tool = self.window.current_tool  # (the window hands the hover to the tool itself: MapTool.hover)
        if isinstance(tool, UnitTool) and h is not None:
            stack = self.unit_layer.stack(h)
            if stack:  # inspect a stack by hovering it
                from editor.scenario.counters import unit_title
                sc = self.document.scenario
                self.message(f"{sc.hexmap.label(h)}: " + "; ".join(
                    f"{u.id} {unit_title(u, sc.ruleset)} ({u.side}{', hidden' if u.hidden else ''})"
                    for u in reversed(stack)))

    # --- queries for the tools ----------------------------------------------------------
    def current_zone(self) -> str | None:
        """The zone the Zones tool paints."""
        return self.zones.current()

    def current_reinforcement(self) -> int | None:
        """The reinforcement whose entry hexes the Entry tool edits."""
        return self.reinforcements.current()

    def los_start(self, h: Hex) -> None:
        self.previews.los_start(h)

    def los_to(self, h: Hex) -> None:
        self.previews.los_to(h)

    def los_clear(self) -> None:
        self.previews.los_clear()

    def fan_from(self, h: Hex) -> None:
        self.previews.fan_from(h)

    def fan_clear(self) -> None:
        self.previews.fan_clear()

    # --- viewport events: wheel turns units, drops place them -----------------------------------
    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        t = event.type()
        if t == QEvent.Wheel and isinstance(self.window.current_tool, UnitTool) \
                and not (event.modifiers() & Qt.ControlModifier):
            pos = self.view.mapToScene(event.position().toPoint())
            h = self.scene.hex_event(pos).hex
            u = self.unit_under(h)
            if u is not None and event.angleDelta().y():
                self.turn(u.id, 1 if event.angleDelta().y() < 0 else -1, self._wheel_merge(u.id))
                return True
        if t == QEvent.ToolTip:  # the full name and ids of the counter under the mouse
            text = self.counter_tooltip(self.view.mapToScene(event.pos()))
            QToolTip.showText(event.globalPos(), text, self.view.viewport()) if text else QToolTip.hideText()
            return bool(text)
        if t in (QEvent.DragEnter, QEvent.DragMove) and event.mimeData().hasFormat(UNIT_MIME):
            event.acceptProposedAction()
            return True
        if t == QEvent.Drop and event.mimeData().hasFormat(UNIT_MIME):
            try:
                template = json.loads(bytes(event.mimeData().data(UNIT_MIME)).decode("utf-8"))
            except ValueError:
                return True
            ev = self.scene.hex_event(self.view.mapToScene(event.position().toPoint()))
            if ev.on_map:
                self.place_unit_at(ev.hex, template)
            event.acceptProposedAction()
            return True
        return False

    def counter_tooltip(self, pos) -> str:
        """Tooltip of the topmost drawn counter at scene point ``pos`` ("" if none)."""
        layer = self.unit_layer
        units = layer.visible_units()
        if traits(self.document.scenario.ruleset).stack_top_first:
            units = list(reversed(units))
        for u in reversed(units):  # drawn last = on top
            if layer.counter_rect(u).contains(pos):
                return unit_tooltip(u, self.document.scenario.ruleset)
        return ""

    # --- validation -------------------------------------------------------------------------
    def show_problem(self, problem) -> None:
        """Highlight and centre the hexes of a validation entry; select its unit."""
        self.previews.highlight(problem.hexes)
        if problem.unit_id and any(u.id == problem.unit_id for u in self.document.scenario.units):
            self.document.select_unit(problem.unit_id)
        if problem.hexes:
            x, y = self.scene.layout.hex_to_pixel(problem.hexes[0])
            self.view.centerOn(x, y)
        self.message(f"{problem.path}: {problem.message}", error=problem.severity == "error")


def _scrolled(widget):
    """``widget`` in a frameless scroll area: a tall panel scrolls in a short
    dock instead of holding the whole dock column tall."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.NoFrame)
    scroll.setWidget(widget)
    return scroll


def install_scenario_ui(window) -> ScenarioController:
    """Add the scenario UI to ``window`` (a `MainWindow` whose document is a
    `editor.document.Document` and whose ``files`` is a `ScenarioFileController`)."""
    window.scenario_ui = ScenarioController(window)
    return window.scenario_ui
