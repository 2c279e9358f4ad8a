"""The scenario file format: round trips, map sources, samples, CLI dispatch."""
import json
import shutil

import pytest

from core.errors import FormatError
from core.formats.mapfile import save_map
from core.formats.scenariofile import (dumps_scenario, load_scenario, rebase_map_paths, save_scenario,
                                       scenario_from_dict, scenario_to_dict)
from core.model import (BoardPlacement, ControlHex, Deck, HexMap, MapSource, Reinforcement, Scenario, SetupZone,
                        Side, UnitPlacement, Victory)
from tests.conftest import SAMPLES

SCENARIOS = sorted(SAMPLES.glob("*.scenario.json"))


def full(m: HexMap) -> Scenario:
    p = m.parse
    return Scenario(
        m, "coh", "Everything", MapSource("embedded"), "1941", "me", "Ünïcode notes",
        [Side("german", "Germans", "#112233"), Side("soviet", "Soviets", "#aa0000")], 4, "soviet",
        {"german": 7, "soviet": 6}, {"german": {2: 9}}, {"soviet": 1}, {"opt": [1, {"a": True}]},
        [UnitPlacement("g1", "german", p("0101"), "german_mg34", {}, None, "", 2, False, ["pinned"]),
         UnitPlacement("c1", "soviet", p("0203"), None, {"fp_soft": 4, "crewed": True}, "squad", "Custom", None,
                       True, [])],
        [SetupZone("z", "german", {p("0101"), p("0601"), p("0102")})],
        [Reinforcement(3, "soviet", [UnitPlacement("s9", "soviet", None, "soviet_t_34a", facing=3)],
                       [p("0605"), p("0604")], "tanks")],
        [Deck("battle", "Battle", {"02": 8, "01": 4}, [], {"german": 2}, {"german": 1, "soviet": 1})],
        {"german": ["W01"]},
        Victory(2, {"s9": 3}, [ControlHex(p("0303"), 1, "round", "soviet"), ControlHex(p("0404"), 2, "end")], "obj"),
        "special")


def test_embedded_round_trip_is_equal_and_byte_identical(tmp_path, small_map):
    sc = full(small_map)
    path = tmp_path / "a.scenario.json"
    save_scenario(sc, path)
    back = load_scenario(path)
    assert back == sc
    save_scenario(back, tmp_path / "b.scenario.json")
    assert (tmp_path / "b.scenario.json").read_bytes() == path.read_bytes()
    assert scenario_from_dict(json.loads(path.read_text("utf-8"))) == sc


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_samples_load_and_save_byte_identical(path):
    sc = load_scenario(path)
    assert dumps_scenario(scenario_to_dict(sc)) == path.read_text("utf-8")
    assert sc.units or sc.reinforcements


def test_there_are_samples_for_every_ruleset():
    rulesets = {load_scenario(p).ruleset for p in SCENARIOS}
    assert rulesets == {"coh", "tng", "fow"}


def test_partisans_follows_mission_1():
    sc = load_scenario(SAMPLES / "coh_partisans.scenario.json")
    assert (sc.rounds, sc.initiative, sc.caps, sc.starting_vp) == (5, "german", {"german": 7, "soviet": 7},
                                                                   {"soviet": 1})
    assert sc.map_source == MapSource("file", "coh_two_boards.json")
    cat = [u.catalogue_id for u in sc.units]
    assert cat.count("soviet_rifles_41") == 3 and cat.count("soviet_mmg_maxim") == 1
    arrivals = {(r.round, r.side): sorted(u.catalogue_id for u in r.units) for r in sc.reinforcements}
    assert arrivals[(1, "german")] == ["german_mg34", "german_mg34", "german_rifles_41", "german_rifles_41"]
    assert arrivals[(2, "soviet")] == ["soviet_rifles_41", "soviet_rifles_41"]
    assert arrivals[(3, "german")] == ["german_pioneers"]
    assert sc.victory.vp_per_kill == 1 and sc.victory.control[0].when == "round"


def test_balka_hill_has_cards_hidden_units_fortifications_and_balkas():
    sc = load_scenario(SAMPLES / "coh_balka_hill.scenario.json")
    hm = sc.hexmap
    assert sc.decks and sc.decks[0].draw_at_start and sc.starting_cards
    hidden = [u for u in sc.units if u.hidden]
    assert len(hidden) >= 2 and all(u.facing is None for u in hidden)
    kinds = {hm.fortification_at(h).kind for h in hm.fortifications}
    assert {"bunker", "trench", "wire", "mines", "hasty_defense"} <= kinds
    bunker_unit = sc.units_at(hm.parse("1806"))[0]
    assert bunker_unit.facing == hm.fortification_at(hm.parse("1806")).facing  # occupant faces the bunker (coh.md 7)
    balka = hm.parse("1603")
    assert any("small_balka" in hm.features_between(balka, n) for n in hm.neighbours(balka))
    assert any(u.hex == balka and u.hidden for u in sc.units)


def test_map_file_reads_as_scenario_without_units():
    sc = load_scenario(SAMPLES / "coh_two_boards.json")
    assert sc.units == [] and sc.ruleset == "coh"
    assert sc.map_source == MapSource("file", "coh_two_boards.json")
    assert sc.side_ids() == ["german", "soviet"]
    assert (sc.hexmap.cols, sc.hexmap.rows) == (24, 19)


def test_referenced_map_round_trip_and_rebase(tmp_path, small_map):
    save_map(small_map, tmp_path / "ground.json")
    sc = full(small_map)
    sc.map_source = MapSource("file", "ground.json")
    save_scenario(sc, tmp_path / "s.scenario.json")
    assert json.loads((tmp_path / "s.scenario.json").read_text("utf-8"))["map"] == {"file": "ground.json"}
    assert load_scenario(tmp_path / "s.scenario.json") == sc
    (tmp_path / "sub").mkdir()
    rebase_map_paths(sc, tmp_path, tmp_path / "sub")
    assert sc.map_source.file == "../ground.json"
    save_scenario(sc, tmp_path / "sub" / "s.scenario.json")
    assert load_scenario(tmp_path / "sub" / "s.scenario.json").hexmap == small_map


def test_boards_are_composed(tmp_path, small_map):
    save_map(small_map, tmp_path / "b1.json")
    shutil.copy(tmp_path / "b1.json", tmp_path / "b2.json")
    doc = scenario_to_dict(Scenario(small_map, sides=[Side("german")]))
    doc["map"] = {"boards": [{"file": "b1.json", "col": 0, "row": 0, "rotated": False},
                             {"file": "b2.json", "col": 6, "row": 0, "rotated": True}]}
    sc = scenario_from_dict(doc, "x.scenario.json", str(tmp_path))
    assert (sc.hexmap.cols, sc.hexmap.rows) == (12, 5)
    assert sc.map_source.boards[1] == BoardPlacement("b2.json", 6, 0, True)
    # 0203 (woods) of board 2 turned 180 degrees: col 6+(6-1-1)=10, row 5-1-2=2 (0-based) -> 1103
    assert sc.hexmap.terrain_at(sc.hexmap.parse("1103")) == "woods"
    assert scenario_to_dict(sc)["map"] == doc["map"]


def test_cli_validate_dispatches_on_format(capsys):
    from hexwright.commands.validate import check_file, format_handlers
    handlers = format_handlers()
    assert "hexwright.scenario" in handlers
    for p in SCENARIOS:
        assert check_file(str(p), handlers) == []


def test_save_to_missing_folder_is_a_format_error(tmp_path, small_map):
    with pytest.raises(FormatError, match="cannot write"):
        save_scenario(full(small_map), tmp_path / "no" / "such.scenario.json")
    assert list(tmp_path.iterdir()) == []


def test_committed_samples_match_their_generator():
    import importlib.util
    spec = importlib.util.spec_from_file_location("mss", SAMPLES.parent / "tools" / "make_sample_scenarios.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    # the fow platoon action has its own generator, tools/make_fow_scenario.py
    fspec = importlib.util.spec_from_file_location("mfs", SAMPLES.parent / "tools" / "make_fow_scenario.py")
    fow = importlib.util.module_from_spec(fspec)
    fspec.loader.exec_module(fow)
    # the tng Borodino sample has its own generator, tools/make_borodino_scenario.py
    bspec = importlib.util.spec_from_file_location("mbs", SAMPLES.parent / "tools" / "make_borodino_scenario.py")
    bor = importlib.util.module_from_spec(bspec)
    bspec.loader.exec_module(bor)
    # the tng Schevardino sample too, tools/make_schevardino_scenario.py
    sspec = importlib.util.spec_from_file_location("mss2", SAMPLES.parent / "tools" / "make_schevardino_scenario.py")
    sch = importlib.util.module_from_spec(sspec)
    sspec.loader.exec_module(sch)
    makers = {**mod.SAMPLES, fow.NAME: fow.platoon_action, bor.NAME: bor.build, sch.NAME: sch.build}
    assert {SAMPLES / n for n in makers} == set(SCENARIOS)
    for name, make in makers.items():
        assert make(SAMPLES) == load_scenario(SAMPLES / name), name


@pytest.mark.parametrize("name", ["coh_partisans.scenario.json", "coh_balka_hill.scenario.json"])
def test_coh_samples_build_rules_units(name):
    from core.rules.coh.units import units_from_dicts
    sc = load_scenario(SAMPLES / name)
    units = units_from_dicts(sc.rules_unit_dicts(), sc.hexmap)
    assert len(units) == len(sc.units)


def test_hexes_off_the_map_cannot_be_saved(small_map):
    from core.hexgrid import Hex
    sc = full(small_map)
    sc.zones[0].hexes.add(Hex(40, 40))
    sc.reinforcements[0].entry_hexes.append(Hex(-9, 0))
    with pytest.raises(FormatError) as e:
        scenario_to_dict(sc)
    assert [p for p, _ in e.value.problems] == ["$.zones[0].hexes", "$.reinforcements[0].entry_hexes"]
