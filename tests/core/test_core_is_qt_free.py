"""core/ never imports PySide6 or editor (DESIGN.md layout contract)."""
import pkgutil
import subprocess
import sys

import core
from tests.conftest import ROOT


def test_core_and_subpackages_import_without_qt():
    names = [m.name for m in pkgutil.walk_packages(core.__path__, "core.")]
    assert "core.hexgrid" in names
    code = (
        "import importlib, sys\n"
        f"for n in {names!r}:\n"
        "    importlib.import_module(n)\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'editor'))]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""


def test_no_core_module_imports_qt_editor_or_hexwright_even_inside_a_function():
    """Reads every import statement of core/ (module level, inside
    functions and classes, ``importlib.import_module`` with a literal), so
    an import that only runs on some code path is caught too."""
    import ast
    bad = []
    for path in sorted((ROOT / "core").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                names = [node.module]
            elif (isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in
                  ("import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant)
                  and isinstance(node.args[0].value, str)):
                names = [node.args[0].value]
            bad += [f"{path.relative_to(ROOT)}:{node.lineno} {n}" for n in names
                    if n.split(".")[0] in ("PySide6", "editor", "hexwright")]
    assert bad == []
