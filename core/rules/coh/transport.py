"""Transport and towing (rules/coh.md 4.3; the 2nd-edition seed 000 is
silent, so this follows the notes' 3rd-edition text E3 15.6-15.11, 16.6,
16.7, adapted to the 7 AP pool; every such reading is listed, flagged
assumed, in core/play/coh/play_rules.json ``transport``).

* A vehicle (`CohUnit.is_vehicle`) carries one foot unit, or tows one
  field gun (kind ``gun``) (E3 15.6).  A carried or towed unit names its
  vehicle in ``CohUnit.carrier``; it sits in the vehicle's hex, faces as
  the vehicle and moves with it (`settle`).
* Loading (E3 15.7) is the loading unit's move: from the vehicle's hex it
  pays its printed move cost, hit markers and terrain ignored; from an
  adjacent hex it pays the step into the vehicle's hex as a move does
  (terrain, markers, backwards) -- `load_cost`, `load`.
* Unloading (E3 15.9): into the vehicle's hex or an adjacent one, paying
  the move cost into that hex with its terrain (`unload_cost`, `unload`);
  a Stunned unit cannot unload (the activation refuses every action but
  Rally).  The unloaded unit faces as the vehicle (its own hex) or the way
  it moved (an adjacent hex).
* A carried unit may not attack (E3 15.8, 15.10: `check_firers`); it may
  rally and stall (the play engine lists only those and unloading).
* Attacks on a carrier's hex roll against the passenger first, then the
  vehicle (E3 15.11, `passengers_first`); both get the hex's terrain.  A
  carried soft target in a vehicle with ``apc_dr_bonus`` gets that bonus
  from every side (E3 16.6, `apc_bonus`), never the +1 vehicle cover of a
  unit beside a friendly vehicle (E3 15.15).
* A destroyed (or removed) carrier unloads its passenger at once, free, in
  the hex, keeping its facing (E3 15.11, `settle`).
* An Immobilized or Stunned vehicle may be towed by another vehicle in its
  hex (E3 15.10): wheeled ones by any vehicle, tracked ones only by tracked
  vehicles.  The towing vehicle hitches and unhitches it, each for its own
  move cost (assumed: the damaged vehicle cannot act; `hitch_cost`,
  `hitch`, `unhitch`); a towed vehicle may not fire.

Errors: `IllegalAction` naming the rule for every refused load, unload or
attack.
"""
from __future__ import annotations

from dataclasses import replace

from core.hexgrid import Hex, distance
from core.i18n import _
from core.rules.coh import terrain as T
from core.rules.coh.errors import IllegalAction
from core.rules.coh.hitmarkers import split_marker, unit_effects
from core.rules.coh.move import MoveProfile, backwards_extra, step_cost

RULE = "rules/coh.md 4.3 (E3 15.6-15.11)"


def load_kind(unit, vehicle) -> str | None:
    """``"load"`` when ``vehicle`` may carry ``unit`` (a foot unit),
    ``"tow"`` when it may tow it (a field gun, E3 16.7), else None."""
    if not vehicle.is_vehicle or unit.id == vehicle.id:
        return None
    if unit.move_class == "foot":
        return "load"
    if unit.kind == "gun":
        return "tow"
    return None


def passenger_of(position, vehicle_id: str):
    """The unit carried or towed by ``vehicle_id`` (None: none)."""
    for u in position.units:
        if u.carrier == vehicle_id:
            return u
    return None


def _wire(hexmap, h: Hex) -> bool:
    f = hexmap.fortification_at(h)
    return f is not None and T.fortification_value(f.kind, "enter_foot") == "1d6"


def _enemy_in(position, side: str, h: Hex) -> bool:
    return any(o.side != side and not o.hidden for o in position.units_at(h))


def load_cost(position, unit_id: str, vehicle_id: str) -> int:
    """AP for ``unit_id`` to load onto (or be limbered to) ``vehicle_id``
    (module doc); `IllegalAction` naming the rule when it may not: not a
    foot unit or field gun, not the side's vehicle, the vehicle destroyed,
    carried itself or already carrying a unit, more than one hex away, an
    enemy unit in the vehicle's hex, a marker that forbids moving (from an
    adjacent hex), a step the unit may not take, or barbed wire in the
    vehicle's hex (its die is not rolled for a load: assumed)."""
    u, v = position.unit(unit_id), position.unit(vehicle_id)
    hm, opts = position.hexmap, position.options
    kind = load_kind(u, v)
    if kind is None:
        raise IllegalAction(_("{unit} cannot load onto {vehicle}: a vehicle carries one foot unit or tows one "
                              "field gun").format(unit=u.id, vehicle=v.id), RULE)
    if u.side != v.side or v.hidden or "destroyed" in v.hits or v.carrier is not None:
        raise IllegalAction(_("{vehicle} cannot take {unit} aboard").format(vehicle=v.id, unit=u.id), RULE)
    if u.carrier is not None:
        raise IllegalAction(_("{unit} is already carried by {vehicle}").format(unit=u.id, vehicle=u.carrier), RULE)
    other = passenger_of(position, v.id)
    if other is not None:
        raise IllegalAction(_("{vehicle} already carries {unit}").format(vehicle=v.id, unit=other.id), RULE)
    d = distance(u.hex, v.hex)
    if d > 1:
        raise IllegalAction(_("{unit} is {d} hexes from {vehicle}: a unit loads from the vehicle's hex or an "
                              "adjacent one").format(unit=u.id, d=d, vehicle=v.id), "rules/coh.md 4.3 (E3 15.7)")
    if _enemy_in(position, u.side, v.hex):
        raise IllegalAction(_("{vehicle} shares its hex with an enemy unit: no loading in close combat").format(
                                vehicle=v.id), "rules/coh.md 4.3, 4.4")
    if d == 0:  # same hex: the printed move cost, markers and terrain ignored (E3 15.7)
        return u.move_ap
    if unit_effects(u).no_move:
        raise IllegalAction(_("unit {id} may not move (hit marker): it cannot load from an adjacent hex").format(
                                id=u.id), "coh.md 3.2")
    if _wire(hm, v.hex):
        raise IllegalAction(_("{unit} cannot load across barbed wire").format(unit=u.id), RULE)
    c = step_cost(hm, MoveProfile.of(u), u.hex, v.hex, opts)
    if c is None:
        raise IllegalAction(_("{unit} may not enter {hex}").format(unit=u.id, hex=hm.label(v.hex)), RULE)
    return c + backwards_extra(u, u.hex, v.hex, hm.layout, opts)


TOWABLE_MARKERS = ("immobilized", "stunned")


def towable(vehicle, tower) -> bool:
    """True when ``tower`` may tow damaged ``vehicle`` (E3 15.10): an
    Immobilized or Stunned vehicle, wheeled (any tower) or tracked (a
    tracked tower)."""
    if not (vehicle.is_vehicle and tower.is_vehicle) or vehicle.id == tower.id:
        return False
    if not any(split_marker(h, vehicle.armored)[0] in TOWABLE_MARKERS for h in vehicle.hits):
        return False
    return vehicle.move_class == "wheeled" or tower.move_class == "tracked"


def hitch_cost(position, tower_id: str, vehicle_id: str) -> int:
    """AP for ``tower_id`` to take damaged ``vehicle_id`` in tow (its own
    move cost, assumed; E3 15.10); `IllegalAction` naming the rule when it
    may not: not towable by it (`towable`), not in its hex, either already
    towing, carrying or carried, the tower unable to move, or an enemy unit
    in the hex."""
    t, v = position.unit(tower_id), position.unit(vehicle_id)
    rule = "rules/coh.md 4.3 (E3 15.10)"
    if t.side != v.side or not towable(v, t) or "destroyed" in v.hits:
        raise IllegalAction(_("{tower} cannot tow {vehicle}: only an Immobilized or Stunned vehicle is towed, a "
                              "tracked one only by a tracked vehicle").format(tower=t.id, vehicle=v.id), rule)
    if t.hex != v.hex:
        raise IllegalAction(_("{tower} must be in {vehicle}'s hex to tow it").format(tower=t.id, vehicle=v.id), rule)
    if t.carrier is not None or v.carrier is not None or passenger_of(position, t.id) is not None \
            or passenger_of(position, v.id) is not None:
        raise IllegalAction(_("{tower} cannot take {vehicle} in tow: one of them carries or is carried").format(
                                tower=t.id, vehicle=v.id), rule)
    if unit_effects(t).no_move:
        raise IllegalAction(_("unit {id} may not move (hit marker): it cannot tow").format(id=t.id), "coh.md 3.2")
    if _enemy_in(position, t.side, t.hex):
        raise IllegalAction(_("{vehicle} shares its hex with an enemy unit: no loading in close combat").format(
                                vehicle=t.id), "rules/coh.md 4.3, 4.4")
    return t.move_ap


def hitch(position, tower_id: str, vehicle_id: str):
    """The position after ``tower_id`` takes ``vehicle_id`` in tow
    (checked by `hitch_cost`): it faces as the tower and follows it."""
    hitch_cost(position, tower_id, vehicle_id)
    t = position.unit(tower_id)
    return position.replace_unit(position.unit(vehicle_id).with_(facing=t.facing, carrier=t.id))


def unhitch_cost(position, tower_id: str, vehicle_id: str) -> int:
    """AP for ``tower_id`` to leave the vehicle it tows in its hex (its own
    move cost, assumed); `IllegalAction` when it does not tow it."""
    t, v = position.unit(tower_id), position.unit(vehicle_id)
    if v.carrier != t.id or not v.is_vehicle:
        raise IllegalAction(_("{tower} does not tow {vehicle}").format(tower=t.id, vehicle=v.id),
                            "rules/coh.md 4.3 (E3 15.10)")
    return t.move_ap


def unhitch(position, tower_id: str, vehicle_id: str):
    """The position after ``tower_id`` leaves ``vehicle_id`` in its hex."""
    unhitch_cost(position, tower_id, vehicle_id)
    return position.replace_unit(position.unit(vehicle_id).with_(carrier=None))


def load(position, unit_id: str, vehicle_id: str):
    """The position after ``unit_id`` loads onto ``vehicle_id`` (its cost:
    `load_cost`, which also checks it): in the vehicle's hex, facing as
    the vehicle, its hasty defense left behind."""
    load_cost(position, unit_id, vehicle_id)
    v = position.unit(vehicle_id)
    u = position.unit(unit_id)
    return position.replace_unit(u.with_(hex=v.hex, facing=v.facing, carrier=v.id, hasty_defense=False))


def unload_cost(position, unit_id: str, to: Hex) -> int:
    """AP for carried ``unit_id`` to unload into ``to`` (the vehicle's hex
    or an adjacent one; module doc); `IllegalAction` naming the rule when
    it may not: not carried, farther, terrain closed to it, an enemy unit
    in the adjacent hex (that would be close combat: assumed), barbed wire
    there (assumed), or a marker that forbids moving (adjacent hex)."""
    u = position.unit(unit_id)
    hm, opts = position.hexmap, position.options
    if u.carrier is None:
        raise IllegalAction(_("{unit} is not carried: nothing to unload").format(unit=u.id), RULE)
    if u.is_vehicle:
        raise IllegalAction(_("{unit} is towed: its tower unhitches it").format(unit=u.id),
                            "rules/coh.md 4.3 (E3 15.10)")
    v = position.unit(u.carrier)
    d = distance(v.hex, to)
    if d > 1:
        raise IllegalAction(_("{unit} unloads into its vehicle's hex or an adjacent hex, not {hex}").format(
                                unit=u.id, hex=hm.label(to)), "rules/coh.md 4.3 (E3 15.9)")
    eff = unit_effects(u)
    if d == 0:
        pen = T.move_penalty(hm.terrain_at(to), u.move_class)
        if pen is None:
            raise IllegalAction(_("{unit} may not unload in {hex}: the terrain is closed to it").format(
                                    unit=u.id, hex=hm.label(to)), "rules/coh.md 4.3 (E3 15.9), 5.1")
        return u.move_ap + eff.move_ap + pen
    if eff.no_move:
        raise IllegalAction(_("unit {id} may not move (hit marker): it unloads only into its vehicle's hex").format(
                                id=u.id), "coh.md 3.2")
    if _enemy_in(position, u.side, to) or _wire(hm, to):
        raise IllegalAction(_("{unit} may not unload into {hex}").format(unit=u.id, hex=hm.label(to)), RULE)
    c = step_cost(hm, MoveProfile.of(u), v.hex, to, opts)
    if c is None:
        raise IllegalAction(_("{unit} may not enter {hex}").format(unit=u.id, hex=hm.label(to)), RULE)
    return c


def unload(position, unit_id: str, to: Hex):
    """The position after carried ``unit_id`` unloads into ``to`` (checked
    by `unload_cost`): no longer carried, facing as the vehicle in its hex,
    else the way it moved."""
    unload_cost(position, unit_id, to)
    u = position.unit(unit_id)
    v = position.unit(u.carrier)
    facing = v.facing if to == v.hex else position.hexmap.layout.direction_to(v.hex, to)
    return position.replace_unit(u.with_(hex=to, facing=facing, carrier=None, hasty_defense=False))


def settle(position):
    """``(position, released ids)``: every carried unit moved to its
    vehicle's hex and facing; a unit whose vehicle is destroyed or gone is
    unloaded there at once, free, keeping its facing (E3 15.11)."""
    if not position.any_carried:  # nothing carried: nothing to settle
        return position, []
    ids = {u.id: u for u in position.units}
    released = []
    units = []
    changed = False
    for u in position.units:
        if u.carrier is not None:
            v = ids.get(u.carrier)
            if v is None or "destroyed" in v.hits:
                u = u.with_(carrier=None)
                released.append(u.id)
                changed = True
            elif (u.hex, u.facing) != (v.hex, v.facing):
                u = u.with_(hex=v.hex, facing=v.facing)
                changed = True
        units.append(u)
    if not changed:
        return position, []
    return replace(position, units=tuple(units)), released


def passengers_first(units: list) -> list:
    """``units`` (one hex's victims) with each carried unit moved just
    before its vehicle: attacks roll against the passenger first (E3
    15.11)."""
    out, placed = [], set()
    for u in units:
        if u.id in placed:
            continue
        for p in units:
            if p.carrier == u.id and p.id not in placed:
                out.append(p)
                placed.add(p.id)
        out.append(u)
        placed.add(u.id)
    return out


def check_firers(firers: list) -> None:
    """`IllegalAction` when a firer is carried or towed (E3 15.8, 15.10)."""
    for f in firers:
        if f.carrier is not None:
            raise IllegalAction(_("{unit} is carried by {vehicle}: a transported unit may not attack").format(
                                    unit=f.id, vehicle=f.carrier), "rules/coh.md 4.3 (E3 15.8)")


def apc_bonus(position, target) -> int:
    """The APC bonus DR of a carried soft target (E3 16.6: the vehicle's
    ``apc_dr_bonus`` stat, from all sides); 0 otherwise."""
    if target.carrier is None or target.armored:
        return 0
    for v in position.units:
        if v.id == target.carrier:
            return int(v.stat("apc_dr_bonus", 0))
    return 0
