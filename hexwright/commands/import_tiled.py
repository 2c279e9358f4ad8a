"""``hexwright import-tiled MAP.tmx|MAP.tmj [--ruleset coh] [--terrain GID=NAME ...] -o OUT.json``."""
from __future__ import annotations

import argparse
import sys

from core.i18n import _
from core.rules.registry import RULESETS

HELP = "import a Tiled hexagonal map (.tmx, or Tiled JSON .tmj) as a Hexwright map file"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """MAP.tmx, --ruleset, --terrain GID=NAME..., -o OUT.json."""
    parser.add_argument("tmx", metavar="MAP.tmx", help="the Tiled map to import (.tmx or .tmj)")
    parser.add_argument("--ruleset", default=None, choices=RULESETS,
                        help="ruleset whose terrain names the map uses (default: the map's 'ruleset' property, "
                             "as Hexwright's export-tiled writes it, else coh)")
    parser.add_argument("--terrain", nargs="+", action="extend", metavar="GID=NAME", default=[],
                        help="map a tile GID to a terrain name (wins over 'terrain' tile properties)")
    parser.add_argument("-o", "--output", required=True, metavar="OUT.json", help="the map file to write")


def run(args: argparse.Namespace) -> int:
    """Import, print warnings to stderr, save atomically; 0 on success."""
    from core.formats.mapfile import save_map
    from core.formats.tiled import import_tiled, parse_terrain_args
    hexmap, warnings = import_tiled(args.tmx, args.ruleset, parse_terrain_args(args.terrain))
    for w in warnings:
        print(_("warning: {w}").format(w=w), file=sys.stderr)
    save_map(hexmap, args.output)
    print(_("{output}: {cols} x {rows} {orientation} hexes (stagger {stagger}), {n_terrain} hexes of "
            "non-default terrain").format(
              output=args.output, cols=hexmap.cols, rows=hexmap.rows,
              orientation=hexmap.orientation, stagger=hexmap.stagger,
              n_terrain=len(hexmap.terrain)))
    return 0
