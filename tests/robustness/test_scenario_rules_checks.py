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


def _coh_with(workdir, name, edit):
    doc = json.loads((workdir / "coh_partisans.scenario.json").read_text())
    edit(doc["units"][0])
    path = workdir / name
    path.write_text(json.dumps(doc))
    return path, doc["units"][0]["id"]


@pytest.mark.parametrize("stat, value", [("fp_soft", "x"), ("range", 1.5), ("dr_front", [12]), ("move_ap", True)])
def test_coh_scenario_unit_with_a_non_numeric_stat_is_refused_before_play(workdir, stat, value):
    # used to load, then raise TypeError mid-game (combat.py, move.py, hexgrid.ring)
    path, uid = _coh_with(workdir, "coh_stat.scenario.json", lambda u: u.setdefault("stats", {}).update({stat: value}))
    with pytest.raises(HexwrightError) as e:
        load_game(str(path)).new_initial_state()
    assert f"unit {uid}" in str(e.value) and stat in str(e.value)
    assert str(path) in str(e.value) and f"$.units[0].stats.{stat}" in str(e.value)
    # and `hexwright validate` says so too (it used to say "ok")
    lines = check_file(str(path), format_handlers())
    assert any(f"$.units[0].stats.{stat}" in line for line in lines), lines


def test_coh_scenario_unit_of_unknown_kind_is_refused(workdir):
    # used to be played silently as a squad
    path, uid = _coh_with(workdir, "coh_kind.scenario.json", lambda u: u.update(kind="dragon"))
    with pytest.raises(HexwrightError) as e:
        load_game(str(path)).new_initial_state()
    assert uid in str(e.value) and "dragon" in str(e.value) and "$.units[0].kind" in str(e.value)
    assert any("$.units[0].kind" in line for line in check_file(str(path), format_handlers()))


STAT_VALUES = ["x", -1, 0, 1.5, True, None, [1], {"a": 1}, 7, 99]
STATS = ["fp_soft", "fp_hard", "dr_front", "dr_flank", "range", "move_ap", "fire_ap", "ma", "sp", "cohesion", "rof",
         "effective_range", "max_range"]


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_games_with_mutated_unit_stats_play_or_are_refused(workdir, data):
    from core.play.bots import make_bot
    from core.play.driver import play_game
    name = data.draw(st.sampled_from(sorted(SCENARIOS)))
    doc = json.loads(json.dumps(SCENARIOS[name]))
    units = doc.get("units") or []
    for _ in range(data.draw(st.integers(1, 2))):
        if units:
            u = data.draw(st.sampled_from(units))
            u.setdefault("stats", {})[data.draw(st.sampled_from(STATS))] = data.draw(st.sampled_from(STAT_VALUES))
    path = workdir / f"zz_stats_{name}"
    path.write_text(json.dumps(doc))
    try:
        game = load_game(str(path))
        play_game(game, {s: make_bot("random", i) for i, s in enumerate(game.sides)}, 1, max_steps=150)
    except HexwrightError:
        pass
