"""``hexwright bench``: run the benchmarks of `core.bench` and print figures."""
from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
from core.i18n import _

HELP = "run the performance benchmarks; prints a table, then one line of name=value pairs"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``hexwright bench``."""
    parser.add_argument("--only", action="append", default=[], metavar="MODULE",
                        help="run only these benchmark modules (e.g. los, movement; editor: the editor's figures)")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions (for smoke tests)")


def _editor_figures(quick: bool) -> list:
    """The editor's figures (`editor.paint_benchmark`: open, paint frame,
    frames, zoomed-out repaint on a 200 x 200 scenario), measured in a
    fresh child process, as a user opens the editor: not in this one,
    whose heap holds the other benchmarks' tables and games (a garbage
    collection over them lands in a frame) and whose leftover threads
    (worker pools, a cluster client) would take the GIL from the GUI
    thread.  One figure ``editor_benchmarks_skipped`` when Qt is missing
    or the child fails (its error in the note)."""
    import json
    import subprocess
    import sys

    from core.bench import Figure
    code = ("import json, sys; from editor.paint_benchmark import run; "
            "print('\\n' + json.dumps(run(quick=sys.argv[1] == '1')))")
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    proc = subprocess.run([sys.executable, "-c", code, "1" if quick else "0"], capture_output=True, text=True,
                          env=env, cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    last = proc.stdout.strip().splitlines()[-1:] if proc.stdout.strip() else []
    try:
        rows = json.loads(last[0]) if proc.returncode == 0 and last else None
    except ValueError:
        rows = None
    if rows is None:
        why = (proc.stderr.strip().splitlines() or [f"exit code {proc.returncode}"])[-1]
        return [Figure("editor_benchmarks_skipped", 0, f"the editor benchmark child failed: {why}")]
    return [Figure(name, value, note) for name, value, note in rows]


def run(args: argparse.Namespace) -> int:
    """Run every benchmark module and print the figures."""
    import core.bench as bench_pkg
    from core.errors import HexwrightError
    known = sorted(info.name for info in pkgutil.iter_modules(bench_pkg.__path__)) + ["editor"]
    unknown = [name for name in args.only if name not in known]
    if unknown:
        raise HexwrightError(_("--only {unknown}: no such benchmark module; expected some of {known}").format(
                                 unknown=', '.join(unknown), known=', '.join(known)))
    figures = []
    for info in sorted(pkgutil.iter_modules(bench_pkg.__path__), key=lambda i: i.name):
        if args.only and info.name not in args.only:
            continue
        mod = importlib.import_module(f"core.bench.{info.name}")
        figures.extend(mod.run(quick=args.quick))
    if not args.only or "editor" in args.only:
        figures.extend(_editor_figures(args.quick))
    width = max((len(f.name) for f in figures), default=10)
    print(f"{'figure':<{width}}  {'value':>12}  note")
    for f in figures:
        print(f"{f.name:<{width}}  {f.value:>12.4g}  {f.note}")
    print(" ".join(f"{f.name}={f.value:.6g}" for f in figures))
    return 0
