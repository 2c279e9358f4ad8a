import json

import pytest

from core.errors import FormatError
from core.formats import mapfile
from core.formats.mapfile import dumps_map, load_map, map_from_dict, map_to_dict, save_map
from core.hexgrid import Hexside
from core.model import Fortification, HexMap


def test_round_trip_equal_and_byte_identical(tmp_path, small_map):
    p1, p2 = tmp_path / "a.json", tmp_path / "b.json"
    save_map(small_map, p1)
    loaded = load_map(p1)
    assert loaded == small_map
    assert loaded.fortifications[loaded.parse("0101")] == Fortification("bunker", 2)
    save_map(loaded, p2)
    assert p1.read_bytes() == p2.read_bytes()
    assert load_map(p2) == small_map


def test_document_shape(small_map):
    d = map_to_dict(small_map)
    assert list(d)[:4] == ["format", "format_version", "format_minor", "generator"]
    assert (d["format"], d["format_version"], d["format_minor"], d["generator"]) == \
        ("hexwright.map", 1, 0, "hexwright 0.1.0")
    assert d["hexes"]["0203"] == {"terrain": "woods", "elevation": 1}
    assert d["hexes"]["0303"] == {"elevation": 2}
    assert d["hexes"]["0101"] == {"fortification": {"kind": "bunker", "facing": 2}}
    assert d["hexes"]["0505"] == {"fortification": {"kind": "wire"}}
    assert d["hexes"]["0402"] == {"road": True, "trail": True}
    assert list(d["hexes"]) == sorted(d["hexes"])
    assert d["hexsides"] == [{"hexes": ["0101", "0102"], "features": ["ford", "stream"]},
                             {"hexes": ["0302", "0402"], "features": ["road"]}]
    assert json.loads(dumps_map(d)) == d


def test_default_values_are_not_written():
    m = HexMap(3, 3)
    m.terrain[m.parse("0101")] = "open"     # the default
    m.elevation[m.parse("0102")] = 0
    m.hexsides[Hexside.between(m.parse("0101"), m.parse("0102"))] = frozenset()
    d = map_to_dict(m)
    assert d["hexes"] == {} and d["hexsides"] == []


def test_off_map_hexside_cannot_be_saved():
    m = HexMap(3, 3)
    h = m.parse("0101")
    m.hexsides[Hexside.between(h, m.layout.neighbour(h, 0))] = frozenset({"stream"})
    with pytest.raises(FormatError):
        map_to_dict(m)


def _doc(**over):
    d = {"format": "hexwright.map", "format_version": 1, "format_minor": 0, "generator": "test",
         "name": "t", "ruleset": "coh", "orientation": "flat", "stagger": "even", "cols": 4, "rows": 4,
         "default_terrain": "open", "hexes": {}, "hexsides": [], "notes": ""}
    d.update(over)
    return d


def _problems(data, file="m.json"):
    with pytest.raises(FormatError) as ei:
        map_from_dict(data, file)
    return ei.value


def test_pointy_and_tng_map_loads():
    m = map_from_dict(_doc(ruleset="tng", orientation="pointy", stagger="odd", default_terrain="clear",
                           hexes={"0202": {"terrain": "redoubt", "elevation": 1,
                                           "fortification": {"kind": "fleche", "facing": 3}}}))
    h = m.parse("0202")
    assert (m.orientation, m.stagger, m.terrain_at(h), m.elevation_at(h)) == ("pointy", "odd", "redoubt", 1)


def test_wrong_format_and_newer_major():
    e = _problems(_doc(format="hexwright.scenario"))
    assert e.problems[0][0] == "$.format" and "hexwright.map" in e.problems[0][1]
    e = _problems(_doc(format_version=2, generator="hexwright 9.0"))
    assert e.problems[0][0] == "$.format_version"
    assert "newer" in str(e) and "version 2" in str(e) and "m.json" in str(e)
    e = _problems([1, 2])
    assert "expected a JSON object" in str(e)


def test_newer_minor_is_read_leniently():
    m = map_from_dict(_doc(format_minor=3, future_field={"x": 1}))
    assert m.cols == 4
    with pytest.raises(FormatError):
        map_from_dict(_doc(future_field=1))   # but not in the current minor


def test_upgrade_hooks_run_step_by_step(monkeypatch):
    calls = []

    def up(doc):
        calls.append(doc["format_minor"])
        doc["format_minor"] += 1
        return doc
    monkeypatch.setattr(mapfile, "FORMAT_MINOR", 2)
    monkeypatch.setitem(mapfile.MINOR_UPGRADES, (1, 0), up)
    monkeypatch.setitem(mapfile.MINOR_UPGRADES, (1, 1), up)
    data = _doc()
    map_from_dict(data)
    assert calls == [0, 1]
    assert data["format_minor"] == 0  # the input is not modified


def test_missing_upgrade_is_reported(monkeypatch):
    monkeypatch.setattr(mapfile, "FORMAT_MINOR", 1)
    e = _problems(_doc())
    assert "no upgrade" in str(e)


def test_semantic_errors_all_listed():
    e = _problems(_doc(hexes={"0101": {"terrain": "jungle"}, "0505": {"terrain": "woods"},
                              "000101": {"elevation": 1}, "0202": {"fortification": {"kind": "moat"}}},
                       hexsides=[{"hexes": ["0101", "0303"], "features": ["stream"]},
                                 {"hexes": ["0101", "0102"], "features": ["canal"]},
                                 {"hexes": ["0102", "0101"], "features": ["wall"]}],
                       default_terrain="lava"))
    paths = [p for p, _ in e.problems]
    assert paths == ["$.default_terrain", '$.hexes["0101"].terrain', '$.hexes["0505"]', '$.hexes["000101"]',
                     '$.hexes["0202"].fortification.kind', "$.hexsides[0].hexes",
                     "$.hexsides[1].features[0]", "$.hexsides[2]"]
    text = str(e)
    assert "unknown terrain 'jungle' for ruleset coh" in text and "off the map" in text
    assert "not adjacent" in text and "already listed" in text
    assert all(line.startswith("m.json: $") for line in text.splitlines())


def test_schema_errors_name_file_path_and_expectation():
    e = _problems(_doc(cols="4", hexes={"0101": {"elevation": "high"}}))
    assert ("$.cols", ) == (e.problems[0][0], )
    assert 'm.json: $.hexes["0101"].elevation: expected an integer, got "high"' in str(e)


def test_fast_schema_check_equals_plain_jsonschema():
    from core.formats.mapfile import schema_problems
    from core.formats.schema import load_schema, validate_against
    bad = {"terrain": 3, "road": False}
    data = _doc(cols="x", hexes={"0101": dict(bad), "0202": dict(bad), "0303": {"terrain": "woods"}, "9x": {"elevation": 1},
                                 "0404": {"fortification": {"facing": 9}}},
                hexsides=[{"hexes": ["0101", "0102"], "features": ["stream"]},
                          {"hexes": ["0101"], "features": []}, {"hexes": ["0101", "0102"], "features": ["a", "a"]}])
    schema = load_schema("map", 1)
    fast = schema_problems(data, schema)
    assert sorted(fast) == sorted(validate_against(data, schema))
    assert ('$.hexes["0202"].terrain', 'expected a string, got 3 (a lower-case name like "light_woods")') in fast
    assert len([p for p, _ in fast if p.startswith('$.hexes["0101"]')]) == 2


def test_big_map_labels_have_three_digits(tmp_path):
    m = HexMap(120, 5, "fow", "pointy", "odd", "open")
    m.terrain[m.parse("120005")] = "woods"
    m.hexsides[Hexside.between(m.parse("001001"), m.parse("002001"))] = frozenset({"hedge"})
    d = map_to_dict(m)
    assert list(d["hexes"]) == ["120005"] and d["hexsides"][0]["hexes"] == ["001001", "002001"]
    save_map(m, tmp_path / "w.json")
    assert load_map(tmp_path / "w.json") == m
    e = _problems(_doc(hexes={"000101": {"terrain": "woods"}}))
    assert "4-digit label" in str(e)
