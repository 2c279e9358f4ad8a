"""Scenario files that load must still be checked by their ruleset without
a traceback: `hexwright validate` (which runs the play engine's set-up
checks) and starting a game raise only `HexwrightError`s."""
from __future__ import annotations

import json
import shutil

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.errors import HexwrightError, RulesError
from core.model.hexmap import HexMap
from core.play.game import load_game
from core.rules.tng.units import unit_from_dict
from hexwright.commands.validate import check_file, format_handlers
from tests.robustness.helpers import SAMPLES, load_json, mutated

SCENARIOS = {p.name: load_json(p) for p in sorted(SAMPLES.glob("*.scenario.json"))}


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    d = tmp_path_factory.mktemp("scenarios")
    for p in SAMPLES.glob("*.json"):
        shutil.copy(p, d / p.name)
    return d


@pytest.mark.parametrize("field, value", [("sp", "x"), ("ma", [4]), ("cohesion", True), ("max_range", {"a": 1}),
                                          ("activation_group", ["g1"]), ("brigade", {"b": 1})])
def test_tng_unit_with_a_wrong_typed_stat_is_a_rules_error(field, value):
    hm = HexMap(6, 6, "tng", "flat", "even", "clear")
    d = {"id": "u1", "side": "french", "kind": "infantry", "hex": "0303", "stats": {"ma": 4, "sp": 4, "cohesion": 6}}
    if field in ("activation_group", "brigade"):
        d[field] = value          # used to raise TypeError (unhashable) in validate_activation
    else:
        d["stats"][field] = value  # "x" used to raise ValueError in int(sp)
    with pytest.raises(RulesError) as e:
        unit_from_dict(d, hm, "units[0]")
    assert "'u1'" in str(e.value) and "units[0]" in str(e.value)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_mutated_scenarios_validate_and_start_or_raise_clear_errors(workdir, data):
    name = data.draw(st.sampled_from(sorted(SCENARIOS)))
    doc, edits = data.draw(mutated(SCENARIOS[name], skip=("format", "format_version", "map")))
    path = workdir / f"zz_{name}"
    path.write_text(json.dumps(doc), encoding="utf-8")
    check_file(str(path), format_handlers())          # lines of problems, or [] -- never an exception
    try:
        state = load_game(str(path)).new_initial_state()
        state.legal_actions()
    except HexwrightError:
        pass
