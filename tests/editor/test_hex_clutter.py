"""A hex stays readable with a counter in it (issue 16 Clutter): the hex
label above a lone counter is not covered, a fortification shows as a ring
around the counter and a bunker's facing as a thick side, and movement
costs are plain numbers inside a tinted, outlined reach."""
from core.hexgrid import Hex, Layout
from editor.scenario.counters import stack_rects


def test_a_lone_counter_leaves_the_hex_label_clear():
    # MapPainter._paint_labels: a label's top at -0.84 s (flat) or -0.8 s (pointy, 4 digits); font 0.3 s
    # at 100 % and above (0.38 s at most, when zoomed far out)
    for orientation, top, font in (("flat", -0.84, 0.38), ("pointy", -0.8, 0.3)):
        lay = Layout(orientation, "even", 30.0)
        h = Hex(2, 1)
        cx, cy = lay.hex_to_pixel(h)
        assert stack_rects(lay, h, 1)[0].top() >= cy + (top + font) * 30, orientation


def test_fortification_ring_and_bunker_side_are_drawn_outside_the_counter(qapp):
    from PySide6.QtGui import QColor, QImage, QPainter
    from core.model import Fortification, HexMap
    from editor.scene.map_painter import MapPainter
    m = HexMap(3, 3, "coh")
    h = m.layout.from_offset(1, 1)
    m.fortifications[h] = Fortification("bunker", 0)
    mp = MapPainter(m, 30.0)
    rect = mp.scene_rect()
    img = QImage(int(rect.width()), int(rect.height()), QImage.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.translate(-rect.left(), -rect.top())
    mp.paint(p, rect, 1.0)
    p.end()
    plain = HexMap(3, 3, "coh")
    mp2 = MapPainter(plain, 30.0)
    img2 = QImage(img.size(), QImage.Format_ARGB32)
    img2.fill(QColor("white"))
    p = QPainter(img2)
    p.translate(-rect.left(), -rect.top())
    mp2.paint(p, rect, 1.0)
    p.end()
    lay = mp.layout
    cx, cy = lay.hex_to_pixel(h)
    counter = stack_rects(lay, h, 1)[0]
    outside = [(x, y) for x in range(int(cx - 28), int(cx + 28)) for y in range(int(cy - 26), int(cy + 26))
               if not counter.contains(x, y)]
    changed = sum(img.pixel(int(x - rect.left()), int(y - rect.top())) !=
                  img2.pixel(int(x - rect.left()), int(y - rect.top())) for x, y in outside)
    assert changed > 150          # the fortification shows where a counter cannot cover it


def test_long_counter_names_shorten_before_they_are_cut_off(qapp):
    from editor.scenario.counters import fit_name, short_names
    assert short_names("Delzons, 1st bde")[:2] == ["Delzons 1st bde", "Delzons 1st"]
    assert "Zajaczek 16th" in short_names("Zajaczek (16th Polish)")
    px, squeeze, text = fit_name("Delzons, 1st bde", 26.0)     # the name band of a T&G counter at 100 %
    assert text in ("Delzons, 1st bde", "Delzons 1st bde", "Delzons 1st", "Delzons 1")
    assert "…" not in text
    assert fit_name("Rifles '41", 200.0)[2] == "Rifles '41"
