"""`CohState`: a Conflict of Heroes game in progress (seed 000 §8-10;
coh.md 1.1, 9).

The state holds data only (issue 11: it imports no engine layer; the
playable class with the `GameState` hooks is engine.py's `CohPlayState`).
It holds the position (a `PlayPosition` of the units on the map,
hidden ones included), the round and phase, whose turn it is, passes in a
row, each side's shared activation (``{"pool", "members", "lead"}``),
CAPs, units lost, VP, control markers, decks, hands, the discard pile,
reinforcements waiting to enter, a pending chance resolution and the
fortifications changed in play (``forts``, forts.py; saved as
``fortifications`` only when non-empty).  The
logic lives in flow.py (rounds), legal.py (legal actions) and resolve.py
(applying actions); this module is the data, its JSON form and the
`core.play.state.GameState` hooks (the shared plumbing is in the base).

``log`` is a list of readable lines (one per action and event) and
``rolls`` the explanation of every roll (explain.py); neither is part of
`to_dict` (two states are equal when their `to_dict` are).
"""
from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any, TypeVar

from core.errors import HexwrightError
from core.i18n import _
from core.play.coh.forts import apply_overlay
from core.play.coh.playpos import PlayPosition
from core.play.state import GameState
from core.rules.coh.units import CohUnit


def base_position(game) -> PlayPosition:
    """An empty `PlayPosition` of ``game``'s map, options and LOS cache."""
    d = game.data
    return PlayPosition(game.scenario.hexmap, (), d.options, {}, d.cache)


class CohState(GameState):
    """See module doc.  Build with `core.play.game.Game.new_initial_state`."""

    def __init__(self, game):
        self.game = game
        self.data = game.data
        self.pos = None
        self.round = 0
        self.phase = "pre_round"
        self.turn: str | None = None
        self.passes = 0
        self.turns = 0
        self.pending: dict[str, list[str]] = {s: [] for s in game.sides}
        self.activation: dict[str, dict | None] = {s: None for s in game.sides}
        self.must_act = False
        self.caps = {s: 0 for s in game.sides}
        self.lost = {s: 0 for s in game.sides}
        self.vp = {s: 0 for s in game.sides}
        self.control: dict[str, str | None] = {}
        self.decks: dict[str, dict[str, int]] = {}
        self.hands: dict[str, list[str]] = {s: [] for s in game.sides}
        self.discard: list[str] = []
        self.draws: list[list[str]] = []
        self.init_dice: list[int] = []
        self.chance: dict | None = None
        self.log: list[str] = []
        self.secret: dict[int, list] = {}
        self.effects: dict = {}  # card and choice effects in force (cards.py, choices.py)
        self.forts: dict = {}  # fortifications changed in play (forts.py overlay)
        self.rolls: list[dict] = []  # every roll explained (explain.py), not part of to_dict
        self._legal = None

    _copied = ("pending", "activation", "caps", "lost", "vp", "control", "decks", "hands", "discard", "draws",
               "init_dice", "chance", "log", "secret", "effects", "forts", "rolls")

    # --- GameState --------------------------------------------------------
    def _to_act(self) -> str:
        assert self.turn is not None  # a side has the turn whenever a player acts (flow.py)
        return self.turn

    def is_chance_node(self) -> bool:
        if self.phase == "artillery":  # a choice in the pre-round's strike steps (strike_plan.py)
            return False
        return self.phase == "pre_round" or (self.chance is not None
                                             and self.chance["stage"] not in ("detect_caps", "mine_caps", "react"))

    def is_terminal(self) -> bool:
        return self.phase == "over"


    def winner(self) -> str | None:
        """The side with more VP at the end (None: not over, or a draw)."""
        a, b = self.game.sides
        if self.phase != "over" or self.vp[a] == self.vp[b]:
            return None
        return a if self.vp[a] > self.vp[b] else b

    # --- helpers ------------------------------------------------------------
    def label(self, h) -> str:
        return self.pos.hexmap.label(h)

    def unit(self, uid: str) -> CohUnit | None:
        """The on-map unit ``uid`` or None (the first of that id: the
        position's kept ``_by_id``)."""
        return self.pos._by_id.get(uid)

    def say(self, text: str, owner: str | None = None, public: str | None = None) -> None:
        """Append a line to ``log``; with ``owner``, only that side reads
        ``text`` and the other side reads ``public`` (`observe`)."""
        self.log.append(f"R{self.round} {text}")
        if owner is not None:
            self.secret[len(self.log) - 1] = [owner, f"R{self.round} {public}"]

    def log_for(self, side: str) -> list[str]:
        """The log as ``side`` may read it (hidden moves and face-down hit
        markers of the other side replaced by their public text)."""
        out = []
        for i, line in enumerate(self.log):
            sec = self.secret.get(i)
            out.append(sec[1] if sec is not None and sec[0] != side else line)
        return out

    # --- JSON -------------------------------------------------------------
    @classmethod
    def from_dict(cls, game, d: dict) -> "CohState":
        """`state_from_dict` (the inverse of `to_dict`) building this class."""
        return state_from_dict(game, d, cls)

    def _unit_dict(self, u: CohUnit) -> dict:
        d: dict[str, Any] = {"id": u.id, "side": u.side, "hex": self.label(u.hex), "facing": u.facing}
        for k in ("hidden", "spent", "hasty_defense"):
            if getattr(u, k):
                d[k] = True
        if u.hits:
            d["hits"] = list(u.hits)
        if u.carrier is not None:  # carried or towed by that vehicle (transport.py)
            d["carrier"] = u.carrier
        return d

    def to_dict(self) -> dict:
        return {"ruleset": "coh", "scenario_hash": self.game.hash, "round": self.round, "phase": self.phase,
                "turn": self.turn, "passes": self.passes, "turns": self.turns,
                "units": [self._unit_dict(u) for u in self.pos.units],
                "smoke": {self.label(h): k for h, k in sorted(self.pos.smoke.items())},
                "pending": copy.deepcopy(self.pending), "activation": copy.deepcopy(self.activation),
                "must_act": self.must_act, "caps": dict(self.caps), "lost": dict(self.lost), "vp": dict(self.vp),
                "control": dict(self.control), "decks": copy.deepcopy(self.decks),
                "hands": copy.deepcopy(self.hands), "discard": list(self.discard),
                "draws": copy.deepcopy(self.draws), "init_dice": list(self.init_dice),
                "chance": copy.deepcopy(self.chance)} \
            | ({"effects": copy.deepcopy(self.effects)} if self.effects else {}) \
            | ({"fortifications": copy.deepcopy(self.forts)} if self.forts else {})


S = TypeVar("S", bound=CohState)


def state_from_dict(game, d: dict, cls: type[S]) -> S:
    """Rebuild a ``cls`` (a `CohState` class) from `CohState.to_dict`;
    `HexwrightError` for a document of another scenario or a malformed one."""
    if not isinstance(d, dict) or d.get("ruleset") != "coh":
        raise HexwrightError(_("saved state: not a Conflict of Heroes game state"))
    if d.get("scenario_hash") != game.hash:
        raise HexwrightError(_("saved state: it belongs to another scenario (or another version of this one)"))
    st = cls(game)
    hm = game.scenario.hexmap
    try:
        units = []
        for u in d["units"]:
            units.append(CohUnit(u["id"], u["side"], game.data.kinds[u["id"]], hm.parse(u["hex"]), u.get("facing"),
                                 bool(u.get("hidden")), bool(u.get("spent")), tuple(u.get("hits", ())),
                                 bool(u.get("hasty_defense")), game.data.stats[u["id"]], u.get("carrier")))
        st.pos = replace(base_position(game), units=tuple(units),
                         smoke={hm.parse(k): v for k, v in d.get("smoke", {}).items()})
        for k in ("round", "phase", "turn", "passes", "turns", "pending", "activation", "must_act", "caps", "lost",
                  "vp", "control", "decks", "hands", "discard", "draws", "init_dice", "chance"):
            setattr(st, k, copy.deepcopy(d[k]))
        st.effects = copy.deepcopy(d.get("effects", {}))
        st.forts = copy.deepcopy(d.get("fortifications", {}))
        if st.forts:
            apply_overlay(st)
    except (KeyError, TypeError, ValueError) as e:
        raise HexwrightError(_("saved state: malformed ({type}: {e})").format(type=type(e).__name__, e=e)) from None
    return st
