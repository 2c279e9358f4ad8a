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
