"""File handling of the editor window: New, Open, Save, Save As, Import
Tiled, recent files, and the "save changes?" prompt.

`FileController` works on the window's `Document`.  Loading errors
(`core.errors.HexwrightError`, e.g. a `FormatError` naming the file and JSON
path) are shown in a message box and leave the open map exactly as it was.
Dialogs go through small overridable methods (`ask_save_changes`,
`show_error`, `show_warnings`, `ask_open_path`, `ask_save_path`) so tests can
answer them without a screen.
"""
from __future__ import annotations

import os

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QSettings, Signal
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from core.errors import HexwrightError
from core.model import RULESETS, HexMap
from editor.background import run_with_progress
from editor.document import Document
from editor.paths import save_name, start_dir
from editor.recent_files import add_recent_file

MAP_FILTER = QT_TRANSLATE_NOOP("FileDialog", "Hexwright maps (*.json);;All files (*)")
TILED_FILTER = QT_TRANSLATE_NOOP("FileDialog", "Tiled maps (*.tmx *.tmj);;All files (*)")


class FileController(QObject):
    """File commands for ``window`` editing ``document``; ``recentChanged``
    fires when the recent-files list changes, ``discarded`` when the user
    discards unsaved changes."""

    recentChanged = Signal()
    discarded = Signal()      # the user chose Discard for unsaved changes (autosave copies go too)

    def __init__(self, window: QWidget, document: Document, settings: QSettings):
        super().__init__(window)
        self.window = window
        self.document = document
        self.settings = settings

    # --- dialogs (overridable) ---------------------------------------------------
    def ask_save_changes(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel for unsaved changes."""
        return QMessageBox.warning(
            self.window, self.tr("Unsaved changes"),
            self.tr("{name} has unsaved changes. Save them first?").format(
                name=self.document.display_name()),
            QMessageBox.Save | QMessageBox.Discard | QMessageBox.Cancel, QMessageBox.Save)

    def show_error(self, title: str, message: str) -> None:
        """Tell the user something failed (message as given, no traceback)."""
        QMessageBox.critical(self.window, title, message)

    def show_file_error(self, title: str, path: str, e: Exception) -> None:
        """`show_error` for a failed read or write of ``path``: a
        `HexwrightError` says its own message (it names the file), an
        `OSError` becomes ``"path: reason"``."""
        self.show_error(title, str(e) if isinstance(e, HexwrightError) else f"{path}: {e.strerror or e}")

    def show_warnings(self, title: str, warnings: list[str]) -> None:
        """List non-fatal problems (e.g. of a Tiled import)."""
        QMessageBox.information(self.window, title, "\n".join(warnings))

    def ask_open_path(self, title: str, filter_: str) -> str:
        """A file to open, or ``""``."""
        return QFileDialog.getOpenFileName(self.window, title, self._start_dir(), filter_)[0]

    def ask_save_path(self) -> str:
        """A file to save to, or ``""``."""
        sc = self.document.scenario
        suffix = ".json" if self.document.file_kind == "map" and not self.document.has_scenario_content() \
            else ".scenario.json"
        start = self.document.path or os.path.join(self._start_dir(),
                                                   save_name(sc.title or self.document.hexmap.name, suffix))
        return QFileDialog.getSaveFileName(self.window, self.tr("Save map as"), start,
                                           QCoreApplication.translate("FileDialog", MAP_FILTER))[0]

    def _start_dir(self) -> str:
        return start_dir(self.settings)

    # --- commands ---------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the current map (saved, discarded, or
        unmodified); False when the user cancelled or saving failed."""
        if not self.document.is_modified:
            return True
        answer = self.ask_save_changes()
        if answer == QMessageBox.Save:
            return self.save()
        if answer == QMessageBox.Discard:
            self.discarded.emit()
            return True
        return False

    def new_map(self, hexmap: HexMap | None = None) -> bool:
        """Replace the map by ``hexmap`` (or ask with the New map dialog)."""
        if not self.maybe_save():
            return False
        if hexmap is None:
            from editor.widgets.new_map_dialog import NewMapDialog
            dlg = NewMapDialog(self.window, self.document.hexmap.ruleset)
            if not dlg.exec():
                return False
            hexmap = dlg.hexmap()
        self.document.reset(hexmap, None)
        return True

    def open(self, path: str | None = None) -> bool:
        """Open the map file ``path`` (or ask).  On a load error the message
        is shown and the open map stays as it was; returns success."""
        if not self.maybe_save():
            return False
        path = path or self.ask_open_path(self.tr("Open map"), QCoreApplication.translate("FileDialog", MAP_FILTER))
        if not path:
            return False
        return self.load(path)

    def load(self, path: str) -> bool:
        """Load ``path`` without asking about unsaved changes (see `open`)."""
        from core.formats.mapfile import load_map
        try:
            hexmap = load_map(path)
        except (HexwrightError, OSError) as e:
            self.show_file_error(self.tr("Cannot open map"), path, e)
            return False
        self.document.reset(hexmap, os.path.abspath(path))
        add_recent_file(self.settings, path)
        self.recentChanged.emit()
        return True

    def save(self) -> bool:
        """Save to the document's path (Save As when it has none)."""
        if not self.document.path:
            return self.save_as()
        return self.save_to(self.document.path)

    def save_as(self) -> bool:
        """Ask for a path and save there."""
        path = self.ask_save_path()
        return self.save_to(path) if path else False

    def save_to(self, path: str) -> bool:
        """Write the map to ``path`` atomically; shows errors; returns success."""
        from core.formats.mapfile import save_map
        try:   # off the GUI thread: seconds on a 500 x 500 map
            run_with_progress(self.window, self.tr("Saving {file}...").format(file=os.path.basename(path)),
                              lambda _progress: save_map(self.document.hexmap, path), bulk=True)
        except HexwrightError as e:
            self.show_error(self.tr("Cannot save map"), str(e))
            return False
        path = os.path.abspath(path)
        if path != self.document.path:
            self.document.set_path(path)
        self.document.mark_saved()
        add_recent_file(self.settings, path)
        self.recentChanged.emit()
        return True

    def import_tiled(self, path: str | None = None, ruleset: str | None = None) -> bool:
        """File > Import Tiled: read a Tiled ``.tmx`` hex map as a new,
        unsaved map of ``ruleset`` (asked when None); shows the importer's
        warnings; errors leave the open map as it was."""
        try:
            from core.formats.tiled import import_tiled
        except ImportError:
            self.show_error(self.tr("Import Tiled"), self.tr("The Tiled importer is not available in this version."))
            return False
        if not self.maybe_save():
            return False
        path = path or self.ask_open_path(self.tr("Import Tiled map"),
                                          QCoreApplication.translate("FileDialog", TILED_FILTER))
        if not path:
            return False
        if ruleset is None:
            hm_ruleset = self.document.hexmap.ruleset
            current = list(RULESETS).index(hm_ruleset) if hm_ruleset in RULESETS else 0
            ruleset, ok = QInputDialog.getItem(self.window, self.tr("Import Tiled"), self.tr("Ruleset of the map:"),
                                               list(RULESETS),
                                               current, False)
            if not ok:
                return False
        try:
            hexmap, warnings = import_tiled(path, ruleset)
        except HexwrightError as e:
            self.show_error(self.tr("Cannot import Tiled map"), str(e))
            return False
        self.document.reset(hexmap, None, modified=True)
        if warnings:
            self.show_warnings(self.tr("Tiled import warnings"), warnings)
        return True
