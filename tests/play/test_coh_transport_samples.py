"""Bot games with transport in play (issue 12): on every Conflict of
Heroes sample, random and greedy games still finish and replay exactly
from their saved logs; a game that loads, carries, shoots at and unloads
passengers has every roll explained by ``hexwright replay LOG --explain``
with its rule (the APC bonus among the Defense terms)."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from core.formats.scenariofile import save_scenario
from core.play.bots import GreedyBot, RandomBot
from core.play.driver import play_game
from core.play.game import load_game
from core.play.replay import make_log, replay_file, save_log
from hexwright.cli import main
from tests.play.helpers import mini_game

SAMPLES = Path(__file__).resolve().parents[2] / "sample_maps"
COH = sorted(p for p in SAMPLES.glob("*.scenario.json") if json.loads(p.read_text())["ruleset"] == "coh")


@pytest.mark.parametrize("path", COH, ids=lambda p: p.name)
def test_random_and_greedy_games_finish_and_replay_exactly(path, tmp_path):
    game = load_game(str(path))
    for i, bots in enumerate(({"german": RandomBot(1), "soviet": RandomBot(2)},
                              {"german": GreedyBot(3), "soviet": GreedyBot(4)})):
        st, actions = play_game(game, bots, 20 + i)
        assert st.is_terminal()
        log = tmp_path / f"{i}.json"
        save_log(str(log), make_log(game, 20 + i, actions, {"german": "a", "soviet": "b"}, st, str(log)))
        _g, again, doc = replay_file(str(log))
        assert again.to_dict() == st.to_dict() and again.state_hash() == doc["final_hash"]


def test_replay_explain_itemises_the_roll_at_a_passenger_with_its_apc_bonus(tmp_path, capsys):
    sc = mini_game([("h", "german", "0404", "german_hmg34", 0), ("t", "german", "0403", "german_sdkfz_251_apc", 3),
                    ("s", "soviet", "0406", "soviet_rifles_41", 0)]).scenario
    path = tmp_path / "apc.scenario.json"
    save_scenario(sc, path)
    game = load_game(str(path))
    st = game.new_initial_state()
    actions = []

    def do(a):
        actions.append(a)
        st.apply_action(a)

    def chance():
        while st.is_chance_node():
            do(st.chance_outcomes()[0][0])

    chance()
    for text in ("activate h", "load h onto t", "activate s", "fire s -> 0403"):
        do(st.action_from_str(text) if hasattr(st, "action_from_str") else
           next(a for a in st.legal_actions() if str(a) == text))
        chance()
        while st.chance is not None and st.chance.get("stage") == "react":
            do(next(a for a in st.legal_actions() if str(a) == "react pass"))
            chance()
    log = tmp_path / "g.json"
    save_log(str(log), make_log(game, None, actions, {"german": "script", "soviet": "script"}, st, str(log)))
    assert main(["replay", str(log), "--explain"]) == 0
    out = capsys.readouterr().out
    n = int(re.search(r"rolls: (\d+) explained", out).group(1))
    pattern = r"AV \d+ vs DV \d+|no target in hex|rally \d+ vs \d+|initiative roll:"
    assert n == sum(len(re.findall(pattern, line)) for line in st.log) and n >= 2, st.log
    # the passenger is rolled at first, with +2 APC bonus and its rule; then the APC
    assert re.search(r"\+2 apc bonus \[[^\]]*E3 16\.6", out), out
    fire = [line for line in st.log if "AV " in line][0]
    assert fire.index("h: AV") < fire.index("t: AV")
