"""Long work off the GUI thread, with a progress bar and Cancel.

`run_with_progress(parent, title, work)` runs ``work(progress)`` on a
`QThread` while a window-modal `QProgressDialog` shows its progress (it
appears after half a second, so quick work shows nothing) and the window
keeps repainting: the caller waits in a local event loop, never blocking
the GUI thread.  ``progress(done, total) -> bool`` is what ``work`` calls
after each step; it returns False once Cancel was pressed, and ``work``
should then stop (the print and pack code raise their ``Cancelled``).
The result of ``work`` is returned; an exception it raised is raised again
in the caller.  Only code that touches no widget and no `QPixmap` may run
as ``work`` (painting on a `QImage` or `QPdfWriter` is fine).

`settle_heap` moves the objects made so far out of the cyclic garbage
collector's sight (`gc.freeze`): a big map's hundreds of thousands of
long-lived objects would otherwise be walked by every full collection, a
GUI stall of a few hundred milliseconds at random moments (a zoom step,
a brush dab).  `run_with_progress` calls it after the work (what the work
made, e.g. an opened scenario, lives as long as the document).  With
``bulk=True`` (opening or saving a file: work that makes millions of
objects and no cyclic garbage) the collector is also paused during the
work (`core.formats.gc_pause.paused_gc`) and what it made is frozen on
the worker before the collector resumes: the collections the work would
trigger held the GIL for 0.2-0.4 s each on a 500 x 500 map, stalling the
GUI thread that waits for it.
"""
from __future__ import annotations

import gc
import threading
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, QThread, Qt, Signal, Slot
from PySide6.QtWidgets import QProgressDialog, QWidget

from core.formats.gc_pause import paused_gc

Progress = Callable[[int, int], bool]
SHOW_AFTER_MS = 500


class _Worker(QObject):
    progressed = Signal(int, int)
    finished = Signal()

    def __init__(self, work: Callable[[Progress], Any], bulk: bool = False):
        super().__init__()
        self.work = work
        self.bulk = bulk
        self.cancel = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None

    def tick(self, done: int, total: int) -> bool:
        self.progressed.emit(int(done), int(total))
        return not self.cancel.is_set()

    @Slot()
    def run(self) -> None:
        try:
            if self.bulk:
                with paused_gc():
                    try:
                        self.result = self.work(self.tick)
                    finally:
                        settle_heap()   # before the collector resumes: it would walk all the work made
            else:
                self.result = self.work(self.tick)
        except BaseException as e:  # handed to the GUI thread, raised there
            self.error = e
        self.finished.emit()


class _Relay(QObject):
    """Lives in the GUI thread, so the worker's signals reach it queued."""

    def __init__(self, dialog: QProgressDialog, loop: QEventLoop):
        super().__init__()
        self.dialog, self.loop = dialog, loop

    @Slot(int, int)
    def progressed(self, done: int, total: int) -> None:
        if total > 0:
            self.dialog.setMaximum(total)
            self.dialog.setValue(min(done, total))

    @Slot()
    def finished(self) -> None:
        self.loop.quit()


def settle_heap() -> None:
    """Freeze the objects alive now (`gc.freeze`: full collections skip
    them; refcounting still frees them); see the module doc."""
    gc.freeze()


def run_with_progress(parent: QWidget | None, title: str, work: Callable[[Progress], Any],
                      last: list | None = None, bulk: bool = False) -> Any:
    """Run ``work`` off the GUI thread (see the module doc) and return its
    result; ``last`` (a list) receives the progress dialog, for tests;
    ``bulk``: a file's open or save (the collector paused, see the module doc)."""
    dialog = QProgressDialog(title, QCoreApplication.translate("background", "Cancel"), 0, 0, parent)
    dialog.setWindowModality(Qt.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    if last is not None:
        last.append(dialog)
    loop = QEventLoop()
    worker = _Worker(work, bulk)
    relay = _Relay(dialog, loop)
    thread = QThread()
    worker.moveToThread(thread)
    worker.progressed.connect(relay.progressed)
    worker.finished.connect(relay.finished)
    dialog.canceled.connect(worker.cancel.set)
    thread.started.connect(worker.run)
    thread.start()
    loop.exec()
    thread.quit()
    thread.wait()
    dialog.canceled.disconnect()
    dialog.hide()        # not close(): closing a progress dialog counts as Cancel and resets it
    dialog.deleteLater()
    if worker.error is not None:
        raise worker.error
    settle_heap()
    return worker.result
