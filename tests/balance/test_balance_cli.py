"""``hexwright balance``: report, JSON, plots, sweep, bad input (exit 2), Ctrl-C."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

from hexwright.cli import main
from tests.balance.helpers import PARTISANS, ROOT


def test_report_json_and_plots(tmp_path, capsys):
    out, plots = tmp_path / "r.json", tmp_path / "plots"
    rc = main(["balance", str(PARTISANS), "--games", "4", "--bots", "random,greedy", "--swap-sides", "--workers", "2",
               "--seed", "7", "--json", str(out), "--plots", str(plots), "--quiet"])
    assert rc == 0
    text = capsys.readouterr().out
    assert "Germans: win rate" in text and "Soviets: win rate" in text and "95% CI" in text
    rep = json.loads(out.read_text())
    assert set(rep["sides"]) == {"german", "soviet"} and len(rep["games"]) == 4
    for s in rep["sides"].values():
        assert {"win_rate", "ci95"} <= set(s)
    assert rep["bots"]["greedy"]["games"] == 4 and rep["engine"]["kind"] == "processes"
    pngs = sorted(p.name for p in plots.iterdir())
    assert pngs == ["deaths_map.png", "length.png", "losses.png", "objectives.png", "vp.png", "win_rates.png"]
    assert all((plots / p).read_bytes()[:4] == b"\x89PNG" for p in pngs)


def test_sweep_names_the_closest_setting(tmp_path, capsys):
    out = tmp_path / "s.json"
    rc = main(["balance", str(PARTISANS), "--games", "2", "--bots", "random", "--workers", "1", "--vary",
               "rounds=3..4", "caps.german=3..4", "--json", str(out), "--plots", str(tmp_path), "--quiet"])
    assert rc == 0
    rep = json.loads(out.read_text())
    sw = rep["sweep"]
    assert [r["label"] for r in sw["settings"]] == ["rounds=3 caps.german=3", "rounds=3 caps.german=4",
                                                     "rounds=4 caps.german=3", "rounds=4 caps.german=4"]
    assert all(r["games"] == 2 for r in sw["settings"]) and len(rep["games"]) == 8
    assert {tuple(g["variant"].items()) for g in rep["games"]} == {tuple(r["variant"].items())
                                                                    for r in sw["settings"]}
    assert all(g["rounds"] == g["variant"]["rounds"] for g in rep["games"])
    best = min(sw["settings"], key=lambda r: abs(r["win_rate"] - 0.5))
    assert abs(sw["closest"]["win_rate"] - 0.5) == abs(best["win_rate"] - 0.5)
    assert "closest to an even game" in capsys.readouterr().out
    assert (tmp_path / "sweep.png").exists()


def test_bad_input_exits_2(capsys):
    for extra, msg in ((["--bots", "foo,random"], "unknown bot 'foo'"), (["--games", "0"], "at least 1"),
                       (["--vary", "caps.nobody=1..2"], "caps.nobody"), (["--vary", "rounds=0"], "rounds"),
                       (["--cluster", "tcp://127.0.0.1:9"], "cannot reach a Dask scheduler")):
        assert main(["balance", str(PARTISANS), "--quiet", *extra]) == 2, extra
        err = capsys.readouterr().err
        assert msg in err and "Traceback" not in err, (extra, err)


def test_ctrl_c_prints_the_partial_report():
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    p = subprocess.Popen([sys.executable, "-m", "hexwright.cli", "balance", str(PARTISANS), "--games", "20000",
                          "--bots", "random", "--workers", "2"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    # 20000 games cannot finish before the signal even on a loaded machine
    # (with 200 the batch sometimes ended first and the test saw exit 0)
    while True:  # progress lines come every 20 games
        line = p.stderr.readline()
        assert line, "no progress before the end"
        if "/20000 games" in line:
            break
    p.send_signal(signal.SIGINT)
    out, err = p.communicate(timeout=60)
    assert p.returncode == 130, err
    assert "interrupted: partial report" in out and "Germans: win rate" in out and "Traceback" not in err
