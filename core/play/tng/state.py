"""`TngState`: a Triumph & Glory game in progress (tng_fow.md GAME A; seed 004).

The position: every unit's hex (None off the map), vertex facing, status
flags (``disordered``, ``in_square``, ``fired``, ``moved``, ``faced``,
``shocked``), box (``map``, ``withdrawn``, ``recovery``, ``eliminated``,
tng 9.66/10.2) and stacking sequence (a lower ``seq`` stands higher in its
hex; a unit that enters a hex goes to the bottom, tng 6.24).  The turn:
``turn`` (1..turns), ``phase`` (``orders``, ``initiative``, ``pick``,
``draw``, ``activation``, ``reserve``, ``morale``, ``commanders``,
``over``), the side acting in a player phase, each side's Orders Commands
Under Orders, consecutive Orders Delay failures, the Initiative, the cup
(marker ids left), the current activation (`core.play.tng.flow`), the task
queue and the pending chance task (`core.play.tng.dice`), collapsed groups,
VP, winner.

Logic lives in flow.py, legal.py, resolve.py and dice.py, which import
this module (never the reverse); this module is the data, its JSON form
and the read-only `GameState` hooks; `core.play.tng.engine.TngPlayState`
adds the two that play (legal actions, applying one).  ``log`` is not part of `to_dict`.
"""
from __future__ import annotations

import copy
from dataclasses import replace
from typing import TypeVar

from core.errors import HexwrightError
from core.i18n import _
from core.play.state import GameState
from core.play.tng.actions import D10, DrawMarker, TwoD6
from core.rules.tng.units import Position

PHASES = ("orders", "initiative", "pick", "draw", "activation", "reserve", "morale", "commanders", "over")
BOXES = ("map", "withdrawn", "recovery", "eliminated", "flank",  # flank: the Flank Box (Borodino 14)
         "reinforcement")  # reinforcement: waiting to enter (tng 7.41)
TWO_D6_TASKS = frozenset({"flank_roll"})   # tasks rolled on 2d6, not a d10
FLAGS = ("disordered", "in_square", "fired", "moved", "faced", "shocked")


class TngState(GameState):
    """See module doc.  Build with `core.play.game.Game.new_initial_state`."""

    def __init__(self, game):
        self.game = game
        self.data = game.data
        self.units: dict[str, dict] = {}
        self.seq = 0
        self.turn = 1
        self.phase = "orders"
        self.acting: str | None = None
        self.orders = {s: [] for s in game.sides}
        self.delay_failures = {s: 0 for s in game.sides}
        self.may_order = {s: True for s in game.sides}
        self.initiative: str | None = None
        self.init_dice: dict = {}
        self.cup: list[str] = []
        self.act: dict | None = None
        self.done_sides: list[str] = []
        self.cmd_ma: int | None = None
        self.queue: list[dict] = []
        self.chance: dict | None = None
        self.collapsed: list[str] = []
        self.vp = {s: 0 for s in game.sides}
        self.won: str | None = None
        self.reason = ""
        self.special: dict = {}   # special-rule state, {rule key: JSON value} (destruction.py, flank_march.py)
        self.log: list[str] = []
        self.rolls: list[dict] = []
        self.odds: list = []
        self._legal = None
        self._pos = None
        self._reach: dict = {}

    _copied = ("units", "orders", "delay_failures", "may_order", "init_dice", "cup", "act", "done_sides", "queue",
               "chance", "collapsed", "vp", "log", "rolls", "odds", "special")

    # --- GameState --------------------------------------------------------
    def _to_act(self) -> str:
        assert self.acting is not None  # a side is acting whenever a player acts (flow.py)
        return self.acting

    def is_chance_node(self) -> bool:
        return self.chance is not None and self.phase != "over"

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def chance_outcomes(self) -> list[tuple]:
        if not self.is_chance_node() or self.chance is None:
            return []
        if self.chance["t"] == "draw":
            n = len(self.cup)
            return [(DrawMarker(m), 1 / n) for m in self.cup]
        if self.chance["t"] in TWO_D6_TASKS:  # 2d6 totals 2-12 (Borodino special 14)
            return [(TwoD6(v), (6 - abs(v - 7)) / 36) for v in range(2, 13)]
        return [(D10(v), 0.1) for v in range(10)]

    def _player_actions(self) -> list:
        """Implemented by the engine's state (`core.play.tng.engine.TngPlayState`)."""
        raise NotImplementedError("use core.play.tng.engine.TngPlayState")

    def _apply(self, action) -> None:
        """Implemented by the engine's state (`core.play.tng.engine.TngPlayState`)."""
        raise NotImplementedError("use core.play.tng.engine.TngPlayState")

    def touched(self) -> None:
        """Forget cached legal actions and position (after any change)."""
        super().touched()
        self._pos = None
        self._reach = {}

    # --- helpers ----------------------------------------------------------
    def label(self, h) -> str:
        return self.data.hexmap.label(h)

    def say(self, text: str) -> None:
        """Append ``text`` to the log, prefixed with the turn."""
        self.log.append(f"T{self.turn}: {text}")

    def unit(self, uid: str):
        """Unit ``uid`` as a rules-core `TngUnit` with its current hex, facing and status."""
        p = self.units[uid]
        return replace(self.data.base[uid], hex=p["hex"], facing=p["facing"],
                       status=self.data.base[uid].status | frozenset(p["status"]))

    def on_map(self, side: str | None = None, combat: bool = True) -> list[str]:
        """Ids of units on the map (of ``side``; combat units only unless
        ``combat`` is False), in stacking order."""
        out = [u for u, p in self.units.items() if p["box"] == "map"
               and (side is None or self.data.base[u].side == side)
               and (not combat or self.data.base[u].is_combat)]
        return sorted(out, key=lambda u: self.units[u]["seq"])

    def position(self):
        """The `core.rules.tng.units.Position` of the units on the map
        (commanders included), top of each stack first; cached."""
        if self._pos is None:
            self._pos = Position(self.data.hexmap, [self.unit(u) for u in self.on_map(combat=False)])
        return self._pos

    def marker(self, marker_id: str):
        """The `ActivationMarker` ``marker_id``."""
        return next(m for m in self.data.markers if m.id == marker_id)

    def has(self, uid: str, flag: str) -> bool:
        return flag in self.units[uid]["status"]

    def set_flag(self, uid: str, flag: str, on: bool = True) -> None:
        st = self.units[uid]["status"]
        if on and flag not in st:
            st.append(flag)
            st.sort()
        elif not on and flag in st:
            st.remove(flag)
        self._pos, self._reach = None, {}

    def place(self, uid: str, h, facing: int | None = None) -> None:
        """Put ``uid`` in ``h`` at the bottom of the stack (tng 6.24)."""
        p = self.units[uid]
        p["hex"], p["box"] = h, "map"
        if facing is not None:
            p["facing"] = facing
        self.seq += 1
        p["seq"] = self.seq
        self._pos, self._reach = None, {}

    def remove(self, uid: str, box: str) -> None:
        """Take ``uid`` off the map into ``box`` (``withdrawn``, ``recovery``, ``eliminated``)."""
        p = self.units[uid]
        p["hex"], p["box"] = None, box
        p["status"] = []
        self._pos, self._reach = None, {}

    # --- JSON -------------------------------------------------------------
    def to_dict(self) -> dict:
        """JSON values of the whole state (see module doc)."""
        units = []
        for uid, p in self.units.items():
            units.append({"id": uid, "hex": self.label(p["hex"]) if p["hex"] is not None else None,
                          "facing": p["facing"], "status": list(p["status"]), "box": p["box"], "seq": p["seq"]})
        return {"ruleset": "tng", "turn": self.turn, "phase": self.phase, "acting": self.acting,
                "orders": copy.deepcopy(self.orders), "delay_failures": dict(self.delay_failures),
                "may_order": dict(self.may_order), "initiative": self.initiative, "init_dice": dict(self.init_dice),
                "cup": list(self.cup), "act": copy.deepcopy(self.act), "done_sides": list(self.done_sides),
                "cmd_ma": self.cmd_ma, "queue": copy.deepcopy(self.queue), "chance": copy.deepcopy(self.chance),
                "collapsed": list(self.collapsed), "vp": dict(self.vp), "seq": self.seq, "units": units,
                "winner": self.won, "reason": self.reason, "special": copy.deepcopy(self.special)}


_KEYS = ("turn", "phase", "acting", "orders", "delay_failures", "may_order", "initiative", "init_dice", "cup",
         "act", "done_sides", "cmd_ma", "queue", "chance", "collapsed", "vp", "seq")


S = TypeVar("S", bound=TngState)


def state_from_dict(game, d: dict, cls: type[S]) -> S:
    """Rebuild a state of class ``cls`` (the engine's `TngState` subclass)
    from `TngState.to_dict`; `HexwrightError` naming the key that does not
    fit ``game``."""
    if not isinstance(d, dict) or d.get("ruleset") != "tng":
        raise HexwrightError(_("tng state: expected a dict with \"ruleset\": \"tng\""))
    st = cls(game)
    try:
        for k in _KEYS:
            setattr(st, k, copy.deepcopy(d[k]))
        st.won, st.reason = d.get("winner"), d.get("reason", "")
        st.special = copy.deepcopy(d.get("special") or {})
        units = {u["id"]: u for u in d["units"]}
    except (KeyError, TypeError) as e:
        raise HexwrightError(_("tng state: missing or bad entry {e}").format(e=e)) from None
    if st.phase not in PHASES:
        raise HexwrightError(_("tng state: unknown phase {phase!r}").format(phase=st.phase))
    if set(units) != set(game.data.base):
        raise HexwrightError(_("tng state: its units are not the scenario's units"))
    for uid in game.data.base:
        u = units[uid]
        if u.get("box") not in BOXES:
            raise HexwrightError(_("tng state: unit {uid!r} is in unknown box {box!r}").format(
                                     uid=uid, box=u.get('box')))
        h = game.data.hexmap.parse(u["hex"]) if u.get("hex") is not None else None
        st.units[uid] = {"hex": h, "facing": u.get("facing"), "status": sorted(u.get("status", [])),
                         "box": u["box"], "seq": int(u.get("seq", 0))}
    return st
