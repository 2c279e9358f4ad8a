"""The editor's main window: map view, tool bar, palette dock, status bar,
menus.  It wires the parts together and owns nothing but widgets:

* ``document`` (`editor.document.Document`): the map, its scenario, the undo stack and file;
* ``scene`` / ``view`` (`MapScene`, `MapView`): drawing, zoom, pan, mouse;
* ``tools`` (name -> `MapTool`) with ``tool_settings`` (`ToolSettings`);
* ``files`` (`ScenarioFileController`): New/Open/Save/Import and the save prompt.

Extension points for later docks and modes: `add_tool(tool)`,
`add_dock(widget, title)`, and the document's ``changed`` signal.
"""
from __future__ import annotations

import os

from PySide6.QtCore import QRectF, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QToolBar, QWidget

from core.model import HexMap
from editor.commands import DocumentChange
from editor.document import Document
from editor.fow import install_fow_ui
from editor.playtest.mode import install_playtest
from editor.print.menu import add_file_actions
from editor.recent_files import recent_files
from editor.scenario.controller import install_scenario_ui
from editor.scenario.files import ScenarioFileController
from editor.tng import install_tng_ui
from editor.scene.map_scene import MapScene
from editor.scene.map_view import MapView
from editor.tools import TOOL_CLASSES, MapTool, ToolSettings
from editor.widgets.tool_icons import tool_icon, tool_tip
from editor.widgets.boards_dialog import new_scenario_from_boards
from editor.widgets.hex_readout import HexReadout
from editor.widgets.palette import PaletteWidget

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
        hexmap = hexmap if hexmap is not None else HexMap(20, 15, "coh")
        self.document = Document(hexmap, path, self)  # the map and its scenario
        self.tool_settings = ToolSettings(hexmap.default_terrain)
        self.scene = MapScene(self.document, self)
        self.view = MapView(self.scene, self)
        self.setCentralWidget(self.view)
        self.files = ScenarioFileController(self, self.document, self.settings)
        self.tools: dict[str, MapTool] = {}
        self.tool_actions: dict[str, QAction] = {}
        self._tool_group = QActionGroup(self)
        self._tool_group.setExclusive(True)
        self.tool_bar = QToolBar("Tools", self)
        self.tool_bar.setObjectName("toolsToolBar")
        self.tool_bar.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        self.tool_bar.setIconSize(QSize(20, 20))
        self.addToolBar(Qt.LeftToolBarArea, self.tool_bar)
        self.palette = PaletteWidget(self.tool_settings, hexmap.ruleset)
        self.palette_dock = self.add_dock(self.palette, "Palette", "paletteDock")
        self.readout = HexReadout()
        self.zoom_label = QLabel()
        self.statusBar().addWidget(self.readout, 1)
        self.statusBar().addPermanentWidget(self.zoom_label)
        self._build_menus()
        add_file_actions(self)  # packs and printing (editor.print.menu)
        for cls in TOOL_CLASSES:
            self.add_tool(cls(self.document, self.tool_settings))
        install_scenario_ui(self)  # scenario tools, docks and menus (editor.scenario)
        install_playtest(self)  # Playtest menu and mode (editor.playtest)
        install_fow_ui(self)  # fow status badges and Shot preview tool (editor.fow)
        install_tng_ui(self)  # tng overlays and the Triumph & Glory dock (editor.tng)
        self.set_tool("brush")
        self.tool_settings.toolRequested.connect(self._tool_requested)
        self.scene.hexHovered.connect(lambda h: self.readout.show_hex(self.document.hexmap, h))
        self.view.zoomChanged.connect(self._zoom_changed)
        self.session_level: int | None = None  # the user's own zoom level, kept for maps opened later
        self._auto_zoom = False
        self.document.changed.connect(self._on_changed)
        self.document.pathChanged.connect(lambda _p: self._update_title())
        self.document.modifiedChanged.connect(self.setWindowModified)
        self.files.recentChanged.connect(self._fill_recent_menu)
        self._update_title()
        self._restore_geometry()
        self.tng_ui.refresh()  # a restored layout must not show the tng dock on a coh map
        self._auto_zoom = True
        self.view.set_level(0, anchor_under_mouse=False)
        self._auto_zoom = False

    # --- extension points -------------------------------------------------------
    def add_tool(self, tool: MapTool) -> QAction:
        """Add ``tool`` to the tool bar and the Tools menu; returns its action."""
        act = QAction(tool_icon(tool.name), tool.label, self)
        act.setCheckable(True)
        act.setToolTip(tool_tip(tool.label, tool.tooltip, tool.shortcut))
        if tool.shortcut:
            act.setShortcut(QKeySequence(tool.shortcut))
        act.triggered.connect(lambda _checked=False, n=tool.name: self.set_tool(n))
        self._tool_group.addAction(act)
        self.tool_bar.addAction(act)
        self.tools_menu.addAction(act)
        self.tools[tool.name] = tool
        self.tool_actions[tool.name] = act
        return act

    def add_dock(self, widget: QWidget, title: str, object_name: str,
                 area: Qt.DockWidgetArea = Qt.RightDockWidgetArea) -> QDockWidget:
        """Put ``widget`` in a dock (``object_name`` keys the saved layout)."""
        dock = QDockWidget(title, self)
        dock.setObjectName(object_name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

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
    def _action(self, menu, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
        act.triggered.connect(lambda _checked=False: slot())
        menu.addAction(act)
        return act

    def _build_menus(self) -> None:
        mb = self.menuBar()
        fm = mb.addMenu("&File")
        self._action(fm, "&New map...", self.files.new_map, QKeySequence.New)
        self._action(fm, "New scenario from &boards...", lambda: new_scenario_from_boards(self),
                     tip="Compose geomorphic board maps into the map of a new scenario")
        self._action(fm, "&Open...", self.files.open, QKeySequence.Open)
        self.recent_menu = fm.addMenu("Open &recent")
        self._fill_recent_menu()
        self._action(fm, "Import &Tiled...", self.files.import_tiled, tip="Read a Tiled .tmx hex map")
        fm.addSeparator()
        self._action(fm, "&Save", self.files.save, QKeySequence.Save)
        self._action(fm, "Save &as...", self.files.save_as, QKeySequence.SaveAs)
        fm.addSeparator()
        quit_keys = QKeySequence(QKeySequence.Quit)
        self.quit_action = self._action(fm, "&Quit", self.close,
                                        quit_keys if not quit_keys.isEmpty() else QKeySequence("Ctrl+Q"))
        em = mb.addMenu("&Edit")
        self.undo_action = self.document.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence.Undo)
        self.redo_action = self.document.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcut(QKeySequence.Redo)
        em.addAction(self.undo_action)
        em.addAction(self.redo_action)
        vm = self.view_menu = mb.addMenu("&View")
        self.labels_action = QAction("Hex &labels", self, checkable=True, checked=True)
        self.labels_action.setShortcut(QKeySequence("Ctrl+L"))
        self.labels_action.toggled.connect(self.scene.map_item.set_show_labels)
        vm.addAction(self.labels_action)
        self._action(vm, "Zoom &in", lambda: self.view.zoom_by(1), QKeySequence.ZoomIn)
        self._action(vm, "Zoom &out", lambda: self.view.zoom_by(-1), QKeySequence.ZoomOut)
        self._action(vm, "&Fit map", self.view.fit_map, QKeySequence("Ctrl+0"))
        self._action(vm, "Actual &size", lambda: self.view.set_level(0, False), QKeySequence("Ctrl+1"))
        vm.addSeparator()
        vm.addAction(self.palette_dock.toggleViewAction())
        self.tools_menu = mb.addMenu("&Tools")

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = recent_files(self.settings)
        for path in files:
            act = self.recent_menu.addAction(os.path.basename(path))
            act.setToolTip(path)
            act.triggered.connect(lambda _c=False, p=path: self.files.open(p))
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
        self.setWindowTitle(f"{name}[*] - {m.cols}x{m.rows} {m.ruleset} - {APP_NAME}")
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

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.files.maybe_save():
            event.ignore()
            return
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState(LAYOUT_VERSION))
        event.accept()
