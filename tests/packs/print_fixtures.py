"""The small map the print reference image is made from, and the script that
regenerates the reference.

Regenerate (after a deliberate change to the map drawing or the page
layout; look at the new image before committing it)::

    .venv/bin/python -m tests.packs.print_fixtures

It writes ``tests/packs/reference/small_map_a4_60dpi.png``: sheet 1 (the
map) of `small_print_map` printed on A4 with 19 mm hexes, at 60 dpi.
"""
from pathlib import Path

from core.hexgrid import Hexside
from core.model import Fortification, HexMap

REFERENCE = Path(__file__).resolve().parent / "reference" / "small_map_a4_60dpi.png"
REFERENCE_DPI = 60


def small_print_map() -> HexMap:
    """A 6 x 5 flat CoH map with a bit of everything the printer draws."""
    m = HexMap(6, 5, "coh", "flat", "even", "open", name="Print test")
    p = m.parse
    m.terrain[p("0203")] = "woods"
    m.terrain[p("0204")] = "wood_building"
    m.terrain[p("0502")] = "wheat"
    m.elevation[p("0404")] = 1
    m.elevation[p("0405")] = 2
    m.fortifications[p("0101")] = Fortification("bunker", 2)
    m.flags[p("0302")] = frozenset({"road"})
    m.flags[p("0402")] = frozenset({"road"})
    m.hexsides[Hexside.between(p("0101"), p("0102"))] = frozenset({"stream"})
    m.hexsides[Hexside.between(p("0503"), p("0504"))] = frozenset({"wall"})
    return m


def render_reference():
    """Sheet 1 of the small map's print at REFERENCE_DPI (a QImage)."""
    from editor.print.job import PrintJob, PrintOptions
    from editor.print.output import page_image
    from editor.render import ensure_gui_app
    ensure_gui_app()
    return page_image(PrintJob(small_print_map(), PrintOptions()), 0, REFERENCE_DPI)


if __name__ == "__main__":
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    REFERENCE.parent.mkdir(exist_ok=True)
    assert render_reference().save(str(REFERENCE), "PNG")
    print(f"wrote {REFERENCE}")
