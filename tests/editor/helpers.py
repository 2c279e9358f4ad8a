"""Shared builders for the editor tests: a small map, a window with private
settings, and HexEvents for driving tools without pixels."""
from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from core import edits
from core.hexgrid import spiral
from core.model import Fortification, HexMap
from core.rules.catalogue import load_catalogue
from editor.tools.base import HexEvent


def small_map(ruleset: str = "coh", orientation: str = "flat", stagger: str = "even") -> HexMap:
    """A 10 x 8 map with some woods, a hill, a stream, a road and a bunker
    (the ruleset's first fortification when it has no bunker)."""
    m = HexMap(10, 8, ruleset, orientation, stagger, load_catalogue(ruleset).default_terrain)
    P = m.parse
    edits.set_terrain(m, spiral(P("0303"), 1), "woods")
    edits.set_elevation(m, spiral(P("0705"), 1), 1)
    edits.toggle_hexside_feature(m, P("0506"), P("0507"), "stream")
    forts = load_catalogue(ruleset).fortifications
    kind = "bunker" if "bunker" in forts else next(iter(forts))
    edits.set_fortification(m, P("0804"), Fortification(kind, 2 if kind == "bunker" else None))
    edits.set_flag(m, [P("0101"), P("0201"), P("0301")], "road", True)
    return m


def make_window(qtbot, tmp_path, hexmap=None, path=None):
    """A shown MainWindow with settings in ``tmp_path`` and dialogs that fail
    the test if they pop up unexpectedly."""
    from editor.main_window import MainWindow
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat)
    w = MainWindow(hexmap if hexmap is not None else small_map(), path, settings)
    qtbot.addWidget(w)
    w.files.errors = []
    w.files.show_error = lambda title, msg: w.files.errors.append(msg)
    w.files.show_warnings = lambda title, warnings: w.files.errors.extend(warnings)
    # closing at teardown must not block on the "save changes?" box
    w.files.ask_save_changes = lambda: QMessageBox.Discard
    w.resize(1000, 700)
    w.show()
    return w


def ev(hexmap: HexMap, label: str, side: int = 0, button: str = "left") -> HexEvent:
    """The HexEvent a click on hex ``label`` near side ``side`` produces."""
    h = hexmap.parse(label)
    return HexEvent(h, side, hexmap.contains(h), button)
