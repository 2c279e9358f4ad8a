"""`GameState`: the OpenSpiel-shaped interface every ruleset's play state
implements (DESIGN.md "Rules core": legal actions, chance nodes, clone,
serialisation).

A state is mutable: `apply_action` changes it in place (as in OpenSpiel);
`clone` gives an independent copy.  Players are the scenario's side ids
(``"german"``...); at a chance node `current_player` is `CHANCE`.

Subclasses implement the abstract methods; this base adds `state_hash`
(sha256 hex of the canonical JSON of `to_dict`), equality by `to_dict`,
and `apply_str` (apply the legal action whose ``str`` is given).
"""
from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod

from core.errors import RulesError

CHANCE = "chance"
TERMINAL = "terminal"


def canonical_json(doc) -> str:
    """Compact JSON with sorted keys: the form hashes are computed on."""
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class GameState(ABC):
    """One position of a game in progress (see module doc)."""

    game = None

    @abstractmethod
    def current_player(self) -> str:
        """The side id to act, `CHANCE` at a chance node, `TERMINAL` at the end."""

    @abstractmethod
    def legal_actions(self) -> list:
        """The player's legal actions in a deterministic order (chance
        nodes: the outcomes of `chance_outcomes`); ``[]`` only when terminal."""

    @abstractmethod
    def apply_action(self, action) -> None:
        """Apply a player action or a chance outcome in place; `RulesError`
        naming the rule when it is illegal here."""

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
    def returns(self) -> dict[str, float]:
        """``{side: +1 win, -1 loss, 0 draw or not over}``."""

    @abstractmethod
    def clone(self) -> "GameState":
        """An independent copy."""

    @abstractmethod
    def to_dict(self) -> dict:
        """The whole state (god's view) as JSON values."""

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
        raise RulesError(f"{text!r} is not a legal action now; legal: {some}{' ...' if len(acts) > 12 else ''}")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.to_dict() == other.to_dict()

    __hash__ = None  # mutable
