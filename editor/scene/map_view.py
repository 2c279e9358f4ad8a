"""The map view: zoom and pan.

Wheel zooms around the cursor through the quantised levels of
`editor.scene.map_item` (so cached tiles blit 1:1); middle-button drag or
space + left drag pans.  Everything else (tools) goes to the scene.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QCursor, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsView

from editor.scene.map_item import MAX_LEVEL, MIN_LEVEL, level_for, level_scale
from editor.scene.tile_painter import frame_coming, frame_drawn


class MapView(QGraphicsView):
    """A `QGraphicsView` with level-snapped zoom and hand panning.
    ``zoomChanged(float)`` carries the new scale."""

    zoomChanged = Signal(float)

    def __init__(self, scene=None, parent=None):
        super().__init__(scene, parent)
        self.level = 0
        self._pan_from: QPoint | None = None
        self._space = False
        self.setRenderHints(QPainter.Antialiasing | QPainter.TextAntialiasing)
        self.setTransformationAnchor(QGraphicsView.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.DontSavePainterState, True)
        self.setMouseTracking(True)
        self.setDragMode(QGraphicsView.NoDrag)

    # --- zoom -----------------------------------------------------------------
    def scale_factor(self) -> float:
        """Current zoom: device pixels per scene unit."""
        return level_scale(self.level)

    def set_level(self, level: int, anchor_under_mouse: bool = True, anchor: QPoint | None = None) -> None:
        """Zoom to level ``level`` (clamped), scale ``2 ** (level / 4)``.

        ``anchor`` (viewport pixels) is the point that stays fixed; without
        it, the mouse position (``anchor_under_mouse``) or the view centre.
        """
        level = max(MIN_LEVEL, min(MAX_LEVEL, int(level)))
        self.level = level
        if anchor is None and anchor_under_mouse:
            pos = self.viewport().mapFromGlobal(QCursor.pos())
            if self.viewport().rect().contains(pos):
                anchor = pos
        self.setTransformationAnchor(QGraphicsView.NoAnchor if anchor is not None
                                     else QGraphicsView.AnchorViewCenter)
        fixed = self.mapToScene(anchor) if anchor is not None else None
        s = level_scale(level)
        frame_coming()   # the tile painter waits for this step's frame
        self.setTransform(QTransform.fromScale(s, s))
        if fixed is not None:
            # Scroll so that the scene point that was under ``anchor`` still is.
            moved = self.mapFromScene(fixed) - anchor
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() + moved.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() + moved.y())
        self.zoomChanged.emit(s)

    def zoom_by(self, steps: int, anchor_under_mouse: bool = False, anchor: QPoint | None = None) -> None:
        """Zoom in (positive) or out (negative) by ``steps`` levels around ``anchor``."""
        self.set_level(self.level + steps, anchor_under_mouse, anchor)

    def fit_map(self) -> None:
        """Largest level at which the whole map fits the viewport."""
        scene = self.scene()
        if scene is None:
            return
        rect = scene.map_item.sceneBoundingRect() if hasattr(scene, "map_item") else scene.sceneRect()
        vp = self.viewport().size()
        fit = min(max(vp.width() - 8, 16) / rect.width(), max(vp.height() - 8, 16) / rect.height())
        level = level_for(fit)
        if level_scale(level) > fit * 1.001:
            level -= 1
        self.set_level(level, anchor_under_mouse=False)
        self.centerOn(rect.center())

    def paintEvent(self, event) -> None:  # noqa: N802
        try:
            super().paintEvent(event)
        finally:
            frame_drawn()   # the tile painter's next turn waits a little (a frame and a turn in different turns)

    def wheelEvent(self, event) -> None:  # noqa: N802
        delta = event.angleDelta().y()
        if delta:
            self.zoom_by(1 if delta > 0 else -1, anchor=event.position().toPoint())
        event.accept()

    # --- pan ------------------------------------------------------------------
    def _pan_to(self, pos: QPoint) -> None:
        d = pos - self._pan_from
        self._pan_from = pos
        self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - d.x())
        self.verticalScrollBar().setValue(self.verticalScrollBar().value() - d.y())

    def mousePressEvent(self, event) -> None:  # noqa: N802
        if event.button() == Qt.MiddleButton or (event.button() == Qt.LeftButton and self._space):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        if self._pan_from is not None:
            self._pan_to(event.position().toPoint())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802
        if self._pan_from is not None and event.button() in (Qt.MiddleButton, Qt.LeftButton):
            self._pan_from = None
            self.viewport().setCursor(Qt.OpenHandCursor if self._space else Qt.ArrowCursor)
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space = True
            self.viewport().setCursor(Qt.OpenHandCursor)
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key_Space and not event.isAutoRepeat():
            self._space = False
            self.viewport().setCursor(Qt.ArrowCursor)
            event.accept()
            return
        super().keyReleaseEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802
        scene = self.scene()
        if hasattr(scene, "leave"):
            scene.leave()
        super().leaveEvent(event)
