"""The dice tasks of a cavalry charge (tng 9.8; the sequence is in
`core.play.tng.charge`'s doc).  Each task is a dict ``{"t": kind, ...}`` run
by `run` with a d10 (0-9) when its kind is in `DICE`:

=====================  =====================================================
``charge_commit``      Commitment of one charger, no Defensive Fire DRM (9.4, 9.82)
``charge_committed``   (no die) after every charger rolled: on to the defender
``square``             the target stack's square attempt (9.85)
``countercharge``      a defending cavalry unit's counter-charge (9.86)
``recall``             the charger's Recall roll (9.82)
``charge_after_fire``  (no die) Recall offered if reaction fire disordered it
``charge_shock``       the shock with the charge DRMs, then pursuit (9.83-9.87)
``charge_end``         (no die) chargers and counter-chargers Disordered (A.8)
=====================  =====================================================
"""
from __future__ import annotations

from core.i18n import _
from core.play.tng import charge, charge_two, combat, combined
from core.play.tng.command import commander, in_range
from core.play.tng.rolls import at_most_text, commitment_terms, result_name, shock_text
from core.rules.tng.facing import front_hexes
from core.rules.tng.shock import (
    cohesion_differential,
    commitment,
    counter_charge,
    recall,
    shock_drm,
    shock_result,
    square_attempt,
)
from core.rules.tng.shock_position import positional_drm

TASKS = ("charge_commit", "charge_committed", "square", "countercharge", "recall", "charge_after_fire", "charge_shock",
         "charge_end")
DICE = frozenset({"charge_commit", "square", "countercharge", "recall", "charge_shock"})


def run(st, task: dict, die: int | None) -> None:
    """Run charge task ``task`` (one of `TASKS`) with ``die``."""
    globals()["_" + task["t"]](st, task, die)


def _charge_commit(st, t, die):
    ch = st.act["charge"]
    u = t.get("unit", ch["unit"])
    if st.units[u]["box"] != "map":
        ch["units"].remove(u)
        return
    a = st.act
    c = commander(st, a["side"])
    tu = st.unit(u)
    r = commitment(die, tu.cohesion, a["status"] == "under", in_range(st, a["side"], tu.activation_group),
                   c.command_rating if c else 0, charge=True)
    terms = commitment_terms(a["status"] == "under", in_range(st, a["side"], tu.activation_group),
                             c.command_rating if c else 0, 0, False, charge=True)
    st.say(_("{u} charge Commitment {die} -> {total} vs Cohesion {cohesion}: {value} (tng 9.4, 9.82: no "
             "Defensive Fire DRM; {at_most_text})").format(
               u=u, die=die, total=r['total'], cohesion=tu.cohesion,
               value=_('commits') if r['commits'] else _('does not commit'),
               at_most_text=at_most_text(tu.cohesion, terms, odds=st.odds)))
    if not r["commits"]:
        ch["units"].remove(u)
        return
    m = st.data.hexmap
    route = ch["routes"][u]
    last = m.parse(route[-1])
    st.place(u, last, combat.facing_toward(m, last, m.parse(ch["target"])))
    ch["all"].append(u)
    st.say(_("{u} charges to {route}").format(u=u, route=route[-1]))
    combat.displace_commanders(st)


def _charge_committed(st, t, die):
    """After every charger's Commitment roll (9.4): on to the defender's choice, or no charge at all."""
    ch = st.act["charge"]
    if not ch["units"]:
        st.act["charge"] = None
        return
    ch["unit"] = ch["units"][0]
    charge.after_commit_stage(st)


def _square(st, t, die):
    ch = charge_two.defending(st.act["charge"])  # a two-hex charge: the hex whose defender chose
    pos = st.position()
    h = st.data.hexmap.parse(ch["target"])
    defs = pos.combat_at(h)
    inf = [d for d in defs if d.branch == "infantry"]
    if not inf:
        charge.proceed(st)
        return
    # the ZOC and Disorder conditions were checked at the declaration (ch["may_square"])
    out = square_attempt(die, inf[0].cohesion, False, False)
    if out == "square":
        for d in inf:
            st.set_flag(d.id, "in_square")
        ch["square"] = True
        top = st.act["charge"]
        top["stage"], top["deciding"] = "recall", list(top["units"])  # each charger decides (tng 9.82)
        st.say(_("{target} forms square ({die} <= Cohesion {cohesion}, tng 9.85; {at_most_text})").format(
                   target=ch['target'], die=die, cohesion=inf[0].cohesion,
                   at_most_text=at_most_text(inf[0].cohesion, odds=st.odds)))
    else:
        st.say(_("{target} fails to form square ({die} > Cohesion {cohesion}): the stack is Disordered "
                 "(tng 9.85; {at_most_text})").format(
                   target=ch['target'], die=die, cohesion=inf[0].cohesion,
                   at_most_text=at_most_text(inf[0].cohesion, odds=st.odds)))
        for d in defs:
            combat.disorder(st, d.id, "failed square, tng 9.85")
        charge.proceed(st)


def _countercharge(st, t, die):
    ch = st.act["charge"]
    hexd = charge_two.defending(ch)  # a two-hex charge: the counter-charge hits its own hex only (A.8)
    u = t["unit"]
    if st.units[u]["box"] == "map":
        du, au = st.unit(u), st.unit(ch["unit"])
        lvh = du.is_light and not au.is_light
        ok = counter_charge(die, du.cohesion, lvh)
        terms = [("light counter-charging heavy", 2, "tng 9.86")] if lvh else []
        st.say(_("{u} counter-charge {die}{value} vs Cohesion {cohesion}: {value2} (tng 9.86; "
                 "{at_most_text})").format(
                   u=u, die=die, value=' +2' if lvh else '', cohesion=du.cohesion,
                   value2=_('succeeds') if ok else _('fails'),
                   at_most_text=at_most_text(du.cohesion, terms, odds=st.odds)))
        if ok:
            hexd["counter"] = u
            ch["counterers"].append(u)
    charge.proceed(st)


def _recall(st, t, die):
    ch = st.act["charge"]
    u = t.get("unit", ch["unit"])
    ok = st.units[u]["box"] == "map" and recall(die, st.unit(u).cohesion, ch["pursuit"] > 0)
    if ok:
        st.say(_("{u} is recalled ({die} <= Cohesion {cohesion}, tng 9.82; {at_most_text})").format(
                   u=u, die=die, cohesion=st.unit(u).cohesion,
                   at_most_text=at_most_text(st.unit(u).cohesion, odds=st.odds)))
        ch["units"].remove(u)
        ch["all"].remove(u) if u in ch["all"] else None  # a recalled unit is not Disordered by the charge (A.8)
        if not ch["units"]:
            st.act["charge"] = None
            return
        ch["unit"] = ch["units"][0]
    else:
        coh = st.unit(u).cohesion if st.units[u]["box"] == "map" else 0
        st.say(_("{u} Recall roll {die} fails: it must charge (tng 9.82; {at_most_text})").format(
                   u=u, die=die, at_most_text=at_most_text(coh, odds=st.odds)))
    charge.next_decision(st)


def _charge_after_fire(st, t, die):
    """A.8 step 6: a charger the reaction fire Disordered may ask for Recall
    (not a pursuing one, tng 9.82)."""
    ch = st.act["charge"]
    u = t.get("unit", ch["unit"])
    if t["formed"] and st.units[u]["box"] == "map" and st.has(u, "disordered") and not ch["pursuit"]:
        ch["stage"], ch["deciding"] = "recall", [u]
        st.say(_("{u} was Disordered by reaction fire: it may be recalled (tng 9.82)").format(u=u))
    else:
        st.queue.insert(0, {"t": "charge_shock"})


def lead_charger(st, units: list[str]) -> str:
    """The charger that advances and pursues (tng 9.87 stacking priority:
    Heavy first, then the highest Cohesion; the first declared on a tie)."""
    return min(units, key=lambda u: (st.unit(u).is_light, -st.unit(u).cohesion, units.index(u)))


def _charge_shock(st, t, die):
    """The charge shock of every charger still charging the hex, combined
    (tng 9.8: several units may charge one hex; SP added, the highest
    Cohesion, +3 if any Heavy charges else +1, the position of them all,
    the defender's best terrain from several hexes, 9.53)."""
    ch = st.act["charge"]
    if ch.get("second"):  # tng 9.8, 9.24: against two hexes, one roll
        charge_two.shock(st, die, _pursue)
        return
    m = st.data.hexmap
    pos = st.position()
    h = m.parse(ch["target"])
    defs = pos.combat_at(h)
    units = [u for u in ch["units"] if st.units[u]["box"] == "map"]
    if not units or not defs:
        st.queue.insert(0, {"t": "charge_end"})
        return
    cavs = [pos.unit(u) for u in units]
    u = lead_charger(st, units)
    here = st.units[u]["hex"]
    fight = [d for d in defs if not d.is_artillery]
    d_ids = [d.id for d in defs]
    if not fight:
        for d in d_ids:
            combat.apply_outcome(st, d, "eliminated", "artillery charged alone, tng 9.25")
        st.queue[:0] = [{"t": "advance", "units": [u], "into": ch["target"]}, {"t": "charge_end"}]
        return
    by_hex: dict = {}
    for c in cavs:
        by_hex.setdefault(c.hex, []).append(c)
    terr, _who = combined.terrain_choice(st, fight[0], by_hex)
    p = positional_drm(pos, h, cavs)
    cc = ch["counter"]
    kind = None if cc else ("light" if all(c.is_light for c in cavs) else "heavy")
    lvh = bool(cc) and all(c.is_light for c in cavs) and not st.unit(cc).is_light
    r = shock_drm(sum(c.sp for c in cavs), max(1, sum(d.sp for d in fight)), cohesion_differential(cavs, defs),
                  terr, p >= 2, p >= 3, charge=kind, square=ch["square"], light_countercharged_by_heavy=lvh,
                  pursuit=ch["pursuit"])
    out = shock_result(die, r["drm"])
    st.say(_("charge {units} -> {target}: d10 {die} + {drm} = {total}: {result} (tng 9.5, 9.83; "
             "{shock_text})").format(
               units='+'.join(units), target=ch['target'], die=die, drm=r['drm'],
               total=out['total'], result=result_name(out['result']),
               shock_text=shock_text(r['parts'], r['drm'], odds=st.odds)))
    new = []
    if out["result"] == "attacker_disorder":
        for c in units:
            combat.disorder(st, c, "charge repulsed")
        if out["retreat_check"] == "attacker":
            new.extend({"t": "retreat_check", "units": [c], "away": ch["target"]} for c in units)
    elif out["result"] == "defender_disorder":
        for d in d_ids:
            combat.disorder(st, d, "charge result")
        if out["retreat_check"] == "defender":
            new.append({"t": "retreat_check", "units": d_ids, "away": st.label(here)})
        new.append({"t": "advance", "units": [u], "into": ch["target"]})
    else:
        for d in d_ids:
            combat.disorder(st, d, "charge 10+")
        combat.retreat(st, d_ids, here, "charge 10+")
        _pursue(st, u, h, [d for d in d_ids if st.units[d]["box"] == "map"])
        return
    new.append({"t": "charge_end"})
    st.queue[:0] = new


def _pursue(st, u: str, into, fled: list[str]) -> None:
    """9.87: after 10+ the charger advances into the vacated hex; if the
    defenders retreated (are still on the map) it charges them again."""
    ch = st.act["charge"]
    if st.position().combat_at(into) or st.units[u]["box"] != "map":
        st.queue.insert(0, {"t": "charge_end"})
        return
    m = st.data.hexmap
    if fled:
        to = st.units[fled[0]]["hex"]
        st.place(u, into, combat.facing_toward(m, into, to))
        ch["unit"], ch["units"] = u, [u]  # 9.87: the unit with the stacking priority pursues alone
        ch["pursuit"] += 1
        ch["target"], ch["square"], ch["counter"] = st.label(to), False, None
        pos = st.position()
        others = [h for h in front_hexes(pos.unit(u), m) if h != to and pos.enemy_in(h, st.data.base[u].side)]
        if others:  # 9.87: the pursuit is optional when another enemy is also in front
            ch["stage"] = "pursue"
            st.say(_("{u} advances into {into}; it may pursue {to} or halt, {others} being in its front "
                     "(tng 9.87)").format(u=u, into=st.label(into), to=st.label(to), others=st.label(others[0])))
        else:
            st.say(_("{u} advances into {into} and pursues {to} (pursuit {pursuit}, tng 9.87)").format(
                       u=u, into=st.label(into), to=st.label(to), pursuit=ch['pursuit']))
            ch["fire_done"] = False
            charge.proceed(st)  # reaction fire at the pursuit charge too (tng 8.6), then its shock
    else:
        st.place(u, into)
        st.say(_("{u} advances into {into}: the defenders withdrew, it stops (tng 9.87)").format(
                   u=u, into=st.label(into)))
        st.queue.insert(0, {"t": "charge_end"})
    combat.displace_commanders(st)


def _charge_end(st, t, die):
    """A.8 step 9: the charging/pursuing and counter-charging cavalry become Disordered."""
    ch = st.act["charge"]
    for u in ch["all"] + ch["counterers"]:
        if st.units[u]["box"] == "map" and not st.has(u, "disordered"):
            st.set_flag(u, "disordered")
            st.set_flag(u, "in_square", False)
            st.say(_("{u} is Disordered after charging (tng 9.8)").format(u=u))
    st.act["charge"] = None
