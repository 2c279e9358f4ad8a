"""``hexwright validate FILE...``: check Hexwright files and list every problem.

Dispatches on each file's ``format`` field to the module of `core.formats`
that declares that ``FORMAT`` and a ``validate_file(path)`` function (maps,
scenarios).  A scenario that loads is then checked by
`core.setup_checks.check_scenario`, the same list the editor's validation
dock shows, rendered by `core.problems.render` (same wording).
"""
from __future__ import annotations

import argparse
import logging
from core.i18n import _

HELP = "check map and scenario files; print every error and warning, exit 1 if any (see exit status)"

EXIT_POLICY = """\
Each problem is one line FILE: JSON-PATH: [error|warning:] TEXT (RULE).
Errors are what the file format or the play engine refuses (the file cannot
be loaded, saved or played as it is); warnings are the designer's checks of
a scenario (it plays, but probably not as intended: a hidden unit revealed
at once, a unit in terrain it may not enter...), the same list the editor's
Validation dock shows.

exit status: 0 every file is ok; 1 some file has an error or a warning
(with --allow-warnings: an error); 2 bad command-line usage."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """FILE... positional arguments, ``--allow-warnings``; the exit policy as epilog."""
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = EXIT_POLICY
    parser.add_argument("files", nargs="+", metavar="FILE", help="Hexwright JSON files to check")
    parser.add_argument("--allow-warnings", action="store_true",
                        help="exit 0 when the files have warnings but no errors (warnings are still printed)")


def format_handlers() -> dict[str, object]:
    """``format`` value -> module with ``validate_file(path)``, found among the
    modules of `core.formats` that define ``FORMAT`` and ``validate_file``."""
    import importlib
    import pkgutil

    import core.formats as pkg
    handlers = {}
    for info in pkgutil.iter_modules(pkg.__path__):
        if info.name.startswith("_"):
            continue
        try:
            mod = importlib.import_module(f"core.formats.{info.name}")
        except Exception:  # a broken format module must not stop the others
            logging.getLogger(__name__).exception("format module core.formats.%s failed to import", info.name)
            continue
        fmt = getattr(mod, "FORMAT", None)
        if isinstance(fmt, str) and callable(getattr(mod, "validate_file", None)):
            handlers[fmt] = mod
    return dict(sorted(handlers.items()))


def problem_line(path: str, p) -> str:
    """One `core.problems.Problem` of file ``path`` as a printed line:
    ``FILE: JSON-PATH: SEVERITY: TEXT (RULE)``."""
    from core.problems import render, severity_word
    rule = f" ({p.rule})" if p.rule else ""
    return f"{path}: {p.path}: {severity_word(p.severity)}: {render(p).text}{rule}"


def file_problems(path: str, handlers: dict[str, object]) -> tuple[list[str], int]:
    """Problems of one file as printed lines and the number of errors among
    them (a file that cannot be read is one error per line); ``([], 0)``
    when the file is good."""
    from core.errors import FormatError, HexwrightError
    from core.formats.jsonio import read_json_file
    from core.formats.open_file import PACK_PARTS
    from core.formats.schema import describe
    try:
        data = read_json_file(path)
        fmt = data.get("format") if isinstance(data, dict) else None
        mod = handlers.get(fmt) if isinstance(fmt, str) else None
        if mod is None and isinstance(fmt, str) and fmt in PACK_PARTS:
            raise FormatError(path, [("$.format", PACK_PARTS[fmt])])
        if mod is None:
            known = ", ".join(handlers)
            what = (_("no \"format\" field") if fmt is None
                    else _("unknown format {format}").format(format=describe(fmt)))
            raise FormatError(path, [("$.format", _("{what}: expected one of {known}").format(what=what, known=known))])
        mod.validate_file(path)
        if fmt != "hexwright.scenario":
            return [], 0
        from core.formats.open_file import open_file
        from core.problems import counts
        from core.setup_checks import check_scenario
        problems = check_scenario(open_file(path).scenario)
        return [problem_line(path, p) for p in problems], counts(problems)[0]
    except FormatError as e:
        lines = str(e).splitlines()
    except HexwrightError as e:
        lines = [f"{path}: {e}"]
    return lines, len(lines)


def check_file(path: str, handlers: dict[str, object]) -> list[str]:
    """Problems of one file as printable lines (``file: place: message``);
    ``[]`` when the file is good."""
    return file_problems(path, handlers)[0]


def run(args: argparse.Namespace) -> int:
    """Print every problem of every file, ``FILE: ok`` for good ones; the
    exit status of `EXIT_POLICY`."""
    handlers = format_handlers()
    bad = failed = 0
    for path in args.files:
        lines, errors = file_problems(path, handlers)
        if lines:
            bad += 1
            failed += bool(errors) or not getattr(args, "allow_warnings", False)
            for line in lines:
                print(line)
        else:
            print(_("{path}: ok").format(path=path))
    if len(args.files) > 1:
        print(_("{value} ok, {bad} with problems").format(value=len(args.files) - bad, bad=bad))
    return 1 if failed else 0
