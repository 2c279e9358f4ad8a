"""``hexwright balance`` refuses bad outputs, bot names, sweeps and cluster
addresses before a game is played (issue 14, faults and bad input):
exit 2, one line naming the problem, no traceback, nothing overwritten."""
from __future__ import annotations

import json
import shutil
import socket
import threading
import time

import pytest

from core.balance.sweep import apply_variant, grid
from core.errors import HexwrightError
from hexwright.cli import main
from tests.balance.helpers import BALKA, PARTISANS, ROOT


def _refused(capsys, *args) -> str:
    assert main(["balance", *args, "--quiet"]) == 2, args
    cap = capsys.readouterr()
    assert "Traceback" not in cap.err and "games:" not in cap.out, (args, cap)  # refused before anything is played
    return cap.err


def test_the_report_never_overwrites_the_scenario_or_its_map(tmp_path, capsys):
    shutil.copy(BALKA, tmp_path / BALKA.name)
    shutil.copy(ROOT / "sample_maps" / "coh_two_boards.json", tmp_path / "coh_two_boards.json")
    scen = tmp_path / BALKA.name
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    for target in (scen, tmp_path / "coh_two_boards.json"):
        err = _refused(capsys, str(scen), "--games", "1", "--json", str(target))
        assert f"--json {target}: cannot write the report" in err and "would destroy it" in err
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_outputs_that_cannot_be_written_are_refused_up_front(tmp_path, capsys):
    afile = tmp_path / "afile"
    afile.write_text("x")
    cases = ((["--json", ""], "--json needs a file name"),
             (["--json", str(afile / "r.json")], f"{afile} is a file, not a folder"),
             (["--json", str(tmp_path / "no" / "r.json")], "does not exist"),
             (["--json", str(tmp_path)], "this is a folder"),
             (["--plots", ""], "--plots needs a folder name"),
             (["--plots", str(afile)], f"--plots {afile}: not a folder"),
             (["--cluster", ""], "--cluster needs an address"))
    for extra, msg in cases:
        assert msg in _refused(capsys, str(PARTISANS), "--games", "1", *extra), extra
    assert not (tmp_path / "no").exists() and sorted(p.name for p in tmp_path.iterdir()) == ["afile"]


def test_bot_names_and_budgets(capsys):
    for bots, msg in (("greedy,,random", "an empty bot name"), ("mcts:,greedy", "bot 'mcts:': expected mcts"),
                      ("mcts:0s,greedy", "at most 600 s"), ("mcts:infs,greedy", "bot 'mcts:infs'"),
                      ("mcts:nans,greedy", "bot 'mcts:nans'"), ("mcts:2000000i,greedy", "1000000 samples"),
                      ("clever,greedy", "unknown bot 'clever'")):
        assert msg in _refused(capsys, str(PARTISANS), "--games", "1", "--bots", bots), bots


def test_grids_and_batches_too_big_to_plan(capsys):
    assert "at most 1000 in one batch" in _refused(capsys, str(PARTISANS), "--vary", "caps.german=1..100000",
                                                    "caps.soviet=1..100000")
    assert "at most 100000" in _refused(capsys, str(PARTISANS), "--games", "1000000000")
    with pytest.raises(HexwrightError, match="1001 settings"):
        grid([("rounds", list(range(1001)))])


def test_repeated_vary_options_are_one_grid(tmp_path, capsys):
    out = tmp_path / "r.json"
    assert main(["balance", str(PARTISANS), "--games", "1", "--bots", "random", "--workers", "1", "--vary",
                 "caps.german=3..4", "--vary", "rounds=3", "--json", str(out), "--quiet"]) == 0
    labels = [r["label"] for r in json.loads(out.read_text())["sweep"]["settings"]]
    assert labels == ["caps.german=3 rounds=3", "caps.german=4 rounds=3"]
    capsys.readouterr()


def test_a_shorter_game_drops_what_its_lost_rounds_held():
    from core.balance.worker import game_for
    from tests.balance.helpers import payload_of
    p = payload_of(BALKA)  # CAPs of rounds 5-6 and a T-26 in round 4 (the README's example sweeps rounds=5..7)
    doc = apply_variant(p["doc"], (("caps.german", 6), ("rounds", 3)))
    assert doc["caps_by_round"]["soviet"] == {} and [g["round"] for g in doc["reinforcements"]] == [2]
    assert p["doc"]["caps_by_round"]["soviet"] == {"5": 8, "6": 8}  # the original is untouched
    assert apply_variant(p["doc"], (("rounds", 7),))["caps_by_round"] == p["doc"]["caps_by_round"]
    g = game_for(p, (("caps.german", 6), ("rounds", 5)))
    assert g.scenario.rounds == 5 and g.scenario.caps["german"] == 6


def _server(reply: bytes | None):
    """A TCP server on loopback that sends ``reply`` on connect (None: says nothing)."""
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(4)
    conns = []

    def serve():
        while True:
            try:
                c, _ = srv.accept()
            except OSError:
                return
            conns.append(c)
            if reply:
                c.sendall(reply)
    threading.Thread(target=serve, daemon=True).start()
    return srv, conns


@pytest.mark.parametrize("reply, why", [(b"SSH-2.0-OpenSSH_9.2p1 Debian\r\n" + b"\xff" * 64,
                                         "does not speak Dask's protocol"),
                                        (None, "no Dask answer within 2 s")])
def test_a_port_that_is_not_a_dask_scheduler(reply, why):
    pytest.importorskip("distributed")
    from core.balance.dask_probe import check_scheduler
    srv, conns = _server(reply)
    addr = f"tcp://127.0.0.1:{srv.getsockname()[1]}"
    t0 = time.monotonic()
    try:
        with pytest.raises(HexwrightError, match="cannot reach a Dask scheduler there") as e:
            check_scheduler(addr, 1)
    finally:
        srv.close()
        for c in conns:
            c.close()
    assert why in str(e.value) and addr in str(e.value)
    assert time.monotonic() - t0 < 30  # never waits for ever


def test_malformed_cluster_addresses(capsys):
    pytest.importorskip("distributed")
    for addr, msg in (("nonsense", "missing port"), ("http://127.0.0.1:1", "unknown address scheme")):
        err = _refused(capsys, str(PARTISANS), "--games", "1", "--cluster", addr)
        assert f"--cluster {addr}: cannot reach a Dask scheduler there" in err and msg in err, err
        assert "Exception ignored" not in err


def test_swing_games_say_how_close_they_were():
    from core.balance.report import swing_games
    recs = [{"index": i, "seed": i, "winner": w, "vp": {"g": g, "s": s}, "bots": {}, "variant": {}}
            for i, (w, g, s) in enumerate([("s", 2, 25), ("s", 4, 6), (None, 5, 5), ("g", 9, 8)])]
    names = {"g": "Germans", "s": "Soviets"}
    why = {r["index"]: r["why"] for r in swing_games(recs, ["g", "s"], names)}
    assert why[3].startswith("upset: Germans won") and why[2].startswith("upset: draw")
    assert why[1] == "among the closest: Soviets won by 2 VP" and why[0] == "among the closest: Soviets won by 23 VP"
    even = swing_games(recs[1:], ["g", "s"], names)  # one win each: no majority, so no upsets
    assert [g["why"] for g in even] == ["among the closest: a draw", "among the closest: Germans won by 1 VP",
                                        "among the closest: Soviets won by 2 VP"]


def test_a_report_with_no_finished_game():
    from core.balance.report import report_text
    rep = {"scenario": "X", "ruleset": "coh", "played": 0, "planned": 4, "interrupted": True, "draws": 0,
           "engine": {"kind": "processes", "workers": 2, "seconds": 1.0}, "sides": {}, "bots": {}}
    text = report_text(rep)
    assert "games: 0 of 4 (interrupted: partial report)" in text and "no game finished" in text
    assert "win rate 0" not in text and "VP mean" not in text
