"""Kill saves at random moments and check that no pair is ever mixed.

A child process saves a 200 x 200 scenario and its map file again and
again (`core.formats.scenariofile.save_scenario_with_map`, one
transaction), each save a new version: the scenario's title and the map's
name are both ``v<N>``.  The parent SIGKILLs the child at a random moment,
then loads the pair as the editor would (`load_scenario`, which first
finishes an interrupted save) and checks that it loads, that the scenario
and its map are the same version, and that the version is the last save
completed or the one in progress.  Repeated until ``--saves`` saves were
made in all.  ``--slow-renames`` puts a pause between the renames of a
save, so that kills land in the journal's window far more often.

Usage: ``.venv/bin/python tools/kill_mid_save.py [--saves 1000] [--slow-renames]``.
Prints the counts; exit status 1 if any pair was mixed or did not load.
"""
from __future__ import annotations

import argparse
import json
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHILD = r"""
import os, sys, time
sys.path.insert(0, sys.argv[3])
import core.formats.atomic as atomic
from core.formats.scenariofile import load_scenario, save_scenario_with_map
folder, slow = sys.argv[1], sys.argv[2] == "1"
if slow:
    real = os.replace
    def replace(a, b):
        real(a, b)
        time.sleep(0.05)
    atomic.os.replace = replace
sc = load_scenario(os.path.join(folder, "s.scenario.json"))
n = int(sc.title[1:])
while True:
    n += 1
    sc.title = sc.hexmap.name = f"v{n}"
    h = sc.hexmap.parse(f"{1 + n % 200:03d}{1 + (n * 7) % 200:03d}")
    sc.hexmap.terrain[h] = "woods" if sc.hexmap.terrain.get(h) != "woods" else "light_woods"
    print(f"start {n}", flush=True)
    save_scenario_with_map(sc, os.path.join(folder, "s.scenario.json"), os.path.join(folder, "m.json"))
    print(f"done {n}", flush=True)
"""


def make_pair(folder: Path) -> None:
    """A 200 x 200 coh map with some terrain and elevation, and a scenario
    on it with a few units, saved as version v0."""
    from core.catalogues import default_sides
    from core.formats.scenariofile import save_scenario_with_map
    from core.model import HexMap
    from core.model.scenario import MapSource, Scenario, Side
    from core.model.unit import UnitPlacement
    rng = random.Random(7)
    m = HexMap(200, 200, "coh", name="v0")
    for _ in range(8000):
        h = m.layout.from_offset(rng.randrange(200), rng.randrange(200))
        m.terrain[h] = rng.choice(["woods", "light_woods", "open"])
        if rng.random() < 0.3:
            m.elevation[h] = rng.randint(1, 2)
    sides = [Side(**s) for s in default_sides("coh")]
    kinds = {"german": "german_rifles_41", "soviet": "soviet_rifles_41"}
    units = [UnitPlacement(f"u{i}", sides[i % 2].id, m.layout.from_offset(i, i), kinds.get(sides[i % 2].id))
             for i in range(20)]
    sc = Scenario(m, ruleset="coh", title="v0", map_source=MapSource("file", "m.json"), sides=sides, units=units)
    save_scenario_with_map(sc, folder / "s.scenario.json", folder / "m.json")


def check(folder: Path, started: int | None, done: int | None) -> str | None:
    """Load the pair; None when it is consistent, else what is wrong."""
    from core.errors import HexwrightError
    from core.formats.scenariofile import load_scenario
    try:
        sc = load_scenario(folder / "s.scenario.json")
    except HexwrightError as e:
        return f"does not load: {e}"
    if sc.title != sc.hexmap.name:
        return f"mixed pair: scenario {sc.title}, map {sc.hexmap.name}"
    n = int(sc.title[1:])
    allowed = {x for x in (started, done) if x is not None}
    if allowed and n not in allowed:
        return f"version {sc.title}: expected v{done} or v{started}"
    return None


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--saves", type=int, default=1000, help="saves to make in all (default 1000)")
    ap.add_argument("--slow-renames", action="store_true", help="pause 50 ms after each rename of a save")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="hexwright-kill-") as tmp:
        folder = Path(tmp)
        make_pair(folder)
        saves = kills = failures = recovered = last = 0
        t0 = time.time()
        while saves < args.saves:
            child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), "1" if args.slow_renames else "0",
                                      str(ROOT)], stdout=subprocess.PIPE, text=True)
            try:
                first = child.stdout.readline()          # the child is saving from here on
                time.sleep(rng.uniform(0.0, 2.0))
            finally:
                child.send_signal(signal.SIGKILL)
            out = first + child.stdout.read()
            child.wait()
            kills += 1
            lines = out.split()
            started = [int(x) for k, x in zip(lines[::2], lines[1::2]) if k == "start"]
            done = [int(x) for k, x in zip(lines[::2], lines[1::2]) if k == "done"]
            saves += len(done)
            journals = [p for p in folder.iterdir() if p.name.endswith(".hwjournal")]
            recovered += bool(journals)
            problem = check(folder, started[-1] if started else None, done[-1] if done else last)
            if not problem:
                last = int(json.loads((folder / "s.scenario.json").read_text(encoding="utf-8"))["title"][1:])
            if problem:
                failures += 1
                print(f"kill {kills}: {problem}", flush=True)
            litter = [p.name for p in folder.iterdir() if p.name.startswith(".")]
            if litter:
                print(f"kill {kills}: litter left after the next load: {litter}", flush=True)
                failures += 1
        print(f"saves={saves} kills={kills} journals_finished={recovered} failures={failures} "
              f"slow_renames={args.slow_renames} seconds={time.time() - t0:.0f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
