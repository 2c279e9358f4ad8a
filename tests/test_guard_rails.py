"""Guard rails run by the test command (issue 11 part 6): the import
contracts of pyproject.toml ([tool.importlinter]: core never imports
PySide6, editor or hexwright; hexwright above editor above core) hold,
and `ruff check .` ([tool.ruff]: E, F, W at 120 columns) reports nothing;
`mypy core` ([tool.mypy]) reports no error."""
import ast
import shutil
import subprocess
import sys
from pathlib import Path

import networkx as nx

from core.rules.registry import RULESETS

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    found = Path(sys.executable).with_name(name)
    return str(found) if found.exists() else (shutil.which(name) or name)


def test_import_contracts_hold():
    done = subprocess.run([_tool("lint-imports")], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout


def test_ruff_is_clean():
    done = subprocess.run([_tool("ruff"), "check", "."], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def test_mypy_is_clean_on_core():
    """`mypy core` with the project's [tool.mypy] config finds no type error.
    The incremental cache is mypy's default ``.mypy_cache`` in the project,
    so a run after small edits takes seconds (a cold one about a minute)."""
    done = subprocess.run([_tool("mypy"), "core"], cwd=ROOT, capture_output=True, text=True, timeout=900)
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    assert done.returncode == 0 and not errors, (f"mypy finds {len(errors)} error(s) in core:\n" + "\n".join(errors)
                                                 + "\n" + done.stderr[-2000:])


# --- issue 11 part 6: few imports inside functions in core, no ruleset-name branches outside the ruleset packages
CORE = ROOT / "core"
MAX_LAZY_IMPORTS = 25
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def _imports_inside_functions(path: Path) -> list[int]:
    """Line numbers of the ``import`` / ``from ... import`` statements nested
    (at any depth) in a function, method or lambda of ``path``."""
    found: list[int] = []

    def walk(node: ast.AST, inside: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if inside and isinstance(child, (ast.Import, ast.ImportFrom)):
                found.append(child.lineno)
            walk(child, inside or isinstance(child, _FUNCTIONS))

    walk(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


def test_core_has_few_imports_inside_functions():
    """At most 25 imports inside functions in core/ (issue 11), each one
    legitimately lazy and saying why in a comment on its line or the line
    above (an optional dependency that may be missing, a heavy module only
    one command needs); everything else is imported at module top level."""
    lazy, unexplained = [], []
    for path in sorted(CORE.rglob("*.py")):
        lines = path.read_text(encoding="utf-8").splitlines()
        for n in _imports_inside_functions(path):
            where = f"{path.relative_to(ROOT)}:{n}"
            lazy.append(where)
            if "#" not in lines[n - 1] and not lines[n - 2].strip().startswith("#"):
                unexplained.append(f"{where}: {lines[n - 1].strip()}")
    assert len(lazy) <= MAX_LAZY_IMPORTS, (f"{len(lazy)} imports inside functions in core/ (at most "
                                           f"{MAX_LAZY_IMPORTS}):\n" + "\n".join(lazy))
    assert unexplained == [], ("imports inside functions without a comment saying why they are lazy:\n"
                               + "\n".join(unexplained))


def _names_a_ruleset(node: ast.AST, names: set[str]) -> bool:
    if isinstance(node, ast.Constant):
        return node.value in names
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_names_a_ruleset(e, names) for e in node.elts)
    return False


def test_core_branches_on_no_ruleset_name_outside_the_ruleset_packages():
    """Outside core/rules/<ruleset>/, core/play/<ruleset>/ and the registry
    (core/rules/registry.py), core never compares with a ruleset name
    (``ruleset == "coh"``, ``rs in ("tng", "fow")``), matches on one or keys
    a table by one: what differs between rulesets is a trait or a service of
    its spec."""
    names = set(RULESETS)
    hits = []
    for path in sorted(CORE.rglob("*.py")):
        rel = path.relative_to(CORE).parts
        if (len(rel) > 2 and rel[0] in ("rules", "play") and rel[1] in names) or rel == ("rules", "registry.py"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare) and any(_names_a_ruleset(x, names) for x in (node.left, *node.comparators)):
                hits.append(f"{path.relative_to(ROOT)}:{node.lineno}: comparison with a ruleset name")
            elif isinstance(node, ast.match_case) and any(_names_a_ruleset(v, names) for v in ast.walk(node.pattern)):
                hits.append(f"{path.relative_to(ROOT)}:{node.pattern.lineno}: match on a ruleset name")
            elif isinstance(node, ast.Dict) and any(k is not None and _names_a_ruleset(k, names) for k in node.keys):
                hits.append(f"{path.relative_to(ROOT)}:{node.lineno}: a table keyed by ruleset names")
    assert hits == [], "ruleset-name branches in core outside the ruleset packages:\n" + "\n".join(hits)


def test_the_guard_scans_see_what_they_guard(tmp_path):
    """The two scans above find what they look for (so an empty answer means
    something): an import nested in a method's inner function, with and
    without a reason."""
    sample = tmp_path / "sample.py"
    sample.write_text("import os\n\nclass A:\n    def f(self):\n        def g():\n            import json  # lazy: why\n"
                      "        return g\n\nlam = lambda: __import__('x')\n", encoding="utf-8")
    assert _imports_inside_functions(sample) == [6]
    names = {"coh", "tng"}
    tree = ast.parse("if rs == 'coh': pass\nif rs in ('fow', 'tng'): pass\nx = 'coh'\n")
    compares = [n for n in ast.walk(tree) if isinstance(n, ast.Compare)]
    assert [_names_a_ruleset(c.comparators[0], names) for c in compares] == [True, True]


def _core_modules() -> dict[str, Path]:
    out = {}
    for path in CORE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _module_imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The core modules ``name`` imports (at any depth, TYPE_CHECKING blocks
    left out): each imported module, each module a ``from`` imports by name,
    and the packages above them whose ``__init__`` runs first."""
    targets: set[str] = set()
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

    def walk(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.Import):
                targets.update(a.name for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    base = ".".join(package[:len(package) - child.level + 1] + ([base] if base else []))
                for a in child.names:
                    targets.add(f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base)
            walk(child)

    walk(ast.parse(path.read_text(encoding="utf-8")))
    out = set()
    for t in targets:
        parts = t.split(".")
        for k in range(2, len(parts) + 1):
            up = ".".join(parts[:k])
            if up in modules and up != name and not name.startswith(up + "."):
                out.add(up)
    return out


def test_core_has_no_import_cycles():
    """No two core modules import each other, directly or round a loop
    (issue 11: the cycles were held apart by imports inside functions; a
    package's ``__init__`` counts, as it runs before its modules)."""
    modules = _core_modules()
    graph = nx.DiGraph()
    for name, path in modules.items():
        graph.add_node(name)
        graph.add_edges_from((name, t) for t in _module_imports(name, path, modules))
    loops = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    assert loops == [], "import cycles in core:\n" + "\n".join(
        " -> ".join(a for a, _b in nx.find_cycle(graph.subgraph(c))) for c in loops)
