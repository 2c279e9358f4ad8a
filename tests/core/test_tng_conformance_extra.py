"""The extra tng conformance cases (tests/conformance_extra/tng, written by
hand from seed 004 and rules/tng_fow.md GAME A in the shared case format)
all pass through the same runner the acceptance run uses."""
from pathlib import Path

from core.conformance import run_paths

EXTRA = Path(__file__).resolve().parents[1] / "conformance_extra" / "tng"


def test_extra_tng_cases_all_pass():
    outcomes = run_paths([str(EXTRA)])
    assert len(outcomes) >= 100
    bad = [(o.id, o.status, o.expected, o.got, o.message) for o in outcomes if o.status != "PASS"]
    assert not bad, bad


def test_extra_tng_cases_cover_every_query_kind():
    import json
    kinds = {json.loads(p.read_text(encoding="utf-8"))["query"]["kind"] for p in EXTRA.glob("*.json")}
    assert kinds == {"stacking_legal", "zoc", "front_hexes", "fire_drm", "move_cost", "reachable", "los"}


def test_extra_tng_case_ids_are_prefixed_and_unique():
    import json
    ids = [json.loads(p.read_text(encoding="utf-8"))["id"] for p in EXTRA.glob("*.json")]
    assert all(i.startswith("x-tng-") for i in ids) and len(ids) == len(set(ids))
