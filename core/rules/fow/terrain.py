"""Terrain rules values for fow, read from ``terrain.json``.

Per hex terrain: ``going`` (``cross_country``, ``slow``, ``difficult``,
``very_difficult``, ``impassable``; tng_fow.md B.5), ``area`` (area terrain:
seed 001 p. 90 memo), ``concealing``, ``bulletproof``.  Per hexside
feature: ``going`` (to cross it, None = no effect), ``concealing``,
``bulletproof``, ``blocks_los``.  Fortifications may add ``dug_in``,
``bulletproof`` and ``going``.  Unknown names raise `RulesError` naming
the hex.
"""
from __future__ import annotations

from core.errors import RulesError
from core.i18n import _
from core.rules.catalogue import load_catalogue

GOING_ORDER = ("cross_country", "slow", "difficult", "very_difficult", "impassable")


def terrain_entry(hexmap, h) -> dict:
    """The catalogue entry of the terrain in hex ``h``; `RulesError` if unknown."""
    name = hexmap.terrain_at(h)
    entry = load_catalogue("fow").terrain.get(name)
    if entry is None:
        known = ", ".join(sorted(load_catalogue("fow").terrain))
        raise RulesError(_("fow: hex {h} has unknown terrain {name!r}; known: {known}").format(
                             h=hexmap.label(h), name=name, known=known))
    return entry


def feature_entry(name: str, where: str = "") -> dict:
    """The catalogue entry of hexside feature ``name``; `RulesError` if unknown."""
    entry = load_catalogue("fow").hexside_features.get(name)
    if entry is None:
        raise RulesError(_("fow: unknown hexside feature {name!r}{value}").format(
                             name=name, value=(' ' + where) if where else ''))
    return entry


def fortification_entry(hexmap, h) -> dict | None:
    """The catalogue entry of the fortification in ``h`` (None if none);
    `RulesError` for one fow does not know."""
    fort = hexmap.fortification_at(h)
    if fort is None:
        return None
    entry = load_catalogue("fow").fortifications.get(fort.kind)
    if entry is None:
        known = ", ".join(sorted(load_catalogue("fow").fortifications))
        raise RulesError(_("fow: hex {h} has unknown fortification {kind!r}; known: {known}").format(
                             h=hexmap.label(h), kind=fort.kind, known=known))
    return entry


def is_area(hexmap, h) -> bool:
    """True when ``h`` is area terrain (woods, buildings)."""
    return bool(terrain_entry(hexmap, h).get("area"))


def is_concealing(hexmap, h) -> bool:
    """True when a team in ``h`` is concealed by its terrain."""
    return bool(terrain_entry(hexmap, h).get("concealing"))


def is_bulletproof(hexmap, h) -> bool:
    """True when ``h`` gives bulletproof cover (terrain or fortification)."""
    fort = fortification_entry(hexmap, h)
    return bool(terrain_entry(hexmap, h).get("bulletproof") or (fort and fort.get("bulletproof")))


def gives_dug_in(hexmap, h) -> bool:
    """True when a fortification in ``h`` (foxholes) makes its teams dug in."""
    fort = fortification_entry(hexmap, h)
    return bool(fort and fort.get("dug_in"))


def side_features(hexmap, a, b) -> list[dict]:
    """Catalogue entries (each with its ``name``) of the features on the
    hexside between adjacent ``a`` and ``b``."""
    where = f"between {hexmap.label(a)} and {hexmap.label(b)}"
    return [dict(feature_entry(n, where), name=n) for n in sorted(hexmap.features_between(a, b))]


def hex_going(hexmap, h) -> str:
    """Going class of entering ``h``: the worse of its terrain and its
    fortification's going."""
    going = terrain_entry(hexmap, h).get("going", "cross_country")
    fort = fortification_entry(hexmap, h)
    if fort and fort.get("going"):
        going = worse(going, fort["going"])
    return going


def side_going(hexmap, a, b) -> str | None:
    """Going class of crossing the hexside ``a``-``b`` (None: no effect).
    A bridge cancels the going of the other features on the same side."""
    feats = side_features(hexmap, a, b)
    names = {f["name"] for f in feats}
    going = None
    for f in feats:
        if f.get("going") and not ("bridge" in names and f["name"] != "impassable"):
            going = f["going"] if going is None else worse(going, f["going"])
    return going


def worse(g1: str, g2: str) -> str:
    """The slower of two going classes (``GOING_ORDER``); `RulesError` if unknown."""
    for g in (g1, g2):
        if g not in GOING_ORDER:
            raise RulesError(_("fow: unknown going class {g!r}; expected one of {going_order}").format(
                                 g=g, going_order=', '.join(GOING_ORDER)))
    return g1 if GOING_ORDER.index(g1) >= GOING_ORDER.index(g2) else g2
