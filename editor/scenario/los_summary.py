"""`los_summary(hexmap, a, b, result)`: a status-bar sized summary of a
`core.los.LosResult` for the LOS probe (the full reason goes in a tooltip).

Blocking hexes are grouped by what blocks them, named by the ruleset
catalogue's terrain labels (``Heavy woods``, not ``heavy_woods``): hexes
whose terrain blocks LOS (``blocks_los``) by terrain, other hexes as
"higher ground" (with "(plateau)" when the ends differ and the hex is at the
high end's level, coh.md 6, and "(blind spot)" when the core says so);
blocking hexsides by their features' labels ("(along a hexside)" for a
line that runs along a side whose two hexes block).  Pure Python, no Qt.
"""
from __future__ import annotations

from core.rules.catalogue import load_catalogue

MAX_LABELS = 4  # hex labels listed per group before "+N more"


def _labels(items: list[str]) -> str:
    shown = ", ".join(items[:MAX_LABELS])
    return shown + (f" +{len(items) - MAX_LABELS} more" if len(items) > MAX_LABELS else "")


def los_summary(hexmap, a, b, result) -> str:
    """``"LOS 0915 -> 1806: blocked by Heavy woods 0304, Stone building 0808"``
    or ``"LOS 0915 -> 1311: clear"`` for ``result`` of the line ``a`` -> ``b``
    (`Hex` values on ``hexmap``).  Unknown terrain or feature names fall back
    to the name with spaces for underscores; never raises on a well-formed
    result."""
    head = f"LOS {hexmap.label(a)} -> {hexmap.label(b)}: "
    if result.clear:
        return head + "clear"
    try:
        cat = load_catalogue(hexmap.ruleset)
        terrain, features = cat.terrain, cat.hexside_features
    except Exception:  # noqa: BLE001 - a summary must not fail where the verdict did not
        terrain, features = {}, {}
    la, lb = hexmap.elevation_at(a), hexmap.elevation_at(b)
    groups: dict[str, list[str]] = {}
    for h in result.blocking_hexes:
        t = hexmap.terrain_at(h)
        entry = terrain.get(t, {})
        if entry.get("blocks_los"):
            name = entry.get("label") or t.replace("_", " ")
        else:
            name = "higher ground"
            if la != lb and hexmap.elevation_at(h) == max(la, lb):
                name = "higher ground (plateau)"
        groups.setdefault(name, []).append(hexmap.label(h))
    along = False
    for s in result.blocking_hexsides:
        feats = sorted(hexmap.hexsides.get(s, ()))
        if not feats:  # a line along a hexside whose two hexes block: they are listed already
            along = True
            continue
        name = " and ".join(features.get(f, {}).get("label") or f.replace("_", " ") for f in feats) or "hexside"
        groups.setdefault(name, []).append(f"{hexmap.label(s.a)}/{hexmap.label(s.b)}")
    parts = []
    for name, labels in groups.items():
        base, _, note = name.partition(" (")
        parts.append(f"{base} {_labels(labels)}" + (f" ({note}" if note else ""))
    text = "blocked by " + ", ".join(parts) if parts else "blocked"
    if along:
        text += " (along a hexside)"
    if "blind spot" in (result.reason or ""):
        text += " (blind spot)"
    return head + text
