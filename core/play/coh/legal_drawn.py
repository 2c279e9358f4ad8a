"""The legal actions of a position after legal_sample.py's draw (split
from legal_sample.py; issue 14, "a faster engine"): applying the drawn
action (resolve.py's ``a in st.legal_view()``) is an identity test; any
other question builds legal_lazy.py's view once.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence

from core.play.coh.legal_lazy import legal_view


class Drawn(Sequence):
    """``st.legal_view()`` after a draw of ``drawn``: ``drawn in`` it is an
    identity test; anything else asks legal_lazy.py's view (built once)."""

    def __init__(self, st, drawn) -> None:
        self.st, self.drawn = st, drawn
        self._view: Sequence | None = None

    def _all(self) -> Sequence:
        if self._view is None:
            self._view = legal_view(self.st)
        return self._view

    def __len__(self) -> int:
        return len(self._all())

    def __getitem__(self, i):  # type: ignore[override]
        return self._all()[i]

    def __iter__(self) -> Iterator:
        return iter(self._all())

    def __contains__(self, x) -> bool:
        return x is self.drawn or x in self._all()
