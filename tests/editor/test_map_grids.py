"""`MapGrids` (issue 15): the batched contour lines are the sides the
hex-by-hex drawing finds, and the dense arrays and side index follow edits."""
import random

from core.hexgrid import Hexside
from core.model import HexMap
from editor.scene.map_grids import MapGrids
from editor.scene.map_painter import MapPainter


def _map(orientation: str, stagger: str) -> HexMap:
    rnd = random.Random(7)
    m = HexMap(9, 8, "coh", orientation=orientation, stagger=stagger)
    for h in m.hexes():
        if rnd.random() < 0.4:
            m.elevation[h] = rnd.randint(1, 3)
        if rnd.random() < 0.2:
            m.hexsides[Hexside.between(h, m.neighbours(h)[0])] = frozenset({"stream"})
    return m


def _reference_contours(m: HexMap, lay, hexes) -> set:
    """Each side (h < n, both on the map) at different elevations, with its
    level difference, found hex by hex as the painter used to."""
    out = set()
    for h in hexes:
        for d in range(6):
            n = lay.neighbour(h, d)
            if h < n and m.contains(n) and m.elevation.get(h, 0) != m.elevation.get(n, 0):
                (ax, ay), (bx, by) = lay.side_endpoints(h, d)
                out.add((round(ax, 6), round(ay, 6), round(bx, 6), round(by, 6),
                         abs(m.elevation.get(h, 0) - m.elevation.get(n, 0)) >= 2))
    return out


def test_contour_lines_are_the_sides_between_levels_in_every_layout():
    for orientation in ("flat", "pointy"):
        for stagger in ("odd", "even"):
            m = _map(orientation, stagger)
            mp = MapPainter(m)
            c0, c1, r0, r1 = 2, 6, 1, 5
            fo = mp.layout.from_offset
            hexes = [fo(c, r) for c in range(c0, c1 + 1) for r in range(r0, r1 + 1)]
            thin, thick = mp.grids.contour_lines(mp.grids.block(c0, c1, r0, r1))
            got = {(round(ln.x1(), 6), round(ln.y1(), 6), round(ln.x2(), 6), round(ln.y2(), 6), two)
                   for lines, two in ((thin, False), (thick, True)) for ln in lines}
            assert len(got) == len(thin) + len(thick)   # each side once
            assert got == _reference_contours(m, mp.layout, hexes)


def test_elevation_and_side_index_follow_edits():
    m = _map("flat", "even")
    mp = MapPainter(m)
    grids = mp.grids
    grids.elevation()
    grids.side_features()
    h = m.parse("0404")
    m.elevation[h] = 5
    n = m.neighbours(h)[2]
    m.hexsides[Hexside.between(h, n)] = frozenset({"wall"})
    gone = next(iter(m.hexsides))
    del m.hexsides[gone]
    mp.hexes_changed([h, gone.a, gone.b])
    fresh = MapGrids(m, mp.layout)
    assert (grids.elevation() == fresh.elevation()).all()
    norm = {k: sorted(v) for k, v in grids.side_features().items()}
    assert norm == {k: sorted(v) for k, v in fresh.side_features().items()}
