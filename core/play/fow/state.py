"""`FowState`: a Flames of War game in progress (tng_fow.md GAME B; seed 001).

The position is each team's hex (None once destroyed), facing, status flags
(`core.rules.fow.teams.STATUSES` minus ``gone_to_ground``, which is derived:
a team that did not move, shoot or assault, seed 001 p. 90) and whether it
is still hidden (only when the scenario set it up hidden).  Then: the round
(1 .. turn limit), the side whose player turn it is, the step (``start``,
``movement``, ``shooting``, ``assault``, ``over``), the teams that have
acted in this step, the pending dice resolution (`core.play.fow.dice`) and
the queue of starting-step tests, kills and VP, the winner and why.

Logic lives in flow.py (turns, steps, victory), legal.py and resolve.py;
this module is the data, its JSON form and the `GameState` hooks (the
shared plumbing is in the base).  ``log`` (readable lines) is not part of
`to_dict`.
"""
from __future__ import annotations

import copy
from dataclasses import replace
from typing import TypeVar

from core.errors import HexwrightError
from core.i18n import _
from core.play.fow.actions import Die
from core.play.state import GameState
from core.rules.fow.teams import STATUSES, Team

STEPS = ("start", "movement", "shooting", "assault", "over")


class FowState(GameState):
    """See module doc.  Build with `core.play.game.Game.new_initial_state`."""

    def __init__(self, game):
        self.game = game
        self.data = game.data
        self.pos: dict[str, dict] = {}
        self.round = 1
        self.turn: str = self.data.order[0]
        self.step = "start"
        self.acted: set[str] = set()
        self.chance: dict | None = None
        self.queue: list[dict] = []
        self.hits: dict[str, int] = {}
        self.kills = {s: 0 for s in game.sides}
        self.vp = {s: 0 for s in game.sides}
        self.won: str | None = None
        self.reason = ""
        self.log: list[str] = []
        self.rolls: list[dict] = []
        self.templates: list[dict] = []
        self.smoke_used: list[str] = []
        self._legal = None

    _copied = ("pos", "acted", "chance", "queue", "hits", "kills", "vp", "log", "rolls", "templates", "smoke_used")

    # --- GameState --------------------------------------------------------
    def _to_act(self) -> str:
        return self.turn

    def is_chance_node(self) -> bool:
        return self.chance is not None and self.step != "over"

    def is_terminal(self) -> bool:
        return self.step == "over"

    def chance_outcomes(self) -> list[tuple]:
        return [(Die(v), 1 / 6) for v in range(1, 7)] if self.is_chance_node() else []

    def _player_actions(self) -> list:
        """Implemented by the engine's state (`core.play.fow.engine.FowPlayState`)."""
        raise NotImplementedError("use core.play.fow.engine.FowPlayState")

    def _apply(self, action) -> None:
        """Implemented by the engine's state (`core.play.fow.engine.FowPlayState`)."""
        raise NotImplementedError("use core.play.fow.engine.FowPlayState")

    # --- helpers ----------------------------------------------------------
    def label(self, h) -> str:
        return self.data.hexmap.label(h)

    def say(self, text: str) -> None:
        """Append ``text`` to the log, prefixed with round and side."""
        self.log.append(f"T{self.round} {self.turn}: {text}")

    def team(self, tid: str) -> Team:
        """Team ``tid`` as a rules-core `Team` with its current hex, facing
        and status."""
        p = self.pos[tid]
        return replace(self.data.base[tid], hex=p["hex"], facing=p["facing"], status=frozenset(p["status"]))

    def alive(self, side: str | None = None) -> list[str]:
        """Ids of the teams on the map (of ``side``), in setup order."""
        return [t for t, p in self.pos.items() if p["hex"] is not None
                and (side is None or self.data.base[t].side == side)]

    def has(self, tid: str, flag: str) -> bool:
        return flag in self.pos[tid]["status"]

    def set_flag(self, tid: str, flag: str, on: bool = True) -> None:
        st = self.pos[tid]["status"]
        if on and flag not in st:
            st.append(flag)
            st.sort()
        elif not on and flag in st:
            st.remove(flag)

    def visible_to(self, tid: str, side: str) -> bool:
        """Team ``tid`` is on the map and not hidden from ``side``."""
        p = self.pos[tid]
        return p["hex"] is not None and (self.data.base[tid].side == side or not p["hidden"])

    # --- JSON -------------------------------------------------------------
    def to_dict(self) -> dict:
        """JSON values: ``units`` (the teams on the map, setup order: ``id``,
        ``side``, ``kind`` = team type, ``hex``, ``facing``, ``status``,
        ``hidden``), ``destroyed`` (ids), round, turn, step, acted, the
        pending ``chance`` and ``queue``, kills, VP, winner and reason;
        ``waiting`` (reinforcements not yet arrived) and ``hits`` (hits
        per platoon in this shooting step, tng_fow.md B.3), ``templates``
        (bombardment and smoke templates on the map: ``kind`` ``bombard``
        or ``smoke``, ``by`` side, ``team``, ``aim`` and ``hexes`` labels,
        ``round``; tng_fow.md B.2/B.4) and ``smoke_used`` (teams that fired
        their one smoke bombardment) when not empty."""
        units: list[dict] = []
        destroyed: list[str] = []
        waiting: list[str] = []
        for tid, p in self.pos.items():
            if p["hex"] is None:
                (waiting if p.get("waiting") else destroyed).append(tid)
                continue
            base = self.data.base[tid]
            units.append({"id": tid, "side": base.side, "kind": base.type, "hex": self.label(p["hex"]),
                          "facing": p["facing"], "status": list(p["status"]), "hidden": bool(p["hidden"])})
        return {"ruleset": "fow", "round": self.round, "turn": self.turn, "step": self.step,
                "acted": sorted(self.acted), "chance": copy.deepcopy(self.chance), "queue": copy.deepcopy(self.queue),
                "units": units, "destroyed": destroyed, "kills": dict(self.kills), "vp": dict(self.vp),
                "winner": self.won, "reason": self.reason,
                **({"waiting": waiting} if waiting else {}), **({"hits": dict(self.hits)} if self.hits else {}),
                **({"templates": copy.deepcopy(self.templates)} if self.templates else {}),
                **({"smoke_used": list(self.smoke_used)} if self.smoke_used else {})}


S = TypeVar("S", bound=FowState)


def state_from_dict(game, d: dict, cls: type[S]) -> S:
    """Rebuild a state of class ``cls`` (the engine's `FowState` subclass)
    from `FowState.to_dict`; `HexwrightError` naming the key that does not
    fit ``game``."""
    if not isinstance(d, dict) or d.get("ruleset") != "fow":
        raise HexwrightError(_("fow state: expected a dict with \"ruleset\": \"fow\""))
    st = cls(game)
    try:
        st.round, st.turn, st.step = int(d["round"]), d["turn"], d["step"]
        if st.turn not in game.sides:
            raise HexwrightError(_("fow state: turn {turn!r} is not a side of the game").format(turn=st.turn))
        if st.step not in STEPS:
            raise HexwrightError(_("fow state: unknown step {step!r}").format(step=st.step))
        st.acted = set(d.get("acted", []))
        st.chance = copy.deepcopy(d.get("chance"))
        st.queue = copy.deepcopy(d.get("queue", []))
        st.kills = {s: int(d["kills"][s]) for s in game.sides}
        st.vp = {s: int(d["vp"][s]) for s in game.sides}
        st.won, st.reason = d.get("winner"), d.get("reason", "")
        teams = {u["id"]: u for u in d["units"]}
        teams.update({tid: {"hex": None} for tid in d.get("destroyed", [])})
        teams.update({tid: {"hex": None, "waiting": True} for tid in d.get("waiting", [])})
        st.hits = {str(k): int(v) for k, v in (d.get("hits") or {}).items()}
        st.templates = copy.deepcopy(list(d.get("templates") or []))
        st.smoke_used = [str(t) for t in d.get("smoke_used") or []]
        for tp in st.templates:
            if tp.get("kind") not in ("bombard", "smoke") or not isinstance(tp.get("hexes"), list):
                raise HexwrightError(_("fow state: bad template {tp!r} (expected kind bombard or smoke "
                                       "and hexes)").format(tp=tp))
            for lab in tp["hexes"]:
                game.data.hexmap.parse(lab)
    except (KeyError, TypeError, ValueError) as e:
        raise HexwrightError(_("fow state: missing or bad entry {e}").format(e=e)) from None
    if set(teams) != set(game.data.base):
        raise HexwrightError(_("fow state: its units are not the scenario's teams"))
    for tid in game.data.base:
        t = teams[tid]
        status = list(t.get("status", []))
        bad = [s for s in status if s not in STATUSES]
        if bad:
            raise HexwrightError(_("fow state: team {tid!r} has unknown status {bad}").format(
                                     tid=tid, bad=', '.join(bad)))
        h = game.data.hexmap.parse(t["hex"]) if t.get("hex") is not None else None
        st.pos[tid] = {"hex": h, "facing": t.get("facing"), "status": sorted(status), "hidden": bool(t.get("hidden"))}
        if t.get("waiting"):
            st.pos[tid]["waiting"] = True
    return st
