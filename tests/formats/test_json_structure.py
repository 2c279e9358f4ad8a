"""The JSON reader's structure scan (`core.formats.jsonio._structure`):
nesting depth and key/value pairs counted on the bytes, which is how
repeated keys and too-deep documents are found without a slow decode."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from core.errors import FormatError
from core.formats.jsonio import _structure, parse_json_bytes

# strings full of the characters the scan must not take for structure
TEXT = st.text(alphabet=st.sampled_from(list('ab:{}[],"\\ é\n\u20ac')), max_size=8)
DOCS = st.recursive(st.none() | st.booleans() | st.integers(-10**6, 10**6) | TEXT,
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
                    max_leaves=25)


def _walk(v, depth=0) -> tuple[int, int]:
    if isinstance(v, dict):
        inner = [_walk(c, depth + 1) for c in v.values()]
        return max([depth + 1] + [d for d, _ in inner]), len(v) + sum(n for _, n in inner)
    if isinstance(v, list):
        inner = [_walk(c, depth + 1) for c in v]
        return max([depth + 1] + [d for d, _ in inner]), sum(n for _, n in inner)
    return depth, 0


@settings(max_examples=300, deadline=None)
@given(DOCS, st.booleans())
def test_structure_matches_the_parsed_tree(doc, ascii_only):
    raw = json.dumps(doc, ensure_ascii=ascii_only, indent=1 if ascii_only else None).encode("utf-8")
    assert _structure(raw) == _walk(doc)


@pytest.mark.parametrize("text, key", [
    ('{"a": 1, "a": 2}', "a"),
    ('{"x": {"k\\"": 1, "k\\"": 2}}', 'k"'),            # an escaped quote inside the repeated key
    ('{"p\\\\": 1, "q": "\\\\", "p\\\\": 3}', "p\\"),    # keys ending in a backslash
    ('[{"z": "a:b", "z": "{["}]', "z"),                # colons and brackets inside strings
])
def test_a_repeated_key_is_named(text, key):
    with pytest.raises(FormatError) as e:
        parse_json_bytes(text.encode(), "t.json")
    assert e.value.problems == [("$", f"key {json.dumps(key)} appears twice in one object (each key once)")]


def test_colons_and_brackets_in_strings_are_not_keys_or_nesting():
    doc = {"a:b": "[[[[{{{{:", "c": ["]]]}}}", "\\\":"], "d\\": {"e": "\"{"}}
    assert parse_json_bytes(json.dumps(doc).encode(), "t.json") == doc
