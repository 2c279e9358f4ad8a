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
import sys

import hexwright.commands as commands_pkg


def _command_modules() -> dict[str, object]:
    mods = {}
    for info in pkgutil.iter_modules(commands_pkg.__path__):
        if info.name.startswith("_"):
            continue
        # A trailing underscore lets a module name a Python keyword or builtin:
        # import_.py -> "import", print_.py -> "print".
        mods[info.name.rstrip("_").replace("_", "-")] = importlib.import_module(f"hexwright.commands.{info.name}")
    return dict(sorted(mods.items()))


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser with every subcommand."""
    parser = argparse.ArgumentParser(prog="hexwright", description="Hexwright: hex wargame scenario editor and rules core")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, mod in _command_modules().items():
        p = sub.add_parser(name, help=getattr(mod, "HELP", ""), description=getattr(mod, "HELP", ""))
        mod.add_arguments(p)
        p.set_defaults(_run=mod.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``hexwright``; returns the exit status."""
    from core.errors import HexwrightError
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help()
        return 2
    try:
        return int(args._run(args) or 0)
    except HexwrightError as e:
        print(f"hexwright {args.command}: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:     # output piped into e.g. `head`, which has closed: stop quietly
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141


if __name__ == "__main__":
    sys.exit(main())
