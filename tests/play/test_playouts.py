"""Random playouts of every sample Conflict of Heroes scenario: at every
state the legal actions are non-empty unless terminal, chance outcomes sum
to 1, ``to_dict`` round-trips and ``clone`` is equal and independent."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from core.play.driver import sample_chance
from core.play.game import load_game

from tests.play.playout import random_playout

SAMPLES = Path(__file__).resolve().parents[2] / "sample_maps"
COH = sorted(p for p in SAMPLES.glob("*.scenario.json") if json.loads(p.read_text())["ruleset"] == "coh")
SEEDS = {"coh_partisans.scenario.json": (1, 2, 3), "coh_balka_hill.scenario.json": (1, 2)}


@pytest.fixture(scope="module", params=COH, ids=lambda p: p.name)
def game(request):
    return load_game(str(request.param))


def test_there_are_coh_samples():
    assert len(COH) >= 2


def test_random_playouts_keep_invariants(game):
    for seed in SEEDS.get(Path(game.source).name, (1,)):
        st = random_playout(game, seed, every=7)
        w = st.winner()
        if w is not None:
            assert st.vp[w] > st.vp[game.opponent(w)]
        assert st.round == game.scenario.rounds


def test_legal_actions_are_deterministic(game):
    a = game.new_initial_state()
    b = game.new_initial_state()
    rng = random.Random(5)
    for _ in range(60):
        if a.is_terminal():
            break
        la, lb = a.legal_actions(), b.legal_actions()
        assert [str(x) for x in la] == [str(x) for x in lb]
        x = sample_chance(a, rng) if a.is_chance_node() else la[rng.randrange(len(la))]
        a.apply_action(x)
        b.apply_action(x)
    assert a.to_dict() == b.to_dict()
