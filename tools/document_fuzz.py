"""Long run of the editor document state machine (issue 18).

    .venv/bin/python tools/document_fuzz.py [--runs 10] [--examples 50] [--steps 60]

Runs `tests/editor/document_machine.DocumentMachine` (random map, unit,
deck, reinforcement, zone and victory edits, strokes, undo, redo on Balka
Hill; after every step: model == replay of the applied edits, undo-all ==
original bytes) ``--runs`` times, each with ``--examples`` random programs
of up to ``--steps`` steps, and prints the number of steps checked, edits
refused and failing runs (a failing run prints its shrunk program).  Exit
status 1 when a run failed.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test

from tests.editor.document_machine import DocumentMachine


def main(argv: list[str] | None = None) -> int:
    """Run the machine (see the module doc); returns the exit status."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=10)
    p.add_argument("--examples", type=int, default=50)
    p.add_argument("--steps", type=int, default=60)
    a = p.parse_args(argv)
    s = settings(max_examples=a.examples, stateful_step_count=a.steps, deadline=None, database=None,
                 suppress_health_check=list(HealthCheck))
    stats = DocumentMachine.stats
    failures = 0
    t0 = time.time()
    for run in range(a.runs):
        try:
            run_state_machine_as_test(DocumentMachine, settings=s)
        except AssertionError as e:
            failures += 1
            print(f"run {run + 1}: FAILED {e!r}", flush=True)
        print(f"run {run + 1}/{a.runs}: {stats['steps']} steps checked so far, {failures} failing runs", flush=True)
    print(f"steps={stats['steps']} refused_edits={stats['refused']} runs={a.runs} failures={failures} "
          f"seconds={time.time() - t0:.0f}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
