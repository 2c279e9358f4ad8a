"""Zoomed out, the map is drawn a colour per hex by pixel: the hex under
each pixel is the one `Layout.pixel_to_hex` finds, and the colour table
follows edits."""
import random


from core.model import HexMap
from editor.scene.map_painter import MapPainter
from editor.scene.raster import hex_indices


def test_pixels_find_the_hex_pixel_to_hex_finds():
    rnd = random.Random(3)
    for orientation in ("flat", "pointy"):
        for stagger in ("odd", "even"):
            m = HexMap(13, 9, "coh", orientation=orientation, stagger=stagger)
            mp = MapPainter(m)
            lay = mp.layout
            rect = mp.scene_rect()
            lod = 0.37
            idx = hex_indices(lay, m.cols, m.rows, rect, lod)
            for _ in range(300):
                i, j = rnd.randrange(idx.shape[1]), rnd.randrange(idx.shape[0])
                x, y = rect.left() + (i + 0.5) / lod, rect.top() + (j + 0.5) / lod
                h = lay.pixel_to_hex(x, y)
                want = -1
                if m.contains(h):
                    c, r = lay.to_offset(h)
                    want = c * m.rows + r
                assert idx[j, i] == want


def test_colour_table_follows_edits():
    m = HexMap(6, 5, "coh")
    mp = MapPainter(m)
    before = mp.hex_rgba().copy()
    h = m.parse("0302")
    m.terrain[h] = "woods"
    mp.hexes_changed([h])
    c, r = mp.layout.to_offset(h)
    want = mp.fill_color("woods", 0)
    assert tuple(mp.hex_rgba()[c * m.rows + r]) == (want.red(), want.green(), want.blue(), 255)
    assert (mp.hex_rgba() != before).any(axis=1).sum() == 1
    assert (MapPainter(m).hex_rgba() == mp.hex_rgba()).all()


def test_colour_table_is_each_hexs_own_fill_colour():
    """The numpy-built table (issue 15: 500 x 500 maps) gives every hex the
    colour `fill_color` gives its terrain and elevation, in every layout."""
    rnd = random.Random(5)
    for orientation in ("flat", "pointy"):
        for stagger in ("odd", "even"):
            m = HexMap(11, 7, "coh", orientation=orientation, stagger=stagger)
            for h in m.hexes():
                if rnd.random() < 0.5:
                    m.terrain[h] = rnd.choice(["woods", "clear", "heavy_woods"])
                if rnd.random() < 0.3:
                    m.elevation[h] = rnd.randint(-2, 3)
            mp = MapPainter(m)
            table = mp.hex_rgba()
            for h in m.hexes():
                c, r = mp.layout.to_offset(h)
                want = mp.fill_color(m.terrain_at(h), m.elevation_at(h))
                assert tuple(table[c * m.rows + r]) == (want.red(), want.green(), want.blue(), 255)


def test_every_pixel_finds_the_hex_cube_rounding_finds():
    """The line-by-line lookup of `hex_indices` (issue 15: a map fitting the
    window, a fifth of the time) agrees with cube rounding every pixel on
    whole rects, in every layout, at zoomed-out and middle levels, on and
    off the map."""
    from PySide6.QtCore import QRectF

    from editor.scene.raster import _cube_indices
    rnd = random.Random(11)
    for orientation in ("flat", "pointy"):
        for stagger in ("odd", "even"):
            m = HexMap(40, 30, "coh", orientation=orientation, stagger=stagger)
            lay = MapPainter(m).layout
            full = MapPainter(m).scene_rect()
            for lod in (1 / 16, 2 ** -3.75, 0.21, 0.37, 1.0):
                for _ in range(3):
                    x0 = rnd.uniform(full.left() - 200, full.right() - 100)
                    y0 = rnd.uniform(full.top() - 200, full.bottom() - 100)
                    rect = QRectF(x0, y0, 300 / lod, 200 / lod)
                    got = hex_indices(lay, m.cols, m.rows, rect, lod)
                    want = _cube_indices(lay, m.cols, m.rows, rect, lod)
                    assert got.shape == want.shape
                    assert (got == want).all(), (orientation, stagger, lod, int((got != want).sum()))
                    assert (got >= 0).any() or not rect.intersects(full)
