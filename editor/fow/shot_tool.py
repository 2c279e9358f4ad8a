"""The fow shooting preview: `ShotPreviewTool` (K) and `ShotOverlay`.

Click a unit to make it the shooter (again on the same hex: the next unit
of the stack); hover a hex holding enemy units: a line from the shooter
(green: the shot may be taken, red: not) and a panel beside the target with
`core.overlays.fow_shot.shot_report` for the top enemy unit there -- concealment
and why, gone to ground, the to-hit number with its modifiers, the dice
(halted or moving ROF) and what the hits face.  Right-click clears.  The
tool never edits the scenario.  Panel sizes are scene units (hex size 30).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from core.hexgrid import Hex
from core.overlays.fow_shot import ShotReport, shot_report
from editor.scenario.overlays import SceneItem
from editor.tools.base import HexEvent, MapTool

LEGAL, ILLEGAL = QColor("#1b8a2f"), QColor("#c62828")


def _font(px: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPixelSize(round(px))
    f.setBold(bold)
    return f


class ShotOverlay(SceneItem):
    """Draws the shooter mark, the line to the hovered target and the report
    panel (room for the panel right of and below the map)."""

    def __init__(self, scene):
        self.shooter_hex: Hex | None = None
        self.target_hex: Hex | None = None
        self.report: ShotReport | None = None
        super().__init__(scene, 8, margin=(40, 40, 600, 200))

    def show(self, shooter_hex: Hex | None, target_hex: Hex | None = None, report: ShotReport | None = None) -> None:
        """Show the shooter (and a target with its report); None clears."""
        self.shooter_hex, self.target_hex, self.report = shooter_hex, target_hex, report
        self.update()

    def _centre(self, h: Hex) -> QPointF:
        x, y = self._scene.layout.hex_to_pixel(h)
        return QPointF(x, y)

    def panel_lines(self) -> list[str]:
        """The text of the panel (empty when nothing is hovered)."""
        r = self.report
        if r is None:
            return []
        return [r.lines[0] if r.lines else f"{r.shooter} -> {r.target}", r.error] if r.error else list(r.lines)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if self.shooter_hex is None:
            return
        a = self._centre(self.shooter_hex)
        p.setRenderHint(QPainter.Antialiasing)
        p.setPen(QPen(QColor("#ffe14d"), 3))
        p.setBrush(Qt.NoBrush)
        p.drawEllipse(a, 24, 24)
        if self.target_hex is None or self.report is None:
            return
        b = self._centre(self.target_hex)
        colour = LEGAL if self.report.legal else ILLEGAL
        pen = QPen(colour, 3, Qt.SolidLine if self.report.legal else Qt.DashLine)
        pen.setCapStyle(Qt.RoundCap)
        p.setPen(pen)
        p.drawLine(a, b)
        p.drawEllipse(b, 24, 24)
        self._panel(p, b + QPointF(30, -30), colour)

    def _panel(self, p: QPainter, at: QPointF, colour: QColor) -> None:
        lines = self.panel_lines()
        head, body = _font(11, True), _font(10)
        fh, fb = QFontMetricsF(head), QFontMetricsF(body)
        width = max([fh.horizontalAdvance(lines[0])] + [fb.horizontalAdvance(t) for t in lines[1:]]) + 16
        height = fh.height() + 6 + len(lines[1:]) * (fb.height() + 2) + 8
        box = QRectF(at.x(), at.y(), width, height)
        p.setPen(QPen(colour, 2))
        p.setBrush(QColor(255, 255, 250, 235))
        p.drawRoundedRect(box, 5, 5)
        p.setPen(QColor("#111111"))
        p.setFont(head)
        y = box.top() + 4
        p.drawText(QRectF(box.left() + 8, y, width, fh.height()), Qt.AlignLeft | Qt.AlignVCenter, lines[0])
        y += fh.height() + 6
        p.setFont(body)
        for i, t in enumerate(lines[1:]):
            p.setPen(colour.darker(130) if i == 0 and not self.report.legal else QColor("#222222"))
            p.drawText(QRectF(box.left() + 8, y, width, fb.height()), Qt.AlignLeft | Qt.AlignVCenter, t)
            y += fb.height() + 2


class ShotPreviewTool(MapTool):
    """Select a shooter, hover a target: the fow shot explained (module doc).

    ``ctx`` provides ``unit_layer`` (stacks as drawn), ``overlay`` (a
    `ShotOverlay`) and ``message(text, error=False)``."""

    name = "fow_shot"
    shortcut = "K"

    @property
    def label(self) -> str:
        """The tool's name in the user's language."""
        return QCoreApplication.translate("ShotPreviewTool", "Shot preview")

    @property
    def tooltip(self) -> str:
        """The tool's tip in the user's language."""
        return QCoreApplication.translate("ShotPreviewTool", "Flames of War: click a shooter, hover a target: "
                                          "concealment, gone to ground, to-hit number, dice (moving or halted ROF) "
                                          "and why; right-click clears")

    def __init__(self, document, ctx):
        super().__init__(document, None, ctx)
        self.ctx = ctx  # the extra (`FowUi`): unit layer, overlay, message
        self.shooter: str | None = None
        self.report: ShotReport | None = None

    def press(self, ev: HexEvent) -> None:
        if ev.button == "right" or not ev.on_map:
            self.clear()
            return
        stack = [u.id for u in self.ctx.unit_layer.stack(ev.hex)]
        if not stack:
            self.clear()
            self.ctx.message(QCoreApplication.translate("ShotPreviewTool", "Shot preview: click a unit to choose "
                                                                            "the shooter"))
            return
        if self.shooter in stack and len(stack) > 1:
            uid = stack[(stack.index(self.shooter) - 1) % len(stack)]
        elif self.document.selected_unit in stack:
            uid = self.document.selected_unit
        else:
            uid = stack[-1]
        self.set_shooter(uid)

    def move(self, ev: HexEvent) -> None:
        self.hover(ev.hex if ev.on_map else None)

    def set_shooter(self, uid: str | None) -> None:
        """Make unit ``uid`` the shooter (None clears)."""
        self.shooter, self.report = uid, None
        sc = self.document.scenario
        u = sc.unit(uid) if uid else None
        if u is None or u.hex is None:
            self.clear()
            return
        self.ctx.overlay.show(u.hex)
        self.ctx.message(QCoreApplication.translate("ShotPreviewTool", "Shot preview: {unit} shoots; hover an enemy "
                                                                        "unit").format(unit=uid))

    def targets_at(self, h: Hex) -> list[str]:
        """Enemy units of the shooter drawn in ``h``, top first."""
        sc = self.document.scenario
        me = sc.unit(self.shooter) if self.shooter else None
        if me is None:
            return []
        return [u.id for u in reversed(self.ctx.unit_layer.stack(h)) if u.side != me.side]

    def hover(self, h: Hex | None) -> None:
        """The cursor is over ``h`` (None: off the map)."""
        if self.shooter is None:
            return
        me = self.document.scenario.unit(self.shooter)
        if me is None or me.hex is None:
            self.clear()
            return
        foes = self.targets_at(h) if h is not None else []
        if not foes:
            self.report = None
            self.ctx.overlay.show(me.hex)
            return
        self.report = shot_report(self.document.scenario, self.shooter, foes[0])
        self.ctx.overlay.show(me.hex, h, self.report)
        self.ctx.message(self.report.summary(), error=bool(self.report.error))

    def clear(self) -> None:
        """Forget the shooter and hide the overlay."""
        self.shooter, self.report = None, None
        self.ctx.overlay.show(None)

    def deactivate(self) -> None:
        self.clear()
