"""Benchmark: painting a 100-hex brush stroke on a 200 x 200 map.

DESIGN.md target: every frame under 16 ms.  A frame is one brush dab (one
hex, through `Document.apply`, the undo stack and the tile cache) plus a
synchronous repaint of the view's viewport.  The reference is the naive way:
repainting the whole visible rect with `MapPainter` for every frame, in the
same run, so the ratio holds on any machine.  Qt is needed, so this lives in
the editor (``core/bench`` must stay Qt-free): run
``python -m editor.paint_benchmark [--quick]``.
"""
from __future__ import annotations

import os
import statistics
import sys
import time


def run(quick: bool = False, radius: int = 0) -> list[tuple[str, float, str]]:
    """Measure a stroke of brush ``radius``; returns ``(name, value, note)``
    figures (milliseconds)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import editor  # noqa: F401  (installs the None refcount guard)
    from PySide6.QtCore import QRectF, QSettings
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from core.model import HexMap
    from core.rules.registry import DEFAULT_RULESET
    from editor.main_window import MainWindow
    from editor.scene.map_painter import MapPainter
    from editor.tools.base import HexEvent

    app = QApplication.instance() or QApplication(["bench"])
    settings = QSettings(os.path.join(os.environ.get("TMPDIR", "/tmp"), "hexwright-bench.ini"), QSettings.IniFormat)
    w = MainWindow(HexMap(200, 200, DEFAULT_RULESET), None, settings)
    w.files.ask_save_changes = lambda: __import__("PySide6.QtWidgets").QtWidgets.QMessageBox.Discard
    w.resize(1400, 900)
    w.show()
    app.processEvents()
    w.view.set_level(0, False)
    m = w.document.hexmap
    w.view.centerOn(*m.layout_for(w.scene.map_item.map_painter.size).hex_to_pixel(m.parse("100100")))
    vp = w.view.viewport()
    vp.repaint()  # warm the tiles
    app.processEvents()
    w.tool_settings.set(terrain="woods", radius=radius)
    tool = w.tools["brush"]
    n = 30 if quick else 100
    hexes = [m.parse(f"{90 + (i % 20):03d}{95 + i // 20:03d}") for i in range(n)]
    frames = []
    tool.press(HexEvent(hexes[0], 0, True))
    for h in hexes[1:]:
        t0 = time.perf_counter()
        tool.move(HexEvent(h, 0, True))
        vp.repaint()
        frames.append((time.perf_counter() - t0) * 1000)
    tool.release(HexEvent(hexes[-1], 0, True))
    # reference: repaint the visible rect from scratch each frame
    mp = MapPainter(m)
    visible = w.view.mapToScene(vp.rect()).boundingRect()
    img = QImage(vp.size(), QImage.Format_ARGB32_Premultiplied)
    ref = []
    for _ in range(3 if quick else 5):
        t0 = time.perf_counter()
        p = QPainter(img)
        p.translate(-visible.left(), -visible.top())
        mp.paint(p, QRectF(visible), 1.0)
        p.end()
        ref.append((time.perf_counter() - t0) * 1000)
    steps = w.document.undo_stack.count()
    w.close()
    med, worst, ref_med = statistics.median(frames), max(frames), statistics.median(ref)
    return [("stroke_frame_median_ms", med, f"{len(frames)} dabs on 200x200, view {vp.width()}x{vp.height()}"),
            ("stroke_frame_max_ms", worst, "target < 16 ms"),
            ("full_repaint_reference_ms", ref_med, "naive: repaint the visible rect per frame"),
            ("speedup_vs_reference", ref_med / med if med else float("inf"), f"undo steps after stroke: {steps}")]


if __name__ == "__main__":
    radius = 2 if "--radius2" in sys.argv else 0
    for name, value, note in run(quick="--quick" in sys.argv, radius=radius):
        print(f"{name:<28} {value:10.3f}  {note}")
