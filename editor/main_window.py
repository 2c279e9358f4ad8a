"""The editor's main window: map view, tool bar, palette dock, status bar,
menus.  It wires the parts together and owns nothing but widgets:

* ``document`` (`editor.document.Document`): the map, its scenario, the undo stack and file;
* ``scene`` / ``view`` (`MapScene`, `MapView`): drawing, zoom, pan, mouse;
* ``tools`` (name -> `MapTool`) with ``tool_settings`` (`ToolSettings`);
* ``files`` (`ScenarioFileController`): New/Open/Save/Import and the save prompt.

Menus and their entries are registered by id in ``action_registry``
(`editor.actions.ActionRegistry`: ``menu("view")``, ``action("file.save")``),
never found by their visible text.  The window has two modes
(`editor.modes`: ``editing`` and ``playtest``, switched by ``modes``); each
declares its docks, scene layers, tool bars, tool and locked menus through
the extension points `add_dock(widget, title, object_name, area, mode)`,
`add_layer(item, mode)`, `add_tool_bar(bar, area, mode)` and `add_tool(tool)`.
Ruleset-specific extras (`editor.extras`) are built from the registry of
extras, never named here; the active tool gets every hover (`MapTool.hover`).
"""
from __future__ import annotations

from PySide6.QtCore import QChildEvent, QCoreApplication, QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QInputDialog, QLabel, QMainWindow, QTabBar, QToolBar, QWidget

from core.model import HexMap, LabelError
from core.rules.registry import DEFAULT_RULESET
from editor.actions import ActionRegistry
from editor.balance import install_balance
from editor.commands import DocumentChange
from editor.document import Document
from editor.extras import install_extras
from editor.recovery import install_recovery
from editor.modes import EDITING, Mode, ModeSwitcher
from editor.playtest.mode import install_playtest, playtest_mode
from editor.print.menu import add_file_actions
from editor.recent_files import recent_files
from editor.scenario.controller import install_scenario_ui
from editor.scenario.files import ScenarioFileController
from editor.scene.map_scene import MapScene
from editor.scene.map_view import MapView
from editor.overlay_toggles import OverlayToggles
from editor.selection import HexSelection, RegionActions
from editor.tools import TOOL_CLASSES, MapTool, ToolSettings
from editor.tools.select import SelectTool
from editor.translation import ensure_installed
from editor.widgets.boards_dialog import new_scenario_from_boards
from editor.widgets.hex_readout import HexReadout
from editor.widgets.map_properties_dialog import MapPropertiesDialog
from editor.widgets.palette import PaletteWidget
from editor.widgets.tool_icons import tool_icon, tool_tip

APP_NAME = "Hexwright"
LAYOUT_VERSION = 2  # saved dock layouts of older versions are not restored (2: one right-hand dock column)


def default_settings() -> QSettings:
    """The editor's QSettings (recent files, window geometry)."""
    return QSettings("Hexwright", "Hexwright editor")


class MainWindow(QMainWindow):
    """The editor window on ``hexmap`` (a new 20 x 15 CoH map by default)."""

    def __init__(self, hexmap: HexMap | None = None, path: str | None = None, settings: QSettings | None = None):
        super().__init__()
        self.settings = settings if settings is not None else default_settings()
        ensure_installed()  # the editor's translators, when editor.app did not install them (scripts, tests)
        hexmap = hexmap if hexmap is not None else HexMap(20, 15, DEFAULT_RULESET)
        self.document = Document(hexmap, path, self)  # the map and its scenario
        self.tool_settings = ToolSettings(hexmap.default_terrain)
        self.scene = MapScene(self.document, self)
        self.view = MapView(self.scene, self)
        self.setCentralWidget(self.view)
        self.action_registry = ActionRegistry(self, self.menuBar())
        self.modes = ModeSwitcher(self, [Mode(EDITING), playtest_mode()], LAYOUT_VERSION)
        self.files = ScenarioFileController(self, self.document, self.settings)
        self.selection = HexSelection(self.document, self.scene, self)   # the hexes Edit > Copy/Cut/... act on
        self.regions = RegionActions(self.document, self.selection, self)
        self.add_layer(self.selection.item)
        self.tools: dict[str, MapTool] = {}
        self.tool_actions: dict[str, QAction] = {}
        self._tool_group = QActionGroup(self)
        self._tool_group.setExclusive(True)
        self.tool_bar = QToolBar(self.tr("Tools"), self)
        self.tool_bar.setObjectName("toolsToolBar")
        self.tool_bar.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        self.tool_bar.setIconSize(QSize(20, 20))
        self.add_tool_bar(self.tool_bar, Qt.LeftToolBarArea)
        self.palette = PaletteWidget(self.tool_settings, hexmap.ruleset)
        self.palette_dock = self.add_dock(self.palette, self.tr("Palette"), "paletteDock")
        self.readout = HexReadout()
        self.zoom_label = QLabel()
        self.statusBar().addWidget(self.readout, 1)
        self.statusBar().addPermanentWidget(self.zoom_label)
        self._build_menus()
        add_file_actions(self)  # packs and printing (editor.print.menu)
        self.add_tool(SelectTool(self.document, self.tool_settings, self.selection))
        for cls in TOOL_CLASSES:
            self.add_tool(cls(self.document, self.tool_settings))
        install_scenario_ui(self)  # scenario tools, docks and menus (editor.scenario)
        install_playtest(self)  # Playtest menu and mode (editor.playtest)
        install_balance(self)  # Balance dock and heatmap layer (editor.balance)
        install_extras(self)  # the rulesets' extras (editor.extras), each shown for its rulesets only
        install_recovery(self)  # autosave, Edit > Preferences, Help > Open log folder (editor.recovery)
        self.overlay_bar = QToolBar(self.tr("Overlays"), self)
        self.overlay_bar.setObjectName("overlaysToolBar")
        self.add_tool_bar(self.overlay_bar, Qt.TopToolBarArea)
        self.overlays = OverlayToggles(self.action_registry, self.settings, self.view_menu, self.overlay_bar)
        self.set_tool("brush")
        self.tool_settings.toolRequested.connect(self._tool_requested)
        self.scene.hexHovered.connect(lambda h: self.readout.show_hex(self.document.hexmap, h))
        self.scene.hexHovered.connect(self.regions.set_hovered)
        self.scene.hexHovered.connect(self._hovered)
        self.regions.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.view.zoomChanged.connect(self._zoom_changed)
        self.session_level: int | None = None  # the user's own zoom level, kept for maps opened later
        self._auto_zoom = False
        self.document.changed.connect(self._on_changed)
        self.document.pathChanged.connect(lambda _p: self._update_title())
        self.document.modifiedChanged.connect(self.setWindowModified)
        self.files.recentChanged.connect(self._fill_recent_menu)
        self._update_title()
        self._restore_geometry()
        for extra in self.extras.values():  # a restored layout must not show an extra's dock for other rulesets
            extra.refresh()
        self._auto_zoom = True
        self.view.set_level(0, anchor_under_mouse=False)
        self._auto_zoom = False

    def childEvent(self, event: QChildEvent) -> None:
        """The tab bars Qt makes for tabified docks get a narrower padding, so
        longer (translated) dock titles are not elided in the ~300 px column."""
        super().childEvent(event)
        if event.polished() and isinstance(event.child(), QTabBar):
            event.child().setStyleSheet("QTabBar::tab { padding: 4px 6px; }")

    # --- extension points -------------------------------------------------------
    def add_tool(self, tool: MapTool) -> QAction:
        """Add ``tool`` to the tool bar and the Tools menu; returns its action."""
        label = QCoreApplication.translate("MapTool", tool.label)  # marked QT_TRANSLATE_NOOP by the tools
        act = QAction(tool_icon(tool.name), label, self)
        act.setCheckable(True)
        act.setToolTip(tool_tip(label, QCoreApplication.translate("MapTool", tool.tooltip) if tool.tooltip else "",
                                tool.shortcut))
        if tool.shortcut:
            act.setShortcut(QKeySequence(tool.shortcut))
        act.triggered.connect(lambda _checked=False, n=tool.name: self.set_tool(n))
        self._tool_group.addAction(act)
        self.tool_bar.addAction(act)
        self.action_registry.add(f"tools.{tool.name}", act, "tools")
        self.tools[tool.name] = tool
        self.tool_actions[tool.name] = act
        return act

    def add_dock(self, widget: QWidget, title: str, object_name: str,
                 area: Qt.DockWidgetArea = Qt.RightDockWidgetArea, mode: str = EDITING) -> QDockWidget:
        """Put ``widget`` in a dock of ``mode`` (``object_name`` keys the
        saved layout and the mode's docks)."""
        dock = QDockWidget(title, self)
        dock.setObjectName(object_name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        self.modes.mode(mode).docks[object_name] = dock
        return dock

    def remove_dock(self, dock: QDockWidget) -> None:
        """Take ``dock`` out of the window and of its mode."""
        owner = self.modes.owner_of(dock)
        if owner is not None:
            owner.docks.pop(dock.objectName(), None)
        self.removeDockWidget(dock)

    def add_layer(self, item, mode: str = EDITING):
        """Put scene ``item`` (if not there yet) among ``mode``'s layers."""
        if item.scene() is None:
            self.scene.addItem(item)
        self.modes.mode(mode).layers.append(item)
        return item

    def remove_layer(self, item) -> None:
        """Take scene ``item`` out of the scene and of its mode."""
        for m in self.modes.modes.values():
            if item in m.layers:
                m.layers.remove(item)
        self.scene.removeItem(item)

    def add_tool_bar(self, bar: QToolBar, area: Qt.ToolBarArea, mode: str = EDITING) -> QToolBar:
        """Add tool bar ``bar`` of ``mode`` in ``area``."""
        self.addToolBar(area, bar)
        self.modes.mode(mode).tool_bars.append(bar)
        return bar

    def remove_tool_bar(self, bar: QToolBar) -> None:
        """Take ``bar`` out of the window and of its mode."""
        for m in self.modes.modes.values():
            if bar in m.tool_bars:
                m.tool_bars.remove(bar)
        self.removeToolBar(bar)

    def menu(self, menu_id: str):
        """The menu registered as ``menu_id`` (`ActionRegistry.menu`)."""
        return self.action_registry.menu(menu_id)

    def _hovered(self, h) -> None:
        tool = self.current_tool
        if tool is not None:
            tool.hover(h)

    def set_tool(self, name: str) -> None:
        """Activate the tool called ``name``."""
        tool = self.tools[name]
        self.tool_actions[name].setChecked(True)
        self.scene.set_tool(tool)

    def _tool_requested(self, name: str) -> None:
        # picking a terrain asks for the brush; the line and rectangle tools paint terrain too, so they stay
        current = self.current_tool
        if name == "brush" and current is not None and current.name in ("line", "rectangle"):
            return
        self.set_tool(name)

    @property
    def current_tool(self) -> MapTool | None:
        """The active tool."""
        return self.scene.tool

    # --- menus --------------------------------------------------------------------
    def _build_menus(self) -> None:
        reg = self.action_registry
        create = reg.create
        fm = reg.add_menu("file", self.tr("&File"))
        create("file.new_map", self.tr("&New map..."), self.files.new_map, fm, QKeySequence.New)
        create("file.new_from_boards", self.tr("New scenario from &boards..."),
               lambda: new_scenario_from_boards(self), fm,
               tip=self.tr("Compose geomorphic board maps into the map of a new scenario"))
        create("file.open", self.tr("&Open..."), self.files.open, fm, QKeySequence.Open)
        self.recent_menu = fm.addMenu(self.tr("Open &recent"))
        self.recent_menu.menuAction().setObjectName("file.recent")
        self._fill_recent_menu()
        create("file.import_tiled", self.tr("Import &Tiled..."), self.files.import_tiled, fm,
               tip=self.tr("Read a Tiled .tmx hex map"))
        fm.addSeparator()
        create("file.save", self.tr("&Save"), self.files.save, fm, QKeySequence.Save)
        create("file.save_as", self.tr("Save &as..."), self.files.save_as, fm, QKeySequence.SaveAs)
        fm.addSeparator()
        quit_keys = QKeySequence(QKeySequence.Quit)
        self.quit_action = create("file.quit", self.tr("&Quit"), self.close, fm,
                                  quit_keys if not quit_keys.isEmpty() else QKeySequence("Ctrl+Q"))
        em = reg.add_menu("edit", self.tr("&Edit"))
        stack = self.document.undo_stack
        self.undo_action = reg.add("edit.undo", stack.createUndoAction(self, self.tr("&Undo")), em)
        self.undo_action.setShortcut(QKeySequence.Undo)
        self.redo_action = reg.add("edit.redo", stack.createRedoAction(self, self.tr("&Redo")), em)
        self.redo_action.setShortcut(QKeySequence.Redo)
        em.addSeparator()
        r = self.regions
        create("edit.cut", self.tr("Cu&t"), r.cut, em, QKeySequence.Cut,
               self.tr("Copy the selected hexes and their units, then clear them"))
        create("edit.copy", self.tr("&Copy"), r.copy, em, QKeySequence.Copy,
               self.tr("Copy the selected hexes and their units"))
        create("edit.paste", self.tr("&Paste"), r.paste, em, QKeySequence.Paste,
               self.tr("Paste with the copied region's corner on the hex under the cursor"))
        create("edit.delete", self.tr("&Delete"), self._delete, em, QKeySequence.Delete,
               self.tr("Clear the selected hexes (or delete the selected unit)"))
        em.addSeparator()
        create("edit.select_all", self.tr("Select &all"), r.select_all, em, QKeySequence.SelectAll)
        create("edit.select_terrain", self.tr("Select same &terrain"), r.select_terrain, em,
               QKeySequence("Ctrl+Shift+T"),
               self.tr("Select every hex of the terrain under the cursor"))
        create("edit.select_none", self.tr("Select &none"), self.selection.clear, em, QKeySequence("Ctrl+Shift+A"))
        em.addSeparator()
        create("edit.map_properties", self.tr("&Map properties..."), self.map_properties, em,
               QKeySequence("Ctrl+Shift+M"),
               self.tr("Name, notes, hex size, hex labels; add or remove rows and columns"))
        vm = self.view_menu = reg.add_menu("view", self.tr("&View"))
        self.labels_action = create("view.labels", self.tr("Hex &labels"), None, vm, QKeySequence("Ctrl+L"),
                                    checkable=True, checked=True)
        self.labels_action.toggled.connect(self.scene.map_item.set_show_labels)
        create("view.zoom_in", self.tr("Zoom &in"), lambda: self.view.zoom_by(1), vm, QKeySequence.ZoomIn)
        create("view.zoom_out", self.tr("Zoom &out"), lambda: self.view.zoom_by(-1), vm, QKeySequence.ZoomOut)
        create("view.fit", self.tr("&Fit map"), self.view.fit_map, vm, QKeySequence("Ctrl+0"))
        create("view.actual_size", self.tr("Actual &size"), lambda: self.view.set_level(0, False), vm,
               QKeySequence("Ctrl+1"))
        create("view.go_to_hex", self.tr("&Go to hex..."), self.go_to_hex, vm, QKeySequence("Ctrl+G"),
               self.tr("Centre the map on a hex typed as CCRR or as the board prints it (e.g. 1-E05)"))
        vm.addSeparator()
        reg.add("view.dock.palette", self.palette_dock.toggleViewAction(), vm)
        self.tools_menu = reg.add_menu("tools", self.tr("&Tools"))

    def go_to_hex(self, text: str | None = None) -> bool:
        """View > Go to hex: centre on and select the hex ``text`` names
        (asked when None): ``CCRR`` or a board label (`HexMap.parse`);
        a label that names no hex says why in the status bar."""
        m = self.document.hexmap
        if text is None:
            text, ok = QInputDialog.getText(self, self.tr("Go to hex"),
                                            self.tr("Hex (e.g. 0305, or 1-E05 on a map with boards):"))
            if not ok:
                return False
        try:
            h = m.parse(text.strip())
        except LabelError as e:
            self.statusBar().showMessage(self.tr("Go to hex: {error}").format(error=e), 6000)
            return False
        self.view.centerOn(*self.scene.layout.hex_to_pixel(h))
        self.selection.set([h])
        self.statusBar().showMessage(self.tr("Hex {hex}").format(hex=m.display_label(h)), 4000)
        return True

    def _delete(self) -> None:
        """Edit > Delete: clear the selected hexes, else delete the selected unit."""
        if self.selection.hexes:
            self.regions.delete()
        elif self.document.selected_unit:
            self.scenario_ui.delete_selected()
        else:
            self.statusBar().showMessage(self.tr("Nothing to delete: select hexes or a unit first"), 5000)

    def map_properties(self) -> bool:
        """Edit > Map properties: the dialog, then its changes (each one undo step)."""
        dlg = MapPropertiesDialog(self.document, self)
        if not dlg.exec():
            return False
        return dlg.apply_to(self.document) > 0

    def _fill_recent_menu(self) -> None:
        reg = self.action_registry
        for aid in [a for a in reg.ids() if a.startswith("file.recent.")]:
            reg.remove(aid)
        self.recent_menu.clear()
        files = recent_files(self.settings)
        for i, path in enumerate(files):  # the full path: two "map.json" stay apart
            act = reg.create(f"file.recent.{i}", path, lambda p=path: self.files.open(p), self.recent_menu)
            act.setToolTip(path)
        self.recent_menu.setEnabled(bool(files))

    # --- document events ----------------------------------------------------------
    def _on_changed(self, change: DocumentChange) -> None:
        self.readout.refresh()
        if change.whole_map:
            self.palette.set_ruleset(self.document.hexmap.ruleset)
            self._update_title()
            self.open_view() if self.isVisible() else None

    # --- zoom -------------------------------------------------------------------------
    def _zoom_changed(self, scale: float) -> None:
        self.zoom_label.setText(f"{scale * 100:.0f}%")
        if not self._auto_zoom:
            self.session_level = self.view.level

    def focus_rect(self) -> QRectF:
        """Scene rectangle (pixels) around the placed units, else the setup
        zones, else the whole map: what a freshly opened map shows first."""
        item = self.scene.map_item
        sc = self.document.scenario
        hexes = [u.hex for u in sc.units if u.hex is not None]
        if not hexes:
            hexes = [h for z in sc.zones for h in z.hexes]
        if not hexes:
            return item.sceneBoundingRect()
        pts = [item.mapToScene(item.map_painter.center(h)) for h in hexes]
        xs, ys = [p.x() for p in pts], [p.y() for p in pts]
        return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def open_view(self) -> None:
        """Zoom for a freshly opened map: the level the user chose this
        session if any; else the whole map when it fits at 100% or more;
        else 100% (counters readable) centred on `focus_rect`."""
        self._auto_zoom = True
        try:
            self.view.fit_map()
            if self.session_level is not None or self.view.level < 0:
                self.view.set_level(0 if self.session_level is None else self.session_level, False)
                self.view.centerOn(self.focus_rect().center())
        finally:
            self._auto_zoom = False

    def _update_title(self) -> None:
        name = self.document.display_name()
        m = self.document.hexmap
        self.setWindowTitle(self.tr("{name}[*] - {cols}x{rows} {ruleset} - {app}").format(
            name=name, cols=m.cols, rows=m.rows, ruleset=m.ruleset, app=APP_NAME))
        self.setWindowModified(self.document.is_modified)

    # --- window state ---------------------------------------------------------------
    def _restore_geometry(self) -> None:
        geo = self.settings.value("window/geometry")
        if geo is not None:
            self.restoreGeometry(geo)
        else:
            self.resize(1200, 800)
        state = self.settings.value("window/state")
        if state is not None:
            self.restoreState(state, LAYOUT_VERSION)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.maybe_save():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        editing = self.modes.mode(EDITING)  # the editing layout, also when closed in playtest
        self.settings.setValue("window/state", self.saveState(LAYOUT_VERSION) if self.modes.current is editing
                               else editing.saved_state)
        event.accept()
