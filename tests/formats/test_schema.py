from core.formats.schema import json_path, load_schema, validate_against


def test_json_path_reads_naturally():
    assert json_path(["hexes", "0304", "terrain"]) == '$.hexes["0304"].terrain'
    assert json_path(["hexsides", 3, "features", 0]) == "$.hexsides[3].features[0]"
    assert json_path([]) == "$"


def test_map_schema_loads_from_package():
    s = load_schema("map", 1)
    assert s["properties"]["format"]["const"] == "hexwright.map"
    s["title"] = "changed"  # a copy: the cache is not affected
    assert load_schema("map", 1)["title"] != "changed"


def test_every_error_is_collected_with_its_path():
    s = load_schema("map", 1)
    doc = {"format": "hexwright.map", "format_version": 1, "format_minor": 0, "ruleset": "coh",
           "orientation": "square", "stagger": "even", "cols": "12", "default_terrain": "open",
           "hexes": {"0304": {"terrain": 7}, "x1": {"terrain": "woods"}, "0101": {"colour": "red"}}}
    problems = dict(validate_against(doc, s))
    assert "expected one of \"flat\", \"pointy\"" in problems["$.orientation"]
    assert problems["$.cols"].startswith("expected an integer, got \"12\"")
    assert problems["$.rows"].startswith("required field is missing")
    assert problems['$.hexes["0304"].terrain'].startswith("expected a string, got 7")
    assert problems["$.hexes.x1"] == "x1 is not a hex label (CCRR: column then row, digits, e.g. 0304)"
    assert problems['$.hexes["0101"].colour'].startswith("unexpected field")
    assert len(problems) == 6


def test_valid_document_has_no_problems():
    doc = {"format": "hexwright.map", "format_version": 1, "format_minor": 0, "ruleset": "tng",
           "orientation": "pointy", "stagger": "odd", "cols": 3, "rows": 3, "default_terrain": "clear"}
    assert validate_against(doc, load_schema("map", 1)) == []
