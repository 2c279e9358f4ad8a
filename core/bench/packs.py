"""Benchmarks of scenario packs and print output on a 200 x 200 map.

``export_pack_200x200_s``: ``hexwright export`` of a scenario on a 200 x
200 map with its preview PNG and print PDF (~290 A4 sheets); target under
10 s.  ``print_pdf_200x200_s``: ``hexwright print`` of the same scenario to
PDF; target under 10 s.

Both run the real command in a child process: drawing needs Qt, and core
never imports Qt or the editor (DESIGN.md layout contract), so the figures
include the child's start-up (Python + Qt import), reported separately as
``cli_startup_s`` (``hexwright --help``, no Qt) for reference.  Each runs
once (quick or not): together they take about 15-20 s.
"""
from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from core.bench import Figure, once_s, target_note
from core.formats.mapfile import save_map
from core.formats.scenariofile import save_scenario
from core.hexgrid import Hexside
from core.model import HexMap
from core.model.scenario import MapSource, Scenario, Side
from core.model.unit import UnitPlacement
from core.rules.catalogue import load_catalogue

TARGET_S = 10.0


def big_scenario(folder: Path, size: int = 200, seed: int = 7) -> Path:
    """Write a ``size`` x ``size`` CoH map (40% non-default terrain, some
    elevation and hexside features, seeded) and a scenario using it with a
    few units into ``folder``; returns the scenario path."""
    rng = random.Random(seed)
    m = HexMap(size, size, "coh", name=f"bench {size}x{size}")
    cat = load_catalogue("coh")
    names = list(cat.terrain)
    feats = [f for f in cat.hexside_features if f not in ("road", "trail")]
    for h in m.hexes():
        x = rng.random()
        if x < 0.4:
            m.terrain[h] = rng.choice(names)
        if x > 0.95:
            m.elevation[h] = rng.choice((1, 2, -1))
        if x < 0.02:
            n = m.neighbours(h)
            if n:
                m.hexsides[Hexside.between(h, n[0])] = frozenset({rng.choice(feats)})
    save_map(m, folder / "big.json")
    units = [UnitPlacement(f"g{i}", "german", m.layout.from_offset(i, 0), "german_rifles_41") for i in range(12)]
    sc = Scenario(m, "coh", title="Bench", map_source=MapSource("file", "big.json"),
                  sides=[Side("german", "Germans", "#5b6770"), Side("soviet", "Soviets", "#9c3b2e")], units=units)
    path = folder / "big.scenario.json"
    save_scenario(sc, path)
    return path


def _cli(*args: str) -> None:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = subprocess.run([sys.executable, "-m", "hexwright", *args], capture_output=True, text=True, env=env)
    if out.returncode != 0:
        raise RuntimeError(f"hexwright {' '.join(args)} failed: {out.stderr.strip()}")


def run(quick: bool = False) -> list[Figure]:
    """Measure export and print of a 200 x 200 scenario (once each)."""
    with tempfile.TemporaryDirectory(prefix="hexwright-bench-") as tmp:
        folder = Path(tmp)
        sc = big_scenario(folder)
        startup = once_s(lambda: _cli("--help"))
        export = once_s(lambda: _cli("export", str(sc), "-o", str(folder / "big.hwpack")))
        pdf = once_s(lambda: _cli("print", str(sc), "-o", str(folder / "big.pdf")))
        pack_mb = (folder / "big.hwpack").stat().st_size / 1e6
        pdf_mb = (folder / "big.pdf").stat().st_size / 1e6
    return [
        Figure("export_pack_200x200_s", export, f"{target_note(export, '<', TARGET_S, 's')}; hexwright export with "
                                                f"preview PNG + print PDF, child process; pack {pack_mb:.1f} MB"),
        Figure("print_pdf_200x200_s", pdf, f"{target_note(pdf, '<', TARGET_S, 's')}; hexwright print, A4, 19 mm "
                                           f"hexes, child process; PDF {pdf_mb:.1f} MB"),
        Figure("cli_startup_s", startup, "hexwright --help in a child process (included in the two above)"),
    ]
