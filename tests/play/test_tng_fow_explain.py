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


def test_preview_terms_add_up_to_the_number_needed():
    from core.play.fow import preview as fow_preview
    from core.play.game import load_game
    from core.play.tng import preview as tng_preview
    g = load_game(str(SAMPLES / "borodino.scenario.json"))
    st = g.new_initial_state()
    st.apply_str("order fr_I")
    while st.phase == "orders":
        st.apply_str("pass")
    st.apply_str("pick fr_I")
    fire = next(a for a in st.legal_actions() if a.type == "tfire")
    (d,) = tng_preview(st, fire)
    natural = d["target"] - sum(t["value"] for t in d["plus"])      # d10 + SP + DRMs >= 9 (tng 8.5)
    assert d["needed"] == f"{natural}+" and d["chance"] == max(0, 10 - natural) / 10
    assert all(t["rule"] for t in d["plus"])
    import random
    g = load_game(str(SAMPLES / "fow_platoon_action.scenario.json"))
    st, r = g.new_initial_state(), random.Random(1)
    while not [a for a in st.legal_actions() if a.type == "fire"]:
        st.apply_action(r.choice(st.legal_actions()))
    fire = next(a for a in st.legal_actions() if a.type == "fire")
    (d,) = fow_preview(st, fire)
    assert sum(t["value"] for t in d["against"]) == d["target"] and d["needed"] == f"{d['target']}+"
    assert d["against"][0]["name"] == "target's skill"
