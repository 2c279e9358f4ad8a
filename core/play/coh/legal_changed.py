"""What changed on the map since the side to act's last draw (issue 14,
"a faster engine"): legal_sample.py's `Draw._bounds` keeps each unit's
profiles (legal_slots.py) with the draw they were last checked at, and a
unit whose object is the one it was then, with no unit changed in or next
to its hex and the same map, options and smoke (and the same enemies in
its reach: legal_sample.py checks those), keeps them without building its
keys again.  Positions and units never change in place, so
"the same object" is "the same state" (legal_memo.py's carry reads them
the same way).
"""
from __future__ import annotations


def touched_since(st, pos) -> tuple[int, frozenset | None]:
    """``(serial, hexes)``: this draw's number for the side to act (one more
    than its last draw's, in this game's memo) and the hexes in or next to
    a hex where a unit changed, came or went since that draw (None when
    the map, the options or the smoke are not the same objects, or there was
    none: nothing is kept).  Records this draw's units for the next
    (``pos``, the position drawn from)."""
    side = st.turn
    prev_all = st.data.memo.setdefault("sample_changed", {})  # side -> (serial, what is the same, {id: unit})
    prev = prev_all.get(side)
    hm = pos.hexmap
    same = (hm, pos.options, pos.smoke)
    now: dict = {}
    serial = 0 if prev is None else prev[0] + 1
    if prev is None or any(a is not b for a, b in zip(prev[1], same)):
        for x in pos.units:
            now.setdefault(x.id, x)
        prev_all[side] = (serial, same, now)
        return serial, None
    old = prev[2]
    changed = set()
    kept = 0  # units of the last draw still here
    for x in pos.units:
        if x.id in now:  # a repeated id: its place is a change
            changed.add(x.hex)
            continue
        now[x.id] = x
        o = old.get(x.id)
        if o is not None:
            kept += 1
        if o is not x:
            changed.add(x.hex)
            if o is not None:
                changed.add(o.hex)
    if kept != len(old):  # some went
        changed.update(o.hex for i, o in old.items() if i not in now)
    prev_all[side] = (serial, same, now)
    rings = st.data.memo.setdefault("rings", {})
    touched: set = set()
    for h in changed:
        touched.update(ring(rings, hm, h))
    return serial, frozenset(touched)


def ring(rings: dict, hm, h) -> tuple:
    """``(h, *its neighbours on map hm)``, kept in ``rings`` (a game's
    ``memo["rings"]``: hex -> (map, the tuple)) for that map object."""
    got = rings.get(h)
    if got is None or got[0] is not hm:
        got = rings[h] = (hm, (h, *hm.neighbours(h)))
    return got[1]
