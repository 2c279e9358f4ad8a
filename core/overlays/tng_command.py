"""What the Triumph & Glory overlays show, computed from a scenario by the
rules core (Qt-free; the editor never computes rules itself).

* `position(sc)`: the set-up as a `core.rules.tng.units.Position`, brigade
  and activation group lifted from ``stats`` (`core.play.tng.setup.unit_dict`);
  units the rules core refuses are left out (the validation list names them).
* `stack_numbers(sc)`: unit id -> ``(place, size)``, place 1 = the top of
  its stack (tng 6.24: the order of ``units`` in the file, top first).
* `unit_info(sc, unit_id)`: brigade, activation group, its marker(s).
* `zoc(sc, side)`: hexes in the ZOC of ``side``'s units (tng 6.31-6.32).
* `command_ranges(sc)`: per commander, the hexes within its Orders Range
  (tng 5.61).
* `gun_bands(sc, unit_id)`: for an artillery unit, the hexes within
  Effective / Maximum range that lie in its front sector (tng 6.13, 8.3),
  each visible or not (LOS from the gun by `core.los.LosEngine.fan`, tng 8.4).
* `movement(sc, unit_id, orders)`: ``{hex: MP}`` it may reach Under Orders
  (``normal``) or with No Orders (``out_of_command``, half MA, tng 7.12),
  honouring enemy ZOC (stop on entry, 6.33; +1 to leave, 6.34) and
  stacking, plus the hexes where it must stop (enemy ZOC).
* `move_in_stack(sc, unit_id, delta)`: the index in ``sc.units`` the unit
  moves to so that it goes ``delta`` places up (-1) or down (+1) its stack.
"""
from __future__ import annotations

from core.errors import HexwrightError, RulesError
from core.hexgrid import Hex, distance, spiral
from core.i18n import _
from core.los import LosEngine
from core.play.tng.setup import _stats, markers_from_options, rules_spec, unit_dict
from core.rules.tng import options as tng_options
from core.rules.tng.facing import front_hexes
from core.rules.tng.fire import in_front_sector
from core.rules.tng.los_policy import policy
from core.rules.tng.movement import reachable
from core.rules.tng.units import Position, unit_from_dict
from core.rules.tng.zoc import enemy_zoc_map, zoc_hexes


def _dicts(sc):
    for u in sc.units:
        if u.hex is None or not sc.hexmap.contains(u.hex):
            continue
        try:
            yield u, unit_dict(u, sc.hexmap)
        except HexwrightError:
            continue


def position(sc):
    """The rules-core `Position` of the set-up units (module doc)."""
    units = []
    for _u, d in _dicts(sc):
        try:
            units.append(unit_from_dict(d, sc.hexmap))
        except RulesError:
            continue
    return Position(sc.hexmap, units)


def options(sc) -> dict:
    """Resolved rules-core options of ``sc`` (defaults if they are bad)."""
    try:
        return tng_options.resolve(rules_spec(sc.options))
    except RulesError:
        return tng_options.resolve()


def stack_numbers(sc) -> dict[str, tuple[int, int]]:
    """Unit id -> ``(place from the top, stack size)`` among the combat units of its hex."""
    by_hex: dict[Hex, list[str]] = {}
    for u, d in _dicts(sc):
        if d["kind"] != "commander":
            by_hex.setdefault(u.hex, []).append(u.id)
    return {uid: (i + 1, len(ids)) for ids in by_hex.values() for i, uid in enumerate(ids)}


def unit_info(sc, unit_id: str) -> dict:
    """``{"brigade", "group", "markers"}`` of a unit (None when unknown)."""
    u = sc.unit(unit_id)
    if u is None:
        return {"brigade": None, "group": None, "markers": []}
    try:
        stats, _ = _stats(u)
    except HexwrightError:
        stats = dict(u.stats)
    group = stats.get("activation_group")
    markers, _ = markers_from_options(sc.options)
    return {"brigade": stats.get("brigade"), "group": group,
            "markers": [m.id for m in markers if group in m.groups]}


ROMAN = frozenset("ivxlc")


def readable_id(ident: str | None) -> str:
    """A brigade or activation-group id as a reader would write it:
    a short side prefix dropped, Roman numerals upper-cased, other words
    capitalised (``fr_guard`` -> ``Guard``, ``ru_viii`` -> ``VIII``,
    ``fr_cav_I`` -> ``Cav I``, ``vor`` -> ``Vor``); "" for None."""
    if not ident:
        return ""
    words = [w for w in str(ident).split("_") if w]
    if len(words) > 1 and len(words[0]) <= 3 and words[0].islower() and not set(words[0]) <= ROMAN:
        words = words[1:]
    return " ".join(w.upper() if set(w.lower()) <= ROMAN else (w[:1].upper() + w[1:]) for w in words)


def zoc(sc, side: str) -> set[Hex]:
    """Hexes in the ZOC of ``side``'s units."""
    pos = position(sc)
    out: set[Hex] = set()
    for u in pos.units.values():
        if u.side == side:
            out |= set(zoc_hexes(u, sc.hexmap))
    return out


def command_ranges(sc) -> list[tuple[str, str, Hex, set[Hex]]]:
    """``[(commander id, side, hex, hexes within its Orders Range)]``."""
    pos = position(sc)
    out = []
    opts = options(sc)
    for u in pos.units.values():
        if u.branch == "commander":
            r = int(u.stats.get("orders_range", opts["orders_range"]))
            hexes = {h for h in spiral(u.hex, r) if sc.hexmap.contains(h)}
            out.append((u.id, u.side, u.hex, hexes))
    return out


def gun_bands(sc, unit_id: str) -> dict | None:
    """For artillery ``unit_id``: ``{"effective": set, "maximum": set,
    "visible": set, "unseen": set}`` (module doc); None for other units."""
    pos = position(sc)
    u = pos.units.get(unit_id)
    if u is None or not u.is_artillery or u.facing is None:
        return None
    eff, mx = int(u.stats.get("effective_range", 0)), int(u.stats.get("max_range", 0))
    m = sc.hexmap
    area = [h for h in spiral(u.hex, mx) if h != u.hex and m.contains(h) and
            (distance(h, u.hex) == 1 and h in _front(u, m) or distance(h, u.hex) > 1 and in_front_sector(m, u, h))]
    vis = LosEngine(m, policy(options(sc))).fan(u.hex, area) if area else {}
    return {"effective": {h for h in area if distance(h, u.hex) <= eff},
            "maximum": {h for h in area if distance(h, u.hex) > eff},
            "visible": {h for h in area if vis.get(h) or distance(h, u.hex) == 1},
            "unseen": {h for h in area if not vis.get(h) and distance(h, u.hex) > 1}}


def _front(u, m):
    return front_hexes(u, m)


def movement(sc, unit_id: str, orders: str = "normal") -> tuple[dict, set]:
    """``({hex: MP}, stop hexes)``: the reach of ``unit_id`` Under Orders
    (``normal``) or No Orders (``out_of_command``) and the reachable hexes
    in an enemy ZOC (where it must stop)."""
    pos = position(sc)
    u = pos.units.get(unit_id)
    if u is None:
        raise HexwrightError(_("unit {unit_id!r} is not on the map or the rules core cannot use it").format(
                                 unit_id=unit_id))
    costs = reachable(pos, u, orders, None, options(sc))
    stops = set(costs) & set(enemy_zoc_map(pos, u.side)) if u.branch != "commander" else set()
    return costs, stops


def move_in_stack(sc, unit_id: str, delta: int) -> int | None:
    """The ``sc.units`` index that puts ``unit_id`` ``delta`` places up
    (negative) or down its stack (the units of its hex keep their order
    otherwise); None when it cannot move that way."""
    idx = next((i for i, u in enumerate(sc.units) if u.id == unit_id), None)
    if idx is None or sc.units[idx].hex is None:
        return None
    h = sc.units[idx].hex
    mates = [i for i, u in enumerate(sc.units) if u.hex == h]
    k = mates.index(idx) + delta
    if not 0 <= k < len(mates) or delta == 0:
        return None
    # remove the unit, then insert it here: before the mate above it, or
    # after the mate below it (whose index dropped by one with the removal)
    return mates[k]
