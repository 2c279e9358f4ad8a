"""The ``los`` conformance query for Conflict of Heroes (coh.md 6)."""
from __future__ import annotations

from core.errors import HexwrightError
from core.i18n import _
from core.los import LosEngine


def query_los(case: dict, hexmap) -> dict:
    """Answer ``{"kind": "los", "from": label, "to": label}``.

    Returns ``{"clear": bool, "blocked_by": [hex labels], "blocked_sides":
    [["CCRR", "CCRR"], ...], "reason": str}``.  Units in the case are ignored
    (units never block LOS, coh.md 6).  Raises `HexwrightError` naming the
    key for a missing or off-map label.
    """
    q = case.get("query") or {}
    try:
        a, b = hexmap.parse(q["from"]), hexmap.parse(q["to"])
    except KeyError as e:
        raise HexwrightError(_("query: missing key {args!r} (los needs 'from' and 'to')").format(
                                 args=e.args[0])) from None
    except ValueError as e:
        raise HexwrightError(_("query: {e}").format(e=e)) from None
    res = LosEngine(hexmap).check(a, b)
    return {
        "clear": res.clear,
        "blocked_by": [hexmap.label(h) for h in res.blocking_hexes],
        "blocked_sides": [[hexmap.label(s.a), hexmap.label(s.b)] for s in res.blocking_hexsides],
        "reason": res.reason,
    }
