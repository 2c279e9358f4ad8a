"""JSON Schema loading and validation with readable, complete error lists.

Schemas live in the ``schemas`` package as ``<name>-<major>.json`` (one per
file format and major version, e.g. ``map-1.json``) and are read with
`importlib.resources`, so they are found from any install and any working
directory.  Validation uses JSON Schema Draft 2020-12 and collects EVERY
error (``iter_errors``), each as ``(json_path, message)`` where the path reads
like ``$.hexes["0304"].terrain`` and the message says what was expected and
what was found.  Generic: the map, scenario and pack formats all use it.

A subschema may carry a ``description``; it is added to the message of an
error at that place, so schema authors control the wording users see.
"""
from __future__ import annotations

import copy
import difflib
import json
import re
from functools import lru_cache
from importlib import resources
from typing import Any, Iterable

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import SchemaError, ValidationError

from core.errors import HexwrightError
from core.formats.schema_check import compile_check, ecma_pattern, is_integer, is_number
from core.i18n import N_, _, ngettext

_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
_STEP = re.compile(r'\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]')
LABEL_PATTERN = "^([0-9]{4}|[0-9]{6})$"     # a hex label in every schema (schemas/*-1.json "label")
LABEL_HELP = N_("CCRR: column then row, digits, e.g. 0304")
_TYPE_WORDS = {
    "object": N_("an object"), "array": N_("a list"), "string": N_("a string"), "integer": N_("an integer"),
    "number": N_("a number"), "boolean": N_("true or false"), "null": "null",
}


def _is_integer(_checker, value: Any) -> bool:
    """JSON Schema calls 24.0 an integer; Python code indexing lists,
    ranges or numpy arrays cannot use it, so a Hexwright integer is a
    whole number written without a fraction or exponent."""
    return is_integer(value)


def _is_number(_checker, value: Any) -> bool:
    """A finite number (never NaN or infinity, which the JSON reader
    refuses anyway; this covers documents built in memory)."""
    return is_number(value)


def _pattern(validator, pattern: str, instance: Any, schema: dict):
    if validator.is_type(instance, "string") and not ecma_pattern(pattern).search(instance):
        yield ValidationError(f"{instance!r} does not match {pattern!r}")


Validator = validators.extend(
    Draft202012Validator, validators={"pattern": _pattern},
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine_many({"integer": _is_integer, "number": _is_number}))


def load_schema(name: str, major: int) -> dict:
    """The JSON Schema of format ``name`` (e.g. ``"map"``), major version
    ``major``, read from ``schemas/<name>-<major>.json`` as package data.

    Returns a fresh dict (callers may modify it).  Raises `HexwrightError`
    when no such schema ships with this version of Hexwright, or when the
    schema itself is broken (a bug, but reported clearly).
    """
    return copy.deepcopy(_load_schema_cached(name, int(major)))


@lru_cache(maxsize=None)
def _load_schema_cached(name: str, major: int) -> dict:
    fname = f"{name}-{major}.json"
    try:
        text = resources.files("schemas").joinpath(fname).read_text(encoding="utf-8")
    except (FileNotFoundError, OSError):
        raise HexwrightError(_("no schema {fname} ships with this version of Hexwright (format {name!r}, "
                               "major version {major})").format(fname=fname, name=name, major=major)) from None
    schema = json.loads(text)
    try:
        Draft202012Validator.check_schema(schema)
    except SchemaError as e:
        raise HexwrightError(_("schema {fname} is not a valid JSON Schema: {message}").format(
                                 fname=fname, message=e.message)) from None
    return inline_refs(schema)


def inline_refs(schema: dict) -> dict:
    """``schema`` with every bare ``{"$ref": "#/$defs/NAME"}`` replaced by a
    copy of that definition (inlined the same way), unless the definition
    refers back to itself.  Validation gives the same errors with the same
    messages (a bare reference has no keywords of its own); it skips the
    reference lookup, which was most of the time of validating a big
    scenario (7,000 lookups for 1,000 units).  ``$defs`` stay, so
    references from outside (``{"$defs": ..., "$ref": ...}``) still work."""
    defs = schema.get("$defs", {})

    def walk(node: Any, expanding: tuple) -> Any:
        if isinstance(node, list):
            return [walk(v, expanding) for v in node]
        if not isinstance(node, dict):
            return node
        ref = node.get("$ref")
        if len(node) == 1 and isinstance(ref, str) and ref.startswith("#/$defs/"):
            name = ref[len("#/$defs/"):]
            if name in defs and "/" not in name and name not in expanding:
                return walk(defs[name], expanding + (name,))
        return {k: walk(v, expanding) for k, v in node.items()}

    return walk(schema, ())


def json_path(parts: Iterable[Any]) -> str:
    """A readable JSON path: ``["hexes", "0304", "terrain"]`` ->
    ``$.hexes["0304"].terrain``; list indices as ``[3]``."""
    out = "$"
    for p in parts:
        if isinstance(p, int):
            out += f"[{p}]"
        elif _IDENT.match(str(p)):
            out += f".{p}"
        else:
            out += "[" + json.dumps(str(p), ensure_ascii=False) + "]"
    return out


def parse_json_path(path: str) -> list | None:
    """The inverse of `json_path`: ``$.hexes["0304"].terrain`` ->
    ``["hexes", "0304", "terrain"]``; None for text that is not such a path."""
    if not path.startswith("$"):
        return None
    parts: list = []
    i = 1
    while i < len(path):
        m = _STEP.match(path, i)
        if not m:
            return None
        parts.append(m.group(1) if m.group(1) is not None else
                     int(m.group(2)) if m.group(2) is not None else json.loads(m.group(3)))
        i = m.end()
    return parts


def without_bad_parts(data: Any, schema: dict, problems: list[tuple[str, str]]) -> tuple[Any, list[str]]:
    """A copy of ``data`` with the places of its schema ``problems`` removed,
    so the checks that need well-typed input can still run on the rest
    (`hexwright validate` reports every problem at once).

    Removes the object field at each problem's path (a field that must be
    there: the object holding it, when that object is an entry of an
    object, e.g. ``$.hexes["0304"]``), until the copy is schema-valid.
    Returns ``(copy, removed paths)``, or ``(None, [])`` when that would
    need removing a list item (indices of the rest would shift) or a
    top-level field the format requires: nothing more can be checked then.
    """
    doc = copy.deepcopy(data)
    removed: list[str] = []
    for _round in range(4):
        if not problems:
            return doc, removed
        for path, _msg in problems:
            parts = parse_json_path(path)
            if not parts or not _remove(doc, parts):
                return None, []
            removed.append(path)
        problems = validate_against(doc, schema)
    return (doc, removed) if not problems else (None, [])


def _remove(doc: Any, parts: list) -> bool:
    """Remove ``parts`` from ``doc`` (see `without_bad_parts`); False when
    only a list item or the whole document would do."""
    while parts:
        parent = doc
        for p in parts[:-1]:
            try:
                parent = parent[p]
            except (KeyError, IndexError, TypeError):
                return True            # already gone with an ancestor
        key = parts[-1]
        if isinstance(parent, dict) and key in parent:
            del parent[key]
            return True
        if isinstance(parent, dict) and len(parts) > 1:   # a missing required field: drop its object
            parts = parts[:-1]
            continue
        return False
    return False


def is_under(path: str, removed: list[str]) -> bool:
    """Whether the problem at ``path`` is about a removed place or an
    object holding one (`without_bad_parts`): such a problem may come from
    the removal itself and is not reported."""
    return any(path == r or path.startswith(r) and path[len(r)] in ".[" or
               r.startswith(path) and r[len(path)] in ".[" for r in removed)


def did_you_mean(name: Any, known: Iterable[str]) -> str:
    """``" (did you mean 'heavy_woods'?)"`` for the closest names of
    ``known`` to ``name`` (`difflib.get_close_matches`), else ``""``."""
    if not isinstance(name, str):
        return ""
    close = difflib.get_close_matches(name, list(known), n=2, cutoff=0.8)
    return _(" (did you mean {names}?)").format(names=_(" or ").join(repr(c) for c in close)) if close else ""


def describe(value: Any) -> str:
    """A short description of a JSON value for error messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return _("an object")
    if isinstance(value, list):
        return ngettext("a list of {n} item", "a list of {n} items", len(value)).format(n=len(value))
    text = json.dumps(value, ensure_ascii=False)
    if len(text) > 40:
        text = text[:37] + "..."
    return text


def _expected_type(t: Any) -> str:
    if isinstance(t, list):
        return _(" or ").join(_(_TYPE_WORDS.get(x, str(x))) for x in t)
    return _(_TYPE_WORDS.get(t, str(t)))


def _choices(values: list) -> str:
    return ", ".join(json.dumps(v, ensure_ascii=False) for v in values)


def _readable(err) -> list[tuple[list, str]]:
    """One jsonschema error -> [(path parts, message)] (several for
    additionalProperties, one per unexpected field)."""
    path = list(err.absolute_path)
    v, val, inst = err.validator, err.validator_value, err.instance
    schema = err.schema if isinstance(err.schema, dict) else {}
    if "propertyNames" in err.absolute_schema_path:
        # The error is about a key: point at the key itself.
        path.append(inst)
        if schema.get("pattern") == LABEL_PATTERN:
            return [(path, _("{key} is not a hex label ({help})").format(key=inst, help=_(LABEL_HELP)))]
        rule = (_(schema["description"]) if schema.get("description")
                else _("a key matching {pattern}").format(pattern=schema.get("pattern", "?")))
        return [(path, _("this key is not allowed: expected {rule}").format(rule=rule))]
    if v == "required":
        m = re.match(r"^'(.*)' is a required property$", err.message)
        name = m.group(1) if m else str(err.message)
        sub = schema.get("properties", {}).get(name, {})
        hint = (_(sub["description"]) if sub.get("description")
                else _expected_type(sub["type"]) if "type" in sub else "")
        return [(path + [name], _("required field is missing") + (f": {hint}" if hint else ""))]
    if v == "additionalProperties" and isinstance(inst, dict):
        allowed = set(schema.get("properties", {}))
        extra = sorted(k for k in inst if k not in allowed)
        listing = ", ".join(sorted(allowed)) or _("none")
        return [(path + [k], _("unexpected field (allowed here: {fields})").format(fields=listing)) for k in extra]
    if v == "type":
        msg = _("expected {what}, got {found}").format(what=_expected_type(val), found=describe(inst))
    elif v == "enum":
        msg = _("expected one of {choices}, got {found}").format(choices=_choices(val), found=describe(inst))
    elif v == "const":
        msg = _("expected {what}, got {found}").format(what=json.dumps(val), found=describe(inst))
    elif v == "pattern" and val == LABEL_PATTERN:
        return [(path, _("{key} is not a hex label ({help})").format(key=inst, help=_(LABEL_HELP)))]
    elif v == "pattern":
        msg = _("expected a string matching {pattern}, got {found}").format(pattern=val, found=describe(inst))
    elif v in ("minimum", "exclusiveMinimum"):
        msg = _("expected a number {op} {limit}, got {found}").format(op=">=" if v == "minimum" else ">", limit=val,
                                                                    found=describe(inst))
    elif v in ("maximum", "exclusiveMaximum"):
        msg = _("expected a number {op} {limit}, got {found}").format(op="<=" if v == "maximum" else "<", limit=val,
                                                                    found=describe(inst))
    elif v == "minItems":
        msg = ngettext("expected at least {n} item, got {found}", "expected at least {n} items, got {found}",
                       val).format(n=val, found=describe(inst))
    elif v == "maxItems":
        msg = ngettext("expected at most {n} item, got {found}", "expected at most {n} items, got {found}",
                       val).format(n=val, found=describe(inst))
    elif v == "uniqueItems":
        msg = _("expected no repeated items")
    elif v == "minProperties":
        msg = ngettext("expected at least {n} field", "expected at least {n} fields", val).format(n=val)
    elif v == "minLength":
        msg = ngettext("expected a string of at least {n} character, got {found}",
                       "expected a string of at least {n} characters, got {found}", val).format(n=val,
                                                                                              found=describe(inst))
    elif v == "maxLength":
        msg = ngettext("expected a string of at most {n} character", "expected a string of at most {n} characters",
                       val).format(n=val)
    else:
        msg = err.message
    desc = schema.get("description")
    if desc:   # the schemas' descriptions are catalogue messages (tools/i18n_catalogue.py schema_descriptions)
        msg = f"{msg} ({_(desc)})"
    return [(path, msg)]


def validate_against(data: Any, schema: dict) -> list[tuple[str, str]]:
    """Validate ``data`` against ``schema`` (Draft 2020-12) and return EVERY
    problem as ``(json_path, message)``, sorted by path; ``[]`` when valid.

    Paths read like ``$.hexes["0304"].terrain``; messages say what was
    expected and what was found (see `json_path`, `describe`).
    """
    key = json.dumps(schema, sort_keys=True)
    check = _fast_check(key)
    if check is not None and check(data):   # the common case, valid: no jsonschema walk (10x faster)
        return []
    found: list[tuple[list, str]] = []
    for err in _validator(key).iter_errors(data):
        found.extend(_readable(err))
    seen = set()
    out = []
    for parts, msg in sorted(found, key=lambda pm: (_sort_key(pm[0]), pm[1])):
        item = (json_path(parts), msg)
        if item not in seen:
            seen.add(item)
            out.append(item)
    return out


def surely_valid(data: Any, schema: dict) -> bool:
    """True when the fast check (`core.formats.schema_check`) finds ``data``
    valid against ``schema``: `validate_against` would return ``[]``.
    False says nothing (ask `validate_against`)."""
    check = _fast_check(json.dumps(schema, sort_keys=True))
    return check is not None and check(data)


@lru_cache(maxsize=64)
def _fast_check(key: str):
    """`core.formats.schema_check.compile_check` of the schema whose
    canonical JSON is ``key``, made once."""
    return compile_check(json.loads(key))


@lru_cache(maxsize=64)
def _validator(key: str):
    """The jsonschema `Validator` of the schema whose canonical JSON is ``key``, made once."""
    return Validator(json.loads(key))


def _sort_key(parts: list) -> tuple:
    return tuple((0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in parts)


def lenient(schema: Any) -> Any:
    """A copy of ``schema`` with every ``additionalProperties: false``
    removed: how a newer minor version of a known major is read (fields this
    version does not know are ignored, DESIGN.md "File formats")."""
    if isinstance(schema, dict):
        return {k: lenient(v) for k, v in schema.items() if not (k == "additionalProperties" and v is False)}
    if isinstance(schema, list):
        return [lenient(v) for v in schema]
    return schema
