"""Corrupted replays and saved games are refused with a message naming the
file and the step (or JSON path); never a TypeError or IndexError."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import HexwrightError
from core.play.bots import make_bot
from core.play.driver import play_game
from core.play.game import load_game
from core.play.replay import make_log, replay_file, save_log
from tests.robustness.helpers import SAMPLES, assert_clear_failure, hexwright, mutated

SCENARIO = SAMPLES / "coh_partisans.scenario.json"


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A saved game (the first 40 actions of a bot game, no final hash) and its folder."""
    d = tmp_path_factory.mktemp("replays")
    game = load_game(str(SCENARIO))
    bots = {s: make_bot("random", 11 + i) for i, s in enumerate(game.sides)}
    _, actions = play_game(game, bots, 3)
    doc = make_log(game, 3, actions[:40], {s: "random" for s in game.sides}, None, str(d / "game.json"))
    save_log(str(d / "game.json"), doc)
    full = make_log(game, 3, actions, {s: "random" for s in game.sides}, None, str(d / "game.json"))
    return d, doc, full["actions"]


def _write(folder, name, doc):
    path = folder / name
    path.write_text(json.dumps(doc))
    return path


def _refused(path, *words):
    with pytest.raises(HexwrightError) as e:
        replay_file(str(path))
    for w in [str(path), *words]:
        assert w in str(e.value), (w, str(e.value))


def test_the_saved_game_replays(saved):
    folder, doc, _ = saved
    _, st_, _ = replay_file(str(_write(folder, "ok.json", doc)))
    assert not st_.is_terminal()


def test_action_type_that_is_not_a_string_names_the_step(saved):
    folder, doc, _ = saved
    bad = copy.deepcopy(doc)
    bad["actions"][5]["type"] = ["die"]          # unhashable: used to raise TypeError
    _refused(_write(folder, "type_list.json", bad), "step 6", "unknown action type")


def test_pivot_naming_no_unit_names_the_step(saved):
    folder, doc, actions = saved
    i = next(i for i, a in enumerate(actions) if a["type"] == "pivot")
    bad = {**doc, "actions": copy.deepcopy(actions[:i + 1])}
    bad["actions"][i]["units"] = []           # used to raise IndexError in explain_illegal
    _refused(_write(folder, "pivot.json", bad), f"step {i + 1}", "pivot")


def test_final_hash_of_the_wrong_type(saved):
    folder, doc, _ = saved
    _refused(_write(folder, "fh.json", {**doc, "final_hash": ["x"]}), "$.final_hash")


def test_other_scenario_version_and_truncated_file(saved):
    folder, doc, _ = saved
    _refused(_write(folder, "hash.json", {**doc, "scenario_hash": "0" * 64}), "another version of the scenario")
    path = folder / "trunc.json"
    path.write_text(json.dumps(doc)[:300])
    _refused(path, "line 1")


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_mutated_saved_game_replays_or_is_refused_clearly(saved, data):
    folder, doc, _ = saved
    bad, edits = data.draw(mutated(doc, skip=("scenario", "generator", "seed", "bots")))
    path = _write(folder, "mutated.json", bad)
    try:
        replay_file(str(path))
    except HexwrightError as e:
        assert str(path) in str(e) or "scenario" in str(e), (edits, str(e))


def test_cli_replay_of_an_illegal_step(saved, tmp_path):
    folder, doc, _ = saved
    bad = copy.deepcopy(doc)
    bad["actions"].insert(1, {"type": "die", "value": 9})
    path = _write(folder, "illegal.json", bad)
    assert_clear_failure(hexwright("replay", path), "illegal.json", "step 2")


def test_bad_rule_options_in_the_replay_name_the_replay(saved):
    # the error used to name only the (good) scenario file
    folder, doc, _ = saved
    path = _write(folder, "opts.json", {**doc, "options": {"hit_comparison": "x"}})
    _refused(path, "$.options", "hit_comparison")
