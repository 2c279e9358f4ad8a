"""PlaytestSession without a window: saved games, replay, the per-view log
and hand, refusals."""
from __future__ import annotations

import json

import pytest

from core.formats.scenariofile import load_scenario
from editor.playtest.session import PlaytestSession
from tests.editor.scenario_helpers import BALKA, PARTISANS


@pytest.fixture
def balka():
    return load_scenario(str(BALKA))


def test_save_and_load_resume_the_same_game(qapp, tmp_path, balka):
    s = PlaytestSession(balka, seed=11)
    s.apply("activate g_rifles_1")
    s.apply("move g_rifles_1 1114")
    for _ in range(25):
        s.bot_step()
    path = tmp_path / "game.json"
    assert s.save_game(str(path))
    doc = json.loads(path.read_text())
    assert doc["seed"] == 11 and len(doc["actions"]) == len(s.actions)
    other = PlaytestSession(balka, seed=99)
    assert other.load_game(str(path)), other.last_error
    assert other.state.to_dict() == s.state.to_dict()
    assert other.actions == s.actions
    assert [r[1] for r in other.rolls] == [r[1] for r in s.rolls]
    # play goes on with the same dice as if it had never stopped
    for sess in (s, other):
        for _ in range(30):
            sess.bot_step("random")
    assert other.state.state_hash() == s.state.state_hash()


def test_load_refuses_a_game_of_another_scenario(qapp, tmp_path, balka):
    s = PlaytestSession(load_scenario(str(PARTISANS)), seed=1)
    s.bot_step()
    path = tmp_path / "partisans.json"
    assert s.save_game(str(path))
    b = PlaytestSession(balka, seed=1)
    before = b.state.to_dict()
    messages = []
    b.message.connect(lambda text, err: messages.append((text, err)))
    assert not b.load_game(str(path))
    assert messages and messages[-1][1] and "another scenario" in messages[-1][0]
    assert b.state.to_dict() == before
    (tmp_path / "bad.json").write_text("{\"format\": \"nope\"}")
    assert not b.load_game(str(tmp_path / "bad.json"))
    assert "$.format" in b.last_error


def test_replay_steps_forward_and_back(qapp, balka):
    s = PlaytestSession(balka, seed=4)
    s.apply("activate g_rifles_1")
    mid = s.state.to_dict()
    s.apply("move g_rifles_1 1114")
    for _ in range(10):
        s.bot_step()
    live = s.state.to_dict()
    assert s.begin_replay()
    assert s.shown_state().to_dict() == PlaytestSession(balka, seed=4).state.to_dict()  # opening rolls only
    assert s.replay_step(1)
    assert s.shown_state().to_dict() == mid
    assert not s.apply("pass")  # no playing during a replay
    assert s.replay_step(10**6)
    assert s.shown_state().to_dict() == live
    assert s.replay_step(-(s.replay.steps - 1)) and s.shown_state().to_dict() == mid
    assert s.replay_step(-1) and s.replay.index == 0 and not s.replay_step(-1)
    s.end_replay()
    assert s.shown_state() is s.state and s.state.to_dict() == live


def test_hidden_marker_and_card_draws_are_read_only_by_their_owner(qapp, balka):
    s = PlaytestSession(balka, seed=3)
    card_rolls = [r for r in s.rolls if "draws card" in r[1]]
    assert card_rolls, "the balka scenario deals cards at start"
    s.set_view("german")
    texts = [t for _k, t in s.log_lines()]
    soviet_draws = [r for r in card_rolls if r[2] == "soviet"]
    assert soviet_draws and not any(r[1] in t for r in soviet_draws for t in texts)
    assert any("soviet draws a card" in t for t in texts)
    german_cards = s.hand("german")
    assert isinstance(german_cards, list) and german_cards
    assert s.hand("soviet") == len(s.state.hands["soviet"])
    s.set_view("designer")
    assert isinstance(s.hand("soviet"), list)
    with pytest.raises(ValueError):
        s.set_view("french")


def test_illegal_actions_are_refused_with_a_message(qapp, balka):
    s = PlaytestSession(balka, seed=3)
    before = s.state.to_dict()
    assert not s.apply("move g_rifles_1 2020")
    assert "not a legal action" in s.last_error
    assert s.state.to_dict() == before and not s.history
