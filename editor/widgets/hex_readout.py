"""The status-bar readout of the hex under the cursor."""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QLabel

from core.hexgrid import Hex
from core.model import HexMap
from core.naming import feature_name, fortification_name, terrain_label

HEX_FLAG_NAMES = (QT_TRANSLATE_NOOP("HexReadout", "road"), QT_TRANSLATE_NOOP("HexReadout", "trail"))

_FLAT_DIRS = ("N", "NE", "SE", "S", "SW", "NW")
_POINTY_DIRS = ("NE", "E", "SE", "SW", "W", "NW")


def direction_name(hexmap: HexMap, d: int) -> str:
    """Compass name of hexside direction ``d`` for the map's orientation."""
    return (_FLAT_DIRS if hexmap.orientation == "flat" else _POINTY_DIRS)[d % 6]


def describe_hex(hexmap: HexMap, h: Hex) -> str:
    """One line about ``h``: label, terrain, elevation, hexside features
    (with their direction), flags and fortification (with facing)."""
    r = hexmap.ruleset
    parts = [hexmap.display_label(h), terrain_label(r, hexmap.terrain_at(h)),
             QCoreApplication.translate("HexReadout", "elevation {level}").format(level=hexmap.elevation_at(h))]
    sides = []
    for d in range(6):
        n = hexmap.layout.neighbour(h, d)
        if hexmap.contains(n):
            for f in sorted(hexmap.features_between(h, n)):
                sides.append(f"{direction_name(hexmap, d)} {feature_name(r, f).lower()}")
    if sides:
        parts.append(QCoreApplication.translate("HexReadout", "sides: {sides}").format(sides=", ".join(sides)))
    flags = hexmap.flags_at(h)
    if flags:
        parts.append(" ".join(QCoreApplication.translate("HexReadout", f) for f in sorted(flags)))  # road, trail
    fort = hexmap.fortification_at(h)
    if fort is not None:
        text = fortification_name(r, fort.kind).lower()
        if fort.facing is not None:
            text = QCoreApplication.translate("HexReadout", "{fortification} facing {direction}").format(
                fortification=text, direction=direction_name(hexmap, fort.facing))
        parts.append(text)
    return "  ·  ".join(parts)


class HexReadout(QLabel):
    """Shows `describe_hex` for the hovered hex (blank off the map)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setMinimumWidth(200)
        self._hexmap: HexMap | None = None
        self._hex: Hex | None = None

    def show_hex(self, hexmap: HexMap, h: Hex | None) -> None:
        """Describe ``h`` of ``hexmap`` (None clears)."""
        self._hexmap, self._hex = hexmap, h
        self.setText(describe_hex(hexmap, h) if h is not None and hexmap.contains(h) else "")

    def refresh(self) -> None:
        """Re-read the hex shown (after an edit)."""
        if self._hexmap is not None:
            self.show_hex(self._hexmap, self._hex)
