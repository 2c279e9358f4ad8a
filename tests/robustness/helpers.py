"""Shared pieces of the robustness tests: JSON mutation strategies and
assertions that a failure is a clear `HexwrightError`, never a traceback."""
from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample_maps"
CASES = ROOT.parent / "shared" / "conformance" / "cases"

# Values that are wrong somewhere: wrong types, out-of-range numbers, labels off the map.
ODD_VALUES = [None, True, False, 0, -1, -7, 7, 999, 10 ** 7, 1.5, "", "x", "0101", "9999", "zz", [], [None], [1],
              ["0101", "9999"], {}, {"a": 1}, {"kind": 3}]


def paths(doc, prefix=()):
    """Every path (tuple of keys/indices) into a JSON document, the root excluded."""
    if isinstance(doc, dict):
        items = doc.items()
    elif isinstance(doc, list):
        items = enumerate(doc)
    else:
        return
    for k, v in items:
        yield prefix + (k,)
        yield from paths(v, prefix + (k,))


@st.composite
def mutated(draw, doc: dict, skip=()):
    """``(copy of doc, list of edits)``: one to three edits, each dropping a
    key/item or replacing a value with an odd one."""
    out = copy.deepcopy(doc)
    edits = []
    for _ in range(draw(st.integers(1, 3))):
        choices = [p for p in paths(out) if p[0] not in skip]
        if not choices:
            break
        p = draw(st.sampled_from(choices))
        parent = out
        for k in p[:-1]:
            parent = parent[k]
        if draw(st.booleans()):
            del parent[p[-1]]
            edits.append(("drop", p))
        else:
            v = copy.deepcopy(draw(st.sampled_from(ODD_VALUES)))
            parent[p[-1]] = v
            edits.append(("set", p, v))
    return out, edits


def load_json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def hexwright(*args, cwd=None, timeout=120) -> subprocess.CompletedProcess:
    """Run the ``hexwright`` CLI in a subprocess (as a user would)."""
    return subprocess.run([sys.executable, "-m", "hexwright.cli", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, timeout=timeout)


def assert_clear_failure(proc: subprocess.CompletedProcess, *words: str) -> None:
    """Non-zero exit, no traceback, and every word of ``words`` in the output."""
    text = proc.stdout + proc.stderr
    assert proc.returncode != 0, text
    assert "Traceback" not in text, text
    for w in words:
        assert w in text, (w, text)
