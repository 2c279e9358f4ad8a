"""Bots that play either side (DESIGN.md job 4: "a bot can play either
side").

* `RandomBot(seed)`: uniform over the legal actions (seeded; `GameState.random_action`).
* `GreedyBot(seed)`: the action with the best one-step score from the
  engine's ``greedy_scores(state, actions)`` (CoH: attacks with the best
  hit chance, moves toward objectives and control hexes, rallies hit
  units; see `core.play.coh.greedy`); ties broken by the seeded generator.

* `core.play.mcts.MctsBot`: Monte Carlo search over determinizations of
  the side's view (never the hidden truth) with greedy-ranked candidates
  and a heuristic evaluation (`core.play.evaluate`), 0.2 s of this
  thread's CPU time (``time.thread_time``) per move by default: a loaded
  machine makes it slower, not weaker.

`make_bot(name, seed)` builds one by name (``random``, ``greedy``,
``mcts``; ``mcts:0.5s`` or ``mcts:300i`` set the MCTS budget per move in
CPU seconds or samples, at most `MAX_SECONDS` / `MAX_ITERATIONS`);
`HexwrightError` for an unknown name or a bad budget.
"""
from __future__ import annotations

import random

from core.errors import HexwrightError
from core.i18n import _
from core.play.mcts import MctsBot

BOTS = ("random", "greedy", "mcts")
MAX_SECONDS = 600  # the largest MCTS budget a move may have, CPU seconds (a batch must end)
MAX_ITERATIONS = 1_000_000  # ... or samples


class RandomBot:
    """Uniformly random legal actions from ``random.Random(seed)``."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def step(self, state):
        """A legal action of the player to move."""
        return state.random_action(self.rng)  # uniform over the legal actions without listing them (coh)


class GreedyBot:
    """Best one-step score (see module doc)."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def step(self, state):
        """The legal action with the highest greedy score."""
        acts = state.legal_actions()
        scores = state.game.engine.greedy_scores(state, acts)
        best = max(scores)
        top = [a for a, s in zip(acts, scores) if s >= best - 1e-9]
        return top[0] if len(top) == 1 else self.rng.choice(top)


def make_bot(name: str, seed: int = 0):
    """A bot by name (module doc); `HexwrightError` for an unknown one or a
    bad MCTS budget."""
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    if name == "mcts" or name.startswith("mcts:"):
        budget = name[5:]
        try:
            if name == "mcts":
                return MctsBot(seed)
            if budget.endswith("i") and 0 < int(budget[:-1]) <= MAX_ITERATIONS:
                return MctsBot(seed, time_s=None, iterations=int(budget[:-1]))
            if budget.endswith("s") and 0 < float(budget[:-1]) <= MAX_SECONDS:  # (inf, nan: refused)
                return MctsBot(seed, time_s=float(budget[:-1]))
        except ValueError:
            pass
        raise HexwrightError(_("bot {name!r}: expected mcts, mcts:SECONDSs (e.g. mcts:0.5s) or mcts:Ni "
                               "(e.g. mcts:300i), at most {seconds} s or {iterations} samples a move").format(
                                 name=name, seconds=MAX_SECONDS, iterations=MAX_ITERATIONS))
    raise HexwrightError(_("unknown bot {name!r}; known: {bots} (mcts:0.5s, mcts:300i set its budget)").format(
                             name=name, bots=', '.join(BOTS)))


def check_bot(name: str) -> bool:
    """True when `make_bot` accepts ``name``; else its `HexwrightError`,
    which names what is wrong (an unknown bot, a bad MCTS budget): the
    ``accept`` of `core.balance.spec.parse_bots`."""
    make_bot(name)
    return True
