"""The ruleset registry (core.rules.registry): every spec is complete, every
service answers with the same signature for every ruleset, and the old
lookups agree with it."""
from __future__ import annotations

import inspect

import pytest

from core.catalogues import load_cards, load_units
from core.errors import HexwrightError
from core.formats.scenariofile import load_scenario
from core.hexgrid import Hex
from core.los import LosPolicy
from core.rules import registry
from core.rules.base import Ruleset, get_ruleset
from core.rules.catalogue import load_catalogue
from core.rules.registry import FACING_KINDS, RANGE_UNITS, RULESETS, spec, specs, traits
from tests.conftest import SAMPLES

ENGINE_NAMES = ("RULES_VERSION", "prepare", "new_initial_state", "state_from_dict", "observe", "greedy_scores")


def test_the_rulesets_are_listed_once_and_everywhere_the_same():
    from core.model import RULESETS as model_rulesets
    assert RULESETS == ("coh", "tng", "fow")
    assert model_rulesets is RULESETS
    assert [s.name for s in specs()] == list(RULESETS)
    assert registry.DEFAULT_RULESET == "coh"


@pytest.mark.parametrize("name", RULESETS)
def test_every_spec_is_complete(name):
    s = spec(name)
    cat = load_catalogue(name)  # the catalogues live beside s.package
    assert cat.ruleset == name and cat.default_terrain in cat.terrain
    assert load_units(name).ruleset == name and len(load_units(name).units) > 0
    assert load_cards(name).ruleset == name
    assert isinstance(s.los_policy(), LosPolicy) and s.los_policy().ruleset == name
    assert s.los_policy() is s.los_policy()  # cached
    rules = s.rules()
    assert isinstance(rules, Ruleset) and rules.name == name
    assert type(get_ruleset(name)) is type(rules)
    eng = s.engine()
    assert all(hasattr(eng, n) for n in ENGINE_NAMES), name
    assert callable(s.module().conformance_query)
    t = s.traits
    assert t.facing in FACING_KINDS and t.range_unit in RANGE_UNITS
    assert t.default_unit_kind and t.custom_stats and t.counter.big and t.counter.print_stats
    assert (SAMPLES / t.sample).is_file()
    assert traits(name) is t


def test_traits_say_what_the_rules_say():
    assert [traits(r).facing for r in RULESETS] == ["hexside", "vertex", "none"]  # coh.md 4.1, tng 6.11, seed 001
    assert [traits(r).hidden_setup for r in RULESETS] == [True, False, True]  # seed 000 §10.0; tng none
    assert [traits(r).stack_top_first for r in RULESETS] == [False, True, False]  # tng 6.24
    assert traits("fow").range_unit == "inches" and spec("fow").hexes_within(12) == 6  # 2" per hex (B.6)
    assert spec("coh").hexes_within(5) == 5 and spec("coh").hexes_within(0) == 1


def test_an_unknown_ruleset_is_refused_with_the_known_ones():
    with pytest.raises(HexwrightError, match="unknown ruleset 'chess': expected one of coh, tng, fow"):
        spec("chess")
    with pytest.raises(HexwrightError, match="unknown ruleset"):
        get_ruleset("chess")
    with pytest.raises(HexwrightError, match="unknown ruleset"):
        spec(None)


def test_every_service_has_one_signature():
    for method in ("movement_costs", "fire_arc"):
        sigs = {str(inspect.signature(_resolve(s, method))) for s in specs()}
        assert len(sigs) == 1, (method, sigs)
    assert str(inspect.signature(spec("coh").setup_problems)) == "(sc, names: 'dict[str, str]') -> 'list'"


def _resolve(s, name):
    return getattr(__import__(s.services, fromlist=[name]), name)


@pytest.mark.parametrize("sample, ruleset", [("coh_balka_hill.scenario.json", "coh"),
                                             ("tng_borodino_outpost.scenario.json", "tng"),
                                             ("fow_platoon_action.scenario.json", "fow")])
def test_every_service_answers_for_a_sample_scenario(sample, ruleset):
    sc = load_scenario(SAMPLES / sample)
    s = spec(sc.ruleset)
    assert s.name == ruleset
    u = next(u for u in sc.units if u.hex is not None and not u.hidden)
    costs = s.movement_costs(sc, u.id)
    assert costs[u.hex] == 0 and len(costs) > 1
    assert all(isinstance(h, Hex) and c >= 0 for h, c in costs.items())
    arc = s.fire_arc(sc, u.id)
    assert isinstance(arc, set) and u.hex not in arc
    assert all(sc.hexmap.contains(h) for h in arc)
    assert isinstance(s.setup_problems(sc, {x.id: x.name or x.id for x in sc.units}), list)
    with pytest.raises(HexwrightError, match="not on the map"):
        s.movement_costs(sc, "no-such-unit")


def test_fow_fire_arc_is_all_round_at_the_ground_scale():
    sc = load_scenario(SAMPLES / "fow_platoon_action.scenario.json")
    u = next(u for u in sc.units if u.hex is not None)
    rng = spec("fow").hexes_within(load_units("fow").get(u.catalogue_id).stats["range"])
    from core.hexgrid import distance
    arc = spec("fow").fire_arc(sc, u.id)
    assert max(distance(u.hex, h) for h in arc) == rng
    assert {h for h in arc if distance(u.hex, h) == 1} == {n for n in sc.hexmap.neighbours(u.hex)}  # all round


@pytest.mark.parametrize("sample", ["coh_balka_hill.scenario.json", "tng_borodino_outpost.scenario.json",
                                    "fow_platoon_action.scenario.json"])
def test_a_movement_budget_limits_every_ruleset_alike(sample):
    sc = load_scenario(SAMPLES / sample)
    s = spec(sc.ruleset)
    u = next(u for u in sc.units if u.hex is not None and not u.hidden and len(s.movement_costs(sc, u.id)) > 2)
    full = s.movement_costs(sc, u.id)
    one = s.movement_costs(sc, u.id, budget=1)
    assert one[u.hex] == 0 and set(one) <= set(full) and len(one) < len(full)
    assert all(c <= 1 for c in one.values())
    assert all(one[h] == full[h] for h in one)  # the same cheapest costs, only fewer hexes
