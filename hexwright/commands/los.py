"""``hexwright los FILE FROM TO...``: line of sight between hexes of a map or scenario."""
from __future__ import annotations

import argparse
import json

HELP = "line of sight from one hex to others on a map (or a scenario's map), with the reason when blocked"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``hexwright los``."""
    parser.add_argument("file", help="a hexwright.map or hexwright.scenario file")
    parser.add_argument("origin", help="hex label the line starts from, e.g. 0304")
    parser.add_argument("targets", nargs="*", help="hex labels to test (default: every hex, a visibility fan)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of lines")


def _load_map(path: str):
    from core.formats.jsonio import read_json_file
    data = read_json_file(path)
    if isinstance(data, dict) and data.get("format") == "hexwright.scenario":
        from core.formats.scenariofile import load_scenario
        scenario = load_scenario(path)
        return scenario.hexmap
    from core.formats.mapfile import load_map
    return load_map(path)


def run(args: argparse.Namespace) -> int:
    """Print one line per target: ``LABEL clear`` or ``LABEL blocked: reason``."""
    from core.errors import HexwrightError
    from core.los import LosEngine
    hexmap = _load_map(args.file)
    try:
        origin = hexmap.parse(args.origin)
        targets = [hexmap.parse(t) for t in args.targets] if args.targets else list(hexmap.hexes())
    except ValueError as e:
        raise HexwrightError(f"{args.file}: {e}") from None
    engine = LosEngine(hexmap)
    results = []
    for t in targets:
        r = engine.check(origin, t)
        results.append({"to": hexmap.label(t), "clear": r.clear, "reason": r.reason,
                        "blocking_hexes": [hexmap.label(h) for h in r.blocking_hexes],
                        "blocking_hexsides": [[hexmap.label(s.a), hexmap.label(s.b)] for s in r.blocking_hexsides]})
    if args.json:
        print(json.dumps({"from": args.origin, "results": results}, indent=1))
    else:
        for r in results:
            print(f"{args.origin} -> {r['to']}: " + ("clear" if r["clear"] else f"blocked: {r['reason']}"))
        seen = sum(r["clear"] for r in results)
        print(f"{seen} of {len(results)} {'hex' if len(results) == 1 else 'hexes'} in LOS")
    return 0
