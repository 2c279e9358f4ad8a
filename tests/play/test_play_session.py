"""The Qt-free play session (`core.play.session.PlaySession`): saved games,
replay, the per-view log and hand, refusals, undo; and its thin Qt face
(`editor.playtest.session.PlaytestSession`) turning notifications into
signals."""
from __future__ import annotations

import json

import pytest

from core.formats.scenariofile import load_scenario
from core.play.session import PlaySession
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"
PARTISANS = SAMPLES / "coh_partisans.scenario.json"


@pytest.fixture
def balka():
    return load_scenario(str(BALKA))


def test_save_and_load_resume_the_same_game(tmp_path, balka):
    s = PlaySession(balka, seed=11)
    s.apply("activate g_rifles_1")
    s.apply("move g_rifles_1 1114")
    for _ in range(25):
        s.bot_step()
    path = tmp_path / "game.json"
    assert s.save_game(str(path))
    doc = json.loads(path.read_text())
    assert doc["seed"] == 11 and len(doc["actions"]) == len(s.actions)
    other = PlaySession(balka, seed=99)
    assert other.load_game(str(path)), other.last_error
    assert other.state.to_dict() == s.state.to_dict()
    assert other.actions == s.actions
    assert [r[1] for r in other.rolls] == [r[1] for r in s.rolls]
    # play goes on with the same dice as if it had never stopped
    for sess in (s, other):
        for _ in range(30):
            sess.bot_step("random")
    assert other.state.state_hash() == s.state.state_hash()


def test_load_refuses_a_game_of_another_scenario(tmp_path, balka):
    s = PlaySession(load_scenario(str(PARTISANS)), seed=1)
    s.bot_step()
    path = tmp_path / "partisans.json"
    assert s.save_game(str(path))
    b = PlaySession(balka, seed=1)
    before = b.state.to_dict()
    messages = []
    b.notify_message = lambda text, err: messages.append((text, err))
    assert not b.load_game(str(path))
    assert messages and messages[-1][1] and "another scenario" in messages[-1][0]
    assert b.state.to_dict() == before
    (tmp_path / "bad.json").write_text("{\"format\": \"nope\"}")
    assert not b.load_game(str(tmp_path / "bad.json"))
    assert "$.format" in b.last_error


def without_artillery(sc):
    """``sc`` without the German W06 (its pre-round plan would come before
    the first turn these session tests script; artillery: test_coh_strikes.py)."""
    sc.starting_cards["german"] = [c for c in sc.starting_cards["german"] if c != "W06"]
    return sc


def test_replay_steps_forward_and_back(balka):
    balka = without_artillery(balka)
    s = PlaySession(balka, seed=4)
    s.apply("activate g_rifles_1")
    mid = s.state.to_dict()
    s.apply("move g_rifles_1 1114")
    for _ in range(10):
        s.bot_step()
    live = s.state.to_dict()
    assert s.begin_replay()
    assert s.shown_state().to_dict() == PlaySession(balka, seed=4).state.to_dict()  # opening rolls only
    assert s.replay_step(1)
    assert s.shown_state().to_dict() == mid
    assert not s.apply("pass")  # no playing during a replay
    assert s.replay_step(10**6)
    assert s.shown_state().to_dict() == live
    assert s.replay_step(-(s.replay.steps - 1)) and s.shown_state().to_dict() == mid
    assert s.replay_step(-1) and s.replay.index == 0 and not s.replay_step(-1)
    s.end_replay()
    assert s.shown_state() is s.state and s.state.to_dict() == live


def test_hidden_marker_and_card_draws_are_read_only_by_their_owner(balka):
    s = PlaySession(balka, seed=3)
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


def test_illegal_actions_are_refused_with_a_message(balka):
    s = PlaySession(balka, seed=3)
    before = s.state.to_dict()
    assert not s.apply("move g_rifles_1 2020")
    assert "not a legal action" in s.last_error
    assert s.state.to_dict() == before and not s.history


class Recorder(PlaySession):
    """A session that records its notifications."""

    def __init__(self, *a, **k):
        self.heard: list = []
        super().__init__(*a, **k)

    def notify_changed(self):
        self.heard.append("changed")

    def notify_view(self, view):
        self.heard.append(("view", view))

    def notify_message(self, text, error):
        self.heard.append(("message", text, error))


def test_notifications_and_undo(balka):
    s = Recorder(without_artillery(balka), seed=3)
    start, rng0 = s.state.state_hash(), s.rng.getstate()
    s.heard.clear()
    assert s.apply("activate g_rifles_1") and s.heard == ["changed"]
    assert not s.apply("fly g_rifles_1")
    assert s.heard[-1] == ("message", "'fly g_rifles_1' is not a legal action now", True)
    s.set_view("german")
    assert ("view", "german") in s.heard
    assert s.undo() and s.state.state_hash() == start and s.rng.getstate() == rng0 and not s.can_undo()


def test_the_qt_session_is_the_core_session_with_signals(qapp, balka):
    from editor.playtest.session import PlaytestSession
    s = PlaytestSession(without_artillery(balka), seed=3)
    assert isinstance(s, PlaySession)
    got = []
    s.changed.connect(lambda: got.append("changed"))
    s.message.connect(lambda t, e: got.append((t, e)))
    s.viewChanged.connect(lambda v: got.append(v))
    s.apply("activate g_rifles_1")
    s.apply("fly")
    s.set_view("soviet")
    assert got == ["changed", ("'fly' is not a legal action now", True), "soviet", "changed"]
