"""``hexwright render FILE -o OUT.png [--scale PX_PER_HEX] [--reach UNIT_ID]
[--los-from HEX]``: draw a map (or a scenario: its map and set-up units) to
a PNG without a screen, with the editor's own drawing code.

``--reach UNIT_ID`` adds the editor's movement preview of that unit (blue
tint and cost badges, from the ruleset's ``movement_costs`` as in
``hexwright reach``); ``--los-from HEX`` its visibility fan from that hex
(green seen, dark hidden, yellow ring on the origin).  Both are painted by
the editor's own preview overlay (`editor.scenario.overlays`)."""
from __future__ import annotations

import argparse
from core.i18n import _, ngettext

HELP = "render a map or scenario file to a PNG image (same drawing as the editor)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Arguments of ``hexwright render``."""
    parser.add_argument("file", metavar="FILE", help="a Hexwright map file (.json) or scenario file (.scenario.json: "
                                                         "its map with the set-up units on it)")
    parser.add_argument("-o", "--output", required=True, metavar="OUT.png",
                        help="the image to write: always PNG, so the name must end in .png (other extensions such "
                             "as .jpg are refused rather than filled with PNG data)")
    parser.add_argument("--scale", type=float, default=48.0, metavar="PX_PER_HEX",
                        help="pixels across a hex's flats, i.e. between neighbouring hex centres (default 48)")
    parser.add_argument("--no-labels", action="store_true", help="leave out the CCRR hex labels")
    parser.add_argument("--reach", metavar="UNIT_ID", help="draw the movement preview of this set-up unit "
                                                             "(hexes it can reach and their cost)")
    parser.add_argument("--los-from", metavar="HEX", help="draw the visibility fan from this hex (e.g. 0304)")


def run(args: argparse.Namespace) -> int:
    """Load ``args.file``, render it at ``args.scale`` and save ``args.output``.

    Raises `HexwrightError` (printed as a message) for an unreadable map, a
    bad scale, an output name not ending in ``.png`` (the image is always
    PNG), an image too large, or an output that cannot be written."""
    import math
    import os

    from core.errors import FormatError, HexwrightError
    from core.formats.scenariofile import load_scenario
    if not (math.isfinite(args.scale) and args.scale >= 2):
        raise HexwrightError(_("--scale must be a number of at least 2 pixels per hex, got {scale:g}").format(
                                 scale=args.scale))
    ext = os.path.splitext(args.output)[1]
    if ext.lower() != ".png" and not os.path.isdir(args.output):   # a folder gets its own message below
        raise FormatError(args.output, _("render writes PNG images only: give an output name ending in .png")
                          + (_(" (got {ext!r})").format(ext=ext) if ext else _(" (it has no extension)")))
    scenario = load_scenario(args.file)        # a map file loads as a scenario without units
    hexmap = scenario.hexmap
    from editor.render import ensure_gui_app, render_scenario, render_size
    w, h = render_size(hexmap, args.scale)
    if w * h > 400_000_000:
        raise HexwrightError(_("{file}: a {w} x {h} pixel image is too large; use a smaller --scale").format(
                                 file=args.file, w=w, h=h))
    preview = _preview(scenario, args)
    ensure_gui_app()
    image = render_scenario(scenario, args.scale, labels=not args.no_labels)
    if preview is not None:
        from editor.render_overlays import paint_preview
        paint_preview(image, scenario, preview, args.scale)
    out = args.output
    folder = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(folder):
        raise FormatError(out, _("cannot write the image: folder {folder} does not exist").format(folder=folder))
    if os.path.isdir(out):
        raise FormatError(out, _("cannot write the image: this is a folder; expected an image file name such as "
                                 "map.png"))
    if not image.save(out, "PNG"):
        raise FormatError(out, _("cannot write the image (permission denied or disk full?)"))
    units = sum(u.hex is not None for u in scenario.units)
    print(_("{out}: {w} x {h} pixels, {cols} x {rows} hexes").format(out=out, w=w, h=h, cols=hexmap.cols,
                                                                     rows=hexmap.rows)
          + (ngettext(", {n} unit", ", {n} units", units).format(n=units) if units else ""))
    return 0


def _preview(scenario, args):
    """``(costs {Hex: cost}, fan (origin, {Hex: visible}) or None)`` asked
    for by ``--reach`` / ``--los-from``, or None; `HexwrightError` naming
    an unknown unit or a bad hex label."""
    from core.errors import HexwrightError
    if not args.reach and not args.los_from:
        return None
    costs: dict = {}
    fan = None
    hm = scenario.hexmap
    if args.reach:
        u = scenario.unit(args.reach)
        if u is None or u.hex is None:
            ids = ", ".join(x.id for x in scenario.units if x.hex is not None) or "none"
            raise HexwrightError(_("{file}: --reach: no unit {reach!r} set up on the map; units: {ids}").format(
                                     file=args.file, reach=args.reach, ids=ids))
        from core.rules.registry import spec
        costs = spec(scenario.ruleset).movement_costs(scenario, args.reach)
    if args.los_from:
        try:
            origin = hm.parse(args.los_from)
        except ValueError as e:
            raise HexwrightError(_("--los-from {los_from!r}: {e}").format(los_from=args.los_from, e=e)) from None
        from core.los import LosEngine
        fan = (origin, LosEngine(hm).fan(origin))
    return costs, fan
