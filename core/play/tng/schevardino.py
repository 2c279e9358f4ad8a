"""Scenario-level activation and movement policies (the Schevardino
scenario of T&G Borodino, tng_fow.md A.11 "Schevardino scenario"),
read from scenario options, never from a scenario's name:

* ``options.orders_system`` false: no orders (tng 5.2 not used): every
  active command acts Under Orders and nobody rolls for orders.
* ``options.activation_schedule``: ``{side: {"start": [group ids active
  from turn 1], "from_turn": {group: turn it becomes active by itself},
  "per_turn": n commands the side makes active each turn (its choice, in
  the Orders Phase, ``release <group>``, from turn ``release_from``),
  "not_before": {group: first turn it may be chosen}}}``.  Only active commands' markers go into the cup;
  the rest stand (Schevardino: Compans' division active first, one more
  French command a turn, V Corps no earlier than turn 3; the Russian 2nd
  Grenadiers and VIII Corps infantry active from turn 2).
* ``options.activation_order`` ``"alternate"`` (no activation markers
  drawn, tng 5.4 not used): after the Initiative side's first pick the
  sides take turns choosing one of their active commands still to act (a
  side with none left passes the turn to the other); default ``"cup"``.
* ``options.movement_limits``: ``[{"side", "cols": [first, last],
  "rows": [first, last], "until_active": group (optional)}]``: a unit of
  ``side`` may not end a move in that block of hexes (until the group is
  active) (Schevardino: the French not east of the 3600 row, no Russian
  into 4400 before V Corps arrives).

The state keeps the commands a side chose in ``special["released"]``
(``{side: [group ids]}``); everything else is the options'.
"""
from __future__ import annotations

from core.i18n import _
from core.play.actions import Action, action

OPTIONS = ("orders_system", "activation_schedule", "movement_limits", "activation_order")


@action("release", "release {group}")
class Release(Action):
    """The side makes command ``group`` active from this turn (scenario
    activation schedule, Schevardino: one more command a turn)."""

    group: str = ""


def _schedule(st, side: str) -> dict | None:
    s = st.game.options.get("activation_schedule")
    return s.get(side) if isinstance(s, dict) else None


def alternate(st) -> bool:
    """True when the sides take turns choosing their commands instead of drawing markers."""
    return st.game.options.get("activation_order") == "alternate"


def next_picker(st) -> str:
    """The side that chooses the next command: the other side than the last
    to act, if it has a command left in the cup, else the same side."""
    last = st.special.get("last_pick")
    sides = [s for s in st.data.order if any(st.marker(m).side == s for m in st.cup)]
    other = [s for s in sides if s != last]
    return other[0] if other else sides[0]


def picked(st, side: str) -> None:
    """``side`` chose a command (``activation_order`` alternate: the other side chooses next)."""
    if alternate(st):
        st.special["last_pick"] = side


def no_orders_system(st) -> bool:
    """True when the scenario plays without the orders system (every active command Under Orders)."""
    return st.game.options.get("orders_system", True) is False


def released(st, side: str) -> list[str]:
    return list((st.special.get("released") or {}).get(side, []))


def active(st, group: str) -> bool:
    """True when ``group`` may be activated this turn (no schedule: always)."""
    side = st.data.group_side.get(group)
    sch = _schedule(st, side) if side else None
    if sch is None:
        return True
    if group in sch.get("start", ()) or group in released(st, side):
        return True
    return int((sch.get("from_turn") or {}).get(group, 10 ** 6)) <= st.turn


def release_choices(st, side: str) -> list:
    """``release`` actions open to ``side`` in the Orders Phase: while it has
    released fewer than ``per_turn`` commands this turn, each inactive
    command whose ``not_before`` turn has come."""
    sch = _schedule(st, side)
    if sch is None or not int(sch.get("per_turn", 0)) or st.turn < int(sch.get("release_from", 1)):
        return []
    this_turn = (st.special.get("released_turn") or {}).get(side, [])
    if len(this_turn) >= int(sch["per_turn"]):
        return []
    nb = sch.get("not_before") or {}
    out: list[Release] = []
    for m in st.data.markers:
        for g in m.groups:
            if m.side == side and not active(st, g) and int(nb.get(g, 1)) <= st.turn \
                    and g not in [r.group for r in out]:
                out.append(Release(g))
    return out


def new_turn(st) -> None:
    """Forget the commands released last turn (the count is per turn) and who chose last."""
    if "released_turn" in st.special:
        st.special["released_turn"] = {}
    st.special.pop("last_pick", None)


def apply_release(st, side: str, group: str) -> None:
    rel = st.special.setdefault("released", {})
    rel.setdefault(side, []).append(group)
    st.special.setdefault("released_turn", {}).setdefault(side, []).append(group)
    st.say(_("{side} makes {group} active from this turn (scenario activation schedule)").format(
        side=side, group=group))


def _in_block(st, h, lim: dict) -> bool:
    label = st.label(h)
    c, r = int(label[:-2]), int(label[-2:])
    cols, rows = lim.get("cols") or [0, 10 ** 6], lim.get("rows") or [0, 10 ** 6]
    return cols[0] <= c <= cols[1] and rows[0] <= r <= rows[1]


def forbidden(st, side: str, h) -> dict | None:
    """The movement limit that forbids a unit of ``side`` to end a move in ``h``, or None."""
    for lim in st.game.options.get("movement_limits") or ():
        if lim.get("side") != side:
            continue
        until = lim.get("until_active")
        if until and active(st, until):
            continue
        if _in_block(st, h, lim):
            return lim
    return None


def filter_reach(st, uid: str, reach: dict) -> dict:
    """``reach`` without the hexes the scenario's movement limits forbid to ``uid``."""
    if not st.game.options.get("movement_limits"):
        return reach
    side = st.data.base[uid].side
    return {h: c for h, c in reach.items() if forbidden(st, side, h) is None}


def why_not(st, uid: str, label: str) -> str:
    """Why a movement limit forbids ``uid`` to move to ``label`` ('' if none does)."""
    try:
        h = st.data.hexmap.parse(label)
    except ValueError:
        return ""
    lim = forbidden(st, st.data.base[uid].side, h)
    if lim is None:
        return ""
    if lim.get("until_active"):
        return _("{hex} is closed to this side by the scenario until {group} is active").format(
            hex=label, group=lim["until_active"])
    return _("{hex} is closed to this side by the scenario's movement limits").format(hex=label)


def option_problems(options: dict, sides: list, groups: set) -> list[tuple[str, str]]:
    """``(JSON path, message)`` for a bad ``orders_system`` (not true/false),
    ``activation_schedule`` (unknown side or group, a turn or count that is
    not a whole number) or ``movement_limits`` (unknown side or group, a
    range that is not two whole numbers)."""
    out: list[tuple[str, str]] = []
    if options.get("activation_order", "cup") not in ("cup", "alternate"):
        out.append(("$.options.activation_order", _("expected \"cup\" or \"alternate\", got {v!r}").format(
            v=options["activation_order"])))
    if "orders_system" in options and not isinstance(options["orders_system"], bool):
        out.append(("$.options.orders_system", _("expected true or false, got {v!r}").format(
            v=options["orders_system"])))
    sch = options.get("activation_schedule")
    if sch is not None:
        if not isinstance(sch, dict):
            out.append(("$.options.activation_schedule", _("expected {{side: {{start, from_turn, per_turn, "
                                                           "not_before}}}}, got {v!r}").format(v=sch)))
            sch = {}
        for side, spec in sch.items():
            w = f"$.options.activation_schedule.{side}"
            if side not in sides:
                out.append((w, _("{side!r} is not a side of the scenario ({sides})").format(
                    side=side, sides=", ".join(sides))))
                continue
            if not isinstance(spec, dict):
                out.append((w, _("expected an object {{start, from_turn, per_turn, not_before}}, got {v!r}").format(
                    v=spec)))
                continue
            for k, g in enumerate(spec.get("start") or []):
                if g not in groups:
                    out.append((f"{w}.start[{k}]", _("{g!r} is not an activation group of a marker").format(g=g)))
            for key in ("from_turn", "not_before"):
                for g, n in (spec.get(key) or {}).items():
                    if g not in groups:
                        out.append((f"{w}.{key}.{g}", _("{g!r} is not an activation group of a marker").format(g=g)))
                    elif not isinstance(n, int) or isinstance(n, bool) or n < 1:
                        out.append((f"{w}.{key}.{g}", _("expected a turn number, 1 or more, got {n!r}").format(n=n)))
            for key in ("per_turn", "release_from"):
                n = spec.get(key, 0)
                if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                    out.append((f"{w}.{key}", _("expected a whole number, 0 or more, got {n!r}").format(n=n)))
    lims = options.get("movement_limits")
    if lims is not None and not isinstance(lims, list):
        out.append(("$.options.movement_limits", _("expected a list of {{side, cols, rows, until_active}}, got "
                                                   "{v!r}").format(v=lims)))
        lims = []
    for i, lim in enumerate(lims or []):
        w = f"$.options.movement_limits[{i}]"
        if not isinstance(lim, dict) or lim.get("side") not in sides:
            out.append((w, _("expected {{\"side\": one of {sides}, \"cols\", \"rows\"}}, got {v!r}").format(
                sides=", ".join(sides), v=lim)))
            continue
        for key in ("cols", "rows"):
            v = lim.get(key)
            if v is not None and not (isinstance(v, list) and len(v) == 2
                                      and all(isinstance(x, int) and not isinstance(x, bool) for x in v)):
                out.append((f"{w}.{key}", _("expected [first, last] whole numbers, got {v!r}").format(v=v)))
        if lim.get("until_active") is not None and lim["until_active"] not in groups:
            out.append((f"{w}.until_active", _("{g!r} is not an activation group of a marker").format(
                g=lim["until_active"])))
    return out
