"""The editor's Qt translation sources (issue 17), with PySide6's lupdate/lrelease.

    python tools/qt_catalogue.py update [main|play]   # lupdate the area's files into editor/i18n/<area>_<lang>.ts
                                      # (--english: also <area>_en.ts, the English plural forms)
    python tools/qt_catalogue.py compile              # every editor/i18n/*.ts -> .qm (scripts/setup-env runs this)
    python tools/qt_catalogue.py check [main|play]    # unfinished, vanished, missing entries, numerus forms;
                                                      # exit 1 if any

The editor's strings are ``self.tr("...")`` in QObject subclasses and
``QCoreApplication.translate("Context", "...")`` elsewhere (the class or
module name as context); plurals ``self.tr("%n unit(s)", "", n)``.  Each
*area* (`AREAS`) is a set of editor folders with its own ``.ts`` source,
so two people translating different areas never edit the same file.
``.ts`` files are kept in git; ``.qm`` files are built, never committed.
Core's messages are not here: they are gettext (`tools/i18n_catalogue.py`).
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EDITOR = ROOT / "editor"
I18N = EDITOR / "i18n"
LANGUAGES = ("ru",)
#: Plural forms a numerus message has per language (Qt's rules: ru one/few/many).
NUMERUS_FORMS = {"ru": 3}
#: Languages whose catalogue holds only the plural forms of the numerus
#: messages (lupdate -pluralonly), the sources being English: "%n unit(s)"
#: -> "1 unit" / "2 units".  An area has one when its ``<area>_en.ts``
#: exists (``update AREA --english`` creates it); `editor.translation`
#: loads it for English.
PLURAL_ONLY = ("en",)

#: area -> (top-level editor/*.py included?, sub-packages of editor/)
AREAS: dict[str, tuple[bool, tuple[str, ...]]] = {
    "main": (True, ("widgets", "scenario", "scene", "tools", "commands")),
    "play": (False, ("playtest", "print", "balance", "tng", "fow")),
}


def area_files(area: str) -> list[Path]:
    """The ``.py`` files of ``area`` (absolute paths, sorted); KeyError for an unknown area."""
    top, folders = AREAS[area]
    files = sorted(EDITOR.glob("*.py")) if top else []
    for folder in folders:
        files += sorted((EDITOR / folder).rglob("*.py"))
    return files


def area_of(path: Path) -> str | None:
    """The area a file of editor/ belongs to, None when none lists it."""
    path = path.resolve()
    for area in AREAS:
        if path in set(area_files(area)):
            return area
    return None


def ts_path(area: str, lang: str) -> Path:
    """``editor/i18n/<area>_<lang>.ts``."""
    return I18N / f"{area}_{lang}.ts"


def _tool(name: str) -> str:
    """The path of a PySide6 tool (``pyside6-lupdate``), beside this Python first."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 into this environment")
    return found


def _lupdate(files: list[Path], ts: Path, *, keep_obsolete: bool = False, plural_only: bool = False) -> None:
    args = [_tool("pyside6-lupdate"), "-silent", "-locations", "none"] + (["-pluralonly"] if plural_only else [])
    if not keep_obsolete:
        args.append("-no-obsolete")
    subprocess.run(args + [str(f) for f in files] + ["-ts", str(ts)], check=True,
                   stdout=subprocess.DEVNULL)


def update(area: str, keep_obsolete: bool = False, english: bool = False) -> list[Path]:
    """Extract ``area``'s sources into its ``.ts`` of every language, keeping the
    translations already made (and its `PLURAL_ONLY` ones when they exist or
    ``english``); returns the ``.ts`` paths written."""
    I18N.mkdir(exist_ok=True)
    out = []
    for lang in LANGUAGES:
        ts = ts_path(area, lang)
        _lupdate(area_files(area), ts, keep_obsolete=keep_obsolete)
        out.append(ts)
    for lang in PLURAL_ONLY:
        ts = ts_path(area, lang)
        if english or ts.exists():
            _lupdate(area_files(area), ts, keep_obsolete=keep_obsolete, plural_only=True)
            out.append(ts)
    return out


def compile_all(out_dir: Path | None = None) -> list[Path]:
    """``editor/i18n/*.ts`` -> ``.qm`` beside them, or in ``out_dir`` (lrelease);
    returns the ``.qm`` paths."""
    out = []
    for ts in sorted(I18N.glob("*.ts")):
        qm = (out_dir or I18N) / (ts.stem + ".qm")
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True,
                       stdout=subprocess.DEVNULL)
        out.append(qm)
    return out


@dataclass(frozen=True)
class Entry:
    """One message of a ``.ts``: its context, source, disambiguation comment,
    whether it is numerus, its translation forms and its ``type`` attribute
    (``""``, ``"unfinished"``, ``"vanished"``, ``"obsolete"``)."""

    context: str
    source: str
    comment: str
    numerus: bool
    forms: tuple[str, ...]
    state: str

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def read_ts(ts: Path) -> list[Entry]:
    """The messages of ``ts`` (an empty list when the file does not exist)."""
    if not ts.exists():
        return []
    entries = []
    for ctx in ET.parse(ts).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ()
                state = "unfinished"
            else:
                forms = tuple(f.text or "" for f in tr.iter("numerusform")) if numerus else (tr.text or "",)
                state = tr.get("type", "")
            entries.append(Entry(name, msg.findtext("source") or "", msg.findtext("comment") or "",
                                 numerus, forms, state))
    return entries


def extracted(area: str) -> set[tuple[str, str, str]]:
    """``(context, source, comment)`` of every message lupdate finds in ``area``'s code now."""
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / f"{area}_{LANGUAGES[0]}.ts"
        _lupdate(area_files(area), ts)
        return {e.key for e in read_ts(ts)}


_PLACEHOLDER = re.compile(r"%n|%L?\d|\{[A-Za-z_0-9]*\}")


def problems(area: str) -> list[str]:
    """What keeps ``area``'s translations from being complete, one line each
    (empty when complete): a message of the code missing from a ``.ts``, an
    entry the code no longer has (vanished/obsolete), an unfinished or empty
    translation, a numerus message without the language's number of forms or a
    translation that drops or adds a placeholder (``%n``, ``%1``, ``{name}``)."""
    every = extracted(area)
    out = []
    for lang in list(LANGUAGES) + [lang for lang in PLURAL_ONLY if ts_path(area, lang).exists()]:
        # a plural-only catalogue holds the numerus messages (those of the first language's, still in the code)
        found = every if lang in LANGUAGES else every & {
            e.key for e in read_ts(ts_path(area, LANGUAGES[0])) if e.numerus}
        ts = ts_path(area, lang)
        rel = ts.relative_to(ROOT)
        entries = read_ts(ts)
        keys = {e.key for e in entries}
        for key in sorted(found - keys):
            out.append(f"{rel}: missing [{key[0]}] {key[1]!r}")
        for e in entries:
            where = f"{rel}: [{e.context}] {e.source!r}"
            if not e.context:
                out.append(f"{where}: no context (a bare tr() or translate() with a variable context never "
                           "finds its translation)")
                continue
            if e.key not in found or e.state in ("vanished", "obsolete"):
                out.append(f"{where}: vanished from the code (run update)")
                continue
            if e.state == "unfinished" or not all(f.strip() for f in e.forms) or not e.forms:
                out.append(f"{where}: unfinished")
                continue
            want = NUMERUS_FORMS.get(lang, 2)
            if e.numerus and len(e.forms) != want:
                out.append(f"{where}: {len(e.forms)} numerus forms, {lang} needs {want}")
            source_ph = sorted(set(_PLACEHOLDER.findall(e.source)) - ({"%n"} if e.numerus else set()))
            for form in e.forms:
                if sorted(set(_PLACEHOLDER.findall(form)) - ({"%n"} if e.numerus else set())) != source_ph:
                    out.append(f"{where}: placeholders differ in {form!r}")
                    break
    return out


def main(argv: list[str]) -> int:
    """The command line (see the module doc)."""
    if not argv or argv[0] not in ("update", "compile", "check"):
        print(__doc__)
        return 2
    areas = [a for a in argv[1:] if not a.startswith("--")] or list(AREAS)
    unknown = [a for a in areas if a not in AREAS]
    if unknown:
        print(f"unknown area {unknown[0]!r}: expected one of {', '.join(AREAS)}", file=sys.stderr)
        return 2
    if argv[0] == "update":
        for area in areas:
            for ts in update(area, keep_obsolete="--keep-obsolete" in argv, english="--english" in argv):
                n = len(read_ts(ts))
                print(f"{ts.relative_to(ROOT)}: {n} messages")
        return 0
    if argv[0] == "compile":
        for qm in compile_all():
            print(qm.relative_to(ROOT))
        return 0
    bad = 0
    for area in areas:
        found = problems(area)
        for line in found:
            print(line)
        bad += len(found)
        print(f"{area}: {'complete' if not found else f'{len(found)} problem(s)'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
