"""Names a designer or player sees for rules objects (Qt-free): unit
names for unit ids, terrain names for terrain ids, compass words for
facings.

* `unit_names(scenario)`: every unit id -> the name its counter shows: the
  scenario's own name, else the catalogue name, else the id; a name
  several units share gets ``#1``, ``#2``... in scenario order (setup
  units, then reinforcements);
* `terrain_name(ruleset, terrain)`: the terrain catalogue's label in lower
  case (``"heavy woods"``), else the id;
* `compass`, `side_word`, `vertex_word`: a hexside facing (coh seed 000 /
  coh.md 4.1) or vertex facing (tng 6.11) as an eight-point compass word;
  `facing_words(scenario)` the right one for its ruleset (registry traits).
"""
from __future__ import annotations

import math

from core.catalogues import load_cards, load_units
from core.errors import HexwrightError
from core.i18n import pgettext
from core.rules.catalogue import load_catalogue
from core.rules.registry import traits

_COMPASS = ("E", "NE", "N", "NW", "W", "SW", "S", "SE")
# the compass words as a player reads them (msgctxt ``compass``; tools/i18n_catalogue.py lists them)
COMPASS_WORDS = _COMPASS


def compass(dx: float, dy: float) -> str:
    """Eight-point compass word of the screen vector ``(dx, dy)`` (pixels,
    y down): ``(0, -1)`` is ``"N"``."""
    ang = math.degrees(math.atan2(-dy, dx)) % 360.0
    return _COMPASS[int((ang + 22.5) // 45) % 8]


def side_word(layout, d: int) -> str:
    """Compass word of hexside direction ``d`` of ``layout`` (a
    `core.hexgrid.Layout`): the direction from the centre to the side's
    midpoint."""
    (ax, ay), (bx, by) = layout.corner_offset(d - 1), layout.corner_offset(d)
    return compass((ax + bx) / 2, (ay + by) / 2)


def vertex_word(layout, k: int) -> str:
    """Compass word of vertex ``k`` of ``layout`` (tng 6.11 facings)."""
    return compass(*layout.corner_offset(k))


def compass_name(word: str) -> str:
    """Compass word ``word`` (``"NE"``) in the current language (msgctxt
    ``compass``; Russian ``"СВ"``)."""
    return pgettext("compass", word)


def facing_words(scenario):
    """``facing number -> compass word`` for the units of ``scenario``: by
    hexside (`side_word`) or by vertex (`vertex_word`) as its ruleset's
    traits say, in the current language (`compass_name`); None when units
    of the ruleset have no facing."""
    kind = traits(scenario.ruleset).facing
    layout = scenario.hexmap.layout_for(1.0)
    if kind == "hexside":
        return lambda d: compass_name(side_word(layout, d))
    if kind == "vertex":
        return lambda k: compass_name(vertex_word(layout, k))
    return None


def side_label(side) -> str:
    """The shown name of ``side`` (a `core.model.Side`): its name in the
    current language (msgctxt ``side``, ``"Germans"`` -> ``"Немцы"``), else
    its id."""
    return catalogue_name("side", side.name) if side.name else side.id


def side_names(scenario) -> dict[str, str]:
    """``{side id: shown name}`` of ``scenario``'s sides (`side_label`)."""
    return {sd.id: side_label(sd) for sd in scenario.sides}


def unit_kind_name(kind: str) -> str:
    """A unit kind (units.json ``kind``, ``"man_packed_gun"``) as shown, in
    the current language (msgctxt ``unit kind``)."""
    return catalogue_name("unit kind", kind.replace("_", " "))


def card_labels(ruleset: str) -> dict[str, str]:
    """``{card number: shown label}`` of ``ruleset``'s cards.json:
    ``"02 Bunker crew"`` with the name in the current language (`card_name`);
    empty when the ruleset has no cards (or an unknown ruleset)."""
    try:
        cards = load_cards(ruleset)
    except HexwrightError:
        return {}
    out = {}
    for num in cards.numbers():
        ct = cards.get(num)
        out[num] = f"{num} \u00ab{card_name(ct.name)}\u00bb" if ct is not None and ct.name else num
    return out


def unit_names(scenario) -> dict[str, str]:
    """``{unit id: shown name}`` for every unit of ``scenario`` (setup and
    reinforcements); shared names numbered ``#1``, ``#2``... in order."""
    cat = load_units(scenario.ruleset)
    base: dict[str, str] = {}
    for u in scenario.all_units():
        t = cat.get(u.catalogue_id) if u.catalogue_id else None
        base[u.id] = u.name or (unit_type_name(t.name) if t is not None and t.name else "") or u.id
    count: dict[str, int] = {}
    for n in base.values():
        count[n] = count.get(n, 0) + 1
    seen: dict[str, int] = {}
    out = {}
    for uid, n in base.items():
        if count[n] > 1:
            seen[n] = seen.get(n, 0) + 1
            out[uid] = f"{n} #{seen[n]}"
        else:
            out[uid] = n
    return out


def _label(ruleset: str, section: str, key: str) -> str:
    try:
        entry = getattr(load_catalogue(ruleset), section).get(key) or {}
    except (HexwrightError, AttributeError):  # an unknown ruleset still gets a readable name
        entry = {}
    label = entry.get("label") if isinstance(entry, dict) else None
    return label if isinstance(label, str) and label else key.replace("_", " ")


def catalogue_name(role: str, english: str) -> str:
    """``english`` (a catalogue name) in the current language, translated
    in role ``role`` (the msgctxt: ``terrain``, ``hexside``,
    ``fortification``, ``unit``, ``side``, ``card``, ``hit marker``;
    tools/i18n_catalogue.py lists them); itself when untranslated."""
    return pgettext(role, english)


def terrain_name(ruleset: str, terrain: str) -> str:
    """The shown name of terrain id ``terrain`` of ``ruleset``: its
    catalogue ``label`` in the current language, in lower case, else the
    id with ``_`` as spaces."""
    return catalogue_name("terrain", _label(ruleset, "terrain", terrain)).lower()


def terrain_label(ruleset: str, terrain: str) -> str:
    """Like `terrain_name` but capitalised as the catalogue's label (palette)."""
    return catalogue_name("terrain", _label(ruleset, "terrain", terrain))


def feature_name(ruleset: str, feature: str) -> str:
    """Shown label of hexside feature id ``feature`` (terrain.json)."""
    return catalogue_name("hexside", _label(ruleset, "hexside_features", feature))


def fortification_name(ruleset: str, kind: str) -> str:
    """Shown label of fortification id ``kind`` (terrain.json)."""
    return catalogue_name("fortification", _label(ruleset, "fortifications", kind))


def unit_type_name(name: str) -> str:
    """A units.json ``name`` in the current language."""
    return catalogue_name("unit", name)


def card_name(name: str) -> str:
    """A cards.json ``name`` in the current language."""
    return catalogue_name("card", name)


def hit_marker_name(key: str) -> str:
    """Shown name of hit marker ``key`` (coh hit_markers.json, coh.md 3.2-3.3)."""
    return catalogue_name("hit marker", key.replace("_", " "))
