"""Reaction retreat of cavalry (tng 7.39, seed 004): when an enemy
*infantry* unit moves into the ZOC of a formed cavalry unit alone in its
hex, that cavalry may (its owner's choice) retreat one hex in any
direction, whatever its facing, also into a hex of friends it may stack
with, and re-face there; the infantry has stopped (it entered a ZOC,
6.33) and, having moved, may not enter the hex left.  This is played in
the enemy's movement only, never in shock (7.39).

After such a move the activation waits (``react`` stage in ``act``) for
the reacting side: ``evade u 0606 f3`` (`ReactRetreat`) or ``stay u``
(`ReactStay`) for each cavalry unit that may react, in id order.

Jaegers may do this only where a scenario says so (7.39 note); the
Borodino jaegers are line infantry (special 12), so the engine offers it
to cavalry only.
"""
from __future__ import annotations

from core.hexgrid import Hexside
from core.i18n import _
from core.play.tng.actions import ReactRetreat, ReactStay
from core.rules.tng import tec
from core.rules.tng.stacking import stack_problems
from core.rules.tng.zoc import zoc_hexes


def reactors(st, mover: str) -> list[str]:
    """Ids of the enemy cavalry that may reaction-retreat now that infantry
    ``mover`` entered its ZOC (formed, alone in its hex; tng 7.39)."""
    mu = st.unit(mover)
    if mu.branch != "infantry":
        return []
    pos = st.position()
    m = st.data.hexmap
    out = []
    for u in st.on_map():
        cu = pos.unit(u)
        if cu.side == mu.side or cu.branch != "cavalry" or cu.disordered or cu.in_square:
            continue
        if len(pos.combat_at(cu.hex)) != 1:
            continue
        if mu.hex in zoc_hexes(cu, m):
            out.append(u)
    return sorted(out)


def start(st, mover: str) -> None:
    """Note the pending reaction retreats after ``mover``'s move (none: nothing)."""
    who = reactors(st, mover)
    if who:
        st.act["react"] = {"mover": mover, "units": who}
        st.say(_("{mover} entered the ZOC of {who}: {value} may retreat one hex (tng 7.39)").format(
                   mover=mover, who=', '.join(who),
                   value=_('it') if len(who) == 1 else _('each')))


def destinations(st, uid: str) -> list:
    """Hexes ``uid`` may reaction-retreat into: an adjacent hex it may enter
    (terrain, impassable sides), without enemy units, empty or with friends
    it may stack with (tng 7.39, 6.21)."""
    pos = st.position()
    m = st.data.hexmap
    cu = pos.unit(uid)
    out = []
    for n in m.neighbours(cu.hex):
        feats = m.hexsides.get(Hexside.between(cu.hex, n), frozenset())
        if "impassable" in feats and not ({"bridge", "road"} & feats):
            continue
        if tec.terrain_cost(m.terrain_at(n), cu.move_class) is None or pos.enemy_in(n, cu.side):
            continue
        friends = [f for f in pos.combat_at(n) if f.side == cu.side]
        if friends and stack_problems(friends + [cu], st.data.opts):
            continue
        out.append(n)
    return sorted(out, key=st.label)


def choices(st) -> list:
    """``evade`` (each destination, each facing) and ``stay`` for the first cavalry unit still to decide."""
    uid = st.act["react"]["units"][0]
    out = [ReactRetreat(uid, st.label(n), f) for n in destinations(st, uid) for f in range(6)]
    return out + [ReactStay(uid)]


def chooser(st) -> str | None:
    """The side deciding a pending reaction retreat, or None."""
    r = st.act.get("react") if st.act else None
    return st.data.base[r["units"][0]].side if r else None


def apply(st, a) -> None:
    """Apply ``evade`` / ``stay``; the next reactor decides, or the mover's side goes on."""
    r = st.act["react"]
    r["units"].remove(a.unit)
    if isinstance(a, ReactRetreat):
        frm = st.label(st.units[a.unit]["hex"])
        st.place(a.unit, st.data.hexmap.parse(a.to), a.facing)
        st.say(_("{unit} retreats {frm} -> {to} facing {facing} as {mover} comes on (tng 7.39)").format(
                   unit=a.unit, frm=frm, to=a.to, facing=a.facing, mover=r['mover']))
    else:
        st.say(_("{unit} stays (tng 7.39: the reaction retreat is optional)").format(unit=a.unit))
    if not r["units"]:
        st.act.pop("react")
