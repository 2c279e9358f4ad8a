"""``hexwright balance SCENARIO --games N --bots A,B [--swap-sides]
[--workers K | --cluster ADDRESS] [--seed S] [--json OUT] [--plots DIR]
[--vary KEY=LO..HI ...]``: play N bot games of a scenario and report how
often each side wins (Wilson 95 % intervals), per bot, VP, game length,
losses per unit type, where units die, who holds the objectives and the
games that swung the result (`core.balance`).

Each game's seed comes from S, so 1 worker, K workers or a Dask cluster
play the same games.  ``--vary`` plays the whole batch once per setting of
the grid and names the setting closest to an even game.  Ctrl-C stops the
batch and prints the partial report (exit 130)."""
from __future__ import annotations

import argparse
import sys
import time
from core.i18n import Number, _

MAX_GAMES = 100_000  # games of one batch, all settings of a sweep together (each is planned up front)
HELP = "play many bot games of a scenario: win rates with intervals, plots, sweeps (local or Dask cluster)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """SCENARIO, --games, --bots, --swap-sides, --workers / --cluster, --seed, --json, --plots, --vary."""
    parser.add_argument("scenario", metavar="SCENARIO", help="scenario file (.scenario.json)")
    parser.add_argument("--games", type=int, default=24, help="games per setting (default 24)")
    parser.add_argument("--bots", default="greedy,greedy",
                        help="bot per side in the scenario's side order: random, greedy, "
                             "mcts (mcts:0.5s or mcts:300i set its "
                             "budget per move), e.g. mcts,greedy (default greedy,greedy)")
    parser.add_argument("--swap-sides", action="store_true", help="every second game swaps the bots' sides")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, metavar="K", help="local worker processes (default: every core)")
    where.add_argument("--cluster", metavar="ADDRESS", help="a Dask scheduler, e.g. tcp://10.0.0.5:8786")
    parser.add_argument("--seed", type=int, default=0, help="batch seed; each game's seed derives from it")
    parser.add_argument("--json", metavar="OUT", help="write the JSON report here")
    parser.add_argument("--plots", metavar="DIR", help="write PNG plots into this folder")
    parser.add_argument("--vary", nargs="+", action="extend", default=[], metavar="KEY=LO..HI",
                        help="sweep scenario values, e.g. caps.german=6..9 rounds=5..7 (may be repeated)")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on stderr")


def run(args: argparse.Namespace) -> int:
    """Run the batch; print the report; exit 0 (130 when interrupted, 1
    when a game raised: the report of the others is printed and names it, 2
    with a one-line message for bad input: unknown bot, ``--games 0``, a
    bad ``--vary`` key, an unreachable cluster)."""
    from core.errors import HexwrightError
    try:
        return _run(args)
    except HexwrightError as e:
        print(_("hexwright balance: {e}").format(e=e), file=sys.stderr)
        return 2


def _run(args: argparse.Namespace) -> int:
    import json

    from core.balance import (build_report, grid, make_payload, make_specs, parse_bots, parse_vary, report_text,
                              run_batch, sweep_summary)
    from core.errors import HexwrightError
    from core.naming import side_names
    from core.play.bots import BOTS, check_bot
    from core.play.game import load_game
    from hexwright.commands._outputs import check_output_file, scenario_files
    from hexwright.commands.play import refuse_map_file
    if args.games < 1:
        raise HexwrightError(_("--games must be at least 1, got {games}").format(games=args.games))
    if args.workers is not None and args.workers < 1:
        raise HexwrightError(_("--workers must be at least 1, got {workers}").format(workers=args.workers))
    if args.cluster is not None and not args.cluster.strip():
        raise HexwrightError(_("--cluster needs an address, e.g. tcp://10.0.0.5:8786"))
    refuse_map_file(args.scenario)
    if args.json is not None:  # the outputs are checked before a game is played
        check_output_file(args.json, "--json", _("the report"), scenario_files(args.scenario))
    if args.plots is not None:
        from core.balance.plots import check_folder
        check_folder(args.plots)
    game = load_game(args.scenario)
    bots = parse_bots(args.bots, game.sides, BOTS, check_bot)
    payload = make_payload(game.scenario)
    varies = [parse_vary(v, payload["doc"]) for v in args.vary]
    if len({k for k, _ in varies}) != len(varies):
        raise HexwrightError(_("--vary names the same key twice"))
    variants = grid(varies)
    if args.games * len(variants) > MAX_GAMES:
        raise HexwrightError(_("{games} games in one batch; at most {most} (fewer --games or a narrower "
                               "--vary)").format(games=args.games * len(variants), most=MAX_GAMES))
    for v in variants:  # a bad value (rounds=0) is refused before anything is played
        if v:
            from core.balance.worker import game_for
            game_for(payload, v)
    specs = []
    for i, v in enumerate(variants):
        specs += make_specs(args.games, game.sides, bots, args.seed, args.swap_sides, v, i * args.games)
    names = side_names(game.scenario)
    progress = None if args.quiet else _progress(game.sides[0], names.get(game.sides[0], game.sides[0]), len(specs))
    res = run_batch(payload, specs, workers=args.workers, cluster=args.cluster, progress=progress)
    rep = build_report(game, res)
    if args.vary:
        rep["sweep"] = sweep_summary(game.sides, res.records, variants)
    print(report_text(rep))
    if args.vary:
        s = rep["sweep"]
        side = names.get(s['side'], s['side'])
        print(_("sweep ({side} win rate per setting):").format(side=side))
        for row in s["settings"]:
            lo, hi = row["ci95"]
            print(_("  {label}: {win_rate:.1%} (95% CI {lo:.1%}-{hi:.1%}) in {games} games").format(
                      label=row['label'], win_rate=Number(row['win_rate']), lo=Number(lo), hi=Number(hi),
                      games=row['games']))
        c = s["closest"]
        print(_("closest to an even game: {label} ({side} {win_rate:.1%}, 95% CI {ci95:.1%}-{ci952:.1%})").format(
                  label=c['label'], side=side, win_rate=Number(c['win_rate']),
                  ci95=Number(c['ci95'][0]), ci952=Number(c['ci95'][1])))
    if args.json:
        try:
            with open(args.json, "w", encoding="utf-8") as f:
                json.dump(rep, f, indent=1)
        except OSError as e:
            raise HexwrightError(_("--json {path}: cannot write the report ({why})").format(
                                     path=args.json, why=e.strerror or e)) from None
        print(_("report: {json}").format(json=args.json))
    if args.plots and rep["played"]:
        from core.balance.plots import write_plots, write_sweep_plot
        paths = write_plots(rep, game.scenario.hexmap, args.plots)
        if args.vary:
            paths.append(write_sweep_plot(rep["sweep"], args.plots, names.get(rep["sweep"]["side"])))
        print(_("plots: ") + ", ".join(paths))
    return 130 if res.interrupted else 1 if res.failed else 0


PROGRESS_EVERY_S = 2.0  # a long batch still shows a line at least this often


def _progress(side: str, name: str, total: int):
    """A progress callback printing a line to stderr every tenth of the batch
    or every ``PROGRESS_EVERY_S`` seconds, whichever comes first: the running
    win rate of ``side`` (shown as ``name``)."""
    t0 = time.perf_counter()
    wins = [0, 0]
    step = max(1, total // 10)
    last = [t0]

    def show(rec, done, _total):
        wins[0] += rec["winner"] == side
        wins[1] += rec["winner"] is None
        now = time.perf_counter()
        if done % step and done != total and now - last[0] < PROGRESS_EVERY_S:
            return
        last[0] = now
        dt = now - t0
        eta = dt / done * (total - done)
        print(_("  {done}/{total} games, {side} {value:.0%}, ETA {eta:.0f} s").format(
                  done=done, total=total, side=name,
                  value=Number((wins[0] + 0.5 * wins[1]) / done), eta=eta),
              file=sys.stderr, flush=True)
    return show
