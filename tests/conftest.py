"""Test configuration: Qt runs offscreen; ../shared is found beside the project."""
import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CASES = SHARED / "conformance" / "cases"
FIXTURES = SHARED / "fixtures"
SAMPLES = ROOT / "sample_maps"


def pytest_configure(config):
    """One QApplication for the whole run, made first: an in-process CLI
    render (`editor.render`) would otherwise make a QGuiApplication, and a
    later editor test's window then aborts the run ("Must construct a
    QApplication before a QWidget"; seen running tests/cli alone)."""
    try:
        from PySide6.QtWidgets import QApplication
    except ImportError:   # a machine without Qt: the core tests still run
        return
    if QApplication.instance() is None:
        config._hexwright_qapp = QApplication(["hexwright-tests"])
