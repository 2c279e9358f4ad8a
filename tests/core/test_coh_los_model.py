"""coh LOS against an independent reading of rules/coh.md 6, on random maps.

The model here is written straight from the rule text with shapely
geometry (not with core.los): a hex blocks when the centre-to-centre line
crosses its interior and its LOS level (elevation + 1 for blocking terrain)
is at least the High Ground Hex level (ends at different levels) or above the
ends' level (equal ends); a line exactly along a hexside is blocked only when
both hexes beside it block; seen from the high ground, the lower end is blind
when the hex directly in front of it holds blocking terrain.  Fixed seeds,
every orientation and stagger."""
import random

import pytest
from shapely.geometry import LineString, Polygon

from core.conformance import build_map
from core.hexgrid import distance
from core.rules.coh.queries_los import query_los

BLOCK = ("woods", "light_woods", "heavy_woods", "wood_building", "stone_building")


def _model_clear(m, ha, hb) -> bool:
    lay = m.layout
    la, lb = m.elevation_at(ha), m.elevation_at(hb)

    def level(h):
        return m.elevation_at(h) + (1 if m.terrain_at(h) in BLOCK else 0)

    def blocks(h):
        return level(h) >= max(la, lb) if la != lb else level(h) > la

    seg = LineString([lay.hex_to_pixel(ha), lay.hex_to_pixel(hb)])
    crossed, edge = [], []
    for h in m.hexes():
        if h in (ha, hb):
            continue
        poly = Polygon(lay.corners(h))
        if seg.distance(poly) > 1e-6:
            continue
        if seg.intersection(poly.buffer(-1e-3)).length > 1e-3:
            crossed.append(h)
        elif seg.intersection(poly.buffer(1e-6)).length > 1e-3:
            edge.append(h)
    if any(blocks(h) for h in crossed):
        return False
    for i, x in enumerate(edge):
        for y in edge[i + 1:]:
            if distance(x, y) == 1 and blocks(x) and blocks(y):
                shared = Polygon(lay.corners(x)).buffer(1e-6).intersection(Polygon(lay.corners(y)).buffer(1e-6))
                if seg.intersection(shared).length > 1e-3:
                    return False
    if la != lb:
        low = ha if la < lb else hb
        if any(distance(h, low) == 1 and m.terrain_at(h) in BLOCK for h in crossed):
            return False
        beside = [h for h in edge if distance(h, low) == 1]
        if len(beside) == 2 and all(m.terrain_at(h) in BLOCK for h in beside):
            return False
    return True


@pytest.mark.parametrize("seed", range(4))
def test_coh_los_matches_rule_text_model(seed):
    rnd = random.Random(seed)
    checked = 0
    for _ in range(60):
        o, s = rnd.choice(["flat", "pointy"]), rnd.choice(["even", "odd"])
        hexes = {}
        for c in range(1, 8):
            for r in range(1, 8):
                d = {}
                if rnd.random() < 0.15:
                    d["terrain"] = rnd.choice(BLOCK)
                if rnd.random() < 0.3:
                    d["elevation"] = rnd.choice([1, 1, 2])
                if d:
                    hexes[f"{c:02d}{r:02d}"] = d
        m = build_map({"orientation": o, "stagger": s, "cols": 7, "rows": 7, "default_terrain": "open",
                       "hexes": hexes}, "coh")
        a = f"{rnd.randint(1, 7):02d}{rnd.randint(1, 7):02d}"
        b = f"{rnd.randint(1, 7):02d}{rnd.randint(1, 7):02d}"
        if a == b:
            continue
        got = query_los({"query": {"from": a, "to": b}}, m)["clear"]
        assert got == _model_clear(m, m.parse(a), m.parse(b)), (o, s, a, b, hexes)
        checked += 1
    assert checked > 40
