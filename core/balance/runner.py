"""Running a batch of balance games: serially in this process, on local
worker processes (the default: every core) or on a Dask distributed
cluster (``tcp://HOST:PORT``, started with Dask's own ``dask scheduler``
and ``dask worker`` commands).

`run_batch(payload, specs, workers=K | cluster=ADDRESS, progress=...,
cancel=...) -> BatchResult`.  The games are the same whatever runs them
(each `GameSpec` carries its seed; `core.balance.worker.play_one` is a pure
function of payload and spec), so only ``seconds`` differ between runs.

Local workers: each process prepares the scenario's `Game` of every
variant once when it starts (with ``fork`` it inherits the games the
parent built; with ``spawn`` it imports and builds them itself: the pool
initializer), then receives one small `GameSpec` at a time and sends back
the game's record as soon as it is played (results stream to
``progress``; the payload goes to a worker once, never per game).  Each
result carries the worker's CPU seconds (``time.process_time``) spent
starting and playing, so `BatchResult.cpu` shows where a batch's time
went whatever else loads the machine.

Faults: a local worker process that dies takes only the game it was
playing with it; that game goes back to the queue and a new worker starts
(Dask does the same for its workers).  ``cancel()`` returning True, or
Ctrl-C (KeyboardInterrupt), stops the batch: the games finished so far
are kept and the result says ``interrupted``.  A game that raises (an
engine bug, a game that does not end) is recorded in
`BatchResult.failed` with its index, seed, bots and message, and the
batch goes on: one bad game never costs the others.  An unreachable
cluster, or Dask not installed, is a `HexwrightError`.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import time
from dataclasses import dataclass, field
from multiprocessing.connection import wait
from typing import Callable

from core.balance.dask_probe import check_scheduler, unreachable
from core.balance.worker import game_for, play_one
from core.errors import HexwrightError
from core.i18n import _

CONNECT_TIMEOUT_S = 5


@dataclass
class BatchResult:
    """``records`` (game records sorted by index, see `core.balance.worker`),
    ``engine`` ({"kind": "serial" | "processes" | "dask", "workers": n,
    "address": for Dask}), ``interrupted``, ``reruns`` (games played again
    after their worker died), ``planned`` games, wall ``seconds`` and
    ``cpu``: ``{worker: {"startup": CPU s, "games": CPU s, "n": games}}``
    (worker ``"main"`` for a serial batch; process ids for local workers;
    empty for Dask); ``failed``: the games that raised, each ``{"index",
    "seed", "bots", "variant", "message"}``, sorted by index."""

    records: list = field(default_factory=list)
    engine: dict = field(default_factory=dict)
    interrupted: bool = False
    reruns: int = 0
    planned: int = 0
    seconds: float = 0.0
    cpu: dict = field(default_factory=dict)
    failed: list = field(default_factory=list)


def default_workers() -> int:
    """Every core this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def run_batch(payload: dict, specs: list, *, workers: int | None = None, cluster: str | None = None,
              progress: Callable | None = None, cancel: Callable[[], bool] | None = None,
              play: Callable = play_one, context: str | None = None) -> BatchResult:
    """Play ``specs`` (see module doc).  ``workers``: local processes
    (None: `default_workers`; 1: in this process); ``cluster``: a Dask
    scheduler address instead.  ``progress(record, done, total)`` is called
    in the caller's thread as each game finishes; ``cancel()`` is polled
    about every 0.2 s.  ``context``: the multiprocessing start method
    (default ``fork`` where available, so workers inherit the loaded game;
    the editor passes ``spawn``)."""
    res = BatchResult(planned=len(specs))
    t0 = time.perf_counter()
    done_cb = _collector(res, len(specs), progress)
    cancel = cancel or (lambda: False)
    try:
        if cluster:
            _run_dask(payload, specs, cluster, res, done_cb, cancel, play)
        else:
            k = min(workers or default_workers(), len(specs))
            if k <= 1:
                res.engine = {"kind": "serial", "workers": 1}
                _run_serial(payload, specs, res, done_cb, cancel, play)
            else:
                res.engine = {"kind": "processes", "workers": k}
                _run_local(payload, specs, k, res, done_cb, cancel, play, context)
    except KeyboardInterrupt:
        res.interrupted = True
    res.records.sort(key=lambda r: r["index"])
    res.failed.sort(key=lambda r: r["index"])
    res.seconds = round(time.perf_counter() - t0, 3)
    return res


def _collector(res: BatchResult, total: int, progress):
    def add(rec):
        res.records.append(rec)
        if progress is not None:
            progress(rec, len(res.records), total)
    return add


def _fail(res: BatchResult, spec, message: str) -> None:
    """Record that ``spec``'s game raised ``message`` (the batch goes on)."""
    logging.getLogger(__name__).warning("balance game %s (seed %s) failed: %s", spec.index, spec.seed, message)
    res.failed.append({"index": spec.index, "seed": spec.seed, "bots": dict(spec.bots),
                       "variant": dict(spec.variant), "message": message})


def _message(e: BaseException) -> str:
    return str(e) if isinstance(e, HexwrightError) else f"{type(e).__name__}: {e}"


def _prepare(payload, specs) -> None:
    for v in dict.fromkeys(s.variant for s in specs):
        game_for(payload, v)


def _account(res: BatchResult, worker, startup: float, cpu: float) -> None:
    row = res.cpu.setdefault(worker, {"startup": round(startup, 4), "games": 0.0, "n": 0})
    row["games"] = round(row["games"] + cpu, 4)
    row["n"] += 1


def _run_serial(payload, specs, res, add, cancel, play) -> None:
    t0 = time.process_time()
    _prepare(payload, specs)
    startup = time.process_time() - t0
    for s in specs:
        if cancel():
            res.interrupted = True
            return
        t1 = time.process_time()
        try:
            rec = play(payload, s)
        except Exception as e:  # an engine bug: this game only
            logging.getLogger(__name__).exception("balance game failed")
            _fail(res, s, _message(e))
            continue
        _account(res, "main", startup, time.process_time() - t1)
        add(rec)


# --- local worker processes -------------------------------------------------
def _worker_main(conn, payload, play, variants=((),)) -> None:
    """A worker process: prepare the games of ``variants`` once (the pool
    initializer: imports, scenario, LOS tables), then play each spec
    received and send back ``("ok", record, (pid, startup CPU s, game CPU
    s))`` or ``("error", message)``; None ends it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    t0 = time.process_time()
    try:
        for v in variants:
            game_for(payload, v)
    except HexwrightError:
        pass  # a bad variant: its game reports the error when played
    startup = time.process_time() - t0
    pid = os.getpid()
    while True:
        try:
            spec = conn.recv()
        except EOFError:
            return
        if spec is None:
            return
        t1 = time.process_time()
        try:
            rec = play(payload, spec)
            conn.send(("ok", rec, (pid, startup, time.process_time() - t1)))
        except Exception as e:  # reported to the parent, which names the game
            logging.getLogger(__name__).exception("balance game failed in a worker")
            conn.send(("error", _message(e)))


class _Slot:
    def __init__(self, ctx, payload, play, variants):
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker_main, args=(child, payload, play, variants), daemon=True)
        self.proc.start()
        child.close()
        self.spec = None

    def stop(self) -> None:
        if self.proc.is_alive():
            try:
                self.conn.send(None)
            except OSError:
                pass
            self.proc.join(timeout=1)
            if self.proc.is_alive():
                self.proc.terminate()
                self.proc.join(timeout=1)
        self.conn.close()


def _run_local(payload, specs, k, res, add, cancel, play, context) -> None:
    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context(context or ("fork" if "fork" in methods else "spawn"))
    variants = tuple(dict.fromkeys(s.variant for s in specs))
    if ctx.get_start_method() == "fork":
        _prepare(payload, specs)  # built once here, inherited by every worker
    queue = list(specs)
    slots = [_Slot(ctx, payload, play, variants) for _ in range(k)]
    try:
        while queue or any(s.spec is not None for s in slots):
            if cancel():
                res.interrupted = True
                return
            for s in slots:
                if s.spec is None and queue:
                    s.spec = queue.pop(0)
                    s.conn.send(s.spec)
            ready = wait([s.conn for s in slots] + [s.proc.sentinel for s in slots], timeout=0.2)
            for i, s in enumerate(slots):
                if s.conn in ready and s.spec is not None:
                    try:
                        kind, value, *cpu = s.conn.recv()
                    except (EOFError, OSError):
                        kind, value, cpu = "died", None, []
                    if kind == "ok":
                        s.spec = None
                        if cpu:
                            _account(res, *cpu[0])
                        add(value)
                        continue
                    if kind == "error":
                        _fail(res, s.spec, value)
                        s.spec = None
                        continue
                if s.proc.sentinel in ready or not s.proc.is_alive():
                    if s.spec is not None:  # its game is lost: play it again on a new worker
                        queue.insert(0, s.spec)
                        res.reruns += 1
                    s.stop()
                    slots[i] = _Slot(ctx, payload, play, variants)
    finally:
        for s in slots:
            s.stop()


# --- Dask distributed ----------------------------------------------------------
def _run_dask(payload, specs, address, res, add, cancel, play) -> None:
    try:
        from distributed import Client, as_completed  # lazy: optional dependency (hexwright[cluster]), --cluster only
    except ImportError:
        raise HexwrightError(_("--cluster needs Dask distributed: pip install 'hexwright[cluster]'")) from None
    check_scheduler(address, CONNECT_TIMEOUT_S)  # a wrong address fails here, cleanly (dask_probe.py)
    try:
        client = Client(address, timeout=f"{CONNECT_TIMEOUT_S}s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as e:  # it went away since
        raise unreachable(address, str(e)) from None
    try:
        info = client.scheduler_info()
        res.engine = {"kind": "dask", "address": address, "workers": len(info.get("workers", {}))}
        data = client.scatter(payload, broadcast=True)
        futs = [client.submit(play, data, s, pure=False, key=f"hexwright-balance-{payload['hash'][:12]}-{s.index}-"
                              f"{time.time_ns()}") for s in specs]
        spec_of = {f.key: s for f, s in zip(futs, specs)}
        left = set(futs)
        ac = as_completed(futs, loop=client.loop)
        while left:
            if cancel():
                res.interrupted = True
                client.cancel(list(left))
                return
            batch = ac.next_batch(block=False)
            for f in batch:
                left.discard(f)
                try:
                    rec = f.result()
                except Exception as e:  # a game's error, or KilledWorker after repeated worker deaths
                    _fail(res, spec_of[f.key], _message(e))
                    continue
                add(rec)
            if not batch:
                time.sleep(0.1)
    except KeyboardInterrupt:
        res.interrupted = True
        raise
    finally:
        client.close()
