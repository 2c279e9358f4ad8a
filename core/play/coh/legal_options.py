"""The per-unit options of a Conflict of Heroes turn (split from legal.py,
issue 14 "a faster engine"): `_Options` lists, for each unit of the side
to act, its single actions with their AP cost (moves, vehicle bonus moves,
fire and firegroups through `legal_fire.FireOptions`, smoke, rally,
pivots, hide, hasty defense, stall; seed 000 §9.0-9.13, §10.2; coh.md 1.1,
4.3), computed once per state and carried from one position to the next
(legal_memo.py); `entry_cost` of a reinforcement.  legal.py turns the
options into actions (legal_view.py keeps them lazy).
"""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import distance
from core.play.actions import Hasty, Hide, Move, Pivot, Rally, Stall
from core.play.coh import legal_memo
from core.play.coh.flow import reinforcement
from core.play.coh.legal_fire import FireOptions, UnitOption
from core.play.coh.legal_memo import carry_for
from core.play.coh.mine_view import plan_position
from core.play.coh.smoke import Smoke, check_smoke, smoke_options, smoke_reach
from core.play.coh.transport import unit_options as transport_options
from core.play.coh.vehicles import Drive, drive_options
from core.rules.coh import terrain as T
from core.rules.coh.hidden import check_hide
from core.rules.coh.hitmarkers import may_rally, unit_effects
from core.rules.coh.indirect import can_fire_indirect
from core.rules.coh.move import MoveProfile, backwards_extra, step_cost


def entry_cost(st, uid: str, label: str) -> int | None:
    """AP for reinforcement ``uid`` to enter at ``label``: its move cost plus
    the entry hex's terrain penalty (play_rules.json ``entry_cost``,
    assumed); None when it may not enter that terrain."""
    t, _entries = reinforcement(st, uid)
    hm = st.pos.hexmap
    pen = T.move_penalty(hm.terrain_at(hm.parse(label)), t.move_class)
    if pen is None or t.stat("move_ap") is None:
        return None
    return t.move_ap + pen


def _wire(hm, h) -> bool:
    f = hm.fortification_at(h)
    return f is not None and T.fortification_value(f.kind, "enter_foot") == "1d6"


class _Options(FireOptions):
    """Per-unit single actions with their AP cost, computed once per state."""

    def __init__(self, st):
        self.st, self.pos = st, st.pos
        self.memo: dict[str, list] = {}
        self.rolls: dict = {}
        self.fire_costs: dict = {}
        self._seen_keys: dict = {}
        self.fast = legal_memo.INCREMENTAL  # False: the from-scratch reference (legal_memo.from_scratch)
        side = self.side = st.turn
        self.carry = carry_for(st)  # parts carried from the last position (legal_memo.py)
        self.enemy_hidden = any(u.hidden and u.side != side for u in st.pos.units)
        by_hex: dict = {}
        for u in st.pos.units:
            if u.side != side and not u.hidden:
                by_hex.setdefault(u.hex, []).append(u)
        self.enemy_hexes = by_hex
        # what every unit's fire targets read: the visible enemy units' places, hidden enemies at all
        ek = (tuple((u.id, u.hex) for us in by_hex.values() for u in us), self.enemy_hidden)
        self.enemy_no = -1  # the key's number in this game (`_targets_key`'s memo key; the reference: none)
        if self.fast:  # one object per key in the game, so keys compare by identity (legal_fire.py `_targets_key`)
            keys = st.data.memo.setdefault("enemy_keys", {})  # enemy key -> (the key, its number)
            got = keys.get(ek)
            if got is None:
                if len(keys) > 50_000:
                    keys.clear()
                    for table in ("targets_keys", "sample_free_cards", "sample_reach"):  # keyed on the numbers
                        st.data.memo.pop(table, None)  # (legal_fire.py, legal_hand.py, legal_slots.py)
                got = keys[ek] = (ek, len(keys))
            ek, self.enemy_no = got
        self.enemy_key = ek
        self.occupied = st.pos._by_hex  # hex -> its units, hidden ones too (kept on the position)
        self._smoke_key: tuple | None = None
        self._target_keys: dict[str, tuple] = {}

    def _seen_key(self, side: str) -> tuple:
        key = self._seen_keys.get(side)
        if key is None:
            key = self._seen_keys[side] = (side, tuple(sorted({u.hex for u in self.pos.units
                                                               if u.side != side and not u.hidden})))
        return key

    def seen(self, side: str, h) -> bool:
        """`hidden.in_enemy_los` for a unit of ``side`` at ``h``, memoised on
        the hexes of the visible enemy units."""
        key = self._seen_key(side)
        if not self.fast:
            return any(self.pos.los_clear(e, h) for e in key[1])
        memo = self.st.data.memo.setdefault("seen", {})
        table = memo.get(key)
        if table is None:
            if len(memo) > 5000:
                memo.clear()
            table = memo[key] = {}
        r = table.get(h)
        if r is None:
            r = table[h] = any(self.pos.los_clear(e, h) for e in key[1])
        return r

    def _in_los(self, u, h) -> bool:
        return self.seen(u.side, h)

    def of(self, u) -> list:
        """``[(kind, action class, fields, cost)]`` for unit ``u``."""
        r = self.memo.get(u.id)
        if r is None:  # loads, unloads, a carried unit's limits (transport.py)
            base = self._compute(u)
            r = transport_options(self.st, u, base)
            if r is not base and len(r) == len(base) and all(a is b for a, b in zip(r, base)):
                r = base  # nothing added: the kept list itself (its actions are kept too: `sections`)
            self.memo[u.id] = r
        return r

    def section(self, u, name: str, params: tuple, build) -> list:
        """``build(options of u)`` (a list of actions), kept on ``u``'s carry
        entry for ``name`` and ``params`` while its option list is the same
        object (legal_memo.py); the reference builds it every time."""
        opts = self.of(u)
        if not self.fast:
            return build(opts)
        e = self.carry.entry(self.side, u)
        got = e.sections.get((name, params))
        if got is not None and got[0] is opts:
            return got[1]
        acts = build(opts)
        if len(e.sections) > 64:
            e.sections = {}
        e.sections[(name, params)] = (opts, acts)
        return acts

    def _compute(self, u) -> list:
        eff = unit_effects(u)
        if eff.destroyed:
            return []
        e = self.carry.entry(self.side, u)
        key = (self._targets_key(u), self._seen_key(u.side))
        if self.fast and e.all is not None and e.all_key == key:  # nothing it reads changed (legal_memo.py)
            self.rolls.update(e.rolls)
            return e.all
        outer, self.rolls = self.rolls, {}
        if e.pre is None:
            e.pre = self._pre(u, eff)
        fires = self._fires(u, eff, e) if not (eff.only_rally or eff.no_attack) and u.stat("fire_ap") is not None \
            and u.stat("range") is not None else []
        varies = False
        if can_fire_indirect(u) and not (eff.only_rally or eff.no_attack):
            fires = fires + self._indirect(u)
            varies = True
        if u.stat("flamethrower") and not (eff.only_rally or eff.no_attack):
            fires = fires + self._flames(u)
            varies = True
        if e.post is None:
            e.post = self._post(u, eff)
        if e.tail is None:
            e.tail = self._tail(u, eff)
        smoke = self._smoke(u) if not (eff.only_rally or eff.no_attack) else []
        varies = varies or smoke_reach(u) is not None
        out = e.pre + fires + smoke + e.post + self._hide(u, eff, e) + e.tail
        last = e.last
        if self.fast and last is not None and last[0] == out and last[1] == self.rolls:
            out = last[0]  # the same options: the same list object, so the sections built from it stay (`section`)
        e.last = (out, self.rolls)
        e.all, e.all_key, e.rolls, e.all_varies = (None if varies else out), key, self.rolls, varies
        outer.update(self.rolls)
        self.rolls = outer
        return out

    def _smoke(self, u) -> list:
        """`smoke.smoke_options` of ``u``: it reads the hexes of the units its
        side sees besides the unit (smoke.py)."""
        reach = smoke_reach(u)
        if reach is None:
            return []
        lo, hi = reach  # smoke.check_smoke refuses any other hex first
        key = tuple(h for h in dict.fromkeys(o.hex for o in self.pos.units if not o.hidden or o.side == u.side)
                    if lo <= distance(u.hex, h) <= hi)
        if not self.fast:
            return smoke_options(self.st, u)
        per = self._keyed(u, "smoke_at", None)  # hex -> option or None: check_smoke reads the unit and the map
        if per is None:
            per = {}
            self._keep(u, "smoke_at", None, per)
        out = []
        for h in key:
            if h not in per:
                try:
                    per[h] = ("smoke", Smoke, {"units": (u.id,), "target": self.pos.hexmap.label(h)},
                              check_smoke(self.st, u, h))
                except RulesError:
                    per[h] = None
            if per[h] is not None:
                out.append(per[h])
        return out

    def _pre(self, u, eff) -> list:
        """Moves and vehicle bonus moves, memoised per game on the unit's
        state (`CohUnit.sig`) for this map and options.  Without bonus
        moves (hidden, or no bonus symbols: `vehicles.drive_options` is
        empty) they read only the unit, the map and the options; a
        vehicle's drives also read the map its side knows (`plan_position`:
        kept per set of unseen mines, so compared by identity), the Heavy
        Smoke hexes and the hexes of the other vehicles within its reach
        (one paid step and a hex per bonus symbol: `vehicle_move.enters_barred`,
        `bonus_symbols_for`), which join the key."""
        hm, opts = self.pos.hexmap, self.pos.options
        if not self.fast:
            return self._moves(u, eff)
        memo = self.st.data.memo.setdefault("pre", {})
        k = u.sig
        plan = hm
        if not u.hidden and u.bonus_symbols != (0, 0):  # a vehicle's drives (vehicles.drive_options) also read
            # the map the side knows (mine_view.py), Heavy Smoke and the other vehicles within its reach
            plan_pos = plan_position(self.st, self.side)
            plan, reach, pos = plan_pos.hexmap, 1 + sum(u.bonus_symbols), self.pos
            k = (k, tuple(sorted(h for h, v in (pos.smoke or {}).items() if v == "heavy")),
                 tuple(o.hex for o in pos.units if o.is_vehicle and o.id != u.id and distance(o.hex, u.hex) <= reach))
        got = memo.get(k)
        if got is None or got[0] is not hm or got[1] is not opts or got[3] is not plan:
            if len(memo) > 100_000:
                memo.clear()
            got = memo[k] = (hm, opts, self._moves(u, eff), plan)
        return got[2]

    def _moves(self, u, eff) -> list:
        hm, opts = self.pos.hexmap, self.pos.options
        out: list[UnitOption] = []
        ids = (u.id,)
        if not eff.only_rally and not eff.no_move:
            try:
                p = MoveProfile.of(u, hidden=u.hidden)
            except RulesError:
                p = None
            if p is not None:
                for n in hm.neighbours(u.hex):
                    wire = not u.hidden and u.move_class == "foot" and _wire(hm, n)
                    c = step_cost(hm, p, u.hex, n, opts, 6 if wire else None)
                    if c is None:
                        continue
                    if not u.hidden:
                        c += backwards_extra(u, u.hex, n, hm.layout, opts)
                    out.append(("move", Move, {"units": ids, "to": (hm.label(n),)}, c))
                # vehicle bonus moves (coh.md 4.3), planned without the enemy's hidden mines (mine_view.py);
                # none for hidden units and units without bonus symbols (`drive_options`)
                if not u.hidden and u.bonus_symbols != (0, 0):
                    for via, end, c in drive_options(plan_position(self.st, self.side), u):
                        out.append(("move", Drive, {"units": ids, "to": (end,), "via": via}, c))
        return out

    def _post(self, u, eff) -> list:
        pos, opts = self.pos, self.pos.options
        out: list[UnitOption] = []
        ids = (u.id,)
        if may_rally(u) and not any(o.side != u.side for o in pos.units_at(u.hex)):
            out.append(("rally", Rally, {"units": ids}, opts.rally_ap))
        if not eff.only_rally and not eff.no_move and not u.hidden and u.facing is not None:
            for f in range(6):
                if f != u.facing:
                    out.append(("pivot", Pivot, {"units": ids, "facing": f}, opts.pivot_ap + eff.move_ap))
        return out

    def _hide(self, u, eff, e) -> list:
        if eff.only_rally or u.hidden or u.hits or u.move_class != "foot":
            return []
        key = self._seen_key(u.side)
        if e.hide is not None and e.seen_key == key:
            return e.hide
        pos, hm, opts = self.pos, self.pos.hexmap, self.pos.options
        out: list[UnitOption] = []
        if not self.seen(u.side, u.hex):
            for h in [u.hex] + hm.neighbours(u.hex):
                if self.seen(u.side, h):
                    continue
                try:
                    check_hide(pos, [u.id], {u.id: h}, self._in_los if self.fast else None)  # `seen`: in_enemy_los
                except RulesError:
                    continue
                out.append(("hide", Hide, {"units": (u.id,), "to": hm.label(h)}, opts.hide_ap))
        e.hide, e.seen_key = out, key
        return out

    def _tail(self, u, eff) -> list:
        opts = self.pos.options
        out: list[UnitOption] = []
        if not eff.only_rally and u.move_class == "foot" and not u.hasty_defense:
            out.append(("hasty", Hasty, {"units": (u.id,)}, opts.hasty_defense_ap))
        out.append(("stall", Stall, {"units": (u.id,)}, opts.stall_ap))
        return out
