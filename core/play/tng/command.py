"""Who commands what in a Triumph & Glory game: the side's Overall
Commander (tng 5.61), its activation groups, the Orders Range test and the
groups it may still put Under Orders (tng 5.22).  Reads only the state's
data (`core.play.tng.state.TngState`); flow, legal and the dice tasks
import it.
"""
from __future__ import annotations

from core.play.tng import reinforcements, schevardino
from core.rules.tng.orders import Commander, in_orders_range


def commander(st, side: str):
    """The side's Overall Commander as an `core.rules.tng.orders.Commander` (None if it has none)."""
    cid = st.data.commanders.get(side)
    if cid is None:
        return None
    u = st.unit(cid)
    s = u.stats
    return Commander(cid, side, side, int(s.get("command_rating", 0)), int(s.get("orders_rating", 0)),
                     int(s.get("delay_rating", 0)), int(s.get("orders_range", st.data.opts["orders_range"])),
                     int(s.get("ma", 8)), u.hex, bool(s.get("never_rolls_delay")))


def side_groups(st, side: str) -> list[str]:
    """The side's activation groups with units on the map (or reinforcements
    due this turn, tng 7.41-7.42), in marker order."""
    out = []
    for m in st.data.markers:
        if m.side == side:
            for g in m.groups:
                if g not in out and any(reinforcements.present(st, u) for u in st.data.groups.get(g, ())):
                    out.append(g)
    return out


def in_range(st, side: str, group: str) -> bool:
    """True when a unit of ``group`` is within the side commander's Orders Range (tng 5.61)."""
    c = commander(st, side)
    return c is not None and any(st.units[u]["box"] == "map" and in_orders_range(c, st.units[u]["hex"])
                                 for u in st.data.groups.get(group, ()))


BARRAGE = "@barrage"  # the Artillery Barrage marker in a side's orders list (tng 5.33)
MURAT = "@murat"  # the cavalry reserve's commander given an order (Borodino special 2)


def _ordered_groups(st, side: str) -> list[str]:
    return [g for g in st.orders[side] if not g.startswith("@")]


def reserve_of(st, side: str) -> dict | None:
    """The side's ``cavalry_reserve`` option (Borodino special 2), or None."""
    r = st.data.cav_reserve
    return r if r and r.get("side") == side else None


def free_orders(st, side: str) -> int:
    """Orders that cost the commander nothing: with Murat ordered, up to
    ``direct`` (2) cavalry reserve commands he orders himself (special 2)."""
    r = reserve_of(st, side)
    if r is None or MURAT not in st.orders[side]:
        return 0
    return min(int(r["direct"]), sum(1 for g in st.orders[side] if g in r["groups"]))


def murat_allowed_now(st, side: str) -> bool:
    """Napoleon may spend an order on Murat (special 2): the side has a
    cavalry reserve with commands on the map, Murat not ordered yet, an
    order left."""
    r = reserve_of(st, side)
    return (r is not None and MURAT not in st.orders[side] and orders_left(st, side) > 0
            and any(g in r["groups"] for g in side_groups(st, side)))


def reserve_orders_rating(st, side: str, groups) -> int | None:
    """The Orders Rating a cavalry reserve command rolls against when Murat
    was ordered and did not order it himself (special 2: 5), else None."""
    r = reserve_of(st, side)
    if r is None or MURAT not in st.orders[side] or not all(g in r["groups"] for g in groups):
        return None
    return int(r["orders_rating"])


def army_of(st, side: str):
    """``(army name, spec)`` of the army whose commands ``side`` ordered this
    turn under ``army_commands`` (Borodino special 1), or ``(None, None)``."""
    armies = st.data.armies.get(side) or {}
    ordered = _ordered_groups(st, side)
    for name, spec in armies.items():
        if any(g in spec["groups"] for g in ordered):
            return name, spec
    return None, None


def orders_left(st, side: str) -> int:
    """Orders the side may still give this turn: its commander's Orders
    Rating (tng 5.22), or under ``army_commands`` the chosen army's number
    (before a choice: the largest), less what it gave (the Artillery
    Barrage marker counts as one, tng 5.33 / Borodino special 1)."""
    c = commander(st, side)
    if c is None or not st.may_order[side] or schevardino.no_orders_system(st):  # no orders system: none given
        return 0
    armies = st.data.armies.get(side)
    if armies:
        _name, spec = army_of(st, side)
        cap = spec["orders"] if spec else max((a["orders"] for a in armies.values()), default=0)
    else:
        cap = c.orders_rating
    return max(0, cap - len(st.orders[side]) + free_orders(st, side))


def orders_choices(st, side: str) -> list[str]:
    """Groups ``side`` may still put Under Orders (tng 5.22; under
    ``army_commands`` only groups of one army, Borodino special 1)."""
    left = orders_left(st, side)
    groups = [g for g in side_groups(st, side) if g not in st.orders[side]]
    r = reserve_of(st, side)
    if r is not None and MURAT in st.orders[side] \
            and sum(1 for g in st.orders[side] if g in r["groups"]) < int(r["direct"]):
        if not left:  # Murat's own orders: only his cavalry commands (special 2)
            return [g for g in groups if g in r["groups"]]
    if not left:
        return []
    armies = st.data.armies.get(side)
    if not armies:
        return groups
    name, spec = army_of(st, side)
    used = len(st.orders[side])
    allowed = set(spec["groups"]) if spec else {g for a in armies.values() if a["orders"] > used for g in a["groups"]}
    return [g for g in groups if g in allowed]


def barrage_allowed_now(st, side: str) -> bool:
    """The side may spend an order on the Artillery Barrage marker: the
    scenario has it, not yet this turn, an order left, two or more of its
    guns on the map (tng 5.33; Borodino special 4: only when given orders)."""
    if not st.data.barrage or BARRAGE in st.orders[side] or not orders_left(st, side):
        return False
    guns = [u for u, p in st.units.items() if p["box"] == "map" and st.data.base[u].side == side
            and st.data.base[u].is_artillery]
    return len(guns) >= 2
