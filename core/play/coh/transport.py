"""Transport and towing in play (rules/coh.md 4.3; E3 15.6-15.11 as read
by the rules core, `core.rules.coh.transport`; the 7 AP reading is
play_rules.json ``transport``, assumed).

Actions (each paid like a move: from the pool, CAPs topping it up, or as
a command action paid with CAPs):

* ``load g1 onto t1`` (`Load`): foot unit ``g1`` boards vehicle ``t1``
  in its hex or an adjacent one; ``tow k1 with t1`` (`Tow`): field gun
  ``k1`` is limbered to ``t1``;
* ``unload g1 0405`` (`Unload`) / ``untow k1 0405`` (`Untow`): into the
  vehicle's hex or an adjacent one;
* ``hitch d1 to t1`` (`Hitch`) / ``unhitch d1 from t1`` (`Unhitch`):
  vehicle ``t1`` takes the Immobilized or Stunned vehicle ``d1`` in its
  hex in tow, or leaves it (E3 15.10; the tower acts and pays).

A carried unit (``CohUnit.carrier``) is listed only with its rally, stall
and unload (`unit_options`); a unit whose hit marker allows nothing but
Rally (coh.md 3.2: Stunned) gains no load, unload or tow (the rules core
refuses them); cards that would make it move, fire, hide,
build or reveal are not offered on it (`restrict`).  Moving or pivoting
the vehicle moves and turns what it carries (`settle`, called after every
resolution); a destroyed vehicle unloads its passenger at once, free
(E3 15.11).  Attacks on the hex roll against the passenger first (the
rules core's victim order).  A vehicle's move into mines exposes its
passenger too (`riders`; E3 15.8 example).
"""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import distance
from core.i18n import _
from core.play.actions import Action, Rally, Stall, _Paid, action
from core.rules.coh import transport as TR
from core.rules.coh.hitmarkers import unit_effects

# cards a carried unit may still have played on it: 03 Auto-Rally, V04 (rally), V06 (markers set aside)
CARRIED_CARDS = frozenset({"03", "V04", "V06"})


@action("load", "load {units} onto {vehicle}")
class Load(_Paid):
    """Foot unit ``units[0]`` boards vehicle ``vehicle`` (rules/coh.md 4.3,
    E3 15.7).  The vehicle is not a ``target``: nothing is aimed at."""

    vehicle: str = ""


@action("tow", "tow {units} with {vehicle}")
class Tow(Load):
    """Field gun ``units[0]`` is limbered to vehicle ``vehicle`` (E3 15.6, 15.7)."""


@action("hitch", "hitch {vehicle} to {units}")
class Hitch(Load):
    """Vehicle ``units[0]`` takes the Immobilized or Stunned vehicle
    ``vehicle`` in its hex in tow (E3 15.10)."""


@action("unhitch", "unhitch {vehicle} from {units}")
class Unhitch(Load):
    """Vehicle ``units[0]`` leaves the vehicle ``vehicle`` it tows in its hex."""


@action("unload", "unload {units} {to}")
class Unload(_Paid):
    """Carried ``units[0]`` leaves its vehicle into hex ``to`` (E3 15.9)."""

    to: str = ""


@action("untow", "untow {units} {to}")
class Untow(Unload):
    """Towed gun ``units[0]`` is unlimbered into hex ``to`` (E3 15.9)."""


def _own_vehicles(st, u) -> list:
    return [v for v in st.pos.units if v.side == u.side and v.is_vehicle and v.id != u.id and v.carrier is None
            and "destroyed" not in v.hits and not v.hidden]


def unit_options(st, u, options: list) -> list:
    """``options`` (legal.py's ``[(kind, class, fields, AP)]`` of unit
    ``u``) as transport changes them: a carried unit keeps only rally and
    stall and gains its unloads; a foot unit or field gun next to (or with)
    one of its side's vehicles gains its loads."""
    hm, pos = st.pos.hexmap, st.pos
    rally_only = unit_effects(u).only_rally  # coh.md 3.2: no load, unload or tow (module doc)
    if u.carrier is not None:
        out = [o for o in options if o[0] in ("rally", "stall")]
        v = st.unit(u.carrier)
        if v is None or u.is_vehicle or rally_only:  # a towed vehicle is unhitched by its tower
            return out
        cls = Untow if u.kind == "gun" else Unload
        for h in [v.hex, *hm.neighbours(v.hex)]:
            try:
                c = TR.unload_cost(pos, u.id, h)
            except RulesError:
                continue
            out.append(("unload", cls, {"units": (u.id,), "to": hm.label(h)}, c))
        return out
    if rally_only:
        return options
    if u.is_vehicle:
        return options + _tows(st, u)
    if u.hidden or not (u.move_class == "foot" or u.kind == "gun"):
        return options
    out = list(options)
    for v in _own_vehicles(st, u):
        if distance(u.hex, v.hex) > 1 or TR.load_kind(u, v) is None:
            continue
        try:
            c = TR.load_cost(pos, u.id, v.id)
        except RulesError:
            continue
        out.append(("load", Tow if u.kind == "gun" else Load, {"units": (u.id,), "vehicle": v.id}, c))
    return out


def _tows(st, t) -> list:
    """Vehicle ``t``'s hitch (a damaged vehicle of its side in its hex) and
    unhitch options (E3 15.10)."""
    pos = st.pos
    out: list[tuple[str, type[Load], dict, int]] = []
    for v in pos.units_at(t.hex):
        if v.carrier == t.id and v.is_vehicle:
            try:
                out.append(("unload", Unhitch, {"units": (t.id,), "vehicle": v.id}, TR.unhitch_cost(pos, t.id, v.id)))
            except RulesError:
                pass
        elif v.side == t.side and v.carrier is None and TR.towable(v, t):
            try:
                out.append(("load", Hitch, {"units": (t.id,), "vehicle": v.id}, TR.hitch_cost(pos, t.id, v.id)))
            except RulesError:
                pass
    return out


def _carried_ok(st, a: Action) -> bool:
    if isinstance(a, (Rally, Stall, Unload)):
        return True
    return not isinstance(a, _Paid) and getattr(a, "card", None) in CARRIED_CARDS  # a card played on the unit


def restrict(st, acts: list) -> list:
    """``acts`` without the actions a carried unit may not take (module doc)."""
    carried = {u.id for u in st.pos.units if u.carrier is not None}
    if not carried:
        return acts
    return [a for a in acts if not (set(getattr(a, "units", ()) or ()) & carried) or _carried_ok(st, a)]


def riders(st, ids) -> list[str]:
    """Ids of the units carried by the units ``ids``."""
    ids = set(ids)
    return [u.id for u in st.pos.units if u.carrier in ids]


def settle(st, rec: dict | None = None) -> None:
    """Carried units follow their vehicles (hex, facing); a unit whose
    vehicle is destroyed or gone is unloaded in place (E3 15.11), logged
    (with those the rules core's record ``rec`` already unloaded)."""
    pos, released = TR.settle(st.pos)
    released = list((rec or {}).get("unloaded", ())) + released
    st.pos = pos
    for uid in released:
        st.say(_("  {unit} is unloaded: its vehicle is destroyed").format(unit=uid))
