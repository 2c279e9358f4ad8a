"""Malformed conformance cases are ERRORs that name the case, the file and
the place; never an internal error (a KeyError/TypeError escaping a
ruleset), never a silent PASS."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.conformance import run_case, run_paths
from tests.robustness.helpers import CASES, assert_clear_failure, hexwright, load_json, mutated

CASE_FILES = sorted(CASES.glob("*.json"))
BASE = {p.stem: load_json(p) for p in CASE_FILES}


def _run(name: str, edit) -> object:
    case = copy.deepcopy(BASE[name])
    edit(case)
    return run_case(case)


def _error(out, *words):
    assert out.status == "ERROR", (out.status, out.expected, out.got)
    assert not out.message.startswith("internal error") and "internal error" not in out.message, out.message
    for w in words:
        assert w in out.message, (w, out.message)


BAD = {
    "unit off the map": ("coh-move-rifle-open-path", lambda c: c["units"][0].update(hex="0999"), ["0999", "off the map"]),
    "unit kind unknown (coh)": ("coh-move-rifle-open-path", lambda c: c["units"][0].update(kind="dragon"), ["dragon"]),
    "unit kind unknown (tng)": ("tng-zoc-six-hexes", lambda c: c["units"][0].update(kind="dragon"), ["dragon"]),
    "hit marker unknown": ("coh-critical-hit-destroys", lambda c: c["units"][1].update(hits=["bogus"]), ["bogus"]),
    "coh path not a chain": ("coh-move-rifle-open-path", lambda c: c["query"].update(path=["0505", "0808"]),
                             ["adjacent"]),
    "tng path not a chain": ("tng-move-artillery-along-road",
                             lambda c: c["query"].update(path=c["query"]["path"][:1] + ["0808"]), ["0808", "adjacent"]),
    "negative budget": ("coh-move-rifle-open-path",
                        lambda c: c["query"].update(kind="reachable", unit=c["units"][0]["id"], budget=-3),
                        ["$.query.budget", ">= 0"]),
    "negative pool": ("coh-pool-overspend-illegal", lambda c: c["query"].update(pool=-1), ["$.query.pool"]),
    "missing firers": ("coh-critical-hit-destroys", lambda c: c["query"].pop("firers"), ["$.query.firers", "missing"]),
    "missing los end": ("coh-los-open-clear", lambda c: c["query"].pop("to"), ["$.query.to", "missing"]),
    "missing zoc unit": ("tng-zoc-six-hexes", lambda c: c["query"].pop("unit"), ["$.query.unit", "missing"]),
    "die of 7": ("coh-critical-hit-destroys", lambda c: c["query"].update(dice=[7, 0]), ["$.query.dice[0]", "<= 6"]),
    "sniper die 0": ("coh-sniper-detected-on-six", lambda c: c["query"].update(die=0), ["$.query.die", ">= 1"]),
    "stat as a string": ("coh-critical-hit-destroys", lambda c: c["units"][0]["stats"].update(fp_soft="5"),
                         ["$.units[0].stats.fp_soft", "a number"]),
    "stats as a list": ("tng-zoc-six-hexes", lambda c: c["units"][0].update(stats=[1, 2]), ["$.units[0].stats"]),
    "units as an object": ("coh-move-rifle-open-path", lambda c: c.update(units={"a": 1}), ["$.units"]),
    "hexes as a list": ("coh-critical-hit-destroys", lambda c: c["map"].update(hexes=[1]), ["$.map.hexes"]),
    "rows as a string": ("tng-los-woods-same-level-blocks", lambda c: c["map"].update(rows="8"), ["$.map.rows"]),
    "cols zero": ("coh-los-open-clear", lambda c: c["map"].update(cols=0), ["$.map.cols", ">= 1"]),
    "query null": ("coh-los-open-clear", lambda c: c.update(query=None), ["$.query"]),
    "query kind a list": ("fow-moving-rof-1", lambda c: c["query"].update(kind=["moving_rof"]), ["$.query.kind"]),
    "unknown ruleset": ("coh-los-open-clear", lambda c: c.update(ruleset="chess"), ["chess"]),
    "unknown query kind": ("tng-zoc-six-hexes", lambda c: c["query"].update(kind="teleport"), ["teleport"]),
    "no expect": ("coh-los-open-clear", lambda c: c.pop("expect"), ["$.expect"]),
    "empty expect": ("coh-los-open-clear", lambda c: c.update(expect={}), ["$.expect"]),
    "expect a list": ("coh-los-open-clear", lambda c: c.update(expect=[True]), ["$.expect"]),
    "unknown fortification": ("coh-critical-hit-destroys",
                              lambda c: c["map"]["hexes"].update({"0101": {"fortification": "moat"}}), ["moat", "0101"]),
    "unknown terrain in an unused hex (coh)": ("coh-los-open-clear",
                                               lambda c: c["map"]["hexes"].update({"0303": {"terrain": "lava"}}),
                                               ["map.hexes.0303.terrain", "lava"]),
    "unknown terrain (fow)": ("fow-moving-rof-1", lambda c: c["map"]["hexes"].update({"0101": {"terrain": "lava"}}),
                              ["lava"]),
    "unknown default terrain": ("coh-critical-hit-destroys", lambda c: c["map"].update(default_terrain="lava"),
                                ["map.default_terrain", "lava"]),
    "unknown hexside feature": ("coh-move-rifle-open-path",
                                lambda c: c["map"]["hexsides"].append({"hexes": ["0101", "0102"], "feature": "moat"}),
                                ["map.hexsides[0].feature", "moat"]),
    "unknown tng status": ("tng-zoc-six-hexes", lambda c: c["units"][0].update(status=["sleepy"]), ["sleepy", "'r1'"]),
}


@pytest.mark.parametrize("what", sorted(BAD))
def test_malformed_case_is_an_error_naming_the_place(what):
    name, edit, words = BAD[what]
    _error(_run(name, edit), *words)


def test_non_object_case_is_an_error():
    for value in ([1, 2], None, "case", 3):
        _error(run_case(value), "JSON object")


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_mutated_cases_never_raise_nor_error_internally(data):
    name = data.draw(st.sampled_from(sorted(BASE)))
    case, edits = data.draw(mutated(BASE[name], skip=("id", "source", "expect")))
    out = run_case(case, f"{name}.json")
    assert out.status in ("PASS", "FAIL", "ERROR")
    if out.status == "ERROR":
        assert "internal error" not in out.message, (name, edits, out.message)
        assert out.message.strip(), (name, edits)


def test_bad_case_files_are_errors_naming_the_file(tmp_path):
    files = {"empty.json": b"", "binary.json": b"\x00\xff\xfe\x01", "list.json": b"[1, 2]",
             "truncated.json": json.dumps(BASE["coh-los-open-clear"]).encode()[:40],
             "dup.json": b'{"id": "a", "id": "b"}', "nan.json": b'{"id": NaN}'}
    for name, raw in files.items():
        (tmp_path / name).write_bytes(raw)
    outcomes = {o.id: o for o in run_paths([str(tmp_path / n) for n in files] + [str(tmp_path / "missing.json")])}
    assert set(outcomes) == {"empty", "binary", "list", "truncated", "dup", "nan", "missing"}
    for stem, o in outcomes.items():
        assert o.status == "ERROR" and f"{stem}.json" in o.message, o


def test_cli_reports_errors_and_empty_folders(tmp_path):
    bad = copy.deepcopy(BASE["coh-los-open-clear"])
    bad["query"]["from"] = 101
    (tmp_path / "bad.json").write_text(json.dumps(bad))
    proc = hexwright("conformance", tmp_path / "bad.json")
    assert_clear_failure(proc, "ERROR coh-los-open-clear", "bad.json", "$.query.from", "0 passed, 1 failed")
    (tmp_path / "none").mkdir()
    assert_clear_failure(hexwright("conformance", tmp_path / "none"), "no case files")


def test_documented_shapes_are_not_refused():
    # the shape check must not turn a well-formed case into an ERROR: null
    # stats (units.json: "null = cannot attack"), status as an object, extra
    # query keys and top-level settings are all allowed
    out = _run("coh-critical-hit-destroys", lambda c: (c["units"][0]["stats"].update(fp_hard=None),
                                                       c["query"].update(note="extra key"),
                                                       c.update(settings={})))
    assert out.status == "PASS", out.message
    out = _run("tng-zoc-six-hexes", lambda c: c["units"][0].update(status={"disordered": False}))
    assert out.status == "PASS", out.message
