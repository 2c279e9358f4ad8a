"""`GameState`: the OpenSpiel-shaped interface every ruleset's play state
implements (DESIGN.md "Rules core": legal actions, chance nodes, clone,
serialisation).

A state is mutable: `apply_action` changes it in place (as in OpenSpiel);
`clone` gives an independent copy.  Players are the scenario's side ids
(``"german"``...); at a chance node `current_player` is `CHANCE`.

The plumbing every engine shares lives here: `current_player` (terminal,
chance, else the engine's `_to_act`), `legal_actions` (cached until
`touched`; at a chance node the outcomes of `chance_outcomes`, else the
engine's `_player_actions`; `legal_view` the same as a read-only sequence an
engine may make lazy, `_player_view`), `apply_action` (the engine's `_apply`, then
`touched`), `returns` from `winner` (by default the ``won`` side once
terminal), `clone` (a shallow copy with the attributes named in ``_copied``
deep-copied and the caches forgotten), `opponent`, `state_hash` (sha256 hex
of the canonical JSON of `to_dict`), equality by `to_dict`, and
`apply_str` (apply the legal action whose ``str`` is given).  Engines
implement the abstract methods and the three hooks.
"""
from __future__ import annotations

import copy
import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import Any

from core.errors import RulesError
from core.i18n import _

CHANCE = "chance"
TERMINAL = "terminal"


def canonical_json(doc) -> str:
    """Compact JSON with sorted keys: the form hashes are computed on."""
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class GameState(ABC):
    """One position of a game in progress (see module doc)."""

    game: Any = None                # the `core.play.game.Game` being played
    won: str | None = None          # the winning side, for engines that keep one
    _legal: Sequence | None = None  # cached legal actions, a list or a lazy view (None: not computed)
    _copied: tuple[str, ...] = ()   # mutable attributes `clone` deep-copies

    # --- the engine's part --------------------------------------------------
    @abstractmethod
    def is_chance_node(self) -> bool:
        """True when the next step is a die roll, a card or marker draw."""

    @abstractmethod
    def chance_outcomes(self) -> list[tuple]:
        """``[(outcome action, probability)]`` summing to 1 at a chance node."""

    @abstractmethod
    def is_terminal(self) -> bool:
        """True after the scenario's last round."""

    @abstractmethod
    def to_dict(self) -> dict:
        """The whole state (god's view) as JSON values."""

    @abstractmethod
    def _to_act(self) -> str:
        """The side id to act when neither terminal nor at a chance node."""

    @abstractmethod
    def _player_actions(self) -> list:
        """The acting player's legal actions in a deterministic order."""

    @abstractmethod
    def _apply(self, action) -> None:
        """Apply ``action`` in place (`apply_action` without the cache reset)."""

    # --- shared ---------------------------------------------------------------
    def current_player(self) -> str:
        """The side id to act, `CHANCE` at a chance node, `TERMINAL` at the end."""
        if self.is_terminal():
            return TERMINAL
        if self.is_chance_node():
            return CHANCE
        return self._to_act()

    def _player_view(self) -> Sequence:
        """`_player_actions` as a read-only sequence; an engine may return a
        lazy one (same length, same elements in the same order) that builds
        an action only when it is asked for (coh: legal_lazy.py)."""
        return self._player_actions()

    def legal_actions(self) -> list:
        """The player's legal actions in a deterministic order (chance
        nodes: the outcomes of `chance_outcomes`); ``[]`` only when terminal.
        Cached until `touched`."""
        view = self.legal_view()
        if not isinstance(view, list):
            view = self._legal = list(view)
        return list(view)

    def legal_view(self) -> Sequence:
        """`legal_actions` as a read-only sequence (do not change it): the
        same actions in the same order, possibly lazy (`_player_view`), for
        callers that need only its length and a few elements (`RandomBot`,
        the membership test of applying an action).  Cached until `touched`."""
        if self._legal is None:
            if self.is_terminal():
                self._legal = []
            elif self.is_chance_node():
                self._legal = [a for a, _ in self.chance_outcomes()]
            else:
                self._legal = self._player_view()
        return self._legal

    def random_action(self, rng):
        """A legal action of the player to move, uniform over
        `legal_actions`, drawn with ``rng`` (a `random.Random`): by default
        ``rng.choice(self.legal_view())``; an engine may draw it without
        listing every action (coh: legal_sample.py), the same seed giving
        the same action."""
        return rng.choice(self.legal_view())

    def apply_action(self, action) -> None:
        """Apply a player action or a chance outcome in place; `RulesError`
        naming the rule when it is illegal here."""
        self._apply(action)
        self.touched()

    def touched(self) -> None:
        """Forget cached values derived from the state (after any change)."""
        self._legal = None

    def winner(self) -> str | None:
        """The winning side (None: not over, or a draw); by default ``won``."""
        return self.won if self.is_terminal() else None

    def returns(self) -> dict[str, float]:
        """``{side: +1 win, -1 loss, 0 draw or not over}`` (from `winner`)."""
        w = self.winner()
        return {s: (0.0 if w is None else 1.0 if s == w else -1.0) for s in self.game.sides}

    def clone(self) -> "GameState":
        """An independent copy: the attributes named in ``_copied`` are
        deep-copied, the rest shared (game data, immutable values)."""
        new = copy.copy(self)
        for k in self._copied:
            setattr(new, k, copy.deepcopy(getattr(self, k)))
        new.touched()
        return new

    def opponent(self, side: str) -> str:
        """The other side."""
        return self.game.opponent(side)

    def state_hash(self) -> str:
        """sha256 hex digest of the canonical JSON of `to_dict`."""
        return hashlib.sha256(canonical_json(self.to_dict()).encode("utf-8")).hexdigest()

    def apply_str(self, text: str) -> None:
        """Apply the legal action whose ``str`` is ``text``; `RulesError`
        listing a few legal actions when none matches."""
        acts = self.legal_actions()
        for a in acts:
            if str(a) == text:
                self.apply_action(a)
                return
        some = ", ".join(str(a) for a in acts[:12])
        raise RulesError(_("{text!r} is not a legal action now; legal: {some}{value}").format(
                             text=text, some=some, value=' ...' if len(acts) > 12 else ''))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # unhashable (mutable): typeshed types __hash__ as a method only
