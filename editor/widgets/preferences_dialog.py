"""Edit > Preferences: editor settings kept in QSettings.

Today it holds the autosave interval (``autosave/interval_s``, seconds,
default `DEFAULT_AUTOSAVE_S`; 0 turns autosave off); other fields join as
rows of the same form.
"""
from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

AUTOSAVE_KEY = "autosave/interval_s"
DEFAULT_AUTOSAVE_S = 60
MAX_AUTOSAVE_S = 3600


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
        self.setWindowTitle("Preferences")
        self.settings = settings
        form = QFormLayout()
        self.autosave = QSpinBox()
        self.autosave.setRange(0, MAX_AUTOSAVE_S)
        self.autosave.setSuffix(" s")
        self.autosave.setSpecialValueText("off")
        self.autosave.setValue(autosave_interval(settings))
        self.autosave.setToolTip("Edited work is copied to a recovery folder this often (never over your "
                                 "file); after a crash the editor offers it back. 0 turns autosave off.")
        form.addRow("Autosave every:", self.autosave)
        note = QLabel("Recovery copies live in your data folder and are removed once you save or discard.")
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def accept(self) -> None:
        """Store the values, then close."""
        self.settings.setValue(AUTOSAVE_KEY, self.autosave.value())
        super().accept()
