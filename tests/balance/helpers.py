"""Shared bits of the balance tests: the small Partisans sample (fast
random games) and worker functions that misbehave on purpose."""
from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PARTISANS = ROOT / "sample_maps" / "coh_partisans.scenario.json"
BALKA = ROOT / "sample_maps" / "coh_balka_hill.scenario.json"


def payload_of(path=PARTISANS):
    from core.balance import make_payload
    from core.formats.scenariofile import load_scenario
    return make_payload(load_scenario(str(path)))


def die_once_on_game_1(payload, spec):
    """Like `play_one`, but the worker process playing game 1 dies the first
    time (a marker file in ``payload["marker_dir"]`` remembers it)."""
    from core.balance.worker import play_one
    marker = os.path.join(payload["marker_dir"], "died")
    if spec.index == 1 and not os.path.exists(marker):
        open(marker, "w").close()
        os._exit(9)
    return play_one(payload, spec)


def raise_on_game_2(payload, spec):
    """Like `play_one`, but game 2 raises (an engine bug in one game)."""
    from core.balance.worker import play_one
    if spec.index == 2:
        raise RuntimeError("listed action refused")
    return play_one(payload, spec)
