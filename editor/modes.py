"""Window modes: `Mode` declares what one mode of the main window shows,
`ModeSwitcher` switches between them.

A mode (``editing``, ``playtest``) declares

* its docks (``docks``: object name -> `QDockWidget`), scene layers
  (``layers``) and tool bars (``tool_bars``), registered by whoever builds
  them through the window's ``add_dock`` / ``add_layer`` / ``add_tool_bar``
  with the mode's name;
* its map tool (``tool``: the one active when the mode was left, or set by
  the mode's owner before switching);
* its menu state: ``locked_menus``, ids of the window's menus (see
  `editor.actions.ActionRegistry`) disabled with every entry in them (so
  their shortcuts are off too) while the mode is on.

Switching (`ModeSwitcher.set_mode`) saves the old mode's dock layout
(``QMainWindow.saveState``: visibility, tabs, sizes), which layers and tool
bars were shown and whether each dock's View-menu toggle was offered, then
hides all of them; the new mode gets its own saved layout back (first
time: its docks and tool bars shown), its layers as they were, its tool,
and its locked menus.  Nothing outside the two modes' declarations is
touched.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtWidgets import QDockWidget, QGraphicsItem, QToolBar

EDITING = "editing"
PLAYTEST = "playtest"


@dataclass(eq=False)
class Mode:
    """One mode's declaration (see the module doc) and what it saved when
    it was left (``saved_*``)."""

    name: str
    locked_menus: tuple[str, ...] = ()
    docks: dict[str, QDockWidget] = field(default_factory=dict)
    layers: list[QGraphicsItem] = field(default_factory=list)
    tool_bars: list[QToolBar] = field(default_factory=list)
    tool: object = None
    saved_state: object = None
    saved_layers: list = field(default_factory=list)
    saved_bars: list = field(default_factory=list)
    saved_toggles: dict = field(default_factory=dict)


class ModeSwitcher:
    """The modes of ``window`` (a `MainWindow`: ``scene``, ``menu``,
    ``saveState``/``restoreState``); starts in the first mode.  Layouts are
    saved with ``version`` (the window's layout version, so a mode's saved
    layout may also be written to the settings)."""

    def __init__(self, window, modes: list[Mode], version: int = 0):
        self.window = window
        self.version = version
        self.modes = {m.name: m for m in modes}
        self.current = modes[0]
        self._locked: dict = {}

    def mode(self, name: str) -> Mode:
        """The mode called ``name`` (``KeyError`` naming the known ones)."""
        try:
            return self.modes[name]
        except KeyError:
            raise KeyError(f"no mode {name!r}; known: {', '.join(self.modes)}") from None

    def owner_of(self, dock: QDockWidget) -> Mode | None:
        """The mode that declared ``dock``."""
        return next((m for m in self.modes.values() if dock in m.docks.values()), None)

    def set_mode(self, name: str) -> bool:
        """Switch to mode ``name``; False when it is already on."""
        new = self.mode(name)
        old = self.current
        if new is old:
            return False
        self._leave(old)
        self.current = new
        self._enter(new)
        return True

    def _leave(self, m: Mode) -> None:
        w = self.window
        m.saved_state = w.saveState(self.version)
        m.saved_layers = [it for it in m.layers if it.isVisible()]
        m.saved_bars = [b for b in m.tool_bars if not b.isHidden()]
        m.saved_toggles = {d: d.toggleViewAction().isVisible() for d in m.docks.values()}
        m.tool = w.scene.tool
        for it in m.layers:
            it.setVisible(False)
        for b in m.tool_bars:
            b.hide()
        for d in m.docks.values():
            d.hide()
            d.toggleViewAction().setVisible(False)  # not offered in the View menu of another mode
        for act, enabled in self._locked.items():
            act.setEnabled(enabled)
        self._locked = {}

    def _enter(self, m: Mode) -> None:
        w = self.window
        if m.saved_state is not None:
            w.restoreState(m.saved_state, self.version)
        for d in m.docks.values():
            if m.saved_state is None:
                d.show()
            d.toggleViewAction().setVisible(m.saved_toggles.get(d, True))
        bars = m.saved_bars if m.saved_state is not None else m.tool_bars
        for b in m.tool_bars:
            b.setVisible(b in bars)
        for it in (m.saved_layers if m.saved_state is not None else m.layers):
            it.setVisible(True)
        for menu_id in m.locked_menus:
            menu = w.menu(menu_id)
            for act in [menu.menuAction()] + menu.actions():
                self._locked[act] = act.isEnabled()
                act.setEnabled(False)
        if m.tool is not None:
            w.scene.set_tool(m.tool)
