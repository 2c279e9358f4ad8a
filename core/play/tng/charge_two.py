"""A cavalry charge against two hexes (tng 9.8 with 9.24, tng_fow.md A.7,
A.8): a charger whose route ends with enemies in both of its front hexes
may charge both (``charge2`` "charge fc 0304,0404 -> 0504+0505": the
first hex is the one it faces, tng 6.1).

* Declared alone (no other cavalry joins a two-hex charge, play_rules.json
  ``two_hex_charge``); Commitment, reaction fire and Recall as for any
  charge (`core.play.tng.charge`), the guns of either hex may fire.
* Each hex's defender chooses on its own (square, counter-charge or
  stand, 9.85-9.86), the first hex first; ``act["charge"]["second"]``
  holds the second hex's ``target``, ``square``, ``may_square``,
  ``may_counter``, ``counter``, ``decided``; while it chooses
  ``act["charge"]["defending"]`` is ``"second"`` (`defending`).
* A counter-charge hits only its own hex (A.8: "against a multi-hex
  charge the counter-charge hits only one hex"): the charge DRM is lost
  against that hex only.
* One d10 for both hexes, the DRMs worked out for each hex on its own
  (9.24: strength ratio of the charger against that hex, its Cohesion
  differential, terrain, position, square, charge bonus), each hex taking
  its own result; the charger is Disordered once if either hex repulses
  it; with neither repulsing it, it advances into the first hex vacated
  (the faced hex first) and pursues there on 10+ (9.87).
"""
from __future__ import annotations

from dataclasses import replace

from core.hexgrid import distance
from core.i18n import _
from core.play.actions import action
from core.play.tng import combat, combined
from core.play.tng.actions import Charge
from core.play.tng.rolls import result_name, shock_text
from core.rules.tng.charge import charge_problems
from core.rules.tng.facing import front_hexes
from core.rules.tng.shock import cohesion_differential, shock_drm, shock_result
from core.rules.tng.shock_position import positional_drm
from core.rules.tng.zoc import enemy_front_zoc_hexes, enemy_zoc_map


@action("charge2", "charge {unit} {route:,} -> {target}+{second}")
class Charge2(Charge):
    """Cavalry ``unit`` charges hexes ``target`` (the one it faces) and
    ``second`` (its other front hex) through ``route`` (tng 9.8, 9.24)."""

    second: str = ""


def variants(st, singles: list) -> list:
    """``charge2`` actions made from the one-hex ``charge`` actions
    ``singles``: where the route's last hex, faced at the target, has an
    enemy in its other front hex too, 2-3 hexes from the charger's start,
    that `core.rules.tng.charge.charge_problems` lets it charge by the
    same route (tng 9.81)."""
    m = st.data.hexmap
    pos = st.position()
    out = []
    for c in singles:
        cav = pos.unit(c.unit)
        last, t = m.parse(c.route[-1]), m.parse(c.target)
        faced = replace(cav, hex=last, facing=combat.facing_toward(m, last, t))
        for t2 in front_hexes(faced, m):
            if t2 == t or not pos.enemy_in(t2, cav.side) or not 2 <= distance(cav.hex, t2) <= 3:
                continue
            defs = pos.combat_at(t2)
            if not defs or charge_problems(pos, cav, defs[0], [m.parse(x) for x in c.route]):
                continue
            out.append(Charge2(c.unit, c.route, c.target, m.label(t2)))
    return out


def defence(st, target: str) -> dict:
    """What the stack in hex ``target`` may do against the charge, judged at
    the declaration (tng 9.85 square, 9.86 counter-charge)."""
    pos = st.position()
    t = st.data.hexmap.parse(target)
    defs = pos.combat_at(t)
    dside = defs[0].side
    inf = [d for d in defs if d.branch == "infantry"]
    in_square = any(d.in_square for d in inf)
    front_zoc = enemy_front_zoc_hexes(pos, dside)
    return {"target": target, "square": in_square,
            "may_square": bool(inf) and not in_square and not any(d.disordered for d in inf)
            and t not in enemy_zoc_map(pos, dside),
            "may_counter": [d.id for d in defs if d.branch == "cavalry" and not d.disordered and t not in front_zoc],
            "counter": None, "decided": False}


def setup(st, ch: dict, a) -> None:
    """Make the just-declared charge ``ch`` a two-hex charge of ``a``."""
    ch["second"] = defence(st, a.second)
    st.say(_("{unit} charges both {target} and {second} (tng 9.8, 9.24: one roll, each hex on its own)").format(
        unit=a.unit, target=a.target, second=a.second))


def targets(ch: dict) -> list[str]:
    """The hexes the pending charge is against, the faced one first."""
    return [ch["target"]] + ([ch["second"]["target"]] if ch.get("second") else [])


def defending(ch: dict) -> dict:
    """The hex record whose defender chooses now: the second hex's while it
    chooses, else the charge itself (its first hex)."""
    return ch["second"] if ch.get("defending") == "second" and ch.get("second") else ch


def defend_next(st) -> bool:
    """Before the charge goes on to reaction fire and the shock: when the
    second hex's defender has not chosen yet and may square or
    counter-charge, its turn (True)."""
    ch = st.act["charge"]
    sec = ch.get("second")
    if not sec or sec["decided"]:
        ch["defending"] = None
        return False
    sec["decided"] = True
    pos = st.position()
    heres = [st.units[u]["hex"] for u in ch["units"]]
    sec["may_counter"] = [u for u in sec["may_counter"] if st.units[u]["box"] == "map"
                          and any(h in front_hexes(pos.unit(u), st.data.hexmap, "defending") for h in heres)]
    if sec["square"] or not (sec["may_square"] or sec["may_counter"]):
        return False
    ch["defending"], ch["stage"] = "second", "defend"
    return True


def shock(st, die: int, pursue) -> None:
    """The two-hex charge shock (module doc); ``pursue`` is
    `core.play.tng.charge_dice._pursue` (9.87, called for the first hex on
    10+)."""
    ch = st.act["charge"]
    m = st.data.hexmap
    pos = st.position()
    units = [u for u in ch["units"] if st.units[u]["box"] == "map"]
    if not units:
        st.queue.insert(0, {"t": "charge_end"})
        return
    u = units[0]
    cav = pos.unit(u)
    here = cav.hex
    repulsed, retreat_check, new = False, False, []
    vacated: list = []
    for d in (ch, ch["second"]):
        h = m.parse(d["target"])
        defs = pos.combat_at(h)
        if not defs:
            continue
        d_ids = [x.id for x in defs]
        fight = [x for x in defs if not x.is_artillery]
        if not fight:
            for x in d_ids:
                combat.apply_outcome(st, x, "eliminated", "artillery charged alone, tng 9.25")
            vacated.append((h, "alone", []))
            continue
        terr, _who = combined.terrain_choice(st, fight[0], {here: [cav]})
        p = positional_drm(pos, h, [cav])
        cc = d["counter"]
        kind = None if cc else ("light" if cav.is_light else "heavy")
        lvh = bool(cc) and cav.is_light and not st.unit(cc).is_light
        r = shock_drm(cav.sp, max(1, sum(x.sp for x in fight)), cohesion_differential([cav], defs), terr, p >= 2,
                      p >= 3, charge=kind, square=d["square"], light_countercharged_by_heavy=lvh,
                      pursuit=ch["pursuit"])
        out = shock_result(die, r["drm"])
        st.say(_("charge {unit} -> {target} (one of two hexes): d10 {die} + {drm} = {total}: {result} (tng 9.24, "
                 "9.83; {shock_text})").format(unit=u, target=d["target"], die=die, drm=r["drm"],
                                                total=out["total"], result=result_name(out["result"]),
                                                shock_text=shock_text(r["parts"], r["drm"], odds=st.odds)))
        if out["result"] == "attacker_disorder":
            repulsed = True
            retreat_check = retreat_check or out["retreat_check"] == "attacker"
        elif out["result"] == "defender_disorder":
            for x in d_ids:
                combat.disorder(st, x, "charge result")
            if out["retreat_check"] == "defender":
                new.append({"t": "retreat_check", "units": d_ids, "away": st.label(here)})
            vacated.append((h, "check", []))
        else:
            for x in d_ids:
                combat.disorder(st, x, "charge 10+")
            combat.retreat(st, d_ids, here, "charge 10+")
            vacated.append((h, "ten", [x for x in d_ids if st.units[x]["box"] == "map"]))
    if repulsed:
        combat.disorder(st, u, "charge repulsed")
        if retreat_check:
            new.append({"t": "retreat_check", "units": [u], "away": ch["target"]})
        st.queue[:0] = new + [{"t": "charge_end"}]
        return
    ten = [(h, fled) for h, how, fled in vacated if how == "ten"]
    if ten:  # 9.87: 10+ against a hex: it advances into it and pursues there
        h, fled = ten[0]
        ch["second"] = None
        st.queue[:0] = new
        pursue(st, u, h, fled)
        return
    for h, _how, _fled in vacated:
        new.append({"t": "advance", "units": [u], "into": st.label(h)})
        break
    ch["second"] = None
    st.queue[:0] = new + [{"t": "charge_end"}]
