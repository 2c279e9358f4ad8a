"""Bad scenario files: every problem is reported with file, JSON path and expectation."""
import json

import pytest

from core.errors import FormatError
from core.formats.scenariofile import load_scenario, scenario_from_dict, scenario_to_dict
from core.model import HexMap, Scenario, Side


def base_doc() -> dict:
    return scenario_to_dict(Scenario(HexMap(6, 5), sides=[Side("german"), Side("soviet")], rounds=4))


def problems_of(doc, file="bad.scenario.json") -> dict[str, str]:
    with pytest.raises(FormatError) as e:
        scenario_from_dict(doc, file)
    assert e.value.file == file
    assert all(line.startswith(f"{file}: $.") if path != "$" else line.startswith(f"{file}: ") and ": $:" not in line
               for line, (path, _m) in zip(str(e.value).splitlines(), e.value.problems))
    return dict(e.value.problems)


def test_every_cross_reference_problem_is_reported_at_once():
    doc = base_doc()
    doc["units"] = [
        {"id": "a", "unit": "german_tiger_x", "side": "german", "hex": "0101"},
        {"id": "a", "unit": "german_mg34", "side": "german", "hex": "0102"},
        {"id": "b", "unit": "german_mg34", "side": "german", "hex": "0909"},
        {"id": "c", "unit": "german_mg34", "side": "italian", "hex": "0103"},
    ]
    doc["zones"] = [{"name": "z", "side": "german", "hexes": ["0101", "0706"]}]
    doc["reinforcements"] = [{"round": 5, "side": "soviet", "entry_hexes": ["0106"], "units": []}]
    doc["decks"] = [{"id": "d", "cards": [{"card": "01", "copies": 4}, {"card": "99", "copies": 1},
                                          {"card": "01", "copies": 2}, {"card": "01", "copies": 4}]}]
    doc["initiative"] = "british"
    got = problems_of(doc)
    assert "unknown unit 'german_tiger_x'" in got["$.units[0].unit"]
    assert "already used at $.units[0]" in got["$.units[1].id"]
    assert "off the map" in got["$.units[2].hex"]
    assert "unknown side 'italian'" in got["$.units[3].side"] and "german, soviet" in got["$.units[3].side"]
    assert "off the map" in got["$.zones[0].hexes[1]"]
    assert "round 5 is after the last round" in got["$.reinforcements[0].round"]
    assert "off the map" in got["$.reinforcements[0].entry_hexes[0]"]
    assert "unknown card '99'" in got["$.decks[0].cards[1].card"]
    assert "listed again with 2 copies" in got["$.decks[0].cards[2]"]
    assert "$.decks[0].cards[3]" not in got  # the same copies again is harmless
    assert "unknown side 'british'" in got["$.initiative"]
    assert len(got) == 10


def test_reinforcement_unit_ids_clash_with_setup_ids_and_sides_must_match():
    doc = base_doc()
    doc["units"] = [{"id": "a", "unit": "german_mg34", "side": "german", "hex": "0101"}]
    doc["reinforcements"] = [{"round": 2, "side": "soviet", "units": [
        {"id": "a", "unit": "soviet_rifles_41", "side": "soviet"},
        {"id": "b", "unit": "german_mg34", "side": "german"}]}]
    got = problems_of(doc)
    assert "already used at $.units[0]" in got["$.reinforcements[0].units[0].id"]
    assert "expected 'soviet'" in got["$.reinforcements[0].units[1].side"]


def test_victory_deck_and_card_references():
    doc = base_doc()
    doc["victory"] = {"vp_per_kill": 1, "unit_vp": {"ghost": 3},
                      "control": [{"hex": "0303", "vp": 1, "owner": "soviet"}, {"hex": "0303", "vp": 2},
                                  {"hex": "0808", "vp": 1, "owner": "nobody"}], "objectives": ""}
    doc["starting_cards"] = {"german": ["W01", "ZZ9"], "martian": []}
    doc["decks"] = [{"id": "d", "sides": ["soviet", "x"], "cards": [], "draw_at_start": {"y": 1}},
                    {"id": "d", "cards": []}]
    doc["caps_by_round"] = {"german": {"9": 3}}
    got = problems_of(doc)
    assert "unknown unit id 'ghost'" in got["$.victory.unit_vp.ghost"]
    assert "already a control hex" in got["$.victory.control[1].hex"]
    assert "off the map" in got["$.victory.control[2].hex"]
    assert "unknown side 'nobody'" in got["$.victory.control[2].owner"]
    assert "unknown card 'ZZ9'" in got["$.starting_cards.german[1]"]
    assert "unknown side 'martian'" in got["$.starting_cards.martian"]
    assert "unknown side 'x'" in got["$.decks[0].sides[1]"]
    assert "unknown side 'y'" in got["$.decks[0].draw_at_start.y"]
    assert "already used" in got["$.decks[1].id"]
    assert "after the last round" in got["$.caps_by_round.german[\"9\"]"]


def test_schema_problems_name_path_and_expectation():
    doc = base_doc()
    del doc["rounds"]
    doc["units"] = [{"id": "a", "side": "german", "hex": "01x1", "facing": 7}]
    doc["extra"] = 1
    got = problems_of(doc)
    assert "required field is missing" in got["$.rounds"]
    assert "<= 5" in got["$.units[0].facing"]
    assert "CCRR" in got["$.units[0].hex"]
    assert "unexpected field" in got["$.extra"]
    assert any(p == "$.units[0]" for p in got)  # neither "unit" nor "stats"


def test_header_problems(tmp_path):
    doc = base_doc()
    doc["format_version"] = 2
    doc["generator"] = "hexwright 9"
    got = problems_of(doc)
    assert "newer" in got["$.format_version"] and "hexwright 9" in got["$.format_version"]
    assert "expected \"hexwright.scenario\"" in problems_of({"format": "hexwright.pack"})["$.format"]
    assert "expected a JSON object" in problems_of([1, 2])["$"]
    bad = tmp_path / "t.scenario.json"
    bad.write_text('{"format": "hexwright.scenario", ', "utf-8")
    with pytest.raises(FormatError, match="truncated"):
        load_scenario(bad)


def test_newer_minor_version_is_read_leniently():
    doc = base_doc()
    doc["format_minor"] = 3
    doc["future_field"] = {"x": 1}
    assert scenario_from_dict(doc).rounds == 4


def test_map_problems_point_into_the_map(tmp_path):
    doc = base_doc()
    doc["map"]["embedded"]["hexes"] = {"0101": {"terrain": "lava"}}
    got = problems_of(doc)
    assert "unknown terrain 'lava'" in got["$.map.embedded.hexes[\"0101\"].terrain"]
    doc = base_doc()
    doc["map"] = {"file": "missing.json"}
    with pytest.raises(FormatError) as e:
        scenario_from_dict(doc, "s.json", str(tmp_path))
    assert e.value.problems[0][0] == "$.map.file"
    assert "in map file missing.json" in e.value.problems[0][1] and "no such file" in e.value.problems[0][1]


def test_boards_that_break_the_stagger(tmp_path):
    from core.formats.mapfile import save_map
    save_map(HexMap(4, 4), tmp_path / "b.json")
    doc = base_doc()
    doc["map"] = {"boards": [{"file": "b.json"}, {"file": "b.json", "col": 5}]}
    with pytest.raises(FormatError) as e:
        scenario_from_dict(doc, "s.json", str(tmp_path))
    assert e.value.problems[0][0] == "$.map.boards" and "board 1" in e.value.problems[0][1]


def test_map_of_another_ruleset_is_refused():
    doc = base_doc()
    doc["ruleset"] = "fow"
    got = problems_of(doc)
    assert "the map uses ruleset 'coh'" in got["$.map"]


def test_unknown_catalogue_unit_for_ruleset_without_catalogue(monkeypatch):
    import core.formats.scenario_checks as checks
    from core.catalogues import UnitCatalogue
    monkeypatch.setattr(checks, "load_units", lambda ruleset: UnitCatalogue(ruleset))
    doc = base_doc()
    doc["units"] = [{"id": "a", "unit": "tiger", "side": "german", "hex": "0101"},
                    {"id": "b", "stats": {"fp_soft": 2}, "kind": "squad", "side": "german", "hex": "0102"}]
    got = problems_of(doc)
    assert "has no unit catalogue" in got["$.units[0].unit"]
    assert len(got) == 1


def test_cli_prints_every_problem(tmp_path, capsys):
    from hexwright.commands.validate import check_file, format_handlers
    doc = base_doc()
    doc["units"] = [{"id": "a", "unit": "nope", "side": "nobody", "hex": "0101"}]
    p = tmp_path / "bad.scenario.json"
    p.write_text(json.dumps(doc), "utf-8")
    lines = check_file(str(p), format_handlers())
    assert len(lines) == 2 and all(str(p) in line for line in lines)


def test_unknown_hit_marker():
    doc = base_doc()
    doc["units"] = [{"id": "a", "unit": "german_mg34", "side": "german", "hex": "0101", "hits": ["pinned", "sad"]}]
    got = problems_of(doc)
    assert list(got) == ["$.units[0].hits[1]"] and "unknown hit marker 'sad'" in got["$.units[0].hits[1]"]
