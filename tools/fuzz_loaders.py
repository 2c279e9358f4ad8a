"""Long fuzz run: mutated real files through every loader and CLI command.

Each round takes a real file (sample maps and scenarios, the shared Tiled
fixtures), mutates it (`tests.robustness.fuzz.mutant`) and runs every
loader and command on it (``--slow`` adds ``play`` and ``render``).  A
result other than ok or a clear refusal (a `core.errors.HexwrightError`,
or the CLI's message and non-zero exit) is a failure: printed with the
seed that reproduces it.

Usage: ``.venv/bin/python tools/fuzz_loaders.py [--rounds 2000] [--seed 1] [--slow]``.
Prints ``mutants=N runs=N ok=N refused=N failures=N``; exit 1 on a failure.
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    from tests.robustness.fuzz import COMMANDS, LOADERS, SLOW_COMMANDS, mutant, run_target, sources, stage
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--slow", action="store_true", help="also play and render each mutant")
    args = ap.parse_args(argv)
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    files = sources()
    names = sorted(files)
    raw = {n: files[n].read_bytes() for n in names}
    commands = {**COMMANDS, **(SLOW_COMMANDS if args.slow else {})}
    counts = {"ok": 0, "refused": 0}
    failures = runs = 0
    t0 = time.time()
    with tempfile.TemporaryDirectory(prefix="hexwright-fuzz-") as tmp:
        for i in range(args.rounds):
            seed = args.seed * 1_000_003 + i
            rng = random.Random(seed)
            name = rng.choice(names)
            path = stage(Path(tmp) / str(i % 50), name, mutant(name, raw[name], rng))
            for target in [*LOADERS, *commands]:
                runs += 1
                try:
                    counts[run_target(target, path, commands.get(target))] += 1
                except Exception:  # noqa: BLE001 - this is what the run looks for
                    failures += 1
                    print(f"FAIL seed={seed} file={name} target={target}\n{traceback.format_exc(limit=4)}",
                          flush=True)
    print(f"mutants={args.rounds} runs={runs} ok={counts['ok']} refused={counts['refused']} failures={failures} "
          f"seconds={time.time() - t0:.0f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
