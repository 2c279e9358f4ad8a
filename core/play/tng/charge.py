"""Cavalry charges in the Triumph & Glory engine (tng 9.8, tng_fow.md A.8):
legal charges, the defender's and the charger's choices, and the tasks
that roll the dice.  The rules are `core.rules.tng.charge` (eligibility)
and `core.rules.tng.shock` (commitment, square, counter-charge, recall,
shock DRM and table).

A charge is declared in the shock step of an activation by one active
cavalry unit against the stack in a hex 2-3 hexes away, along a route of
1-2 hexes ending adjacent to it (`charge_problems`), ending faced at the
target with at most one vertex of re-facing per hex entered (A.8).  Then:

1. ``charge_commit`` (d10): Commitment with no Defensive Fire DRM (9.4,
   9.82 step 3); a committed unit moves to the end of its route.
2. The defender chooses (``defend`` stage): ``square`` (infantry not
   Disordered, no Disordered infantry in the stack, not in an enemy ZOC at
   the declaration, 9.85) -> ``square`` d10; ``countercharge`` (cavalry not
   Disordered, charged through its front, not in an enemy frontal ZOC at
   the declaration, 9.86) -> ``countercharge`` d10; or ``stand``.  A stack
   already in square skips to 3.
3. If the target is in square the charger chooses (``recall`` stage)
   ``recall`` (d10, 9.82: on a pass it stays where it is, not Disordered)
   or ``press``.
4. Artillery Reaction Fire at 1 hex (8.6) by a formed gun in the target hex.
5. ``charge_shock`` (d10): the shock with the charge DRMs (9.83-9.87): +3
   heavy / +1 light (cossacks light), none and -2 against a square, none if
   counter-charged, -1 for light counter-charged by heavy, -1 per pursuit.
   A charger Disordered by reaction fire still shocks (A.7).  On 10+ the
   defenders are Disordered and retreat, the charger advances into the
   vacated hex and, if they retreated (not Withdrew), pursues: it faces
   them and charges again (no commitment, no square, no counter-charge:
   they are Disordered), 9.87.
6. ``charge_end``: the charging, pursuing and counter-charging cavalry
   become Disordered (a unit already Disordered stays so), A.8 step 9.

Engine simplifications: one cavalry unit charges one hex; no retreat
before shock by light cavalry (step 2), no Recall after reaction fire
disorders the charger (step 6 of A.8), a charger may have moved in the
same activation (no source forbids it, assumed); infantry and cavalry
shocking the same hex do not coordinate (each is resolved on its own).
"""
from __future__ import annotations

from dataclasses import replace

from core.hexgrid import distance
from core.play.tng import combat

TASKS = ("charge_commit", "square", "countercharge", "recall", "charge_shock", "charge_end")
DICE = frozenset({"charge_commit", "square", "countercharge", "recall", "charge_shock"})


# --- legal charges ----------------------------------------------------------
def _routes(m, start, target):
    """Routes (lists of hexes) from ``start`` toward ``target`` of length
    distance-1, each step one hex nearer, the last adjacent to it."""
    d = distance(start, target)
    out = [[]]
    for k in range(d - 1):
        nxt = []
        for r in out:
            here = r[-1] if r else start
            for n in m.neighbours(here):
                if distance(n, target) == d - 1 - k:
                    nxt.append(r + [n])
        out = nxt
    return out


def _turns(a: int, b: int) -> int:
    return min((a - b) % 6, (b - a) % 6)


def charge_choices(st) -> list:
    """``charge`` actions of the active cavalry that has not shocked: per
    target hex 2-3 hexes away and per last route hex (the first route in
    label order), when `charge_problems` finds nothing and the unit can
    end the route faced at the target (module doc)."""
    from core.play.tng.actions import Charge
    from core.rules.tng.charge import charge_problems
    from core.rules.tng.facing import front_hexes
    m = st.data.hexmap
    pos = st.position()
    side = st.act["side"]
    enemy = sorted({st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != side}, key=st.label)
    out = []
    for uid in st.act["units"]:
        if st.units[uid]["box"] != "map" or st.has(uid, "shocked") or st.has(uid, "disordered"):
            continue
        cav = pos.unit(uid)
        if cav.branch != "cavalry" or cav.facing is None:
            continue
        for t in enemy:
            if not 2 <= distance(cav.hex, t) <= 3:
                continue
            target = pos.combat_at(t)[0]
            seen = set()
            for route in sorted(_routes(m, cav.hex, t), key=lambda r: [m.label(h) for h in r]):
                last = route[-1]
                if last in seen or not m.contains(last) or any(not m.contains(h) or pos.combat_at(h) for h in route):
                    continue
                f = combat.facing_toward(m, last, t)
                if _turns(f, cav.facing) > len(route) or t not in front_hexes(replace(cav, hex=last, facing=f), m):
                    continue
                if charge_problems(pos, cav, target, route):
                    continue
                seen.add(last)
                out.append(Charge(uid, tuple(m.label(h) for h in route), m.label(t)))
    return out


def defend_choices(st) -> list:
    """The defender's choices for the pending charge (``defend`` stage)."""
    from core.play.tng.actions import CounterCharge, FormSquare, Stand
    ch = st.act["charge"]
    out = []
    if ch["may_square"]:
        out.append(FormSquare(ch["target"]))
    out.extend(CounterCharge(u) for u in ch["may_counter"])
    return out + [Stand(ch["target"])]


def recall_choices(st) -> list:
    from core.play.tng.actions import Press, Recall
    u = st.act["charge"]["unit"]
    return [Recall(u), Press(u)]


def choices(st) -> list:
    """The player choices of the pending charge's stage (empty: none pending)."""
    ch = st.act.get("charge") if st.act else None
    if not ch:
        return []
    return {"defend": defend_choices, "recall": recall_choices}.get(ch["stage"], lambda s: [])(st)


def chooser(st) -> str | None:
    """The side that must choose for the pending charge now, or None."""
    ch = st.act.get("charge") if st.act else None
    if not ch:
        return None
    if ch["stage"] == "defend":
        return ch["defender"]
    if ch["stage"] == "recall":
        return st.act["side"]
    return None


# --- applying choices -------------------------------------------------------
def declare(st, a) -> None:
    """Apply a ``charge`` action: note what the defender may do at the declaration, queue the Commitment roll."""
    from core.rules.tng.zoc import enemy_front_zoc_hexes, enemy_zoc_map
    m = st.data.hexmap
    pos = st.position()
    t = m.parse(a.target)
    defs = pos.combat_at(t)
    dside = defs[0].side
    inf = [d for d in defs if d.branch == "infantry"]
    zoc = enemy_zoc_map(pos, dside)
    in_square = any(d.in_square for d in inf)
    may_square = bool(inf) and not in_square and not any(d.disordered for d in inf) and t not in zoc
    front_zoc = enemy_front_zoc_hexes(pos, dside)
    may_counter = [d.id for d in defs if d.branch == "cavalry" and not d.disordered and t not in front_zoc]
    st.set_flag(a.unit, "shocked")
    st.act["charge"] = {"unit": a.unit, "route": list(a.route), "target": a.target, "defender": dside,
                        "stage": "commit", "square": in_square, "may_square": may_square,
                        "may_counter": may_counter, "counter": None, "counterers": [], "pursuit": 0}
    st.say(f"{a.unit} charges {a.target} via {','.join(a.route)} (tng 9.81)")
    st.queue.append({"t": "charge_commit"})


def apply_choice(st, a) -> None:
    """Apply a ``square``/``countercharge``/``stand``/``recall``/``press`` choice."""
    from core.play.tng.actions import CounterCharge, FormSquare, Recall, Stand
    ch = st.act["charge"]
    if isinstance(a, FormSquare):
        ch["stage"] = "rolling"
        st.queue.append({"t": "square"})
    elif isinstance(a, CounterCharge):
        ch["stage"] = "rolling"
        st.queue.append({"t": "countercharge", "unit": a.unit})
    elif isinstance(a, Stand):
        st.say(f"{a.hex} stands against the charge")
        _proceed(st)
    elif isinstance(a, Recall):
        ch["stage"] = "rolling"
        st.queue.append({"t": "recall"})
    else:
        st.say(f"{ch['unit']} charges home")
        _proceed(st)


def _after_commit_stage(st) -> None:
    """After the charger moved adjacent: the defender's choice, the recall choice, or on to the shock."""
    from core.rules.tng.facing import front_hexes
    ch = st.act["charge"]
    pos = st.position()
    here = st.units[ch["unit"]]["hex"]
    ch["may_counter"] = [u for u in ch["may_counter"] if st.units[u]["box"] == "map"
                         and here in front_hexes(pos.unit(u), st.data.hexmap, "defending")]
    if ch["square"]:
        ch["stage"] = "recall"
    elif ch["may_square"] or ch["may_counter"]:
        ch["stage"] = "defend"
    else:
        _proceed(st)


def _proceed(st) -> None:
    """Reaction fire (8.6) at the charger by a formed gun of the target hex, then the charge shock."""
    from core.rules.tng.facing import front_hexes
    ch = st.act["charge"]
    ch["stage"] = "resolving"
    pos = st.position()
    m = st.data.hexmap
    here = st.units[ch["unit"]]["hex"]
    new = []
    for g in pos.combat_at(m.parse(ch["target"])):
        if g.is_artillery and not g.disordered and g.facing is not None and here in front_hexes(g, m):
            new.append({"t": "reaction", "gun": g.id, "unit": ch["unit"]})
            break
    new.append({"t": "charge_shock"})
    st.queue[:0] = new


# --- dice tasks ---------------------------------------------------------------
def run(st, task: dict, die: int | None) -> None:
    """Run charge task ``task`` (one of `TASKS`) with ``die``."""
    globals()["_" + task["t"]](st, task, die)


def _charge_commit(st, t, die):
    from core.play.tng.flow import commander, in_range
    from core.rules.tng.shock import commitment
    ch = st.act["charge"]
    u = ch["unit"]
    if st.units[u]["box"] != "map":
        st.act["charge"] = None
        return
    a = st.act
    c = commander(st, a["side"])
    tu = st.unit(u)
    r = commitment(die, tu.cohesion, a["status"] == "under", in_range(st, a["side"], tu.activation_group),
                   c.command_rating if c else 0, charge=True)
    st.say(f"{u} charge Commitment {die} -> {r['total']} vs Cohesion {tu.cohesion}: "
           f"{'commits' if r['commits'] else 'does not commit'} (tng 9.4, 9.82)")
    if not r["commits"]:
        st.act["charge"] = None
        return
    m = st.data.hexmap
    last = m.parse(ch["route"][-1])
    st.place(u, last, combat.facing_toward(m, last, m.parse(ch["target"])))
    st.say(f"{u} charges to {ch['route'][-1]}")
    combat.displace_commanders(st)
    _after_commit_stage(st)


def _square(st, t, die):
    from core.rules.tng.shock import square_attempt
    ch = st.act["charge"]
    pos = st.position()
    h = st.data.hexmap.parse(ch["target"])
    defs = pos.combat_at(h)
    inf = [d for d in defs if d.branch == "infantry"]
    if not inf:
        _proceed(st)
        return
    # the ZOC and Disorder conditions were checked at the declaration (ch["may_square"])
    out = square_attempt(die, inf[0].cohesion, False, False)
    if out == "square":
        for d in inf:
            st.set_flag(d.id, "in_square")
        ch["square"] = True
        ch["stage"] = "recall"
        st.say(f"{ch['target']} forms square ({die} <= Cohesion {inf[0].cohesion}, tng 9.85)")
    else:
        st.say(f"{ch['target']} fails to form square ({die} > Cohesion {inf[0].cohesion}): "
               "the stack is Disordered (tng 9.85)")
        for d in defs:
            combat.disorder(st, d.id, "failed square, tng 9.85")
        _proceed(st)


def _countercharge(st, t, die):
    from core.rules.tng.shock import counter_charge
    ch = st.act["charge"]
    u = t["unit"]
    if st.units[u]["box"] == "map":
        du, au = st.unit(u), st.unit(ch["unit"])
        lvh = du.is_light and not au.is_light
        ok = counter_charge(die, du.cohesion, lvh)
        st.say(f"{u} counter-charge {die}{' +2' if lvh else ''} vs Cohesion {du.cohesion}: "
               f"{'succeeds' if ok else 'fails'} (tng 9.86)")
        if ok:
            ch["counter"] = u
            ch["counterers"].append(u)
    _proceed(st)


def _recall(st, t, die):
    from core.rules.tng.shock import recall
    ch = st.act["charge"]
    u = ch["unit"]
    ok = st.units[u]["box"] == "map" and recall(die, st.unit(u).cohesion, ch["pursuit"] > 0)
    if ok:
        st.say(f"{u} is recalled ({die} <= Cohesion {st.unit(u).cohesion}, tng 9.82)")
        st.act["charge"] = None
        return
    st.say(f"{u} Recall roll {die} fails: it must charge (tng 9.82)")
    _proceed(st)


def _charge_shock(st, t, die):
    from core.rules.tng import tec
    from core.rules.tng.shock import clear_terrain_drm, cohesion_differential, shock_drm, shock_result
    from core.rules.tng.shock_position import positional_drm
    ch = st.act["charge"]
    u = ch["unit"]
    m = st.data.hexmap
    pos = st.position()
    h = m.parse(ch["target"])
    defs = pos.combat_at(h)
    if st.units[u]["box"] != "map" or not defs:
        st.queue.insert(0, {"t": "charge_end"})
        return
    cav = pos.unit(u)
    here = cav.hex
    fight = [d for d in defs if not d.is_artillery]
    d_ids = [d.id for d in defs]
    if not fight:
        for d in d_ids:
            combat.apply_outcome(st, d, "eliminated", "artillery charged alone, tng 9.25")
        st.queue[:0] = [{"t": "advance", "units": [u], "into": ch["target"]}, {"t": "charge_end"}]
        return
    terr = tec.shock_drm(m.terrain_at(h))
    if m.terrain_at(h) == "clear":
        terr = clear_terrain_drm(fight[0], pos, [here], [cav])
    p = positional_drm(pos, h, [cav])
    cc = ch["counter"]
    kind = None if cc else ("light" if cav.is_light else "heavy")
    lvh = bool(cc) and cav.is_light and not st.unit(cc).is_light
    r = shock_drm(cav.sp, max(1, sum(d.sp for d in fight)), cohesion_differential([cav], defs), terr, p >= 2,
                  p >= 3, charge=kind, square=ch["square"], light_countercharged_by_heavy=lvh,
                  pursuit=ch["pursuit"])
    out = shock_result(die, r["drm"])
    st.say(f"charge {u} -> {ch['target']}: d10 {die} + {r['drm']} = {out['total']}: {out['result']} "
           f"({', '.join(f'{n} {v:+d}' for n, v in r['parts'])}; tng 9.5, 9.83)")
    new = []
    if out["result"] == "attacker_disorder":
        combat.disorder(st, u, "charge repulsed")
        if out["retreat_check"] == "attacker":
            new.append({"t": "retreat_check", "units": [u], "away": ch["target"]})
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
        ch["pursuit"] += 1
        ch["target"], ch["square"], ch["counter"] = st.label(to), False, None
        st.say(f"{u} advances into {st.label(into)} and pursues {st.label(to)} (pursuit {ch['pursuit']}, tng 9.87)")
        st.queue.insert(0, {"t": "charge_shock"})
    else:
        st.place(u, into)
        st.say(f"{u} advances into {st.label(into)}: the defenders withdrew, it stops (tng 9.87)")
        st.queue.insert(0, {"t": "charge_end"})
    combat.displace_commanders(st)


def _charge_end(st, t, die):
    """A.8 step 9: the charging/pursuing and counter-charging cavalry become Disordered."""
    ch = st.act["charge"]
    for u in [ch["unit"]] + ch["counterers"]:
        if st.units[u]["box"] == "map" and not st.has(u, "disordered"):
            st.set_flag(u, "disordered")
            st.set_flag(u, "in_square", False)
            st.say(f"{u} is Disordered after charging (tng 9.8)")
    st.act["charge"] = None
