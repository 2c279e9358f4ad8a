"""Rules conformance runner (../shared/conformance/README.md).

Loads case files, builds each position with Hexwright's own model, asks the
case's ruleset (``core.rules.<ruleset>.conformance_query``) and compares the
keys of ``expect`` with the answer.  An unknown ruleset or query kind is an
ERROR, never a skip.

Usage: ``hexwright conformance PATH... [--json]`` or
``python -m core.conformance PATH... [--json]``.
"""
from __future__ import annotations

import argparse
import json
import logging
import sys
from dataclasses import dataclass, field
from pathlib import Path

from core.errors import FormatError, HexwrightError
from core.formats.jsonio import read_json_file
from core.formats.schema import load_schema, validate_against
from core.hexgrid import Hexside
from core.i18n import _
from core.model.hexmap import HEX_FLAGS, HEXSIDE_FEATURES, Fortification, HexMap
from core.rules.catalogue import load_catalogue
from core.rules.registry import spec as ruleset_spec

CASE_SCHEMA = ("conformance-case", 1)   # schemas/conformance-case-1.json


class CaseError(HexwrightError):
    """A case that cannot be run: bad JSON, unknown ruleset or query kind, a
    unit off the map... The message names the item."""


@dataclass
class Outcome:
    """The result of one case: ``status`` is ``PASS``, ``FAIL`` or ``ERROR``."""

    id: str
    status: str
    expected: dict = field(default_factory=dict)
    got: dict = field(default_factory=dict)
    message: str = ""


def build_map(spec: dict, ruleset: str) -> HexMap:
    """A `HexMap` from a case's ``map`` object.

    Raises `CaseError` naming the key or label that is wrong (unknown
    orientation, a label off the map, hexside hexes that are not adjacent,
    a terrain, fortification or hexside feature that the ruleset's
    catalogue does not have).
    """
    try:
        m = HexMap(cols=int(spec["cols"]), rows=int(spec["rows"]), ruleset=ruleset,
                   orientation=spec.get("orientation", "flat"), stagger=spec.get("stagger", "even"),
                   default_terrain=spec.get("default_terrain", "open"))
    except KeyError as e:
        raise CaseError(_("map: missing key {args!r}").format(args=e.args[0])) from None
    except ValueError as e:
        raise CaseError(_("map: {e}").format(e=e)) from None
    cat = load_catalogue(ruleset)

    def known(name, table, what: str, where: str) -> None:
        if name not in table:
            raise CaseError(_("{where}: unknown {what} {name!r} for ruleset {ruleset}: expected one of "
                              "{table}").format(
                                where=where, what=what, name=name, ruleset=ruleset,
                                table=', '.join(table)))

    known(m.default_terrain, cat.terrain, "terrain", "map.default_terrain")
    for label, cell in (spec.get("hexes") or {}).items():
        try:
            h = m.parse(label)
        except ValueError as e:
            raise CaseError(_("map.hexes.{label}: {e}").format(label=label, e=e)) from None
        if "terrain" in cell:
            known(cell["terrain"], cat.terrain, "terrain", f"map.hexes.{label}.terrain")
            m.terrain[h] = cell["terrain"]
        if "elevation" in cell:
            m.elevation[h] = int(cell["elevation"])
        if cell.get("fortification"):
            fort = cell["fortification"]
            if isinstance(fort, dict):
                fort = Fortification(fort["kind"], fort.get("facing"))
            else:
                fort = Fortification(fort, cell.get("fortification_facing"))
            known(fort.kind, cat.fortifications, "fortification", f"map.hexes.{label}.fortification")
            m.fortifications[h] = fort
        flags = {f for f in HEX_FLAGS if cell.get(f)}
        if flags:
            m.flags[h] = frozenset(flags)
    for i, side in enumerate(spec.get("hexsides") or []):
        try:
            a, b = (m.parse(x) for x in side["hexes"])
            key = Hexside.between(a, b)
        except (ValueError, KeyError, TypeError) as e:
            raise CaseError(_("map.hexsides[{i}]: {e}").format(i=i, e=e)) from None
        feature = side.get("feature")
        if feature not in HEXSIDE_FEATURES or feature not in cat.hexside_features:
            raise CaseError(_("map.hexsides[{i}].feature: unknown hexside feature {feature!r} for "
                              "ruleset {ruleset}: expected one of {hexside_features}").format(
                                i=i, feature=feature, ruleset=ruleset,
                                hexside_features=', '.join(f for f in cat.hexside_features if f in HEXSIDE_FEATURES)))
        m.hexsides[key] = m.hexsides.get(key, frozenset()) | {feature}
    return m


def check_case(case, file: str = "<case>") -> None:
    """Check the shape of a parsed case against ``schemas/conformance-case-1.json``
    (documented keys have documented types: labels and ids are strings, dice
    are faces 1-6, budgets and pools are not negative, cols/rows 1-999, each
    query kind has its required keys, ``expect`` is a non-empty object).

    Raises `FormatError` naming ``file`` and the JSON path of every problem.
    Names and rules limits are the ruleset's to check.
    """
    if not isinstance(case, dict):
        raise FormatError(file, _("a case must be a JSON object"))
    problems = validate_against(case, load_schema(*CASE_SCHEMA))
    if problems:
        raise FormatError(file, problems)


def run_case(case: dict, file: str | None = None) -> Outcome:
    """Run one parsed case and compare only the keys of its ``expect``.

    A case that is malformed (see `check_case`) or that its ruleset refuses
    is an ERROR whose message names ``file`` (when given), the case and the
    place; an unknown ruleset or query kind is an ERROR, never a skip.
    """
    if not isinstance(case, dict):
        return Outcome("<no id>", "ERROR", message=f"{file or '<case>'}: a case must be a JSON object")
    cid = str(case.get("id", "<no id>"))
    exp = case.get("expect")
    expected: dict = exp if isinstance(exp, dict) else {}
    where = file or f"case {cid}"
    try:
        check_case(case, where)
    except FormatError as e:
        return Outcome(cid, "ERROR", expected, message=f"{where}: " + "; ".join(f"{p}: {m}" for p, m in e.problems))
    try:
        ruleset: str = case["ruleset"]  # a string: check_case validated the case
        try:
            module = ruleset_spec(ruleset).module()
        except HexwrightError as e:
            raise CaseError(str(e)) from None
        query_fn = getattr(module, "conformance_query", None)
        if query_fn is None:
            raise CaseError(_("ruleset {ruleset!r} answers no conformance queries yet").format(ruleset=ruleset))
        hexmap = build_map(case.get("map") or {}, ruleset)
        got = query_fn(case, hexmap)
    except HexwrightError as e:
        return Outcome(cid, "ERROR", expected, message=f"{file}: {e}" if file else str(e))
    except Exception as e:  # a bug in a ruleset must not stop the run
        logging.getLogger(__name__).exception("conformance case %s: internal error", cid)
        return Outcome(cid, "ERROR", expected, message=f"{where}: internal error: {type(e).__name__}: {e}")
    if not isinstance(got, dict):
        return Outcome(cid, "ERROR", expected, message=f"{where}: internal error: ruleset {case.get('ruleset')} "
                                                       f"answered {type(got).__name__}, not an object")
    sub = {k: got.get(k, "<missing>") for k in expected}
    status = "PASS" if all(_same(expected[k], sub[k]) for k in expected) else "FAIL"
    return Outcome(cid, status, expected, sub)


def _same(a, b) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b or (isinstance(a, bool) and isinstance(b, bool) and a == b)
    if isinstance(a, list) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def iter_case_files(paths: list[str]) -> list[Path]:
    """Case files named by ``paths`` (files, or folders searched recursively
    for ``*.json``), sorted within each folder."""
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out.extend(sorted(path.rglob("*.json")))
        else:
            out.append(path)
    return out


def load_case(path: Path) -> dict | Outcome:
    """Parse one case file, or an ERROR outcome naming the file."""
    try:
        data = read_json_file(path)
    except FormatError as e:
        return Outcome(path.stem, "ERROR", message=" ".join(str(e).splitlines()))
    if not isinstance(data, dict):
        return Outcome(path.stem, "ERROR", message=f"{path}: a case must be a JSON object")
    fmt = data.get("format")
    if isinstance(fmt, str) and fmt.startswith("hexwright.") and "query" not in data:
        return Outcome(path.stem, "ERROR", message=f"{path}: this is a {fmt} file, not a conformance case (a case "
                                                   "has ruleset, map, query and expect: see conformance/README.md); "
                                                   "check Hexwright files with `hexwright validate`")
    data.setdefault("id", path.stem)
    return data


def run_paths(paths: list[str]) -> list[Outcome]:
    """Run every case under ``paths``."""
    outcomes = []
    for f in iter_case_files(paths):
        case = load_case(f)
        outcomes.append(case if isinstance(case, Outcome) else run_case(case, str(f)))
    return outcomes


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``hexwright conformance``."""
    parser.add_argument("paths", nargs="+", help="case files or folders of case files")
    parser.add_argument("--json", action="store_true", help="print a JSON report instead of lines")


def run(args: argparse.Namespace) -> int:
    """Run the cases; print one line each and a summary; 1 if any failed."""
    outcomes = run_paths(args.paths)
    if not outcomes:
        print(f"no case files (*.json) found in {', '.join(args.paths)}: expected case files or folders holding "
              "them", file=sys.stderr)
        return 1
    passed = [o for o in outcomes if o.status == "PASS"]
    failed = [o for o in outcomes if o.status != "PASS"]
    if args.json:
        report = {"passed": [o.id for o in passed],
                  "failed": [{"id": o.id, "expected": o.expected, "got": o.got}
                             for o in outcomes if o.status == "FAIL"],
                  "errors": [{"id": o.id, "error": o.message} for o in outcomes if o.status == "ERROR"]}
        print(json.dumps(report, indent=1))
    else:
        for o in outcomes:
            if o.status == "PASS":
                print(f"PASS {o.id}")
            elif o.status == "FAIL":
                print(f"FAIL {o.id}: expected {json.dumps(o.expected)} got {json.dumps(o.got)}")
            else:
                print(f"ERROR {o.id}: {o.message}")
        print(f"{len(passed)} passed, {len(failed)} failed")
    return 1 if failed or not outcomes else 0


def main(argv: list[str] | None = None) -> int:
    """``python -m core.conformance`` entry point."""
    parser = argparse.ArgumentParser(prog="conformance", description=__doc__.splitlines()[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
