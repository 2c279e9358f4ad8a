"""Bot games on every tng and fow sample finish and replay to the same
state hash over several seeds (issue 13 done-when)."""
from __future__ import annotations

import json

import pytest

from core.play.bots import make_bot
from core.play.driver import play_game
from core.play.game import load_game
from core.play.replay import make_log, replay_actions
from tests.conftest import SAMPLES

CASES = [("borodino.scenario.json", (1, 2)), ("tng_borodino_outpost.scenario.json", (1, 2, 3)),
         ("tng_schevardino.scenario.json", (1, 2, 3)),
         ("fow_platoon_action.scenario.json", (1, 2, 3)), ("fow_table_patrol.scenario.json", (1, 2, 3))]


@pytest.mark.parametrize("name, seed", [(n, s) for n, seeds in CASES for s in seeds])
def test_bot_game_finishes_and_replays_exactly(name, seed):
    game = load_game(str(SAMPLES / name))
    names = ("random", "greedy") if seed % 2 else ("greedy", "random")
    bots = {s: make_bot(n, seed * 10 + i) for i, (s, n) in enumerate(zip(game.sides, names))}
    st, actions = play_game(game, bots, seed)
    assert st.is_terminal()
    doc = make_log(game, seed, actions, dict(zip(game.sides, names)), st)
    again = replay_actions(game, json.loads(json.dumps(doc["actions"])))
    assert again.state_hash() == st.state_hash() == doc["final_hash"]
