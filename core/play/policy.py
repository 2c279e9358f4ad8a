"""The greedy policy a search bot plays and ranks by (`core.play.mcts`,
`core.play.plans`, issue 14): the engine's one-step ``greedy_scores``
(the policy of `core.play.bots.GreedyBot`), best first.
"""
from __future__ import annotations

import random


def greedy_action(st, rng: random.Random):
    """The greedy policy's action of the player to move in ``st`` (best
    ``greedy_scores``, ties broken by ``rng``); the first legal action when
    the engine has no scores."""
    acts = st.legal_actions()
    if len(acts) == 1:
        return acts[0]
    scores_fn = getattr(st.game.engine, "greedy_scores", None)
    if scores_fn is None:
        return acts[0]
    scores = scores_fn(st, acts)
    best = max(scores)
    top = [a for a, s in zip(acts, scores) if s >= best - 1e-9]
    return top[0] if len(top) == 1 else rng.choice(top)


def ranked(st, legal: list) -> list:
    """``legal`` in greedy order (best first, stable), then nothing else:
    the candidate order of the search and of a plan's equal steps."""
    scores_fn = getattr(st.game.engine, "greedy_scores", None)
    if scores_fn is None:
        return list(legal)
    scores = scores_fn(st, legal)
    return [legal[i] for i in sorted(range(len(legal)), key=lambda i: (-scores[i], i))]
