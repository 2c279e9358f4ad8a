"""Reachable (tng 6.22, 6.31-6.34, 7.12-7.13, 7.34-7.38) agrees with a
brute-force enumeration of every simple path, written separately from the
rules text, on random small positions in all four orientations/staggers.

The brute force walks every path hex by hex: terrain cost from the chart
(`tec.terrain_cost`), +1 to leave an enemy ZOC the unit started in, +1 for a
Disordered unit entering an enemy ZOC, +1 to pass a friendly-occupied hex;
stop on entering an enemy ZOC; after leaving one never into an enemy's
frontal ZOC hex; never into an enemy hex; end only where stacking allows;
minimum move to any adjacent hex outside enemy ZOC; extended movement at
least 3 hexes from every enemy, never into friendly hexes.
"""
import math
import random

import pytest

from core.conformance import run_case
from core.rules.tng import tec
from tests.core.pixel_grid import PixelGrid, lab






def brute(o, s, cols, rows, terr, mover, enemies, friends, mode):
    """The set of (col, row) hexes the mover may end in, by enumerating simple paths."""
    grid = PixelGrid(o, s, cols, rows)
    nbdir, nbs, hd = grid.nbdir, grid.nbs, grid.hd
    zoc, fzoc = set(), set()
    for e in enemies:
        if e["kind"] == "artillery" or "disordered" in e.get("status", []): continue
        z = set(nbs[e["hex"]]); zoc |= z
        if e["kind"] == "infantry" and terr.get(e["hex"]) == "village": fr = set(nbs[e["hex"]])
        else: fr = {g for g in (nbdir(e["hex"], e["facing"]), nbdir(e["hex"], (e["facing"] + 1) % 6)) if g}
        fzoc |= z & fr
    ehex = {e["hex"] for e in enemies}
    start = mover["hex"]; kind = mover["kind"]; dis = "disordered" in mover.get("status", [])
    ma = mover["stats"]["ma"]
    budget = {"normal": ma, "out_of_command": math.ceil(ma / 2), "extended": 2 * ma}[mode]
    if mode == "extended" and (dis or any(hd(start, e) < 3 for e in ehex)): return set()
    sz = start in zoc
    fr_at = {}
    for f in friends: fr_at.setdefault(f["hex"], []).append(f)
    def can_stop(g):
        fs = fr_at.get(g, [])
        if mode == "extended" and fs: return False
        kinds = {f["kind"] for f in fs} | {kind}
        return len(kinds) == 1 and len(fs) + 1 <= 3
    def enterable(h, g):
        if g in ehex: return None
        if sz and g in fzoc: return None
        if mode == "extended" and any(hd(g, e) < 3 for e in ehex): return None
        c = tec.terrain_cost(terr.get(g, "clear"), kind)
        if h == start and sz: c += 1
        if dis and g in zoc: c += 1
        if h != start and fr_at.get(h): c += 1
        return c
    out = set()
    def dfs(h, spent, visited):
        for g in nbs[h]:
            if g == start or g in visited: continue
            c = enterable(h, g)
            if c is None or spent + c > budget: continue
            if mode == "extended" and fr_at.get(g): continue
            if can_stop(g): out.add(g)
            if g in zoc: continue
            dfs(g, spent + c, visited | {g})
    # extended: can't pass friends; handled (no entering friend hexes at all in extended)
    dfs(start, 0, {start})
    if mode != "extended":
        for g in nbs[start]:
            if g not in zoc and enterable(start, g) is not None and can_stop(g): out.add(g)
    return out


def _trial(rng):
    o = rng.choice(["flat", "pointy"]); s = rng.choice(["even", "odd"])
    cols = rows = 7
    allh = [(c, r) for c in range(1, 8) for r in range(1, 8)]
    terr = {h: rng.choice(["clear", "clear", "cultivated", "woods", "village"]) for h in allh}
    occ = rng.sample(allh, 6)
    mk = rng.choice(["infantry", "cavalry"])
    mode = rng.choice(["normal", "normal", "out_of_command", "extended"])
    mover = {"id": "m", "side": "french", "kind": mk, "hex": occ[0], "facing": 0, "brigade": "b1",
             "stats": {"ma": rng.randint(1, 5), "sp": 4, "cohesion": 6}}
    if rng.random() < 0.25: mover["status"] = ["disordered"]
    enemies, friends = [], []
    for i, h in enumerate(occ[1:1 + rng.randint(0, 2)]):
        e = {"id": f"e{i}", "side": "russian", "kind": rng.choice(["infantry", "infantry", "cavalry", "artillery"]),
             "hex": h, "facing": rng.randint(0, 5), "stats": {"ma": 4, "sp": 4, "cohesion": 6, "effective_range": 2, "max_range": 4}}
        if rng.random() < 0.2: e["status"] = ["disordered"]
        enemies.append(e)
    for i, h in enumerate(occ[3:3 + rng.randint(0, 3)]):
        friends.append({"id": f"f{i}", "side": "french", "kind": rng.choice(["infantry", "cavalry"]), "hex": h,
                        "facing": 0, "brigade": "b1", "stats": {"ma": 4, "sp": 4, "cohesion": 6}})
    mine = brute(o, s, cols, rows, terr, mover, enemies, friends, mode)
    units = []
    for u in [mover] + enemies + friends:
        v = dict(u); v["hex"] = lab(u["hex"]); units.append(v)
    hexes = {lab(h): {"terrain": t} for h, t in terr.items() if t != "clear"}
    case = {"id": "t", "ruleset": "tng", "source": "x", "map": {"orientation": o, "stagger": s, "cols": cols, "rows": rows,
            "default_terrain": "clear", "hexes": hexes, "hexsides": []}, "units": units,
            "query": {"kind": "reachable", "unit": "m", "mode": mode}, "expect": {"hexes": sorted(lab(h) for h in mine)}}
    return case, run_case(case)


@pytest.mark.parametrize("seed", range(4))
def test_reachable_matches_brute_force(seed):
    rng = random.Random(seed)
    bad = []
    for _ in range(60):
        case, out = _trial(rng)
        if out.status != "PASS":
            bad.append((case["query"], case["units"], out.expected, out.got.get("hexes"), out.message))
    assert not bad, bad[:2]
