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

Numbers shown to people follow the language too (`decimal`, `percent`,
`Number` for a template's ``{x:.1%}``: ``"0,5"`` and ``"42 %"`` in
Russian, the locale's symbols from Babel's CLDR data); machine output
(JSON, ``name=value`` lines, files) keeps Python's own formatting.
"""
from __future__ import annotations

import gettext
import os
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from babel import Locale, UnknownLocaleError

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


@contextmanager
def pinned():
    """Keep `language()` fixed for the block (a CLI command's run): read
    once, so a message costs no environment reads (five `os.environ`
    lookups a message were ~10-25 % of a bot playout's CPU).  The language
    chosen before the block is restored after it."""
    global _chosen
    before = _chosen
    _chosen = language()
    try:
        yield
    finally:
        _chosen = before


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


_ENGLISH_STYLE = (".", ",", "", "%")


@lru_cache(maxsize=8)
def _number_style(code: str) -> tuple[str, str, str, str]:
    """(decimal symbol, group symbol, percent prefix, percent suffix) of
    language ``code`` (CLDR data through Babel; English's own for an
    unknown language)."""
    if code == "en":
        return _ENGLISH_STYLE
    try:
        loc = Locale.parse(code)
        symbols = loc.number_symbols["latn"]
        dec, group = symbols["decimal"], symbols["group"]
        pattern = loc.percent_formats[None].pattern.split(";")[0]
    except (UnknownLocaleError, ValueError, KeyError, TypeError):
        return _ENGLISH_STYLE
    digits = [i for i, ch in enumerate(pattern) if ch in "#0,."]
    return (dec, group, pattern[:digits[0]], pattern[digits[-1] + 1:]) if digits else (dec, group, "", "%")


def localize_number(text: str) -> str:
    """A number Python formatted (``"0.5"``, ``"1,234.5"``, ``"42.5%"``)
    written the way the current language writes it (Russian ``"0,5"``,
    ``"1 234,5"``, ``"42,5 %"``)."""
    dec, group, prefix, suffix = _number_style(language())
    if (dec, group, prefix, suffix) == _ENGLISH_STYLE:
        return text
    pct = text.endswith("%")
    body = (text[:-1] if pct else text).replace(",", "\0").replace(".", dec).replace("\0", group)
    return prefix + body + suffix if pct else body


class Number:
    """A number for a message template: ``"{rate:.1%}".format(rate=Number(0.425))``
    is ``"42.5%"`` in English and ``"42,5\u00a0%"`` in Russian -- any format
    spec, then `localize_number`; ``str()`` as with no spec.  Lets a
    template keep its format spec in the msgid while the number follows
    the user's language."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value

    def __format__(self, spec: str) -> str:
        return localize_number(format(self.value, spec))

    def __str__(self) -> str:
        return format(self, "")


def decimal(value: float, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals as the current language writes
    it (``0.5`` -> ``"0.5"`` in English, ``"0,5"`` in Russian); rounding as
    Python's ``f"{value:.{digits}f}"``, no grouping."""
    return localize_number(f"{value:.{digits}f}")


def percent(fraction: float, digits: int = 0) -> str:
    """``fraction`` (0-1) as a percentage the way the current language
    writes it (``0.42`` -> ``"42%"`` in English, ``"42\u00a0%"`` in
    Russian); rounding as Python's ``f"{fraction:.0%}"``."""
    return localize_number(f"{fraction:.{digits}%}")
