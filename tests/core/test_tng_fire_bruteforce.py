"""tng fire_drm (seed 004 6.13 and artillery fire; tng_fow.md A.6) agrees
with a separately written derivation on random positions in all four
orientations/staggers: Maximum range; an enemy in an adjacent Frontal hex
must be the target; an adjacent target only in a Frontal hex; a farther one
only through the front hexsides (the 120-degree sector between the corners
bounding the two front sides); range DRM +1 adjacent (the hex holds a
non-artillery unit), 0 within Effective, -2 per hex beyond; Massed Target
+1 per non-artillery unit beyond the first; square +1.
"""
import math
import random

import pytest

from core.conformance import run_case
from tests.core.pixel_grid import PixelGrid, lab





def _trial(rng):
    """One random fire_drm case and the answer derived from the rules text."""
    o = rng.choice(["flat", "pointy"]); s = rng.choice(["even", "odd"])
    grid = PixelGrid(o, s, 9, 9, far=None)
    cs, nbdir, nbs, hd = grid.cs, grid.nbdir, grid.nbs, grid.hd
    A = (rng.randint(3, 7), rng.randint(3, 7)); T = (rng.randint(1, 9), rng.randint(1, 9))
    if A == T:
        return None
    fac = rng.randint(0, 5); eff = rng.randint(1, 3); mx = eff + rng.randint(0, 3)
    ntarget = rng.choice([1, 1, 2, 3]); tkinds = [rng.choice(["infantry", "infantry", "artillery", "cavalry"]) for _ in range(ntarget)]
    if "cavalry" in tkinds and "infantry" in tkinds: tkinds = ["infantry"] * ntarget
    sq = rng.random() < 0.15 and tkinds[0] == "infantry"
    units = [{"id": "a1", "side": "french", "kind": "artillery", "hex": lab(A), "facing": fac, "stats": {"ma": 4, "sp": 3, "cohesion": 6, "effective_range": eff, "max_range": mx}}]
    for i, k in enumerate(tkinds):
        u = {"id": f"t{i}", "side": "russian", "kind": k, "hex": lab(T), "facing": 0, "brigade": "b1", "stats": {"ma": 4, "sp": 4, "cohesion": 6, "effective_range": 2, "max_range": 3}}
        if sq and k == "infantry": u["status"] = ["in_square"]
        units.append(u)
    # decoy enemy in an adjacent hex sometimes
    dec = None
    if rng.random() < 0.3:
        dec = rng.choice(nbs[A])
        if dec != T: units.append({"id": "d", "side": "russian", "kind": "infantry", "hex": lab(dec), "facing": 0, "stats": {"ma": 4, "sp": 4, "cohesion": 6}})
        else: dec = None
    d = hd(A, T)
    front = {nbdir(A, fac), nbdir(A, (fac + 1) % 6)} - {None}
    base = -120 if o == "flat" else -90
    start = base + 60 * fac  # corner k-1
    ang = math.degrees(math.atan2(cs[T][1] - cs[A][1], cs[T][0] - cs[A][0]))
    rel = (ang - start) % 360
    insector = rel <= 120 + 1e-6 or rel >= 360 - 1e-6
    tart = all(k == "artillery" for k in tkinds)
    if d > mx: exp = {"legal": False}
    elif dec and dec in front and T not in front: exp = {"legal": False}
    elif d == 1 and T not in front: exp = {"legal": False}
    elif d > 1 and not insector: exp = {"legal": False}
    else:
        rd = 1 if (d == 1 and not tart) else 0 if d <= eff else -2 * (d - eff)
        massed = sum(1 for k in tkinds if k != "artillery")
        drm = rd + max(0, massed - 1) + (1 if sq else 0)
        exp = {"drm": drm, "sp": 3}
    case = {"id": "f", "ruleset": "tng", "source": "x", "map": {"orientation": o, "stagger": s, "cols": 9, "rows": 9,
            "default_terrain": "clear", "hexes": {}, "hexsides": []}, "units": units,
            "query": {"kind": "fire_drm", "firers": ["a1"], "target": "t0"}, "expect": exp}
    return case


@pytest.mark.parametrize("seed", range(3))
def test_fire_drm_matches_text_derivation(seed):
    rng = random.Random(seed)
    bad = []
    for _ in range(500):
        case = _trial(rng)
        if case is None:
            continue
        out = run_case(case)
        if out.status != "PASS":
            bad.append((case["map"]["orientation"], case["map"]["stagger"], case["units"], out.expected, out.got))
    assert not bad, bad[:2]
