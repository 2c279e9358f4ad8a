"""Cheap answers for the fire options of one unit at one position (issue
14, "a faster engine"): legal.py asks `combat.attack` whether a unit may
fire at each hex in its range, which is most of a playout's time; a
`FireProbe` answers most of those questions without it, from the same
rules functions.

* `FireProbe.may(th, d)`: the necessary conditions of a fire at range
  that cost nothing to test: the firer is not in close combat (coh.md 4.4)
  nor in terrain it may not attack from (coh.md 5.1), the target is not
  inside its minimum range (coh.md 8.1) and lies in its arc unless it has a
  turret (coh.md 2.2).  `combat.attack` refuses every target failing one.
* `FireProbe.empty(tgt, th, d)`: the attack at an empty hex (no unit
  there, hidden or not; LOS and `may` already checked).  Such an attack
  has no victim, so `combat.attack` gives every empty hex the same answer
  but for what depends on the hex: heavy smoke on the line (coh.md 8.3),
  the firer's place (`fire_limits.check_fire_place`: a vehicle above a
  steep slope, E3 15.16) and, for a turret, the +2 AP outside its arc.
  Those are tested here with the rules' own functions, and `attack` is
  asked once per arc side (inside / outside) for the rest (colour of FP,
  markers, cost).
* `FireProbe.supporters(th, armored)`: the friends that may join a
  firegroup at ``th`` (`firegroup.check_supporter`, seed 000 §9.12), the
  friends in or next to the leader taken once.

The from-scratch reference (legal_memo.from_scratch) asks `attack` and
`check_supporter` for every target instead; tests/play/test_coh_legal_incremental.py
compares the two lists at every position of random games.
"""
from __future__ import annotations

from core.errors import RulesError
from core.hexgrid import distance, line
from core.rules.coh import terrain as T
from core.rules.coh.combat import attack
from core.rules.coh.fire_limits import check_fire_place, fire_facing
from core.rules.coh.firegroup import check_supporter, in_arc, printed_fp
from core.rules.coh.hitmarkers import unit_effects

# (AP cost, number of rolls, whether the primary target's Defense is armored)
FireInfo = tuple[int, int, bool]


class FireProbe:
    """The fire questions of unit ``u`` at position ``pos`` (module doc)."""

    __slots__ = ("pos", "u", "ok", "layout", "facing", "turret", "rmin", "heavy", "rep", "fit")

    def __init__(self, pos, u):
        hm = pos.hexmap
        self.pos, self.u = pos, u
        self.ok = not (any(o.side != u.side and not o.hidden for o in pos.units_at(u.hex))
                       or T.no_attack_from(hm.terrain_at(u.hex)))
        self.layout = hm.layout
        self.facing = fire_facing(pos, u)
        self.turret = bool(u.stat("turret", False))
        self.rmin = u.stat("range_min", 0)
        self.heavy = any(v == "heavy" for v in pos.smoke.values())
        self.rep: dict[bool, FireInfo | None] = {}
        self.fit: dict[bool, list] = {}

    def may(self, th, d: int) -> bool:
        """False when `combat.attack` surely refuses ``u`` firing at hex
        ``th``, ``d`` >= 1 hexes away (module doc)."""
        if not self.ok or d < self.rmin:
            return False
        return self.turret or in_arc(self.layout, self.u.hex, self.facing, th)

    def empty(self, tgt: str, th, d: int) -> FireInfo | None:
        """`FireInfo` of ``u`` firing at the empty hex ``th`` (label ``tgt``,
        ``d`` hexes away, in clear LOS, `may` true), None when illegal."""
        u, pos = self.u, self.pos
        if self.heavy and any(pos.smoke.get(h) == "heavy" for h in line(u.hex, th)[1:-1]):
            return None
        try:
            check_fire_place(pos, u, th, d)
        except RulesError:
            return None
        outside = self.turret and not in_arc(self.layout, u.hex, self.facing, th)
        if outside not in self.rep:
            try:
                res = attack(pos, [u.id], tgt, [1, 1])
                self.rep[outside] = (res.cost, len(res.results), bool(res.results and res.results[0].armored))
            except RulesError:
                self.rep[outside] = None
        return self.rep[outside]

    def supporters(self, th, armored: bool) -> list[str]:
        """Ids of the friends (in ``pos.units`` order) that may support
        ``u``'s fire at ``th`` with the FP colour ``armored``."""
        pos, u = self.pos, self.u
        fit = self.fit.get(armored)
        if fit is None:  # FP of the colour, no marker on its FP, a range (check_supporter)
            fit = self.fit[armored] = []
            for s in pos.units:
                if s.side != u.side or s.id == u.id or distance(s.hex, u.hex) > 1 or s.stat("range") is None:
                    continue
                fp, eff = printed_fp(s, armored), unit_effects(s)
                if fp is not None and fp > 0 and not eff.affects_fp:
                    rng = s.stat("range") if eff.range_max is None else min(s.stat("range"), eff.range_max)
                    fit.append((s, rng, s.stat("range_min", 0)))
        out = []
        for s, rng, rmin in fit:
            d = distance(s.hex, th)
            if not rmin <= d <= rng or not in_arc(self.layout, s.hex, s.facing, th) or \
                    (d > 0 and not pos.los_clear(s.hex, th)):
                continue
            try:
                check_supporter(pos, u, s, th, armored)
            except RulesError:
                continue
            out.append(s.id)
        return out
