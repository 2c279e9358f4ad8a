"""Length options of the print and export commands (``--hex-size``,
``--counter-size``): parsed up front with messages that name the option.

Not a command (the leading underscore keeps `hexwright.cli` from listing it).
"""
from __future__ import annotations

from core.errors import HexwrightError
from core.i18n import _

HEX_MM_RANGE = (5.0, 200.0)   # mm across the flats a printer can sensibly draw (print command's limits)


def length_option(option: str, text: str, example: str = "19mm") -> float:
    """``text`` given to ``option`` as mm (`editor.print.tiling.parse_length_mm`:
    ``19mm``, ``1.9cm``, ``0.75in`` or a bare number of mm).  Raises
    `HexwrightError` naming the option, the value and the expected form;
    zero or a negative length (``-1mm``) is "must be positive"."""
    from editor.print.tiling import parse_length_mm
    body = str(text).strip()
    negative = body.startswith("-")
    try:
        value = parse_length_mm(body[1:] if negative else body)
    except HexwrightError:
        if negative or _is_zero(body):
            raise HexwrightError(_("{option} {text}: the length must be positive (e.g. {example})").format(
                                     option=option, text=text, example=example)) from None
        raise HexwrightError(_("{option} {text}: expected a number with mm, cm or in (a length such as "
                               "{example})").format(option=option, text=text, example=example)) from None
    if negative:
        raise HexwrightError(_("{option} {text}: the length must be positive (e.g. {example})").format(
                                 option=option, text=text, example=example))
    return value


def hex_size_mm(text: str) -> float:
    """``--hex-size`` in mm across the flats, within `HEX_MM_RANGE`;
    `HexwrightError` naming ``--hex-size`` otherwise."""
    value = length_option("--hex-size", text)
    low, high = HEX_MM_RANGE
    if not low <= value <= high:
        raise HexwrightError(_("--hex-size {text}: expected {low:g} to {high:g} mm across the flats "
                               "(e.g. 19mm)").format(text=text, low=low, high=high))
    return value


def _is_zero(text: str) -> bool:
    import re
    m = re.fullmatch(r"\s*([0-9]*\.?[0-9]+)\s*(mm|cm|in|)\s*", text)
    return bool(m) and float(m.group(1)) == 0
