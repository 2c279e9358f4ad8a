"""``hexwright print SCENARIO -o OUT.pdf [--hex-size 19mm] [--paper A4|A3|letter]
[--counters] [--format pdf|svg|png] [--dpi N]``: true-scale print output."""
from __future__ import annotations

import argparse
from core.i18n import _, ngettext

HELP = "print a scenario or map at true scale (PDF, SVG or PNG), tiled over pages, with legend and counters"
DASH_VALUE_OPTIONS = ("--hex-size", "--counter-size")   # `--counter-size -1mm` gets the option's own message


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """SCENARIO, -o OUT, --hex-size, --paper, --counters, --format, --dpi, --no-labels."""
    parser.add_argument("file", metavar="SCENARIO", help="a scenario file or a map file")
    parser.add_argument("-o", "--output", required=True, metavar="OUT",
                        help="the file to write (SVG/PNG with several sheets: OUT-01.svg, OUT-02.svg...)")
    parser.add_argument("--hex-size", default=None, metavar="LENGTH",
                        help="hex size measured FLAT TO FLAT, as Conflict of Heroes measures its hexes "
                             "(default: the map's own hex size, else 19mm; also cm or in; 5 to 200 mm)")
    parser.add_argument("--paper", default="A4", choices=("A4", "A3", "letter"), help="paper size (default A4)")
    parser.add_argument("--counters", action="store_true", help="add sheets of the scenario's units at counter size")
    parser.add_argument("--counter-size", default="16mm", metavar="LENGTH",
                        help="counter side (default 16mm; must be positive)")
    parser.add_argument("--format", choices=("pdf", "svg", "png"), default=None,
                        help="output format (default: from the OUT extension, else pdf)")
    parser.add_argument("--dpi", type=float, default=150, metavar="N", help="PNG resolution (default 150)")
    parser.add_argument("--no-labels", action="store_true", help="leave out the hex labels")


def run(args: argparse.Namespace) -> int:
    """Load, lay out, write; prints the files written and the sheet count."""
    import os

    from core.errors import HexwrightError
    from core.formats.scenariofile import load_scenario
    ext = os.path.splitext(args.output)[1].lower()
    if args.format is None and ext not in ("", ".pdf", ".svg", ".png"):
        raise HexwrightError(_("-o {output}: {ext} is not a print format: expected a name ending .pdf, "
                               ".svg or .png, or --format pdf|svg|png").format(output=args.output, ext=ext))
    fmt = args.format or {".svg": "svg", ".png": "png"}.get(ext, "pdf")
    if not 10 <= args.dpi <= 2400:
        raise HexwrightError(_("--dpi {dpi:g}: expected 10 to 2400").format(dpi=args.dpi))
    scenario = load_scenario(args.file)
    from editor.print.job import PrintJob, PrintOptions
    from editor.print.output import write_print
    from editor.render import ensure_gui_app
    from hexwright.commands._lengths import hex_size_mm, length_option
    hex_mm = hex_size_mm(args.hex_size) if args.hex_size is not None else (scenario.hexmap.hex_mm or 19.0)
    options = PrintOptions(hex_mm=hex_mm, paper=args.paper, counters=args.counters,
                           counter_mm=length_option("--counter-size", args.counter_size, "16mm"),
                           labels=not args.no_labels)
    ensure_gui_app()
    job = PrintJob(scenario, options)
    files = write_print(job, args.output, fmt, args.dpi)
    t = job.tiling
    sheets = ngettext("{n} sheet", "{n} sheets", len(job)).format(n=len(job))
    print(_("{output}: {sheets} {paper} {orientation} ({rows} x {cols} map sheets), hexes {mm:g} mm flat to "
            "flat").format(output=args.output, sheets=sheets, paper=args.paper,
                           orientation=_("landscape") if t.landscape else _("portrait"), rows=t.rows, cols=t.cols,
                           mm=options.hex_mm)
          + (ngettext("; {n} file", "; {n} files", len(files)).format(n=len(files)) if len(files) > 1 else ""))
    return 0
