"""Benchmark: random-bot playouts of Balka Hill
(``sample_maps/coh_balka_hill.scenario.json``, hidden units, cards,
reinforcements), whole games per second on one core (target >= 20,
issue 14).

One warm-up game builds the game's all-pairs LOS table (done once per
`core.play.game.Game`, like the editor's playtest would); then ``n`` full
games, each from a fresh initial state (nothing carried from one playout
to the next but the Game's own tables: the LOS table and the engine's
memo tables in ``game.data.memo``, pure functions of their keys -- hexes in
range, sight and arc, spotter hexes, attack results keyed on the units
they read; a state's carry of legal.py's options, legal_memo.py, starts
empty with each fresh state), with `RandomBot`s on both sides
and chance outcomes from the seeded driver.  A bot's pick is
`GameState.random_action`: one draw, uniform over the legal actions, by
rejection from candidate slots counted per unit, building the sections of
only the units drawn (core/play/coh/legal_sample.py), so the legal-action
time is taken around the bot's pick.  The batch runs with the garbage
collector's young threshold raised (`batch_gc`).  The rate
is taken on this process's CPU time, so it is per core however busy the
machine is (wall time is in the note); on a shared machine compare it
with the reference of the same run.  Also: the mean number of actions per
game and the share of the time spent generating legal actions.  Beside it, in the same
run, the from-scratch reference (`core.play.coh.legal_memo.from_scratch`:
legal actions with no carry, memo or shortcut, as the incremental
generator must reproduce; the bots then make the same draws from those
full lists, split by unit, and play the same games) on the first seeds:
``playouts_reference_per_s`` and the speed-up.
"""
from __future__ import annotations

import gc
import random
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from core.bench import Figure, target_note
from core.play.bots import RandomBot
from core.play.coh.legal_memo import from_scratch
from core.play.driver import sample_chance
from core.play.game import load_game

SCENARIO = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_balka_hill.scenario.json"


GC_GEN0 = 100_000  # the collector's first threshold during a batch (the default 700)


@contextmanager
def batch_gc() -> Iterator[None]:
    """A batch of playouts with the cyclic collector's first threshold at
    `GC_GEN0` (allocations between young collections) and what the heap
    held before frozen out of its walks (`gc.freeze`): a playout makes
    and drops mostly acyclic objects (reference counting frees them) while
    the game's memo tables grow, and the default threshold walked those
    tables often (15-20 % of playout CPU); restored after."""
    old = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(old[0], GC_GEN0), *old[1:])
    try:
        yield
    finally:
        gc.set_threshold(*old)
        gc.unfreeze()


def playouts(game, seeds) -> tuple[int, float]:
    """Play one random game per seed from a fresh initial state (within
    `batch_gc`); returns ``(total actions, CPU seconds spent in the bots'
    picks)``."""
    with batch_gc():
        return _playouts(game, seeds)


def _playouts(game, seeds) -> tuple[int, float]:
    total, legal = 0, 0.0
    for s in seeds:
        bots = {side: RandomBot(s * 10 + i) for i, side in enumerate(game.sides)}
        rng = random.Random(s)
        st = game.new_initial_state()
        while not st.is_terminal():
            if st.is_chance_node():
                a = sample_chance(st, rng)
            else:  # the bot's pick: one legal action drawn uniformly (legal_sample.py; the reference: from its list)
                t = time.process_time()
                a = bots[st.current_player()].step(st)
                legal += time.process_time() - t
            st.apply_action(a)
            total += 1
    return total, legal


def run(quick: bool = False) -> list[Figure]:
    """``playouts_per_s``, ``playout_actions_mean`` and ``playout_legal_share``."""
    game = load_game(str(SCENARIO))
    t0 = time.perf_counter()
    playouts(game, [10_000])
    warm = time.perf_counter() - t0
    n = 5 if quick else 30
    c0, w0 = time.process_time(), time.perf_counter()
    total, legal = playouts(game, range(n))
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    rate = round(n / cpu, 2)
    m = 2 if quick else 5
    with from_scratch():
        c1 = time.process_time()
        total_ref, _legal = playouts(game, range(m))
        ref = m / (time.process_time() - c1)
    return [Figure("playouts_per_s", rate,
                   f"{target_note(rate, '>=', 20)}; {n} random-bot games of Balka Hill, {cpu:.2f} CPU s "
                   f"({wall:.2f} s wall; warm-up game with the LOS table {warm:.2f} s); reference: from-scratch "
                   f"legal actions {ref:.2f} playouts/s on the first {m} (x{rate / ref:.1f})"),
            Figure("playouts_reference_per_s", round(ref, 2),
                   f"from-scratch legal actions (legal_memo.from_scratch), {m} of the same games, same run"),
            Figure("playout_actions_mean", round(total / n, 1), "actions per game incl. dice and draws"),
            Figure("playout_legal_share", round(legal / cpu, 3), "share of playout CPU time in legal actions")]
