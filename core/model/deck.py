"""Card decks of a scenario (Conflict of Heroes action/event cards).

A firefight names the cards that are mixed into one deck, how many copies
of each, and how many cards each side draws at the start and every round
(seed 000 §8.1; coh.md 10.5, 11).  Weapon and veteran cards given to a side
outright are `Scenario.starting_cards`, not a deck.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Deck:
    """One deck.

    ``cards`` maps card number (string, e.g. ``"07"``) -> copies (>= 1), in
    the order the designer listed them; ``sides`` lists the side ids that
    draw from it (empty = every side); ``draw_at_start`` and
    ``draw_per_round`` map side id -> number of cards drawn (missing = 0).
    """

    id: str
    name: str = ""
    cards: dict[str, int] = field(default_factory=dict)
    sides: list[str] = field(default_factory=list)
    draw_at_start: dict[str, int] = field(default_factory=dict)
    draw_per_round: dict[str, int] = field(default_factory=dict)

    def size(self) -> int:
        """Total number of cards (copies summed)."""
        return sum(self.cards.values())

    def copy(self) -> "Deck":
        """An independent copy."""
        return Deck(self.id, self.name, dict(self.cards), list(self.sides), dict(self.draw_at_start),
                    dict(self.draw_per_round))
