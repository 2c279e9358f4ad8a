"""Guard rails run by the test command (issue 11 part 6): the import
contracts of pyproject.toml ([tool.importlinter]: core never imports
PySide6, editor or hexwright; hexwright above editor above core) hold,
and `ruff check .` ([tool.ruff]: E, F, W at 120 columns) reports nothing."""
import shutil
import subprocess
import sys
from pathlib import Path

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
