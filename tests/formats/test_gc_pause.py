"""`core.formats.gc_pause.paused_gc`: the collector is off inside (nested
and from threads), back on after the last, and left off if it was off."""
from __future__ import annotations

import gc
import threading

from core.formats.gc_pause import paused_gc
from core.formats.mapfile import load_map, save_map


def test_nested_and_threaded_pauses_resume_once():
    assert gc.isenabled()
    inside = threading.Event()
    leave = threading.Event()

    def other():
        with paused_gc():
            inside.set()
            leave.wait(5)

    t = threading.Thread(target=other)
    with paused_gc():
        t.start()
        inside.wait(5)
        with paused_gc():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert not gc.isenabled()       # the thread's pause still holds
    leave.set()
    t.join(5)
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off():
    gc.disable()
    try:
        with paused_gc():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_loading_and_saving_leave_the_collector_on(tmp_path, small_map):
    path = tmp_path / "m.json"
    save_map(small_map, path)
    assert gc.isenabled()
    assert load_map(path) == small_map
    assert gc.isenabled()
