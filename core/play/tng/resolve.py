"""Applying an action to a `TngState` (player choices and chance outcomes),
then running the engine on (`core.play.tng.flow.advance`).

A player action must be one of `core.play.tng.legal.legal_actions` (else
`RulesError` naming the phase and a few legal actions); a chance outcome
must be an outcome of the pending chance node.  A move ending in terrain
that disorders on entry (cavalry into woods, tng 7.3 example) disorders
the unit.
"""
from __future__ import annotations

from core.errors import RulesError
from core.i18n import _
from core.play.actions import Pass
from core.play.tng import charge, combined, destruction, evade, flank_march, flow, leave_shock, reaction
from core.play.tng import reinforcements
from core.play.tng.actions import (
    D10,
    CCharge,
    AdvanceFace,
    Barrage,
    Charge,
    CMove,
    CounterCharge,
    CounterShock,
    CShock,
    DrawMarker,
    Extended,
    Face,
    Fallback,
    Follow,
    FormSquare,
    Halt,
    Hold,
    Launch,
    NoCounterShock,
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
    Restack,
    Shock,
    Stand,
    TFire,
    TMove,
    TwoD6,
    Unsquare,
)
from core.play.tng.state import TWO_D6_TASKS
from core.play.tng import combat
from core.play.tng.combat import displace_commanders
from core.play.tng.command import BARRAGE, MURAT
from core.play.tng.dice import run_task
from core.play.tng import schevardino
from core.rules.tng import tec


def apply_action(st, a) -> None:
    """Apply ``a`` in place (see module doc)."""
    if st.is_terminal():
        raise RulesError(_("the game is over"))
    if st.is_chance_node():
        if isinstance(a, D10) and st.chance["t"] != "draw" and isinstance(a.value, int) and 0 <= a.value <= 9:
            task, st.chance = st.chance, None
            run_task(st, task, a.value)
        elif isinstance(a, TwoD6) and st.chance["t"] in TWO_D6_TASKS and isinstance(a.value, int) \
                and 2 <= a.value <= 12:
            task, st.chance = st.chance, None
            run_task(st, task, a.value)
        elif isinstance(a, DrawMarker) and st.chance["t"] == "draw" and a.marker in st.cup:
            st.chance = None
            st.cup.remove(a.marker)
            flow.start_activation(st, a.marker)
        else:
            raise RulesError(_("{a} is not an outcome of this chance node ({t}; expected {value})").format(
                                 a=a, t=st.chance['t'],
                                 value='draw_marker' if st.chance['t'] == 'draw' else 'd10 0-9'))
        st.touched()
        flow.advance(st)
        return
    legal = st.legal_actions()
    if a not in legal:
        some = ", ".join(str(x) for x in legal[:10])
        raise RulesError(_("{a} is not legal for {acting} in the {phase} phase now; legal: {some}{value}").format(
                             a=a, acting=st.acting, phase=st.phase, some=some,
                             value=' ...' if len(legal) > 10 else ''))
    _player(st, a)
    st.touched()
    flow.advance(st)


def _player(st, a) -> None:
    side = st.acting
    if isinstance(a, Pass):
        _pass(st, side)
    elif isinstance(a, Order):
        st.orders[side].append(a.group)
        st.say(_("{side} puts {group} Under Orders (tng 5.22)").format(side=side, group=a.group))
    elif isinstance(a, Restack):
        h = st.units[a.unit]["hex"]
        st.units[a.unit]["seq"] = min(p["seq"] for p in st.units.values() if p["hex"] == h) - 1
        st.act.setdefault("restacked_end" if st.act["step"] == "restack" else "restacked", []).append(a.unit)
        st.touched()
        when = (_("at the end of its activation") if st.act["step"] == "restack"
                else _("at the start of its activation"))
        st.say(_("{unit} goes to the top of its stack in {h} {when} (tng 6.24)").format(
                   unit=a.unit, h=st.label(h), when=when))
    elif isinstance(a, OrderMurat):
        st.orders[side].append(MURAT)
        st.say(_("{side} gives Murat an order: he orders two cavalry commands himself, the rest roll "
                 "against Orders Rating 5 (Borodino special 2)").format(side=side))
    elif isinstance(a, OrderBarrage):
        st.orders[side].append(BARRAGE)
        st.say(_("{side} spends an order on the Artillery Barrage marker (tng 5.33)").format(side=side))
    elif isinstance(a, Barrage):
        for u in a.units:
            st.set_flag(u, "fired")
        st.act["step"] = "closing"  # one barrage per marker
        st.queue.append({"t": "fire", "units": list(a.units), "target": a.target, "barrage": True})
    elif isinstance(a, Pick):
        st.cup.remove(a.marker)
        schevardino.picked(st, side)  # a scenario without activation markers: whose turn is next
        if st.phase == "draw":
            st.say(_("{side} activates {marker} in its turn (no activation markers drawn)").format(
                side=side, marker=a.marker))
        else:
            st.say(_("{side} picks {marker} first (tng 5.41)").format(side=side, marker=a.marker))
        flow.start_activation(st, a.marker)
    elif isinstance(a, OrdersRoll):
        st.queue.append({"t": "orders_roll"})
    elif isinstance(a, NoOrders):
        st.act["status"], st.act["step"] = "none", "fire"
        st.say(_("{groups} act with No Orders (tng 5.27)").format(groups='+'.join(st.act['groups'])))
    elif isinstance(a, TFire):
        for u in a.units:
            st.set_flag(u, "fired")
        st.queue.append({"t": "fire", "units": list(a.units), "target": a.target})
    elif isinstance(a, TMove):
        _move(st, a)
    elif isinstance(a, Face):
        st.units[a.unit]["facing"] = a.facing
        st.set_flag(a.unit, "faced")
        st.say(_("{unit} faces {facing}").format(unit=a.unit, facing=a.facing))
    elif isinstance(a, Shock):
        units = [u for u in st.on_map(side) if u in st.act["units"] and st.label(st.units[u]["hex"]) == a.hex
                 and not st.data.base[u].is_artillery]
        for u in units:
            st.set_flag(u, "shocked")
        st.say(_("{units} shock from {hex} -> {targets}").format(
                   units='+'.join(units), hex=a.hex, targets=','.join(a.targets)))
        evade.begin(st, [{"t": "commit", "units": units, "hex": a.hex, "targets": list(a.targets)}],
                    {t: [a.hex] for t in a.targets})  # tng 9.31: retreat before shock comes first
    elif isinstance(a, (CounterShock, NoCounterShock)):
        combat.counter_shock(st, isinstance(a, CounterShock))
    elif isinstance(a, (Fallback, Hold, Follow, NoFollow, CCharge)):
        evade.apply(st, a)
    elif isinstance(a, (ReactRetreat, ReactStay)):
        reaction.apply(st, a)
    elif isinstance(a, AdvanceFace):
        adv = st.act.pop("aface")
        for u in adv["units"]:
            st.units[u]["facing"] = a.facing
        st.say(_("{units} face {facing} after advancing into {hex} (tng 9.71)").format(
                   units='+'.join(adv['units']), facing=a.facing, hex=a.hex))
    elif isinstance(a, CShock):
        combined.declare(st, a)
    elif isinstance(a, leave_shock.LShock):   # tng 9.22: a front hex left to a friend
        leave_shock.declare(st, a)
    elif isinstance(a, (destruction.Burn, destruction.Blow)):
        destruction.apply(st, a)
    elif isinstance(a, flank_march.ACTIONS):
        flank_march.apply(st, a)
    elif isinstance(a, Charge):
        charge.declare(st, a)
    elif isinstance(a, (FormSquare, CounterCharge, Stand, Recall, Press, Pursue, Halt, Launch)):
        charge.apply_choice(st, a)
    elif isinstance(a, schevardino.Release):
        schevardino.apply_release(st, side, a.group)
    elif isinstance(a, reinforcements.March):
        reinforcements.start_march(st)
    elif isinstance(a, Extended):
        st.act["mode"] = "extended"
        st.say(_("{groups} use extended movement (tng 7.13)").format(groups='+'.join(st.act['groups'])))
    elif isinstance(a, Unsquare):
        st.set_flag(a.unit, "in_square", False)
        st.set_flag(a.unit, "moved")
        st.say(_("{unit} leaves square (tng 9.85)").format(unit=a.unit))
    elif isinstance(a, Reserve):
        flow.start_activation(st, None, reserve_group=a.group)
    elif isinstance(a, CMove):
        st.units[a.commander]["hex"] = st.data.hexmap.parse(a.to)
        st.say(_("{commander} moves to {to}").format(commander=a.commander, to=a.to))
        st.done_sides.append(side)
        st.cmd_ma = None


def _pass(st, side: str) -> None:
    if st.phase in ("orders", "reserve"):
        st.done_sides.append(side)
    elif st.phase == "commanders":
        st.done_sides.append(side)
        st.cmd_ma = None
    elif st.phase == "activation":
        st.act["step"] = {"barrage": "closing", destruction.KIND: "closing", "fire": "move", "move": "shock",
                          "shock": "restack", "restack": "end"}[st.act["step"]]


def _move(st, a: TMove) -> None:
    m = st.data.hexmap
    h = m.parse(a.to)
    leave = False
    if reinforcements.waiting(st, a.unit):  # tng 7.41: it enters through its column's entry hex
        frm = reinforcements.enter(st, a.unit, h, a.facing)
    else:
        frm = st.label(st.units[a.unit]["hex"])
        leave = reinforcements.leaves_road(st, a.unit, h)  # tng 7.42: off the road, No Orders
        st.place(a.unit, h, a.facing)
    st.set_flag(a.unit, "moved")
    tu = st.unit(a.unit)
    note = ""
    if not tu.disordered and tec.disorders_on_entry(m.terrain_at(h), tu.move_class):
        st.set_flag(a.unit, "disordered")
        note = f" and is Disordered entering {m.terrain_at(h)} (chart)"
    st.say(_("{unit} moves {frm} -> {to} facing {facing}{note}").format(
               unit=a.unit, frm=frm, to=a.to, facing=a.facing, note=note))
    if leave:
        reinforcements.leave_march(st)
    displace_commanders(st)
    reaction.start(st, a.unit)  # tng 7.39: cavalry whose ZOC it entered may retreat
