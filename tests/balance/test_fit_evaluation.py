"""tools/fit_evaluation.py: the least-squares fit of the final VP margin on
the evaluation's parts recovers known multipliers, and a recorded game's
rows carry each side's own final margin."""
from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location("fit_evaluation", ROOT / "tools" / "fit_evaluation.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_fit_recovers_multipliers_and_ignores_group_offsets(tool):
    rng = random.Random(3)
    games = []
    for g in range(60):
        rows = []
        offset = {("a", "x"): 4.0, ("a", "y"): -4.0}
        for _ in range(20):
            side = rng.choice("xy")
            t = {"material": rng.uniform(-3, 3), "vp": rng.uniform(-5, 5)}
            margin = 0.5 * t["material"] + 1.2 * t["vp"] + offset[("a", side)] + rng.gauss(0, 0.3)
            rows.append(("a", side, t, margin))
        games.append(rows)
    out = tool.fit([r for g in games for r in g], games)
    assert out["material"][0] == pytest.approx(0.5, abs=0.03)
    assert out["vp"][0] == pytest.approx(1.2, abs=0.03)
    assert 0 < out["vp"][1] < 0.03  # the standard error of a well-determined multiplier is small


def test_a_recorded_game_gives_each_side_its_own_final_margin(tool):
    rows = tool._play((0, str(ROOT / "sample_maps" / "coh_partisans.scenario.json"), 1, 0.2, 5))
    assert rows
    margins = {side: m for _n, side, _t, m in rows}
    assert set(margins) == {"german", "soviet"}
    assert margins["german"] == -margins["soviet"]
    assert all({"vp", "material", "threat"} <= set(t) for _n, _s, t, _m in rows)
