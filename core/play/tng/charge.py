"""Cavalry charges in the Triumph & Glory engine (tng 9.8, tng_fow.md A.8):
legal charges, the defender's and the charger's choices, and the tasks
that roll the dice.  The rules are `core.rules.tng.charge` (eligibility)
and `core.rules.tng.shock` (commitment, square, counter-charge, recall,
shock DRM and table).

The dice tasks of a charge are `core.play.tng.charge_dice`.

A charge is declared in the shock step of an activation by an active
cavalry unit against the stack in a hex 2-3 hexes away, along a route of
1-2 hexes ending adjacent to it (`charge_problems`), ending faced at the
target with at most one vertex of re-facing per hex entered (A.8).  More
active cavalry may join it against the same hex (``join`` stage: their
``charge`` actions, routes not crossing the others', then ``launch``; tng
9.8, the rulebook's A+B against Y example).  Then:

1. ``charge_commit`` (d10) for each charger: Commitment with no Defensive
   Fire DRM (9.4, 9.82 step 3); a committed unit moves to the end of its
   route, one that fails drops out.
2. The defender chooses (``defend`` stage): ``square`` (infantry not
   Disordered, no Disordered infantry in the stack, not in an enemy ZOC at
   the declaration, 9.85) -> ``square`` d10; ``countercharge`` (cavalry not
   Disordered, charged through its front, not in an enemy frontal ZOC at
   the declaration, 9.86) -> ``countercharge`` d10; or ``stand``.  A stack
   already in square skips to 3.
3. If the target is in square each charger in turn chooses (``recall``
   stage) ``recall`` (d10, 9.82: on a pass it stays where it is, not
   Disordered by the charge) or ``press``.
4. Artillery Reaction Fire at 1 hex (8.6) by a formed gun in the target
   hex; if it Disorders the charger, the charger chooses ``recall`` or
   ``press`` again (A.8 step 6).
5. ``charge_shock`` (d10): one shock of every charger left, their SP added
   and the highest Cohesion (9.51-9.52), with the charge DRMs (9.83-9.87):
   +3 if any heavy charges / +1 light (cossacks light), none and -2 against a square, none if
   counter-charged, -1 for light counter-charged by heavy, -1 per pursuit.
   A charger Disordered by reaction fire still shocks (A.7).  On 10+ the
   defenders are Disordered and retreat, the charger with the stacking
   priority (Heavy, then Cohesion, 9.87) advances into the vacated hex
   and, if they retreated (not Withdrew), pursues alone: it faces
   them and charges again (no commitment, no square, no counter-charge:
   they are Disordered), 9.87.
6. ``charge_end``: the charging, pursuing and counter-charging cavalry
   become Disordered (a unit already Disordered stays so), A.8 step 9.

Before the Commitment rolls (``launch``), light cavalry and horse
artillery charged solely by heavy cavalry may retreat (A.8 step 2, tng
9.31: `core.play.tng.evade`).  Cavalry shocked by infantry alone chooses
retreat, stand or counter-charge there too (9.86).

A charge against two hexes (the faced hex and the other front hex of the
route's end, one roll, each hex on its own, a counter-charge hitting only
its own hex, tng 9.8 / 9.24) is `core.play.tng.charge_two`.

Engine simplifications: a two-hex charge is declared alone; a route
passes no other unit; a charger may have moved in the same activation (no
source forbids it, assumed); infantry and cavalry shocking the same hex
never combine (9.22): the player resolves the charge first, then the
shocks (each on its own).
"""
from __future__ import annotations

from dataclasses import replace

from core.hexgrid import distance
from core.i18n import _
from core.play.actions import Action
from core.play.tng import charge_two, combat, evade
from core.play.tng.actions import (
    Charge,
    CounterCharge,
    FormSquare,
    Halt,
    Launch,
    Press,
    Pursue,
    Recall,
    Stand,
)
from core.rules.tng.charge import charge_problems
from core.rules.tng.facing import front_hexes
from core.rules.tng.zoc import enemy_front_zoc_hexes, enemy_zoc_map


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
    m = st.data.hexmap
    pos = st.position()
    side = st.act["side"]
    enemy = sorted({st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != side}, key=st.label)
    pending = st.act.get("charge")
    taken: set = set()
    if pending:  # tng 9.8: more cavalry joins the declared charge against the same hex
        enemy = [m.parse(pending["target"])]
        taken = {m.parse(x) for r in pending["routes"].values() for x in r}
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
                if last in seen or not m.contains(last) or any(not m.contains(h) or pos.combat_at(h) or h in taken
                                                               for h in route):
                    continue
                f = combat.facing_toward(m, last, t)
                if _turns(f, cav.facing) > len(route) or t not in front_hexes(replace(cav, hex=last, facing=f), m):
                    continue
                if charge_problems(pos, cav, target, route):
                    continue
                seen.add(last)
                out.append(Charge(uid, tuple(m.label(h) for h in route), m.label(t)))
    return out + ([] if pending else charge_two.variants(st, out))  # tng 9.8, 9.24: against two hexes


def defend_choices(st) -> list:
    """The defender's choices for the pending charge (``defend`` stage)."""
    ch = charge_two.defending(st.act["charge"])  # a two-hex charge: each hex's defender in turn
    out: list[Action] = []
    if ch["may_square"]:
        out.append(FormSquare(ch["target"]))
    out.extend(CounterCharge(u) for u in ch["may_counter"])
    return out + [Stand(ch["target"])]


def pursue_choices(st) -> list:
    """``pursue`` / ``halt`` when the pursuit is optional (tng 9.87: another enemy is in the charger's front)."""
    u = st.act["charge"]["unit"]
    return [Pursue(u), Halt(u)]


def recall_choices(st) -> list:
    """``recall`` / ``press`` of the next charger to decide (tng 9.82: each charging unit rolls on its own)."""
    ch = st.act["charge"]
    u = (ch.get("deciding") or [ch["unit"]])[0]
    return [Recall(u), Press(u)]


def join_choices(st) -> list:
    """``charge`` actions of more active cavalry against the declared target
    (tng 9.8: several units may charge one hex), then ``launch``."""
    return charge_choices(st) + [Launch(st.act["charge"]["target"])]


def choices(st) -> list:
    """The player choices of the pending charge's stage (empty: none pending)."""
    ch = st.act.get("charge") if st.act else None
    if not ch:
        return []
    return {"defend": defend_choices, "recall": recall_choices, "join": join_choices,
            "pursue": pursue_choices}.get(ch["stage"], lambda s: [])(st)


def chooser(st) -> str | None:
    """The side that must choose for the pending charge now, or None."""
    ch = st.act.get("charge") if st.act else None
    if not ch:
        return None
    if ch["stage"] == "defend":
        return ch["defender"]
    if ch["stage"] in ("recall", "pursue", "join"):
        return st.act["side"]
    return None


# --- applying choices -------------------------------------------------------
def declare(st, a) -> None:
    """Apply a ``charge`` action: note what the defender may do at the declaration, queue the Commitment roll."""
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
    pending = st.act.get("charge")
    if pending:  # tng 9.8: one more unit charges the same hex
        pending["units"].append(a.unit)
        pending["routes"][a.unit] = list(a.route)
        st.say(_("{unit} joins the charge on {target} via {route} (tng 9.8)").format(
                   unit=a.unit, target=a.target, route=','.join(a.route)))
    else:
        st.act["charge"] = {"unit": a.unit, "units": [a.unit], "routes": {a.unit: list(a.route)},
                            "route": list(a.route), "target": a.target, "defender": dside,
                            "stage": "join", "square": in_square, "may_square": may_square, "all": [],
                            "may_counter": may_counter, "counter": None, "counterers": [], "pursuit": 0}
        st.say(_("{unit} charges {target} via {route} (tng 9.81)").format(
                   unit=a.unit, target=a.target, route=','.join(a.route)))
    if isinstance(a, charge_two.Charge2):  # tng 9.8, 9.24: a charge against two hexes, declared alone
        charge_two.setup(st, st.act["charge"], a)
        launch(st)
    elif not charge_choices(st):
        launch(st)


def launch(st) -> None:
    """The declared charge begins: each charger rolls Commitment (tng 9.4, 9.82 step 3), then the defender."""
    ch = st.act["charge"]
    ch["stage"] = "commit"
    tasks = [{"t": "charge_commit", "unit": u} for u in ch["units"]] + [{"t": "charge_committed"}]
    here = sorted({st.label(st.units[u]["hex"]) for u in ch["units"]})
    evade.begin(st, tasks, {ch["target"]: here}, charge=True)  # tng 9.31: light cavalry may retreat first


def apply_choice(st, a) -> None:
    """Apply a ``square``/``countercharge``/``stand``/``recall``/``press``/``pursue``/``halt`` choice."""
    ch = st.act["charge"]
    if isinstance(a, Launch):
        launch(st)
        return
    if isinstance(a, (Recall, Press)) and ch.get("deciding"):
        ch["deciding"].remove(a.unit)
    if isinstance(a, FormSquare):
        ch["stage"] = "rolling"
        st.queue.append({"t": "square"})
    elif isinstance(a, CounterCharge):
        ch["stage"] = "rolling"
        st.queue.append({"t": "countercharge", "unit": a.unit})
    elif isinstance(a, Stand):
        st.say(_("{hex} stands against the charge").format(hex=a.hex))
        proceed(st)
    elif isinstance(a, Recall):
        ch["stage"] = "rolling"
        st.queue.append({"t": "recall", "unit": a.unit})
    elif isinstance(a, Pursue):
        st.say(_("{unit} pursues {target} (tng 9.87)").format(unit=a.unit, target=ch['target']))
        ch["fire_done"] = False
        proceed(st)  # reaction fire at the pursuit charge too (tng 8.6), then its shock
    elif isinstance(a, Halt):
        ch["stage"] = "resolving"
        st.say(_("{unit} halts: another enemy is in its front (tng 9.87, pursuit optional)").format(unit=a.unit))
        st.queue.insert(0, {"t": "charge_end"})
    else:
        st.say(_("{unit} charges home").format(unit=a.unit))
        next_decision(st)


def next_decision(st) -> None:
    """The next charger to choose Recall or charge home (tng 9.82), else on to the shock."""
    ch = st.act["charge"]
    if ch.get("deciding"):
        ch["stage"] = "recall"
    else:
        proceed(st)


def after_commit_stage(st) -> None:
    """After the charger moved adjacent: the defender's choice, the recall choice, or on to the shock."""
    ch = st.act["charge"]
    pos = st.position()
    heres = [st.units[u]["hex"] for u in ch["units"]]
    ch["may_counter"] = [u for u in ch["may_counter"] if st.units[u]["box"] == "map"
                         and any(h in front_hexes(pos.unit(u), st.data.hexmap, "defending") for h in heres)]
    if ch["square"]:
        ch["stage"], ch["deciding"] = "recall", list(ch["units"])
    elif ch["may_square"] or ch["may_counter"]:
        ch["stage"] = "defend"
    else:
        proceed(st)


def proceed(st) -> None:
    """Reaction fire (8.6) at the charger by a formed gun of the target hex
    (once per charge), then the charge shock (after a Recall choice if that
    fire disordered the charger, A.8 step 6)."""
    ch = st.act["charge"]
    if charge_two.defend_next(st):  # a two-hex charge: the second hex's defender chooses first (tng 9.8)
        return
    ch["stage"] = "resolving"
    if ch.get("fire_done"):
        st.queue.insert(0, {"t": "charge_shock"})
        return
    ch["fire_done"] = True
    pos = st.position()
    m = st.data.hexmap
    new = []
    for g in [g for t in charge_two.targets(ch) for g in pos.combat_at(m.parse(t))]:
        shot = [u for u in ch["units"] if st.units[u]["hex"] in front_hexes(g, m)] if g.facing is not None else []
        if g.is_artillery and not g.disordered and shot:
            new.append({"t": "reaction", "gun": g.id, "unit": shot[0]})
            new.append({"t": "charge_after_fire", "unit": shot[0], "formed": not st.has(shot[0], "disordered")})
            break
    if not new:
        new.append({"t": "charge_shock"})
    st.queue[:0] = new
