"""Results of combat on the board: Disorder and its consequences, retreats,
advances, collapse, recovery placement and commander displacement.

* `disorder` (tng 9.61, 9.66; Borodino 11, 13): `core.rules.tng.morale.disorder_outcome`
  applied: Disordered, Withdrawn (to the Withdrawn Box) or eliminated.
* `retreat` (tng 9.62-9.65): the units retreat one hex directly away from
  the unit that caused it, keeping their facing: into an empty hex first,
  else a friendly hex where they may stack (taking its facing), else an
  unoccupied enemy frontal hex (they Withdraw, 9.63); with no hex at all
  (enemy units, prohibited terrain or sides) they are eliminated.  Two
  candidates of one kind: the first in label order.  A unit whose only
  hex is a friendly stack it cannot join retreats one more hex through it
  (9.65, repeated while that holds), each unit passed through making a
  Disorder Cohesion Check.
* `advance` (9.71): the shocking stack enters the vacated hex; then its
  owner may re-face it (``aface``, a choice; a pursuing charger faces
  the pursued instead, 9.87).
* `breakthrough` (9.73): infantry that advanced after a 10+ shocks again;
  `offer_counter_shock` / `counter_shock` (9.73): the defender's choice
  after a result below 0.
* `check_collapse` (10.5) and `place_recovered` (10.2-10.3).
* `displace_commanders` (5.63).
"""
from __future__ import annotations

import math

from core.hexgrid import Hexside, distance
from core.i18n import N_, _
from core.play.tng import flank_march
from core.play.tng.command import commander
from core.rules.tng import tec
from core.rules.tng.facing import front_hexes
from core.rules.tng.morale import collapsed, disorder_outcome, recovery_hexes
from core.rules.tng.orders import displaced_commander_hex
from core.rules.tng.stacking import stack_problems


def facing_toward(hexmap, h, target) -> int:
    """The vertex (0-5) of ``h`` pointing most nearly at ``target``."""
    lay = hexmap.layout
    ax, ay = lay.hex_to_pixel(h)
    bx, by = lay.hex_to_pixel(target)
    want = math.atan2(by - ay, bx - ax)

    def vertex_angle(k: int) -> float:
        p, q = lay.hex_to_pixel(lay.neighbour(h, k)), lay.hex_to_pixel(lay.neighbour(h, (k + 1) % 6))
        return math.atan2((p[1] + q[1]) / 2 - ay, (p[0] + q[0]) / 2 - ax)

    def diff(k: int) -> float:
        d = abs(vertex_angle(k) - want) % (2 * math.pi)
        return min(d, 2 * math.pi - d)
    return min(range(6), key=lambda k: (diff(k), k))


def nearest_enemy_hex(st, side: str, h):
    """The enemy-occupied hex nearest ``h`` (label order breaks ties), or None."""
    hexes = {st.units[u]["hex"] for u in st.on_map() if st.data.base[u].side != side}
    return min(hexes, key=lambda e: (distance(h, e), st.label(e)), default=None)


# the outcomes and the fixed reasons the engine gives for them, as the log shows them (why_text)
OUTCOMES = (N_("disordered"), N_("withdrawn"), N_("eliminated"))
WHYS = (N_("shock result"), N_("combined shock result"), N_("retreat check"), N_("charge repulsed"),
        N_("charge result"), N_("charge 10+"), N_("shock 10+"), N_("cohesion check"), N_("failed square, tng 9.85"),
        N_("artillery charged alone, tng 9.25"), N_("artillery shocked alone, tng 9.25"),
        N_("artillery fire 15+"), N_("artillery fire, tng 8.5"), N_("artillery fire"), N_("reaction fire, tng 8.6"),
        N_("reaction fire"), N_("Reserve activation, tng 5.54"), N_("misguided friendly fire, tng 8.8"),
        N_("retreat before a charge, tng 9.31"), N_("retreat passed through it, tng 9.65"))


def why_text(why: str) -> str:
    """A reason the engine gives (``"shock result"``, ``"failed square,
    tng 9.85"``) in the user's language (English: itself)."""
    return _(why)


def apply_outcome(st, uid: str, outcome: str, why: str) -> None:
    """Apply ``none``/``disordered``/``withdrawn``/``eliminated`` to ``uid``."""
    if outcome == "none" or st.units[uid]["box"] != "map":
        return
    if outcome == "disordered":
        st.set_flag(uid, "disordered")
        st.set_flag(uid, "in_square", False)
    else:
        st.remove(uid, outcome)
    st.say(_("{unit} {outcome} ({why})").format(unit=uid, outcome=_(outcome), why=why_text(why)))


def disorder(st, uid: str, why: str) -> None:
    """Automatic Disorder (tng 9.61): flip, or Withdraw / eliminate (9.66)."""
    if st.units[uid]["box"] == "map":
        apply_outcome(st, uid, disorder_outcome(st.unit(uid)), why)


def _enemy_front(st, side: str) -> set:
    pos = st.position()
    out = set()
    for u in st.on_map():
        if st.data.base[u].side != side and st.units[u]["facing"] is not None:
            out |= set(front_hexes(pos.unit(u), st.data.hexmap))
    return out


def _retreat_options(st, h, away_from, movers, side: str, front: set) -> list:
    """Ranked ``(kind, label, hex, facing)`` of the hexes one step from ``h``
    away from ``away_from``: 0 empty, 1 a friendly stack ``movers`` may join
    (its facing), 2 an empty enemy frontal hex, 3 a friendly stack they may
    not join (tng 9.63-9.65)."""
    m = st.data.hexmap
    pos = st.position()
    ranked = []
    closed = flank_march.closed_hexes(st, side)   # Borodino 14: the flank march's entry hexes
    for n in m.neighbours(h):
        if distance(n, away_from) <= distance(h, away_from) or n in closed:
            continue
        feats = m.hexsides.get(Hexside.between(h, n), frozenset())
        if pos.enemy_in(n, side) or ("impassable" in feats and not ({"bridge", "road"} & feats)) \
                or any(tec.terrain_cost(m.terrain_at(n), u.move_class) is None for u in movers):
            continue
        friends = [f for f in pos.combat_at(n) if f.side == side and f.id not in {u.id for u in movers}]
        if not friends:
            ranked.append((2 if n in front else 0, m.label(n), n, None))
        elif not stack_problems(friends + movers, st.data.opts):
            ranked.append((1, m.label(n), n, friends[0].facing))
        else:
            ranked.append((3, m.label(n), n, None))
    return sorted(ranked)


def retreat(st, uids: list[str], away_from, why: str) -> None:
    """Retreat the units ``uids`` (one hex, one side) one hex away from ``away_from`` (see module doc).

    tng 9.65: when the only hex is a friendly stack they may not join, they
    retreat one more hex through it (again while that holds) and every
    unit passed through makes a Disorder Cohesion Check (queued d10s)."""
    uids = [u for u in uids if st.units[u]["box"] == "map"]
    if not uids:
        return
    h = st.units[uids[0]]["hex"]
    side = st.data.base[uids[0]].side
    pos = st.position()
    movers = [pos.unit(u) for u in uids]
    front = _enemy_front(st, side)
    here, passed = h, []
    for _step in range(len(st.units) + 1):
        ranked = _retreat_options(st, here, away_from, movers, side, front)
        if not ranked or ranked[0][0] != 3:
            break
        here = ranked[0][2]   # through the friendly stack, one more hex (tng 9.65)
        passed.append(here)
    if not ranked:
        for u in uids:
            apply_outcome(st, u, "eliminated", f"no retreat from {st.label(h)}: {why}, tng 9.63")
        return
    kind, label, n, facing = ranked[0]
    if kind == 2:
        for u in uids:
            apply_outcome(st, u, "withdrawn", f"retreat into an enemy frontal hex {label}: {why}, tng 9.63")
        return
    for u in uids:
        st.place(u, n, facing)
    through = f" through {','.join(st.label(x) for x in passed)} (tng 9.65)" if passed else ""
    st.say(_("{uids} retreat {h} -> {label}{through} ({why})").format(
               uids='+'.join(uids), h=st.label(h), label=label, through=through, why=why_text(why)))
    checks = [{"t": "disorder_check", "unit": f.id, "drm": 0, "why": "retreat passed through it, tng 9.65"}
              for x in passed for f in st.position().combat_at(x) if f.side == side]
    st.queue[:0] = checks
    displace_commanders(st)


def advance(st, uids: list[str], into) -> None:
    """9.71: the attackers still formed enter the vacated hex ``into`` if they may stack there."""
    pos = st.position()
    if pos.combat_at(into):
        return
    movers = [u for u in uids if st.units[u]["box"] == "map" and not st.has(u, "disordered")]
    if not movers or stack_problems([pos.unit(u) for u in movers], st.data.opts):
        return
    if into in flank_march.closed_hexes(st, st.data.base[movers[0]].side):   # Borodino 14
        return
    terrain = st.data.hexmap.terrain_at(into)
    for u in movers:
        st.place(u, into)
        st.set_flag(u, "moved")
    st.say(_("{movers} advance into {into} (tng 9.71)").format(movers='+'.join(movers), into=st.label(into)))
    for u in movers:  # 9.72: advancing into terrain that disorders on entry disorders the unit
        if tec.disorders_on_entry(terrain, st.data.base[u].move_class):
            apply_outcome(st, u, "disordered", f"advancing into {terrain}, tng 9.72")
    displace_commanders(st)
    if st.act is not None:  # 9.71: the advancing stack may re-face (its owner's choice, offered next)
        st.act["aface"] = {"hex": st.label(into), "units": [u for u in movers if st.units[u]["box"] == "map"]}


def breakthrough(st, uids: list[str], into) -> None:
    """tng 9.73 Breakthrough: infantry that advanced after a 10+ shocks again
    at once, without re-facing (the re-facing choice of 9.71 is dropped)
    and without a Commitment roll, every enemy in its front hexes; at most
    once per activation (``broke_through``); nothing when no enemy is in front."""
    if st.act is None or st.act.get("broke_through"):
        return
    pos = st.position()
    units = [u for u in uids if st.units[u]["box"] == "map" and st.units[u]["hex"] == into
             and not st.has(u, "disordered")]
    if not units:
        return
    top = pos.unit(units[0])
    targets = [t for t in front_hexes(top, st.data.hexmap) if pos.enemy_in(t, top.side)]
    if not targets:
        return
    st.act.pop("aface", None)
    st.act["broke_through"] = True
    labels = [st.label(t) for t in targets]
    st.say(_("{units} break through from {into} -> {labels} (tng 9.73)").format(
               units='+'.join(units), into=st.label(into), labels=','.join(labels)))
    st.queue.insert(0, {"t": "shock_roll", "units": units, "hex": st.label(into), "targets": labels})


def offer_counter_shock(st, hex_label: str, att_label: str) -> None:
    """tng 9.73 Counter-Shock offer after a shock result below 0: the formed
    defenders of ``hex_label`` may move 1 hex (into the attacker's hex
    ``att_label`` if it is now empty), without re-facing, and shock every
    enemy in their front with no Commitment roll; once per activation
    (``broke_through``, shared with Breakthrough); their owner chooses."""
    if st.act is None or st.act.get("broke_through"):
        return
    h = st.data.hexmap.parse(hex_label)
    pos = st.position()
    defs = [u for u in pos.combat_at(h) if not u.is_artillery]
    if not defs or defs[0].disordered or defs[0].in_square or defs[0].is_militia or defs[0].facing is None:
        return
    st.act["counter_offer"] = {"hex": hex_label, "att": att_label, "side": defs[0].side,
                               "units": [u.id for u in defs if not u.disordered]}
    st.say(_("{units} may counter-shock from {hex_label} (tng 9.73)").format(
               units='+'.join(st.act['counter_offer']['units']), hex_label=hex_label))


def counter_shock(st, go: bool) -> None:
    """Apply the defender's Counter-Shock choice (see `offer_counter_shock`)."""
    off = st.act.pop("counter_offer")
    if not go:
        st.say(_("{hex} does not counter-shock (tng 9.73: its choice)").format(hex=off['hex']))
        return
    m = st.data.hexmap
    units = [u for u in off["units"] if st.units[u]["box"] == "map"]
    att = m.parse(off["att"])
    here = m.parse(off["hex"])
    if units and not st.position().combat_at(att):
        for u in units:
            st.place(u, att)
        here = att
        st.say(_("{units} move {hex} -> {att} without re-facing (tng 9.73)").format(
                   units='+'.join(units), hex=off['hex'], att=off['att']))
        displace_commanders(st)
    pos = st.position()
    if not units:
        return
    top = pos.unit(units[0])
    targets = [t for t in front_hexes(top, m) if pos.enemy_in(t, top.side)]
    st.act["broke_through"] = True
    if not targets:
        st.say(_("{units} find no enemy in front to counter-shock (tng 9.73)").format(units='+'.join(units)))
        return
    labels = [st.label(t) for t in targets]
    st.say(_("{units} counter-shock from {here} -> {labels} (tng 9.73)").format(
               units='+'.join(units), here=st.label(here), labels=','.join(labels)))
    st.queue.insert(0, {"t": "shock_roll", "units": units, "hex": st.label(here), "targets": labels})


def displace_commanders(st) -> None:
    """5.63: a commander whose hex enemy units entered moves to the nearest friendly unit."""
    for side, cid in st.data.commanders.items():
        if st.units[cid]["box"] != "map":
            continue
        new = displaced_commander_hex(commander(st, side), st.position())
        if new is not None:
            st.units[cid]["hex"] = new
            st.touched()
            st.say(_("commander {cid} displaced to {new} (tng 5.63)").format(cid=cid, new=st.label(new)))


def check_collapse(st, group: str) -> None:
    """10.5: at 2/3 of the group's countable units lost, every unit on the
    map is Disordered (the Disordered Withdraw), the Withdrawn are
    eliminated, and the enemy scores its VP (Guard groups: the Guard VP)."""
    if group in st.collapsed:
        return
    units = st.data.groups.get(group, [])
    countable = [u for u in units if not st.data.base[u].is_artillery and not st.data.base[u].is_militia]
    lost = [u for u in countable if st.units[u]["box"] not in ("map", "reinforcement", "flank")]  # 7.41, Borodino 14
    if not collapsed(len(countable), len(lost)):
        return
    st.collapsed.append(group)
    for u in units:
        box = st.units[u]["box"]
        if box == "map":
            out = "withdrawn" if st.has(u, "disordered") else disorder_outcome(st.unit(u))
            apply_outcome(st, u, out, f"group {group} collapses, tng 10.5")
        elif box == "withdrawn":
            st.units[u]["box"] = "eliminated"
    side = st.data.group_side[group]
    enemy = st.game.opponent(side)
    vp = st.data.guard_vp if group in st.data.guard else st.data.collapse_vp[enemy]
    st.vp[enemy] += vp
    st.say(_("group {group} ({side}) collapses: {enemy} +{vp} VP").format(group=group, side=side, enemy=enemy, vp=vp))


def place_recovered(st, uid: str) -> bool:
    """10.3: put a recovered unit back, Disordered, within 3 hexes of its
    group and 3 or more from any enemy (the hex nearest its group, label
    order); False when there is no such hex (it waits)."""
    base = st.data.base[uid]
    pos = st.position()
    mates = [pos.unit(u) for u in st.data.groups.get(base.activation_group, []) if st.units[u]["box"] == "map"]
    probe = st.unit(uid)
    hexes = recovery_hexes(pos, probe, mates)
    if not hexes:
        return False
    h = min(hexes, key=lambda x: (min(distance(x, v.hex) for v in mates), st.label(x)))
    foe = nearest_enemy_hex(st, base.side, h)
    st.place(uid, h, facing_toward(st.data.hexmap, h, foe) if foe is not None else st.units[uid]["facing"])
    st.units[uid]["status"] = ["disordered"]
    st.say(_("{uid} recovers at {h} (Disordered, tng 10.2)").format(uid=uid, h=st.label(h)))
    return True
