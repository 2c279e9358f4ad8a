"""`ScenarioFileController`: the window's file commands, scenario-aware.

* Open reads map files (a scenario without units, ``file_kind="map"``) and
  ``*.scenario.json`` files (``file_kind="scenario"``); a bad file is
  reported (file, JSON path, what was expected) and the open document stays.
* Save writes what the document is: a map stays a map file while it has no
  scenario content; once it has units, zones, reinforcements, decks or
  victory hexes, Save asks for a ``.scenario.json`` path (nothing is
  dropped).  Saving a scenario whose map is a referenced map file that was
  edited also writes that map file; a board-composed map that was edited is
  embedded instead.  When other scenarios in the scenario's or the map's
  folder use that map file too, Save asks first (`shared_map`): save the
  map for all of them, keep the change in this scenario (embedded), or
  cancel; what was written is said in the status bar.  Relative map paths are rebased on "save as" into
  another folder.  A scenario the file format would refuse (see the
  Validation dock) is not written: the problems are shown instead.
"""
from __future__ import annotations

import copy
import dataclasses
import os

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QFileDialog

from core.errors import HexwrightError
from editor.background import run_with_progress
from editor.file_controller import FileController
from editor.scenario.overlays import prepare_zone_paths
from editor.scenario.shared_map import CANCEL, KEEP_IN_SCENARIO, SharedMapGuard
from editor.scene.map_painter import HEX_SIZE

SCENARIO_SUFFIX = ".scenario.json"
SAVE_FILTER = QT_TRANSLATE_NOOP("FileDialog", "Hexwright scenarios (*.scenario.json);;Hexwright maps (*.json)")
SCENARIO_FILTER = QT_TRANSLATE_NOOP("FileDialog", "Hexwright scenarios (*.scenario.json);;All files (*)")


class ScenarioFileController(FileController):
    """`FileController` for the window's `editor.document.Document` (see the module doc).
    ``notes`` collects informational messages of the last save (map file
    also written, map embedded)."""

    def __init__(self, window, document, settings):
        super().__init__(window, document, settings)
        self.notes: list[str] = []
        self.shared_map = SharedMapGuard(window)

    # --- dialogs --------------------------------------------------------------------
    def ask_save_path(self) -> str:
        """A path for Save As (scenario or map)."""
        doc = self.document
        name = doc.path or os.path.join(self._start_dir(), "scenario.scenario.json" if doc.has_scenario_content()
                                        else "map.json")
        return QFileDialog.getSaveFileName(self.window, QCoreApplication.translate("ScenarioFileController",
                                                                                   "Save as"), name,
                                           QCoreApplication.translate("FileDialog", SAVE_FILTER))[0]

    def ask_scenario_path(self) -> str:
        """A ``.scenario.json`` path (Save scenario as)."""
        doc = self.document
        base = os.path.splitext(os.path.basename(doc.path))[0] if doc.path else "scenario"
        base = base.removesuffix(".scenario")
        start = os.path.join(os.path.dirname(doc.path) or self._start_dir(), base + SCENARIO_SUFFIX)
        caption = QCoreApplication.translate("ScenarioFileController", "Save scenario as")
        return QFileDialog.getSaveFileName(self.window, caption, start,
                                           QCoreApplication.translate("FileDialog", SCENARIO_FILTER))[0]

    # --- open ---------------------------------------------------------------------------
    def load(self, path: str) -> bool:
        """Open a map or scenario file without asking about unsaved changes
        (`core.formats.open_file.open_file`, as the command line does)."""
        from core.formats.atomic import tidy_before_reading
        from core.formats.open_file import open_file
        def work(progress):
            tidy_before_reading(path)        # an interrupted save of this file is finished first
            opened = open_file(path)
            prepare_zone_paths(opened.scenario, HEX_SIZE)   # the zones' outlines, off the GUI thread too
            return opened, progress(1, 1)

        try:   # off the GUI thread: a 500 x 500 map takes seconds to read and check
            opened, wanted = run_with_progress(self.window, QCoreApplication.translate(
                "ScenarioFileController", "Opening {file}...").format(file=os.path.basename(path)), work, bulk=True)
        except (HexwrightError, OSError) as e:
            self.show_file_error(QCoreApplication.translate("ScenarioFileController", "Cannot open file"), path, e)
            return False
        if not wanted:   # Cancel pressed: the open document stays
            return False
        sc, kind = opened.scenario, opened.kind
        self.document.reset(sc.hexmap, os.path.abspath(path), scenario=sc, file_kind=kind)
        from editor.recent_files import add_recent_file
        add_recent_file(self.settings, path)
        self.recentChanged.emit()
        return True

    # --- save ---------------------------------------------------------------------------
    def save(self) -> bool:
        """Save; a map document that gained scenario content asks for a scenario path."""
        doc = self.document
        if doc.file_kind == "map" and doc.has_scenario_content():
            return self.save_scenario_as()
        return super().save()

    def save_as(self) -> bool:
        """File > Save As: a scenario (or a map that gained scenario content)
        asks for a ``.scenario.json`` path; a plain map for a map path."""
        doc = self.document
        if doc.file_kind == "scenario" or doc.has_scenario_content():
            return self.save_scenario_as()
        return super().save_as()

    def save_scenario_as(self) -> bool:
        """Ask for a ``.scenario.json`` path and save the scenario there."""
        path = self.ask_scenario_path()
        if not path:
            return False
        if not path.endswith(SCENARIO_SUFFIX):
            path = os.path.splitext(path)[0] + SCENARIO_SUFFIX
        return self.save_scenario_to(path)

    def save_to(self, path: str) -> bool:
        """Save to ``path``: a scenario for ``*.scenario.json`` (or the open
        scenario's own path), else a map (refused when that would drop
        scenario content)."""
        doc = self.document
        apath = os.path.abspath(path)
        if path.endswith(SCENARIO_SUFFIX) or (doc.file_kind == "scenario" and apath == doc.path):
            return self.save_scenario_to(path)
        if doc.has_scenario_content():
            self.show_error(QCoreApplication.translate("ScenarioFileController", "Cannot save as a map"),
                            QCoreApplication.translate("ScenarioFileController",
                                                       "{path}: a map file cannot hold the scenario's units, zones, "
                                                       "reinforcements, decks and victory conditions. Save it as a "
                                                       "scenario (a name ending in {suffix}).").format(
                                path=path, suffix=SCENARIO_SUFFIX))
            return False
        if not super().save_to(path):
            return False
        doc.file_kind = "map"
        doc.scenario.map_source = dataclasses.replace(doc.scenario.map_source, kind="file",
                                                      file=os.path.basename(path), boards=[])
        doc.map_edited = False
        return True

    def save_scenario_to(self, path: str) -> bool:
        """Write the scenario (and an edited referenced map file) to ``path``."""
        from core.formats.scenariofile import rebase_map_paths, save_scenario_with_map
        from editor.recent_files import add_recent_file
        from core.setup_checks import format_checks
        doc = self.document
        sc = doc.scenario
        self.notes = []
        problems = run_with_progress(self.window, QCoreApplication.translate(
            "ScenarioFileController", "Checking {file}...").format(file=os.path.basename(path)),
            lambda _progress: format_checks(sc))
        if problems:
            lines = "\n".join(f"  {p.path}: {p.message}" for p in problems[:12])
            rest = len(problems) - 12
            more = ("\n  " + QCoreApplication.translate("ScenarioFileController", "... and {count} more").format(
                count=rest) if rest > 0 else "")
            self.show_error(QCoreApplication.translate("ScenarioFileController", "Cannot save scenario"),
                            QCoreApplication.translate("ScenarioFileController",
                                                       "{path}: the scenario has problems the file format refuses "
                                                       "(see the Validation dock):\n{lines}{more}").format(
                                path=path, lines=lines, more=more))
            return False
        apath = os.path.abspath(path)
        old_dir = os.path.dirname(doc.path) if doc.path else os.getcwd()
        new_dir = os.path.dirname(apath)
        out = dataclasses.replace(sc, map_source=copy.deepcopy(sc.map_source))
        src = out.map_source
        if src.kind == "file" and not doc.path:
            src.kind, src.file = "embedded", None
        try:
            map_target = None
            if doc.map_edited and src.kind == "file":
                map_target = os.path.join(old_dir, src.file)
                choice, others = self.shared_map.decide(map_target, apath, doc.path)
                if choice == CANCEL:
                    self.shared_map.tell(QCoreApplication.translate("ScenarioFileController",
                                                                    "Not saved: the shared map file was left as it is"))
                    return False
                if choice == KEEP_IN_SCENARIO:
                    out.map_source = type(src)("embedded")
                    self.notes.append(self.tr("the edited map is kept in this scenario (embedded); {file} and the "
                                              "%n other scenario(s) using it are unchanged", "", len(others)).format(
                        file=os.path.basename(map_target)))
                    map_target = None
                elif others:
                    self.notes.append(self.tr("the map file is shared: %n other scenario(s) now use the edited map "
                                              "too", "", len(others)))
            elif doc.map_edited and src.kind == "boards":
                out.map_source = type(src)("embedded")
                self.notes.append(QCoreApplication.translate("ScenarioFileController", "the edited board map is now "
                                                             "embedded in the scenario file"))
            rebase_map_paths(out, old_dir, new_dir)
            # one transaction (both old or both new), off the GUI thread (seconds on a 500 x 500 map)
            run_with_progress(self.window, QCoreApplication.translate("ScenarioFileController", "Saving {file}...")
                              .format(file=os.path.basename(apath)),
                              lambda _progress: save_scenario_with_map(out, apath, map_target), bulk=True)
            if map_target:
                self.notes.append(QCoreApplication.translate("ScenarioFileController", "the edited map was saved to "
                                                             "its own file {file}").format(file=map_target))
        except (HexwrightError, OSError) as e:
            self.show_file_error(QCoreApplication.translate("ScenarioFileController", "Cannot save scenario"), path, e)
            return False
        sc.map_source = out.map_source
        doc.file_kind = "scenario"
        doc.map_edited = False
        if apath != doc.path:
            doc.set_path(apath)
        doc.mark_saved()
        add_recent_file(self.settings, apath)
        self.recentChanged.emit()
        self.shared_map.tell(QCoreApplication.translate("ScenarioFileController", "Saved {file}").format(
            file=os.path.basename(apath)) + "".join(f"; {n}" for n in self.notes))
        return True
