"""`run_with_progress(..., bulk=True)` (opening and saving files): the
cyclic collector is paused during the work, what the work made is frozen
before it resumes, and plain work leaves the collector alone."""
import gc

import pytest

from editor import background
from editor.background import run_with_progress


def test_bulk_work_runs_with_the_collector_paused_and_freezes_what_it_made(qapp, monkeypatch):
    seen = []
    frozen_while = []

    def settle():
        frozen_while.append(gc.isenabled())
        gc.freeze()
    monkeypatch.setattr(background, "settle_heap", settle)

    def work(_progress):
        seen.append(gc.isenabled())
        return [[i] for i in range(1000)]   # tracked objects the document would keep

    before = gc.get_freeze_count()
    made = run_with_progress(None, "Opening...", work, bulk=True)
    assert seen == [False]
    assert frozen_while[0] is False          # frozen before the collector resumed
    assert gc.isenabled()
    assert gc.get_freeze_count() >= before + 1000
    assert len(made) == 1000


def test_plain_work_keeps_the_collector_running(qapp):
    seen = []
    run_with_progress(None, "Playing...", lambda _p: seen.append(gc.isenabled()))
    assert seen == [True]


def test_bulk_errors_come_back_and_the_collector_resumes(qapp):
    def work(_progress):
        raise ValueError("bad file")
    with pytest.raises(ValueError, match="bad file"):
        run_with_progress(None, "Opening...", work, bulk=True)
    assert gc.isenabled()
