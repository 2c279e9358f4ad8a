"""``hexwright validate FILE...``: check Hexwright files and list every problem.

Dispatches on each file's ``format`` field to the module of `core.formats`
that declares that ``FORMAT`` and a ``validate_file(path)`` function (maps
today; scenarios and others join by declaring the same two names).
"""
from __future__ import annotations

import argparse

HELP = "check map (and other Hexwright) files; print every problem, exit 1 if any"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """FILE... positional arguments."""
    parser.add_argument("files", nargs="+", metavar="FILE", help="Hexwright JSON files to check")


_PACK_CHECK = ("check a whole pack with `hexwright import PACK.hwpack -o NEW_FOLDER`, which verifies every "
               "checksum and schema before it unpacks anything (there is no check-only mode)")
# files that are parts of a pack (written by `hexwright export`), not validated on their own
PACK_PARTS = {
    "hexwright.pack": f"a pack manifest: it is part of a pack and not validated on its own; {_PACK_CHECK}",
    "hexwright.pack-decks": "the decks file of an unpacked pack: it is part of the pack and not validated on its "
                            f"own; validate the pack's .scenario.json files, or {_PACK_CHECK}",
    "hexwright.pack-units": "the unit catalogue of an unpacked pack: it is part of the pack and not validated on "
                            f"its own; validate the pack's .scenario.json files, or {_PACK_CHECK}",
    "hexwright.replay": "a replay log of `hexwright play --log`: check it by replaying it with "
                        "`hexwright replay FILE`",
}


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
            continue
        fmt = getattr(mod, "FORMAT", None)
        if isinstance(fmt, str) and callable(getattr(mod, "validate_file", None)):
            handlers[fmt] = mod
    return dict(sorted(handlers.items()))


def check_file(path: str, handlers: dict[str, object]) -> list[str]:
    """Problems of one file as printable lines (``file: place: message``);
    ``[]`` when the file is good."""
    from core.errors import FormatError, HexwrightError
    from core.formats.jsonio import read_json_file
    from core.formats.schema import describe
    try:
        data = read_json_file(path)
        fmt = data.get("format") if isinstance(data, dict) else None
        mod = handlers.get(fmt) if isinstance(fmt, str) else None
        if mod is None and fmt in PACK_PARTS:
            raise FormatError(path, [("$.format", PACK_PARTS[fmt])])
        if mod is None:
            known = ", ".join(handlers)
            what = "no \"format\" field" if fmt is None else f"unknown format {describe(fmt)}"
            raise FormatError(path, [("$.format", f"{what}: expected one of {known}")])
        mod.validate_file(path)
        if fmt == "hexwright.scenario":
            ruleset_checks(path)
    except FormatError as e:
        return str(e).splitlines()
    except HexwrightError as e:
        return [f"{path}: {e}"]
    return []


def ruleset_checks(path: str) -> None:
    """The ruleset's own set-up checks of a scenario file that loads: its
    play engine's ``validation_problems(scenario) -> [(JSON path, message)]``
    when it has one (tng: stacking, facings, commanders, activation groups);
    `FormatError` listing them."""
    import importlib

    from core.errors import FormatError
    from core.formats.scenariofile import load_scenario
    sc = load_scenario(path)
    try:
        engine = importlib.import_module(f"core.play.{sc.ruleset}")
    except ModuleNotFoundError:
        return
    fn = getattr(engine, "validation_problems", None)
    problems = fn(sc) if callable(fn) else []
    if problems:
        from core.formats.jsonio import read_json_file
        from core.formats.scenario_checks import name_units
        raise FormatError(path, name_units(problems, read_json_file(path)))


def run(args: argparse.Namespace) -> int:
    """Print every problem of every file, ``FILE: ok`` for good ones; 1 if any problem."""
    handlers = format_handlers()
    bad = 0
    for path in args.files:
        lines = check_file(path, handlers)
        if lines:
            bad += 1
            for line in lines:
                print(line)
        else:
            print(f"{path}: ok")
    if len(args.files) > 1:
        print(f"{len(args.files) - bad} ok, {bad} with problems")
    return 1 if bad else 0
