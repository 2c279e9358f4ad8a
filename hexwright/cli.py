"""The ``hexwright`` command: one subcommand per module in `hexwright.commands`.

Each command module defines ``HELP`` (one line), ``add_arguments(parser)``
and ``run(args) -> int`` and imports its heavy dependencies (Qt, shapely)
inside ``run`` so that ``hexwright --help`` stays fast.  A
`core.errors.HexwrightError` is printed as a message, never a traceback.
"""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import re
import sys

import hexwright.commands as commands_pkg
from core import i18n
from core.i18n import _


def _command_modules() -> dict[str, object]:
    mods = {}
    for info in pkgutil.iter_modules(commands_pkg.__path__):
        if info.name.startswith("_"):
            continue
        # A trailing underscore lets a module name a Python keyword or builtin:
        # import_.py -> "import", print_.py -> "print".
        mods[info.name.rstrip("_").replace("_", "-")] = importlib.import_module(f"hexwright.commands.{info.name}")
    return dict(sorted(mods.items()))


def dash_value_options() -> set[str]:
    """Options whose value may look negative (``--hex-size -1mm``): each
    command lists them in an optional ``DASH_VALUE_OPTIONS`` tuple."""
    return {o for mod in _command_modules().values() for o in getattr(mod, "DASH_VALUE_OPTIONS", ())}


def attach_dash_values(argv: list[str], options: set[str]) -> list[str]:
    """``["--hex-size", "-1mm"]`` -> ``["--hex-size=-1mm"]`` for ``options``,
    so argparse hands a negative-looking value to the option (whose own
    check then says what is wrong) instead of taking it for an option.
    Only a value starting ``-`` then a digit or ``.`` is attached; nothing
    after ``--`` is touched."""
    out, i = [], 0
    while i < len(argv):
        tok = argv[i]
        if tok == "--":
            return out + argv[i:]
        if tok in options and i + 1 < len(argv) and re.match(r"-[0-9.]", argv[i + 1]):
            out.append(f"{tok}={argv[i + 1]}")
            i += 2
            continue
        out.append(tok)
        i += 1
    return out


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser with every subcommand."""
    parser = argparse.ArgumentParser(prog="hexwright",
                                     description="Hexwright: hex wargame scenario editor and rules core")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, mod in _command_modules().items():
        p = sub.add_parser(name, help=getattr(mod, "HELP", ""), description=getattr(mod, "HELP", ""))
        mod.add_arguments(p)
        p.set_defaults(_run=mod.run)
    return parser


EXIT_BAD_INPUT = 2   # a file, option or value the command cannot take: one line on stderr (as argparse's usage errors)


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``hexwright``; returns the exit status."""
    from core.errors import HexwrightError
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(attach_dash_values(argv, dash_value_options()))
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        with i18n.pinned():   # the language read once for the whole command
            return int(args._run(args) or 0)
    except HexwrightError as e:
        print(_("hexwright {command}: {e}").format(command=args.command, e=e), file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:     # output piped into e.g. `head`, which has closed: stop quietly
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except OSError as e:        # a path the command's own checks let through (a name too long, a loop...)
        where = f"{e.filename}: " if e.filename else ""
        print(_("hexwright {command}: {where}{strerror}").format(
                  command=args.command, where=where, strerror=e.strerror or e), file=sys.stderr)
        return EXIT_BAD_INPUT


if __name__ == "__main__":
    sys.exit(main())
