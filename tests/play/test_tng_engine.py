"""Triumph & Glory play engine (core/play/tng): random playouts of the
Borodino sample, save/resume/replay, CLI, bots."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.play import load_game, make_bot, play_game
from core.play.replay import make_log, replay_actions, replay_file, save_log

from tests.play.playout import random_playout

ROOT = Path(__file__).resolve().parents[2]
BORODINO = str(ROOT / "sample_maps" / "borodino.scenario.json")


@pytest.fixture(scope="module")
def game():
    return load_game(BORODINO)


def test_the_game_starts_with_the_french_orders(game):
    st = game.new_initial_state()
    assert st.turn == 1 and st.phase == "orders" and st.current_player() == "french"
    acts = [str(a) for a in st.legal_actions()]
    assert "order fr_I" in acts and acts[-1] == "pass"
    assert len([m for m in game.data.markers if m.kind == "group"]) == 23
    assert [m.id for m in game.data.markers if m.kind == "barrage"] == ["barrage_french", "barrage_russian"]
    assert game.data.commanders == {"french": "napoleon", "russian": "kutuzov"}


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_playouts_keep_the_invariants(game, seed):
    st = random_playout(game, seed, every=97)
    assert st.turn == game.data.turns
    assert st.winner() in (None, "french", "russian")


def test_clone_is_independent(game):
    st = game.new_initial_state()
    c = st.clone()
    c.apply_action(c.legal_actions()[0])
    assert c != st and st.phase == "orders" and st.orders["french"] == []


def test_greedy_game_replays_to_the_same_hash(game, tmp_path):
    bots = {s: make_bot("greedy", i) for i, s in enumerate(game.sides)}
    st, actions = play_game(game, bots, seed=3)
    assert st.is_terminal()
    log = tmp_path / "g.json"
    save_log(str(log), make_log(game, 3, actions, {"french": "greedy", "russian": "greedy"}, st, str(log)))
    _g, back, doc = replay_file(str(log))
    assert back.state_hash() == st.state_hash() == doc["final_hash"]
    # resume half way: the same ending
    half = replay_actions(game, doc["actions"][: len(actions) // 2])
    rest = replay_actions(game, doc["actions"][len(actions) // 2:], state=half)
    assert rest.state_hash() == st.state_hash()


def test_cli_play_prints_the_hash_last_and_replay_reproduces_it(tmp_path, capsys):
    from hexwright.cli import main
    log = tmp_path / "cli.json"
    assert main(["play", BORODINO, "--bots", "greedy,greedy", "--seed", "4", "--log", str(log)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] and len(out[-1]) == 64 and any(line.startswith("winner:") for line in out)
    assert any(line.startswith("VP: french") for line in out)
    assert main(["replay", str(log)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == out[-1]


def test_illegal_actions_are_refused_with_the_phase(game):
    from core.errors import RulesError
    from core.play.tng.actions import D10, TMove
    st = game.new_initial_state()
    with pytest.raises(RulesError, match="orders phase"):
        st.apply_action(TMove("fr_compans_1", "1216", 1))
    with pytest.raises(RulesError):
        st.apply_action(D10(3))


def test_observer_shows_the_side_its_actions_only(game):
    from core.play import observe
    st = game.new_initial_state()
    fr, ru = observe(st, "french"), observe(st, "russian")
    assert fr["legal_actions"] and not ru["legal_actions"]
    u = next(x for x in fr["units"] if x["id"] == "fr_compans_1")
    assert u["activation_group"] == "fr_I" and u["brigade"] == "compans" and u["sp"] == 12
    with pytest.raises(ValueError):
        observe(st, "prussian")
