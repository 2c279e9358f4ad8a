"""``hexwright los FILE FROM TO...``: line of sight between hexes of a map or scenario.

With targets, each line gives the verdict and the policy's reason.  Without
targets (a visibility fan over the whole map) the verdicts come from the
vectorised fan; on maps up to `REASONS_UP_TO` hexes every blocked line also
gives its reason (as with targets), on bigger maps only with ``--reasons``
(reasons cost about a millisecond per target).  Results are printed as they
are computed, so memory stays bounded on any legal map; a whole-map fan
that could only be decided pair by pair (a map wider than the fan tables
reach) is refused with a message unless ``--reasons`` asks for the slow,
streamed answer.
"""
from __future__ import annotations

import argparse
import json
import sys
from core.i18n import _, ngettext

HELP = "line of sight from one hex to others on a map (or a scenario's map), with the reason when blocked"

REASONS_UP_TO = 10_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``hexwright los``."""
    parser.add_argument("file", help="a hexwright.map or hexwright.scenario file")
    parser.add_argument("origin", help="hex label the line starts from, e.g. 0304")
    parser.add_argument("targets", nargs="*", help="hex labels to test (default: every hex, a visibility fan)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of lines")
    parser.add_argument("--reasons", action="store_true",
                        help=f"give the reason for every blocked line of a fan on a map over {REASONS_UP_TO:,} "
                             "hexes too (slower)")


def _load_map(path: str):
    from core.formats.jsonio import read_json_file
    data = read_json_file(path)
    if isinstance(data, dict) and data.get("format") == "hexwright.scenario":
        from core.formats.scenariofile import load_scenario
        scenario = load_scenario(path)
        return scenario.hexmap
    from core.formats.mapfile import load_map
    return load_map(path)


def _results(engine, origin, targets, with_reasons: bool):
    """``(target, clear, LosResult | None)`` in target order, streamed."""
    if with_reasons:
        for t, r in engine.check_many(origin, targets):
            yield t, r.clear, r
        return
    fan = engine.fan(origin)
    for t in targets:
        yield t, fan[t], None


def run(args: argparse.Namespace) -> int:
    """Print one line per target: ``FROM -> LABEL: clear`` or ``... blocked:
    reason`` (``blocked`` alone in a big fan without ``--reasons``), then the
    count; or JSON ``{"from", "results": [{"to", "clear", "reason",
    "blocking_hexes", "blocking_hexsides"}]}`` (``reason`` and the blocking
    lists null when not computed)."""
    from core.errors import HexwrightError
    from core.los import LosEngine
    hexmap = _load_map(args.file)
    try:
        origin = hexmap.parse(args.origin)
        targets = [hexmap.parse(t) for t in args.targets] if args.targets else list(hexmap.hexes())
    except ValueError as e:
        raise HexwrightError(f"{args.file}: {e}") from None
    engine = LosEngine(hexmap)
    fan_mode = not args.targets
    with_reasons = not fan_mode or args.reasons or len(targets) <= REASONS_UP_TO
    if fan_mode and not with_reasons and not engine.fan_is_vectorised():
        raise HexwrightError(
            _("{file}: a whole-map fan on this {cols} x {rows} map would be decided line by line "
              "({n_targets:,} lines, about a millisecond each): name the target hexes, or add --reasons "
              "for the full streamed answer").format(
                file=args.file, cols=hexmap.cols, rows=hexmap.rows, n_targets=len(targets)))
    out = sys.stdout
    seen = total = 0
    if args.json:
        out.write(json.dumps({"from": args.origin})[:-1] + ', "results": [\n')
    for t, clear, r in _results(engine, origin, targets, with_reasons):
        seen += clear
        if args.json:
            item = {"to": hexmap.label(t), "clear": clear, "reason": r.reason if r else None,
                    "blocking_hexes": [hexmap.label(h) for h in r.blocking_hexes] if r else None,
                    "blocking_hexsides": [[hexmap.label(s.a), hexmap.label(s.b)] for s in r.blocking_hexsides]
                    if r else None}
            out.write((",\n" if total else "") + json.dumps(item))
        else:
            verdict = (_("clear") if clear else
                       _("blocked: {reason}").format(reason=r.reason) if r else _("blocked"))
            out.write(f"{args.origin} -> {hexmap.label(t)}: {verdict}\n")
        total += 1
    if args.json:
        out.write("\n]}\n")
    else:
        out.write(ngettext("{seen} of {total} hex in LOS", "{seen} of {total} hexes in LOS", total).format(
            seen=seen, total=total) + "\n")
    return 0
