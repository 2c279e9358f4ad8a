"""Fit the search bot's evaluation weights to game outcomes (issue 14).

    .venv/bin/python tools/fit_evaluation.py [--games 200] [--epsilon 0.15] [--workers 2] [--every 3]
                                             [SCENARIO ...]

Plays ``--games`` games of each scenario (the coh samples by default),
greedy against greedy with an ``--epsilon`` share of each side's
decisions drawn at random (so the positions spread beyond greedy's one
line), and records at every ``--every``-th decision the parts of the
evaluation for the side to act (`core.play.evaluate.terms`, own side
minus the enemy, VP-like units) with the game's final VP margin for that
side.  A least-squares fit of the margin on the parts (one intercept per
scenario and side, which a search comparing moves from one position never
sees) gives a multiplier per part: the factor by which that part's weight
would make the score the best linear predictor of the final margin.  It
prints the multipliers with their standard errors (from the spread of the
per-game fits: positions of one game are not independent) and, with
``--json OUT``, writes them.

The multipliers are evidence, not the weights: a part's weight in
`core.play.evaluate` (and `core.play.coh.evaluate` / `core.play.coh.reach`)
is changed by hand, and kept only when the search bot plays better with
it (``hexwright balance SAMPLE --bots mcts,greedy --swap-sides``).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SAMPLES = Path(__file__).resolve().parents[1] / "sample_maps"
DEFAULT = [SAMPLES / "coh_balka_hill.scenario.json", SAMPLES / "coh_partisans.scenario.json"]

_GAMES: dict = {}


def _play(job: tuple) -> list:
    """``[(scenario no, side, {part: value}, final margin for side)]`` of one game."""
    from core import i18n
    from core.play.bots import GreedyBot, RandomBot
    from core.play.driver import sample_chance
    from core.play.evaluate import terms
    from core.play.game import load_game

    no, path, seed, eps, every = job
    g = _GAMES.get(path)
    if g is None:
        g = _GAMES[path] = load_game(path)
    greedy = {s: GreedyBot(seed * 10 + i) for i, s in enumerate(g.sides)}
    rand = {s: RandomBot(seed * 10 + 5 + i) for i, s in enumerate(g.sides)}
    rng, pick = random.Random(seed), random.Random(seed ^ 0xF17)
    st = g.new_initial_state()
    rows, n = [], 0
    with i18n.pinned():
        while not st.is_terminal():
            if st.is_chance_node():
                st.apply_action(sample_chance(st, rng))
                continue
            side = st.current_player()
            if n % every == 0:
                rows.append((no, side, terms(st, side)))
            n += 1
            bot = rand if pick.random() < eps else greedy
            st.apply_action(bot[side].step(st))
    vp = dict(st.vp)
    return [(no, side, t, float(vp[side] - vp[g.opponent(side)])) for no, side, t in rows]


def fit(rows: list, games: list[list]) -> dict:
    """Least squares of the margin on the parts with an intercept per
    (scenario, side); ``{part: (multiplier, standard error)}``, the error
    from a jackknife over ``games`` (each a list of rows)."""
    import numpy as np

    parts = sorted({k for _n, _s, t, _m in rows for k in t})
    groups = sorted({(n, s) for n, s, _t, _m in rows})

    def solve(rs):
        x = np.array([[t.get(k, 0.0) for k in parts] + [1.0 if (n, s) == g else 0.0 for g in groups]
                      for n, s, t, _m in rs])
        y = np.array([m for *_r, m in rs])
        return np.linalg.lstsq(x, y, rcond=None)[0][:len(parts)]

    full = solve(rows)
    k = min(20, len(games))
    folds = [[r for i, g in enumerate(games) if i % k != j for r in g] for j in range(k)]
    est = np.array([solve(f) for f in folds])
    se = np.sqrt((k - 1) / k * ((est - est.mean(axis=0)) ** 2).sum(axis=0))
    return {p: (float(full[i]), float(se[i])) for i, p in enumerate(parts)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("scenarios", nargs="*", default=[str(p) for p in DEFAULT])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--epsilon", type=float, default=0.15)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json")
    a = ap.parse_args(argv)
    jobs = [(no, path, seed, a.epsilon, a.every) for no, path in enumerate(a.scenarios) for seed in range(a.games)]
    with mp.get_context("fork").Pool(a.workers) as pool:
        games = pool.map(_play, jobs, chunksize=4)
    rows = [r for g in games for r in g]
    out = fit(rows, games)
    print(f"{len(games)} games, {len(rows)} positions")
    for p, (m, se) in out.items():
        print(f"  {p:12s} x{m:7.3f}  (se {se:.3f})")
    if a.json:
        Path(a.json).write_text(json.dumps({"games": len(games), "positions": len(rows), "multipliers": out},
                                           indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
