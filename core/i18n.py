"""Translation of core's messages with gettext (issue 17).

Core keeps its sentences in English, as gettext message ids: the templates
of `core.messages` and the strings marked with `_` in core code.  A
surface turns them into the user's language here:

* `language()` is the language asked for: ``HEXWRIGHT_LANG``, else the
  usual ``LANGUAGE`` (first of its ``:`` list), ``LC_ALL``,
  ``LC_MESSAGES``, ``LANG`` (``ru_RU.UTF-8`` -> ``ru``); ``en`` when none
  is set or it is ``C``/``POSIX``;
* `translation()` is the `gettext` translation of that language from the
  catalogues in ``core/locale/<lang>/LC_MESSAGES/hexwright.mo`` (compiled
  from the ``.po`` sources kept beside them by ``scripts/setup-env``);
  English (the ids themselves) for a language with no catalogue;
* `_` and `ngettext` translate one message (plural forms the gettext
  way: Russian has three).

`set_language(code)` changes the language for the rest of the process
(the editor calls it with its Preferences setting at start).
"""
from __future__ import annotations

import gettext
import os
from functools import lru_cache
from pathlib import Path

DOMAIN = "hexwright"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
_chosen: str | None = None


def _code(value: str) -> str:
    value = value.split(":")[0].split(".")[0].split("@")[0].strip()
    if not value or value in ("C", "POSIX"):
        return ""
    return value.split("_")[0].lower()


def language() -> str:
    """The language code asked for (see the module doc), e.g. ``"ru"``."""
    if _chosen:
        return _chosen
    for var in ("HEXWRIGHT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        code = _code(os.environ.get(var, ""))
        if code:
            return code
    return "en"


def set_language(code: str | None) -> None:
    """Use language ``code`` from now on (None or ``""``: the environment's)."""
    global _chosen
    _chosen = _code(code or "") or None
    _translation.cache_clear()


def available() -> list[str]:
    """Languages with a compiled catalogue, English first."""
    found = sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"))
    return ["en"] + [c for c in found if c != "en"]


@lru_cache(maxsize=8)
def _translation(code: str) -> gettext.NullTranslations:
    return gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[code], fallback=True)


def translation() -> gettext.NullTranslations:
    """The translation of `language()` (English when it has no catalogue)."""
    return _translation(language())


def _(message: str) -> str:
    """``message`` (an English message id) in the current language."""
    return translation().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of ``singular``/``plural`` for count ``n`` in the current
    language (Russian chooses among three forms)."""
    return translation().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, as translated in role
    ``context`` (``"terrain"``, ``"unit"``, ``"card"``...: equal English
    words in different roles may differ)."""
    return translation().pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it (templates
    kept in tables, translated where they are shown)."""
    return message
