"""``hexwright import PACK.hwpack -o DIR``: check a scenario pack fully, then unpack it."""
from __future__ import annotations

import argparse
import sys

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
        print(f"warning: {w}", file=sys.stderr)
    m = contents.manifest
    print(f"{args.output}: {m['title']!r} by {m['designer'] or 'unknown'}: {len(m['scenarios'])} scenario(s), "
          f"{len(m['files'])} files, checksums and schemas verified")
    for s in m["scenarios"]:
        print(f"  {s}")
    return 0
