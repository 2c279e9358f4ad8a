"""Firing smoke (rules/coh.md 8.3; E3 ch. 14): an attack action that
places a Heavy Smoke marker instead of attacking, by mortars of 8cm or
more (the counters with an indirect attack cost: the 8cm and 82mm
mortars) at a hex within their range (not inside the minimum range) and
by pioneers (foot units with a flamethrower) at range 1; the hex must be in
the firer's arc and clear LOS, and not water.  It costs the firer's attack
cost (hit markers included) and reveals a hidden firer.  Smoke decays in
each pre-round sequence: Heavy becomes Light, Light is removed (rules/coh.md
1.1 [S1], 8.3).  Smoke fired by artillery cards and by tanks a mission
names is not played (play_rules.json ``smoke_firers``, assumed).

Listed targets are the hexes of visible enemy units and of the side's own
units in reach; any hex in reach is accepted when applied (`smoke_ok`).
"""
from __future__ import annotations

from dataclasses import replace

from core.errors import RulesError
from core.hexgrid import distance
from core.i18n import _
from core.play.actions import _Paid, action
from core.rules.coh import hidden as H
from core.rules.coh.combat import fire_cost
from core.rules.coh.fire_limits import fire_facing
from core.rules.coh.firegroup import in_arc
from core.rules.coh.hitmarkers import unit_effects

RULE = "rules/coh.md 8.3 (smoke)"


@action("fire_smoke", "smoke {units} -> {target}")
class Smoke(_Paid):
    """Fire smoke with ``units[0]`` at hex ``target`` (module doc)."""

    target: str = ""


def smoke_reach(u) -> tuple[int, int] | None:
    """``(min, max)`` hexes ``u`` may fire smoke at, None when it cannot."""
    if u.stat("indirect_ap") is not None and u.stat("range") is not None:
        return u.stat("range_min", 0), u.stat("range")
    if u.move_class == "foot" and (u.stat("flamethrower") or u.stat("pioneer")):
        return 1, 1
    return None


def check_smoke(st, u, h) -> int:
    """The AP cost of ``u`` firing smoke at hex ``h``; `RulesError` naming
    the rule when it may not."""
    reach = smoke_reach(u)
    if reach is None:
        raise RulesError(_("{id} cannot fire smoke").format(id=u.id), RULE)
    eff = unit_effects(u)
    if eff.no_attack or eff.only_rally or eff.destroyed:
        raise RulesError(_("{id} may not attack (hit marker)").format(id=u.id), "coh.md 3.2")
    pos, hm = st.pos, st.pos.hexmap
    d = distance(u.hex, h)
    if not reach[0] <= d <= reach[1]:
        raise RulesError(_("{hex} is {d} hexes from {id}: its smoke reaches {lo}-{hi}").format(
            hex=hm.label(h), d=d, id=u.id, lo=reach[0], hi=reach[1]), RULE)
    if hm.terrain_at(h) == "water":
        raise RulesError(_("no smoke on water ({hex})").format(hex=hm.label(h)), RULE)
    if not in_arc(hm.layout, u.hex, fire_facing(pos, u), h):
        raise RulesError(_("{hex} is outside {id}'s arc of fire").format(hex=hm.label(h), id=u.id), "coh.md 2.2")
    if not pos.los_clear(u.hex, h):
        raise RulesError(_("{id} has no clear LOS to {hex}").format(id=u.id, hex=hm.label(h)), "coh.md 6")
    return fire_cost(u)


def smoke_options(st, u) -> list:
    """``[(kind, class, fields, cost)]`` smoke options of ``u`` (listed
    targets: module doc)."""
    if smoke_reach(u) is None:
        return []
    hm = st.pos.hexmap
    out = []
    for h in dict.fromkeys(o.hex for o in st.pos.units if not o.hidden or o.side == u.side):
        try:
            c = check_smoke(st, u, h)
        except RulesError:
            continue
        out.append(("smoke", Smoke, {"units": (u.id,), "target": hm.label(h)}, c))
    return out


def smoke_ok(st, a) -> bool:
    """True for a `Smoke` by the side to act from its pool at any hex in
    reach (the listed targets are a short list)."""
    if not isinstance(a, Smoke) or a.pay != "ap" or st.is_chance_node():
        return False
    act = st.activation.get(st.turn)
    u = st.unit(a.units[0]) if a.units else None
    if act is None or u is None or u.side != st.turn or (u.spent and u.id not in act["members"]):
        return False
    if st.must_act and act["lead"] != u.id:
        return False
    try:
        c = check_smoke(st, u, st.pos.hexmap.parse(a.target))
    except (RulesError, ValueError):
        return False
    return c <= act["pool"] + min(a.extra_caps, st.caps[st.turn])


def apply_smoke(st, side: str, a) -> None:
    """Pay for and place the Heavy Smoke (module doc)."""
    u = st.unit(a.units[0])
    h = st.pos.hexmap.parse(a.target)
    cost = check_smoke(st, u, h)
    act = st.activation[side]
    from_caps = min(a.extra_caps, cost)
    act["pool"] -= cost - from_caps
    st.caps[side] -= from_caps
    if u.id not in act["members"]:
        act["members"].append(u.id)
    pos, rev = H.reveal_on_action(st.pos, [u.id])
    smoke = dict(pos.smoke)
    smoke[h] = "heavy"
    st.pos = replace(pos, smoke=smoke)
    if act["pool"] <= 0:
        st.pos = replace(st.pos, units=tuple(x.with_(spent=True) if x.id in act["members"] else x
                                             for x in st.pos.units))
    st.say(_("  {cost} AP, pool {pool}: heavy smoke in {target}").format(
               cost=cost, pool=act['pool'], target=a.target) + (_("; revealed {rev}").format(
                                                                                rev=', '.join(rev))
                                                                             if rev else ""))


def decay(st) -> None:
    """The pre-round's smoke step: Heavy -> Light, Light removed."""
    if not st.pos.smoke:
        return
    smoke = {h: "light" for h, k in st.pos.smoke.items() if k == "heavy"}
    st.pos = replace(st.pos, smoke=smoke)
    st.say(_("smoke: heavy smoke thins to light, light smoke clears"))
