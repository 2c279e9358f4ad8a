"""Sweeps: ``--vary KEY=LO..HI`` settings of the scenario document and the
grid of their combinations.

A key is a dotted path into the scenario file's JSON (``rounds``,
``caps.german``, ``starting_vp.soviet``, ``victory.vp_per_kill``); it must
name a whole number already there, or a side's entry of a per-side table
(``caps``, ``starting_vp``) that the file leaves out.  `apply_variant`
returns a changed copy of the document (a shorter game without the CAPs by
round and the reinforcements of the rounds it no longer has); the scenario
loader then checks it like any file.
"""
from __future__ import annotations

import copy
import itertools
import math
import re

from core.balance.stats import wilson, win_rate
from core.errors import HexwrightError
from core.i18n import _

_VARY = re.compile(r"^([A-Za-z_][\w.]*)=(-?\d+)(?:\.\.(-?\d+))?$")
PER_SIDE = ("caps", "starting_vp")
MAX_SETTINGS = 1000  # settings of one sweep (each plays the whole batch)


def parse_vary(text: str, doc: dict) -> tuple[str, list[int]]:
    """``(key, [values])`` of ``KEY=LO..HI`` (or ``KEY=V``) checked against
    scenario document ``doc``; `HexwrightError` naming the key and what was
    expected for a malformed item, an empty range or a key that is not a
    whole number of the scenario."""
    m = _VARY.match(text.strip())
    if not m:
        raise HexwrightError(_("--vary {text!r}: expected KEY=LO..HI with whole numbers, e.g. "
                               "caps.german=6..9").format(text=text))
    key, lo = m.group(1), int(m.group(2))
    hi = int(m.group(3)) if m.group(3) is not None else lo
    if hi < lo:
        raise HexwrightError(_("--vary {text!r}: the range {lo}..{hi} is empty (LO must not exceed HI)").format(
                                 text=text, lo=lo, hi=hi))
    _target(doc, key)
    return key, list(range(lo, hi + 1))


def _target(doc: dict, key: str) -> tuple[dict, str]:
    parts = key.split(".")
    node = doc
    sides = [s.get("id") for s in doc.get("sides", [])]
    for i, p in enumerate(parts[:-1]):
        nxt = node.get(p) if isinstance(node, dict) else None
        if nxt is None and i == 0 and p in PER_SIDE and len(parts) == 2:
            nxt = {}
        if not isinstance(nxt, dict):
            raise HexwrightError(_("--vary {key}: the scenario has no table {parts!r}; {known}").format(
                                     key=key, parts='.'.join(parts[:i + 1]),
                                     known=_known(doc)))
        node = nxt
    last = parts[-1]
    v = node.get(last) if isinstance(node, dict) else None
    if isinstance(v, bool) or not isinstance(v, int):
        if not (v is None and len(parts) == 2 and parts[0] in PER_SIDE and last in sides):
            raise HexwrightError(_("--vary {key}: not a whole number of the scenario ({value}); {known}").format(
                                     key=key,
                                     value=_("missing") if v is None else type(v).__name__,
                                     known=_known(doc)))
    return node, last


def _known(doc: dict) -> str:
    keys = [k for k, v in doc.items() if isinstance(v, int) and not isinstance(v, bool) and not k.startswith("format")]
    sides = [s.get("id") for s in doc.get("sides", [])]
    keys += [f"{t}.{s}" for t in PER_SIDE for s in sides]
    v = doc.get("victory", {})
    keys += [f"victory.{k}" for k, x in v.items() if isinstance(x, int) and not isinstance(x, bool)]
    return "keys that can vary: " + ", ".join(keys)


def apply_variant(doc: dict, variant) -> dict:
    """A deep copy of ``doc`` with each ``(key, value)`` of ``variant`` set;
    a shorter game (``rounds``) also loses what the rounds past its end
    held (`_cut_rounds`)."""
    out = copy.deepcopy(doc)
    for key, value in variant:
        parts = key.split(".")
        node = out
        for p in parts[:-1]:
            node = node.setdefault(p, {})
        node[parts[-1]] = value
    if any(k == "rounds" for k, _v in variant):
        _cut_rounds(out)
    return out


def _cut_rounds(doc: dict) -> None:
    """Drop the CAPs by round (``caps_by_round``) and the reinforcement
    groups of rounds after ``doc["rounds"]``: in a game that ends sooner
    they never come (the scenario loader refuses a file that names them)."""
    last = doc.get("rounds")
    if isinstance(last, bool) or not isinstance(last, int):
        return

    def late(r) -> bool:
        try:
            return int(r) > last
        except (TypeError, ValueError):
            return False  # the loader names a malformed round
    for side, table in (doc.get("caps_by_round") or {}).items():
        if isinstance(table, dict):
            doc["caps_by_round"][side] = {r: c for r, c in table.items() if not late(r)}
    if isinstance(doc.get("reinforcements"), list):
        doc["reinforcements"] = [g for g in doc["reinforcements"] if not (isinstance(g, dict) and late(g.get("round")))]


def grid(varies: list[tuple[str, list[int]]]) -> list[tuple[tuple[str, int], ...]]:
    """Every combination of the varied values, first key slowest; ``[()]``
    without any ``--vary``; `HexwrightError` for more than `MAX_SETTINGS`."""
    if not varies:
        return [()]
    size = math.prod(len(vals) for _k, vals in varies)
    if size > MAX_SETTINGS:
        raise HexwrightError(_("--vary: {size} settings; at most {most} in one batch (narrow the ranges)").format(
                                 size=size, most=MAX_SETTINGS))
    keys = [k for k, _ in varies]
    return [tuple(zip(keys, combo)) for combo in itertools.product(*(vals for _, vals in varies))]


def variant_label(variant) -> str:
    """``"caps.german=7 rounds=6"`` (``"as written"`` for the empty variant)."""
    return " ".join(f"{k}={v}" for k, v in variant) or "as written"


def sweep_summary(sides: list[str], records: list[dict], variants: list) -> dict:
    """For each variant, the first side's win rate (draws half) with its
    Wilson interval, and the setting closest to an even game (ties: the
    narrower interval, then grid order)::

        {"side": side, "settings": [{"label", "variant", "games", "win_rate", "ci95"}],
         "closest": the chosen setting}
    """
    side = sides[0]
    rows: list[dict] = []
    for v in variants:
        recs = [r for r in records if tuple(sorted(r["variant"].items())) == tuple(sorted(v))]
        n = len(recs)
        wins = sum(1 for r in recs if r["winner"] == side)
        draws = sum(1 for r in recs if r["winner"] is None)
        lo, hi = wilson(wins + 0.5 * draws, n)
        rows.append({"label": variant_label(v), "variant": dict(v), "games": n,
                     "win_rate": round(win_rate(wins, draws, n), 4), "ci95": [round(lo, 4), round(hi, 4)]})
    played = [r for r in rows if r["games"]] or rows
    best = min(played, key=lambda r: (abs(r["win_rate"] - 0.5), r["ci95"][1] - r["ci95"][0]))
    return {"side": side, "settings": rows, "closest": best}
