"""Replays (determinism, saved games, bad input) and the golden log of a
scripted short game (tests/play/golden/: the actions, the expected log).

Regenerate the golden log after an intended rules change with
``HEXWRIGHT_REGEN_GOLDEN=1 .venv/bin/python -m pytest tests/play/test_replay_golden.py``
and review the diff."""
from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from core.errors import FormatError, HexwrightError
from core.play.actions import action_from_dict, action_to_dict
from core.play.bots import GreedyBot, RandomBot
from core.play.driver import play_game
from core.play.game import load_game
from core.play.replay import load_log, make_log, replay_actions, replay_file, save_log
from hexwright.cli import main
from tests.play.helpers import mini_game

ROOT = Path(__file__).resolve().parents[2]
PARTISANS = ROOT / "sample_maps" / "coh_partisans.scenario.json"
GOLDEN = Path(__file__).parent / "golden"


def golden_game():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0303", "german_mg34", 3),
             ("s1", "soviet", "0206", "soviet_rifles_41", 0), ("s2", "soviet", "0505", "soviet_mmg_maxim", None, True)]
    return mini_game(units, rounds=2, terrain={"0505": "light_woods", "0405": "heavy_woods"},
                     control=[("0305", 1, "round", "soviet")])


def test_golden_short_game_log():
    g = golden_game()
    st = g.new_initial_state()
    for line in (GOLDEN / "short_game.actions").read_text().splitlines():
        st.apply_str(line.strip())
    assert st.is_terminal()
    text = "\n".join(st.log) + "\n" + f"VP german {st.vp['german']}, soviet {st.vp['soviet']}\n{st.state_hash()}\n"
    path = GOLDEN / "short_game.log"
    if os.environ.get("HEXWRIGHT_REGEN_GOLDEN"):
        path.write_text(text)
    assert text == path.read_text()


def test_golden_game_replays_from_its_action_dicts():
    g = golden_game()
    st = g.new_initial_state()
    acts = []
    for line in (GOLDEN / "short_game.actions").read_text().splitlines():
        a = next(x for x in st.legal_actions() if str(x) == line)
        acts.append(action_to_dict(a))
        st.apply_action(a)
    again = replay_actions(g, json.loads(json.dumps(acts)))
    assert again.to_dict() == st.to_dict() and again.state_hash() == st.state_hash()


def test_action_dicts_round_trip():
    g = golden_game()
    st = g.new_initial_state()
    for a in st.legal_actions():
        assert action_from_dict(action_to_dict(a)) == a


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    d = tmp_path_factory.mktemp("replay")
    game = load_game(str(PARTISANS))
    bots = {"german": GreedyBot(11), "soviet": RandomBot(12)}
    st, actions = play_game(game, bots, 7)
    path = d / "game.json"
    save_log(str(path), make_log(game, 7, actions, {"german": "greedy", "soviet": "random"}, st, str(path)))
    return path, st, actions


def test_replay_rebuilds_the_identical_state(recorded):
    path, st, actions = recorded
    game, again, doc = replay_file(str(path))
    assert again.to_dict() == st.to_dict()
    assert again.state_hash() == st.state_hash() == doc["final_hash"]
    assert doc["seed"] == 7 and len(doc["actions"]) == len(actions)


def test_same_seed_same_game():
    game = load_game(str(PARTISANS))
    runs = [play_game(game, {"german": RandomBot(1), "soviet": RandomBot(2)}, 3) for _ in range(2)]
    assert [str(a) for a in runs[0][1]] == [str(a) for a in runs[1][1]]
    assert runs[0][0].state_hash() == runs[1][0].state_hash()


def test_saved_game_resumes(recorded, tmp_path):
    path, st, actions = recorded
    doc = load_log(str(path))
    doc["actions"] = doc["actions"][:40]
    doc.pop("final_hash")
    part = tmp_path / "saved.json"
    doc["scenario"] = os.path.relpath(PARTISANS, tmp_path)
    save_log(str(part), doc)
    game, mid, _ = replay_file(str(part))
    assert not mid.is_terminal()
    for a in actions[40:]:
        mid.apply_action(a)
    assert mid.state_hash() == st.state_hash()


def test_cli_play_and_replay_print_the_same_hash(tmp_path, capsys):
    log = tmp_path / "out.json"
    assert main(["play", str(PARTISANS), "--bots", "greedy,random", "--seed", "4", "--log", str(log)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert out[-1] and all(c in "0123456789abcdef" for c in out[-1]) and len(out[-1]) == 64
    assert any(line.startswith("winner: ") for line in out) and any(line.startswith("VP: ") for line in out)
    assert main(["replay", str(log)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == out[-1]


def _bad(tmp_path, capsys, doc_or_text, *extra):
    p = tmp_path / "bad.json"
    p.write_text(doc_or_text if isinstance(doc_or_text, str) else json.dumps(doc_or_text))
    rc = main(["replay", str(p), *extra])
    err = capsys.readouterr().err
    assert rc != 0 and "Traceback" not in err
    return err


def test_replay_of_another_scenario_version_is_refused(recorded, tmp_path, capsys):
    path, _st, _a = recorded
    doc = load_log(str(path))
    changed = json.loads(PARTISANS.read_text())
    changed["rounds"] = 4
    scen = tmp_path / "partisans4.scenario.json"
    scen.write_text(json.dumps(changed))
    shutil.copy(PARTISANS.parent / changed["map"]["file"], tmp_path / changed["map"]["file"])
    err = _bad(tmp_path, capsys, doc, "--scenario", str(scen))
    assert "another version of the scenario" in err


def test_corrupted_log_is_refused(recorded, tmp_path, capsys):
    path, _st, _a = recorded
    assert "bad.json" in _bad(tmp_path, capsys, "{not json")
    doc = load_log(str(path))
    doc["actions"] = "nope"
    assert "$.actions" in _bad(tmp_path, capsys, doc)
    doc = load_log(str(path))
    doc["actions"][5] = {"type": "teleport"}
    err = _bad(tmp_path, capsys, {**doc, "scenario": str(PARTISANS)})
    assert "step 6" in err and "teleport" in err


def test_illegal_step_names_the_step(recorded, tmp_path, capsys):
    path, _st, _a = recorded
    doc = load_log(str(path))
    doc["scenario"] = str(PARTISANS)
    i = next(i for i, a in enumerate(doc["actions"]) if a["type"] == "move")
    doc["actions"][i] = {"type": "move", "units": ["s_maxim"], "to": ["1818"], "pay": "caps"}
    err = _bad(tmp_path, capsys, doc)
    assert f"step {i + 1} (move s_maxim 1818 [cap])" in err and "illegal" in err


def test_final_hash_mismatch_is_reported(recorded, tmp_path, capsys):
    path, _st, _a = recorded
    doc = load_log(str(path))
    doc["scenario"] = str(PARTISANS)
    doc["final_hash"] = "0" * 64
    assert "different state" in _bad(tmp_path, capsys, doc)


def test_load_log_names_missing_fields(tmp_path):
    p = tmp_path / "x.json"
    p.write_text(json.dumps({"format": "hexwright.replay", "format_version": 1}))
    with pytest.raises(FormatError) as e:
        load_log(str(p))
    assert "$.scenario_hash" in str(e.value) and "$.actions" in str(e.value)


def test_play_refuses_bad_bots(capsys):
    assert main(["play", str(PARTISANS), "--bots", "random,random,random"]) == 2
    assert "one bot per side" in capsys.readouterr().err
    assert main(["play", str(PARTISANS), "--bots", "clever,random"]) == 2
    assert "unknown bot 'clever'" in capsys.readouterr().err


def test_state_from_dict_refuses_another_scenario(recorded):
    _path, st, _a = recorded
    with pytest.raises(HexwrightError, match="another scenario"):
        golden_game().state_from_dict(st.to_dict())
