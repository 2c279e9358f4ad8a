"""Small Triumph & Glory scenarios built in code for the engine tests."""
from __future__ import annotations

from core.model import ControlHex, MapSource, Scenario, Side, Victory
from core.model.hexmap import HexMap
from core.model.unit import UnitPlacement
from core.play.game import Game

INF = {"sp": 10, "cohesion": 6, "disordered_cohesion": 3, "ma": 4, "df": 1}
GUN = {"sp": 3, "cohesion": 6, "disordered_cohesion": 3, "ma": 3, "effective_range": 3, "max_range": 5}
CMD = {"command_rating": -1, "orders_rating": 1, "delay_rating": 5, "orders_range": 2, "ma": 4}


def unit(uid, side, label, kind, stats, group=None, facing=1, brigade=None, hm=None):
    s = dict(stats)
    if group:
        s["activation_group"] = group
    if brigade:
        s["brigade"] = brigade
    return UnitPlacement(uid, side, hm.parse(label), None, s, kind, uid, facing)


def scenario(units_spec, markers=None, rounds=2, cols=10, rows=8, control=(), **opts) -> Scenario:
    """``units_spec``: ``(id, side, label, kind, stats, group, facing[, brigade])`` tuples;
    commanders get ``army`` = their side unless the stats say otherwise."""
    hm = HexMap(cols, rows, "tng", default_terrain="clear")
    units = []
    for spec in units_spec:
        uid, side, label, kind, stats, group, facing, *rest = spec
        if kind == "commander":
            stats = dict({"army": side}, **stats)
        units.append(unit(uid, side, label, kind, stats, group, facing, rest[0] if rest else None, hm))
    if markers is None:
        groups = {}
        for u in units:
            g = u.stats.get("activation_group")
            if g:
                groups.setdefault(g, u.side)
        markers = [{"id": g, "side": s, "groups": [g], "orders_rating": 5} for g, s in groups.items()]
    options = {"activation_markers": markers, **opts}
    return Scenario(hm, "tng", "test", MapSource("embedded"), sides=[Side("french"), Side("russian")],
                    rounds=rounds, initiative="french", options=options, units=units,
                    victory=Victory(0, control=[ControlHex(hm.parse(c), 10, "end") for c in control]))


def game(sc) -> Game:
    return Game(sc, source="test.scenario.json")


def drive(st, *steps):
    """Apply actions by their text (``d10 7``, ``order g``...)."""
    for s in steps:
        st.apply_str(s)
    return st
