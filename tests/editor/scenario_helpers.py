"""Builders for the scenario editor tests: a window on a sample scenario."""
from __future__ import annotations

from tests.conftest import SAMPLES
from tests.editor.helpers import make_window

BALKA = SAMPLES / "coh_balka_hill.scenario.json"
PARTISANS = SAMPLES / "coh_partisans.scenario.json"
BORODINO = SAMPLES / "tng_borodino_outpost.scenario.json"


def scenario_window(qtbot, tmp_path, path=BALKA):
    """A shown MainWindow with ``path`` open (asserts the load worked)."""
    w = make_window(qtbot, tmp_path)
    assert w.files.load(str(path)), w.files.errors
    return w


def press(w, tool_name, label, button="left", shift=False):
    """Press and release ``tool_name`` on hex ``label`` (as the scene would)."""
    from editor.tools.base import HexEvent
    m = w.document.hexmap
    h = m.parse(label)
    tool = w.tools[tool_name]
    w.set_tool(tool_name)
    ev = HexEvent(h, 0, m.contains(h), button, shift, False)
    tool.press(ev)
    tool.release(ev)
    return tool
