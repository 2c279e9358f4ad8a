"""The Russian Destruction marker (Borodino special 5, tng_fow.md A.11):
burning villages and destroying bridges.

``options.destruction``: ``{"side": "russian", "burnt": [hex labels]}``
gives the side owning the marker and the villages On Fire at the start
(Borodino: 3213, Shmynovskaya, "starts already burnt"; play_rules.json
``burnt_at_start``).  The marker (``destruction_<side>``, kind
``destruction``) always goes into the cup (the Pool).  When it is drawn:

1. every hex On Fire since an earlier draw rolls a d10 (``fire_out``):
   0-3 the fire is out and the hex becomes Rubble, 4-9 it keeps burning;
2. its side chooses one of (``destruction`` step): ``burn 1913 -> 2013``:
   a village holding one of its infantry units, no enemy unit adjacent:
   the units there move out for free to the adjacent hex ``2013`` (empty
   or a friendly stack they may join, terrain they may enter, never across
   an impassable side), keeping their facing, and the village is On Fire;
   ``blow 1306|1307``: a bridge with one of its infantry units in one of
   the two hexes it joins, no enemy unit adjacent to that unit and no
   enemy gun within its Effective range of either hex; or ``pass``.

Nobody may enter a hex On Fire: the state's map (`refresh`) shows it as
terrain ``on_fire`` (no unit may enter, core/rules/tng/terrain.json), a
Rubble hex as ``rubble``, and a destroyed bridge's hexside without its
``bridge`` and ``road`` (the road crossed by the bridge; what is left is
the stream or river it spanned).  The state keeps ``special["destruction"]``
= ``{"fire": [labels], "rubble": [labels], "bridges": [["a", "b"]]}``
(JSON, in `TngState.to_dict`); `refresh` rebuilds ``st.data`` from it,
memoised on the game's data.
"""
from __future__ import annotations

from dataclasses import replace

from core.hexgrid import Hexside, distance
from core.i18n import _
from core.play.actions import Action, action
from core.play.tng.rolls import at_most_text
from core.rules.tng import tec
from core.rules.tng.orders import ActivationMarker
from core.rules.tng.stacking import stack_problems

KEY = "destruction"
KIND = "destruction"
RULE = "Borodino special 5"
FIRE_OUT_AT_MOST = 3     # d10 0-3: the fire is out (tng_fow.md A.11)
TASKS = ("fire_out",)
DICE = frozenset(TASKS)


@action("burn", "burn {hex} -> {to}")
class Burn(Action):
    """The infantry in village ``hex`` sets it On Fire and moves out to ``to`` (Borodino special 5)."""

    hex: str = ""
    to: str = ""


@action("blow", "blow {a}|{b}")
class Blow(Action):
    """The bridge on the hexside between ``a`` and ``b`` is destroyed (Borodino special 5)."""

    a: str = ""
    b: str = ""


# --- the option -----------------------------------------------------------------------------------------------
def spec_of(options: dict) -> dict | None:
    """``options.destruction`` when it is a dict, else None."""
    d = (options or {}).get(KEY)
    return d if isinstance(d, dict) else None


def option_problems(options: dict, sides: list, hexmap) -> list[tuple[str, str]]:
    """``($.options.destruction..., message)``: not an object, a side the
    scenario does not have, a ``burnt`` entry that is not a village hex label."""
    if KEY not in (options or {}):
        return []
    d = options[KEY]
    where = "$.options.destruction"
    if not isinstance(d, dict):
        return [(where, _("expected {{\"side\": side, \"burnt\": [village hex labels]}}, got {d!r}").format(d=d))]
    out = []
    if d.get("side") not in sides:
        out.append((f"{where}.side", _("{side!r} is not a side of the scenario ({sides})").format(
            side=d.get("side"), sides=", ".join(sides))))
    burnt = d.get("burnt", [])
    if not isinstance(burnt, list):
        return out + [(f"{where}.burnt", _("expected a list of village hex labels, got {burnt!r}").format(
            burnt=burnt))]
    for k, lab in enumerate(burnt):
        try:
            h = hexmap.parse(lab) if isinstance(lab, str) else None
        except ValueError:  # a bad or off-map label (core.model LabelError)
            h = None
        if h is None:
            out.append((f"{where}.burnt[{k}]", _("{lab!r} is not a hex of the map").format(lab=lab)))
        elif hexmap.terrain_at(h) != "village":
            out.append((f"{where}.burnt[{k}]", _("hex {lab} is {terrain}, not a village (Borodino special 5)").format(
                lab=lab, terrain=hexmap.terrain_at(h))))
    return out


def markers(options: dict) -> list:
    """The Destruction `ActivationMarker` of ``options.destruction`` (none without the option)."""
    d = spec_of(options)
    if d is None or not isinstance(d.get("side"), str):
        return []
    return [ActivationMarker(f"destruction_{d['side']}", d["side"], (), 0, KIND)]


# --- the state ------------------------------------------------------------------------------------------------
def ruin(st) -> dict:
    """The state's ``{"fire", "rubble", "bridges"}`` (empty lists when nothing burnt)."""
    return st.special.get(KEY) or {"fire": [], "rubble": [], "bridges": []}


def begin(st) -> None:
    """At the start of the game: the ``burnt`` villages are On Fire (play_rules.json ``burnt_at_start``)."""
    d = spec_of(st.game.options)
    if d is None:
        return
    st.special[KEY] = {"fire": sorted(d.get("burnt", [])), "rubble": [], "bridges": []}
    refresh(st)


def refresh(st) -> None:
    """Point ``st.data`` at the game's data with the map as burnt (module
    doc); the plain data when nothing burnt.  Memoised per ruin on the game's data."""
    base = st.game.data
    r = st.special.get(KEY)
    if not r or not (r["fire"] or r["rubble"] or r["bridges"]):
        st.data = base
        st.touched()
        return
    key = (KEY, tuple(r["fire"]), tuple(r["rubble"]), tuple(tuple(b) for b in r["bridges"]))
    if key not in base.memo:
        m = base.hexmap.copy()
        for lab in r["fire"]:
            m.terrain[m.parse(lab)] = "on_fire"
        for lab in r["rubble"]:
            m.terrain[m.parse(lab)] = "rubble"
        for a, b in r["bridges"]:
            side = Hexside.between(m.parse(a), m.parse(b))
            left = m.hexsides.get(side, frozenset()) - {"bridge", "road"}
            if left:
                m.hexsides[side] = left
            else:
                m.hexsides.pop(side, None)
        base.memo[key] = replace(base, hexmap=m, memo=base.memo)
    st.data = base.memo[key]
    st.touched()


# --- the marker drawn -----------------------------------------------------------------------------------------
def start(st, marker_id: str | None) -> None:
    """The Destruction marker is drawn: queue a ``fire_out`` d10 for every hex On Fire, then the choice."""
    assert marker_id is not None
    side = st.marker(marker_id).side
    st.act = {"marker": marker_id, "side": side, "groups": [], "status": KIND, "units": [], "adjacent": [],
              "step": KIND}
    st.acting = side
    st.say(_("{side} draws its Destruction marker ({rule})").format(side=side, rule=RULE))
    st.queue[:0] = [{"t": "fire_out", "hex": lab} for lab in ruin(st)["fire"]]


def run(st, task: dict, die: int | None) -> None:
    """``fire_out``: d10 0-3 the fire in ``task["hex"]`` is out and the hex becomes Rubble; 4-9 it burns on."""
    lab = task["hex"]
    r = ruin(st)
    if lab not in r["fire"]:
        return
    why = at_most_text(FIRE_OUT_AT_MOST, odds=st.odds)
    st.odds[-1]["rule"] = RULE
    if die is not None and die <= FIRE_OUT_AT_MOST:
        st.special[KEY] = {"fire": [x for x in r["fire"] if x != lab], "rubble": sorted(r["rubble"] + [lab]),
                           "bridges": r["bridges"]}
        refresh(st)
        st.say(_("{hex}: fire roll {die}: the fire is out, the village is Rubble ({rule}; {why})").format(
            hex=lab, die=die, rule=RULE, why=why))
    else:
        st.say(_("{hex}: fire roll {die}: it keeps burning ({rule}; {why})").format(
            hex=lab, die=die, rule=RULE, why=why))


def _enemy_hexes(st, side: str) -> set:
    return {st.units[u]["hex"] for u in st.on_map() if st.data.base[u].side != side}


def _exits(st, h, movers) -> list:
    """Adjacent hexes the units ``movers`` (`TngUnit`) of village ``h`` may move out to, label order."""
    m = st.data.hexmap
    pos = st.position()
    side = movers[0].side
    out = []
    for n in m.neighbours(h):
        feats = m.features_between(h, n)
        if pos.enemy_in(n, side) or ("impassable" in feats and not ({"bridge", "road"} & feats)):
            continue
        if any(tec.terrain_cost(m.terrain_at(n), u.move_class) is None for u in movers):
            continue
        friends = [f for f in pos.combat_at(n) if f.side == side]
        if friends and stack_problems(friends + [u for u in movers if u.is_combat], st.data.opts):
            continue
        out.append(n)
    return sorted(out, key=st.label)


def _bridges(st) -> list:
    """``(a, b)`` hex pairs of the map's bridge hexsides, label order."""
    m = st.data.hexmap
    out = []
    for side, feats in m.hexsides.items():
        if "bridge" in feats:
            a, b = sorted((side.a, side.b), key=st.label)
            out.append((a, b))
    return sorted(out, key=lambda p: (st.label(p[0]), st.label(p[1])))


def _blow_ok(st, side: str, a, b, enemy: set) -> bool:
    """A unit of ``side``'s infantry in ``a`` or ``b`` with no enemy adjacent, no enemy gun within its
    Effective range of either hex (Borodino special 5)."""
    pos = st.position()
    guns = [pos.unit(u) for u in st.on_map() if st.data.base[u].side != side and st.data.base[u].is_artillery]
    if any(min(distance(g.hex, a), distance(g.hex, b)) <= int(g.stats.get("effective_range", 0)) for g in guns):
        return False
    for h in (a, b):
        inf = [u for u in pos.combat_at(h) if u.side == side and u.branch == "infantry"]
        if inf and all(distance(h, e) > 1 for e in enemy):
            return True
    return False


def choices(st) -> list:
    """``burn`` and ``blow`` actions of the side at its Destruction marker (module doc)."""
    side = st.act["side"]
    m = st.data.hexmap
    pos = st.position()
    enemy = _enemy_hexes(st, side)
    out: list[Action] = []
    for h in sorted({st.units[u]["hex"] for u in st.on_map(side)}, key=st.label):
        if m.terrain_at(h) != "village" or any(distance(h, e) == 1 for e in enemy):
            continue
        here = [pos.unit(u) for u in st.on_map(side, combat=False) if st.units[u]["hex"] == h]
        if not any(u.branch == "infantry" for u in here):
            continue
        out += [Burn(st.label(h), st.label(n)) for n in _exits(st, h, here)]
    out += [Blow(st.label(a), st.label(b)) for a, b in _bridges(st) if _blow_ok(st, side, a, b, enemy)]
    return out


def apply(st, a) -> None:
    """Apply a ``burn`` or ``blow`` action (module doc); the marker's activation then ends."""
    m = st.data.hexmap
    r = ruin(st)
    if isinstance(a, Burn):
        h, to = m.parse(a.hex), m.parse(a.to)
        movers = [u for u in st.on_map(st.act["side"], combat=False) if st.units[u]["hex"] == h]
        for u in movers:
            st.place(u, to)
        st.special[KEY] = {"fire": sorted(r["fire"] + [a.hex]), "rubble": [x for x in r["rubble"] if x != a.hex],
                           "bridges": r["bridges"]}
        st.say(_("{units} move out of {hex} to {to} and set the village On Fire: no unit may enter it "
                 "({rule})").format(units="+".join(movers), hex=a.hex, to=a.to, rule=RULE))
    else:
        st.special[KEY] = {"fire": r["fire"], "rubble": r["rubble"], "bridges": sorted(r["bridges"] + [[a.a, a.b]])}
        st.say(_("the bridge {a}|{b} is destroyed ({rule})").format(a=a.a, b=a.b, rule=RULE))
    refresh(st)
    st.act["step"] = "closing"


def observed(st) -> dict:
    """What every side sees of the destruction: ``{"on_fire", "rubble", "destroyed_bridges"}`` (hex labels)."""
    r = ruin(st)
    return {"on_fire": list(r["fire"]), "rubble": list(r["rubble"]), "destroyed_bridges": [list(b) for b in
                                                                                           r["bridges"]]}
