"""The palette's current choices, shared by the tools: `ToolSettings`."""
from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from core.model import HEX_FLAGS

ELEVATION_MODES = ("raise", "lower", "set")
SHAPE_TARGETS = ("terrain", "elevation")  # what the line and rectangle tools paint


class ToolSettings(QObject):
    """What the tools paint with.  Attributes: ``terrain`` (catalogue name),
    ``feature`` (hexside feature name), ``fortification`` (kind, or ``""`` to
    clear), ``radius`` (brush radius in hexes: 0, 1 or 2),
    ``elevation_mode`` (one of `ELEVATION_MODES`), ``elevation_level`` (the
    level ``set`` paints), ``hex_flag`` (``road`` or ``trail``, for the road
    tool), ``shape_target`` (one of `SHAPE_TARGETS`: the line and rectangle
    tools paint ``terrain`` or set ``elevation_level``).  ``changed`` fires
    after `set` changes any of them;
    ``toolRequested(name)`` asks the window to switch tools (the eyedropper
    asks for the brush)."""

    changed = Signal()
    toolRequested = Signal(str)

    def __init__(self, terrain: str = "open", feature: str = "stream", fortification: str = "bunker"):
        super().__init__()
        self.terrain = terrain
        self.feature = feature
        self.fortification = fortification
        self.radius = 0
        self.elevation_mode = "raise"
        self.elevation_level = 1
        self.hex_flag = "road"
        self.shape_target = "terrain"

    def set(self, **values) -> None:
        """Change some settings (by attribute name) and emit ``changed``.

        Raises ``AttributeError`` for an unknown name and ``ValueError`` for
        a radius outside 0-2 or an unknown elevation mode."""
        for k, v in values.items():
            if not hasattr(self, k) or k.startswith("_"):
                raise AttributeError(f"ToolSettings has no setting {k!r}")
            if k == "radius" and v not in (0, 1, 2):
                raise ValueError(f"brush radius must be 0, 1 or 2, got {v!r}")
            if k == "hex_flag" and v not in HEX_FLAGS:
                raise ValueError(f"hex flag must be one of {HEX_FLAGS}, got {v!r}")
            if k == "elevation_mode" and v not in ELEVATION_MODES:
                raise ValueError(f"elevation mode must be one of {ELEVATION_MODES}, got {v!r}")
            if k == "shape_target" and v not in SHAPE_TARGETS:
                raise ValueError(f"line/rectangle target must be one of {SHAPE_TARGETS}, got {v!r}")
            setattr(self, k, v)
        self.changed.emit()
