"""Random playouts of the fow sample scenarios: every state has legal
actions unless terminal, chance outcomes sum to 1, ``to_dict`` round-trips,
``clone`` is equal and independent; bot games end; the CLI prints the final
hash and ``replay`` reproduces it."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.play.driver import play_game
from core.play.bots import make_bot
from core.play.game import load_game
from core.play.replay import make_log, replay_actions
from hexwright.cli import main

from tests.play.playout import random_playout

SAMPLES = Path(__file__).resolve().parents[2] / "sample_maps"
FOW = sorted(p for p in SAMPLES.glob("*.scenario.json") if json.loads(p.read_text())["ruleset"] == "fow")
PLATOON = SAMPLES / "fow_platoon_action.scenario.json"


@pytest.fixture(scope="module", params=FOW, ids=lambda p: p.name)
def game(request):
    return load_game(str(request.param))


def test_the_platoon_sample_is_there():
    assert PLATOON in FOW


def _fewer_passes(legal, rng):
    """Fewer passes than uniform, so games run long enough to shoot and assault."""
    non_pass = [x for x in legal if str(x) != "pass"]
    return rng.choice(non_pass) if non_pass and rng.random() < 0.8 else rng.choice(legal)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_playouts_keep_invariants(game, seed):
    st = random_playout(game, seed, every=5, choose=_fewer_passes)
    assert st.reason


def test_bot_games_end_and_replay_to_the_same_state(game):
    for seed, names in ((1, ("greedy", "random")), (2, ("random", "greedy")), (3, ("greedy", "greedy"))):
        bots = {s: make_bot(n, seed * 10 + i) for i, (s, n) in enumerate(zip(game.sides, names))}
        st, actions = play_game(game, bots, seed)
        assert st.is_terminal()
        doc = make_log(game, seed, actions, dict(zip(game.sides, names)), st)
        again = replay_actions(game, json.loads(json.dumps(doc["actions"])))
        assert again.state_hash() == st.state_hash() == doc["final_hash"]


def test_cli_play_then_replay_prints_the_same_hash(tmp_path, capsys):
    log = tmp_path / "game.json"
    assert main(["play", str(PLATOON), "--bots", "greedy,random", "--seed", "5", "--log", str(log)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[2].startswith("winner: ") and out[3].startswith("VP: us ")
    final = out[-1]
    assert len(final) == 64 and int(final, 16) >= 0
    assert main(["replay", str(log)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == final


def test_same_seed_same_game():
    g = load_game(str(PLATOON))
    hashes = set()
    for _ in range(2):
        bots = {s: make_bot("random", 7 + i) for i, s in enumerate(g.sides)}
        st, _ = play_game(g, bots, 11)
        hashes.add(st.state_hash())
    assert len(hashes) == 1


def test_resume_mid_game_from_a_saved_prefix():
    g = load_game(str(PLATOON))
    bots = {s: make_bot("greedy", 3 + i) for i, s in enumerate(g.sides)}
    st, actions = play_game(g, bots, 9)
    mid = replay_actions(g, [a for a in make_log(g, 9, actions[:40])["actions"]])
    assert not mid.is_terminal()
    rest = replay_actions(g, make_log(g, 9, actions[40:])["actions"], state=mid)
    assert rest.state_hash() == st.state_hash()
