"""Scores for the greedy bot (`core.play.bots.GreedyBot`)."""
from __future__ import annotations


def greedy_scores(st, actions: list) -> list[float]:
    return [0.0 for _ in actions]
