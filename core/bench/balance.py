"""Benchmark: a balance batch on one and on two local worker processes
(issue 14: two workers at least 1.6x as fast as one on a 2-core machine).

The same random-bot games of Balka Hill (24; 6 with ``quick``) are played
by `core.balance.run_batch` with ``workers=2`` (forked processes that
inherit the loaded game) and then ``workers=1`` (in this process); the figure
is the ratio of the wall times, and the note says whether both runs gave
identical games (the final state hash of every game).  On a machine whose
cores are busy with other work the wall ratio falls short of what the two
cores give when free (the load average is in the note), so
``balance_2_workers_cpu_speedup`` gives the same ratio from CPU times
(`core.balance.BatchResult.cpu`): the serial batch's CPU over the
busiest worker's start-up and games CPU.

``mcts_vs_greedy_win_rate_<sample>``: the MCTS bot (0.2 s of CPU per
move) against the greedy bot on each coh sample, sides swapped every
second game (12 games, seed 1; 2 with ``quick``, Partisans only), on two
worker processes; a draw counts as half a win.  The note gives the
record per side.
"""
from __future__ import annotations

import os
import time
from pathlib import Path

from core.balance import make_payload, make_specs, run_batch
from core.balance.worker import game_for
from core.bench import Figure, target_note
from core.formats.scenariofile import load_scenario

SAMPLES = Path(__file__).resolve().parents[2] / "sample_maps"
SCENARIO = SAMPLES / "coh_balka_hill.scenario.json"
MCTS_SAMPLES = ("coh_partisans", "coh_balka_hill")


def mcts_record(path: Path, games: int, seed: int = 1, workers: int = 2) -> tuple[float, str]:
    """``(MCTS win rate with draws as half, note)`` of ``games`` MCTS-greedy
    games of scenario ``path``, sides swapped every second game."""
    payload = make_payload(load_scenario(str(path)))
    sides = game_for(payload).sides
    res = run_batch(payload, make_specs(games, sides, ["mcts", "greedy"], seed, swap=True), workers=workers)
    per = {s: [0, 0, 0] for s in sides}  # MCTS wins, draws, losses when playing side s
    for r in res.records:
        side = next(s for s, b in r["bots"].items() if b == "mcts")
        per[side][0 if r["winner"] == side else 1 if r["winner"] is None else 2] += 1
    wins = sum(w for w, _d, _l in per.values())
    draws = sum(d for _w, d, _l in per.values())
    rate = round((wins + 0.5 * draws) / max(1, len(res.records)), 3)
    sides_note = "; ".join(f"as {s} {w}W {d}D {lo}L" for s, (w, d, lo) in per.items())
    return rate, f"{len(res.records)} games, seed {seed}, 0.2 s CPU per move: {wins}W {draws}D; {sides_note}"


def _cpu_speedup(one, two) -> tuple[float, str]:
    """The speed-up two free cores give, from CPU times (the machine's load
    does not enter): the serial batch's CPU (start-up + games) over the
    busiest worker's CPU (its start-up + its games) in the 2-worker batch."""
    serial = sum(r["startup"] + r["games"] for r in one.cpu.values())
    busiest = max((r["startup"] + r["games"] for r in two.cpu.values()), default=0.0)
    per_one = sum(r["games"] for r in one.cpu.values()) / max(1, sum(r["n"] for r in one.cpu.values()))
    per_two = sum(r["games"] for r in two.cpu.values()) / max(1, sum(r["n"] for r in two.cpu.values()))
    starts = ", ".join(f"{r['startup'] * 1000:.0f} ms" for r in two.cpu.values())
    split = "/".join(str(r["n"]) for r in two.cpu.values())
    return (round(serial / busiest, 2) if busiest else 0.0,
            f"CPU per game: 1 worker {per_one * 1000:.0f} ms, 2 workers {per_two * 1000:.0f} ms; worker start-up "
            f"CPU {starts}; games per worker {split}")


def run(quick: bool = False) -> list[Figure]:
    """``balance_2_workers_speedup`` (wall), ``balance_2_workers_cpu_speedup``
    (from CPU times), ``balance_games_per_s_1_worker`` and the MCTS records
    (module doc)."""
    payload = make_payload(load_scenario(str(SCENARIO)))
    game = game_for(payload)
    n = 6 if quick else 24
    specs = make_specs(n, game.sides, ["random", "random"], 0, swap=False)
    run_batch(payload, specs[:1], workers=1)  # warm-up: LOS table and memo tables
    # two workers first: forked after the warm-up only, each worker fills its own memo tables as the
    # serial run then does once (run the other way round, the workers would inherit the serial run's tables)
    t0 = time.perf_counter()
    two = run_batch(payload, specs, workers=2)
    t1 = time.perf_counter()
    one = run_batch(payload, specs, workers=1)
    t2 = time.perf_counter()
    same = [r["hash"] for r in one.records] == [r["hash"] for r in two.records]
    t1, t2 = t0 + (t2 - t1), t0 + (t2 - t1) + (t1 - t0)  # t1 - t0: the serial run, t2 - t1: the 2-worker run
    ratio = round((t1 - t0) / (t2 - t1), 2)
    cpu_ratio, cpu_note = _cpu_speedup(one, two)
    try:
        load = f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    except OSError:
        load = "load average unknown"
    return [Figure("balance_2_workers_speedup", ratio,
                   f"{target_note(ratio, '>=', 1.6)}; {n} random games of Balka Hill: 1 worker {t1 - t0:.1f} s, "
                   f"2 workers {t2 - t1:.1f} s; identical games: {'yes' if same else 'NO'}; {load} (wall time: "
                   f"other work on the cores lowers it)"),
            Figure("balance_2_workers_cpu_speedup", cpu_ratio,
                   f"{target_note(cpu_ratio, '>=', 1.6)}; what two free cores give: serial CPU over the busiest "
                   f"worker's CPU; {cpu_note}"),
            Figure("balance_games_per_s_1_worker", round(n / (t1 - t0), 2), "wall clock, one process")] + [
        Figure(f"mcts_vs_greedy_win_rate_{name.removeprefix('coh_')}", rate, f"{target_note(rate, '>=', 0.7)}; {note}")
        for name in (MCTS_SAMPLES[:1] if quick else MCTS_SAMPLES)
        for rate, note in [mcts_record(SAMPLES / f"{name}.scenario.json", 2 if quick else 12)]]
