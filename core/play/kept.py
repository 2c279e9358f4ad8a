"""Per-game answer tables (issue 14, "a faster engine"): a pure function's
answers kept in ``st.data.memo`` under a table name, the table emptied
when it outgrows its bound (memory stays bounded over long batches)."""
from __future__ import annotations

from typing import Any, Callable


def kept(st, table: str, key, make: Callable[[], Any], limit: int = 10_000):
    """``make()`` kept in the per-game table ``table`` of ``st.data.memo``
    under ``key`` (hashable: everything ``make`` reads); the table is
    cleared first when it holds more than ``limit`` answers."""
    memo = st.data.memo.setdefault(table, {})
    got = memo.get(key)
    if got is None:
        if len(memo) > limit:
            memo.clear()
        got = memo[key] = make()
    return got
