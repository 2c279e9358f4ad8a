"""The shared tile painter never runs a turn between a zoom step and its
frame (issue 15: a turn fired in the same timer pass as the step made the
step's frame 3-5 ms longer), nor right after a frame."""
import time

from editor.scene import tile_painter


class _Job:
    def __init__(self):
        self._pending = {1: 0}
        self.turns = 0

    def work(self, budget_s):
        self.turns += 1
        self._pending.clear()
        return []

    def _update(self, rect):
        pass

    def finish(self):
        self._pending.clear()


def _spin(qapp, seconds):
    until = time.perf_counter() + seconds
    while time.perf_counter() < until:
        qapp.processEvents()


def test_turns_wait_for_the_frame_of_a_zoom_step(qapp, monkeypatch):
    monkeypatch.setattr(tile_painter._Painter, "FRAME_WAIT_S", 5.0)
    job = _Job()
    tile_painter.frame_coming()
    tile_painter.want_work(job)
    _spin(qapp, 0.03)
    assert job.turns == 0          # the step's frame is not drawn yet
    # the wait after a frame made long while it is checked: a loaded machine may not come back to the
    # loop within the real 4 ms (the test failed there, at 2beee8a too)
    monkeypatch.setattr(tile_painter._Painter, "AFTER_FRAME_S", 5.0)
    tile_painter.frame_drawn()
    _spin(qapp, 0.03)
    assert job.turns == 0          # just after a frame: not yet
    monkeypatch.setattr(tile_painter._Painter, "AFTER_FRAME_S", 0.004)
    _spin(qapp, 0.05)
    assert job.turns == 1 and not tile_painter.busy()


def test_a_view_that_paints_no_frame_holds_the_turns_only_briefly(qapp):
    job = _Job()
    tile_painter.frame_coming()
    tile_painter.want_work(job)
    _spin(qapp, tile_painter._Painter.FRAME_WAIT_S + 0.05)
    assert job.turns == 1
