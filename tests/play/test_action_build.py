"""`actions.build`: the fast constructor legal_view.py and cards.py list
actions with gives the very action the class's own constructor gives."""
from __future__ import annotations

import pytest

from core.play.actions import ACTION_TYPES, Enter, Fire, Move, Rally, action_from_dict, action_to_dict, build


@pytest.mark.parametrize("cls, f, pay", [
    (Fire, {"units": ("g1", "g2"), "target": "0304"}, {"pay": "caps"}),
    (Move, {"units": ("g1",), "to": ("0203",)}, {"pay": "card", "card": "02"}),
    (Enter, {"units": ("r1",), "to": "1219"}, {"extra_caps": 2}),
    (Rally, {"units": ("g3",)}, {}),
])
def test_build_equals_the_constructor(cls, f, pay):
    a, b = build(cls, f, pay), cls(**f, **pay)
    assert a == b and hash(a) == hash(b) and str(a) == str(b) and repr(a) == repr(b)
    assert type(a) is cls and action_to_dict(a) == action_to_dict(b)
    assert action_from_dict(action_to_dict(a)) == b


def test_build_fills_every_default_and_stays_frozen():
    for cls in ACTION_TYPES.values():
        assert build(cls) == cls()
    a = build(Fire, {"units": ("g1",), "target": "0304"})
    with pytest.raises(AttributeError):
        a.target = "0305"  # type: ignore[misc]
    assert f"{a}" == "fire g1 -> 0304" and a.roll_caps == 0 and a.pay == "ap"
