"""Conflict of Heroes set-up checks, as `Problem` warnings:

* units of two sides in one hex start in close combat (coh.md 4);
* a unit in terrain its movement class may not enter (terrain.json move
  penalty None, coh.md 5.1);
* a hidden unit sharing a hex with a visible one is revealed at once
  (seed 000 \u00a710.0 rule 2); one in the open within the reveal radius of a
  visible enemy with a clear LOS cannot stay hidden (rule 4,
  `core.rules.coh.hidden.spots`);
* a visible unit without a facing (coh.md 4.1; hidden units have none,
  seed 000 \u00a710.0).

Units whose catalogue id is unknown are left to the format checks, units
of an unknown kind or with bad stats to the engine checks.
"""
from __future__ import annotations

from core.catalogues import load_units, unit_stats
from core.errors import HexwrightError
from core.naming import side_names, terrain_name
from core.problems import Problem, unit_path
from core.rules.coh import terrain as T
from core.rules.coh.hidden import spots
from core.rules.coh.options import CohOptions
from core.rules.coh.units import Position, unit_from_dict, units_from_dicts


def _unit_dicts(sc) -> dict[str, dict]:
    """Case-shaped unit dicts (`Scenario.rules_unit_dicts` shape) of the
    placed setup units with a known catalogue id that the rules core
    accepts, by unit id."""
    cat = load_units("coh")
    hm = sc.hexmap
    out = {}
    for u in sc.units:
        entry = cat.get(u.catalogue_id) if u.catalogue_id else None
        if u.hex is None or not hm.contains(u.hex) or (u.catalogue_id and entry is None):
            continue
        d = {"id": u.id, "side": u.side, "kind": u.kind or (entry.kind if entry else "squad"),
             "hex": hm.label(u.hex), "hidden": u.hidden, "hits": list(u.hits),
             "stats": {k: v for k, v in unit_stats(u.catalogue_id, u.stats, "coh").items() if v is not None}}
        if u.facing is not None:
            d["facing"] = u.facing
        try:
            unit_from_dict(d, hm)
        except HexwrightError:
            continue   # a kind or stat the engine refuses: `core.setup_checks.engine` reports it
        out[u.id] = d
    return out


def coh_position(sc, dicts: dict[str, dict] | None = None) -> Position:
    """The `core.rules.coh.units.Position` of the setup units of ``sc``
    (options from ``sc.options`` where they are CoH options)."""
    known = set(CohOptions.__dataclass_fields__)
    opts = CohOptions.from_dict({k: v for k, v in sc.options.items() if k in known})
    ds = list((dicts if dicts is not None else _unit_dicts(sc)).values())
    return Position(sc.hexmap, units_from_dicts(ds, sc.hexmap), opts)


def blocked_terrain(sc, d: dict) -> tuple[str, str] | None:
    """``(movement class, terrain id)`` when the unit of case dict ``d``
    stands in terrain its class may not enter (coh.md 5.1), else None."""
    hm = sc.hexmap
    cu = unit_from_dict(dict(d, hits=[]), hm)
    terrain = hm.terrain_at(cu.hex)
    return (cu.move_class, terrain) if T.move_penalty(terrain, cu.move_class) is None else None


def coh_checks(sc, names: dict[str, str]) -> list[Problem]:
    """The coh set-up warnings of scenario ``sc`` (see the module doc);
    ``names``: unit id -> shown name (`core.naming.unit_names`)."""
    hm = sc.hexmap
    lab = hm.label
    dicts = _unit_dicts(sc)
    placed = [u for u in sc.units if u.id in dicts]
    out: list[Problem] = []
    by_hex: dict = {}
    for u in (u for u in sc.units if u.hex is not None and hm.contains(u.hex)):
        by_hex.setdefault(u.hex, []).append(u)
    for h, us in by_hex.items():
        sides = sorted({u.side for u in us})
        if len(sides) > 1:
            shown = side_names(sc)   # the sides' names in the user's language, in side-id order
            out.append(Problem("setup.enemies_share_hex", {"sides": [shown.get(s, s) for s in sides], "hex": lab(h),
                                                           "units": [names[u.id] for u in us]},
                               unit_path(sc, us[0].id), (h,), None, "coh.md 4"))
    for u in placed:
        try:
            blocked = blocked_terrain(sc, dicts[u.id])
        except HexwrightError as e:
            out.append(Problem("setup.check_failed", {"what": f"terrain ({names[u.id]})", "reason": str(e)},
                               unit_path(sc, u.id), (u.hex,), u.id))
            continue
        if blocked:
            out.append(Problem("setup.blocked_terrain", {"unit": names[u.id], "hex": lab(u.hex),
                                                         "terrain": terrain_name("coh", blocked[1]),
                                                         "move_class": blocked[0]},
                               unit_path(sc, u.id) + ".hex", (u.hex,), u.id, "coh.md 5.1"))
    hidden = [u for u in placed if u.hidden]
    if hidden:
        out += _hidden(sc, names, dicts, hidden, placed)
    for u in placed:
        if not u.hidden and u.facing is None:
            out.append(Problem("setup.no_facing", {"unit": names[u.id], "hex": lab(u.hex)},
                               unit_path(sc, u.id) + ".facing", (u.hex,), u.id, "coh.md 4.1"))
    return out


def _hidden(sc, names, dicts, hidden, placed) -> list[Problem]:
    """seed 000 \u00a710.0 rules 2 and 4 applied to the set-up."""
    lab = sc.hexmap.label
    try:
        pos = coh_position(sc, dicts)
    except HexwrightError as e:
        return [Problem("setup.check_failed", {"what": "hidden units", "reason": str(e)}, "$.units")]
    visible = [u for u in placed if not u.hidden]
    out = []
    for u in hidden:
        path = unit_path(sc, u.id) + ".hidden"
        mates = [names[v.id] for v in visible if v.hex == u.hex]
        if mates:
            out.append(Problem("setup.hidden_shares_visible", {"unit": names[u.id], "hex": lab(u.hex),
                                                               "units": mates},
                               path, (u.hex,), u.id, "seed 000 \u00a710.0 rule 2"))
            continue
        for v in visible:
            if v.side != u.side and spots(pos, v.hex, u.hex):
                out.append(Problem("setup.hidden_spotted", {"unit": names[u.id], "hex": lab(u.hex),
                                                            "radius": pos.options.reveal_open_radius,
                                                            "enemy": names[v.id], "enemy_hex": lab(v.hex)},
                                   path, (u.hex, v.hex), u.id, "seed 000 \u00a710.0 rule 4"))
                break
    return out
