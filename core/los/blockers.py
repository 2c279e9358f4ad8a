"""What blocks a line of sight, as `core.los.types.Blocker` records, and
the one short summary every surface shows (the editor's LOS probe status
line, the playtest's LOS read-out).

* `blockers_of(hexmap, a, b, result)`: ``result.blockers`` when the policy
  gave them, else derived from its blocking hexes and hexsides: a hex whose
  terrain is ``blocks_los`` in the ruleset's catalogue is ``terrain``,
  another hex ``higher_ground`` (``plateau`` when the ends differ in level
  and the hex is at the high end's level, coh.md 6); a hexside with
  features ``hexside_feature``, one without ``along_hexside`` (the line
  runs along it and both its hexes block); a reason naming a blind spot
  adds ``blind_spot``.
* `summary(hexmap, a, b, result)`: ``"LOS 0915 -> 1806: blocked by Heavy
  woods 0304, Stone building 0808"`` or ``"LOS 0915 -> 1311: clear"``:
  blockers grouped by what blocks (catalogue labels, not ids), at most
  `MAX_LABELS` hex labels per group, worded through `core.messages`.
  Never raises on a well-formed result.
"""
from __future__ import annotations

from core.errors import HexwrightError
from core.i18n import pgettext
from core.los.types import Blocker, LosResult
from core.messages import text
from core.rules.catalogue import load_catalogue

MAX_LABELS = 4  # hex labels listed per group before "+N more"
# the words every blind-spot reason holds (core/los/levels.py), in English and, as msgctxt "los", as the
# Russian sentence words them: a blind-spot reason is recognised in either language
BLIND_SPOT = "blind spot"


def _catalogue(ruleset: str) -> tuple[dict, dict]:
    try:
        cat = load_catalogue(ruleset)
    except HexwrightError:   # a summary must not fail where the verdict did not
        return {}, {}
    return cat.terrain, cat.hexside_features


def blockers_of(hexmap, a, b, result: LosResult) -> tuple[Blocker, ...]:
    """The `Blocker`s of ``result`` for the line ``a`` -> ``b`` on
    ``hexmap`` (module doc); ``()`` when the line is clear."""
    if result.clear:
        return ()
    if result.blockers:
        return result.blockers
    terrain, _features = _catalogue(hexmap.ruleset)
    la, lb = hexmap.elevation_at(a), hexmap.elevation_at(b)
    out = []
    for h in result.blocking_hexes:
        t = hexmap.terrain_at(h)
        if terrain.get(t, {}).get("blocks_los"):
            out.append(Blocker("terrain", hex=h, terrain=t))
        else:
            e = hexmap.elevation_at(h)
            out.append(Blocker("higher_ground", hex=h, terrain=t, elevation=e, plateau=la != lb and e == max(la, lb)))
    for s in result.blocking_hexsides:
        feats = tuple(sorted(hexmap.hexsides.get(s, ())))
        out.append(Blocker("hexside_feature" if feats else "along_hexside", hexside=s, features=feats))
    if BLIND_SPOT in (result.reason or "") or pgettext("los", BLIND_SPOT) in (result.reason or ""):
        out.append(Blocker("blind_spot"))
    return tuple(out)


def _labels(items: list[str]) -> str:
    shown = ", ".join(items[:MAX_LABELS])
    return text("los.more", {"shown": shown, "more": len(items) - MAX_LABELS}) if len(items) > MAX_LABELS else shown


def summary(hexmap, a, b, result: LosResult) -> str:
    """The one-line summary of ``result`` for the line ``a`` -> ``b`` (module doc)."""
    ends = {"a": hexmap.label(a), "b": hexmap.label(b)}
    if result.clear:
        return text("los.clear", ends)
    terrain, features = _catalogue(hexmap.ruleset)
    groups: dict[tuple[str, str], list[str]] = {}   # (name, note) -> labels
    along = blind = False
    for bl in blockers_of(hexmap, a, b, result):
        if bl.kind == "terrain":
            t = bl.terrain or ""
            key = (pgettext("terrain", terrain.get(t, {}).get("label") or t.replace("_", " ")), "")
            groups.setdefault(key, []).append(hexmap.label(bl.hex))
        elif bl.kind == "higher_ground":
            key = (text("los.higher_ground"), text("los.plateau") if bl.plateau else "")
            groups.setdefault(key, []).append(hexmap.label(bl.hex))
        elif bl.kind == "hexside_feature" and bl.hexside is not None:
            names = [pgettext("hexside", features.get(f, {}).get("label") or f.replace("_", " ")) for f in bl.features]
            name = names[0] if names else text("los.hexside")
            for n in names[1:]:
                name = text("los.features", {"first": name, "second": n})
            s = bl.hexside
            groups.setdefault((name, ""), []).append(f"{hexmap.label(s.a)}/{hexmap.label(s.b)}")
        elif bl.kind == "along_hexside":
            along = True   # its two hexes are listed already
        elif bl.kind == "blind_spot":
            blind = True
    parts = [text("los.group_note" if note else "los.group", {"name": name, "hexes": _labels(labels), "note": note})
             for (name, note), labels in groups.items()]
    out = text("los.blocked_by", dict(ends, groups=", ".join(parts))) if parts else text("los.blocked", ends)
    if along:
        out = text("los.along_hexside", {"text": out})
    if blind:
        out = text("los.blind_spot", {"text": out})
    return out
