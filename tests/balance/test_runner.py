"""The batch runner: the same games on 1 or 2 workers, a dying worker, cancel."""
from __future__ import annotations

from core.balance import build_report, make_specs, report_text, run_batch
from core.play.game import load_game
from tests.balance.helpers import PARTISANS, die_once_on_game_1, payload_of, raise_on_game_2

SIDES = ["german", "soviet"]


def _key(recs):
    return [(r["index"], r["seed"], r["winner"], r["hash"]) for r in recs]


def test_one_and_two_workers_play_the_same_games():
    p = payload_of()
    specs = make_specs(4, SIDES, ["random", "greedy"], 3, swap=True)
    one = run_batch(p, specs, workers=1)
    two = run_batch(p, specs, workers=2)
    assert one.engine["kind"] == "serial" and two.engine == {"kind": "processes", "workers": 2}
    assert _key(one.records) == _key(two.records)
    assert len({r["hash"] for r in one.records}) == 4
    assert [r["bots"]["german"] for r in one.records] == ["random", "greedy", "random", "greedy"]
    # CPU accounting: one serial worker played all 4; two processes split them, each started once
    assert list(one.cpu) == ["main"] and one.cpu["main"]["n"] == 4 and one.cpu["main"]["games"] > 0
    assert len(two.cpu) == 2 and sum(r["n"] for r in two.cpu.values()) == 4
    assert all(r["n"] >= 1 and r["startup"] >= 0 for r in two.cpu.values())


def test_spawned_workers_prepare_the_game_once_and_play_the_same_games():
    p = payload_of()
    specs = make_specs(3, SIDES, ["random", "random"], 5, swap=False)
    one = run_batch(p, specs, workers=1)
    two = run_batch(p, specs, workers=2, context="spawn")
    assert _key(one.records) == _key(two.records)
    # a spawned worker imports and builds the scenario's Game in its start-up, not in its first game
    assert all(r["startup"] > 0.05 for r in two.cpu.values())


def test_a_dying_worker_loses_only_its_game(tmp_path):
    p = payload_of() | {"marker_dir": str(tmp_path)}
    specs = make_specs(4, SIDES, ["random", "random"], 1, swap=False)
    res = run_batch(p, specs, workers=2, play=die_once_on_game_1)
    assert (tmp_path / "died").exists()
    assert res.reruns == 1 and not res.interrupted
    assert _key(res.records) == _key(run_batch(payload_of(), specs, workers=1).records)


def test_a_game_that_raises_is_recorded_and_the_batch_goes_on():
    specs = make_specs(4, SIDES, ["random", "random"], 1, swap=False)
    good = run_batch(payload_of(), specs, workers=1)
    for workers in (1, 2):
        res = run_batch(payload_of(), specs, workers=workers, play=raise_on_game_2)
        assert [r["index"] for r in res.records] == [0, 1, 3] and not res.interrupted
        assert _key(res.records) == [k for k in _key(good.records) if k[0] != 2]
        assert [(f["index"], f["seed"], f["message"]) for f in res.failed] == [
            (2, specs[2].seed, "RuntimeError: listed action refused")]
        rep = build_report(load_game(str(PARTISANS)), res)
        assert rep["played"] == 3 and rep["planned"] == 4 and rep["failed"][0]["index"] == 2
        assert f"game 2 (seed {specs[2].seed}) failed: RuntimeError: listed action refused" in report_text(rep)


def test_cancel_keeps_finished_games():
    p = payload_of()
    specs = make_specs(6, SIDES, ["random", "random"], 2, swap=False)
    seen = []
    res = run_batch(p, specs, workers=1, progress=lambda rec, done, total: seen.append((done, total)),
                    cancel=lambda: len(seen) >= 2)
    assert res.interrupted and len(res.records) == 2 and seen == [(1, 6), (2, 6)]
    rep = build_report(load_game(str(PARTISANS)), res)
    assert rep["interrupted"] and rep["played"] == 2 and rep["planned"] == 6


def test_report_shape_and_counts():
    game = load_game(str(PARTISANS))
    res = run_batch(payload_of(), make_specs(4, SIDES, ["random", "greedy"], 0, swap=True), workers=1)
    rep = build_report(game, res)
    g, s = rep["sides"]["german"], rep["sides"]["soviet"]
    assert g["wins"] + s["wins"] + rep["draws"] == 4
    assert g["win_rate"] + s["win_rate"] == 1.0
    assert g["ci95"][0] <= g["win_rate"] <= g["ci95"][1]
    assert set(rep["bots"]) == {"random", "greedy"} and rep["bots"]["greedy"]["games"] == 4
    deaths = sum(len(r["deaths"]) for r in rep["games"])
    assert sum(rep["heatmaps"]["deaths"].values()) == deaths
    assert sum(sum(r["losses"][x].values()) for r in rep["games"] for x in SIDES) == deaths
    assert all(len(r["objectives"]) == r["rounds"] == 5 for r in rep["games"])  # Partisans: 5 rounds
    assert rep["heatmaps"]["objectives"]["0611"][0] and len(rep["swing_games"]) == 4
    assert all(sum(r["vp"].values()) >= len(r["deaths"]) for r in rep["games"])  # 1 VP per kill at least
