"""The vectorised tng LOS fan agrees with TngLosPolicy.decide (tng 8.4)."""
import random

import pytest

from core.conformance import build_map
from core.rules.tng.los_policy import fan, line_of_sight


def random_map(seed, orientation, cols=11, rows=9):
    rnd = random.Random(seed)
    hexes, sides = {}, []
    for c in range(1, cols + 1):
        for r in range(1, rows + 1):
            x = rnd.random()
            cell = {}
            if x < 0.2:
                cell["terrain"] = "woods"
            elif x < 0.25:
                cell["terrain"] = "village"
            if rnd.random() < 0.3:
                cell["elevation"] = rnd.choice([1, 1, 2])
            if cell:
                hexes[f"{c:02d}{r:02d}"] = cell
    m = build_map({"orientation": orientation, "stagger": "even", "cols": cols, "rows": rows,
                   "default_terrain": "clear", "hexes": hexes, "hexsides": []}, "tng")
    hl = list(m.hexes())
    for _ in range(4):
        a = rnd.choice(hl)
        nb = m.neighbours(a)
        if nb:
            sides.append({"hexes": [m.label(a), m.label(rnd.choice(nb))], "feature": "steep_slope"})
    return build_map({"orientation": orientation, "stagger": "even", "cols": cols, "rows": rows,
                      "default_terrain": "clear", "hexes": hexes, "hexsides": sides}, "tng")


@pytest.mark.parametrize("seed,orientation", [(1, "flat"), (2, "pointy"), (3, "flat"), (4, "pointy")])
@pytest.mark.parametrize("rule", ["both", "either"])
def test_fan_matches_decide(seed, orientation, rule):
    m = random_map(seed, orientation)
    opts = {"hexside_los_blocks_if": rule}
    for a in list(m.hexes())[::7]:
        got = fan(m, a, options=opts)
        want = {b: (a == b or line_of_sight(m, a, b, opts).clear) for b in m.hexes()}
        assert got == want
