"""Who commands what in a Triumph & Glory game: the side's Overall
Commander (tng 5.61), its activation groups, the Orders Range test and the
groups it may still put Under Orders (tng 5.22).  Reads only the state's
data (`core.play.tng.state.TngState`); flow, legal and the dice tasks
import it.
"""
from __future__ import annotations

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
    """The side's activation groups with units on the map, in marker order."""
    out = []
    for m in st.data.markers:
        if m.side == side:
            for g in m.groups:
                if g not in out and any(st.units[u]["box"] == "map" for u in st.data.groups.get(g, ())):
                    out.append(g)
    return out


def in_range(st, side: str, group: str) -> bool:
    """True when a unit of ``group`` is within the side commander's Orders Range (tng 5.61)."""
    c = commander(st, side)
    return c is not None and any(st.units[u]["box"] == "map" and in_orders_range(c, st.units[u]["hex"])
                                 for u in st.data.groups.get(group, ()))


def orders_choices(st, side: str) -> list[str]:
    """Groups ``side`` may still put Under Orders (tng 5.22)."""
    c = commander(st, side)
    if c is None or not st.may_order[side] or len(st.orders[side]) >= c.orders_rating:
        return []
    return [g for g in side_groups(st, side) if g not in st.orders[side]]
