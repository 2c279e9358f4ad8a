"""Fortification tool: place the palette's fortification in the clicked hex.

Bunkers (kinds in `FACING_KINDS`) face the hexside nearest the click.
Clicking a hex that already holds the same fortification (and facing)
removes it; the right button always removes.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from core import edits
from core.naming import fortification_name
from core.model import Fortification
from editor.scene.fortification_symbols import FACING_KINDS
from editor.tools.base import HexEvent, MapTool


class FortificationTool(MapTool):
    """Place or remove ``settings.fortification``."""

    name = "fortification"
    label = QT_TRANSLATE_NOOP("MapTool", "Fortify")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Place a fortification (T); bunkers face the side nearest the click; click "
                                           "again or right-click to remove")
    shortcut = "T"
    shows_side = True

    def press(self, ev: HexEvent) -> None:
        if not ev.on_map:
            return
        kind = self.settings.fortification
        current = self.document.hexmap.fortification_at(ev.hex)
        new = None
        if ev.button != "right" and kind:
            new = Fortification(kind, ev.side if kind in FACING_KINDS else None)
            if new == current:
                new = None
        if new is None:
            if current is not None:
                self.document.apply(QCoreApplication.translate("MapTool", "Remove {fortification}").format(
                    fortification=fortification_name(self.document.hexmap.ruleset, current.kind)),
                    lambda m: edits.clear_fortification(m, ev.hex))
        else:
            self.document.apply(QCoreApplication.translate("MapTool", "Place {fortification}").format(
                fortification=fortification_name(self.document.hexmap.ruleset, kind)),
                lambda m: edits.set_fortification(m, ev.hex, new))
