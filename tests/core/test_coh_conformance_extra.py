"""Extra coh conformance cases (tests/conformance_extra/coh), written by hand
from seed 000 (§9.0-9.13 shared activations and groups, §10.0-10.3 hidden
units and snipers) and rules/coh.md (2 combat, 3 hit markers, 4-7 movement,
terrain, LOS, fortifications): every terrain of the README's names table,
pointy and odd-stagger maps, facings and flank fire, both sides of the range,
double-range, elevation, steep, road, CAP and critical thresholds, stacked
and firegroup units, hidden movement and reveal, pool spending and hiding.
All must PASS."""
from pathlib import Path

import pytest

from core.conformance import run_paths

EXTRA = Path(__file__).resolve().parents[1] / "conformance_extra" / "coh"


def test_extra_coh_cases_exist():
    assert len(list(EXTRA.glob("x-coh-*.json"))) >= 100


@pytest.mark.parametrize("outcome", run_paths([str(EXTRA)]), ids=lambda o: o.id)
def test_extra_coh_case_passes(outcome):
    assert outcome.id.startswith("x-coh-")
    assert outcome.status == "PASS", (outcome.expected, outcome.got, outcome.message)
