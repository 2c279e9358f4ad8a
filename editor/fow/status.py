"""Status flags on fow counters: small lettered badges down the left edge
of each counter drawn by the scenario's `editor.scenario.unit_layer.UnitLayer`.

`unit_flags(sc, u)` gives a placement's flags: its ``stats.status`` list
(moved, fired, assaulted, digging in, dug in, bailed out, bogged, pinned),
``dug_in`` also from a foxholes fortification in its hex, and
``gone_to_ground`` when it did not move, shoot or assault (seed 001 p. 90:
every team starts the game gone to ground).  `badges(flags)` maps them to
``(letter, colour, meaning)``; `StatusBadgeLayer` paints them, over the
unit layer, for fow scenarios only.  Sizes are scene units (hex size 30).
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from core.errors import HexwrightError

# flag -> (letter, colour, meaning), in drawing order (top to bottom)
BADGES = {
    "moved": ("M", "#e08a00", QT_TRANSLATE_NOOP("badges", "moved: not concealed in the open, fires at its moving ROF")),
    "fired": ("F", "#c62828", QT_TRANSLATE_NOOP("badges", "fired: not gone to ground")),
    "assaulted": ("A", "#7b1fa2", QT_TRANSLATE_NOOP("badges", "assaulted")),
    "digging_in": ("d", "#8d6e63", QT_TRANSLATE_NOOP("badges", "tried to dig in: counts as moved for its ROF, stays "
                                                               "concealed")),
    "dug_in": ("D", "#5d4037", QT_TRANSLATE_NOOP("badges", "dug in")),
    "gone_to_ground": ("G", "#2e7d32", QT_TRANSLATE_NOOP("badges", "gone to ground: +1 more to hit when concealed")),
    "bailed_out": ("B", "#37474f", QT_TRANSLATE_NOOP("badges", "bailed out: may not move or shoot")),
    "bogged": ("Bg", "#4e342e", QT_TRANSLATE_NOOP("badges", "bogged down: may not move")),
    "pinned": ("P", "#283593", QT_TRANSLATE_NOOP("badges", "pinned down")),
}
BADGE = 11.0


def unit_flags(sc, u) -> list[str]:
    """Status flags of placement ``u`` (module doc), in `BADGES` order."""
    from core.rules.fow import terrain as T
    raw = (u.stats or {}).get("status") or []
    if isinstance(raw, str):
        raw = [raw]
    flags = {f for f in raw if isinstance(f, str)}
    if u.hex is not None:
        try:
            if T.gives_dug_in(sc.hexmap, u.hex):
                flags.add("dug_in")
        except HexwrightError:  # unknown fortification: the validation dock reports it
            pass
    if not flags & {"moved", "fired", "assaulted"}:
        flags.add("gone_to_ground")
    return [f for f in BADGES if f in flags]


def badges(flags) -> list[tuple[str, str, str]]:
    """``(letter, colour, meaning)`` for each known flag (the meaning in the user's language)."""
    return [(BADGES[f][0], BADGES[f][1], QCoreApplication.translate("badges", BADGES[f][2])) for f in flags
            if f in BADGES]


def paint_badges(p: QPainter, counter: QRectF, items) -> None:
    """Paint ``items`` (from `badges`) as circles straddling the counter's
    left edge, top to bottom."""
    f = QFont("DejaVu Sans")
    f.setPixelSize(8)
    f.setBold(True)
    p.setFont(f)
    x = counter.left() - BADGE * 0.6
    y = counter.top() + 2
    for letter, colour, _meaning in items:
        r = QRectF(x, y, BADGE, BADGE)
        p.setPen(QPen(QColor("#111111"), 0.6))
        p.setBrush(QColor(colour))
        p.drawEllipse(r)
        p.setPen(QColor("white"))
        p.drawText(r.adjusted(-2, 0, 2, 0), Qt.AlignCenter, letter)
        y += BADGE + 0.5


class StatusBadgeLayer(QGraphicsItem):
    """Badges on every counter of ``unit_layer`` (a `UnitLayer`) while the
    scenario is a fow one."""

    def __init__(self, document, unit_layer):
        super().__init__()
        self.document = document
        self.unit_layer = unit_layer
        self.setZValue(unit_layer.zValue() + 0.5)
        self.setAcceptedMouseButtons(Qt.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.unit_layer.boundingRect()

    def refresh(self) -> None:
        """The map or the units changed."""
        self.prepareGeometryChange()
        self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        sc = self.document.scenario
        if not self.unit_layer.isVisible():  # hidden during a playtest (shown for its rulesets only: editor.extras)
            return
        for u in self.unit_layer.visible_units():
            rect = self.unit_layer.counter_rect(u)
            if option.exposedRect.intersects(rect.adjusted(-BADGE, -BADGE, BADGE, BADGE)):
                paint_badges(p, rect, badges(unit_flags(sc, u)))
