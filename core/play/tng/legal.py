"""Legal player actions of a `TngState`, in a deterministic order.

* Orders Phase: ``order <group>`` up to the Orders Rating, ``pass`` (tng 5.22).
* Initiative pick: ``pick <marker>`` of the Initiative side (tng 5.41).
* Activation (tng 5.43): a No-Orders command chooses ``orders_roll`` or
  ``no_orders`` (5.27-5.28); then artillery fire (one gun, or two stacked
  guns firing together, tng 8.2; `core.rules.tng.fire.fire_drm` decides),
  then movement (each unit once: ``tmove`` to a hex of
  `core.rules.tng.movement.reachable` in ``normal`` mode Under Orders, in
  ``out_of_command`` (half MA) otherwise, ending with any facing; or
  ``face`` in place, tng 6.12), then shock (a stack whose top active unit
  has enemies in its front hexes shocks all of them,
  `core.rules.tng.shock_position.shock_problems`), each step ended by
  ``pass``.  A command that failed its orders roll only rallies.
* Reserve Phase: ``reserve <group>`` or ``pass`` (tng 5.51-5.52).
* Commander movement: ``cmove`` within the commander's MA or ``pass`` (5.62).

Cavalry charges (tng 9.8): ``charge`` in the shock step; while a charge
is pending its stage's choices (`core.play.tng.charge`): the defender's
``square`` / ``countercharge`` / ``stand``, the charger's ``recall`` /
``press``.  Extended movement (tng 7.13): ``extended`` at the start of the
move step of a command Under Orders (`core.rules.tng.extended`), after
which every move of the activation is in ``extended`` mode; a unit in
square may ``unsquare`` as its move (9.85).

Pending choices inside an activation, each its owner's: ``fallback`` /
``hold`` / ``ccharge`` then ``follow`` / ``nofollow`` (retreat before shock,
tng 9.31, 9.86, 9.72: `core.play.tng.evade`), the charge stages,
``countershock`` / ``nocountershock`` (9.73), ``aface`` (re-facing after
an advance, 9.71), ``evade`` / ``stay`` (reaction retreat, 7.39:
`core.play.tng.reaction`).

Stack order (tng 6.24): ``restack`` at the start of the activation (with
the fire step) and in the ``restack`` step at its end.  Combined shocks
(``cshock``, tng 9.22), a front hex left to a friend that shocks it
(``lshock``, 9.22: `core.play.tng.leave_shock`) and several chargers
joining one charge (``launch``, tng 9.8): `core.play.tng.combined`,
`core.play.tng.charge`.
"""
from __future__ import annotations

from core.hexgrid import distance
from core.play.actions import Action, Pass
from core.play.tng import charge, combined, destruction, evade, flank_march, leave_shock, reaction, reinforcements
from core.play.tng.actions import (
    AdvanceFace,
    Barrage,
    CMove,
    CounterShock,
    Extended,
    Face,
    NoCounterShock,
    NoOrders,
    Order,
    OrderBarrage,
    OrderMurat,
    OrdersRoll,
    Pick,
    Reserve,
    Restack,
    Shock,
    TFire,
    TMove,
    Unsquare,
)
from core.play.tng.command import (
    barrage_allowed_now,
    in_range,
    murat_allowed_now,
    orders_choices,
    orders_left,
    side_groups,
)
from core.rules.tng.extended import extended_group_problems
from core.rules.tng.facing import front_hexes
from core.rules.tng.fire import fire_drm
from core.rules.tng.movement import reachable
from core.rules.tng.shock_position import shock_problems
from core.rules.tng.zoc import enemy_zoc_map
from core.play.tng import schevardino


def legal_actions(st) -> list:
    """Every legal action of the player to act (see module doc)."""
    ph = st.phase
    if ph == "orders":
        extra: list[Action] = [OrderBarrage()] if barrage_allowed_now(st, st.acting) else []
        extra += [OrderMurat()] if murat_allowed_now(st, st.acting) else []
        extra += flank_march.order_choices(st, st.acting, orders_left(st, st.acting))   # Borodino 14
        extra += schevardino.release_choices(st, st.acting)  # a scenario's activation schedule
        return [Order(g) for g in orders_choices(st, st.acting)] + extra + [Pass()]
    if ph == "pick" or ph == "draw" and schevardino.alternate(st):  # draw: the sides take turns (scenario)
        return [Pick(m) for m in st.cup if st.marker(m).side == st.acting]
    if ph == "reserve":
        return [Reserve(g) for g in reserve_choices(st, st.acting)] + [Pass()]
    if ph == "commanders":
        cid = st.data.commanders[st.acting]
        return [CMove(cid, st.label(h)) for h in commander_choices(st, st.acting)] + [Pass()]
    if ph == "activation":
        if st.act.get("evade"):  # before a charge's Commitment too (tng 9.31)
            return evade.choices(st)
        if st.act.get("charge"):
            return charge.choices(st)
        if st.act.get("counter_offer"):  # tng 9.73
            return [CounterShock(st.act["counter_offer"]["hex"]), NoCounterShock(st.act["counter_offer"]["hex"])]
        if st.act.get("aface"):
            return advance_face_choices(st)
        if st.act.get("react"):
            return reaction.choices(st)
        step = st.act["step"]
        if step == "barrage":
            return barrage_choices(st) + [Pass()]
        if step == destruction.KIND:
            return destruction.choices(st) + [Pass()]
        if step in flank_march.STEPS:
            return flank_march.choices(st)
        if step == "choose":
            return [OrdersRoll(), NoOrders()] + reinforcements.march_choices(st)  # tng 7.42
        if step == "fire":
            return restack_choices(st) + fire_choices(st) + [Pass()]
        if step == "move":
            return _moves(st) + [Pass()]
        if step == "shock":
            return (shock_choices(st) + combined.cshock_choices(st) + leave_shock.choices(st)   # tng 9.22
                    + charge.charge_choices(st) + [Pass()])
        if step == "restack":
            return restack_end_choices(st) + [Pass()]
    return []


def _active(st) -> list[str]:
    return [u for u in st.act["units"] if st.units[u]["box"] == "map"]


def restack_choices(st, done_key: str = "restacked") -> list:
    """``restack`` actions (tng 6.24): at the start of the activation
    (nothing of it has fired, moved, re-faced or shocked yet) a unit of the
    command that is not on top of its stack goes to the top, once per
    activation, never in an enemy ZOC."""
    a = st.act
    units = _active(st)
    if done_key == "restacked" and any(st.has(u, f) for u in units for f in ("fired", "moved", "faced", "shocked")):
        return []
    done = a.get(done_key, [])
    zoc = None
    out = []
    for u in units:
        if u in done or not st.data.base[u].is_combat:
            continue
        h = st.units[u]["hex"]
        above = [x for x in st.on_map(a["side"]) if st.units[x]["hex"] == h and st.units[x]["seq"] < st.units[u]["seq"]]
        if not above:
            continue
        if zoc is None:
            zoc = enemy_zoc_map(st.position(), a["side"])
        if h not in zoc:
            out.append(Restack(u))
    return out


def advance_face_choices(st) -> list:
    """``aface`` actions after an advance (tng 9.71: the advancing stack may
    re-face): its current facing first, then the other five vertices."""
    adv = st.act["aface"]
    f0 = st.units[adv["units"][0]]["facing"] if adv["units"] else 0
    return [AdvanceFace(adv["hex"], f) for f in [f0] + [f for f in range(6) if f != f0]]


def restack_end_choices(st) -> list:
    """``restack`` actions at the end of the activation (tng 6.24: "at the
    start or end of the unit's activation"), once per unit, never in an
    enemy ZOC; the ``restack`` step after the shock step."""
    return restack_choices(st, "restacked_end")


def fire_choices(st) -> list:
    """``tfire`` actions of the active guns that have not fired or moved (tng 8.1-8.4)."""
    pos = st.position()
    side = st.act["side"]
    guns = [u for u in _active(st) if st.data.base[u].is_artillery
            and not (st.has(u, "fired") or st.has(u, "moved") or st.has(u, "faced") or st.has(u, "disordered"))]
    if not guns:
        return []
    enemy = sorted({st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != side}, key=st.label)
    out = []
    for g in guns:
        gu = pos.unit(g)
        mx = int(gu.stats.get("max_range", 0))
        for h in enemy:
            if distance(gu.hex, h) <= mx and fire_drm(pos, [gu], h, False, st.data.opts)["legal"]:
                out.append(TFire((g,), st.label(h)))
    for i, g in enumerate(guns):
        for g2 in guns[i + 1:]:
            if st.units[g]["hex"] == st.units[g2]["hex"]:
                for a in [a for a in out if a.units == (g,)]:
                    if fire_drm(pos, [pos.unit(g), pos.unit(g2)], st.data.hexmap.parse(a.target), False,
                                st.data.opts)["legal"]:
                        out.append(TFire((g, g2), a.target))
    return out


def barrage_choices(st) -> list:
    """``barrage`` actions at the Artillery Barrage marker (tng 5.33, 8.2):
    per enemy hex, each group of the side's guns that may fire at it and
    are stacked or adjacent to one another (a connected cluster of two or
    more; `core.rules.tng.fire.fire_drm` with the barrage flag decides)."""
    pos = st.position()
    side = st.act["side"]
    guns = [u for u in _active(st) if st.data.base[u].is_artillery and not st.has(u, "fired")
            and not st.has(u, "disordered")]
    if len(guns) < 2:
        return []
    enemy = sorted({st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != side}, key=st.label)
    out = []
    for h in enemy:
        able = [g for g in guns if distance(st.units[g]["hex"], h) <= int(pos.unit(g).stats.get("max_range", 0))
                and fire_drm(pos, [pos.unit(g)], h, True, st.data.opts)["legal"]]
        for cluster in _clusters(st, able):
            if len(cluster) >= 2 and fire_drm(pos, [pos.unit(g) for g in cluster], h, True, st.data.opts)["legal"]:
                out.append(Barrage(tuple(cluster), st.label(h)))
    return out


def _clusters(st, guns: list[str]) -> list[list[str]]:
    """``guns`` split into groups joined by being stacked or adjacent (tng 8.2), in input order."""
    left, out = list(guns), []
    while left:
        group = [left.pop(0)]
        grew = True
        while grew:
            grew = False
            for g in list(left):
                if any(distance(st.units[g]["hex"], st.units[x]["hex"]) <= 1 for x in group):
                    group.append(g)
                    left.remove(g)
                    grew = True
        out.append(sorted(group, key=guns.index))
    return out


def move_choices(st) -> list[str]:
    """Active units that may still move or re-face (each once per
    activation), then the head of each arriving reinforcement column (tng 7.41)."""
    return [u for u in _active(st) if not (st.has(u, "moved") or st.has(u, "faced") or st.has(u, "shocked"))] \
        + reinforcements.heads(st)


def move_mode(st) -> str:
    """``extended`` once the command chose it (tng 7.13), ``normal`` Under
    Orders, else ``out_of_command`` (half MA, tng 7.12, 5.53)."""
    if st.act.get("mode") == "extended":
        return "extended"
    return "normal" if st.act["status"] == "under" else "out_of_command"


def extended_choices(st) -> list:
    """``[Extended()]`` when the activated command may still choose extended
    movement: nothing moved, re-faced or fired yet, and
    `core.rules.tng.extended.extended_group_problems` finds nothing."""
    a = st.act
    units = _active(st)
    if a.get("mode") or a["status"] != "under":
        return []
    if not units:  # tng 7.42: a reinforcement Under Orders may use extended movement from its entry hex
        return [Extended()] if reinforcements.extended_on_entry(st) else []
    if any(st.has(u, "moved") or st.has(u, "faced") for u in units):
        return []
    pos = st.position()
    fired = any(st.has(u, "fired") for u in units)
    if extended_group_problems(pos, [pos.unit(u) for u in units], True, st.data.opts, fired):
        return []
    return [Extended()]


def unit_reach(st, uid: str) -> dict:
    """``{Hex: MP}`` unit ``uid`` may end its move in this activation: a
    reinforcement entering, or a command in reinforcement extended
    movement (tng 7.41-7.42), by `core.play.tng.reinforcements`; never
    within 2 hexes of an enemy entry hex while enemy reinforcements wait (7.44)."""
    if reinforcements.waiting(st, uid) or reinforcements.march_mode(st):
        return schevardino.filter_reach(st, uid, reinforcements.unit_moves(st, uid))
    pos = flank_march.blocked_position(st, st.data.base[uid].side) or st.position()   # Borodino 14
    got = reachable(pos, pos.unit(uid), move_mode(st), None, st.data.opts)
    return schevardino.filter_reach(st, uid, reinforcements.filter_reach(st, uid, got))  # scenario movement limits


def _moves(st) -> list:
    out = extended_choices(st)
    zoc = None
    for u in move_choices(st):
        if st.has(u, "in_square"):
            if zoc is None:
                zoc = enemy_zoc_map(st.position(), st.act["side"])
            if st.units[u]["hex"] not in zoc:
                out.append(Unsquare(u))
        f0 = st.units[u]["facing"]
        for h in sorted(unit_reach(st, u), key=st.label):
            lab = st.label(h)
            out.extend(TMove(u, lab, f) for f in range(6))
        if not reinforcements.waiting(st, u):  # a unit still off the map faces as it enters (7.41)
            out.extend(Face(u, f) for f in range(6) if f != f0)
    return out


def shock_choices(st) -> list:
    """``shock`` actions: per hex, the active non-artillery units there
    (top first) against every enemy-occupied front hex of the top one."""
    pos = st.position()
    m = st.data.hexmap
    by_hex: dict = {}
    for u in _active(st):
        if not st.data.base[u].is_artillery and not st.has(u, "shocked") and not st.has(u, "in_square"):
            by_hex.setdefault(st.units[u]["hex"], []).append(pos.unit(u))
    out = []
    for h in sorted(by_hex, key=st.label):
        stack = by_hex[h]
        top = stack[0]
        if top.facing is None:
            continue
        targets = [t for t in front_hexes(top, m) if pos.enemy_in(t, top.side)]
        if not targets:
            continue
        began = all(u.id in st.act["adjacent"] for u in stack if u.branch == "cavalry")
        if not shock_problems(pos, stack, targets, False, began):
            out.append(Shock(st.label(h), tuple(st.label(t) for t in targets)))
    return out


def reserve_choices(st, side: str) -> list[str]:
    """Groups ``side`` may activate in the Reserve Phase (tng 5.52): a unit
    within the commander's Orders Range and a unit not adjacent to an enemy."""
    enemy = {st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != side}
    out = []
    for g in side_groups(st, side):
        if not in_range(st, side, g) or not schevardino.active(st, g):  # a scenario's activation schedule
            continue
        if any(st.units[u]["box"] == "map" and all(distance(st.units[u]["hex"], e) > 1 for e in enemy)
               and not flank_march.flanker(st, u) for u in st.data.groups[g]):   # Borodino 14: not its marchers
            out.append(g)
    return out


def commander_choices(st, side: str) -> list:
    """Hexes the side's Overall Commander may move to (tng 5.62; MA from its
    stats, or the turn's d10 roll, Borodino special 7), label order."""
    cid = st.data.commanders.get(side)
    if cid is None or st.units[cid]["box"] != "map":
        return []
    pos = st.position()
    cu = pos.unit(cid)
    ma = st.cmd_ma if cu.stats.get("ma_die") else int(cu.stats.get("ma", 8))
    if not ma:
        return []
    pos = flank_march.blocked_position(st, side) or pos   # Borodino 14: the entry hexes closed
    return sorted(reachable(pos, pos.unit(cid), "normal", ma, st.data.opts), key=st.label)
