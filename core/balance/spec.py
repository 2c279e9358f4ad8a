"""What a balance batch plays: one `GameSpec` per game, with a seed
derived from the batch seed alone, so the same command gives the same
games on 1 worker, K workers or a cluster.

`game_seed(batch_seed, index)` is ``random.Random(f"hexwright-balance:{S}:{i}")``
(string seeds are hashed with SHA-512, the same on every machine and
process) drawing 31 bits.  With ``swap`` every second game swaps the bots
between the sides, so each bot plays each side half the time.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from core.errors import HexwrightError
from core.i18n import _


@dataclass(frozen=True)
class GameSpec:
    """One game: ``index`` (0-based in the batch), ``seed`` (dice, draws
    and bots), ``bots`` as ``((side, bot name), ...)`` in side order and
    the ``variant`` settings it is played under (``((key, value), ...)``,
    empty for the scenario as written)."""

    index: int
    seed: int
    bots: tuple[tuple[str, str], ...]
    variant: tuple[tuple[str, int], ...] = field(default=())

    def bot_of(self, side: str) -> str:
        """The bot name playing ``side``."""
        return dict(self.bots)[side]


def game_seed(batch_seed: int, index: int) -> int:
    """The seed of game ``index`` of a batch seeded ``batch_seed`` (0 .. 2**31-1)."""
    return random.Random(f"hexwright-balance:{batch_seed}:{index}").getrandbits(31)


def parse_bots(text: str, sides: list[str], known: tuple[str, ...], accept=None) -> list[str]:
    """Bot names from ``--bots A,B`` (one name is used for both sides);
    `HexwrightError` for a wrong count or an unknown name (listing the
    ``known`` ones; ``accept(name)``, when given, may accept more, such as
    ``mcts:0.5s``, or raise its own `HexwrightError` for a name it knows
    to be wrong, such as a bad budget) or an empty name (``greedy,,random``)."""
    names = [n.strip() for n in text.split(",")]
    if not all(names):
        raise HexwrightError(_("--bots: an empty bot name in {text!r}; expected names such as greedy,random").format(
                                 text=text))
    if len(names) == 1:
        names *= 2
    if len(names) != len(sides):
        raise HexwrightError(_("--bots needs one bot per side ({sides}), got {text!r}").format(
                                 sides=', '.join(sides), text=text))
    for n in names:
        if n not in known and not (accept is not None and accept(n)):
            raise HexwrightError(_("--bots: unknown bot {n!r}; known: {known}").format(n=n, known=', '.join(known)))
    return names


def make_specs(games: int, sides: list[str], bots: list[str], batch_seed: int, swap: bool,
               variant: tuple = (), first_index: int = 0) -> list[GameSpec]:
    """``games`` specs (``HexwrightError`` unless ``games`` >= 1) numbered
    from ``first_index``; the i-th plays ``bots`` in side order (reversed
    for odd i when ``swap``) with seed ``game_seed(batch_seed, i)``, so
    every variant of a sweep meets the same dice."""
    if games < 1:
        raise HexwrightError(_("--games must be at least 1, got {games}").format(games=games))
    out = []
    for i in range(games):  # the same seeds under every variant (common random numbers)
        names = list(reversed(bots)) if swap and i % 2 else list(bots)
        out.append(GameSpec(first_index + i, game_seed(batch_seed, i), tuple(zip(sides, names)), tuple(variant)))
    return out
