"""Every tng-* conformance case in ../shared/conformance/cases passes."""
import json

import pytest

from core.conformance import run_case
from tests.conftest import CASES

TNG_CASES = sorted(CASES.glob("tng-*.json"))


def test_there_are_tng_cases():
    assert len(TNG_CASES) >= 40


@pytest.mark.parametrize("path", TNG_CASES, ids=lambda p: p.stem)
def test_tng_case_passes(path):
    case = json.loads(path.read_text(encoding="utf-8"))
    out = run_case(case)
    assert out.status == "PASS", (out.expected, out.got, out.message)


def test_unknown_query_kind_is_an_error():
    case = json.loads(TNG_CASES[0].read_text(encoding="utf-8"))
    case["query"] = {"kind": "no_such_kind"}
    out = run_case(case)
    assert out.status == "ERROR" and "no_such_kind" in out.message
