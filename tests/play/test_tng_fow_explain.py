"""``hexwright replay LOG --explain`` for tng and fow: every roll with its
modifiers and their rules, the number needed and the chance (the engines'
``explain`` hook)."""
from __future__ import annotations

import pytest

from hexwright.cli import main
from tests.conftest import SAMPLES


@pytest.mark.parametrize("name, words", [
    ("tng_borodino_outpost.scenario.json", ("needs a natural", "(tng 5.28")),
    ("fow_platoon_action.scenario.json", ("needs ", "seed 001 p. 91")),
])
def test_replay_explain_lists_every_roll(tmp_path, capsys, name, words):
    log = tmp_path / "game.json"
    assert main(["play", str(SAMPLES / name), "--seed", "1", "--log", str(log)]) == 0
    capsys.readouterr()
    assert main(["replay", str(log), "--explain"]) == 0
    out = capsys.readouterr().out.splitlines()
    head = next(x for x in out if x.startswith("rolls: "))
    n = int(head.split()[1])
    numbered = [x for x in out if x[:4].strip().isdigit() and x[4:6] == ". "]
    assert n > 0 and len(numbered) == n
    assert any(all(w in x for w in words) for x in numbered)
    from core.play.replay import replay_file
    game, st, _doc = replay_file(str(log))
    rolls = game.engine.explain(st, 0)
    assert len(rolls) == n and all(any("%" in line for line in r["lines"]) for r in rolls)


def test_tng_explain_records_needed_and_chance():
    from core.play.bots import make_bot
    from core.play.driver import play_game
    from core.play.game import load_game
    from core.play.tng import explain
    g = load_game(str(SAMPLES / "tng_borodino_outpost.scenario.json"))
    st, _ = play_game(g, {s: make_bot("random", i) for i, s in enumerate(g.sides)}, 2)
    rolls = explain(st)
    assert rolls and all({"roll", "who", "die", "needed", "chance", "outcome", "lines"} <= set(r) for r in rolls)
    orders = [r for r in rolls if r["roll"] == "orders_roll"]
    assert orders and all(0.0 <= r["chance"] <= 1.0 and r["needed"].endswith("or less") for r in orders)
