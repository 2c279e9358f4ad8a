"""Tasks of the Triumph & Glory engine: each queued task is a dict with a
``t`` kind; those in `NEEDS_DIE` wait for one d10 (0-9, tng 2.3) as a
chance node, the others run at once.  `run_task(state, task, die)` applies
the rules core's pure functions to the rolled face.

================  ==========================================================
``delay``         Orders Delay roll of a side (tng 5.29)
``init``          Initiative die of a side; ``init_decide`` compares (tng 3.0)
``orders_roll``   Individual Orders of the activated command (tng 5.28)
``fire``          artillery fire, also Counter-battery (tng 8.5, 8.7)
``disorder_check``  Disorder Cohesion Check of one unit (fire table 9-12)
``commit``        Commitment roll of an attacking stack (tng 9.4)
``reaction``      Artillery Reaction Fire at the top attacker (tng 8.6)
``shock_roll``    the Shock Resolution Table (tng 9.5-9.7)
``retreat_check`` Retreat Cohesion Check of a stack's top unit (tng 9.62)
``advance``       the attackers advance into a vacated hex (tng 9.71)
``rally``         Rally of one unit (tng 10.1)
``reserve_check`` Disorder check after a Reserve activation (tng 5.54-5.56)
``recovery``      Recovery roll (tng 10.2); ``withdrawn_to_recovery``
``cmd_ma``        Napoleon's MP for the turn (Borodino special 7)
``charge_*``, ``square``, ``countercharge``, ``recall``: cavalry charges
                  (tng 9.8), see `core.play.tng.charge_dice`
================  ==========================================================
"""
from __future__ import annotations

from core.hexgrid import distance, line
from core.i18n import _
from core.play.tng import charge_dice, combat, combined, destruction, flank_march, leave_shock
from core.play.tng.command import commander, in_range, reserve_orders_rating
from core.play.tng.rolls import at_most_text, commitment_terms, fire_text, result_name, shock_text
from core.rules.tng import tec
from core.rules.tng.facing import front_hexes
from core.rules.tng.fire import counter_battery_allowed, fire_drm, resolve_fire, tables
from core.rules.tng.morale import disorder_check, rally, recovery
from core.rules.tng.orders import (
    individual_orders,
    orders_delay_passes,
    reserve_disorder_check,
)
from core.rules.tng.shock import (
    clear_terrain_drm,
    cohesion_differential,
    commitment,
    retreat_check,
    shock_drm,
    shock_result,
)
from core.rules.tng.shock_position import artillery_alone, positional_drm

NEEDS_DIE = frozenset({"delay", "init", "orders_roll", "fire", "disorder_check", "commit", "reaction", "shock_roll",
                       "retreat_check", "rally", "reserve_check", "recovery", "cmd_ma"}) | charge_dice.DICE \
    | combined.DICE | destruction.DICE | flank_march.DICE


def run_task(st, task: dict, die: int | None) -> None:
    """Run ``task`` with the rolled ``die`` (None for tasks without one);
    the cavalry charge tasks (`core.play.tng.charge_dice.TASKS`) run there."""
    n, st.odds = len(st.log), []
    if task["t"] in charge_dice.TASKS:
        charge_dice.run(st, task, die)
    elif task["t"] in combined.TASKS:
        combined.run(st, task, die)
    elif task["t"] in destruction.TASKS:   # Borodino special 5
        destruction.run(st, task, die)
    elif task["t"] in flank_march.TASKS:   # Borodino special 14 (2d6)
        flank_march.run(st, task, die)
    elif task["t"] in leave_shock.TASKS:   # tng 9.22
        leave_shock.run(st, task, die)
    else:
        globals()["_" + task["t"]](st, task, die)
    if die is not None and st.log[n:]:
        record_roll(st, task, die, st.log[n:])


def record_roll(st, task: dict, die: int, lines: list[str]) -> None:
    """Keep the explanation of one d10 roll (``explain`` hook): ``roll``
    (the task kind), ``who``, ``die``, ``needed`` / ``chance`` (of its
    first explained check: what the natural die needs for the roll to
    pass or take effect), ``plus`` (terms added to the die, each ``{"name",
    "value", "rule"}``), ``against`` and ``target`` (the number to reach),
    ``rule``, ``outcome`` (the first line's result), ``lines``."""
    who = (task.get("unit") or task.get("side") or "+".join(task.get("units", [])) or task.get("hex", "")
           or "+".join((st.act or {}).get("groups", [])))
    first = st.odds[0] if st.odds else {"needed": None, "chance": None}
    st.rolls.append({**first, "roll": task["t"], "who": who, "die": die,
                     "outcome": lines[0].split(": ", 1)[-1], "lines": [x.split(": ", 1)[-1] if x.startswith("T")
                                                                       else x for x in lines],
                     "turn": st.turn})
    st.odds = []


def _front(st, tasks: list) -> None:
    st.queue[:0] = tasks


def _delay(st, t, die):
    s = t["side"]
    c = commander(st, s)
    if orders_delay_passes(die, c.delay_rating, st.delay_failures[s]):
        st.may_order[s], st.delay_failures[s], st.orders[s] = True, 0, []
        st.say(_("{s}: Orders Delay roll {die} passes: new orders (tng 5.29; {delay_why})").format(
                   s=s, die=die, delay_why=_delay_why(st, s, c)))
    else:
        st.may_order[s] = False
        st.delay_failures[s] += 1
        st.say(_("{s}: Orders Delay roll {die} fails: last turn's orders stand (tng 5.29; {delay_why})").format(
                   s=s, die=die, delay_why=_delay_why(st, s, c)))


def _delay_why(st, side: str, c) -> str:
    fails = st.delay_failures[side]
    terms = [("earlier failures", -fails, "tng 5.29")] if fails else []
    return at_most_text(c.delay_rating, terms, odds=st.odds)


def _init(st, t, die):
    st.init_dice[t["side"]] = die


def _init_decide(st, t, die):
    a, b = st.data.order
    ra = commander(st, a).orders_rating if commander(st, a) else 0
    rb = commander(st, b).orders_rating if commander(st, b) else 0
    ta, tb = st.init_dice[a] + ra, st.init_dice[b] + rb
    st.initiative = a if ta > tb else b if tb > ta else None
    st.say(_("Initiative {a} {ta}, {b} {tb}: {initiative} (tng 3.0)").format(
               a=a, ta=ta, b=b, tb=tb, initiative=st.initiative or _('nobody')))


def _orders_roll(st, t, die):
    a = st.act
    c = commander(st, a["side"])
    near = any(in_range(st, a["side"], g) for g in a["groups"])
    rating = reserve_orders_rating(st, a["side"], a["groups"])
    rating = st.marker(a["marker"]).orders_rating if rating is None else rating
    ok = individual_orders(die, rating, c.command_rating if c else 0, near)
    a["status"], a["step"] = ("under" if ok else "rally_only"), "fire"
    terms = [("commander in range", c.command_rating, "tng 5.28")] if c and near and c.command_rating else []
    st.say(_("{groups}: Individual Orders roll {die}: {value} (tng 5.28; {at_most_text})").format(
               groups='+'.join(a['groups']), die=die,
               value=_('Under Orders') if ok else _('may only rally'),
               at_most_text=at_most_text(rating, terms, odds=st.odds)))


def _fire(st, t, die):
    pos = st.position()
    m = st.data.hexmap
    firers = [pos.unit(u) for u in t["units"] if st.units[u]["box"] == "map"]
    target = m.parse(t["target"])
    if not firers or not pos.combat_at(target):
        return
    res = fire_drm(pos, firers, target, bool(t.get("barrage")), st.data.opts)
    if not res["legal"]:
        st.say(_("fire of {units} at {target} lapses: {why}").format(
                   units='+'.join(t['units']), target=t['target'], why=res['why']))
        return
    out = resolve_fire(die, res["sp"], res["drm"])
    kind = _("counter-battery ") if t.get("counter") else _("barrage ") if t.get("barrage") else ""
    st.say(_("{kind}fire {units} -> {target}: d10 {die} + SP {sp} + DRM {drm} = {total}: {result} (tng "
             "8.5; {fire_text})").format(
               kind=kind, units='+'.join(t['units']), target=t['target'], die=die,
               sp=res['sp'], drm=res['drm'], total=out['total'], result=result_name(out['result']),
               fire_text=fire_text(res, odds=st.odds)))
    hit = [u.id for u in pos.combat_at(target)]
    new = []
    if out["misguided_check"]:
        new = misguided_checks(st, firers[0], target)
    if out["result"] == "disorder_check":
        new = [{"t": "disorder_check", "unit": u, "drm": 0, "why": "artillery fire"} for u in hit]
    elif out["result"] in ("auto_disorder", "auto_disorder_retreat"):
        for u in hit:
            combat.disorder(st, u, "artillery fire, tng 8.5")
        if out["result"] == "auto_disorder_retreat" and m.terrain_at(target) not in out["no_retreat_terrain"]:
            combat.retreat(st, hit, firers[0].hex, "artillery fire 15+")
    used = st.act.setdefault("counter_used", []) if st.act else []
    if not t.get("counter"):
        for g in pos.combat_at(target):
            if g.id in used or st.units[g.id]["box"] != "map":
                continue
            if counter_battery_allowed(g, firers[0], False):
                back = fire_drm(pos, [g], firers[0].hex, False, st.data.opts)
                if back["legal"]:
                    used.append(g.id)
                    new.append({"t": "fire", "units": [g.id], "target": st.label(firers[0].hex), "counter": True})
                    break
    _front(st, new)


def misguided_checks(st, firer, target) -> list[dict]:
    """tng 8.8 Disordered Misguided Friendly Fire: after a fire with no
    effect on a natural 0-2, every unit of the firer's side in a hex on the
    line between firer and target and adjacent to the target checks
    Cohesion at -2 (``misguided_cohesion_drm``); one task per unit, as fire
    results are rolled unit by unit (8.5)."""
    drm = int(tables()["fire_drm"]["misguided_cohesion_drm"]["value"])
    pos = st.position()
    out = []
    for h in line(firer.hex, target)[1:-1]:
        if distance(h, target) != 1:
            continue
        for u in pos.combat_at(h):
            if u.side == firer.side:
                out.append({"t": "disorder_check", "unit": u.id, "drm": drm, "why": "misguided friendly fire, tng 8.8"})
    if out:
        st.say(_("misguided friendly fire: {out} check Cohesion (tng 8.8)").format(
                   out=', '.join(x['unit'] for x in out)))
    return out


def _disorder_check(st, t, die):
    u = t["unit"]
    if st.units[u]["box"] != "map":
        return
    out = disorder_check(st.unit(u), die, t.get("drm", 0))
    drm = t.get("drm", 0)
    terms = [("misguided fire", drm, "tng 8.8")] if drm else []
    why = at_most_text(st.unit(u).cohesion, terms, odds=st.odds)
    st.say(_("{u} Disorder Cohesion Check {die}: {out} (tng 8.5; {why})").format(u=u, die=die, out=_(out), why=why))
    combat.apply_outcome(st, u, out, t.get("why", "cohesion check"))


def _commit(st, t, die):
    pos = st.position()
    m = st.data.hexmap
    att = [pos.unit(u) for u in t["units"] if st.units[u]["box"] == "map"]
    if not att:
        return
    top = att[0]
    a = st.act
    c = commander(st, a["side"])
    targets = [m.parse(x) for x in t["targets"]]
    df, through = 0, False
    for h in targets:
        defs = pos.combat_at(h)
        inf = [d for d in defs if d.branch == "infantry"]
        lead = (inf or defs or [None])[0]
        if lead is not None and top.hex in front_hexes(lead, m, "defending"):
            through = True
            df = max(df, int((inf[0].stats.get("df", 0)) if inf else 0))
    r = commitment(die, top.cohesion, a["status"] == "under", in_range(st, a["side"], top.activation_group),
                   c.command_rating if c else 0, df, through)
    terms = commitment_terms(a["status"] == "under", in_range(st, a["side"], top.activation_group),
                             c.command_rating if c else 0, df, through)
    st.say(_("{id} Commitment {die} -> {total} vs Cohesion {cohesion}: {value} (tng 9.4; {at_most_text})").format(
               id=top.id, die=die, total=r['total'], cohesion=top.cohesion,
               value=_('commits') if r['commits'] else _('does not commit'),
               at_most_text=at_most_text(top.cohesion, terms, odds=st.odds)))
    if not r["commits"]:
        return
    new = []
    reacted = a.get("reacted", []) if t.get("combined") else []
    for h in targets:
        for g in pos.combat_at(h):
            if g.is_artillery and not g.disordered and g.facing is not None and top.hex in front_hexes(g, m) \
                    and g.id not in reacted:
                new.append({"t": "reaction", "gun": g.id, "unit": top.id})
                reacted.append(g.id)  # one Reaction Fire per gun and shock (tng 8.6)
                break
    if t.get("combined"):  # tng 9.22: the combined shock rolls once all its stacks rolled Commitment
        a["committed"].append(t["hex"])
    else:
        new.append({"t": "shock_roll", "units": t["units"], "hex": t["hex"], "targets": t["targets"]})
    _front(st, new)


def _reaction(st, t, die):
    pos = st.position()
    g, u = t["gun"], t["unit"]
    if st.units[g]["box"] != "map" or st.units[u]["box"] != "map":
        return
    res = fire_drm(pos, [pos.unit(g)], pos.unit(u), False, st.data.opts)
    if not res["legal"]:
        return
    out = resolve_fire(die, res["sp"], res["drm"])
    st.say(_("reaction fire {g} -> {u}: d10 {die} + SP {sp} + DRM {drm} = {total}: {result} (tng 8.6; "
             "{fire_text})").format(
               g=g, u=u, die=die, sp=res['sp'], drm=res['drm'], total=out['total'],
               result=result_name(out['result']), fire_text=fire_text(res, odds=st.odds)))
    if out["result"] == "disorder_check":
        _front(st, [{"t": "disorder_check", "unit": u, "drm": 0, "why": "reaction fire"}])
    elif out["result"] != "no_effect":
        combat.disorder(st, u, "reaction fire, tng 8.6")


def _shock_roll(st, t, die):
    pos = st.position()
    m = st.data.hexmap
    here = m.parse(t["hex"])
    att = [pos.unit(u) for u in t["units"] if st.units[u]["box"] == "map" and st.units[u]["hex"] == here]
    fighters = [u for u in att if not u.is_artillery]
    if not fighters or fighters[0].disordered:
        st.say(_("shock from {hex} cancelled (the top unit is Disordered or gone, tng 8.6)").format(hex=t['hex']))
        return
    ids = [u.id for u in fighters]
    advanced = False
    new = []
    for label in t["targets"]:
        h = m.parse(label)
        defs = pos.combat_at(h)
        if not defs:
            continue
        if artillery_alone(pos, h):
            for d in defs:
                combat.apply_outcome(st, d.id, "eliminated", "artillery shocked alone, tng 9.25")
            new.append({"t": "advance", "units": ids, "into": label})
            continue
        fight = [d for d in defs if not d.is_artillery]
        terr = tec.shock_drm(m.terrain_at(h))
        if m.terrain_at(h) == "clear":
            terr = clear_terrain_drm(fight[0], pos, [here], fighters)
        p = positional_drm(pos, h, fighters)
        r = shock_drm(sum(u.sp for u in fighters), max(1, sum(d.sp for d in fight)),
                      cohesion_differential(fighters, defs), terr, p >= 2, p >= 3,
                      charge=t.get("charge"))  # a counter-charge against infantry has the charge DRM (9.86)
        out = shock_result(die, r["drm"])
        st.say(_("shock {hex} -> {label}: d10 {die} + {drm} = {total}: {result} (tng 9.5; {shock_text})").format(
                   hex=t['hex'], label=label, die=die, drm=r['drm'], total=out['total'],
                   result=result_name(out['result']),
                   shock_text=shock_text(r['parts'], r['drm'], odds=st.odds)))
        d_ids = [d.id for d in defs]
        if out["result"] == "attacker_disorder":
            for u in ids:
                combat.disorder(st, u, "shock result")
            if out["retreat_check"] == "attacker":
                new.append({"t": "retreat_check", "units": ids, "away": label})
            if "counter_shock" in out["extra"]:  # tng 9.73: below 0 the defender may counter-shock
                new.append({"t": "countershock_offer", "hex": label, "att": t["hex"]})
        elif out["result"] == "defender_disorder":
            for d in d_ids:
                combat.disorder(st, d, "shock result")
            if out["retreat_check"] == "defender":
                new.append({"t": "retreat_check", "units": d_ids, "away": t["hex"]})
        else:
            for d in d_ids:
                combat.disorder(st, d, "shock result")
            combat.retreat(st, d_ids, here, "shock 10+")
        if not advanced and out["result"] != "attacker_disorder":
            new.append({"t": "advance", "units": ids, "into": label,
                        "breakthrough": out["result"] == "defender_disorder_retreat"
                        and all(u.branch == "infantry" for u in fighters)})
            advanced = True
    _front(st, new)


def _retreat_check(st, t, die):
    units = [u for u in t["units"] if st.units[u]["box"] == "map"]
    if not units:
        return
    top = st.unit(units[0])
    if retreat_check(die, top.cohesion):
        st.say(_("{units} Retreat Cohesion Check {die} > {cohesion}: the stack retreats (tng 9.62; "
                 "{at_most_text} to hold)").format(
                   units=units[0], die=die, cohesion=top.cohesion,
                   at_most_text=at_most_text(top.cohesion, odds=st.odds)))
        combat.retreat(st, units, st.data.hexmap.parse(t["away"]), "retreat check")
    else:
        st.say(_("{units} Retreat Cohesion Check {die}: holds (tng 9.62; {at_most_text})").format(
                   units=units[0], die=die,
                   at_most_text=at_most_text(top.cohesion, odds=st.odds)))


def _charged_disorder(st, t, die):
    """A.8 step 9: cavalry that counter-charged infantry (9.86) ends Disordered."""
    for u in t["units"]:
        if st.units[u]["box"] == "map" and not st.has(u, "disordered"):
            st.set_flag(u, "disordered")
            st.say(_("{u} is Disordered after its counter-charge (tng 9.8, 9.86)").format(u=u))


def _countershock_offer(st, t, die):
    combat.offer_counter_shock(st, t["hex"], t["att"])


def _advance(st, t, die):
    combat.advance(st, t["units"], st.data.hexmap.parse(t["into"]))
    if t.get("breakthrough"):
        combat.breakthrough(st, t["units"], st.data.hexmap.parse(t["into"]))


def _rally(st, t, die):
    u = t["unit"]
    if st.units[u]["box"] != "map":
        return
    coh = st.unit(u).cohesion
    if rally(die, coh):
        st.set_flag(u, "disordered", False)
        st.say(_("{u} rallies ({die}, tng 10.1; {at_most_text})").format(
                   u=u, die=die, at_most_text=at_most_text(coh, odds=st.odds)))
    else:
        st.say(_("{u} fails to rally ({die}, tng 10.1; {at_most_text})").format(
                   u=u, die=die, at_most_text=at_most_text(coh, odds=st.odds)))


def _reserve_check(st, t, die):
    u = t["unit"]
    if st.units[u]["box"] != "map":
        return
    tu = st.unit(u)
    out = reserve_disorder_check(tu, "moved" in tu.status, "fired" in tu.status, die)
    combat.apply_outcome(st, u, out, "Reserve activation, tng 5.54")


def _recovery(st, t, die):
    u = t["unit"]
    g = st.data.base[u].activation_group
    gone = all(st.units[x]["box"] not in ("map", "flank") for x in st.data.groups.get(g, []))  # Borodino 14
    out = recovery(die, st.unit(u).cohesion if "disordered_cohesion" not in st.data.base[u].stats
                   else int(st.data.base[u].stats["disordered_cohesion"]), gone)
    if out == "eliminated":
        st.units[u]["box"] = "eliminated"
        st.say(_("{u} fails Recovery ({die}): eliminated (tng 10.2)").format(u=u, die=die))
    elif not combat.place_recovered(st, u):
        st.say(_("{u} recovers but has no hex to return to: it waits (tng 10.3)").format(u=u))


def _withdrawn_to_recovery(st, t, die):
    for p in st.units.values():
        if p["box"] == "withdrawn":
            p["box"] = "recovery"


def _cmd_ma(st, t, die):
    st.cmd_ma = die
    st.say(_("{side} commander rolls {die} MP (Borodino special 7)").format(side=t['side'], die=die))
