"""Conflict of Heroes terrain rules values, read from terrain.json.

Each rules value in the table is a record ``{"value", "source", "assumed"}``
(see `core.rules.base.TerrainValue`); this module turns them into fast plain
lookups for movement and combat:

* `move_penalty(terrain, move_class)` -> AP added to the unit's move cost, or
  ``None`` (impassable) (coh.md 5.1; seed 000 §9.11 for woods);
* `terrain_dm(terrain)`, `hex_dm(hexmap, h)` -> DM (coh.md 5.1);
* `is_covering(hexmap, h)` -> covering terrain or a fortification that counts
  as cover (seed 000 §10.0 rule 4; elevation never counts);
* `crossing_penalty(features, move_class)` -> hexside AP or ``None``;
* `fortification_value(kind, key)`;
* `value(table, name, key)` -> the full `TerrainValue` (source, assumed).

Unknown terrain names raise `RulesError` naming the terrain.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TypedDict

from core.errors import RulesError
from core.i18n import _
from core.rules.base import TerrainValue
from core.rules.catalogue import load_catalogue

MOVE_CLASSES = ("foot", "wheeled", "tracked")


@lru_cache(maxsize=None)
def value(table: str, name: str, key: str) -> TerrainValue:
    """Rules value ``key`` of entry ``name`` in ``table`` (``terrain``,
    ``hexside_features``, ``fortifications``) with its source and assumed
    flag; `RulesError` naming the entry when it is unknown.  Kept per
    arguments, as `_tables` (the catalogue is loaded once; errors are
    raised again each time)."""
    cat = load_catalogue("coh")
    entries = {"terrain": cat.terrain, "hexside_features": cat.hexside_features,
               "fortifications": cat.fortifications}[table]
    entry = entries.get(name)
    if entry is None:
        raise RulesError(_("unknown Conflict of Heroes {table} {name!r}; known: {entries}").format(
                             table=table.rstrip('s').replace('_', ' '), name=name,
                             entries=', '.join(sorted(entries))))
    raw = entry.get(key)
    if isinstance(raw, dict) and "value" in raw:
        return TerrainValue(raw["value"], raw.get("source", ""), bool(raw.get("assumed", False)))
    if raw is None and key not in entry:
        raise RulesError(_("Conflict of Heroes {table} entry {name!r} has no rules value {key!r}").format(
                             table=table, name=name, key=key))
    return TerrainValue(raw, entry.get("source", ""), bool(entry.get("assumed", False)))


class _Tables(TypedDict):
    """The catalogue's rules values as plain lookups (module doc)."""

    move: dict[tuple[str, str], int | None]      # (terrain, move class) -> AP added, None: impassable
    dm: dict[str, int]                           # terrain -> DM
    cover: dict[str, bool]                       # terrain -> covering
    cross: dict[tuple[str, str], int | None]     # (hexside feature, move class) -> AP, None: no crossing
    dm_across: dict[str, int]                    # hexside feature -> DR added across it
    cover_across: dict[str, bool]                # hexside feature -> cover behind it
    road_like: set[str]                          # hexside features carrying a road
    cancels: dict[str, frozenset[str]]           # hexside feature -> features it cancels


@lru_cache(maxsize=None)
def _tables() -> _Tables:
    cat = load_catalogue("coh")
    out: _Tables = {"move": {}, "dm": {}, "cover": {}, "cross": {}, "dm_across": {}, "cover_across": {},
                    "road_like": set(), "cancels": {}}
    for name in cat.terrain:
        for cls in MOVE_CLASSES:
            out["move"][(name, cls)] = value("terrain", name, f"move_{cls}").value
        out["dm"][name] = value("terrain", name, "dm").value
        out["cover"][name] = bool(value("terrain", name, "covering").value)
    for name, entry in cat.hexside_features.items():
        for cls in MOVE_CLASSES:
            out["cross"][(name, cls)] = value("hexside_features", name, f"cross_{cls}").value
        out["dm_across"][name] = value("hexside_features", name, "dm_across").value
        out["cover_across"][name] = bool(value("hexside_features", name, "covering_across").value)
        if "road_like" in entry and value("hexside_features", name, "road_like").value:
            out["road_like"].add(name)
        if "cancels" in entry:
            out["cancels"][name] = frozenset(value("hexside_features", name, "cancels").value)
    return out


def _check(name: str) -> None:
    if name not in _tables()["dm"]:
        value("terrain", name, "dm")  # raises the naming error


def move_penalty(terrain: str, move_class: str) -> int | None:
    """AP a unit of ``move_class`` adds to its move cost to enter
    ``terrain``; ``None`` when it may not enter."""
    try:
        return _tables()["move"][(terrain, move_class)]
    except KeyError:
        _check(terrain)
        raise RulesError(_("unknown movement class {move_class!r}; known: {move_classes}").format(
                             move_class=move_class, move_classes=', '.join(MOVE_CLASSES))) from None


def terrain_dm(terrain: str) -> int:
    """Defense modifier of ``terrain`` (coh.md 5.1)."""
    try:
        return _tables()["dm"][terrain]
    except KeyError:
        _check(terrain)
        raise


def no_attack_from(terrain: str) -> bool:
    """True when units in ``terrain`` may not attack (water, coh.md 5.1)."""
    return bool(value("terrain", terrain, "no_attack_from").value)


def hex_dm(hexmap, h) -> int:
    """Terrain DM of hex ``h``."""
    return terrain_dm(hexmap.terrain_at(h))


def terrain_covering(terrain: str) -> bool:
    """True for covering terrain (seed 000 §10.0 rule 4)."""
    try:
        return _tables()["cover"][terrain]
    except KeyError:
        _check(terrain)
        raise


def fortification_value(kind: str, key: str):
    """Value ``key`` of fortification ``kind`` (``bunker``, ``trench``...)."""
    return value("fortifications", kind, key).value


def is_covering(hexmap, h) -> bool:
    """True when hidden units in ``h`` are in cover: covering terrain or a
    fortification that counts as cover (bunkers, trenches, hasty defenses;
    seed 000 §10.0 rule 4).  Higher elevation never counts."""
    if terrain_covering(hexmap.terrain_at(h)):
        return True
    fort = hexmap.fortification_at(h)
    return bool(fort is not None and fortification_value(fort.kind, "covering"))


def crossing_penalty(features, move_class: str) -> int | None:
    """AP for ``move_class`` to cross a hexside with ``features``; ``None``
    when it may not cross.  A bridge or ford cancels a stream on the same
    side (its own cost applies instead); road features cost nothing."""
    t = _tables()
    cancelled: set[str] = set()
    for f in features:
        cancelled |= t["cancels"].get(f, frozenset())
    total = 0
    for f in features:
        if f in cancelled:
            continue
        c = t["cross"].get((f, move_class))
        if c is None:
            if (f, move_class) not in t["cross"]:
                raise RulesError(_("unknown hexside feature {f!r}").format(f=f))
            return None
        total += c
    return total


def dm_across(features) -> int:
    """DR added when an attack crosses a hexside with ``features`` (walls)."""
    t = _tables()["dm_across"]
    return sum(t.get(f, 0) for f in features)


def covering_across(features) -> bool:
    """True when a hexside feature gives cover to hidden units behind it
    when the enemy's LOS crosses it (small balka, seed 000 §10.0 rule 4)."""
    t = _tables()["cover_across"]
    return any(t.get(f, False) for f in features)


def road_like(features) -> bool:
    """True when a hexside feature carries a road (or a trail, assumed)."""
    return bool(_tables()["road_like"] & set(features))


def terrain_flag(terrain: str, key: str) -> bool:
    """Boolean rules value ``key`` of ``terrain`` (False when the entry has
    none), e.g. ``bonus_difficult``."""
    entry = load_catalogue("coh").terrain.get(terrain)
    if entry is None:
        _check(terrain)  # raises the unknown-terrain error
        return False
    return bool(entry.get(key) and value("terrain", terrain, key).value)


def bonus_difficult_terrain(terrain: str, move_class: str) -> bool:
    """True when a vehicle of ``move_class`` may not bonus-move into or out
    of ``terrain``: it is difficult (a move penalty, or impassable) or is
    flagged ``bonus_difficult`` (plowed fields; E3 15.3, coh.md 4.3)."""
    return move_penalty(terrain, move_class) != 0 or terrain_flag(terrain, "bonus_difficult")


def bonus_difficult_side(features, move_class: str) -> bool:
    """True when a hexside with ``features`` is difficult for bonus moves:
    it costs AP to cross, may not be crossed, or carries a feature flagged
    ``bonus_difficult`` (walls; E3 15.3, coh.md 4.3)."""
    feats = set(features) - {"steep_slope"}
    if not feats:
        return False
    if crossing_penalty(feats, move_class) != 0:
        return True
    cat = load_catalogue("coh").hexside_features
    return any(cat.get(f, {}).get("bonus_difficult") and value("hexside_features", f, "bonus_difficult").value
               for f in feats)


def fortification_blocks_bonus(kind: str) -> bool:
    """True when vehicles may not bonus-move into or out of a hex with this
    fortification (trench, wire, roadblock, mines...; coh.md 7)."""
    entry = load_catalogue("coh").fortifications.get(kind, {})
    return bool(entry.get("blocks_bonus") and fortification_value(kind, "blocks_bonus"))


def is_road_move(hexmap, a, b, features=None) -> bool:
    """Road to road: both hexes carry the ``road`` (or ``trail``, assumed)
    flag, or the side between them carries a road feature (coh.md 4.1)."""
    feats = hexmap.features_between(a, b) if features is None else features
    if road_like(feats):
        return True
    fa, fb = hexmap.flags_at(a), hexmap.flags_at(b)
    return bool(fa and fb and (("road" in fa and "road" in fb) or ("trail" in fa and "trail" in fb)))
