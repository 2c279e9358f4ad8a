"""Every roll explained (issue 12): attack, rally, mines, initiative and
detection explanations come from the computation that resolves the roll,
itemise each modifier with its rule, and give the number needed and the
chance; the log, ``hexwright replay --explain`` and previews show them."""
from __future__ import annotations

import re
from pathlib import Path

from core.play.actions import Fire
from core.play.bots import GreedyBot
from core.play.coh.explain import p_2d6_at_least, preview
from core.play.driver import play_game
from core.play.game import load_game
from core.play.replay import make_log, save_log
from hexwright.cli import main
from tests.play.helpers import mini_game, play_to_turn, roll

ROOT = Path(__file__).resolve().parents[2]
BALKA = ROOT / "sample_maps" / "coh_balka_hill.scenario.json"


def test_p_2d6():
    assert p_2d6_at_least(7) == 21 / 36 and p_2d6_at_least(2) == 1 and p_2d6_at_least(13) == 0


def test_attack_explanation_matches_the_resolved_roll_and_its_preview():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0205", "soviet_rifles_41", 0)]
    st = play_to_turn(mini_game(units, terrain={"0205": "light_woods"}).new_initial_state())
    st.apply_str("activate g1")
    [pv] = preview(st, Fire(units=("g1",), target="0205"))
    assert pv["rolled"] is None and pv["roll"] == "attack"
    names = [t["name"] for t in pv["against"]]
    assert names[0] == "dr_front" and "terrain" in names
    assert all(t["rule"] for t in pv["plus"] + pv["against"])
    s = sum(t["value"] for t in pv["plus"])
    assert pv["needed"] == pv["target"] - s and pv["chance"] == p_2d6_at_least(pv["needed"])
    st.apply_str("fire g1 -> 0205")
    roll(st, 6, 6)
    while st.is_chance_node():
        st.apply_action(st.chance_outcomes()[0][0])
    got = st.rolls[-1]
    assert got["rolled"] == 12 and got["needed"] == pv["needed"] and got["outcome"] in ("hit", "destroyed")
    assert any(line.startswith("R1     attack g1 -> s1: needs 2D6 >=") for line in st.log)


def test_replay_explain_itemises_every_roll_of_a_greedy_balka_game(tmp_path, capsys):
    game = load_game(BALKA)
    st, actions = play_game(game, {"german": GreedyBot(), "soviet": GreedyBot()}, 5)
    log = tmp_path / "g.json"
    save_log(str(log), make_log(game, 5, actions, {"german": "greedy", "soviet": "greedy"}, st, str(log)))
    assert main(["replay", str(log), "--explain"]) == 0
    out = capsys.readouterr().out
    n = int(re.search(r"rolls: (\d+) explained", out).group(1))
    # one explanation per roll the log's result lines (logtext.py, mines.py, resolve.py) report
    pattern = (r"AV \d+ vs DV \d+|no target in hex|rally \d+ vs \d+|mines attack \S+: 2D6|initiative roll:|"
               r"detection die|drift die|anti-air \S+: 2D6")
    expected = sum(len(re.findall(pattern, line)) for line in st.log)
    assert n == expected and n > 10
    items = re.findall(r"^ +(for|against \d+): (.*)$", out, re.M)
    terms = [t for _, body in items for t in re.findall(r"[+-]?\d+ [a-z_ ]+ \[[^\]]+\]", body)]
    assert terms and all("[" in t and ("coh.md" in t or "seed 000" in t or "rules/coh.md" in t or "card" in t)
                         for t in terms)
