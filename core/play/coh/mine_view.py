"""The opponent's hidden mines never shape what a side is offered (issue
12: an information leak): a vehicle's drives (bonus moves, coh.md 4.3) are
planned on the map as the driving side knows it -- without the opponent's
mines that have not attacked yet (mines.py `unseen_mines`) -- and a drive
that then enters such a mine hex stops there: its remaining bonus moves are
forfeited (rules/coh.md 7: "vehicles forfeit bonus moves there") and the
mines attack.  The drive up to that hex costs what it costs on the known
map (play_rules.json ``drive_into_hidden_mines``, assumed).

`plan_position(st, side)` is that map's position (memoised per overlay and
set of unseen mines); `stop_at_hidden_mines(st, side, a)` truncates drive
``a``.
"""
from __future__ import annotations

import copy
from dataclasses import replace

from core.play.coh.mines import unseen_mines
from core.play.coh.vehicles import Drive
from core.play.actions import Move


def plan_position(st, side: str):
    """``st.pos`` with ``side``'s unseen enemy mines taken off the map
    (the same object when there are none)."""
    unseen = unseen_mines(st, side)
    if not unseen:
        return st.pos
    hm = st.pos.hexmap
    memo = st.data.memo.setdefault("plan_maps", {})
    key = (id(hm), frozenset(unseen))
    got = memo.get(key)
    if got is None or got[0] is not hm:
        if len(memo) > 64:
            memo.clear()
        hm2 = copy.copy(hm)
        hm2.fortifications = {h: f for h, f in hm.fortifications.items() if hm.label(h) not in unseen}
        got = memo[key] = (hm, hm2)
    return replace(st.pos, hexmap=got[1])


def stop_at_hidden_mines(st, side: str, a):
    """Drive ``a`` of ``side`` cut at the first unseen mine hex it enters
    (a plain `Move` when that is the first hex); ``a`` itself otherwise."""
    if not isinstance(a, Drive):
        return a
    unseen = unseen_mines(st, side)
    path = a.path()
    for i, lab in enumerate(path):
        if lab in unseen:
            if i == len(path) - 1:
                return a
            if i == 0:
                return Move(units=a.units, to=(lab,), pay=a.pay, card=a.card, extra_caps=a.extra_caps)
            return Drive(units=a.units, to=(lab,), via=tuple(path[:i]), pay=a.pay, card=a.card,
                         extra_caps=a.extra_caps)
    return a
