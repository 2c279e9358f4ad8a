"""`core.kept_property`: computed once per instance, kept in its
``__dict__``, on frozen dataclasses too (units and positions)."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from core.kept_property import kept_property

CALLS: list = []


@dataclass(frozen=True)
class _Thing:
    n: int

    @kept_property
    def double(self) -> int:
        """Twice n."""
        CALLS.append(self.n)
        return 2 * self.n


def test_computed_once_per_instance_and_kept():
    CALLS.clear()
    a, b = _Thing(2), _Thing(5)
    assert (a.double, a.double, b.double) == (4, 4, 10)
    assert CALLS == [2, 5] and a.__dict__["double"] == 4
    assert isinstance(_Thing.double, kept_property) and _Thing.double.__doc__ == "Twice n."
    with pytest.raises(AttributeError):
        a.n = 3  # type: ignore[misc]  # the instance stays frozen
