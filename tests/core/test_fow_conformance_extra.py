"""Extra fow conformance cases (tests/conformance_extra/fow): every cell of the
seed 001 p. 90 concealment table, the memo lines (fired, assaulted,
anti-aircraft, observer in area terrain, seen through woods), other
orientations and staggers, stacked teams, the p. 91 moving-ROF rows and LOS
into and out of area terrain.  Expected answers were written by hand from
the seed text; all must PASS."""
from pathlib import Path

import pytest

from core.conformance import run_paths

EXTRA = Path(__file__).resolve().parents[1] / "conformance_extra" / "fow"


def test_extra_fow_cases_exist():
    assert len(list(EXTRA.glob("x-fow-*.json"))) >= 80


@pytest.mark.parametrize("outcome", run_paths([str(EXTRA)]), ids=lambda o: o.id)
def test_extra_fow_case_passes(outcome):
    assert outcome.id.startswith("x-fow-")
    assert outcome.status == "PASS", (outcome.expected, outcome.got, outcome.message)
