"""`PlayUnitLayer`: the live game's units on the map (one graphics item).

It draws what the session's view may see (`PlaytestSession.visible_units`:
in a side's view the enemy's hidden units are simply not there) with the
scenario editor's counters (`editor.scenario.counters.paint_counter`:
side colour, name, key stats; a dashed ``HID`` counter for a hidden unit
its own side or the designer sees).  On top of each counter: a red hit
badge (the marker's initial, or ``?`` per face-down marker), a light veil
and a ``SPENT`` tag under spent units, a yellow ring on the units of the side's
current activation, and the facing pointer on the facing hexside
(coh.md 2.2) or vertex (tng 6.11).  Victory hexes show a disc
in their current owner's colour with their VP.  In a side's view the
fortifications that side may not see (the engine hook
``hidden_fortifications(state, side)``: coh's hidden mines until they
attack) are veiled by a disc of the hex's terrain colour over their
symbol (``veiled`` lists their labels).  While a target is picked on the
map (`editor.playtest.targeting`) the hexes it may aim at (``pick_hexes``)
are outlined with a red dashed line.  Counters sit inside their hex and stacks fan out like the editor's
(`counters.stack_rects`).

``painted`` lists the unit ids drawn by the last `paint` (tests count it);
`drawn_units()` gives what the next paint will draw.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem

from core.hexgrid import Hex
from core.model.unit import UnitPlacement
from core.rules.registry import traits
from core.play.costs import engine_hook
from core.play.session import DESIGNER
from editor.scenario.counters import paint_counter, stack_rects


def _font(px: float) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(max(1, round(px)))
    f.setBold(True)
    return f


class PlayUnitLayer(QGraphicsItem):
    """The units of ``session.shown_state()`` on ``scene`` (a `MapScene`)."""

    def __init__(self, session, scene):
        super().__init__()
        self.session = session
        self._scene = scene
        self.selected: str | None = None
        self.painted: list[str] = []
        self.veiled: list[str] = []
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.NoButton)
        self._rect = scene.map_item.boundingRect().adjusted(-40, -40, 40, 40)
        self._units: list[dict] = []
        self.facing_choices: tuple[Hex, list[int]] | None = None  # a move waiting for its facing (mode)
        self.pick_hexes: set[Hex] = set()  # hexes a "pick the hex" row may aim at (editor.playtest.targeting)
        self.refresh()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect

    def refresh(self) -> None:
        """Re-read the session (after every change)."""
        hm = self.session.game.scenario.hexmap
        self._units = [dict(u, _hex=hm.parse(u["hex"])) for u in self.session.visible_units()]
        self.update()

    def drawn_units(self) -> list[dict]:
        """The unit dicts drawn now (see `PlaytestSession.visible_units`)."""
        return list(self._units)

    def stack(self, h: Hex) -> list[dict]:
        """Units drawn in ``h``, bottom first."""
        return [u for u in self._units if u["_hex"] == h]

    def counter_rect(self, u: dict) -> QRectF:
        """Scene rect of unit dict ``u``'s counter (inside its hex, fanned
        out with its stack: `counters.stack_rects`)."""
        st = self.stack(u["_hex"])
        i = next((k for k, v in enumerate(st) if v["id"] == u["id"]), 0)
        return stack_rects(self._scene.layout, u["_hex"], max(len(st), 1))[i]

    def _placement(self, u: dict) -> UnitPlacement:
        p = self.session.game.scenario.unit(u["id"])
        return p if p is not None else UnitPlacement(u["id"], u["side"])

    def _tip(self, h: Hex, facing: int) -> tuple[float, float]:
        """Scene point of the facing pointer's tip for ``facing`` in ``h``."""
        lay = self._scene.layout
        cx, cy = lay.hex_to_pixel(h)
        if traits(self.session.game.scenario.ruleset).facing == "vertex":  # tng 6.11: a vertex
            dx, dy = lay.corner_offset(facing)
            return cx + dx * 1.02, cy + dy * 1.02
        (ax, ay), (bx, by) = lay.side_endpoints(h, facing)
        return cx + ((ax + bx) / 2 - cx) * 1.04, cy + ((ay + by) / 2 - cy) * 1.04

    def facing_at(self, h: Hex, x: float, y: float, options) -> int | None:
        """Of the facings ``options``, the one whose pointer in ``h`` points
        most nearly toward scene point ``(x, y)`` (None: no options)."""
        cx, cy = self._scene.layout.hex_to_pixel(h)
        want = math.atan2(y - cy, x - cx)

        def off(f: int) -> float:
            tx, ty = self._tip(h, f)
            d = abs(math.atan2(ty - cy, tx - cx) - want) % (2 * math.pi)
            return min(d, 2 * math.pi - d)
        return min(sorted(options), key=off, default=None)

    def _pointer(self, p: QPainter, h: Hex, facing: int, colour: QColor) -> None:
        lay = self._scene.layout
        cx, cy = lay.hex_to_pixel(h)
        tx, ty = self._tip(h, facing)
        n = math.hypot(tx - cx, ty - cy) or 1.0
        ux, uy = (tx - cx) / n, (ty - cy) / n
        bx0, by0 = tx - ux * 11, ty - uy * 11
        p.setPen(QPen(QColor("#111111"), 1.2))
        p.setBrush(colour)
        p.drawPolygon(QPolygonF([QPointF(tx, ty), QPointF(bx0 - uy * 7, by0 + ux * 7),
                                 QPointF(bx0 + uy * 7, by0 - ux * 7)]))

    def _active_members(self) -> set[str]:
        st = self.session.shown_state()
        out: set[str] = set()
        for rec in (getattr(st, "activation", None) or {}).values():
            if rec:
                out.update(rec.get("members", []))
        return out

    def _control(self, p: QPainter, colours: dict) -> None:
        """Victory hexes with their live owner (a disc in the owner's
        colour, white when nobody holds it) and their VP."""
        sc = self.session.game.scenario
        st = self.session.shown_state()
        owners = getattr(st, "control", {}) or {}
        lay = self._scene.layout
        p.setFont(_font(8))
        for c in sc.victory.control:
            cx, cy = lay.hex_to_pixel(c.hex)
            owner = owners.get(sc.hexmap.label(c.hex))
            disc = QRectF(cx - 8, cy - 25, 16, 16)
            p.setPen(QPen(QColor("#111111"), 1.2))
            p.setBrush(QColor(colours.get(owner, "#f4f4f4")) if owner else QColor("#f4f4f4"))
            p.drawEllipse(disc)
            p.setPen(QColor("#ffffff") if owner else QColor("#111111"))
            p.drawText(disc, Qt.AlignCenter, str(c.vp))

    def _veil(self, p: QPainter) -> None:
        """Cover the symbols of the fortifications the viewing side may not
        see (module doc)."""
        s = self.session
        self.veiled = []
        if s.view == DESIGNER:
            return
        st = s.shown_state()
        hook = engine_hook(st, "hidden_fortifications")
        if hook is None:
            return
        self.veiled = sorted(hook(st, s.view))
        hm, lay = s.game.scenario.hexmap, self._scene.layout
        terrain = self._scene.map_item.map_painter.catalogue.terrain
        for lab in self.veiled:
            h = hm.parse(lab)
            cx, cy = lay.hex_to_pixel(h)
            colour = QColor((terrain.get(hm.terrain_at(h)) or {}).get("color", "#d8e4a8"))
            p.setPen(Qt.NoPen)
            p.setBrush(colour)
            r = lay.size * 0.47
            p.drawEllipse(QRectF(cx - r, cy - r, 2 * r, 2 * r))  # the symbol on its plate
            ring = QPen(colour, 0.12 * lay.size)  # the map's inner ring in the fortification's colour
            ring.setJoinStyle(Qt.MiterJoin)
            p.setPen(ring)
            p.setBrush(Qt.NoBrush)
            p.drawPolygon(QPolygonF([QPointF(cx + 0.86 * (x - cx), cy + 0.86 * (y - cy)) for x, y in lay.corners(h)]))

    def paint(self, p: QPainter, option, widget=None) -> None:
        sc = self.session.game.scenario
        colours = {s.id: s.colour for s in sc.sides}
        members = self._active_members()
        self.painted = []
        self._veil(p)
        self._control(p, colours)
        for u in self._units:
            if u.get("facing") is not None and not u.get("hidden"):
                self._pointer(p, u["_hex"], u["facing"], QColor(colours.get(u["side"], "#808080")).lighter(125))
        if self.pick_hexes:  # the hexes a "pick the hex" row may aim at, to click on
            pen = QPen(QColor("#c0392b"), 2.2, Qt.DashLine)
            pen.setCosmetic(True)
            p.setPen(pen)
            p.setBrush(QColor(192, 57, 43, 28))
            for h in self.pick_hexes:
                p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in self._scene.layout.corners(h)]))
        if self.facing_choices is not None:  # the facings a move may end with, to click on
            fh, opts = self.facing_choices
            p.setPen(QPen(QColor("#ff8c00"), 3, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawPolygon(QPolygonF([QPointF(x, y) for x, y in self._scene.layout.corners(fh)]))
            for f in opts:
                self._pointer(p, fh, f, QColor("#ff8c00"))
        for u in self._units:
            rect = self.counter_rect(u)
            r = paint_counter(p, rect.center(), self._placement(u), sc.ruleset, colours.get(u["side"], "#808080"),
                              u["id"] == self.selected, bool(u.get("hidden")), rect.width())
            self.painted.append(u["id"])
            if u.get("spent"):
                p.setPen(Qt.NoPen)
                p.setBrush(QColor(30, 30, 30, 70))
                p.drawRoundedRect(r, 3, 3)
                tag = QRectF(r.center().x() - 15, r.bottom() - 3, 30, 8.5)  # within the hex
                p.setBrush(QColor(40, 40, 40, 220))
                p.drawRoundedRect(tag, 2, 2)
                p.setPen(QColor("#ffffff"))
                p.setFont(_font(7))
                p.drawText(tag, Qt.AlignCenter, "SPENT")
            if u["id"] in members:
                p.setPen(QPen(QColor("#ffe14d"), 2.0, Qt.DotLine))
                p.setBrush(Qt.NoBrush)
                p.drawRoundedRect(r.adjusted(-3, -3, 3, 3), 4, 4)
            hits = u.get("hits") or []
            marks = [h[:1].upper() for h in hits] + ["?"] * int(u.get("hits_face_down") or 0)
            if marks:
                w = 6 + 6 * len(marks)  # in the strip left of the counter (cost badges use the right one)
                badge = QRectF(r.left() + 2 - w, r.center().y() - 6, w, 12)
                p.setPen(QPen(QColor("#3a0000"), 0.8))
                p.setBrush(QColor("#d42020"))
                p.drawRoundedRect(badge, 3, 3)
                p.setPen(QColor("#ffffff"))
                p.setFont(_font(8))
                p.drawText(badge, Qt.AlignCenter, "".join(marks))
