"""`PlaySession`: one hot-seat game of a scenario (DESIGN.md job 4),
Qt-free: the editor's playtest wraps it in a thin QObject
(`editor.playtest.session.PlaytestSession`), and any other surface (a
command, a test) may drive it directly.

It wraps a `core.play` `GameState` and adds what a surface needs:

* a seeded `random.Random` for chance nodes: after every player action the
  session rolls the dice (and draws cards / hit markers) at once with
  `core.play.driver.sample_chance`, and every roll goes into the log
  (``rolls``: dice are public; a drawn card or hit marker is read only by
  its owner);
* a history stack: `undo()` takes back the last player action with its
  rolls (the generator's state too, so the same action rolls the same
  dice again); ``actions`` is the list of every action from the start
  (chance outcomes included), the form replays are saved in;
* the view: ``"designer"`` (everything) or a side id (what that side may
  see, `core.play.observe`);
* bots (`core.play.make_bot`): `play_bot_turn`, `run_bots`;
* saved games (`core.play.replay` files): `save_game`, `load_game`;
* a replay cursor over an action list (`core.play.replay_cursor`):
  `begin_replay`, `replay_step`, `end_replay`; while it is on,
  ``shown_state()`` is the replayed state and no action may be taken.

Notifications: `notify_changed()` after the state (or the shown state)
changed, `notify_view(view)`, `notify_message(text, is_error)`; they do
nothing here and a wrapper overrides them (the editor emits Qt signals).
Errors a user can cause (an illegal action, a saved game of another
scenario) are reported through `notify_message` and the method returns
False; nothing is raised.
"""
from __future__ import annotations

import copy
import random

from core.errors import HexwrightError
from core.i18n import _
from core.naming import card_name, side_names
from core.play.bots import make_bot
from core.play.driver import sample_chance
from core.play.game import Game
from core.play.observer import observe
from core.play.replay import load_log, make_log, save_log
from core.play.replay_cursor import ReplayCursor, roll_entry

DESIGNER = "designer"
MAX_BOT_TURN_STEPS = 2000


class PlaySession:
    """A game of ``scenario`` (a deep copy is played; the original is never
    touched).  ``seed`` seeds the dice; ``source`` is the scenario file path
    (for saved games).  `HexwrightError` when the ruleset has no play
    engine or the scenario does not have two sides."""

    def __init__(self, scenario, seed: int = 1, source: str | None = None):
        self.game = Game(copy.deepcopy(scenario), source=source)
        self.seed = seed
        self.view = DESIGNER
        self.bot_names: dict[str, str] = {s: "greedy" for s in self.game.sides}
        self._bots: dict = {}
        self.replay: ReplayCursor | None = None
        self.last_error = ""
        self._quiet = False
        self.reset(seed)

    # --- state ------------------------------------------------------------------
    def reset(self, seed: int | None = None) -> None:
        """Start the game again (first pre-round rolled at once; bots
        re-seeded, so the same seed plays the same game)."""
        if seed is not None:
            self.seed = seed
        self.rng = random.Random(self.seed)
        self._bots = {}
        self.state = self.game.new_initial_state()
        self.actions: list = []
        self.rolls: list[tuple[int, str, str | None, str]] = []
        self.history: list[tuple] = []
        self.replay = None
        self._resolve_chance()
        self._emit()

    @property
    def sides(self) -> list[str]:
        """The side ids, in scenario order."""
        return list(self.game.sides)

    def side_name(self, side: str) -> str:
        """The scenario's name for side id ``side`` ("Germans" for ``german``)
        in the user's language (`core.naming.side_names`); the id itself
        when the side has no name or is not a side."""
        return side_names(self.game.scenario).get(side, side)

    def shown_state(self):
        """The state the view shows: the replayed one during a replay."""
        return self.replay.state if self.replay is not None else self.state

    def round_number(self) -> int:
        """The shown state's round (tng: its turn number)."""
        st = self.shown_state()
        r = getattr(st, "round", None)
        if not isinstance(r, int):
            r = getattr(st, "turn", 0)
        return r if isinstance(r, int) else 0

    def to_act(self) -> str:
        """The side to act in the shown state (or ``"terminal"``)."""
        return self.shown_state().current_player()

    # --- notifications (a wrapper overrides these) ---------------------------
    def notify_changed(self) -> None:
        """The state or the shown state changed."""

    def notify_view(self, view: str) -> None:
        """The view changed to ``view``."""

    def notify_message(self, text: str, error: bool) -> None:
        """A line for the user (``error``: something was refused)."""

    def _emit(self) -> None:
        if not self._quiet:
            self.notify_changed()

    def _say(self, text: str, error: bool = False) -> None:
        if error:
            self.last_error = text
        self.notify_message(text, error)

    # --- chance -------------------------------------------------------------------
    def _resolve_chance(self) -> None:
        st = self.state
        while st.is_chance_node() and not st.is_terminal():
            a = sample_chance(st, self.rng)
            self.rolls.append(roll_entry(st, a))
            st.apply_action(a)
            self.actions.append(a)

    # --- actions -------------------------------------------------------------------
    def _push(self) -> None:
        self.history.append((self.state.clone(), self.rng.getstate(), len(self.actions), len(self.rolls)))

    def apply(self, action) -> bool:
        """Apply a player action of the side to act (an `Action` or its
        ``str``), then roll its dice.  False (and ``message``) when it is
        illegal, the game is over or a replay is on."""
        if self.replay is not None:
            self._say(_("A replay is on: leave it to play on"), True)
            return False
        if self.state.is_terminal():
            self._say(_("The game is over"), True)
            return False
        if isinstance(action, str):
            match = next((a for a in self.state.legal_actions() if str(a) == action), None)
            if match is None:
                self._say(_("{action!r} is not a legal action now").format(action=action), True)
                return False
            action = match
        self._push()
        try:
            self.state.apply_action(action)
        except HexwrightError as e:
            self.state = self.history.pop()[0]
            self._say(str(e), True)
            return False
        self.actions.append(action)
        self._resolve_chance()
        self._emit()
        return True

    def can_undo(self) -> bool:
        """True when there is an action to take back."""
        return bool(self.history) and self.replay is None

    def undo(self) -> bool:
        """Take back the last player action and its rolls."""
        if not self.can_undo():
            return False
        st, rng_state, n_actions, n_rolls = self.history.pop()
        self.state = st
        self.rng.setstate(rng_state)
        del self.actions[n_actions:]
        del self.rolls[n_rolls:]
        self._emit()
        return True

    # --- view ------------------------------------------------------------------------
    def set_view(self, view: str) -> None:
        """``"designer"`` or a side id."""
        if view != DESIGNER and view not in self.game.sides:
            raise ValueError(f"unknown view {view!r}; views: designer, {', '.join(self.game.sides)}")
        if view != self.view:
            self.view = view
            self.notify_view(view)
            self._emit()

    def visible_units(self) -> list[dict]:
        """Units the view may see in the shown state: dicts with ``id``,
        ``side``, ``hex`` (label), ``facing``, ``hidden``, ``spent`` and
        ``hits`` (names) or ``hits_face_down`` (a count)."""
        st = self.shown_state()
        if self.view == DESIGNER:
            raw = [{"hidden": False, "spent": False, "hits": [], **u} for u in st.to_dict()["units"]]
        else:
            raw = observe(st, self.view)["units"]
        out = []
        for u in raw:  # on the map only; the side from the scenario when the engine leaves it out
            if not u.get("hex") or u.get("box", "map") != "map":
                continue
            if "side" not in u:
                p = self.game.scenario.unit(u["id"])
                u = {**u, "side": p.side if p is not None else ""}
            out.append(u)
        return out

    def log_lines(self) -> list[tuple[str, str]]:
        """The event log as the view may read it, rolls in place:
        ``[(kind, text)]`` with kind ``"event"`` or ``"roll"``."""
        st = self.shown_state()
        if self.view == DESIGNER:
            log = list(getattr(st, "log", []))
        elif hasattr(st, "log_for"):
            log = st.log_for(self.view)
        else:
            log = list(observe(st, self.view).get("log") or [])
        rolls = self.rolls if self.replay is None else self.replay.rolls
        out: list[tuple[str, str]] = []
        k = 0
        for i, line in enumerate(log + [None]):
            while k < len(rolls) and rolls[k][0] <= i:
                _at, text, owner, public = rolls[k]
                shown = text if owner is None or self.view in (DESIGNER, owner) else public
                out.append(("roll", f"    \u2684 {shown}"))
                k += 1
            if line is not None:
                out.append(("event", line))
        return out

    def hand(self, side: str) -> list[str] | int:
        """``side``'s cards (ids) when the view may read them, else their number."""
        st = self.shown_state()
        hands = getattr(st, "hands", {})
        cards = list(hands.get(side, []))
        return cards if self.view in (DESIGNER, side) else len(cards)

    def card_name(self, card_id: str) -> str:
        """A card's name from the ruleset's catalogue, in the user's language
        (`core.naming.card_name`); the id if unknown."""
        cards = getattr(self.game.data, "cards", None)
        ct = cards.get(card_id) if cards is not None else None
        name = getattr(ct, "name", None)
        return card_name(name) if name else card_id

    def result_text(self) -> str:
        """``"Game over: Soviets win (VP Germans 5, Soviets 21)"`` or ``""``
        (side names, see `side_name`)."""
        st = self.shown_state()
        if not st.is_terminal():
            return ""
        w = st.winner() if hasattr(st, "winner") else None
        vp = ", ".join(f"{self.side_name(s)} {v}" for s, v in getattr(st, "vp", {}).items())
        if w is None:
            text = _("Game over: a draw (VP {vp})") if vp else _("Game over: a draw")
        else:
            text = _("Game over: {side} win (VP {vp})") if vp else _("Game over: {side} win")
        return text.format(side=self.side_name(w) if w is not None else "", vp=vp)

    # --- bots --------------------------------------------------------------------------
    def bot_for(self, side: str, name: str | None = None):
        """The bot playing ``side`` (``name``: ``random`` or ``greedy``;
        seeded from the session seed and the side's index)."""
        name = name or self.bot_names.get(side, "greedy")
        key = (side, name)
        if key not in self._bots:
            self._bots[key] = make_bot(name, self.seed * 7919 + self.game.sides.index(side) + 1)
        return self._bots[key]

    def bot_step(self, name: str | None = None) -> bool:
        """One action of the side to act chosen by its bot."""
        st = self.state
        if self.replay is not None or st.is_terminal():
            return False
        return self.apply(self.bot_for(st.current_player(), name).step(st))

    def play_bot_turn(self, name: str | None = None, progress=None) -> int:
        """The bot plays the side to act until the other side is to act
        (or the game ends); returns the number of actions taken.
        ``progress(done, 0) -> bool`` is called after each action (the
        total is unknown); returning False stops the turn there."""
        if self.replay is not None or self.state.is_terminal():
            return 0
        side = self.state.current_player()
        n = 0
        self._quiet = True
        try:
            while not self.state.is_terminal() and self.state.current_player() == side and n < MAX_BOT_TURN_STEPS:
                if not self.bot_step(name):
                    break
                n += 1
                if progress is not None and not progress(n, 0):
                    break
        finally:
            self._quiet = False
        self._emit()
        return n

    def run_bots(self, progress=None, max_steps: int = 100_000) -> bool:
        """Bots play both sides to the end.  ``progress(done, total) ->
        bool`` is called after every action (``done``/``total`` in rounds);
        returning False cancels.  Returns True when the game ended."""
        self._quiet = True
        try:
            steps = 0
            rounds = getattr(self.game.scenario, "rounds", 0) or 1
            while not self.state.is_terminal() and steps < max_steps:
                if not self.bot_step():
                    break
                steps += 1
                if progress is not None and not progress(min(self.round_number(), rounds), rounds):
                    break
        finally:
            self._quiet = False
        self._emit()
        if self.state.is_terminal():
            self._say(self.result_text())
        return self.state.is_terminal()

    # --- bots off the caller's thread ---------------------------------------------------
    def detached(self) -> "PlaySession":
        """A plain `PlaySession` copy of this one (state, dice and logs
        copied; the `Game` and the bots shared) that notifies nobody: bots
        may play on it on another thread while this session stays as it is
        (nothing else may run its bots meanwhile), then `adopt` takes the
        result over."""
        twin = PlaySession.__new__(PlaySession)
        twin.__dict__.update(vars(self))           # game, seed, view, replay cursor: shared or immutable
        twin.state = self.state.clone()
        twin.rng = random.Random()
        twin.rng.setstate(self.rng.getstate())
        twin.actions, twin.rolls = list(self.actions), list(self.rolls)
        twin.history = list(self.history)          # its entries are snapshots nobody changes
        twin.bot_names = dict(self.bot_names)
        twin._bots = dict(self._bots)              # the same bots: their dice go on as if played here
        return twin

    def adopt(self, twin: "PlaySession") -> None:
        """Take over what ``twin`` (from `detached`) played: state, dice,
        bots, logs and history, exactly as if it had been played here; then
        notify once."""
        for key in ("state", "rng", "_bots", "actions", "rolls", "history", "bot_names", "last_error"):
            setattr(self, key, getattr(twin, key))
        self._emit()
        if self.state.is_terminal():
            self._say(self.result_text())

    # --- saved games ---------------------------------------------------------------------
    def save_game(self, path: str) -> bool:
        """Write the game so far as a replay file (`core.play.replay`)."""
        try:
            doc = make_log(self.game, self.seed, self.actions, dict(self.bot_names), self.state, path)
            if doc.get("scenario") is None:
                doc["scenario"] = ""  # an unsaved scenario: the hash still ties the game to it
            save_log(path, doc)
        except (OSError, HexwrightError) as e:
            self._say(_("Save game: {e}").format(e=e), True)
            return False
        self._say(_("Game saved to {path} ({n} actions)").format(path=path, n=len(self.actions)))
        return True

    def _read_log(self, path: str) -> dict | None:
        try:
            doc = load_log(path)
        except (OSError, HexwrightError) as e:
            self._say(_("Load game: {e}").format(e=e), True)
            return None
        if doc["scenario_hash"] != self.game.hash:
            self._say(_("Load game: {path} was saved from another scenario (or another version of this one)").format(
                path=path), True)
            return None
        if doc["rules_version"] != self.game.rules_version:
            self._say(_("Load game: {path} was saved with rules version {saved!r}, this engine is {ours!r}").format(
                path=path, saved=doc['rules_version'], ours=self.game.rules_version), True)
            return None
        return doc

    def load_game(self, path: str) -> bool:
        """Resume a saved game of this scenario: its actions are replayed
        and the dice go on from the saved seed exactly as if the game had
        never stopped."""
        doc = self._read_log(path)
        if doc is None:
            return False
        try:
            cur = ReplayCursor(self.game, doc["actions"], path)
            cur.seek(len(cur.actions))
        except HexwrightError as e:
            self._say(_("Load game: {e}").format(e=e), True)
            return False
        seed = doc.get("seed")
        self.seed = seed if isinstance(seed, int) else self.seed
        self.rng = random.Random(self.seed)
        for a in cur.actions:
            if a.chance:
                self.rng.random()  # sample_chance draws one number per outcome
        self.state = cur.state
        self.actions = list(cur.actions)
        self.rolls = list(cur.rolls)
        self.history = []
        self.replay = None
        if isinstance(doc.get("bots"), dict):
            self.bot_names.update({k: v for k, v in doc["bots"].items() if k in self.game.sides})
        self._emit()
        self._say(_("Game loaded from {path}: round {round}").format(path=path,
                                                                     round=getattr(self.state, 'round', '?')))
        return True

    # --- replay ------------------------------------------------------------------------------
    def begin_replay(self, path: str | None = None) -> bool:
        """Replay this game's actions (or the replay file ``path``) from the
        start; the live game waits until `end_replay`."""
        if path is not None:
            doc = self._read_log(path)
            if doc is None:
                return False
            actions, where = doc["actions"], path
        else:
            actions, where = list(self.actions), _("this game")
        try:
            self.replay = ReplayCursor(self.game, actions, where)
        except HexwrightError as e:
            self._say(_("Replay: {e}").format(e=e), True)
            return False
        self._emit()
        return True

    def replay_step(self, n: int = 1) -> bool:
        """Step the replay ``n`` player actions forward (negative: back)."""
        if self.replay is None:
            return False
        try:
            moved = self.replay.step(n)
        except HexwrightError as e:
            self._say(_("Replay: {e}").format(e=e), True)
            return False
        self._emit()
        return moved

    def end_replay(self) -> None:
        """Back to the live game."""
        if self.replay is not None:
            self.replay = None
            self._emit()
