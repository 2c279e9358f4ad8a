"""Every user-visible sentence of core and the CLI goes through the
catalogue (issue 17): an AST scan of ``core/`` and ``hexwright/`` finds

* a user error (`core.errors.HexwrightError` and every subclass, the
  user-facing `LabelError`/`BoardError`, and helpers annotated to return
  one) made with an English literal, f-string, ``+`` of literals or
  ``"...".format()`` instead of ``_("...").format(...)``;
* a ``print``/``write``/``parser.error`` of such English in CLI code;
* a game log line (``st.say(text, owner, public)`` in ``core/play``);
* a file or set-up problem ``problems.append((json_path, message))``;
* a LOS reason (``LosResult(..., reason)``) in English;
* a sentence of the rules explanations, action texts and LOS reasons
  (`EXPLAIN`: ``core/play/*/explain.py``, ``describe.py``, ``logtext.py``,
  the tng rolls, ``core/los/levels.py``, every ``los_policy.py``) built as
  an English f-string;
* an English message assigned to a variable that a user error of the
  same function is given (``msg = f"..."; raise FormatError(path, msg)``);
* an English word chosen inside a translated message
  (``_("{what} ...").format(what="card" if x else "unit")``);
* ``_(f"...")`` (gettext cannot extract an f-string);

and lists them as ``file:line``.  Text without a word (``"{a}: {e}"``) has
nothing to translate and passes.  Developer-only text (asserts,
``logging``, ``ValueError``/``TypeError`` of programming errors) is not
scanned.  The completeness of the Russian catalogue is
tests/core/test_i18n.py."""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
USER_ROOTS = {"HexwrightError", "LabelError", "BoardError"}
GETTEXT = {"_", "N_", "ngettext", "pgettext"}
DEVELOPER = {"ValueError", "TypeError", "KeyError", "AssertionError", "NotImplementedError", "RuntimeError",
             "debug", "info", "warning", "exception"}
WRAPPERS = GETTEXT | {"text", "render"}   # text(id, params), render(problem): ids, not English
EXPLAIN = ("core/play/*/explain.py", "core/play/describe.py", "core/play/*/logtext.py", "core/play/tng/rolls.py",
           "core/los/levels.py", "core/rules/*/los_policy.py",   # LOS reasons too
           "core/balance/report.py")                             # the balance report the CLI prints

# (file, start of the English text): why it may stay English.  Keep it short.
ALLOWED: dict[tuple[str, str], str] = {
    ("hexwright/commands/los.py", ', "results": ['): "JSON output (--json), machine-read",
    ("core/play/coh/explain.py", "drifts {} hex(es)"): "the explanation's data field outcome (an English id "
                                                        "like 'hit'); its lines show outcome_text, translated",
}


def _sources() -> list[Path]:
    return sorted(p for d in ("core", "hexwright") for p in (ROOT / d).rglob("*.py"))


def _trees() -> dict[str, ast.Module]:
    return {str(p.relative_to(ROOT)): ast.parse(p.read_text(encoding="utf-8")) for p in _sources()}


def _name(fn: ast.expr) -> str | None:
    return fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) else None


def user_errors(trees: dict[str, ast.Module]) -> set[str]:
    """Names of the user error classes (subclasses of `USER_ROOTS`, found
    in the source) and of functions annotated to return one."""
    bases: dict[str, set[str]] = {}
    for tree in trees.values():
        for n in ast.walk(tree):
            if isinstance(n, ast.ClassDef):
                bases.setdefault(n.name, set()).update(b for b in map(_name, n.bases) if b)
    found = set(USER_ROOTS)
    grew = True
    while grew:
        new = {c for c, bs in bases.items() if bs & found} - found
        found |= new
        grew = bool(new)
    for tree in trees.values():
        for n in ast.walk(tree):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.returns is not None:
                if _name(n.returns) in found or (isinstance(n.returns, ast.Constant) and n.returns.value in found):
                    found.add(n.name)
    return found


def _english(node: ast.expr) -> str | None:
    """The English text of a literal, f-string, ``+`` of them or a
    ``"...".format(...)`` call, when it holds a word; else None."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = node.value
    elif isinstance(node, ast.JoinedStr):
        text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        parts = [_english(node.left), _english(node.right)]
        text = " ".join(p for p in parts if p)
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        text = _english(node.func.value) or ""
    else:
        return None
    bare = re.sub(r"\{[^{}]*\}", "", text)
    # a word, and a space: "action.{}", "caps_{}" are ids, not English
    return text if re.search(r"[A-Za-z]{2,}", bare) and re.search(r"\s", bare.strip()) else None


def _messages(call: ast.Call, fn: str) -> list[ast.expr]:
    """The message arguments of a user error call (FormatError: the second;
    problem lists: each pair's message)."""
    pos = {"FormatError": 1, "LosResult": 3}.get(fn, 0)
    args = list(call.args[pos:pos + 1])
    args += [k.value for k in call.keywords if k.arg in ("message", "problems", "why", "reason")]
    out: list[ast.expr] = []
    for a in args:
        if isinstance(a, (ast.List, ast.Tuple)):
            for e in a.elts:
                out.extend(e.elts[1:] if isinstance(e, ast.Tuple) else [e])
        else:
            out.append(a)
    return out


def _is_problem(node: ast.expr) -> bool:
    """A ``(json_path, message)`` pair: a 2-tuple whose first item is a JSON
    path (a ``"$..."`` literal or f-string, ``json_path(...)``, or a name such
    as ``where``/``path``/``label``)."""
    if not (isinstance(node, ast.Tuple) and len(node.elts) == 2):
        return False
    first = node.elts[0]
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value.startswith("$")
    if isinstance(first, ast.JoinedStr) and first.values and isinstance(first.values[0], ast.Constant):
        return str(first.values[0].value).startswith("$")
    if isinstance(first, ast.JoinedStr):
        return isinstance(first.values[0], ast.FormattedValue) and _name(first.values[0].value) in PATH_NAMES
    if isinstance(first, ast.Call):
        return _name(first.func) == "json_path"
    return isinstance(first, ast.BinOp) or _name(first) in PATH_NAMES


PATH_NAMES = {"where", "w", "path", "label", "jpath", "here"}


def untranslated() -> list[str]:
    """``file:line: text`` of every English message the scan finds."""
    trees = _trees()
    errors = user_errors(trees) | {"LosResult"}   # LosResult(clear, hexes, sides, reason): a LOS reason
    out = []
    for rel, tree in trees.items():
        cli = rel.startswith("hexwright/")
        explain = any(Path(rel).match(p) for p in EXPLAIN)
        wrapped: set[int] = set()
        for n in ast.walk(tree):
            if isinstance(n, ast.Call) and _name(n.func) in DEVELOPER:   # programming errors, logging: English
                wrapped.update(id(x) for x in ast.walk(n))
            if isinstance(n, ast.Call) and _name(n.func) in WRAPPERS:
                for a in n.args:
                    if isinstance(a, ast.JoinedStr) and _name(n.func) in GETTEXT:
                        out.append(f"{rel}:{a.lineno}: f-string inside {_name(n.func)}()")
                    wrapped.update(id(x) for x in ast.walk(a))
        # English chosen inside a translated message: _("{what} ...").format(what="card" if x else "unit")
        for n in ast.walk(tree):
            if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "format"
                    and isinstance(n.func.value, ast.Call) and _name(n.func.value.func) in GETTEXT):
                for k in n.keywords:
                    if isinstance(k.value, ast.IfExp):
                        for x in (k.value.body, k.value.orelse):
                            if _english(x) or (isinstance(x, ast.Constant) and isinstance(x.value, str)
                                               and re.fullmatch(r"[A-Za-z]{2,}", x.value)):
                                out.append(f"{rel}:{x.lineno}: {x.value if isinstance(x, ast.Constant) else '...'!r}"
                                           " (English inside a translated message)")
        # a message held in a variable first: `msg = f"..."; raise FormatError(p, msg)` (same function)
        for fn_node in ast.walk(tree):
            if not isinstance(fn_node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            names = {a.id for c in ast.walk(fn_node) if isinstance(c, ast.Call) and _name(c.func) in errors
                     for m in _messages(c, _name(c.func)) for a in ast.walk(m) if isinstance(a, ast.Name)}
            for c in ast.walk(fn_node):
                if isinstance(c, ast.Assign) and any(isinstance(t, ast.Name) and t.id in names for t in c.targets):
                    values = c.value.elts if isinstance(c.value, ast.Tuple) else [c.value]
                    for v in values:
                        for x in ([v.body, v.orelse] if isinstance(v, ast.IfExp) else [v]):
                            if id(x) not in wrapped and _english(x):
                                out.append(f"{rel}:{x.lineno}: {_english(x)[:70]!r} (a message variable)")
        for n in ast.walk(tree):
            found: list[ast.expr] = []
            if isinstance(n, ast.Call):
                fn = _name(n.func)
                if fn in errors:
                    found = _messages(n, fn)
                elif cli and fn in ("print", "write", "error", "exit"):
                    found = list(n.args)
                elif fn == "append" and n.args and _is_problem(n.args[0]):   # (JSON path, message) problem
                    found = [n.args[0].elts[1]]
                elif fn == "say" and rel.startswith("core/play/"):   # a game log line (its text, its public text)
                    found = [a for i, a in enumerate(n.args) if i in (0, 2)]
            if explain and isinstance(n, ast.JoinedStr) and id(n) not in wrapped:
                found = [n]
            for a in found:
                if id(a) in wrapped:
                    continue
                text = _english(a)
                if text and not any(rel == f and text.startswith(t) for f, t in ALLOWED):
                    out.append(f"{rel}:{a.lineno}: {text[:70]!r}")
    return sorted(set(out))


def test_every_user_message_of_core_and_the_cli_is_in_the_catalogue():
    found = untranslated()
    assert found == [], f"{len(found)} English message(s) not in the catalogue:\n" + "\n".join(found)


def test_the_scan_finds_an_english_error(monkeypatch):
    # the scan itself: an f-string error is found, a wrapped one and a wordless one are not
    src = ('class RulesError(HexwrightError):\n'
           '    pass\n'
           'def f(x):\n'
           '    raise RulesError(f"unit {x} is lost")\n'
           'def g(x):\n'
           '    raise RulesError(_("unit {x} is lost").format(x=x))\n'
           'def h(a, e):\n'
           '    raise RulesError(f"{a}: {e}")\n')
    tree = ast.parse(src)
    monkeypatch.setattr(sys.modules[__name__], "_trees", lambda: {"core/fake.py": tree})
    assert untranslated() == ["core/fake.py:4: 'unit {} is lost'"]
