"""What one side sees of a Triumph & Glory game: everything (the system
has no hidden units), plus its legal actions when it is to act and the log."""
from __future__ import annotations

from core.play.tng import destruction, flank_march


def observe(st, side: str) -> dict:
    """``{"side", "turn", "phase", "acting", "initiative", "orders",
    "cup_size", "activation", "units", "vp", "collapsed", "legal_actions",
    "log", "destruction" (villages On Fire, Rubble, destroyed bridges: Borodino
    special 5), "flank_march" (the march, or None: special 14)}``; `ValueError` for a side not in the game."""
    if side not in st.game.sides:
        raise ValueError(f"unknown side {side!r}; the game's sides are {', '.join(st.game.sides)}")
    d = st.to_dict()
    units = []
    for u in d["units"]:
        b = st.data.base[u["id"]]
        units.append(dict(u, side=b.side, kind=b.kind, name=st.data.names[u["id"]], sp=b.sp,
                          brigade=b.brigade, activation_group=b.activation_group))
    acts = [str(a) for a in st.legal_actions()] if st.current_player() == side else []
    act = d["act"]
    return {"side": side, "turn": st.turn, "phase": st.phase, "acting": st.acting, "initiative": st.initiative,
            "orders": d["orders"], "cup_size": len(st.cup), "activation": act, "units": units, "vp": dict(st.vp),
            "collapsed": list(st.collapsed), "legal_actions": acts, "log": list(st.log),
            "destruction": destruction.observed(st), "flank_march": flank_march.observed(st)}
