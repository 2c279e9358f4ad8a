"""``hexwright export SCENARIO... -o PACK.hwpack``: write a scenario pack."""
from __future__ import annotations

import argparse
from core.i18n import _

HELP = "export scenarios as one scenario pack (.hwpack zip with manifest, maps, decks, preview and print PDF)"
DASH_VALUE_OPTIONS = ("--hex-size",)   # `--hex-size -1mm` reaches the option (and its message), not argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """SCENARIO..., -o PACK.hwpack, --title, --designer, --no-artwork, print options."""
    parser.add_argument("scenarios", nargs="+", metavar="SCENARIO", help="scenario files (a map file also works); "
                        "a file given more than once is packed once")
    parser.add_argument("-o", "--output", required=True, metavar="PACK.hwpack",
                        help="the pack file to write (not a folder; its folder must exist)")
    parser.add_argument("--title", help="pack title (default: the first scenario's)")
    parser.add_argument("--designer", help="pack designer (default: the first scenario's)")
    parser.add_argument("--notes", default="", help="notes stored in the manifest")
    parser.add_argument("--no-artwork", action="store_true",
                        help="leave out the preview PNG and print PDF (no drawing, faster)")
    parser.add_argument("--hex-size", default="19mm", metavar="LENGTH",
                        help="hex size across the flats in the print PDF (default 19mm; also cm or in; 5 to 200 mm)")
    parser.add_argument("--paper", default="A4", choices=("A4", "A3", "letter"), help="paper of the print PDF")


def run(args: argparse.Namespace) -> int:
    """Build, check and write the pack; prints a one-line summary."""
    from core.errors import HexwrightError
    from core.formats.atomic import IS_A_FOLDER, target_problem
    from core.formats.pack import export_pack
    from hexwright.commands._lengths import hex_size_mm
    problem = target_problem(args.output)
    if problem:
        raise HexwrightError(_("-o {output} {problem}").format(output=args.output, problem=problem)
                             + (_("; give a .hwpack file name") if problem == IS_A_FOLDER() else ""))
    hex_mm = hex_size_mm(args.hex_size)
    artwork = None
    if not args.no_artwork:
        from editor.print.job import PrintOptions
        from editor.print.output import EditorArtwork
        from editor.render import ensure_gui_app
        ensure_gui_app()
        artwork = EditorArtwork(PrintOptions(hex_mm=hex_mm, paper=args.paper, counters=True))
    manifest = export_pack(args.scenarios, args.output, args.title, args.designer, artwork, args.notes)
    size = sum(f["size"] for f in manifest["files"])
    print(_("{output}: {n_scenarios} scenario(s), {n_files} files, {size} bytes uncompressed").format(
              output=args.output, n_scenarios=len(manifest['scenarios']),
              n_files=len(manifest['files']), size=size))
    return 0
