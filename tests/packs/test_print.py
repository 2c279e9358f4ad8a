"""True-scale print: PDF pages and sizes read back from the file, tiling,
SVG in mm, the CLI, and a rendered sheet compared with a stored reference
(regenerate it with ``python -m tests.packs.print_fixtures``)."""
import math
import re

import pytest

from core.formats.scenariofile import load_scenario
from core.hexgrid import SQRT3
from core.model import HexMap
from hexwright.cli import main
from tests.conftest import SAMPLES
from tests.packs.print_fixtures import REFERENCE, REFERENCE_DPI, render_reference, small_print_map

MM_PER_PT = 25.4 / 72


def pdf_pages(data: bytes) -> list[tuple[float, float]]:
    """(width, height) in points of every page object of a PDF, read
    minimally: each ``/Type /Page`` dictionary and its ``/MediaBox``."""
    sizes = []
    for m in re.finditer(rb"<<(?:(?!>>).)*?/Type\s*/Page(?![s\w])(?:(?!endobj).)*?endobj", data, re.S):
        box = re.search(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]", m.group(0))
        assert box, m.group(0)[:200]
        x0, y0, x1, y1 = (float(v) for v in box.groups())
        sizes.append((x1 - x0, y1 - y0))
    assert len(sizes) == len(re.findall(rb"/Type\s*/Page(?![s\w])", data))
    return sizes


@pytest.fixture(scope="module")
def app():
    from editor.render import ensure_gui_app
    return ensure_gui_app()


def job_for(source, **kw):
    from editor.print.job import PrintJob, PrintOptions
    return PrintJob(source, PrintOptions(**kw))


def test_true_scale_hex_spacing(app):
    """Neighbouring hex centres are hex_mm apart on paper (flat to flat)."""
    m = small_print_map()
    job = job_for(m, hex_mm=19.0)
    layout = job.painter.layout
    a, b = m.parse("0202"), m.parse("0203")
    (ax, ay), (bx, by) = layout.hex_to_pixel(a), layout.hex_to_pixel(b)
    assert math.hypot(bx - ax, by - ay) * job.mm_per_unit == pytest.approx(19.0)
    assert job.tiling.map_w == pytest.approx(job.scene.width() * 19.0 / (SQRT3 * 30.0))


def test_small_map_pdf_is_one_a4_sheet_plus_legend(app, tmp_path):
    from editor.print.output import write_print
    out = tmp_path / "small.pdf"
    write_print(job_for(small_print_map()), out)
    pages = pdf_pages(out.read_bytes())
    assert len(pages) == 2
    for w, h in pages:
        assert w * MM_PER_PT == pytest.approx(210, abs=0.5) and h * MM_PER_PT == pytest.approx(297, abs=0.5)


def test_large_map_is_tiled_over_pages(app, tmp_path):
    from editor.print.output import write_print
    m = HexMap(30, 24, "coh")
    job = job_for(m, hex_mm=19.0, paper="A3")
    t = job.tiling
    # 30 columns of 19 mm flat hexes: 30 * 1.5 * 10.97 + ... ~ 500 mm wide; 24 * 19 + 9.5 ~ 465 mm high.
    assert t.map_w > t.area_w and t.map_h > t.area_h
    for length, area, n in ((t.map_w, t.area_w, t.cols), (t.map_h, t.area_h, t.rows)):
        assert (n - 1) * (area - t.overlap) < length - t.overlap <= n * (area - t.overlap) or n == 1
    out = tmp_path / "big.pdf"
    write_print(job, out)
    pages = pdf_pages(out.read_bytes())
    assert len(pages) == t.cols * t.rows + 1
    w, h = pages[0]
    assert {round(w * MM_PER_PT), round(h * MM_PER_PT)} == {297, 420}


def test_paper_orientation_is_the_one_with_fewer_pages():
    from editor.print.tiling import tile
    wide = tile(500, 150, "A4")
    assert wide.landscape and wide.rows == 1
    tall = tile(150, 500, "A4")
    assert not tall.landscape and tall.cols == 1


def test_page_names():
    from editor.print.tiling import page_name
    assert page_name(0, 0) == "A1" and page_name(2, 1) == "B3" and page_name(0, 26) == "AA1"


def test_counters_add_sheets(app):
    sc = load_scenario(SAMPLES / "coh_balka_hill.scenario.json")
    without = job_for(sc)
    with_counters = job_for(sc, counters=True)
    assert [p.kind for p in with_counters.pages].count("counters") >= 1
    assert len(with_counters) == len(without) + [p.kind for p in with_counters.pages].count("counters")


def test_counter_stat_lines():
    from editor.print.counters import stat_lines
    assert stat_lines("coh", {"fp_soft": 2, "fp_hard": 0, "range": 5, "dr_front": 12, "dr_flank": 11,
                              "fire_ap": 3, "move_ap": 1}) == ["FP 2/0", "R 5", "DR 12/11", "AP 3/1"]
    assert stat_lines("tng", {"strength": 4, "morale": 3, "name_only": "x"}) == ["strength 4", "morale 3"]


def test_legend_lists_what_the_map_uses(app):
    from editor.print.legend import legend_items
    items = legend_items(job_for(small_print_map()))
    labels = [(head, label) for head, (label, _d), _m in items]
    assert ("Terrain", "Woods") in labels and ("Terrain", "Open") in labels
    assert ("Terrain", "Marsh") not in labels
    assert ("Elevation", "Level +1") in labels and ("Elevation", "Level +2") in labels
    assert {h for h, _l in labels} == {"Terrain", "Elevation", "Hexside", "Road", "Fortification"}


def test_svg_is_sized_in_mm(app, tmp_path):
    from editor.print.output import write_print
    files = write_print(job_for(small_print_map()), tmp_path / "s.svg", "svg")
    assert [f.name for f in files] == ["s-01.svg", "s-02.svg"]
    head = files[0].read_text()[:2000]
    w = float(re.search(r'width="([\d.]+)mm"', head).group(1))
    h = float(re.search(r'height="([\d.]+)mm"', head).group(1))
    assert w == pytest.approx(210, abs=0.5) and h == pytest.approx(297, abs=0.5)
    assert 'viewBox="0 0 210 297"' in head


def test_png_matches_reference(app):
    """Sheet 1 of the small map at 60 dpi equals the stored reference within
    a tolerance (fonts and antialiasing may differ a little by platform)."""
    from PySide6.QtGui import QImage
    got = render_reference().convertToFormat(QImage.Format_RGB888)
    ref = QImage(str(REFERENCE)).convertToFormat(QImage.Format_RGB888)
    assert not ref.isNull(), f"missing {REFERENCE}: run python -m tests.packs.print_fixtures"
    assert (got.width(), got.height()) == (ref.width(), ref.height()) == (round(210 / 25.4 * REFERENCE_DPI),
                                                                          round(297 / 25.4 * REFERENCE_DPI))
    a, b = bytes(got.constBits()), bytes(ref.constBits())
    diff = sum(abs(x - y) for x, y in zip(a, b)) / len(a)
    far = sum(1 for x, y in zip(a, b) if abs(x - y) > 64) / len(a)
    assert diff < 2.0 and far < 0.01, (diff, far)
    # and it is not blank: the map really is on the page
    assert sum(1 for x in a[::3] if x < 200) > 5000


def test_cli_print_pdf_png_and_map_file(app, tmp_path, capsys):
    out = tmp_path / "p.pdf"
    assert main(["print", str(SAMPLES / "coh_partisans.scenario.json"), "-o", str(out), "--counters",
                 "--hex-size", "16mm", "--paper", "letter"]) == 0
    pages = pdf_pages(out.read_bytes())
    assert pages and all(round(w) == 612 and round(h) == 792 or round(w) == 792 and round(h) == 612
                         for w, h in pages)
    png = tmp_path / "m.png"
    assert main(["print", str(SAMPLES / "coh_two_boards.json"), "-o", str(png), "--dpi", "30"]) == 0
    assert sorted(p.name for p in tmp_path.glob("m*.png"))[0] == "m-01.png"
    assert "16 mm" not in capsys.readouterr().err


def test_cli_print_bad_hex_size_is_a_message(capsys, tmp_path):
    assert main(["print", str(SAMPLES / "coh_two_boards.json"), "-o", str(tmp_path / "x.pdf"),
                 "--hex-size", "big"]) == 2
    assert "expected a number with mm" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_pack_with_artwork_has_preview_and_pdf(app, tmp_path):
    import zipfile

    from core.formats.pack import export_pack
    from core.formats.pack_import import import_pack
    from editor.print.output import EditorArtwork
    pack = tmp_path / "a.hwpack"
    export_pack([str(SAMPLES / "coh_partisans.scenario.json")], pack, artwork=EditorArtwork())
    with zipfile.ZipFile(pack) as zf:
        png = zf.read("previews/coh_partisans.png")
        pdf = zf.read("print/coh_partisans.pdf")
    assert png.startswith(b"\x89PNG") and len(pdf_pages(pdf)) >= 3
    c = import_pack(pack, tmp_path / "o")
    assert c.scenarios["scenarios/coh_partisans.scenario.json"] == load_scenario(SAMPLES / "coh_partisans.scenario.json")
    assert (tmp_path / "o" / "print" / "coh_partisans.pdf").read_bytes() == pdf
