"""Balance lab (issue 14): play many bot games of a scenario and report
how often each side wins, and why.  Qt-free; used by ``hexwright
balance`` and the editor's Balance dock.

Modules: spec.py (`GameSpec`, per-game seeds derived from the batch seed,
``--bots``), sweep.py (``--vary`` keys, the grid, the setting closest to
an even game), worker.py (`play_one`: one game -> record; the scenario
payload), probes.py (what a game records per ruleset: deaths, objective
holders), runner.py (`run_batch`: serial, local worker processes or Dask
distributed; dead workers, cancel, Ctrl-C), stats.py (Wilson interval),
report.py (`build_report`, `report_text`), plots.py (PNG plots), store.py
(results saved beside a scenario).

Typical use::

    from core.balance import make_payload, make_specs, run_batch, build_report
    payload = make_payload(game.scenario)
    specs = make_specs(24, game.sides, ["mcts", "greedy"], seed, swap=True)
    report = build_report(game, run_batch(payload, specs, workers=2))
"""
from __future__ import annotations

from core.balance.report import build_report, report_text
from core.balance.runner import BatchResult, default_workers, run_batch
from core.balance.spec import GameSpec, game_seed, make_specs, parse_bots
from core.balance.stats import wilson
from core.balance.sweep import apply_variant, grid, parse_vary, sweep_summary, variant_label
from core.balance.worker import make_payload, play_one

__all__ = ["BatchResult", "GameSpec", "apply_variant", "build_report", "default_workers", "game_seed", "grid",
           "make_payload", "make_specs", "parse_bots", "parse_vary", "play_one", "report_text", "run_batch",
           "sweep_summary", "variant_label", "wilson"]
