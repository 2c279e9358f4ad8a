"""One-step scores for `core.play.bots.GreedyBot` in Triumph & Glory.

A plain, explainable policy (not a strong player): put the commands
nearest the enemy Under Orders and activate them first; always try for
orders; fire the strongest shot; move toward the nearest enemy (artillery
toward its Effective range), ending faced at it, keeping hold of victory
hexes and villages/redoubts; Disordered units stay put to rally; shock
only at odds and Cohesion that do not favour the defender; charge with
cavalry when odds, Cohesion and the charge bonus favour it (a square
counts -2 and no bonus); form square or counter-charge when charged, and
ask for Recall against a square; use extended movement when the command
is far (6+ hexes) from the enemy; leave square when no enemy is near;
commanders stay near their army's centre.
"""
from __future__ import annotations

from core.hexgrid import Hex, distance
from core.play.actions import Pass
from core.play.tng.actions import (
    AdvanceFace,
    Barrage,
    CCharge,
    Charge,
    CMove,
    CounterCharge,
    CounterShock,
    CShock,
    Extended,
    Face,
    Fallback,
    Follow,
    FormSquare,
    Halt,
    Hold,
    NoFollow,
    NoOrders,
    Order,
    OrderBarrage,
    OrderMurat,
    OrdersRoll,
    Pick,
    Press,
    Pursue,
    ReactRetreat,
    ReactStay,
    Recall,
    Reserve,
    Shock,
    Stand,
    TFire,
    TMove,
    Unsquare,
)
from core.play.tng.combat import facing_toward
from core.rules.tng import tec
from core.rules.tng.fire import fire_drm
from core.rules.tng.shock import ratio_drm


def greedy_scores(st, actions: list) -> list[float]:
    """A score per action (higher is better)."""
    ctx = _Ctx(st)
    return [ctx.score(a) for a in actions]


class _Ctx:
    def __init__(self, st):
        self.st = st
        self.side = st.acting
        self.enemy = sorted({st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != self.side},
                            key=st.label)
        self._near: dict = {}
        self._toward: dict = {}
        self.holds = {h for h, _ in st.data.control}

    def near(self, h: Hex) -> tuple[int, Hex | None]:
        if h not in self._near:
            best = min(self.enemy, key=lambda e: distance(h, e), default=None)
            self._near[h] = (distance(h, best) if best is not None else 99, best)
        return self._near[h]

    def facing_bonus(self, h: Hex, f: int) -> float:
        if h not in self._toward:
            e = self.near(h)[1]
            self._toward[h] = facing_toward(self.st.data.hexmap, h, e) if e is not None else None
        best = self._toward[h]
        if best is None:
            return 0.0
        gap = min((f - best) % 6, (best - f) % 6)
        return {0: 1.5, 1: 0.5}.get(gap, -1.0)

    def group_dist(self, groups) -> int:
        st = self.st
        hexes = [st.units[u]["hex"] for g in groups for u in st.data.groups.get(g, ()) if st.units[u]["box"] == "map"]
        return min((self.near(h)[0] for h in hexes), default=99)

    def strong_place(self, h: Hex) -> bool:
        m = self.st.data.hexmap
        return h in self.holds or tec.all_round_facing(m.terrain_at(h)) or m.fortification_at(h) is not None

    def score(self, a) -> float:
        st = self.st
        if isinstance(a, Order):
            return 20 - self.group_dist([a.group])
        if isinstance(a, Pursue):
            return 1.0
        if isinstance(a, Halt):
            return 0.5
        if isinstance(a, OrderMurat):
            return 16.0
        if isinstance(a, OrderBarrage):
            return 9.0
        if isinstance(a, Barrage):
            pos = st.position()
            r = fire_drm(pos, [pos.unit(u) for u in a.units], st.data.hexmap.parse(a.target), True, st.data.opts)
            return 5 + r.get("sp", 0) + r.get("drm", 0) if r["legal"] else -5
        if isinstance(a, Pick):
            return 20 - self.group_dist(st.marker(a.marker).groups)
        if isinstance(a, OrdersRoll):
            return 1.0
        if isinstance(a, NoOrders):
            return 0.0
        if isinstance(a, TFire):
            pos = st.position()
            r = fire_drm(pos, [pos.unit(u) for u in a.units], st.data.hexmap.parse(a.target), False, st.data.opts)
            return 5 + r.get("sp", 0) + r.get("drm", 0) if r["legal"] else -5
        if isinstance(a, TMove):
            return self.move_score(a)
        if isinstance(a, Face):
            p = st.units[a.unit]
            return self.facing_bonus(p["hex"], a.facing) - self.facing_bonus(p["hex"], p["facing"]) - 0.25
        if isinstance(a, Shock):
            return self.shock_score(a)
        if isinstance(a, CCharge):  # charge the infantry rather than wait for it (tng 9.86)
            return 1.2
        if isinstance(a, CounterShock):  # hit back at a Disordered attacker (tng 9.73)
            return 1.5
        if isinstance(a, Fallback):  # pull back when the attack is stronger (tng 9.31)
            pos = st.position()
            m = st.data.hexmap
            defs = pos.combat_at(m.parse(a.hex))
            att = [u for h in st.act["evade"]["attacks"][a.hex] for u in pos.combat_at(m.parse(h))
                   if not u.is_artillery]
            return 1.0 if sum(u.sp for u in att) > sum(d.sp for d in defs) else -1.0
        if isinstance(a, (Hold, NoFollow)):
            return 0.0
        if isinstance(a, Follow):
            return 0.5
        if isinstance(a, ReactRetreat):  # back off from stronger infantry (tng 7.39), facing it
            mover = st.act["react"]["mover"]
            stronger = st.data.base[mover].sp > st.data.base[a.unit].sp
            return (1.0 if stronger else -1.0) + 0.2 * self.facing_bonus(st.data.hexmap.parse(a.to), a.facing)
        if isinstance(a, ReactStay):
            return 0.0
        if isinstance(a, AdvanceFace):
            return self.facing_bonus(st.data.hexmap.parse(a.hex), a.facing)
        if isinstance(a, CShock):
            return self.cshock_score(a)
        if isinstance(a, Charge):
            return self.charge_score(a)
        if isinstance(a, FormSquare):
            return 2.0
        if isinstance(a, CounterCharge):
            return 1.5
        if isinstance(a, Stand):
            return 0.0
        if isinstance(a, Recall):
            return 1.0
        if isinstance(a, Press):
            return 0.0
        if isinstance(a, Extended):
            return 6.0 if self.group_dist(st.act["groups"]) >= 6 else -1.0
        if isinstance(a, Unsquare):
            return 1.0 if self.near(st.units[a.unit]["hex"])[0] > 3 else -2.0
        if isinstance(a, Reserve):
            return 0.5 if self.group_dist([a.group]) <= 6 else -0.5
        if isinstance(a, CMove):
            return self.cmd_score(a)
        if isinstance(a, Pass):
            return -50.0 if st.phase == "orders" else 0.0
        return 0.0

    def move_score(self, a: TMove) -> float:
        st = self.st
        u = st.data.base[a.unit]
        p = st.units[a.unit]
        h0, h1 = p["hex"], st.data.hexmap.parse(a.to)
        if h0 is None:  # a reinforcement entering (tng 7.41): judged from where it lands
            h0 = h1
        d0, d1 = self.near(h0)[0], self.near(h1)[0]
        if "disordered" in p["status"]:
            return -1.0 + 0.5 * (d1 - d0)  # back off and rally
        s: float
        if u.is_artillery:
            eff = max(2, int(u.stats.get("effective_range", 2)))
            s = abs(d0 - eff) - abs(d1 - eff)
        else:
            s = 2.0 * (d0 - d1)
            if d1 == 1:
                s -= 0.5
        if self.strong_place(h0) and not self.strong_place(h1):
            s -= 4
        if h1 in self.holds:
            s += 3
        return s + self.facing_bonus(h1, a.facing) - 0.3

    def shock_score(self, a: Shock) -> float:
        st = self.st
        pos = st.position()
        m = st.data.hexmap
        att = [u for u in pos.combat_at(m.parse(a.hex)) if u.id in st.act["units"] and not u.is_artillery]
        defs = [d for t in a.targets for d in pos.combat_at(m.parse(t)) if not d.is_artillery]
        if not att:
            return -5
        if not defs:
            return 6.0  # guns alone are taken (tng 9.25)
        r = ratio_drm(sum(u.sp for u in att), max(1, sum(d.sp for d in defs)))["drm"]
        coh = max(u.cohesion for u in att) - max(d.cohesion for d in defs)
        return 2.0 + r + coh

    def cshock_score(self, a: CShock) -> float:
        """A combined shock (tng 9.22) scored as one shock of all its stacks,
        less 0.5 a stack beyond the first (each must pass its Commitment)."""
        st = self.st
        pos = st.position()
        m = st.data.hexmap
        att = [u for h in a.hexes for u in pos.combat_at(m.parse(h)) if u.id in st.act["units"] and not u.is_artillery]
        defs = [d for t in a.targets for d in pos.combat_at(m.parse(t)) if not d.is_artillery]
        if not att or not defs:
            return -5 if not att else 6.0
        r = ratio_drm(sum(u.sp for u in att), max(1, sum(d.sp for d in defs)))["drm"]
        coh = max(u.cohesion for u in att) - max(d.cohesion for d in defs)
        return 2.0 + r + coh - 0.5 * (len(a.hexes) - 1)

    def charge_score(self, a: Charge) -> float:
        st = self.st
        pos = st.position()
        cav = pos.unit(a.unit)
        defs = [d for d in pos.combat_at(st.data.hexmap.parse(a.target)) if not d.is_artillery]
        if not defs:
            return 6.0
        square = any(d.in_square for d in defs)
        bonus = -2 if square else (1 if cav.is_light else 3)
        r = ratio_drm(cav.sp, max(1, sum(d.sp for d in defs)))["drm"]
        coh = cav.cohesion - max(d.cohesion for d in defs)
        return 1.0 + r + coh + bonus - 1.0  # -1: the charger ends Disordered (tng 9.8)

    def cmd_score(self, a: CMove) -> float:
        st = self.st
        own = [st.units[u]["hex"] for u in st.on_map(self.side)]
        if not own:
            return 0.0
        q = round(sum(h[0] for h in own) / len(own))
        r = round(sum(h[1] for h in own) / len(own))
        centre = Hex(q, r)
        h = st.data.hexmap.parse(a.to)
        return -distance(h, centre) + distance(st.units[a.commander]["hex"], centre) - 0.1
