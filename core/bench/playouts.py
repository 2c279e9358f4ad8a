"""Benchmark: random-bot playouts of the Partisans sample scenario
(``sample_maps/coh_partisans.scenario.json``), whole games per second on
one core (target >= 5).

One warm-up game builds the game's all-pairs LOS table (done once per
`core.play.game.Game`, like the editor's playtest would); then ``n`` full
games with `RandomBot`s on both sides and chance outcomes from the seeded
driver are timed together.  The figure also reports the mean number of
actions (player actions and chance outcomes) per game.
"""
from __future__ import annotations

import time
from pathlib import Path

from core.bench import Figure, target_note

SCENARIO = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_partisans.scenario.json"


def playouts(game, seeds) -> int:
    """Play one random game per seed; returns the total number of actions."""
    from core.play.bots import RandomBot
    from core.play.driver import play_game
    total = 0
    for s in seeds:
        bots = {side: RandomBot(s * 10 + i) for i, side in enumerate(game.sides)}
        _st, actions = play_game(game, bots, s)
        total += len(actions)
    return total


def run(quick: bool = False) -> list[Figure]:
    """``playouts_per_s`` and ``playout_actions_mean``."""
    from core.play.game import load_game
    game = load_game(str(SCENARIO))
    t0 = time.perf_counter()
    playouts(game, [10_000])
    warm = time.perf_counter() - t0
    n = 5 if quick else 30
    t0 = time.perf_counter()
    total = playouts(game, range(n))
    dt = time.perf_counter() - t0
    rate = round(n / dt, 2)
    return [Figure("playouts_per_s", rate,
                   f"{target_note(rate, '>=', 5)}; {n} random-bot games of Partisans in {dt:.2f} s "
                   f"(warm-up game with the LOS table {warm:.2f} s)"),
            Figure("playout_actions_mean", round(total / n, 1), "actions per game incl. dice and draws")]
