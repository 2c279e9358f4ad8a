"""The fire options of legal.py's per-unit options (`legal._Options`
inherits `FireOptions`; issue 14, "a faster engine"): direct fire and
firegroups at every target (seed 000 §9.12, §10.0 rule 3; coh.md 2.2, 6),
indirect mortar fire (rules/coh.md 8.1) and flamethrowers (rules/coh.md
8.4), kept per target in the unit's carry entry (legal_memo.py) and
answered where it can by fire_probe.py; the per-game tables of the hexes
in range, in sight and in a unit's arc; `probe_attack` (probe.py), the
memoised `combat.attack` the engine's previews share (costs.py,
greedy.py, evaluate.py import it through legal.py).
"""
from __future__ import annotations

from itertools import accumulate, chain
from typing import Any

from core.errors import RulesError
from core.hexgrid import distance, spiral
from core.play.actions import Action, Fire
from core.play.coh.fire_probe import FireProbe
from core.play.coh.kinds import Flame, Indirect
from core.play.coh.probe import probe_attack
from core.rules.coh.firegroup import check_supporter, in_arc
from core.rules.coh.flame import FLAME, FLAME_ID
from core.rules.coh.indirect import spotter_for

# one option of a unit: (kind, action class, the action's fields, AP cost)
UnitOption = tuple[str, type[Action], dict[str, Any], Any]




def _in_range(memo: dict, hm, h, rng: int) -> list:
    """``[(label, distance, hex)]`` of the map hexes within ``rng`` of ``h``
    (``h`` left out), in `spiral` order; memoised per game (the map's
    extent never changes in play)."""
    table = memo.setdefault("in_range", {})
    r = table.get((h, rng))
    if r is None:
        r = table[(h, rng)] = [(hm.label(x), distance(h, x), x) for x in spiral(h, rng) if x != h and hm.contains(x)]
    return r


def _in_sight(memo: dict, pos, h, rng: int) -> list:
    """`_in_range` without the hexes out of LOS from ``h`` (no attack
    there, coh.md 6); memoised per game (LOS never changes in play:
    playpos.py)."""
    table = memo.setdefault("in_sight", {})
    r = table.get((h, rng))
    if r is None:
        r = table[(h, rng)] = [t for t in _in_range(memo, pos.hexmap, h, rng) if pos.los_clear(h, t[2])]
    return r


def _in_arc(memo: dict, pos, h, rng: int, facing: int | None, rmin: int) -> list:
    """`_in_sight` without the hexes outside the arc of a unit at ``h``
    facing ``facing`` (None: every hex, a turret) or inside its minimum
    range ``rmin`` (`combat.attack` refuses those: coh.md 2.2, 8.1);
    memoised per game."""
    table = memo.setdefault("in_arc", {})
    k = (h, rng, facing, rmin)
    r = table.get(k)
    if r is None:
        lay = pos.hexmap.layout
        r = table[k] = [t for t in _in_sight(memo, pos, h, rng)
                        if t[1] >= rmin and (facing is None or in_arc(lay, h, facing, t[2]))]
    return r


class FireOptions:
    """The fire part of `legal._Options` (module doc); the attributes are
    `legal._Options`'s."""

    st: Any
    pos: Any
    side: str
    fast: bool
    carry: Any
    rolls: dict
    enemy_hexes: dict
    enemy_hidden: bool
    enemy_key: tuple
    enemy_no: int
    occupied: dict
    _smoke_key: tuple | None
    _target_keys: dict

    def _targets_key(self, u) -> tuple:
        """What ``u``'s list of fire targets reads besides the unit: the
        visible enemy units within twice its printed range, and whether the
        enemy has hidden units (`_fires`).  A pure function of the unit's
        hex, its range and ``enemy_key`` (the enemies' ids, hexes and order):
        kept per game on them (the same tuple object while the enemy stands
        still, so comparing keys is cheap)."""
        k = self._target_keys.get(u.id)
        if k is None:
            reach = 2 * (u.stat("range") or 0)
            memo = self.st.data.memo.setdefault("targets_keys", {}) if self.fast else {}
            mk = (u.hex, reach, self.enemy_no)  # ``enemy_no``: ``enemy_key``'s number in the game
            k = memo.get(mk)
            if k is None:
                if len(memo) > 50_000:
                    memo.clear()
                k = memo[mk] = (tuple((e.id, h) for h, es in self.enemy_hexes.items()
                                      if distance(u.hex, h) <= reach for e in es), self.enemy_hidden)
            self._target_keys[u.id] = k
        return k

    def _fires(self, u, eff, e) -> list:
        fo = e.fires_out
        if self.fast and fo is not None and fo[0] == self._targets_key(u):  # the same targets (legal_memo.py)
            if e.dirty:  # only the chunks at changed hexes are asked again
                fo = e.fires_out = self._patch(u, e, fo)
                e.dirty = frozenset()
            self.rolls.update(fo[2])
            return fo[1]
        out: list = []
        probe = FireProbe(self.pos, u) if self.fast else None
        targets = self.fire_targets(u, eff, probe)
        if e.fires is None:
            e.fires = {}
        chunks = e.fires
        outer = self.rolls
        rolls: dict = {}
        self.rolls = rolls
        empty = self._empty_chunks(u) if self.fast else None
        cks = []
        for tgt, d, th in targets:
            c = self._chunk(u, tgt, d, th, chunks, empty, probe)
            cks.append(c)
            if c[1]:
                out += c[1]
                rolls.update(c[2])
            if c[4]:
                out += c[4][0]
                rolls.update(c[4][1])
        self.rolls = outer
        outer.update(rolls)
        if self.fast:
            e.fires_out = (self._targets_key(u), out, rolls, targets, cks)
            e.dirty = frozenset()
        return out

    def fire_targets(self, u, eff, probe) -> list:
        """``[(target, distance, hex)]`` ``u`` (its `unit_effects` ``eff``)
        may fire at, in order: the enemy units in its hex (close combat),
        the hexes of visible enemy units within twice its range, and, while
        the enemy has hidden units, the other hexes within its range (with
        ``probe``, a `fire_probe.FireProbe`: only those it sees in its arc
        beyond its minimum range; None: all, the reference).  Each target's
        options are its `_fire_chunk` (the fire, and the firegroup)."""
        hm = self.pos.hexmap
        rng = u.stat("range")
        if eff.range_max is not None:
            rng = min(rng, eff.range_max)
        targets = []
        for h, enemies in self.enemy_hexes.items():
            d = distance(u.hex, h)
            if d == 0:
                targets += [(e.id, d, h) for e in enemies]
            elif d <= 2 * rng:
                targets.append((hm.label(h), d, h))
        if self.enemy_hidden:  # any hex in range and LOS may hold hidden units (seed 000 §10.0 rule 3)
            eh = self.enemy_hexes
            if probe is None:
                near = _in_range(self.st.data.memo, hm, u.hex, rng)
            elif not probe.ok:  # no fire at range from its hex (fire_probe.py)
                near = []
            else:  # only the hexes it sees in its arc (turrets: all) beyond its minimum range
                near = _in_arc(self.st.data.memo, self.pos, u.hex, rng, None if probe.turret else probe.facing,
                               probe.rmin)
            targets += [t for t in near if t[2] not in eh]
        return targets

    def _patch(self, u, e, fo) -> tuple:
        """``fires_out`` ``fo`` (same targets) with the chunks of the targets
        in ``e.dirty`` asked again (their hex changed, or a friend next to
        ``u``: legal_memo.py) and the others kept: the list `_fires` would
        assemble, the kept list itself when nothing in it changed."""
        key, out, rolls, targets, cks = fo
        chunks = e.fires
        dirty = e.dirty
        idx = [i for i, t in enumerate(targets) if t[0] in dirty]
        if not idx:
            return fo
        probe = FireProbe(self.pos, u)
        empty = self._empty_chunks(u)
        cks2 = list(cks)
        changed = []
        for i in idx:
            tgt, d, th = targets[i]
            c = self._chunk(u, tgt, d, th, chunks, empty, probe)
            old = cks[i]
            if c is not old and (c[1] != old[1] or c[2] != old[2] or (c[4] or None) != (old[4] or None)):
                changed.append(i)
            cks2[i] = c
        if not changed:
            return (key, out, rolls, targets, cks2)
        ends = list(accumulate(len(c[1]) + (len(c[4][0]) if c[4] else 0) for c in cks))
        rolls = dict(rolls)
        pieces = []
        prev = 0
        for i in changed:
            old, c = cks[i], cks2[i]
            for k, _n in old[2] + (old[4][1] if old[4] else []):
                rolls.pop(k, None)
            rolls.update(c[2])
            if c[4]:
                rolls.update(c[4][1])
            pieces.append(out[prev:ends[i - 1] if i else 0])
            pieces.append(c[1])
            if c[4]:
                pieces.append(c[4][0])
            prev = ends[i]
        pieces.append(out[prev:])
        return (key, list(chain.from_iterable(pieces)), rolls, targets, cks2)

    def _chunk(self, u, tgt, d, th, chunks: dict, empty: dict | None, probe) -> tuple:
        """``u``'s chunk (`_fire_chunk`) at ``tgt`` kept in ``chunks``, asked
        again when its hex changed (an empty hex's from ``empty``, the game's
        `_empty_chunks`, when given), its firegroup alone when a friend next
        to it changed (legal_memo.py)."""
        c = chunks.get(tgt)
        if c is None or c[0] != th:
            if empty is not None and d > 0 and th not in self.occupied:
                c = empty.get(tgt)
                if c is None:
                    c = empty[tgt] = self._fire_chunk(u, tgt, d, th, probe)
                chunks[tgt] = c
            else:
                c = chunks[tgt] = self._fire_chunk(u, tgt, d, th, probe)
        elif c[4] is None:
            c = chunks[tgt] = c[:4] + (self._firegroup(u, tgt, th, c[3], probe),)
        return c

    def _empty_chunks(self, u) -> dict:
        """``{target label: chunk}`` of ``u`` at empty hexes (no unit there),
        kept per game for its context: such a chunk (`_fire_chunk` with its
        `fire_probe.FireProbe`) reads only the firer, the units in or next to
        its hex (close combat, its bunker, the firegroup's friends), the
        smoke, the map and the options -- LOS never changes in play."""
        pos = self.pos
        memo = self.st.data.memo.setdefault("empty_chunks", {})
        key = (u.id, tuple(o.sig for o in pos.units if distance(o.hex, u.hex) <= 1), tuple(sorted(pos.smoke.items())))
        got = memo.get(key)
        if got is None or got[0] is not pos.hexmap or got[1] is not pos.options:
            if len(memo) > 4000:
                memo.clear()
            got = memo[key] = (pos.hexmap, pos.options, {})
        return got[2]

    def _fire_chunk(self, u, tgt, d, th, probe=None) -> tuple:
        """``(target hex, [options], [(rolls key, n)], info, group)`` of ``u``
        firing alone at ``tgt``; ``info`` ``(cost, rolls, armored)`` of a
        legal attack at range (None otherwise) and ``group`` its firegroup
        (`_firegroup`).  Without a clear LOS there is no attack (coh.md 6, as
        `combat.attack` checks), so that is tested first; then ``probe`` (a
        `fire_probe.FireProbe`; None: `attack` for every target, the
        reference) answers what it can."""
        none: tuple = (th, [], [], None, ())
        if d > 0 and not self.pos.los_clear(u.hex, th):
            return none
        if d > 0 and probe is not None:
            if not probe.may(th, d):
                return none
            if th not in self.occupied:
                info = probe.empty(tgt, th, d)
                if info is None:
                    return none
                return (th, [("fire", Fire, {"units": (u.id,), "target": tgt}, info[0])], [(((u.id,), tgt), info[1])],
                        info, self._firegroup(u, tgt, th, info, probe))
        res = probe_attack(self.pos, self._attack_memo(), [u.id], tgt, th)
        if res is None:
            return none
        out = [("fire", Fire, {"units": (u.id,), "target": tgt}, res.cost,)]
        rolls = [(((u.id,), tgt), len(res.results))]
        if d == 0:
            return th, out, rolls, None, ()
        info = (res.cost, len(res.results), bool(res.results and res.results[0].armored))
        return th, out, rolls, info, self._firegroup(u, tgt, th, info, probe)

    def _firegroup(self, u, tgt, th, info, probe=None) -> tuple:
        """``([option], [(rolls key, n)])`` of the firegroup of every eligible
        friend in or next to the leader (seed 000 §9.12), ``()`` when none."""
        pos = self.pos
        cost, n, armored = info
        if probe is not None:
            sups = probe.supporters(th, armored)
        else:
            sups = []
            for s in pos.units:
                if s.side != u.side or s.id == u.id or distance(s.hex, u.hex) > 1:
                    continue
                try:
                    check_supporter(pos, u, s, th, armored)
                except RulesError:
                    continue
                sups.append(s.id)
        if not sups:
            return ()
        return [("firegroup", Fire, {"units": (u.id, *sups), "target": tgt}, cost)], [(((u.id, *sups), tgt), n)]

    def _indirect(self, u) -> list:
        """Indirect mortar attacks (rules/coh.md 8.1, `Indirect`) at the hexes
        of visible enemy units within the mortar's range that it has no
        clear LOS to (direct fire is listed otherwise), each from the best
        spotter hex (`core.rules.coh.indirect.spotter_for`)."""
        pos = self.pos
        out: list[UnitOption] = []
        cands = []
        for h in self.enemy_hexes:
            d = distance(u.hex, h)
            if not u.stat("range_min", 0) <= d <= u.stat("range") or pos.los_clear(u.hex, h):
                continue
            cands.append(h)
        key = tuple((h, tuple(o.sig for o in pos.units_at(h))) for h in cands)
        got = self._keyed(u, "indirect", key)
        if got is not None:
            self.rolls.update(got[1])
            return got[0]
        outer, self.rolls = self.rolls, {}
        per = self._keyed(u, "indirect_at", None) or {}  # target hex -> (its units, option, rolls): one attack each
        kept = {}
        for h, here in key:
            got = per.get(h)
            if got is None or got[0] != here:
                got = (here, *self._indirect_at(u, h))
            kept[h] = got
            if got[1] is not None:
                out.append(got[1])
                self.rolls[((u.id,), got[1][2]["target"])] = got[2]
        if self.fast:
            self._keep(u, "indirect_at", None, kept)
        self._keep(u, "indirect", key, (out, self.rolls))
        outer.update(self.rolls)
        self.rolls = outer
        return out

    def _indirect_at(self, u, h) -> tuple:
        """``(option, rolls)`` of mortar ``u``'s indirect attack at hex ``h``
        (`_indirect`), ``(None, 0)`` when there is none."""
        hm, pos = self.pos.hexmap, self.pos
        spot = self._spotter(u, h)
        if spot is None:
            return None, 0
        lab = hm.label(h)
        res = probe_attack(pos, self._attack_memo(), [u.id], lab, h, spotter=spot)
        if res is None:
            return None, 0
        return ("fire", Indirect, {"units": (u.id,), "target": lab, "spotter": hm.label(spot)}, res.cost), \
            len(res.results)

    def _spotter(self, u, h):
        """`indirect.spotter_for` memoised per game on the mortar's hex, the
        target hex and the smoke (all it reads besides the fixed map and LOS)."""
        if not self.fast:
            return spotter_for(self.pos, u, h)
        if self._smoke_key is None:
            self._smoke_key = tuple(sorted(self.pos.smoke.items()))
        memo = self.st.data.memo.setdefault("spotter", {})
        k = (u.hex, h, self._smoke_key)
        if k not in memo:
            if len(memo) > 100_000:
                memo.clear()
            memo[k] = spotter_for(self.pos, u, h)
        return memo[k]

    def _attack_memo(self) -> dict | None:
        """`probe_attack`'s per-game memo (None from scratch: every attack asked afresh)."""
        return self.st.data.memo.setdefault("attack", {}) if self.fast else None

    def _keyed(self, u, part: str, key):
        """The value of ``u``'s ``part`` kept for ``key`` (what it reads
        besides the unit, its hex, the map and smoke, which the carry
        follows: legal_memo.py), or None."""
        if not self.fast:
            return None
        e = self.carry.entry(self.side, u)
        got = e.keyed.get(part)
        return got[1] if got is not None and got[0] == key else None

    def _keep(self, u, part: str, key, value) -> None:
        e = self.carry.entry(self.side, u)
        e.keyed = {**e.keyed, part: (key, value)}

    def _flames(self, u) -> list:
        """Flamethrower attacks (rules/coh.md 8.4, `Flame`): at each adjacent
        hex with visible enemy units (any adjacent hex while the enemy has
        hidden units) and at each enemy unit in its own hex."""
        hm, pos = self.pos.hexmap, self.pos
        targets = [e.id for e in self.enemy_hexes.get(u.hex, [])]
        near = [n for n in hm.neighbours(u.hex) if n in self.enemy_hexes or self.enemy_hidden]
        targets += [hm.label(n) for n in near]
        key = (tuple(targets), tuple(tuple(o.sig for o in pos.units_at(n)) for n in near))
        got = self._keyed(u, "flames", key)
        if got is not None:
            self.rolls.update(got[1])
            return got[0]
        rolls = {}
        out: list[UnitOption] = []
        memo = self._attack_memo()
        for tgt, th in zip(targets, [u.hex] * (len(targets) - len(near)) + near):  # (a unit id: its own hex)
            res = probe_attack(pos, memo, [u.id], tgt, th, FLAME, FLAME_ID)
            if res is None:
                continue
            out.append(("fire", Flame, {"units": (u.id,), "target": tgt}, res.cost))
            rolls[((u.id,), tgt)] = len(res.results)
        self._keep(u, "flames", key, (out, rolls))
        self.rolls.update(rolls)
        return out
