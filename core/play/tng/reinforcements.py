"""Reinforcements in a Triumph & Glory game (tng 7.41-7.44, seed 004 7.4;
tng_fow.md A.4).

A scenario's ``reinforcements`` (``[{"round", "side", "entry_hexes",
"units"}]``, the shared scenario format) bring activation groups onto the
map.  Their units wait in the ``reinforcement`` box (`TngData.arrivals`:
unit id -> ``{"round", "entries"}``; `TngData.columns`: group id -> its
arriving unit ids in column order, the scenario's list order):

* 7.41: from the turn it is due a group's marker goes into the cup (and
  the group may be given orders, 7.42); when the marker is drawn the group
  enters in one column through one entry hex: the head of the column (the
  first unit still waiting) moves on, paying the entry hex's terrain cost
  plus what the unit before it paid for the same hex this activation
  (`core.rules.tng.movement.reinforcement_costs`), then moves on from the
  entry hex with what is left of its movement allowance.  The first unit
  of the activation picks the entry hex (the cheapest for its
  destination); the rest of the column follows it.  A unit that cannot
  pay waits for a later turn.  Units enter only at their own marker, not
  in a Reserve activation (5.5).
* 7.42: a group not Under Orders may ``march`` (reinforcement extended
  movement) instead of rolling for orders: its units move as in extended
  movement (MA x2, tng 7.13) but only along the road, entering on a road
  entry hex; a unit that leaves the road moves with No Orders and the
  whole command is No Orders from then on (``act["status"]`` ``none``).
* 7.43: reinforcement extended movement only at the group's first
  activation on the map, while units of it still wait to enter.
* 7.44: while a side still has reinforcements waiting, no enemy unit may
  move to within 2 hexes of one of their entry hexes (`blocked_by_entry`;
  a unit already that close may not come closer; play_rules.json
  ``entry_hex_limit_destination``: the end of the move is tested).

Everything here is pure over the state's data; `core.play.tng.legal`
(moves), `core.play.tng.resolve` (applying a move) and
`core.play.tng.flow` (the cup) call it.
"""
from __future__ import annotations

from dataclasses import replace

from core.errors import HexwrightError, RulesError
from core.hexgrid import Hex, distance
from core.i18n import _
from core.play.actions import Action, action
from core.rules.tng import tec
from core.rules.tng.movement import Context, allowance, connected, reachable, step
from core.rules.tng.orders import validate_activation
from core.rules.tng.reactions import too_close_to_enemy_entry
from core.rules.tng.stacking import stack_problems
from core.rules.tng.units import Position, unit_from_dict
from core.rules.tng.zoc import enemy_zoc_map

BOX = "reinforcement"


@action("march")
class March(Action):
    """The activated reinforcement command moves by reinforcement extended
    movement: MA x2 along the road only (tng 7.42-7.43)."""


# --- set-up ---------------------------------------------------------------
def arrivals_of(sc, unit_dict) -> tuple[dict, dict, dict]:
    """``(arrivals, columns, placements)`` of scenario ``sc``: unit id ->
    ``{"round", "entries": [Hex]}``; group id -> unit ids in column order;
    unit id -> its `UnitPlacement` with ``hex`` set to its first entry hex
    (what `core.rules.tng.units.unit_from_dict` needs).  ``unit_dict`` is
    `core.play.tng.setup.unit_dict`.  A unit with a ``hex`` of its own
    enters there (its entry hex)."""
    arrivals: dict = {}
    columns: dict = {}
    placed: dict = {}
    for r in sc.reinforcements:
        for u in r.units:
            entries = [u.hex] if u.hex is not None else list(r.entry_hexes)
            if not entries:
                continue
            arrivals[u.id] = {"round": int(r.round), "entries": entries}
            d = unit_dict(_at(u, entries[0]), sc.hexmap)
            columns.setdefault(d.get("activation_group"), []).append(u.id)
            placed[u.id] = _at(u, entries[0])
    return arrivals, columns, placed


def _at(u, h):
    return replace(u, hex=h)


def reinforcement_unit_problems(sc, markers: list, unit_dict) -> list[tuple[str, str]]:
    """``(JSON path, message)`` for each reinforcement unit tng cannot
    bring on (tng 7.41): no entry hex (neither ``entry_hexes`` nor a unit
    ``hex``), a unit of another side than its reinforcement, an Overall
    Commander (tng 5.61: commanders stand on the map), an unknown kind or
    catalogue id, an activation group no marker activates (7.41: it enters
    when its marker is drawn), an entry hex its kind may not enter (7.21,
    7.41)."""
    hm = sc.hexmap
    out: list[tuple[str, str]] = []
    for i, r in enumerate(sc.reinforcements):
        for j, u in enumerate(r.units):
            where = f"$.reinforcements[{i}].units[{j}]"
            entries = [u.hex] if u.hex is not None else list(r.entry_hexes)
            if not entries:
                out.append((f"$.reinforcements[{i}].entry_hexes", _(
                    "reinforcement unit {id!r} has no entry hex: give the reinforcement \"entry_hexes\" or the "
                    "unit a \"hex\" (tng 7.41)").format(id=u.id)))
                continue
            if u.side != r.side:
                out.append((f"{where}.side", _("reinforcement unit {id!r} is of side {side!r}, the reinforcement "
                                               "is for {rside!r}").format(id=u.id, side=u.side, rside=r.side)))
            try:
                d = unit_dict(_at(u, entries[0]), hm)
                tu = unit_from_dict(d, hm, "reinforcements")
            except (RulesError, HexwrightError) as e:
                out.append((where, str(e)))
                continue
            if tu.branch == "commander":
                out.append((f"{where}.kind", _("an Overall Commander cannot arrive as a reinforcement: "
                                               "set {id!r} up on the map (tng 5.61)").format(id=u.id)))
                continue
            for msg in validate_activation([tu], markers):
                out.append((f"{where}.stats.activation_group", _("{msg} (tng 7.41: a reinforcement enters when "
                                                                 "its activation marker is drawn)").format(msg=msg)))
            for h in entries:
                if tec.terrain_cost(hm.terrain_at(h), tu.move_class) is None:
                    out.append((f"$.reinforcements[{i}].entry_hexes", _(
                        "entry hex {hex}: {kind} {id!r} may not enter {terrain} (tng 7.21, 7.41)").format(
                            hex=hm.label(h), kind=tu.kind, id=u.id, terrain=hm.terrain_at(h))))
    return out


# --- who waits, who may enter --------------------------------------------
def waiting(st, uid: str) -> bool:
    """True when ``uid`` is a reinforcement that has not entered yet."""
    return st.units[uid]["box"] == BOX


def due(st, uid: str) -> bool:
    """True when ``uid`` waits to enter and its turn has come (tng 7.41)."""
    return waiting(st, uid) and st.data.arrivals[uid]["round"] <= st.turn


def present(st, uid: str) -> bool:
    """On the map, or a reinforcement due this turn: its group's marker goes
    into the cup and it may be given orders (tng 7.41-7.42)."""
    return st.units[uid]["box"] == "map" or due(st, uid)


def heads(st) -> list[str]:
    """The head of each activated group's column: the first unit still
    waiting, if it is due, not in a Reserve activation (tng 7.41, 5.5)."""
    a = st.act
    if a is None or a.get("status") == "reserve":
        return []
    out = []
    for g in a["groups"]:
        for uid in st.data.columns.get(g, ()):
            if waiting(st, uid):
                if due(st, uid):
                    out.append(uid)
                break
    return out


def entry_cost(st, uid: str, entry: Hex) -> float | None:
    """MP ``uid`` pays to enter at ``entry`` now: the hex's terrain cost for
    its movement column plus what the unit before it in this activation's
    column paid (tng 7.41); None when it may not enter there."""
    col = (st.act or {}).get("column", {}).get(st.data.base[uid].activation_group)
    if col is not None and col["entry"] != st.label(entry):
        return None  # the whole column comes through one entry hex (7.41)
    c = tec.terrain_cost(st.data.hexmap.terrain_at(entry), st.data.base[uid].move_class)
    if c is None:
        return None
    return c + (col["paid"] if col else 0)


def _road_reach(pos, unit, budget: float, opts: dict) -> dict[Hex, float]:
    """Hexes ``unit`` reaches from its hex along the road only, in extended
    mode (tng 7.42: reinforcement extended movement stays on the road; 7.13
    limits: never within ``extended_min_enemy_distance`` of an enemy, no
    passing through friends, only artillery ends stacked)."""
    ctx = Context(pos, unit, "extended", opts)
    m = pos.hexmap
    ext = reachable(pos, unit, "extended", budget, opts)
    dist = {unit.hex: 0.0}
    todo = [unit.hex]
    while todo:
        todo.sort(key=lambda h: (dist[h], m.label(h)))
        a = todo.pop(0)
        if a != unit.hex and pos.friends_in(a, unit):
            continue  # 7.13: no passing through friends
        for b in m.neighbours(a):
            if not connected(m, a, b, "road") or ctx.enemy_distance(b) < opts["extended_min_enemy_distance"]:
                continue
            s = step(ctx, a, b)
            if s.cost is None or dist[a] + s.cost > budget or dist[a] + s.cost >= dist.get(b, float("inf")):
                continue
            dist[b] = dist[a] + s.cost
            todo.append(b)
    return {h: c for h, c in dist.items() if h != unit.hex and h in ext}


def march_mode(st) -> bool:
    """True while the activated command moves by reinforcement extended movement (7.42)."""
    return bool(st.act) and st.act.get("mode") == "march"


def _mode(st) -> str:
    """The activation's movement mode (as `core.play.tng.legal.move_mode`)."""
    if st.act.get("mode") == "extended":
        return "extended"
    return "normal" if st.act["status"] == "under" else "out_of_command"


def entry_reach(st, uid: str) -> dict[Hex, tuple[float, Hex, bool]]:
    """``{Hex: (MP, entry hex, on the road)}`` waiting unit ``uid`` may end
    its move in this activation: entered through an entry hex (the cheapest
    per destination) paying `entry_cost`, then moved on with what is left
    of its allowance in the activation's mode (in march mode along the road
    at MA x2, else off it with No Orders, 7.42).  The entry hex itself is a
    destination when the unit may stop there; a unit entering an enemy ZOC
    stops (6.33).  Cached on the state until it changes."""
    key = ("entry", uid)
    if key in st._reach:
        return st._reach[key]
    opts = st.data.opts
    onmap = [st.unit(u) for u in st.on_map(combat=False)]
    side = st.data.base[uid].side
    enemy_at = {u.hex for u in onmap if u.side != side}
    out: dict[Hex, tuple[float, Hex, bool]] = {}
    for entry in st.data.arrivals[uid]["entries"]:
        paid = entry_cost(st, uid, entry)
        if entry in enemy_at or paid is None:
            continue
        facing = st.units[uid]["facing"] if st.units[uid]["facing"] is not None else 0
        pos = Position(st.data.hexmap, onmap + [replace(st.data.base[uid], hex=entry, facing=facing)])
        tu = pos.unit(uid)
        road = march_mode(st) and "road" in st.data.hexmap.flags_at(entry)
        found: dict[Hex, tuple[float, bool]] = {}
        for m_ in (("extended", "out_of_command") if road else (_mode(st),)):
            budget = allowance(tu, m_) - paid
            if budget < 0:
                continue
            friends = [f for f in pos.combat_at(entry) if f.side == side and f.id != uid]
            if not stack_problems(friends + [tu], opts) and (m_ != "extended" or not friends or tu.is_artillery):
                found.setdefault(entry, (0, m_ == "extended"))
            if entry in enemy_zoc_map(pos, side):
                continue  # 6.33: entering an enemy ZOC, it stops in the entry hex
            if m_ == "extended" and road:
                got = _road_reach(pos, tu, budget, opts)
            else:
                got = {h: c for h, c in reachable(pos, tu, m_, budget, opts).items() if c <= budget}
            for h, c in got.items():
                found.setdefault(h, (c, m_ == "extended"))
        for h, (c, on_road) in found.items():
            if h not in out or c + paid < out[h][0]:
                out[h] = (c + paid, entry, on_road)
    st._reach[key] = out
    return out


def march_reach(st, uid: str) -> dict[Hex, tuple[float, bool]]:
    """``{Hex: (MP, on the road)}`` of on-map unit ``uid`` of a command in
    march mode: along the road at MA x2, else off it with No Orders (7.42)."""
    pos = st.position()
    tu = pos.unit(uid)
    out = {h: (c, False) for h, c in reachable(pos, tu, "out_of_command", None, st.data.opts).items()}
    out.update({h: (c, True) for h, c in _road_reach(pos, tu, allowance(tu, "extended"), st.data.opts).items()})
    return out


# --- 7.44 -----------------------------------------------------------------
def enemy_entries(st, side: str) -> list[Hex]:
    """Entry hexes of the enemy reinforcements, while any of them still waits (7.44)."""
    if not any(waiting(st, u) and st.data.base[u].side != side for u in st.data.arrivals):
        return []
    return sorted({h for u, a in st.data.arrivals.items() if st.data.base[u].side != side for h in a["entries"]},
                  key=st.label)


def blocked_by_entry(st, side: str, frm: Hex | None, to: Hex) -> Hex | None:
    """The enemy entry hex that forbids a unit of ``side`` moving from
    ``frm`` to ``to`` (7.44: within 2 hexes of it and closer than before),
    or None."""
    for e in enemy_entries(st, side):
        if too_close_to_enemy_entry(to, [e], False) and (frm is None or distance(to, e) < distance(frm, e)):
            return e
    return None


def filter_reach(st, uid: str, reach: dict) -> dict:
    """``reach`` without the destinations 7.44 forbids to ``uid``."""
    side = st.data.base[uid].side
    if not enemy_entries(st, side):
        return reach
    frm = st.units[uid]["hex"]
    return {h: c for h, c in reach.items() if blocked_by_entry(st, side, frm, h) is None}


def why_not(st, uid: str, label: str) -> str:
    """Why 7.44 forbids ``uid`` to move to ``label`` ('' if it does not)."""
    try:
        h = st.data.hexmap.parse(label)
    except ValueError:
        return ""
    e = blocked_by_entry(st, st.data.base[uid].side, st.units[uid]["hex"], h)
    if e is None:
        return ""
    return _("{hex} is within 2 hexes of the enemy entry hex {entry}, and enemy reinforcements are still to "
             "enter (tng 7.44)").format(hex=label, entry=st.label(e))


# --- applying -------------------------------------------------------------
def enter(st, uid: str, to: Hex, facing: int) -> str:
    """Bring waiting ``uid`` onto the map ending in ``to`` (tng 7.41): the
    column's entry hex and paid MP are recorded in ``act["column"]``, the
    unit joins the activation; leaving the road in march mode makes the
    command No Orders (7.42).  Returns the entry hex label."""
    _total, entry, on_road = entry_reach(st, uid)[to]
    paid = entry_cost(st, uid, entry) or 0
    g = st.data.base[uid].activation_group
    st.act.setdefault("column", {})[g] = {"entry": st.label(entry), "paid": paid}
    if uid not in st.act["units"]:
        st.act["units"].append(uid)
    st.place(uid, to, facing)
    st.say(_("{unit} enters at {entry} ({paid} MP in the column, tng 7.41)").format(
        unit=uid, entry=st.label(entry), paid=f"{paid:g}"))
    if march_mode(st) and not on_road:
        leave_march(st)
    return st.label(entry)


def leaves_road(st, uid: str, to: Hex) -> bool:
    """True when on-map ``uid`` moving to ``to`` in march mode leaves the
    road (call before the move): the command is No Orders after it (7.42)."""
    if not march_mode(st):
        return False
    r = march_reach(st, uid)
    return to not in r or not r[to][1]


def unit_moves(st, uid: str) -> dict[Hex, float]:
    """``{Hex: MP}`` of a waiting unit or of a unit in march mode (7.41-7.42),
    7.44 applied; {} when it may not move."""
    if waiting(st, uid):
        r = entry_reach(st, uid)
        return filter_reach(st, uid, {h: v[0] for h, v in r.items()})
    r2 = march_reach(st, uid)
    return filter_reach(st, uid, {h: v[0] for h, v in r2.items()})


def leave_march(st) -> None:
    """A unit left the road: the command is No Orders from now on (7.42)."""
    st.act["mode"] = None
    st.act["status"] = "none"
    st.say(_("{groups} leave the road: No Orders from now on (tng 7.42)").format(groups="+".join(st.act["groups"])))


def extended_on_entry(st) -> bool:
    """True when the activated command, Under Orders with all its units still
    to enter, may choose extended movement (tng 7.42 first case, 7.13): its
    side may, and every entry hex of its columns is at least
    ``extended_min_enemy_distance`` hexes from every enemy unit."""
    hs = heads(st)
    if not hs or st.data.base[hs[0]].side in st.data.opts["no_extended_sides"]:
        return False
    side = st.data.base[hs[0]].side
    enemy = [st.units[u]["hex"] for u in st.on_map() if st.data.base[u].side != side]
    need = st.data.opts["extended_min_enemy_distance"]
    return all(distance(h, e) >= need for u in hs for h in st.data.arrivals[u]["entries"] for e in enemy)


def march_choices(st) -> list:
    """``[March()]`` when the activated No-Orders command may choose
    reinforcement extended movement (7.42-7.43): units of it wait to enter,
    one of its entry hexes is a road hex, its side may use extended
    movement."""
    a = st.act
    if a is None or a.get("status") != "none" or a.get("mode"):
        return []
    hs = heads(st)
    if not hs or st.data.base[hs[0]].side in st.data.opts["no_extended_sides"]:
        return []
    m = st.data.hexmap
    if not any("road" in m.flags_at(h) for u in hs for h in st.data.arrivals[u]["entries"]):
        return []
    return [March()]


def start_march(st) -> None:
    """The command chose reinforcement extended movement (7.42)."""
    st.act["mode"], st.act["status"], st.act["step"] = "march", "march", "fire"
    st.say(_("{groups} enter by reinforcement extended movement, on the road only (tng 7.42)").format(
        groups="+".join(st.act["groups"])))
