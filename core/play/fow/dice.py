"""Dice resolutions as pure functions of the dice rolled so far.

A pending resolution is a JSON dict (a *spec*: what is rolled, with the
numbers fixed when it started) plus the list ``dice`` of d6 faces drawn so
far.  `interpret(spec)` reads the dice in order and returns ``None`` while
another die is needed, else the outcome dict.  The state therefore stores
nothing but the spec and the faces, so saving, cloning and replaying are
exact, and each die is one chance node.

Kinds (the rules are the rules core's, `core.rules.fow.shooting`):

* ``shoot`` -- ROF dice to hit (seed 001 p. 91), re-rolls of sixes above 6
  (tng_fow.md B.2), then per hit in order: a save die (a Firepower die after
  a failed save in bulletproof cover) or, for armour, an armour die and a
  Firepower die unless bounced (tng_fow.md B.4).  Stops at the first hit that
  destroys.  Outcome ``{"hits", "effect": "destroyed"|"bailed_out"|"none",
  "results": [...]}``.
* ``assault`` -- the target's defensive fire at the assaulter (a ``shoot``
  sub-spec, or none); the assault stops when the assaulter is destroyed or
  bailed out, or takes ``stop_hits`` hits (tng_fow.md B.5 [U]); else one
  assault die needing the defender's skill rating, and a hit destroys
  (no save, play_rules ``assault_no_save``) or, for armour, an armour die +
  Firepower die with top armour.  Outcome ``{"repelled", "df": shoot outcome,
  "hit", "effect"}``.
* ``test`` -- one die, passed on ``needed`` or more.  Outcome ``{"passed"}``.
* ``bombard`` -- ranging in (tng_fow.md B.4): one die per attempt, passed on
  ``ranging[k]`` or more (above 6 a 6 and a re-roll), until one passes or
  the attempts run out; then (HE, not ``smoke``) each team of ``teams`` in
  order is a ``shoot`` sub-spec of one die (its to-hit, save or armour and
  Firepower dice).  Outcome ``{"ranged", "attempts", "teams": [{"team",
  "hits", "effect", "results"}]}``.

``assault`` specs may list several defensive-fire shots (``df`` a list,
tng_fow.md B.5: every team within 8 inches): their hits add up, and the
assault stops at ``stop_hits`` or when the assaulter is destroyed or bailed
out.  With ``counter`` (the defender survived unharmed): a motivation die
(``counter.needed``); passed, the defender counter-attacks with one die
(``counter.attack`` like ``attack``); failed, it breaks off.  Outcome keys
``counter_test`` (True/False/None), ``counter_hit``, ``counter_effect``,
``break_off``.
"""
from __future__ import annotations

from typing import Any

from core import i18n
from core.errors import RulesError
from core.rules.fow.shooting import (
    armour_result,
    armour_save,
    count_hits,
    firepower_test,
)


class _Need(Exception):
    pass


class _Reader:
    def __init__(self, dice):
        self.dice = list(dice)
        self.i = 0

    def next(self) -> int:
        if self.i >= len(self.dice):
            raise _Need
        d = self.dice[self.i]
        self.i += 1
        return d


def _shoot(spec: dict, rd: _Reader, already_bailed: bool = False) -> dict:
    """Read one shot's dice; see module doc."""
    rof, need = int(spec["rof"]), int(spec["to_hit"])
    faces = [rd.next() for _ in range(rof)]
    sixes = sum(1 for d in faces if d == 6)
    rerolls = [rd.next() for _ in range(sixes)] if 6 < need <= 9 else []
    hits = count_hits(faces, need, rerolls)
    effect, results = "none", []
    bailed = already_bailed
    for _ in range(hits):
        if spec.get("armour") is not None:
            res = armour_save(int(spec["armour"]), rd.next(), int(spec["anti_tank"]), bool(spec.get("long_range")))
            if res == "bounced":
                results.append("bounced")
                continue
            final = armour_result(res, rd.next(), int(spec["firepower"]))
            results.append(f"{res}: {final.replace('_', ' ')}")
            if final == "destroyed":
                effect = "destroyed"
                break
            if final == "bailed_out":
                bailed = True
                effect = "bailed_out"
            continue
        save = spec.get("save")
        if spec.get("no_save") or save is None:
            results.append("destroyed (no save)")
            effect = "destroyed"
            break
        if rd.next() >= int(save):
            results.append("saved")
            continue
        if spec.get("bulletproof") and not firepower_test(rd.next(), int(spec["firepower"])):
            results.append("failed save, survived the Firepower test")
            continue
        results.append("destroyed")
        effect = "destroyed"
        break
    if effect == "none" and bailed and not already_bailed:
        effect = "bailed_out"
    return {"hits": hits, "effect": effect, "results": results}


def _assault(spec: dict, rd: _Reader) -> dict:
    df = spec.get("df")
    shots = [df] if isinstance(df, dict) else list(df or [])
    out: dict[str, Any] = {"repelled": False, "df": None, "hit": False, "effect": "none", "counter_test": None,
                           "counter_hit": False, "counter_effect": "none", "break_off": False}
    if shots:
        total: dict[str, Any] = {"hits": 0, "effect": "none", "results": [], "shots": []}
        bailed = bool(shots[0].get("target_bailed"))
        for one in shots:
            res = _shoot(one, rd, bailed)
            total["shots"].append(dict(res, firer=one.get("firer")))
            total["hits"] += res["hits"]
            total["results"] += res["results"]
            if res["effect"] != "none":
                total["effect"] = res["effect"]
            bailed = bailed or res["effect"] == "bailed_out"
            if res["effect"] in ("destroyed", "bailed_out") or total["hits"] >= int(spec["stop_hits"]):
                break
        out["df"] = total
        if total["effect"] in ("destroyed", "bailed_out") or total["hits"] >= int(spec["stop_hits"]):
            out["repelled"] = True
            return out
    a = spec["attack"]
    if rd.next() >= int(a["to_hit"]):
        out["hit"] = True
        res = _resolve_hits(a, rd, 1, bool(a.get("target_bailed")))
        out["effect"] = res["effect"]
        out["results"] = res["results"]
    c = spec.get("counter")
    if c is None or out["effect"] != "none":
        return out
    out["counter_test"] = rd.next() >= int(c["needed"])
    if not out["counter_test"]:
        out["break_off"] = True
        return out
    ca = c["attack"]
    if rd.next() >= int(ca["to_hit"]):
        out["counter_hit"] = True
        res = _resolve_hits(ca, rd, 1, bool(ca.get("target_bailed")))
        out["counter_effect"] = res["effect"]
        out["counter_results"] = res["results"]
    return out


def _bombard(spec: dict, rd: _Reader) -> dict:
    out: dict = {"ranged": False, "attempts": 0, "teams": []}
    for need in spec["ranging"]:
        out["attempts"] += 1
        d = rd.next()
        need = int(need)
        if need > 6:
            if d != 6:
                continue
            d = rd.next() + 3     # a 6 then a re-roll of (need - 3)+ (tng_fow.md B.2)
        if d >= need:
            out["ranged"] = True
            break
    if not out["ranged"] or spec.get("smoke"):
        return out
    for sub in spec.get("teams", []):
        res = _shoot(dict(sub, rof=1), rd, bool(sub.get("target_bailed")))
        out["teams"].append(dict(res, team=sub["target"]))
    return out


def _resolve_hits(spec: dict, rd: _Reader, hits: int, already_bailed: bool) -> dict:
    """Resolve ``hits`` hits of ``spec`` (no to-hit dice)."""
    fake = dict(spec, rof=hits, to_hit=1)
    pre = _Reader([1] * hits)
    # the to-hit dice of `fake` are the ones above (all hit); the save dice come from ``rd``
    chained = _Chain(pre, rd)
    return _shoot(fake, chained, already_bailed)


class _Chain(_Reader):
    def __init__(self, first: _Reader, second: _Reader):
        self.first, self.second = first, second

    def next(self) -> int:
        if self.first.i < len(self.first.dice):
            return self.first.next()
        return self.second.next()


def interpret(spec: dict) -> dict | None:
    """The outcome of ``spec`` with its ``dice``, or None while a die is
    missing; `RulesError` for an unknown kind or a die that is not 1-6."""
    for d in spec.get("dice", []):
        if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6:
            raise RulesError(i18n._("fow: a die must show 1-6, got {d!r}").format(d=d))
    rd = _Reader(spec.get("dice", []))
    kind = spec.get("kind")
    try:
        if kind == "shoot":
            return _shoot(spec, rd, bool(spec.get("target_bailed")))
        if kind == "assault":
            return _assault(spec, rd)
        if kind == "test":
            return {"passed": rd.next() >= int(spec["needed"])}
        if kind == "bombard":
            return _bombard(spec, rd)
    except _Need:
        return None
    raise RulesError(i18n._("fow: unknown dice resolution {kind!r}").format(kind=kind))
