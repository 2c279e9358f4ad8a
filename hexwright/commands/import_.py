"""``hexwright import PACK.hwpack -o DIR``: check a scenario pack fully, then unpack it."""
from __future__ import annotations

import argparse
import sys
from core.i18n import _

HELP = "import a scenario pack (.hwpack): every check first, then unpack into a new folder"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """PACK.hwpack, -o DIR."""
    parser.add_argument("pack", metavar="PACK.hwpack", help="the pack to import")
    parser.add_argument("-o", "--output", required=True, metavar="DIR",
                        help="folder to create (must not exist, or be empty)")


def run(args: argparse.Namespace) -> int:
    """Import; warnings go to stderr; 0 on success."""
    from core.formats.pack_import import import_pack
    contents = import_pack(args.pack, args.output)
    for w in contents.warnings:
        print(_("warning: {w}").format(w=w), file=sys.stderr)
    m = contents.manifest
    print(_("{output}: {title!r} by {designer}: {n_scenarios} scenario(s), {n_files} files, checksums "
            "and schemas verified").format(
              output=args.output, title=m['title'], designer=m['designer'] or _('unknown'),
              n_scenarios=len(m['scenarios']), n_files=len(m['files'])))
    for s in m["scenarios"]:
        print(f"  {s}")
    return 0
