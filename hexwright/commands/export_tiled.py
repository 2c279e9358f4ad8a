"""``hexwright export-tiled MAP -o OUT.tmx``: write a Tiled hexagonal map."""
from __future__ import annotations

import argparse
from core.i18n import _

HELP = ("export a map (or a scenario's map) as a Tiled hexagonal map (.tmx, or Tiled JSON when OUT ends in .tmj) "
        "with a generated terrain tileset")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """MAP, -o OUT.tmx."""
    parser.add_argument("map", metavar="MAP", help="a Hexwright map file (or scenario file: its map)")
    parser.add_argument("-o", "--output", required=True, metavar="OUT.tmx",
                        help="the Tiled map file to write (.tmx, or .tmj for Tiled JSON; "
                             "not a folder; its folder must exist); its tileset image goes "
                             "beside it as OUT.tiles.png; nothing is written if either cannot be")


def run(args: argparse.Namespace) -> int:
    """Load the map, export it, print what was written."""
    from core.formats.scenariofile import load_scenario
    from core.formats.tiled_export import check_output, export_tiled
    check_output(args.output)
    hexmap = load_scenario(args.map).hexmap
    out, image = export_tiled(hexmap, args.output)
    print(_("{out}: {cols} x {rows} {orientation} hexes (stagger {stagger}); tileset image {image}").format(
              out=out, cols=hexmap.cols, rows=hexmap.rows, orientation=hexmap.orientation,
              stagger=hexmap.stagger, image=image))
    return 0
