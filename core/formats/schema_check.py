"""A fast yes/no answer to "is this document valid against its JSON Schema?"
(issue 15: opening a 200 x 200 scenario spent 0.1 s in jsonschema on
1,000 valid units).

`compile_check(schema)` turns a schema into a plain Python predicate,
``check(instance) -> bool``, for the keywords Hexwright's schemas use
(``type``, ``enum``, ``const``, ``properties``, ``required``,
``additionalProperties``, ``propertyNames``, ``min/maxProperties``,
``items``, ``min/maxItems``, ``uniqueItems``, ``pattern``,
``min/maxLength``, ``minimum``/``maximum`` and their exclusive forms,
``anyOf``/``allOf``/``oneOf``/``not``, local ``$ref`` to ``#/$defs/NAME``;
annotations are ignored, as jsonschema does without a format checker).
A schema with any other keyword gives None: no fast path.

The predicate has the meaning of `core.formats.schema.Validator`
(Draft 2020-12, Hexwright's integer and number types, ECMA-262
patterns) in one direction: True only when jsonschema finds no error.
Where an exact answer would be costly it answers False (``uniqueItems``
over objects, ``enum`` of 1 against 1.0), and the caller then asks
jsonschema, which stays the only source of error messages
(`core.formats.schema.validate_against`).  tests/formats/test_schema_check.py
compares the two on mutated documents.
"""
from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Any, Callable

Check = Callable[[Any], bool]

ANNOTATIONS = frozenset({"$schema", "$id", "$comment", "title", "description", "default", "examples", "$defs",
                         "deprecated", "readOnly", "writeOnly", "format"})


class Unsupported(Exception):
    """The schema uses a keyword (or a value) the fast check does not cover."""


@lru_cache(maxsize=None)
def ecma_pattern(pattern: str) -> re.Pattern:
    """``pattern`` compiled with ECMA-262 meaning (JSON Schema's): ``$``
    matches only at the very end (Python's also matches before a final
    newline, so ``"0101\\n"`` passed ``^[0-9]{4}$``); ``\\d`` is ASCII."""
    out, i = [], 0
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\" and i + 1 < len(pattern):
            out.append(pattern[i:i + 2])
            i += 2
            continue
        out.append(r"\Z" if ch == "$" else ch)
        i += 1
    return re.compile("".join(out), re.ASCII)


def is_integer(value: Any) -> bool:
    """Hexwright's JSON Schema integer: a whole number written without a
    fraction or exponent (never a bool, never 24.0)."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: Any) -> bool:
    """Hexwright's JSON Schema number: an integer or a finite float."""
    return (isinstance(value, int) and not isinstance(value, bool)) or \
        (isinstance(value, float) and math.isfinite(value))


_TYPES: dict[str, Check] = {
    "object": lambda x: isinstance(x, dict), "array": lambda x: isinstance(x, list),
    "string": lambda x: isinstance(x, str), "integer": is_integer, "number": is_number,
    "boolean": lambda x: isinstance(x, bool), "null": lambda x: x is None,
}
_SCALARS = (str, int, float, bool, type(None))


def _always(_x: Any) -> bool:
    return True


def _never(_x: Any) -> bool:
    return False


def _all(checks: list[Check]) -> Check:
    if not checks:
        return _always
    if len(checks) == 1:
        return checks[0]

    def every(x: Any) -> bool:
        for c in checks:
            if not c(x):
                return False
        return True
    return every


def _equal_to(values: list) -> Check:
    """Membership with no doubt: the same type and value (jsonschema also
    calls 1 and 1.0 equal; that case answers False, the slow path decides)."""
    if not all(isinstance(v, _SCALARS) for v in values):
        raise Unsupported("enum/const of a non-scalar")
    pairs = frozenset((type(v), v) for v in values)
    return lambda x: isinstance(x, _SCALARS) and (type(x), x) in pairs


def _unique(x: list) -> bool:
    if all(type(v) is str for v in x) or all(type(v) is int for v in x):
        return len(set(x)) == len(x)
    return False   # objects, lists, mixed numbers: jsonschema decides


class _Compiler:
    def __init__(self, root: Any):
        self.root = root
        self.refs: dict[str, list[Check]] = {}

    def ref(self, ref: Any) -> Check:
        if not isinstance(ref, str) or not ref.startswith("#/$defs/") or "/" in ref[len("#/$defs/"):]:
            raise Unsupported(f"$ref {ref!r}")
        name = ref[len("#/$defs/"):]
        defs = self.root.get("$defs") if isinstance(self.root, dict) else None
        if not isinstance(defs, dict) or name not in defs:
            raise Unsupported(f"$ref {ref!r} to nothing")
        if name not in self.refs:
            cell: list[Check] = []
            self.refs[name] = cell   # a definition that refers to itself finds the cell, filled below
            cell.append(self.node(defs[name]))
        cell = self.refs[name]
        return cell[0] if cell else (lambda x: cell[0](x))

    def node(self, s: Any) -> Check:
        if s is True:
            return _always
        if s is False:
            return _never
        if not isinstance(s, dict):
            raise Unsupported("a schema that is not an object")
        unknown = set(s) - ANNOTATIONS - _KEYWORDS
        if unknown:
            raise Unsupported(", ".join(sorted(unknown)))
        checks: list[Check] = []
        keys = set(s)
        strict = s.get("type") if s.get("type") in ("object", "array", "string") else None
        if "type" in s and not (strict == "object" and _OBJECT & keys or strict == "array" and _ARRAY & keys or
                                strict == "string" and _STRING & keys):
            checks.append(self.type_check(s["type"]))   # else the object/array/string check tests the type
        if "enum" in s:
            checks.append(_equal_to(list(s["enum"])))
        if "const" in s:
            checks.append(_equal_to([s["const"]]))
        if "$ref" in s:
            checks.append(self.ref(s["$ref"]))
        if "allOf" in s:
            checks.append(_all([self.node(sub) for sub in s["allOf"]]))
        if "anyOf" in s:
            some = [self.node(sub) for sub in s["anyOf"]]
            checks.append(lambda x: any(c(x) for c in some))
        if "oneOf" in s:
            ones = [self.node(sub) for sub in s["oneOf"]]
            checks.append(lambda x: sum(1 for c in ones if c(x)) == 1)
        if "not" in s:
            inverse = self.node(s["not"])
            checks.append(lambda x: not inverse(x))
        if _OBJECT & keys:
            checks.append(self.object_check(s, strict == "object"))
        if _ARRAY & keys:
            checks.append(self.array_check(s, strict == "array"))
        if _STRING & keys:
            checks.append(self.string_check(s, strict == "string"))
        if _NUMBER & keys:
            checks.append(self.number_check(s))
        return _all(checks)

    def type_check(self, t: Any) -> Check:
        names = t if isinstance(t, list) else [t]
        if not all(isinstance(n, str) and n in _TYPES for n in names):
            raise Unsupported(f"type {t!r}")
        tests = [_TYPES[n] for n in names]
        return tests[0] if len(tests) == 1 else (lambda x: any(c(x) for c in tests))

    def object_check(self, s: dict, strict: bool) -> Check:
        props = {k: self.node(v) for k, v in s.get("properties", {}).items()}
        required = tuple(s.get("required", ()))
        extra = s.get("additionalProperties", True)
        other: Check | None = None if extra is True else self.node(extra)
        names = self.node(s["propertyNames"]) if "propertyNames" in s else None
        least, most = s.get("minProperties", 0), s.get("maxProperties")

        def check(x: Any) -> bool:
            if not isinstance(x, dict):
                return not strict
            for k in required:
                if k not in x:
                    return False
            if least and len(x) < least or most is not None and len(x) > most:
                return False
            for k, v in x.items():
                c = props.get(k)
                if c is not None:
                    if not c(v):
                        return False
                elif other is not None and not other(v):
                    return False
                if names is not None and not names(k):
                    return False
            return True
        return check

    def array_check(self, s: dict, strict: bool) -> Check:
        each = self.node(s["items"]) if "items" in s else None
        least, most = s.get("minItems", 0), s.get("maxItems")
        unique = s.get("uniqueItems", False) is True

        def check(x: Any) -> bool:
            if not isinstance(x, list):
                return not strict
            if least and len(x) < least or most is not None and len(x) > most:
                return False
            if each is not None:
                for v in x:
                    if not each(v):
                        return False
            return not unique or _unique(x)
        return check

    def string_check(self, s: dict, strict: bool) -> Check:
        search = ecma_pattern(s["pattern"]).search if "pattern" in s else None
        least, most = s.get("minLength", 0), s.get("maxLength")
        if search is not None and not least and most is None:   # the common shape: a pattern only
            if strict:
                return lambda x: isinstance(x, str) and search(x) is not None
            return lambda x: not isinstance(x, str) or search(x) is not None
        return lambda x: (not strict if not isinstance(x, str) else
                          (search is None or search(x) is not None) and len(x) >= least and
                          (most is None or len(x) <= most))

    def number_check(self, s: dict) -> Check:
        low = [(s[k], k == "exclusiveMinimum") for k in ("minimum", "exclusiveMinimum") if k in s]
        high = [(s[k], k == "exclusiveMaximum") for k in ("maximum", "exclusiveMaximum") if k in s]
        if not all(is_number(b) for b, _strict in low + high):
            raise Unsupported("a bound that is not a number")

        def check(x: Any) -> bool:
            if not is_number(x):
                return True
            for b, strict in low:
                if x < b or strict and x == b:
                    return False
            for b, strict in high:
                if x > b or strict and x == b:
                    return False
            return True
        return check


_OBJECT = frozenset({"properties", "required", "additionalProperties", "propertyNames", "minProperties",
                     "maxProperties"})
_ARRAY = frozenset({"items", "minItems", "maxItems", "uniqueItems"})
_STRING = frozenset({"pattern", "minLength", "maxLength"})
_NUMBER = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"})
_KEYWORDS = _OBJECT | _ARRAY | _STRING | _NUMBER | {"type", "enum", "const", "$ref", "allOf", "anyOf", "oneOf",
                                                    "not"}


def compile_check(schema: Any) -> Check | None:
    """The predicate of ``schema`` (see the module doc), or None when it
    uses a keyword the fast check does not cover."""
    try:
        return _Compiler(schema).node(schema)
    except Unsupported:
        return None
