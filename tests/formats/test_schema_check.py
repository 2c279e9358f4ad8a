"""The fast validity check (`core.formats.schema_check`) never calls a
document valid that jsonschema (`core.formats.schema.Validator`) refuses,
and does call the valid documents valid (so the fast path is taken)."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from core.bench.scenario_io import big_scenario
from core.formats.scenariofile import scenario_to_dict
from core.formats.schema import Validator, load_schema, validate_against
from core.formats.schema_check import compile_check
from tests.conftest import SAMPLES

SCHEMAS = ["map", "scenario", "pack-manifest"]   # the formats users open (conformance cases: no fast path)


def _docs():
    out = [(json.loads(p.read_text("utf-8"))) for p in sorted(SAMPLES.glob("*.json"))]
    out.append(scenario_to_dict(big_scenario(8, 12)))
    out.append(out[-1]["map"]["embedded"])
    return [(d, "map" if d["format"] == "hexwright.map" else "scenario") for d in out]


DOCS = _docs()


def _jsonschema_valid(doc, schema) -> bool:
    return not any(True for _ in Validator(schema).iter_errors(doc))


@pytest.mark.parametrize("name", SCHEMAS)
def test_every_shipped_schema_compiles(name):
    assert compile_check(load_schema(name, 1)) is not None


@pytest.mark.parametrize("doc, kind", DOCS, ids=[f"{k}{i}" for i, (_d, k) in enumerate(DOCS)])
def test_valid_documents_take_the_fast_path(doc, kind):
    schema = load_schema(kind, 1)
    assert _jsonschema_valid(doc, schema)
    assert compile_check(schema)(doc) is True


def _places(v, path=()):
    """Every path into ``v`` (objects and lists), the root included."""
    yield path
    if isinstance(v, dict):
        for k, c in v.items():
            yield from _places(c, path + (k,))
    elif isinstance(v, list):
        for i, c in enumerate(v):
            yield from _places(c, path + (i,))


ODD_VALUES = st.sampled_from([None, True, False, 0, 1, -1, 1.0, 24.0, 2.5, -101, 101, 6, 1000, "", "x", "0101",
                              "0101\n", "010101", "Woods", "light_woods", "a-b", [], [1], ["0101", "0101"],
                              ["a", "a"], {}, {"x": 1}, {"terrain": "woods"}, {"kind": "bunker", "facing": 7}])


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(DOCS))), st.data())
def test_mutated_documents_agree_with_jsonschema(i, data):
    doc, kind = DOCS[i]
    doc = copy.deepcopy(doc)
    schema = load_schema(kind, 1)
    check = compile_check(schema)
    for _ in range(data.draw(st.integers(1, 3))):
        places = list(_places(doc))
        path = data.draw(st.sampled_from(places))
        parent = doc
        for p in path[:-1]:
            parent = parent[p]
        how = data.draw(st.sampled_from(["replace", "delete", "add", "duplicate"]))
        target = parent[path[-1]] if path else doc
        if how == "replace" and path:
            parent[path[-1]] = copy.deepcopy(data.draw(ODD_VALUES))   # never the strategy's own object
        elif how == "delete" and path:
            del parent[path[-1]]
        elif how == "add" and isinstance(target, dict):
            target[data.draw(st.sampled_from(["extra", "terrain", "0101", "1", "hex", "unit", "stats"]))] = \
                copy.deepcopy(data.draw(ODD_VALUES))
        elif how == "duplicate" and isinstance(target, list) and target:
            target.append(copy.deepcopy(target[0]))
    if check(doc):
        assert validate_against(doc, schema) == []
        assert _jsonschema_valid(doc, schema)


@pytest.mark.parametrize("schema, good, bad", [
    ({"type": "integer"}, [1, -3], [1.0, True, "1", None]),
    ({"type": "number", "minimum": 0, "exclusiveMaximum": 5}, [0, 4.5], [5, -0.1, float("nan"), False]),
    ({"type": "string", "pattern": "^[0-9]{4}$"}, ["0101"], ["0101\n", "101", 101]),
    ({"enum": [1, "a", None]}, [1, "a", None], [True, "b", 2]),
    ({"const": True}, [True], [1, False]),
    ({"type": "array", "items": {"type": "string"}, "uniqueItems": True, "minItems": 1}, [["a", "b"]],
     [[], ["a", "a"], ["a", 1]]),
    ({"type": "object", "required": ["a"], "additionalProperties": False, "properties": {"a": {"type": "null"}}},
     [{"a": None}], [{}, {"a": None, "b": 1}, {"a": 0}, []]),
    ({"type": "object", "propertyNames": {"pattern": "^[a-z]+$"}, "minProperties": 1, "maxProperties": 2},
     [{"ab": 1}], [{}, {"A": 1}, {"a": 1, "b": 2, "c": 3}]),
    ({"anyOf": [{"required": ["x"]}, {"required": ["y"]}]}, [{"x": 1}, {"y": 1}, 3], [{"z": 1}]),
    ({"oneOf": [{"type": "integer"}, {"minimum": 3}]}, [1, 4.5], [5]),
    ({"not": {"type": "string"}}, [1], ["a"]),
    ({"$defs": {"n": {"type": "array", "items": {"$ref": "#/$defs/n"}}}, "$ref": "#/$defs/n"}, [[[], [[]]]],
     [[1], [[], [2]]]),
])
def test_each_keyword_as_jsonschema(schema, good, bad):
    check = compile_check(schema)
    for v in good:
        assert _jsonschema_valid(v, schema) and check(v) is True, v
    for v in bad:
        assert not _jsonschema_valid(v, schema) and check(v) is False, v


def test_unknown_keywords_give_no_fast_check():
    assert compile_check({"type": "object", "patternProperties": {"^a": {}}}) is None
    assert compile_check({"$ref": "other.json#/x"}) is None
    assert compile_check({"enum": [{"a": 1}]}) is None
