"""The editor's interface language (issue 17): choose it, install Qt's translators.

The language is Preferences' ``ui/language`` (`editor.widgets.preferences_dialog`)
or, when that is empty (the default), ``HEXWRIGHT_LANG`` and then the system's
(`QLocale.system()`).  `install(app, lang)` loads a `QTranslator` for every
``editor/i18n/*_<lang>.qm`` (built from the ``.ts`` sources by
``scripts/setup-env``: ``tools/qt_catalogue.py compile``) plus Qt's own
``qtbase_<lang>.qm`` (standard buttons and dialogs), and makes core's gettext
messages (`core.i18n`) follow the same language.  A language without a
catalogue shows English.  The choice applies when the editor starts.
"""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QThread, QTranslator

from core import i18n as core_i18n
from editor.widgets.preferences_dialog import ui_language

I18N_DIR = Path(__file__).resolve().parent / "i18n"
_installed: list[QTranslator] = []
_language: str | None = None    # what `install` put in effect last


def _code(value: str) -> str:
    """``"ru_RU.UTF-8"`` -> ``"ru"``; ``""`` for none, ``C`` or ``POSIX``."""
    value = value.split(":")[0].split(".")[0].split("@")[0].strip()
    if not value or value in ("C", "POSIX"):
        return ""
    return value.replace("-", "_").split("_")[0].lower()


def chosen_language(settings: QSettings) -> str:
    """The language code the editor should show (``"ru"``, ``"en"``...): the
    Preferences choice, else ``HEXWRIGHT_LANG``, else the system's locale."""
    return (_code(ui_language(settings)) or _code(os.environ.get("HEXWRIGHT_LANG", ""))
            or _code(QLocale.system().name()) or "en")


def catalogues(lang: str, folder: Path | None = None) -> list[Path]:
    """The compiled editor catalogues of ``lang`` (``editor/i18n/*_<lang>.qm``,
    or those in ``folder``)."""
    return sorted((folder or I18N_DIR).glob(f"*_{lang}.qm"))


def install(app: QCoreApplication, lang: str, folder: Path | None = None) -> str:
    """Translate ``app`` into ``lang`` from now on: remove the translators an
    earlier call installed, load the editor's catalogues of ``lang`` (from
    ``editor/i18n`` or ``folder``) and Qt's own, and set core's language.
    Returns the language in effect (``"en"`` when ``lang`` has no editor
    catalogue; ``install(app, "en")`` shows English, with the English plural
    forms of ``*_en.qm``)."""
    global _language
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    files = catalogues(lang, folder)  # English too: its *_en.qm hold the plural forms ("1 unit", "2 units")
    if not files:
        core_i18n.set_language("en")
        QLocale.setDefault(QLocale(QLocale.English, QLocale.UnitedStates))
        _language = "en"
        return "en"
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for path in files + [Path(qt_dir) / f"qtbase_{lang}.qm"]:
        translator = QTranslator(app)
        if path.exists() and translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
    core_i18n.set_language(lang)
    # numbers in spin boxes and Qt's own text as the language writes them ("19,00 мм"); set before the widgets exist
    QLocale.setDefault(QLocale(lang) if lang != "en" else QLocale(QLocale.English, QLocale.UnitedStates))
    _language = lang
    return lang


def ensure_installed(app: QCoreApplication | None = None) -> str:
    """Install the translators once where the editor's start did not (the
    CLI's ``hexwright print``, a script): for core's language
    (`core.i18n.language`: ``HEXWRIGHT_LANG``, ``LANGUAGE``, ``LANG``...);
    a no-op after `install` and off the GUI thread (a worker's print waits
    for the GUI thread's).  Returns the language in effect ("" without an
    application or off its thread)."""
    app = app or QCoreApplication.instance()
    if app is None or QThread.currentThread() != app.thread():
        return _language or ""
    return _language or install(app, core_i18n.language())
