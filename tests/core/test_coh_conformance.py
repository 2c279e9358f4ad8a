"""Every coh-* conformance case (except coh-los-*, owned by the LOS work)
passes through core.conformance.run_case; bad input gives an ERROR whose
message names the item, never a traceback."""
import copy
import json
from pathlib import Path

import pytest

from core.conformance import run_case

CASES = Path(__file__).resolve().parents[3] / "shared" / "conformance" / "cases"
FILES = sorted(p for p in CASES.glob("coh-*.json") if not p.name.startswith("coh-los-")) if CASES.is_dir() else []


@pytest.mark.skipif(not FILES, reason="../shared/conformance/cases not present")
@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_case_passes(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    out = run_case(case)
    assert out.status == "PASS", f"{out.id}: expected {out.expected} got {out.got} {out.message}"


BASE = {
    "id": "bad", "ruleset": "coh",
    "map": {"orientation": "flat", "stagger": "even", "cols": 8, "rows": 8, "default_terrain": "open"},
    "units": [{"id": "s1", "side": "soviet", "kind": "squad", "hex": "0402",
               "stats": {"fp_soft": 4, "fp_hard": 0, "range": 8, "dr_front": 12, "dr_flank": 10, "move_ap": 1}}],
    "query": {"kind": "move_cost", "units": ["s1"], "path": ["0403"]},
    "expect": {"cost": 1},
}


def _run(mutate):
    case = copy.deepcopy(BASE)
    mutate(case)
    return run_case(case)


def test_base_case_passes():
    assert _run(lambda c: None).status == "PASS"


@pytest.mark.parametrize("mutate,words", [
    (lambda c: c["units"][0].update(hex="0909"), ["s1", "0909", "off the map"]),
    (lambda c: c["units"][0].update(kind="dragon"), ["s1", "dragon"]),
    (lambda c: c["units"][0].update(hits=["shaken"]), ["s1", "shaken"]),
    (lambda c: c["query"].update(path=["0403", "0405"]), ["0405", "not adjacent"]),
    (lambda c: c["query"].update(kind="reachable", unit="s1", budget=-1), ["budget", "-1"]),
    (lambda c: c["query"].update(mode="extended"), ["extended"]),
    (lambda c: c["query"].update(units=["nobody"]), ["nobody"]),
])
def test_bad_input_is_an_error_naming_the_item(mutate, words):
    out = _run(mutate)
    assert out.status == "ERROR"
    assert "internal error" not in out.message
    for w in words:
        assert w in out.message


def test_reachable_and_illegal_answers():
    out = _run(lambda c: (c["query"].clear(), c["query"].update(kind="reachable", unit="s1", budget=1),
                          c.update(expect={"hexes": ["0302", "0303", "0401", "0403", "0502", "0503"]})))
    assert out.status == "PASS", out.got
    out = _run(lambda c: (c["units"][0].update(hits=["pinned"]), c.update(expect={"legal": False})))
    assert out.status == "PASS", out.got
