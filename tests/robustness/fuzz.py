"""Mutations of real files and the loaders and commands they go through,
shared by the bounded fuzz tests (`test_fuzz_loaders`) and the long run
(``tools/fuzz_loaders.py``).

A mutation takes the bytes of a real file (a sample map or scenario, a
Tiled fixture, a pack exported from the samples) and either edits its
parsed JSON (drop a key, replace a value by an odd one: wrong types,
huge or fractional numbers, surrogates, odd labels) or its bytes (flip,
cut, repeat, insert).  A target is a loader or CLI command run on the
mutated file; `run_target` returns ``"ok"`` or ``"refused"`` (a
`core.errors.HexwrightError`) and lets anything else escape -- the bug
these runs look for.
"""
from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import shutil
from pathlib import Path

from core.errors import HexwrightError

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample_maps"
TILED = ROOT.parent / "shared" / "fixtures" / "tiled"

ODD = [None, True, 0, -1, 7, 2 ** 63, 1e300, 24.0, 2.5, -0.0, "", "x", "\ud800", "0101\n", "\u0660\u0661\u0660\u0661",
       "9999", "a\u0000b", [], [None], [1, 2], {}, {"kind": 3}, "../../etc/passwd", "x" * 300]


def sources() -> dict[str, Path]:
    """Name -> real file to mutate (maps, scenarios, Tiled fixtures)."""
    out = {p.name: p for p in sorted(SAMPLES.glob("*.json"))}
    out.update({p.name: p for p in sorted(TILED.glob("*.tmx"))})
    return out


def _paths(doc, prefix=()):
    items = doc.items() if isinstance(doc, dict) else enumerate(doc) if isinstance(doc, list) else ()
    for k, v in items:
        yield prefix + (k,)
        yield from _paths(v, prefix + (k,))


def mutate_json(doc, rng: random.Random, edits: int = 2):
    """A copy of ``doc`` with ``edits`` random drops or odd values."""
    out = copy.deepcopy(doc)
    for _ in range(edits):
        places = list(_paths(out))
        if not places:
            break
        p = rng.choice(places)
        parent = out
        for k in p[:-1]:
            parent = parent[k]
        if rng.random() < 0.3:
            del parent[p[-1]]
        else:
            parent[p[-1]] = copy.deepcopy(rng.choice(ODD))
    return out


def mutate_bytes(raw: bytes, rng: random.Random) -> bytes:
    """``raw`` with one byte-level change: flip, cut, repeat a slice, insert junk."""
    b = bytearray(raw)
    kind = rng.randrange(4)
    i = rng.randrange(max(len(b), 1))
    if kind == 0 and b:
        b[i] ^= 1 << rng.randrange(8)
    elif kind == 1:
        del b[i:]
    elif kind == 2:
        j = min(len(b), i + rng.randrange(1, 200))
        b[i:i] = b[i:j] * rng.randrange(1, 5)
    else:
        b[i:i] = rng.choice([b"\x00", b"\xff\xfe", b"\\ud800", b"1e999", b"<!--", b"]]>", b'{"a":', b"\n"])
    return bytes(b)


def mutant(name: str, raw: bytes, rng: random.Random) -> bytes:
    """One mutation of a file's bytes (JSON edits for JSON files half the time)."""
    if name.endswith(".json") and rng.random() < 0.6:
        doc = json.loads(raw)
        return json.dumps(mutate_json(doc, rng, rng.randint(1, 3))).encode("utf-8")
    return mutate_bytes(raw, rng)


def stage(folder: Path, name: str, data: bytes) -> Path:
    """Write the mutant as ``name`` in ``folder`` beside copies of the
    sample maps a scenario may reference; returns its path."""
    folder.mkdir(parents=True, exist_ok=True)
    for m in ("coh_two_boards.json", "borodino.json", "fow_table.json"):
        if name != m:
            shutil.copy(SAMPLES / m, folder / m)
    path = folder / name
    path.write_bytes(data)
    return path


def _loaders():
    from core.formats.mapfile import load_map
    from core.formats.open_file import open_file
    from core.formats.scenariofile import load_scenario
    from core.formats.tiled import import_tiled
    return {"load_map": load_map, "load_scenario": load_scenario, "open_file": open_file,
            "import_tiled": lambda p: import_tiled(p, None)}


LOADERS = ("load_map", "load_scenario", "open_file", "import_tiled")
COMMANDS = {"validate": ["validate", "{f}"], "los": ["los", "{f}", "0101", "0202"],
            "export-tiled": ["export-tiled", "{f}", "-o", "{d}/out.tmx"],
            "import-tiled": ["import-tiled", "{f}", "-o", "{d}/out.json"]}
SLOW_COMMANDS = {"play": ["play", "{f}", "--bots", "random,random"], "render": ["render", "{f}", "-o", "{d}/o.png"]}


def run_target(target: str, path: Path, argv: list[str] | None = None) -> str:
    """Run a loader (`LOADERS`) or a CLI command (``argv`` template) on
    ``path``: ``"ok"`` or ``"refused"``; anything but a `HexwrightError`
    (or the CLI's own non-zero exit) escapes."""
    if argv is None:
        try:
            _loaders()[target](path)
        except HexwrightError:
            return "refused"
        return "ok"
    from hexwright.cli import main
    args = [a.format(f=path, d=path.parent) for a in argv]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(args)
    if "Traceback" in out.getvalue() + err.getvalue():
        raise AssertionError(f"traceback printed by {args}:\n{err.getvalue()}")
    return "ok" if code == 0 else "refused"
