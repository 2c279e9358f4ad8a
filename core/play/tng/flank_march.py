"""The optional French flank march (Borodino special 14, tng_fow.md A.11).

A scenario offers it by naming the rule option ``options.flank_march``:
``{"side": "french", "groups": [activation group ids that may march],
"entry": [hex labels], "recall_entry": [hex labels]}`` (Borodino: the
south edge 2400-2800 and 3500-5100 on a recall).  Then:

1. Orders Phase: the side may ``flank_march <group>`` once a game for one
   of its orders (``@flank`` in its orders list): the group's units are
   committed for this turn;
2. at the end of that turn the committed units not adjacent to an enemy go
   to the Flank Box (box ``flank``; not lost for collapse);
3. from two turns later the Flanking marker (``flank_<side>``, kind
   ``flanking``) goes into the cup; drawn, it rolls 2d6 (``flank_roll``)
   plus 1 for each earlier roll that did not bring them: 12 or more the
   units arrive (``fenter <unit> <hex> f<facing>``, each into a free entry
   hex: that is its move); 7-11 nothing; 2-6 the side chooses
   ``flank_recall`` (they enter at the recall hexes instead) or
   ``flank_wait`` (nothing);
4. until they arrive (or are recalled) no unit of the other side may move,
   retreat or advance into an entry hex (`closed_hexes`);
5. the Flanking Command is always Under Orders: its marker activates the
   flankers on the map every turn (their own group's marker no longer
   does, `flanker`), with no orders given.

The state keeps ``special["flank"]`` = ``{"side", "group", "turn",
"units": [ids], "stage": "committed" | "box" | "arrived" | "recalled",
"bonus": n, "entry": "entry" | "recall_entry"}``.
"""
from __future__ import annotations

from core.hexgrid import distance
from core.i18n import _
from core.play.actions import Action, action
from core.rules.tng import tec
from core.rules.tng.orders import ActivationMarker
from core.rules.tng.stacking import stack_problems
from core.rules.tng.units import Position

KEY = "flank"
OPTION = "flank_march"
KIND = "flanking"
RULE = "Borodino special 14"
FLANK = "@flank"          # the order spent on the flank march in a side's orders list
ARRIVE_AT = 12            # 2d6 + bonus: 12+ the units arrive; 7-11 nothing; 2-6 recall or nothing
RECALL_AT_MOST = 6
DELAY_TURNS = 2           # the Flanking marker goes into the Pool from two turns later
TASKS = ("flank_roll",)
STEPS = ("flank_recall", "flank_enter")
DICE = frozenset(TASKS)


@action("flank_march", "flank_march {group}")
class FlankMarch(Action):
    """Spend one order: the units of ``group`` march round the flank at the end of this turn (Borodino 14)."""

    group: str = ""


@action("fenter", "fenter {unit} {to} f{facing}")
class FlankEnter(Action):
    """A flanking ``unit`` enters the map at entry hex ``to`` facing ``facing`` (its move, Borodino 14)."""

    unit: str = ""
    to: str = ""
    facing: int = 0


@action("flank_recall")
class FlankRecall(Action):
    """On 2-6 the flankers are recalled and enter at the recall hexes (Borodino special 14)."""


@action("flank_wait")
class FlankWait(Action):
    """On 2-6 the roll is treated as nothing happening (Borodino special 14)."""


ACTIONS = (FlankMarch, FlankEnter, FlankRecall, FlankWait)


# --- the option -----------------------------------------------------------------------------------------------
def spec_of(options: dict) -> dict | None:
    """``options.flank_march`` when it is a dict, else None (the rule not used)."""
    d = (options or {}).get(OPTION)
    return d if isinstance(d, dict) else None


def option_problems(options: dict, sides: list, groups: set, hexmap) -> list[tuple[str, str]]:
    """``($.options.flank_march..., message)``: not an object, an unknown
    side, a group no marker activates, entry hexes that are not hexes of the map."""
    if OPTION not in (options or {}):
        return []
    d = options[OPTION]
    where = "$.options.flank_march"
    if not isinstance(d, dict):
        return [(where, _("expected {{\"side\", \"groups\": [ids], \"entry\": [hex labels], \"recall_entry\": "
                          "[hex labels]}}, got {d!r}").format(d=d))]
    out = []
    if d.get("side") not in sides:
        out.append((f"{where}.side", _("{side!r} is not a side of the scenario ({sides})").format(
            side=d.get("side"), sides=", ".join(sides))))
    gs = d.get("groups", [])
    if not isinstance(gs, list):
        out.append((f"{where}.groups", _("expected a list of activation group ids, got {gs!r}").format(gs=gs)))
        gs = []
    for k, g in enumerate(gs):
        if g not in groups:
            out.append((f"{where}.groups[{k}]", _("{g!r} is not an activation group of a marker").format(g=g)))
    for key in ("entry", "recall_entry"):
        labels = d.get(key)
        if not isinstance(labels, list) or (key == "entry" and not labels):
            out.append((f"{where}.{key}", _("expected a list of hex labels, got {labels!r}").format(labels=labels)))
            continue
        for k, lab in enumerate(labels):
            try:
                hexmap.parse(lab)
            except (ValueError, TypeError, AttributeError):  # a bad or off-map label (core.model LabelError)
                out.append((f"{where}.{key}[{k}]", _("{lab!r} is not a hex of the map").format(lab=lab)))
    return out


def markers(options: dict) -> list:
    """The Flanking `ActivationMarker` of ``options.flank_march`` (none without the option)."""
    d = spec_of(options)
    if d is None or not isinstance(d.get("side"), str):
        return []
    return [ActivationMarker(f"flank_{d['side']}", d["side"], (), 0, KIND)]


# --- queries --------------------------------------------------------------------------------------------------
def march(st) -> dict | None:
    """The state's ``special["flank"]`` (None: no flank march committed)."""
    return st.special.get(KEY)


def _live(st) -> dict:
    """`march` where the engine only calls with a march under way."""
    f = st.special.get(KEY)
    assert f is not None, "no flank march under way"
    return f


def flanker(st, uid: str) -> bool:
    """True when ``uid`` is one of the flank march's units in the box or on
    the map (the Flanking Command, not its own group's marker)."""
    f = march(st)
    return f is not None and f["stage"] != "committed" and uid in f["units"]


def closed_hexes(st, side: str) -> set:
    """Hexes ``side`` may not move into now: the entry hexes, for the side
    that does not march, until the flankers arrive or are recalled."""
    d = spec_of(st.game.options)
    f = march(st)
    if d is None or d.get("side") == side or (f is not None and f["stage"] in ("arrived", "recalled")):
        return set()
    return {st.data.hexmap.parse(x) for x in d.get("entry", [])}


def blocked_position(st, side: str):
    """A `Position` of the units on a map where `closed_hexes` cannot be
    entered (terrain ``on_fire``: no unit may enter), or None when none is
    closed; cached until the state changes."""
    closed = closed_hexes(st, side)
    if not closed:
        return None
    key = ("@flank_blocked", side)
    if key not in st._reach:
        memo = st.game.data.memo
        mk = (KEY, id(st.data), tuple(sorted(st.label(h) for h in closed)))
        if mk not in memo:
            m = st.data.hexmap.copy()
            for h in closed:
                m.terrain[h] = "on_fire"
            memo[mk] = m
        st._reach[key] = Position(memo[mk], [st.unit(u) for u in st.on_map(combat=False)])
    return st._reach[key]


def idle(st, marker) -> bool:
    """True when every unit of group marker ``marker`` that is on the map or
    in the Flank Box marches with the Flanking Command: the marker would
    activate nobody, so it stays out of the cup."""
    f = march(st)
    if f is None or f["stage"] == "committed" or not marker.groups:
        return False
    units = [u for g in marker.groups for u in st.data.groups.get(g, ()) if st.units[u]["box"] in ("map", "flank")]
    return bool(units) and all(u in f["units"] for u in units)


def in_cup(st) -> bool:
    """The Flanking marker goes into the cup from two turns after the march
    while flankers are in the box, and every turn while they are on the map."""
    f = march(st)
    if f is None or f["stage"] == "committed" or st.turn < f["turn"] + DELAY_TURNS:
        return False
    return any(st.units[u]["box"] in ("flank", "map") for u in f["units"])


def order_choices(st, side: str, orders_left: int) -> list:
    """``flank_march <group>`` actions in the Orders Phase: the side of the
    option, no march yet, an order left, a listed group with units on the map."""
    d = spec_of(st.game.options)
    if d is None or d.get("side") != side or march(st) is not None or orders_left <= 0:
        return []
    out = []
    for g in d.get("groups") or []:
        if any(st.units[u]["box"] == "map" for u in st.data.groups.get(g, ())):
            out.append(FlankMarch(g))
    return out


# --- play -----------------------------------------------------------------------------------------------------
def end_of_turn(st) -> None:
    """At the end of the turn of the march, the committed units not adjacent to an enemy go to the Flank Box."""
    f = march(st)
    if f is None or f["stage"] != "committed" or f["turn"] != st.turn:
        return
    enemy = {st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != f["side"]}
    gone = [u for u in st.data.groups.get(f["group"], []) if st.units[u]["box"] == "map"
            and all(distance(st.units[u]["hex"], e) > 1 for e in enemy)]
    for u in gone:
        st.remove(u, "flank")
    st.special[KEY] = dict(f, stage="box", units=gone)
    st.say(_("{units} march round the flank into the Flank Box; the Flanking marker enters the Pool from turn "
             "{turn} ({rule})").format(units="+".join(gone) or "-", turn=f["turn"] + DELAY_TURNS, rule=RULE))


def start(st, marker_id: str | None) -> None:
    """The Flanking marker drawn: the Flanking Command is activated Under
    Orders; with units in the box and not arrived, the 2d6 arrival roll first."""
    assert marker_id is not None
    f = _live(st)
    side = st.marker(marker_id).side
    units = [u for u in f["units"] if st.units[u]["box"] == "map"]
    enemy = {st.units[e]["hex"] for e in st.on_map() if st.data.base[e].side != side}
    adjacent = [u for u in units if any(distance(st.units[u]["hex"], e) == 1 for e in enemy)]
    st.act = {"marker": marker_id, "side": side, "groups": [], "status": "under", "units": units,
              "adjacent": adjacent, "step": "fire"}
    st.acting = side
    st.say(_("{side} activates the Flanking Command (always Under Orders, {rule})").format(side=side, rule=RULE))
    waiting = [u for u in f["units"] if st.units[u]["box"] == "flank"]
    if waiting and f["stage"] == "box":
        st.queue.insert(0, {"t": "flank_roll", "side": side})
    elif waiting:
        st.act["step"] = "flank_enter"


def p_at_least_2d6(n: int) -> float:
    """P(2d6 >= ``n``)."""
    return sum(6 - abs(v - 7) for v in range(2, 13) if v >= n) / 36


def run(st, task: dict, total: int | None) -> None:
    """``flank_roll``: the 2d6 arrival roll (module doc)."""
    f = _live(st)
    assert total is not None
    bonus = int(f["bonus"])
    score = total + bonus
    need = ARRIVE_AT - bonus
    st.odds.append({"needed": f"{need}+", "chance": p_at_least_2d6(need),
                    "plus": [{"name": "earlier flank rolls", "value": bonus, "rule": RULE}],
                    "against": [{"name": "arrival", "value": ARRIVE_AT, "rule": RULE}], "target": ARRIVE_AT,
                    "rule": RULE})
    why = _("2d6 {total} + {bonus} = {score}; arrival needs {need}+ on the dice ({chance:.0%}); 2-6 may recall "
            "({rule})").format(total=total, bonus=bonus, score=score, need=need, chance=p_at_least_2d6(need),
                               rule=RULE)
    if score >= ARRIVE_AT:
        st.special[KEY] = dict(f, stage="arrived", entry="entry")
        st.act["step"] = "flank_enter"
        st.say(_("flank march: the flankers arrive on the entry hexes: {why}").format(why=why))
    elif score <= RECALL_AT_MOST:
        st.act["step"] = "flank_recall"
        st.say(_("flank march: the side may recall the flankers or wait: {why}").format(why=why))
    else:
        st.special[KEY] = dict(f, bonus=bonus + 1)
        st.say(_("flank march: nothing happens, +1 on later rolls: {why}").format(why=why))


def _entry_hexes(st, uid: str) -> list:
    """Entry hexes unit ``uid`` may enter now: no enemy unit (nor commander), terrain it may enter, a legal
    stack."""
    f = _live(st)
    d = spec_of(st.game.options) or {}
    pos = st.position()
    m = st.data.hexmap
    u = st.unit(uid)
    out = []
    for lab in d.get(f.get("entry", "entry"), []):
        h = m.parse(lab)
        if any(x.hex == h and x.side != u.side for x in pos.units.values()) \
                or tec.terrain_cost(m.terrain_at(h), u.move_class) is None:
            continue   # an enemy unit (commanders too: no displacement) or terrain it may not enter
        friends = [x for x in pos.combat_at(h) if x.side == u.side]
        if friends and stack_problems(friends + [u], st.data.opts):
            continue
        out.append(h)
    return sorted(out, key=st.label)


def step(st) -> bool:
    """The flank steps of the activation: True when its side must choose."""
    a = st.act
    if a["step"] == "flank_recall":
        st.acting = a["side"]
        return True
    if choices(st):
        st.acting = a["side"]
        return True
    a["step"] = "fire"
    return False


def choices(st) -> list:
    """``fenter`` actions (every waiting unit, every entry hex it may enter,
    six facings), or ``flank_recall`` / ``flank_wait`` after a 2-6."""
    a = st.act
    if a["step"] == "flank_recall":
        return [FlankRecall(), FlankWait()]
    f = _live(st)
    out: list[Action] = []
    for u in f["units"]:
        if st.units[u]["box"] == "flank":
            for h in _entry_hexes(st, u):
                out += [FlankEnter(u, st.label(h), k) for k in range(6)]
    return out


def apply(st, a) -> None:
    """Apply one of `ACTIONS`."""
    side = st.acting
    if isinstance(a, FlankMarch):
        st.orders[side].append(FLANK)
        st.special[KEY] = {"side": side, "group": a.group, "turn": st.turn, "units": [], "stage": "committed",
                           "bonus": 0, "entry": "entry"}
        st.say(_("{side} spends an order on a flank march by {group}: at the end of this turn its units not "
                 "adjacent to an enemy leave for the Flank Box ({rule})").format(side=side, group=a.group, rule=RULE))
    elif isinstance(a, FlankRecall):
        st.special[KEY] = dict(_live(st), stage="recalled", entry="recall_entry")
        st.act["step"] = "flank_enter"
        st.say(_("the flankers are recalled and enter at the recall hexes ({rule})").format(rule=RULE))
    elif isinstance(a, FlankWait):
        f = _live(st)
        st.special[KEY] = dict(f, bonus=int(f["bonus"]) + 1)
        st.act["step"] = "fire"
        st.say(_("the flank march goes on: nothing happens, +1 on later rolls ({rule})").format(rule=RULE))
    else:
        st.place(a.unit, st.data.hexmap.parse(a.to), a.facing)
        st.set_flag(a.unit, "moved")
        st.act["units"].append(a.unit)
        st.say(_("{unit} enters the map at {to} facing {facing} (flank march, {rule})").format(
            unit=a.unit, to=a.to, facing=a.facing, rule=RULE))


def observed(st) -> dict | None:
    """What every side sees of the flank march (nothing is hidden in tng): the state's record, or None."""
    f = march(st)
    return dict(f, units=list(f["units"])) if f else None
