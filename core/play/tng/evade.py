"""Retreat before shock (tng 9.31, 9.1 step 2, 9.72; tng_fow.md A.7, A.10)
and the free retreat of cavalry shocked by infantry alone (9.86).

When a shock is declared (``shock`` or ``cshock``), before any Commitment
roll, the defender of a target hex may pull back 1-2 hexes when

* every defender there is cavalry or horse artillery and every attacker
  of the hex is infantry (9.31; for cavalry shocked through its front by
  infantry this is also 9.86's free choice to retreat or stand), or
* every defender is light cavalry or horse artillery and every attacker
  is heavy cavalry (9.31).

The defending side chooses (``evade`` stage of ``act``) per hex, in label
order: ``ccharge 1315 -> 1214`` (`CCharge`, 9.86: formed cavalry shocked
through its front by infantry alone charges one attacking hex instead,
no roll, with the charge DRM, and ends Disordered), ``fallback 1315 ->
1417`` (`Fallback`: to a hex 1-2 hexes away,
each step farther from every attacking hex, not into enemy units, where
they may stack; facing kept, 9.62) or ``hold 1315`` (`Hold`).  Then the
shock goes on against the hexes still held (a stack left with no target
does not shock), and for each vacated hex the attacker may advance
(9.72: optional after a retreat before shock): ``follow 1214 -> 1315``
(`Follow`) or ``nofollow 1315`` (`NoFollow`).

Before a charge made solely by heavy cavalry (``launch``,
`core.play.tng.charge`), light cavalry and horse artillery may retreat the
same way; each unit that does rolls a Disorder Cohesion Check and the
charge ends (nobody is left to charge; the chargers, not yet moved, stay).
"""
from __future__ import annotations

from core.hexgrid import Hexside, distance
from core.i18n import _
from core.play.tng import combat
from core.play.tng.actions import CCharge, Fallback, Follow, Hold, NoFollow
from core.rules.tng import tec
from core.rules.tng.facing import front_hexes
from core.rules.tng.stacking import stack_problems


def _eligible(st, target, attacker_hexes: list) -> bool:
    pos = st.position()
    defs = pos.combat_at(target)
    att = [u for h in attacker_hexes for u in pos.combat_at(h) if u.id in st.act["units"] and not u.is_artillery]
    if not defs or not att or any(d.in_square for d in defs):
        return False
    def_ok = all(d.branch == "cavalry" or d.move_class == "horse_artillery" for d in defs)
    if def_ok and all(a.branch == "infantry" for a in att):
        return True
    light_ok = all((d.branch == "cavalry" and d.is_light) or d.move_class == "horse_artillery" for d in defs)
    return light_ok and all(a.branch == "cavalry" and not a.is_light for a in att)


def destinations(st, target, attacker_hexes: list) -> list:
    """Hexes 1-2 hexes from ``target`` the defenders may pull back to (module doc), label order."""
    pos = st.position()
    m = st.data.hexmap
    movers = pos.combat_at(target)
    side = movers[0].side

    def ok(a, b) -> bool:
        feats = m.hexsides.get(Hexside.between(a, b), frozenset())
        if "impassable" in feats and not ({"bridge", "road"} & feats):
            return False
        if any(tec.terrain_cost(m.terrain_at(b), u.move_class) is None for u in movers) or pos.enemy_in(b, side):
            return False
        return all(distance(b, x) > distance(a, x) for x in attacker_hexes)

    def fits(b) -> bool:
        friends = [f for f in pos.combat_at(b) if f.side == side]
        return not friends or not stack_problems(friends + movers, st.data.opts)

    out = set()
    for n in m.neighbours(target):
        if not ok(target, n):
            continue
        if fits(n):
            out.add(n)
        for n2 in m.neighbours(n):
            if ok(n, n2) and fits(n2):
                out.add(n2)
    return sorted(out, key=st.label)


def begin(st, tasks: list[dict], attacks: dict, charge: bool = False) -> None:
    """Queue the shock's ``tasks`` now, or first ask the defenders that may
    retreat before it (``attacks``: target label -> attacking hex labels;
    ``charge``: a cavalry charge, after which the retreat rolls for Disorder
    and the charge ends, 9.31)."""
    m = st.data.hexmap
    pending = [t for t in sorted(attacks, key=lambda x: x)
               if _eligible(st, m.parse(t), [m.parse(h) for h in attacks[t]])
               and destinations(st, m.parse(t), [m.parse(h) for h in attacks[t]])]
    if not pending:
        st.queue.extend(tasks)
        return
    side = st.position().combat_at(m.parse(pending[0]))[0].side
    st.act["evade"] = {"side": side, "pending": pending, "attacks": attacks, "tasks": tasks, "vacated": [],
                       "follow": [], "charge": charge}
    st.say(_("{pending} may retreat before the shock (tng 9.31)").format(pending=', '.join(pending)))


def choices(st) -> list:
    """The pending decision: the defender's ``fallback``/``hold``, or the attacker's ``follow``/``nofollow``."""
    ev = st.act["evade"]
    m = st.data.hexmap
    if ev["pending"]:
        t = ev["pending"][0]
        dests = destinations(st, m.parse(t), [m.parse(h) for h in ev["attacks"][t]])
        return [Fallback(t, st.label(d)) for d in dests] + counter_charges(st, t, ev["attacks"][t]) + [Hold(t)]
    t = ev["follow"][0]
    return [Follow(t, h) for h in sorted(ev["attacks"][t])] + [NoFollow(t)]


def counter_charges(st, target: str, attacker_hexes: list[str]) -> list:
    """``ccharge`` actions (tng 9.86): formed cavalry shocked by infantry
    alone through its front may counter-charge one attacking hex, with no
    roll; not before a charge (that is `core.play.tng.charge`'s 9.86)."""
    if st.act["evade"]["charge"]:
        return []
    pos = st.position()
    m = st.data.hexmap
    defs = pos.combat_at(m.parse(target))
    if not defs or any(d.branch != "cavalry" or d.disordered or d.facing is None for d in defs):
        return []
    att = [u for h in attacker_hexes for u in pos.combat_at(m.parse(h)) if not u.is_artillery]
    if not att or any(a.branch != "infantry" for a in att):
        return []
    front = set(front_hexes(defs[0], m, "defending"))
    return [CCharge(target, h) for h in sorted(attacker_hexes) if m.parse(h) in front]


def chooser(st) -> str | None:
    """The side deciding now (None: nothing pending)."""
    ev = st.act.get("evade") if st.act else None
    if not ev:
        return None
    return ev["side"] if ev["pending"] else st.act["side"]


def apply(st, a) -> None:
    """Apply ``fallback``/``hold``/``follow``/``nofollow``; once all decided, the shock goes on."""
    ev = st.act["evade"]
    m = st.data.hexmap
    if isinstance(a, (Fallback, Hold, CCharge)):
        ev["pending"].remove(a.hex)
        if isinstance(a, CCharge):  # tng 9.86: the cavalry charges the infantry instead of being shocked
            ids = [u.id for u in st.position().combat_at(m.parse(a.hex))]
            kind = "light" if all(st.unit(u).is_light for u in ids) else "heavy"
            ev.setdefault("countered", []).append(a.hex)
            ev.setdefault("first", []).extend([
                {"t": "shock_roll", "units": ids, "hex": a.hex, "targets": [a.at], "charge": kind},
                {"t": "charged_disorder", "units": ids}])
            st.say(_("{ids} counter-charge {at} from {hex}, no roll (tng 9.86)").format(
                       ids='+'.join(ids), at=a.at, hex=a.hex))
        elif isinstance(a, Fallback):
            ids = [u.id for u in st.position().combat_at(m.parse(a.hex))]
            for u in ids:
                st.place(u, m.parse(a.to))
            ev["vacated"].append(a.hex)
            st.say(_("{ids} retreat before the {value} {hex} -> {to} (tng 9.31)").format(
                       ids='+'.join(ids), value=_('charge') if ev['charge'] else _('shock'),
                       hex=a.hex, to=a.to))
            combat.displace_commanders(st)
            if ev["charge"]:  # 9.31: retreating before a charge, each rolls for Disorder
                st.queue.extend({"t": "disorder_check", "unit": u, "drm": 0,
                                 "why": "retreat before a charge, tng 9.31"} for u in ids)
        else:
            st.say(_("{hex} stands (tng 9.31: retreat before shock is optional)").format(hex=a.hex))
        if not ev["pending"]:
            ev["follow"] = list(ev["vacated"])
            _release(st)
    else:
        ev["follow"].remove(a.hex)
        if isinstance(a, Follow):
            units = [u for u in st.act["units"] if st.units[u]["box"] == "map"
                     and st.label(st.units[u]["hex"]) == a.frm and not st.data.base[u].is_artillery]
            st.say(_("{units} follow into {hex} (tng 9.72: optional after a retreat before shock)").format(
                       units='+'.join(units), hex=a.hex))
            combat.advance(st, units, m.parse(a.hex))
        if not ev["follow"]:
            st.act.pop("evade")


def _release(st) -> None:
    """Queue the shock against the hexes still held (a stack with no target left does not shock)."""
    ev = st.act["evade"]
    gone = set(ev["vacated"])
    if ev["charge"]:  # the charged hex is empty: the charge ends; the chargers stay where they are
        if gone:
            st.act["charge"] = None
            st.say(_("the charge on {gone} finds nobody (tng 9.31)").format(gone=', '.join(sorted(gone))))
        else:
            st.queue.extend(ev["tasks"])
        st.act.pop("evade")
        return
    gone |= set(ev.get("countered", []))   # a counter-charged attack is not made (9.86)
    out = list(ev.get("first", []))
    for t in ev["tasks"]:
        t = dict(t, targets=[x for x in t.get("targets", []) if x not in gone])
        if t["t"] == "cshock_go":
            t["stacks"] = [dict(p, targets=[x for x in p["targets"] if x not in gone]) for p in t["stacks"]]
            t["stacks"] = [p for p in t["stacks"] if p["targets"]]
        if t["targets"]:
            out.append(t)
    if not any(t["t"] == "commit" for t in out):
        out = list(ev.get("first", []))
    st.queue.extend(out)
    if not ev["follow"]:
        st.act.pop("evade")
