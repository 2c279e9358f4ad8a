"""Incremental legal actions (issue 14, "a faster engine"): the per-unit
options of legal.py (`_Options`) carried from one position to the next,
dropping only what the change could alter.

A `Carry` belongs to one position (``pos``) of one game and holds, per
side to act and unit id, a `UnitEntry`:

* ``pre``: moves and vehicle bonus moves (they read the unit, the map and
  units within its bonus-move reach: radius 2 + bonus symbols);
* ``fires``: ``{target: (hex, [options], [(rolls key, n)], info, group)}``,
  one chunk per target (a hex label, or a unit id in the firer's hex for
  close combat).  An attack's legality and cost read the firers' hex, the
  target hex, smoke and fortifications (`legal.probe_attack`'s key), so a
  chunk is dropped when its target hex changed; ``group`` (the firegroup)
  reads the friends next to the leader, so it alone is asked again
  (None) when a friend next to the unit changed.  ``fires_out`` is the
  assembled fire list for a key of the visible enemies within twice the
  unit's range (`legal._Options._targets_key`), with its targets and their
  chunks: a dropped chunk's target goes into ``dirty``, and `_fires` asks
  only those again and splices them into the kept list;
* ``post`` (rally, pivots) and ``tail`` (hasty defense, stall): the unit
  and the units in its hex;
* ``hide``: the unit, units within 1 hex, and the hexes of the visible
  enemy units (their LOS; ``seen_key``);
* ``keyed``: parts stored with a key of everything else they read:
  indirect fire (per target hex: its units), flamethrower and smoke
  options;
* ``all``: the unit's whole option list for its targets key and seen key
  (not for units whose options read more: mortars, flamethrowers, smoke
  firers), and ``sections``: the actions legal.py makes from an option list
  (pool, opportunity, CAPs) per parameters, valid while the list is the
  same object (``last``: a unit's option list computed again equal to the
  last one, with the same rolls, is that list object, so its sections stay).

`Carry.advance(pos)` compares the two positions unit by unit (`CohUnit.sig`:
id, side, hex, facing, hidden, hits, hasty defense, carrier) and keeps an
entry's parts only when no changed unit (at its old or new hex) is near
enough to matter; a change of map overlay, smoke or options drops the
whole carry.  An entry whose unit changed, or with a changed unit in its
hex, starts afresh.  The result is the same list the from-scratch
reference gives (`from_scratch`; tests/play/test_coh_legal_incremental.py
and tests/balance/test_engine_speed.py check every position of random and
greedy games, and determinized positions, against it).  fire_probe.py
answers most fire questions without `combat.attack`; legal.py's per-game
tables (hexes in range, in sight, in arc; spotter hexes; attack results
keyed on the units they read) are pure functions of their keys.

legal_lazy.py turns the options into a lazy sequence (`GameState.legal_view`)
through per-unit `legal_view.Plan` s kept in ``sections`` the same way; fire
chunks at empty hexes are also kept per game for the firer's context
(legal_fire.py `_empty_chunks`) and moves of units without bonus moves per
game on the unit's state (legal_options.py `_pre`).

The carry is kept on the state as ``_legal_memo`` (not part of `to_dict`;
`clone` shares it, which is safe: a carry is never changed in place
except to fill parts valid for its own position).
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from core.hexgrid import distance

INCREMENTAL = True  # False: every position computed from scratch (tests compare the two)


@contextmanager
def from_scratch() -> Iterator[None]:
    """Within the block legal actions are the reference: computed from
    scratch with no carry, no game-wide memo (legal.py's attack and "seen"
    tables) and no shortcut filter, as the incremental generator must
    reproduce (tests/play/test_coh_legal_incremental.py; the benchmark's
    reference figure, core/bench/playouts.py)."""
    global INCREMENTAL
    saved = INCREMENTAL
    INCREMENTAL = False
    try:
        yield
    finally:
        INCREMENTAL = saved


class UnitEntry:
    """Cached option parts of one unit (module doc); None = not computed."""

    __slots__ = ("sig", "pre", "fires", "post", "tail", "hide", "seen_key", "all", "all_key", "rolls", "all_varies",
                 "keyed", "fires_out", "dirty", "sections", "last")

    def __init__(self, sig):
        self.sig = sig
        self.pre = self.post = self.tail = self.hide = self.seen_key = None
        self.fires: dict | None = None
        # (visible enemies key, fire options, their rolls, targets, their chunks) from ``fires``
        self.fires_out: tuple | None = None
        self.dirty: frozenset = frozenset()  # targets whose chunk ``fires_out`` holds was dropped since
        self.sections: dict = {}  # legal.py `_Options.section`: (name, params) -> (option list, actions)
        self.all: list | None = None  # the whole option list (legal.py `_Options._compute`) ...
        self.all_key: tuple | None = None  # ... for these visible enemies, seen key and smoke targets
        self.rolls: dict = {}  # ... and its rolls per attack
        self.all_varies = True  # ``all`` reads more than the parts (indirect fire, flamethrower, smoke)
        self.keyed: dict = {}  # part name -> (key of what else it reads, value): indirect, flames, smoke
        self.last: tuple | None = None  # (option list, rolls) last computed, kept by `copy`: an equal list is it

    def copy(self, fires: bool = True) -> "UnitEntry":
        """A copy whose parts may be dropped (``all`` is dropped; ``fires``
        False: ``fires`` too, the caller sets it)."""
        e = UnitEntry.__new__(UnitEntry)  # `__init__`'s fields set here, without setting them twice
        e.sig, e.pre, e.post, e.tail, e.hide, e.seen_key = self.sig, self.pre, self.post, self.tail, self.hide, \
            self.seen_key
        e.fires = None if self.fires is None or not fires else dict(self.fires)
        e.keyed, e.fires_out, e.dirty, e.sections, e.last = self.keyed, self.fires_out, self.dirty, self.sections, \
            self.last
        e.all, e.all_key, e.rolls, e.all_varies = None, None, {}, True
        return e


class Carry:
    """The option parts valid for position ``pos`` (module doc)."""

    def __init__(self, pos):
        self.pos = pos
        self.sigs = {u.id: u.sig for u in pos.units}
        self.entries: dict[tuple[str, str], UnitEntry] = {}
        self.places: dict = {}  # legal.py: target label -> (hex, covering terrain) on this map

    def entry(self, side: str, u) -> UnitEntry:
        """The entry of unit ``u`` for ``side`` to act (fresh when none)."""
        k = (side, u.id)
        e = self.entries.get(k)
        if e is None:
            e = self.entries[k] = UnitEntry(u.sig)
        return e

    def advance(self, pos) -> "Carry":
        """A carry for ``pos`` keeping what the change from ``self.pos`` cannot alter."""
        new = Carry(pos)
        old = self.pos
        if pos.hexmap is not old.hexmap or pos.smoke != old.smoke or pos.options is not old.options:
            return new
        new.places = self.places
        changed = []  # (side, hex) of every unit that changed, at its old and new hex
        for uid, s in new.sigs.items():
            o = self.sigs.get(uid)
            if o != s:
                changed.append((s[1], s[2]))
                if o is not None:
                    changed.append((o[1], o[2]))
        for uid, o in self.sigs.items():
            if uid not in new.sigs:
                changed.append((o[1], o[2]))
        if not changed:
            new.entries = self.entries
            return new
        hexes = {h for _s, h in changed}
        own = {side: {h for s, h in changed if s == side} for side in {s for s, _h in changed}}
        units = {u.id: u for u in pos.units}
        far = 3 + max((sum(u.bonus_symbols) for u in pos.units), default=0)
        sigs = new.sigs
        for (side, uid), e in self.entries.items():
            if sigs.get(uid) != e.sig:  # gone or changed
                continue
            u = units[uid]
            uh = u.hex
            d = min([distance(uh, h) for h in hexes])
            if d == 0:  # its own hex: close combat, stacking, rally, everything
                continue
            reach = 2 * (u.stat("range") or 0)  # no fire target lies farther (legal.py `_fires`)
            if d >= far and e.all is not None and not e.all_varies and \
                    (d > reach or not (e.fires and any(c[0] in hexes for c in e.fires.values()))):
                new.entries[(side, uid)] = e  # nothing it reads changed
                continue
            fires = e.fires
            near = fires is not None and d <= reach
            e2 = e.copy(fires=not near)  # (a near entry's fires are rebuilt here)
            if d <= 1:  # a neighbour: hide destinations; a friend there: firegroups
                e2.hide = None
            if fires is not None and near:
                friend = d <= 1 and any(distance(u.hex, h) <= 1 for h in own.get(u.side, ()))
                kept = {t: (c if not friend or c[3] is None else c[:4] + (None,))
                        for t, c in fires.items() if c[0] not in hexes}
                if friend or len(kept) != len(fires):  # `_fires` asks those chunks again, keeps the others
                    e2.dirty = e2.dirty.union(t for t, c in fires.items() if kept.get(t) is not c)
                e2.fires = kept
            track, wheel = u.bonus_symbols
            if d <= 2 + track + wheel:
                e2.pre = None
            new.entries[(side, uid)] = e2
        return new


def carry_for(st) -> Carry:
    """The `Carry` of ``st.pos`` (advanced from the one kept on ``st``)."""
    prev = getattr(st, "_legal_memo", None)
    if not INCREMENTAL or prev is None:
        c = Carry(st.pos)
    elif prev.pos is st.pos:
        return prev
    else:
        c = prev.advance(st.pos)
    st._legal_memo = c
    return c
