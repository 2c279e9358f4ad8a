"""A real Dask scheduler and worker on 127.0.0.1 (Dask's own commands, no
mocks) play a small batch: the same games as one local process."""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hexwright.cli import main
from tests.balance.helpers import PARTISANS, ROOT

distributed = pytest.importorskip("distributed")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _dask() -> list[str]:
    exe = Path(sys.executable).with_name("dask")
    return [str(exe)] if exe.exists() else [shutil.which("dask") or "dask"]


@pytest.fixture
def cluster(tmp_path):
    port = _free_port()
    addr = f"tcp://127.0.0.1:{port}"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    log = open(tmp_path / "dask.log", "w")
    procs = [subprocess.Popen(_dask() + ["scheduler", "--host", "127.0.0.1", "--port", str(port),
                                         "--dashboard-address", ":0", "--no-show"], cwd=tmp_path, env=env,
                              stdout=log, stderr=log)]
    try:
        procs.append(subprocess.Popen(_dask() + ["worker", addr, "--nworkers", "1", "--nthreads", "1",
                                                 "--dashboard-address", ":0", "--local-directory", str(tmp_path)],
                                      cwd=ROOT, env=env, stdout=log, stderr=log))
        client = None
        for _ in range(60):
            try:
                client = distributed.Client(addr, timeout="2s")
                break
            except OSError:
                time.sleep(0.5)
        assert client is not None, (tmp_path / "dask.log").read_text()[-2000:]
        client.wait_for_workers(1, timeout=60)
        client.close()
        yield addr
    finally:
        for p in reversed(procs):
            p.terminate()
        for p in reversed(procs):
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
        log.close()


def test_eight_games_on_a_loopback_cluster(cluster, tmp_path, capsys):
    a, b = tmp_path / "dask.json", tmp_path / "local.json"
    args = ["balance", str(PARTISANS), "--games", "8", "--bots", "random", "--seed", "4", "--quiet"]
    assert main(args + ["--cluster", cluster, "--json", str(a)]) == 0
    assert "engine: Dask cluster " + cluster in capsys.readouterr().out
    assert main(args + ["--workers", "1", "--json", str(b)]) == 0
    ra, rb = json.loads(a.read_text()), json.loads(b.read_text())
    assert ra["engine"]["kind"] == "dask" and ra["engine"]["address"] == cluster and ra["engine"]["workers"] == 1
    assert ra["played"] == 8
    assert [g["hash"] for g in ra["games"]] == [g["hash"] for g in rb["games"]]
