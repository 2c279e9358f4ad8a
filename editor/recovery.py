"""Autosave and crash recovery of the editor window.

`Autosave` copies the edited document every N seconds (Preferences,
`editor.widgets.preferences_dialog.autosave_interval`, default 60) into the
recovery folder under the user's data location
(`core.formats.recovery`), never over the user's file.  Its copy is removed
when the document is saved (the undo stack turns clean) or the user
discards the changes.  On the next start after a crash `Autosave.offer`
lists every recovered document with the time it was autosaved and what
differs from the file on disk (`RecoveryDialog`); Restore opens it as an
unsaved document (the original file stays untouched until the user
saves), Discard removes the copy, Later keeps it for the next start.

`install_recovery(window)` adds the autosave, Edit > Preferences and Help >
Open log folder to a main window.
"""
from __future__ import annotations

import itertools
import logging
import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

from core.errors import HexwrightError
from core.formats.recovery import (Recovered, differences, original_of, pending_recoveries, recovery_doc,
                                   write_recovery)
from editor.logging_setup import data_folder, log_folder
from editor.widgets.preferences_dialog import PreferencesDialog, autosave_interval

_log = logging.getLogger(__name__)
_windows = itertools.count(1)


def recovery_folder() -> str:
    """The recovery folder under the user's data location."""
    return os.path.join(data_folder(), "recovery")


class Autosave(QObject):
    """Autosave of ``window.document`` into ``folder`` (see the module doc)."""

    def __init__(self, window, folder: str | None = None):
        super().__init__(window)
        self.window = window
        self.folder = folder or recovery_folder()
        self.key = f"{os.getpid()}-{next(_windows)}"
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.save_now)
        self.apply_settings()
        window.document.modifiedChanged.connect(lambda modified: None if modified else self.clear())
        window.files.discarded.connect(self.clear)

    @property
    def path(self) -> Path:
        """This window's recovery file."""
        return Path(self.folder) / f"{self.key}.recovery.json"

    def apply_settings(self) -> None:
        """(Re)start the timer with the Preferences interval (0: off)."""
        seconds = autosave_interval(self.window.settings)
        self.timer.stop()
        if seconds:
            self.timer.start(seconds * 1000)

    def save_now(self) -> bool:
        """Write the recovery copy if the document has unsaved changes;
        returns whether one was written (failures are logged and shown in
        the status bar, never raised)."""
        doc = self.window.document
        if not doc.is_modified:
            return False
        try:
            write_recovery(self.folder, self.key, recovery_doc(doc.scenario, doc.path, doc.file_kind,
                                                               doc.map_edited))
        except (HexwrightError, OSError) as e:
            _log.exception("autosave to %s failed", self.folder)
            self.window.statusBar().showMessage(self.tr("Autosave failed: {error}").format(error=e), 8000)
            return False
        return True

    def clear(self) -> None:
        """Remove this window's recovery copy (after a save or a discard)."""
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            _log.exception("cannot remove the recovery file %s", self.path)

    # --- after a crash -----------------------------------------------------------
    def pending(self) -> list[Recovered]:
        """Recovered documents of editors that ended without saving."""
        return [r for r in pending_recoveries(self.folder) if r.file != self.path]

    def offer(self) -> Recovered | None:
        """Offer the recovered documents (`RecoveryDialog`); restores the one
        chosen into the window.  Returns it, or None."""
        found = self.pending()
        if not found:
            return None
        dlg = RecoveryDialog(found, self.window)
        dlg.exec()
        for r in dlg.discarded:
            self.discard(r)
        if dlg.chosen is not None:
            self.restore(dlg.chosen)
        return dlg.chosen

    def restore(self, r: Recovered) -> None:
        """Open ``r`` in the window as unsaved work on its original path; the
        recovery copy becomes this window's own (removed on save)."""
        doc = self.window.document
        doc.reset(r.scenario.hexmap, r.path or None, modified=True, scenario=r.scenario, file_kind=r.file_kind)
        doc.map_edited = r.map_edited
        try:
            Path(self.folder).mkdir(parents=True, exist_ok=True)
            os.replace(r.file, self.path)
        except OSError:
            _log.exception("cannot take over the recovery file %s", r.file)
        self.window.statusBar().showMessage(
            self.tr("Recovered work restored (autosaved {when}); save it to keep it").format(when=_when(
                r.saved_at)), 10000)

    def discard(self, r: Recovered) -> None:
        """Remove the recovery copy ``r`` (an explicit discard)."""
        try:
            r.file.unlink()
        except OSError:
            _log.exception("cannot remove the recovery file %s", r.file)


def _when(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(t))


def describe(r: Recovered) -> str:
    """The lines shown for one recovered document: name, time, differences."""
    untitled = (QCoreApplication.translate("recovery", "Untitled ({title})").format(title=r.scenario.title)
                if r.scenario.title else
                QCoreApplication.translate("recovery", "Untitled (new map)") if r.file_kind == "map" else
                QCoreApplication.translate("recovery", "Untitled (new scenario)"))
    name = r.path or untitled
    lines = [name, "    " + QCoreApplication.translate("recovery", "autosaved {when}").format(when=_when(r.saved_at))]
    lines += [f"    {d}" for d in differences(original_of(r), r.scenario)]
    return "\n".join(lines)


class RecoveryDialog(QDialog):
    """The list of recovered documents with Restore, Discard and Later;
    after ``exec`` ``chosen`` is the one to restore (or None) and
    ``discarded`` the ones to remove."""

    def __init__(self, found: list[Recovered], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Recover unsaved work"))
        self.found, self.chosen, self.discarded = found, None, []
        head = QLabel(self.tr("Hexwright did not close normally last time. This work was autosaved and not saved to "
                      "its file. Your files are untouched: a restored document opens as unsaved changes."))
        head.setWordWrap(True)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        for r in found:
            item = QListWidgetItem(describe(r))
            item.setData(Qt.UserRole, r)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.list.setMinimumSize(560, 90 * min(len(found), 3) + 20)
        buttons = QDialogButtonBox()
        restore = QPushButton(self.tr("Restore"))
        restore.setDefault(True)
        discard = QPushButton(self.tr("Discard"))
        later = QPushButton(self.tr("Later"))
        buttons.addButton(restore, QDialogButtonBox.AcceptRole)
        buttons.addButton(discard, QDialogButtonBox.DestructiveRole)
        buttons.addButton(later, QDialogButtonBox.RejectRole)
        restore.clicked.connect(self._restore)
        discard.clicked.connect(self._discard)
        later.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)

    def _current(self) -> Recovered | None:
        item = self.list.currentItem()
        return item.data(Qt.UserRole) if item is not None else None

    def _restore(self) -> None:
        self.chosen = self._current()
        self.accept()

    def _discard(self) -> None:
        r = self._current()
        if r is None:
            return
        self.discarded.append(r)
        self.list.takeItem(self.list.currentRow())
        if self.list.count() == 0:
            self.accept()


def open_log_folder() -> bool:
    """Help > Open log folder: show it in the file manager."""
    return QDesktopServices.openUrl(QUrl.fromLocalFile(log_folder()))


def preferences(window) -> bool:
    """Edit > Preferences: the dialog; OK applies the autosave interval."""
    dlg = PreferencesDialog(window.settings, window)
    if not dlg.exec():
        return False
    window.autosave.apply_settings()
    window.overlays.reload()          # Preferences edit the overlays' remembered states
    return True


def install_recovery(window, folder: str | None = None) -> Autosave:
    """Give ``window`` its `Autosave` (``window.autosave``), Edit >
    Preferences (``edit.preferences``) and Help > Open log folder
    (``help.open_log_folder``), registered in ``window.action_registry``."""
    window.autosave = Autosave(window, folder)
    reg = window.action_registry
    if reg.get("edit.preferences") is None:
        reg.create("edit.preferences", QCoreApplication.translate("recovery", "Pre&ferences..."),
                   lambda: preferences(window), "edit",
                   tip=QCoreApplication.translate("recovery", "Autosave interval and other editor settings"))
    help_menu = reg.menu("help") if "help" in reg.menu_ids() else reg.add_menu("help",
                                                                               QCoreApplication.translate("recovery",
                                                                                                          "&Help"))
    reg.create("help.open_log_folder", QCoreApplication.translate("recovery", "Open &log folder"), open_log_folder,
               help_menu,
               tip=QCoreApplication.translate("recovery", "The editor's log: every error it caught, with details for "
                                                          "a bug report"))
    return window.autosave
