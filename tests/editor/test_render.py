"""``hexwright render`` and the shared map painter / tile cache."""
import math

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage

from core import edits
from core.formats.mapfile import save_map
from core.hexgrid import SQRT3
from core.rules.catalogue import load_catalogue
from editor.render import render_map, render_size
from editor.scene.map_item import MapItem, level_scale
from hexwright.cli import main as cli_main
from tests.conftest import SAMPLES
from tests.editor.helpers import small_map


def test_render_command_writes_png_of_expected_size(qapp, tmp_path):
    m = small_map()
    src = tmp_path / "m.json"
    save_map(m, src)
    out = tmp_path / "m.png"
    assert cli_main(["render", str(src), "-o", str(out), "--scale", "40"]) == 0
    img = QImage(str(out))
    # flat hexes 40 px across the flats: size 40/sqrt3; width 1.5*s*(cols-1)+2s, height sqrt3*s*(rows+0.5)
    s = 40 / SQRT3
    assert (img.width(), img.height()) == (math.ceil(s * (1.5 * 9 + 2)), math.ceil(SQRT3 * s * 8.5))
    # the centre of 0303 is woods green
    x, y = m.layout_for(s).hex_to_pixel(m.parse("0303"))
    c = img.pixelColor(int(x), int(y + s * 0.5))
    assert c.green() > c.red() and c.green() > c.blue()


def test_render_command_reports_errors_without_traceback(qapp, tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert cli_main(["render", str(bad), "-o", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "bad.json" in err and "Traceback" not in err
    assert cli_main(["render", str(bad), "-o", str(tmp_path / "x.png"), "--scale", "0"]) == 2
    assert "--scale" in capsys.readouterr().err


def test_sample_maps_render(qapp):
    for name in ("coh_two_boards", "borodino", "fow_table"):
        from core.formats.mapfile import load_map
        m = load_map(SAMPLES / f"{name}.json")
        img = render_map(m, 12, labels=False)
        assert (img.width(), img.height()) == render_size(m, 12)
        colours = {img.pixel(x, y) for x in range(0, img.width(), 5) for y in range(0, img.height(), 5)}
        assert len(colours) > 10, name


def test_pointy_maps_render_their_terrain(qapp):
    m = small_map(orientation="pointy", stagger="odd")
    img = render_map(m, 40, labels=False)
    s = 40 / SQRT3
    x, y = m.layout_for(s).hex_to_pixel(m.parse("0101"))
    assert img.pixelColor(int(x) + 12, int(y) - 8) == QColor(load_catalogue("coh").color("open"))


def _tile_pixel(item: MapItem, lod: float, h) -> QColor:
    """Colour of the cached tile pixel near hex ``h``'s centre (off the road and patterns)."""
    c = item.map_painter.center(h)
    x, y = c.x(), c.y() + item.map_painter.size * 0.62
    span = 512 / lod
    i, j = int(x // span), int(y // span)
    pix = item.tiles.tile(lod, i, j)
    return pix.pixelColor(int((x - i * span) * lod), int((y - j * span) * lod))


def test_tile_cache_repaints_only_changed_hexes_correctly(qapp):
    m = small_map()
    item = MapItem(m)
    lod = level_scale(0)
    h = m.parse("0606")
    assert _tile_pixel(item, lod, h) == QColor(load_catalogue("coh").color("open"))
    assert len(item.tiles) == 1
    e = edits.set_terrain(m, [h], "water")
    item.hexes_changed(e.hexes())
    # the cached tile was patched in place, not dropped
    assert len(item.tiles) == 1
    assert _tile_pixel(item, lod, h) == QColor(load_catalogue("coh").color("water"))
    # a freshly painted tile agrees pixel for pixel with the patched one
    patched = item.tiles.tile(lod, 0, 0)
    fresh = MapItem(m)
    assert fresh.tiles.tile(lod, 0, 0) == patched
    e.apply_to_map(m)  # the inverse: undo
    item.hexes_changed(e.hexes())
    assert item.tiles.tile(lod, 0, 0) == MapItem(m).tiles.tile(lod, 0, 0)


def test_hexes_in_rect_covers_every_hex_meeting_the_rect(qapp):
    for orientation in ("flat", "pointy"):
        for stagger in ("odd", "even"):
            m = small_map(orientation=orientation, stagger=stagger)
            item = MapItem(m)
            mp = item.map_painter
            rect = QRectF(83.0, 61.0, 57.0, 44.0)
            found = set(mp.hexes_in_rect(rect))
            needed = {h for h in m.hexes() if mp.hex_bounds(h).intersects(rect)}
            assert needed and needed <= found
            assert len(found) < 4 * len(needed)
