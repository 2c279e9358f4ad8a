"""The Triumph & Glory sequence of play (tng 3.0, tng_fow.md A.1) as a
state machine over `TngState`.

Each turn: **Orders** (each side, the turn-1 Initiative side first: an
Orders Delay roll from turn 2 unless the commander never rolls, tng 5.29;
then up to the commander's Orders Rating commands are put Under Orders,
tng 5.22), **Initiative** (turn 1: the scenario's side; later d10 + Orders
Rating each, a tie gives nobody the Initiative), **Activation** (the
Initiative player picks the first marker, tng 5.41, the rest are drawn at
random, 5.42; each activation: No-Orders commands choose to roll for
Individual Orders, 5.28, then artillery fire, movement, shock, rally,
tng 5.43), **Reserve** (each side may activate one command, 5.51-5.57),
**Group Morale** (collapse, 10.5; recovery, 10.2), **Commander movement**
(5.62; Borodino special 6-7).  After the scenario's last turn the VP are
counted (`final_vp`).

`advance(state)` runs queued tasks and phase steps until a player must
choose or a die must be rolled (`core.play.tng.dice` runs dice tasks).
"""
from __future__ import annotations

from core.hexgrid import distance
from core.i18n import N_, _
from core.play.tng import charge, destruction, evade, flank_march, legal, reaction, reinforcements
from core.play.tng import schevardino
from core.play.tng.combat import check_collapse
from core.play.tng.command import BARRAGE, commander, orders_choices
from core.play.tng.dice import NEEDS_DIE, run_task
from core.play.tng.legal import commander_choices, reserve_choices
from core.rules.tng.morale import may_rally

# an activation's orders status as the log shows it ("{side} activates {groups} ({value}, {status})")
STATUS_WORDS = (N_("under"), N_("none"), N_("reserve"), N_("barrage"), N_("rally_only"))


def begin_turn(st) -> None:
    """Orders Phase: queue the Orders Delay rolls (tng 5.29), none on turn 1."""
    st.phase, st.done_sides, st.initiative = "orders", [], None
    st.acting = None
    schevardino.new_turn(st)
    for side in st.data.order:
        c = commander(st, side)
        st.may_order[side] = c is not None
        if BARRAGE in st.orders[side]:  # the barrage marker is bought each turn (tng 5.33, at most one a turn)
            st.orders[side].remove(BARRAGE)
        if st.turn > 1 and c is not None and c.never_rolls_delay:
            st.orders[side] = []  # tng 5.29: Napoleon never rolls, so he always issues new orders
        if st.turn > 1 and c is not None and not c.never_rolls_delay and not schevardino.no_orders_system(st):
            st.queue.append({"t": "delay", "side": side})
    st.say(_("turn begins"))


def advance(st) -> None:
    """Run tasks and phase steps until a player decision or a chance node."""
    while st.phase != "over" and st.chance is None:
        if st.queue:
            task = st.queue.pop(0)
            if task["t"] in NEEDS_DIE:
                st.chance = task
                break
            run_task(st, task, None)
            continue
        if _settle(st):
            break
    st.touched()


def _settle(st) -> bool:
    """One phase step with an empty queue: True when a player must act."""
    ph = st.phase
    if ph == "orders":
        if _next_side_to_act(st, st.data.order, _orders_or_release):
            return True
        enter_initiative(st)
    elif ph == "initiative":
        enter_pick(st)
    elif ph == "pick":
        ini = st.initiative
        if ini and any(st.marker(m).side == ini for m in st.cup):
            st.acting = ini
            return True
        st.phase = "draw"
    elif ph == "draw":
        if not st.cup:
            enter_reserve(st)
        elif schevardino.alternate(st):  # a scenario without activation markers: the sides take turns
            st.acting = schevardino.next_picker(st)
            return True
        else:
            st.chance = {"t": "draw"}
    elif ph == "activation":
        return _activation_step(st)
    elif ph == "reserve":
        if _next_side_to_act(st, _phase_order(st), reserve_choices):
            return True
        enter_morale(st)
    elif ph == "morale":
        enter_commanders(st)
    elif ph == "commanders":
        for s in _phase_order(st):
            if s in st.done_sides:
                continue
            cid = st.data.commanders.get(s)
            if cid is None or st.units[cid]["box"] != "map":
                st.done_sides.append(s)
                continue
            if st.unit(cid).stats.get("ma_die") and st.cmd_ma is None:
                st.chance = {"t": "cmd_ma", "side": s}
                return False
            if commander_choices(st, s):
                st.acting = s
                return True
            st.done_sides.append(s)
            st.cmd_ma = None
        end_turn(st)
    return False


def _orders_or_release(st, side: str) -> list:
    """What ``side`` may do in the Orders Phase: give orders (tng 5.22) or
    make a command active (a scenario's activation schedule)."""
    return orders_choices(st, side) or schevardino.release_choices(st, side)


def _next_side_to_act(st, sides, choices) -> bool:
    """Make the first of ``sides`` not yet done this phase that has
    ``choices(st, side)`` the acting side (True); the sides passed over for
    having none are marked done.  False: every side is done."""
    for s in sides:
        if s not in st.done_sides:
            if choices(st, s):
                st.acting = s
                return True
            st.done_sides.append(s)
    return False


def _phase_order(st) -> list[str]:
    """The Initiative side first (it chooses; the engine lets it start), else scenario order."""
    ini = st.initiative or st.data.order[0]
    return [ini] + [s for s in st.game.sides if s != ini]


def enter_initiative(st) -> None:
    st.phase, st.acting = "initiative", None
    if st.turn == 1 and st.data.first_initiative:
        st.initiative = st.data.first_initiative
        st.say(_("{initiative} has the Initiative (scenario, turn 1)").format(initiative=st.initiative))
        return
    st.init_dice = {}
    for s in st.data.order:
        st.queue.append({"t": "init", "side": s})
    st.queue.append({"t": "init_decide"})


def enter_pick(st) -> None:
    """Fill the cup with every marker whose groups have units on the map (tng 5.3)."""
    st.phase, st.acting = "pick", None
    st.cup = [m.id for m in st.data.markers if _in_cup(st, m)]


def _in_cup(st, m) -> bool:
    """Marker ``m`` goes into the cup: the barrage marker when its side
    ordered it (tng 5.33); a group marker with units on the map, unless a
    group of it acts only when ordered and is not Under Orders (Borodino
    special 1 Reserve, special 3 Guard)."""
    if m.kind == "barrage":
        return BARRAGE in st.orders[m.side]
    if m.kind == destruction.KIND:  # Borodino special 5: it always goes into the Pool
        return True
    if m.kind == flank_march.KIND:  # Borodino special 14: from two turns after the march
        return flank_march.in_cup(st)
    if flank_march.idle(st, m):  # its units all march with the Flanking Command
        return False
    if not any(reinforcements.present(st, u) for g in m.groups for u in st.data.groups.get(g, ())):  # 7.41
        return False
    if not all(schevardino.active(st, g) for g in m.groups):  # a scenario's activation schedule
        return False
    return not any(g in st.data.ordered_only and g not in st.orders[m.side] for g in m.groups)


def start_activation(st, marker_id: str | None, reserve_group: str | None = None) -> None:
    """Begin the activation of ``marker_id`` (or, ``marker_id`` None, a
    Reserve activation of ``reserve_group``, tng 5.5): orders status,
    units, who began adjacent."""
    st.phase = "activation"
    if reserve_group is not None:
        side, groups, status = st.data.group_side[reserve_group], [reserve_group], "reserve"
    else:
        m = st.marker(marker_id)
        side, groups = m.side, list(m.groups)
        status = "under" if all(g in st.orders[side] for g in groups) or schevardino.no_orders_system(st) else "none"
        if m.kind == "barrage":  # tng 5.33: every gun of the side may join the barrage
            units = [u for u in st.on_map(side) if st.data.base[u].is_artillery]
            st.act = {"marker": marker_id, "side": side, "groups": [], "status": "barrage", "units": units,
                      "adjacent": [], "step": "barrage"}
            st.acting = side
            st.say(_("{side} draws its Artillery Barrage marker (tng 5.33)").format(side=side))
            return
        if m.kind == destruction.KIND:
            destruction.start(st, marker_id)
            return
        if m.kind == flank_march.KIND:
            flank_march.start(st, marker_id)
            return
    units = [u for u in st.on_map(side) if st.data.base[u].activation_group in groups
             and not flank_march.flanker(st, u)]   # Borodino 14: the Flanking Command has its own marker
    enemy = {st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != side}
    adjacent = [u for u in units if any(distance(st.units[u]["hex"], e) == 1 for e in enemy)]
    if reserve_group is not None:  # 5.52: units adjacent to an enemy may not be activated
        units = [u for u in units if u not in adjacent]
    st.act = {"marker": marker_id, "side": side, "groups": groups, "status": status, "units": units,
              "adjacent": adjacent, "step": "choose" if status == "none" else "fire"}
    st.acting = side
    st.say(_("{side} activates {groups} ({value}, {status})").format(
               side=side, groups='+'.join(groups),
               value=_('reserve') if reserve_group else marker_id, status=_(status)))   # STATUS_WORDS


def _activation_step(st) -> bool:
    a = st.act
    if a.get("evade"):  # tng 9.31, 9.72: retreat before shock or charge, then the attacker's optional advance
        st.acting = evade.chooser(st)
        return True
    if a.get("charge"):  # a charge waiting for the defender's or the charger's choice (tng 9.8)
        who = charge.chooser(st)
        if who is not None:
            st.acting = who
            return True
        a["charge"] = None
    if a.get("counter_offer"):  # tng 9.73: the defender chooses whether to counter-shock
        st.acting = a["counter_offer"]["side"]
        return True
    if a.get("aface"):  # tng 9.71: the stack that advanced chooses its facing (its owner)
        units = a["aface"]["units"]
        st.acting = st.data.base[units[0]].side if units else a["side"]
        return True
    if a.get("react"):  # tng 7.39: the enemy cavalry whose ZOC infantry entered may retreat
        st.acting = reaction.chooser(st)
        return True
    step = a["step"]
    if step == destruction.KIND:  # Borodino special 5: burn a village, destroy a bridge or pass
        st.acting = a["side"]
        return True
    if step in flank_march.STEPS:  # Borodino special 14: recall or wait, the flankers entering
        return flank_march.step(st)
    if step == "barrage":
        if legal.barrage_choices(st):
            st.acting = a["side"]
            return True
        a["step"] = "closing"
        return False
    if step == "choose":
        st.acting = a["side"]
        return True
    if a["status"] == "rally_only" and step in ("fire", "move", "shock"):
        a["step"] = "end"
        return False
    if step == "fire":
        if legal.fire_choices(st) or legal.restack_choices(st):
            st.acting = a["side"]
            return True
        a["step"] = "move"
    elif step == "move":
        if legal.move_choices(st):
            st.acting = a["side"]
            return True
        a["step"] = "shock"
    elif step == "shock":
        if legal.shock_choices(st) or charge.charge_choices(st):
            st.acting = a["side"]
            return True
        a["step"] = "restack"
    elif step == "restack":  # tng 6.24: the stack order may change at the end of the activation too
        if legal.restack_end_choices(st):
            st.acting = a["side"]
            return True
        a["step"] = "end"
    elif step == "end":
        _queue_end_of_activation(st)
        a["step"] = "closing"
    elif step == "closing":
        end_activation(st)
    return False


def _queue_end_of_activation(st) -> None:
    """Rally rolls (tng 10.1, not in a Reserve activation 5.53, never in a
    collapsed group 10.5) or the Reserve Disorder checks (5.54-5.56)."""
    a = st.act
    enemy = {st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != a["side"]}
    for u in a["units"]:
        if st.units[u]["box"] != "map":
            continue
        if a["status"] == "reserve":
            art = st.data.base[u].is_artillery
            if (art and st.has(u, "fired")) or (not art and st.has(u, "moved")):
                st.queue.append({"t": "reserve_check", "unit": u})
            continue
        tu = st.unit(u)
        adj = any(distance(tu.hex, e) == 1 for e in enemy)
        if may_rally(tu, st.has(u, "moved") or st.has(u, "shocked"), st.has(u, "faced"), st.has(u, "fired"), adj,
                     tu.activation_group in st.collapsed):
            st.queue.append({"t": "rally", "unit": u})


def end_activation(st) -> None:
    """Clear the activation's markers (fired, moved...) and go on drawing
    (or back to the Reserve Phase)."""
    a = st.act
    for u in a["units"]:
        for f in ("fired", "moved", "faced", "shocked"):
            st.set_flag(u, f, False)
    st.act = None
    st.acting = None
    if a["status"] == "reserve":
        st.phase = "reserve"
        st.done_sides.append(a["side"])
    else:
        st.phase = "draw"


def enter_reserve(st) -> None:
    st.phase, st.done_sides, st.acting = "reserve", [], None


def enter_morale(st) -> None:
    """Group Morale Phase: collapse (tng 10.5), then recovery (10.2), then
    the Withdrawn Box moves to the Recovery Box."""
    st.phase, st.acting = "morale", None
    for g in st.data.groups:
        check_collapse(st, g)
    for u, p in st.units.items():
        if p["box"] == "recovery":
            st.queue.append({"t": "recovery", "unit": u})
    st.queue.append({"t": "withdrawn_to_recovery"})


def enter_commanders(st) -> None:
    st.phase, st.done_sides, st.acting, st.cmd_ma = "commanders", [], None, None


def end_turn(st) -> None:
    """Next turn, or the end of the game after the scenario's last turn."""
    flank_march.end_of_turn(st)   # Borodino special 14: the marching units go to the Flank Box
    st.turn += 1
    if st.turn > st.data.turns:
        st.turn = st.data.turns
        final_vp(st)
        return
    begin_turn(st)


def final_vp(st) -> None:
    """Victory hexes to the side occupying them (Borodino: 3417, 10 VP);
    the higher total wins, equal totals are a draw."""
    for h, vp in st.data.control:
        here = {st.data.base[u].side for u in st.on_map() if st.units[u]["hex"] == h}
        if len(here) == 1:
            s = here.pop()
            st.vp[s] += vp
            st.say(_("{s} holds {h}: +{vp} VP").format(s=s, h=st.label(h), vp=vp))
    a, b = st.game.sides
    st.won = a if st.vp[a] > st.vp[b] else b if st.vp[b] > st.vp[a] else None
    st.reason = f"VP {st.vp[a]}-{st.vp[b]} after turn {st.data.turns}"   # state data: English
    st.phase, st.acting, st.chance, st.queue = "over", None, None, []
    said = _("VP {a}-{b} after turn {turn}").format(a=st.vp[a], b=st.vp[b], turn=st.data.turns)   # the log's words
    st.say(_("game over: {won} ({reason})").format(won=st.won or _('draw'), reason=said))
