"""Builders for the scenario editor tests: a window on a sample scenario."""
from __future__ import annotations

from tests.conftest import SAMPLES
from tests.editor.helpers import make_window

BALKA = SAMPLES / "coh_balka_hill.scenario.json"
PARTISANS = SAMPLES / "coh_partisans.scenario.json"
BORODINO = SAMPLES / "tng_borodino_outpost.scenario.json"


def scenario_window(qtbot, tmp_path, path=BALKA):
    """A shown MainWindow with ``path`` open (asserts the load worked)."""
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(path)), w.files.errors
    # the checks of a newly opened document run on a worker thread
    qtbot.waitUntil(lambda: not w.scenario_ui.validation.pending(), timeout=20000)
    return w


def press(w, tool_name, label, button="left", shift=False):
    """Press and release ``tool_name`` on hex ``label`` (as the scene would)."""
    from editor.tools.base import HexEvent
    m = w.document.hexmap
    h = m.parse(label)
    tool = w.tools[tool_name]
    w.set_tool(tool_name)
    ev = HexEvent(h, 0, m.contains(h), button, shift, False)
    tool.press(ev)
    tool.release(ev)
    return tool


def render_around(w, centre_label: str, size=(700, 340), save_as: str | None = None):
    """A ``size`` (pixels) `QImage` of ``w``'s scene centred on hex
    ``centre_label``, on white; saved to ``save_as`` too when given."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    cx, cy = w.scene.layout.hex_to_pixel(w.document.hexmap.parse(centre_label))
    img = QImage(size[0], size[1], QImage.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    w.scene.render(p, QRectF(0, 0, *size), QRectF(cx - size[0] / 2, cy - size[1] / 2, *size))
    p.end()
    if save_as:
        img.save(save_as)
    return img


def count_colour(img, colour, tol: int = 12) -> int:
    """How many pixels of every other row and column of ``img`` are within
    ``tol`` of ``colour`` in each of red, green and blue."""
    n = 0
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            c = img.pixelColor(x, y)
            if abs(c.red() - colour.red()) <= tol and abs(c.green() - colour.green()) <= tol \
                    and abs(c.blue() - colour.blue()) <= tol:
                n += 1
    return n
