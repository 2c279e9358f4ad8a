"""Edit > Preferences: editor settings kept in QSettings.

The autosave interval (``autosave/interval_s``, seconds, default
`DEFAULT_AUTOSAVE_S`; 0 turns autosave off), the interface language
(``ui/language``: empty = the system's language, English where no
catalogue exists; applies after a restart), the default folder of file
dialogs (``paths/default_folder``, `editor.paths`), the overlays shown
(``overlays/<id>``, the same keys the View menu's Overlays remember:
`editor.overlay_toggles`) and the units print sizes are given in
(``print/units``: mm or in).
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QHBoxLayout,
                               QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout, QWidget)

from editor.overlay_toggles import KEY as OVERLAY_KEY
from editor.overlay_toggles import OVERLAY_IDS, overlay_state
from editor.paths import DEFAULT_FOLDER_KEY

AUTOSAVE_KEY = "autosave/interval_s"
DEFAULT_AUTOSAVE_S = 60
MAX_AUTOSAVE_S = 3600
LANGUAGE_KEY = "ui/language"
LANGUAGES = (("", QT_TRANSLATE_NOOP("PreferencesDialog", "System default")), ("en", "English"),
             ("ru", "Русский (Russian)"))
PRINT_UNITS_KEY = "print/units"
PRINT_UNITS = (("mm", QT_TRANSLATE_NOOP("PreferencesDialog", "millimetres")),
               ("in", QT_TRANSLATE_NOOP("PreferencesDialog", "inches")))
OVERLAY_DEFAULTS = {"view.labels": True, "view.show_hidden": True, "view.movement_preview": True,
                    "view.fire_arc": False}


def print_units(settings: QSettings) -> str:
    """``"mm"`` or ``"in"``: the units print sizes are shown in."""
    value = settings.value(PRINT_UNITS_KEY, "mm")
    return value if value in ("mm", "in") else "mm"


def ui_language(settings: QSettings) -> str:
    """The chosen interface language code (``""``: the system's)."""
    value = settings.value(LANGUAGE_KEY, "")
    return value if value in {code for code, _ in LANGUAGES} else ""


def autosave_interval(settings: QSettings) -> int:
    """The autosave interval in seconds (0: off); a bad stored value gives the default."""
    try:
        n = int(settings.value(AUTOSAVE_KEY, DEFAULT_AUTOSAVE_S))
    except (TypeError, ValueError):
        return DEFAULT_AUTOSAVE_S
    return n if 0 <= n <= MAX_AUTOSAVE_S else DEFAULT_AUTOSAVE_S


class PreferencesDialog(QDialog):
    """The Preferences form on ``settings``; OK writes the values back."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.settings = settings
        form = QFormLayout()
        self.autosave = QSpinBox()
        self.autosave.setRange(0, MAX_AUTOSAVE_S)
        self.autosave.setSuffix(self.tr(" s"))
        self.autosave.setSpecialValueText(self.tr("off"))
        self.autosave.setValue(autosave_interval(settings))
        self.autosave.setToolTip(self.tr("Edited work is copied to a recovery folder this often (never over your "
                                 "file); after a crash the editor offers it back. 0 turns autosave off."))
        form.addRow(self.tr("Autosave every:"), self.autosave)
        self.language = QComboBox()
        for code, name in LANGUAGES:
            self.language.addItem(self.tr(name) if not code else name, code)  # a language's own name stays
        self.language.setCurrentIndex(max(0, self.language.findData(ui_language(settings))))
        self.language.setToolTip(self.tr("Applies the next time the editor starts; languages without a translation "
                                 "fall back to English."))
        form.addRow(self.tr("Language:"), self.language)
        restart = QLabel(self.tr("<small>The language changes when the editor starts again.</small>"))
        restart.setWordWrap(True)
        form.addRow("", restart)
        self.folder = QLineEdit(str(settings.value(DEFAULT_FOLDER_KEY, "") or ""))
        self.folder.setPlaceholderText(self.tr("your documents folder"))
        self.folder.setMinimumWidth(self.folder.fontMetrics().horizontalAdvance(self.folder.placeholderText()) + 24)
        browse = QPushButton(self.tr("Browse..."))
        browse.clicked.connect(self._browse)
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.folder, 1)
        line.addWidget(browse)
        form.addRow(self.tr("Default folder:"), row)
        self.overlays: dict[str, QCheckBox] = {}
        box = QWidget()
        col = QVBoxLayout(box)
        col.setContentsMargins(0, 0, 0, 0)
        names = {"view.labels": self.tr("Hex labels"), "view.show_hidden": self.tr("Hidden units (designer's view)"),
                 "view.movement_preview": self.tr("Movement preview"), "view.fire_arc": self.tr("Fire arc")}
        for action_id in OVERLAY_IDS:
            cb = QCheckBox(names.get(action_id) or QCoreApplication.translate("OverlayToggles", OVERLAY_IDS[action_id]))
            cb.setChecked(overlay_state(settings, action_id, OVERLAY_DEFAULTS.get(action_id, True)))
            self.overlays[action_id] = cb
            col.addWidget(cb)
        form.addRow(self.tr("Overlays shown:"), box)
        self.units = QComboBox()
        for code, name in PRINT_UNITS:
            self.units.addItem(self.tr(name), code)
        self.units.setCurrentIndex(max(0, self.units.findData(print_units(settings))))
        form.addRow(self.tr("Print sizes in:"), self.units)
        note = QLabel(self.tr("Recovery copies live in your data folder and are removed once you save or discard."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def _browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Default folder"), self.folder.text())
        if chosen:
            self.folder.setText(chosen)

    def accept(self) -> None:
        """Store the values, then close."""
        self.settings.setValue(AUTOSAVE_KEY, self.autosave.value())
        self.settings.setValue(LANGUAGE_KEY, self.language.currentData())
        self.settings.setValue(DEFAULT_FOLDER_KEY, self.folder.text().strip())
        for action_id, cb in self.overlays.items():
            self.settings.setValue(OVERLAY_KEY.format(action_id), cb.isChecked())
        self.settings.setValue(PRINT_UNITS_KEY, self.units.currentData())
        super().accept()
