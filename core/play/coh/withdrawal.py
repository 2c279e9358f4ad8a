"""Close-combat withdrawal limits (rules/coh.md 4.4; E3 6.12; 2nd-ed
§7.7.3 [E-asm]): a unit that withdraws on the turn after the enemy entered
its hex may not move into the hex the enemy came from, nor the two hexes
adjacent to both that hex and its own.

`record_entries` notes, after a move, each hex a unit entered that holds
units of the other side (``st.effects["cc_entered"]``: ``{hex: [from hex,
entering side, round, turn]}``); `blocked` is True for a move of a
defending unit out of such a hex into a closed hex on the very next turn
(``st.turns`` one higher, same round); legal.py filters those moves out and
resolve.py refuses them.
"""
from __future__ import annotations

from core.play.actions import Move

RULE = "rules/coh.md 4.4 (close-combat withdrawal)"


def record_entries(st, side: str, a, start: dict, path: list | None = None) -> None:
    """After ``side``'s move ``a`` (``start``: unit id -> hex before it;
    ``path`` the labels a single unit passed, for vehicle drives)."""
    if not isinstance(a, Move):
        return
    hm = st.pos.hexmap
    book = {k: v for k, v in st.effects.get("cc_entered", {}).items()
            if v[2] == st.round and v[3] >= st.turns - 1}
    for uid in a.units:
        u = st.unit(uid)
        if u is None or u.hex == start.get(uid):
            continue
        if any(o.side != side for o in st.pos.units_at(u.hex)):
            hexes = [start[uid]] + [hm.parse(x) for x in (path or [])]
            came = [h for h in hexes if h != u.hex][-1]
            book[hm.label(u.hex)] = [hm.label(came), side, st.round, st.turns]
    if book:
        st.effects["cc_entered"] = book
    else:
        st.effects.pop("cc_entered", None)


def closed_hexes(st, cc_label: str) -> set:
    """The hexes a defender of ``cc_label`` may not withdraw into now
    (empty when no limit applies this turn)."""
    rec = st.effects.get("cc_entered", {}).get(cc_label)
    if rec is None or rec[1] == st.turn or rec[2] != st.round or st.turns != rec[3] + 1:
        return set()
    hm = st.pos.hexmap
    came, here = hm.parse(rec[0]), hm.parse(cc_label)
    return {came} | (set(hm.neighbours(came)) & set(hm.neighbours(here)))


def blocked(st, a) -> bool:
    """True when move ``a`` withdraws a unit into a closed hex (module doc)."""
    if not isinstance(a, Move) or "cc_entered" not in st.effects:
        return False
    hm = st.pos.hexmap
    via = [hm.parse(x) for x in getattr(a, "via", ()) or ()]
    for uid, to in zip(a.units, a.to if len(a.to) == len(a.units) else a.to * len(a.units)):
        u = st.unit(uid)
        if u is None:
            continue
        closed = closed_hexes(st, hm.label(u.hex))
        if closed and (hm.parse(to) in closed or (via and via[0] in closed)):
            return True
    return False
