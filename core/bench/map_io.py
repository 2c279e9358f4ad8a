"""Benchmark: open and save a 200 x 200 map (DESIGN.md target: under 1 s).

The map is fully painted (every hex non-default, 30 % raised, 5 % road,
one stream side in ten hexes), the worst case for the file size.  The
reference is plain ``json.load`` of the same file, the floor any loader
that validates must sit above.
"""
from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

from core.bench import Figure, median_ms, target_note
from core.formats.mapfile import load_map, save_map
from core.hexgrid import Hexside
from core.model import HexMap


def _big_map(n: int):
    rng = random.Random(200)
    m = HexMap(n, n, "coh")
    names = ["woods", "light_woods", "heavy_woods", "wheat", "orchard", "marsh"]
    for h in m.hexes():
        m.terrain[h] = rng.choice(names)
        if rng.random() < 0.3:
            m.elevation[h] = rng.randint(1, 2)
        if rng.random() < 0.05:
            m.flags[h] = frozenset({"road"})
        if rng.random() < 0.1:
            m.hexsides[Hexside.between(h, m.neighbours(h)[0])] = frozenset({"stream"})
    return m


def run(quick: bool = False) -> list[Figure]:
    """Median load and save times of a fully painted map (200 x 200, or
    60 x 60 when ``quick``), and the plain-JSON reference."""
    n = 60 if quick else 200
    m = _big_map(n)
    repeat = 3 if quick else 5
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "big.json"
        save_ms = median_ms(lambda: save_map(m, path), repeat=repeat, warmup=1)
        load_ms = median_ms(lambda: load_map(path), repeat=repeat, warmup=1)
        ref_ms = median_ms(lambda: json.loads(path.read_text("utf-8")), repeat=repeat, warmup=1)
        size_kb = path.stat().st_size / 1024
    save_ms, load_ms = round(save_ms, 1), round(load_ms, 1)
    return [
        Figure(f"map_save_{n}x{n}_ms", save_ms, f"{target_note(save_ms, '<', 1000, 'ms')}; from DESIGN.md"),
        Figure(f"map_load_{n}x{n}_ms", load_ms,
               f"{target_note(load_ms, '<', 1000, 'ms')}; {load_ms / ref_ms:.1f}x plain json.loads ({ref_ms:.0f} ms); "
               f"file {size_kb:.0f} KiB"),
    ]
