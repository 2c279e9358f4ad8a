"""`core.bench.target_note` flags a missed target the same way whichever
direction it points: an upper bound ("<") missed is OVER, a lower bound
(">=") missed is UNDER; the value at the bound follows the operator."""
import pytest

from core.bench import target_note


def test_upper_bound():
    assert target_note(2.5, "<", 10, "ms") == "target < 10 ms (OK)"
    assert target_note(12, "<", 10, "ms") == "target < 10 ms (OVER)"
    assert target_note(10, "<", 10, "ms") == "target < 10 ms (OVER)"      # "<" excludes the bound
    assert target_note(10, "<=", 10, "ms") == "target <= 10 ms (OK)"
    assert target_note(0.9, "<", 1000, "ms") == "target < 1000 ms (OK)"


def test_lower_bound_without_unit():
    assert target_note(6.99, ">=", 5) == "target >= 5 (OK)"
    assert target_note(4.2, ">=", 5) == "target >= 5 (UNDER)"
    assert target_note(5, ">=", 5) == "target >= 5 (OK)"
    assert target_note(5, ">", 5) == "target > 5 (UNDER)"
    assert target_note(9.9, ">=", 10) == "target >= 10 (UNDER)"


def test_unknown_operator_is_refused():
    with pytest.raises(ValueError, match="'=='"):
        target_note(1, "==", 1)
