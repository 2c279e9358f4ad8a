"""Bots can play on a detached copy of a session (on another thread) and
the session adopts the result exactly as if played in place: same actions,
dice, state and later rolls (issue 16: bots never block the window)."""
import threading

from core.formats.scenariofile import load_scenario
from core.play.session import PlaySession
from tests.conftest import SAMPLES


def test_detached_bot_turn_equals_one_played_in_place():
    sc = load_scenario(SAMPLES / "coh_partisans.scenario.json")
    here, there = PlaySession(sc, seed=5), PlaySession(sc, seed=5)
    n1 = here.play_bot_turn("greedy")
    twin = there.detached()
    out = []
    t = threading.Thread(target=lambda: out.append(twin.play_bot_turn("greedy")))
    t.start()
    t.join()
    assert there.actions == [] or len(there.actions) < len(twin.actions)   # nothing happened here meanwhile
    there.adopt(twin)
    assert out == [n1] and n1 > 0
    assert [str(a) for a in there.actions] == [str(a) for a in here.actions]
    assert there.rolls == here.rolls
    assert there.rng.getstate() == here.rng.getstate()
    here.play_bot_turn("greedy")
    there.play_bot_turn("greedy")
    assert [str(a) for a in there.actions] == [str(a) for a in here.actions]   # the dice go on the same


def test_a_detached_copy_shares_the_game_but_not_the_state():
    s = PlaySession(load_scenario(SAMPLES / "coh_partisans.scenario.json"), seed=2)
    twin = s.detached()
    assert twin.game is s.game and twin.state is not s.state
    twin.play_bot_turn("random")
    assert len(s.actions) < len(twin.actions)
