"""What every map tool shares: the `HexEvent` the scene hands it and the
`MapTool` interface.

Tools never see pixels: the scene turns each mouse event into a `HexEvent`
(the hex under the cursor, the hexside nearest to it, buttons, modifiers)
and calls `press` / `move` (while a button is held) / `release`; the window
calls `hover` whenever the cursor enters another hex while the tool is
active (button held or not).  A tool edits through its document
(`editor.document.Document.apply`), reads the palette's choices from
``settings`` (`ToolSettings`), reaches anything else through its explicit
``context`` (e.g. the scenario controller for the scenario tools: unit
layer, probes, status messages), and tells the scene which hexes to outline
under the cursor with `footprint`.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.hexgrid import Hex


@dataclass(frozen=True)
class HexEvent:
    """A mouse event in map terms: ``hex`` under the cursor (maybe off the
    map, see ``on_map``), ``side`` the nearest hexside direction of that hex
    (0-5, see `core.hexgrid`), ``button`` ``"left"``/``"right"``/``""`` and
    the ``shift``/``ctrl`` modifiers."""

    hex: Hex
    side: int
    on_map: bool
    button: str = "left"
    shift: bool = False
    ctrl: bool = False


class MapTool:
    """Base of map tools.  Subclasses set ``name`` (an id), ``label``,
    ``tooltip`` and ``shortcut`` and override the event methods they need.
    ``settings``: the palette's `ToolSettings` (None for tools that paint
    nothing); ``context``: what else the tool works with (None for the
    map tools)."""

    name = "tool"
    label = QT_TRANSLATE_NOOP("MapTool", "Tool")
    tooltip = ""
    shortcut = ""
    shows_side = False  # outline the nearest hexside instead of hexes

    def __init__(self, document, settings=None, context=None):
        self.document = document
        self.settings = settings
        self.context = context

    def press(self, ev: HexEvent) -> None:
        """A button went down over ``ev.hex``."""

    def move(self, ev: HexEvent) -> None:
        """The cursor moved to another hex or side with a button held."""

    def release(self, ev: HexEvent) -> None:
        """The button came up (ends a stroke)."""

    def hover(self, h: Hex | None) -> None:
        """The cursor is over hex ``h`` now (None: off the map)."""

    def footprint(self, ev: HexEvent) -> list[Hex]:
        """Hexes this tool would affect at ``ev`` (outlined under the cursor)."""
        return [ev.hex] if ev.on_map else []

    def deactivate(self) -> None:
        """Another tool was chosen: end anything in progress."""
