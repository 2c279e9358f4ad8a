"""The cyclic garbage collector paused while a big document is read or
written (issue 15, "Big maps stay fluid").

Opening a 500 x 500 map makes about two million objects; each time the
heap grows by a quarter the collector walks all of them, holding the
interpreter lock for 0.2-0.4 s (a frozen editor window while the file is
read on a worker thread) and a third of the load's time.  What a load
makes is acyclic (dicts, lists, tuples, frozensets, dataclasses), so
reference counting frees whatever is dropped and nothing is lost by
pausing the collector.

`paused_gc()` is a context manager; nested and concurrent uses (threads)
keep the collector paused until the last one ends, and it is then
resumed only if it was running before the first.  A caller that keeps
the result for long (the editor's document) can `gc.freeze` it before
the collector resumes (``editor.background``), so the collection that
would follow is not paid at all.
"""
from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator

_lock = threading.Lock()
_depth = 0
_was_enabled = False


@contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector for the ``with`` block (see the
    module doc); reference counting goes on as usual."""
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_enabled:
                gc.enable()
