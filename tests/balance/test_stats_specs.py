"""Wilson intervals, per-game seeds and --vary parsing."""
from __future__ import annotations

import pytest

from core.balance import game_seed, grid, make_specs, parse_bots, parse_vary, wilson
from core.balance.sweep import apply_variant, sweep_summary
from core.errors import HexwrightError


def test_wilson_textbook_values():
    lo, hi = wilson(7, 10)  # 7 of 10: 0.3968-0.8922 (Wilson 1927 / Newcombe 1998 table)
    assert lo == pytest.approx(0.3968, abs=1e-4) and hi == pytest.approx(0.8922, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson(11, 10)


def test_seeds_depend_only_on_batch_seed_and_index():
    a = make_specs(6, ["german", "soviet"], ["mcts", "greedy"], 5, swap=True)
    b = make_specs(6, ["german", "soviet"], ["mcts", "greedy"], 5, swap=True)
    assert a == b
    assert [s.seed for s in a] == [game_seed(5, i) for i in range(6)]
    assert len({s.seed for s in a}) == 6
    assert make_specs(1, ["g", "s"], ["r", "r"], 6, False)[0].seed != a[0].seed
    assert a[0].bot_of("german") == "mcts" and a[1].bot_of("german") == "greedy"
    # a sweep meets the same dice under every variant, numbered on
    v = make_specs(6, ["german", "soviet"], ["mcts", "greedy"], 5, True, (("rounds", 3),), first_index=6)
    assert [s.seed for s in v] == [s.seed for s in a] and v[0].index == 6


def test_bad_bots_and_games():
    with pytest.raises(HexwrightError, match="unknown bot 'foo'"):
        parse_bots("foo,random", ["g", "s"], ("random", "greedy"))
    with pytest.raises(HexwrightError, match="one bot per side"):
        parse_bots("random,random,random", ["g", "s"], ("random",))
    assert parse_bots("greedy", ["g", "s"], ("greedy",)) == ["greedy", "greedy"]
    with pytest.raises(HexwrightError, match="at least 1"):
        make_specs(0, ["g", "s"], ["r", "r"], 0, False)


DOC = {"rounds": 6, "sides": [{"id": "german"}, {"id": "soviet"}], "caps": {"german": 8}, "title": "x",
       "victory": {"vp_per_kill": 1}}


def test_vary_keys():
    assert parse_vary("caps.german=6..9", DOC) == ("caps.german", [6, 7, 8, 9])
    assert parse_vary("caps.soviet=5", DOC) == ("caps.soviet", [5])  # a side left out of the table
    assert parse_vary("rounds=5..7", DOC)[1] == [5, 6, 7]
    for bad, msg in (("caps.italian=1..2", "not a whole number"), ("title=1..2", "str"),
                     ("rounds=7..5", "empty"), ("rounds=a..b", "expected KEY=LO..HI"),
                     ("nothing.here=1", "no table")):
        with pytest.raises(HexwrightError, match=msg):
            parse_vary(bad, DOC)
    g = grid([("caps.german", [6, 7]), ("rounds", [5, 6, 7])])
    assert len(g) == 6 and g[0] == (("caps.german", 6), ("rounds", 5))
    d = apply_variant(DOC, g[-1])
    assert d["caps"]["german"] == 7 and d["rounds"] == 7 and DOC["rounds"] == 6


def test_sweep_picks_closest_to_even():
    recs = [{"variant": {"rounds": r}, "winner": w} for r, ws in ((5, "gggs"), (6, "ggss"), (7, "gsss"))
            for w in ws]
    for r in recs:
        r["winner"] = {"g": "german", "s": "soviet"}[r["winner"]]
    s = sweep_summary(["german", "soviet"], recs, [(("rounds", 5),), (("rounds", 6),), (("rounds", 7),)])
    assert s["closest"]["label"] == "rounds=6" and s["closest"]["win_rate"] == 0.5
    assert [r["win_rate"] for r in s["settings"]] == [0.75, 0.5, 0.25]
