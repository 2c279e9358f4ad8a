"""Conflict of Heroes movement costs: rulebook examples (seed 000 §9.x,
§10.1; coh.md 13 "Movement / costs") and the terrain table."""
import pytest

from core.conformance import build_map
from core.errors import RulesError
from core.rules.coh.errors import IllegalAction
from core.rules.coh.move import group_move_cost, path_cost, reachable_hexes
from core.rules.coh.units import position_from_case

STATS = dict(fp_soft=4, fp_hard=0, range=8, dr_front=12, dr_flank=10, move_ap=1, fire_ap=2)


def U(uid, hex_, side="soviet", kind="squad", stats=None, **kw):
    """A unit dict in the conformance case format."""
    return {"id": uid, "side": side, "kind": kind, "hex": hex_, "stats": {**STATS, **(stats or {})}, **kw}


def pos(units, hexes=None, hexsides=None, cols=8, rows=8, options=None):
    """A `Position` built exactly as the conformance runner builds cases."""
    case = {"map": {"orientation": "flat", "stagger": "even", "cols": cols, "rows": rows,
                    "default_terrain": "open", "hexes": hexes or {}, "hexsides": hexsides or []},
            "units": units, "options": options or {}}
    return position_from_case(case, build_map(case["map"], "coh"))


def cost(p, uid, *labels, hidden=False, **kw):
    return path_cost(p, p.unit(uid), [p.hexmap.parse(x) for x in labels], hidden=hidden, **kw)


def test_rifle_open_one_ap_per_hex_seed_9_0():
    p = pos([U("s1", "0401")])
    assert cost(p, "s1", "0402", "0403", "0404") == 3


def test_woods_costs_two_for_a_rifle_seed_9_11_fig_15():
    p = pos([U("s1", "0402")], {"0403": {"terrain": "woods"}})
    assert cost(p, "s1", "0403") == 2


def test_heavy_woods_two_ap_coh_13_ex_18():
    p = pos([U("s1", "0402")], {"0403": {"terrain": "heavy_woods"}})
    assert cost(p, "s1", "0403") == 2


def test_light_woods_no_foot_penalty_but_tracked_pays():
    hexes = {"0403": {"terrain": "light_woods"}}
    assert cost(pos([U("s1", "0402")], hexes), "s1", "0403") == 1
    tank = U("t1", "0402", kind="vehicle", stats={"movement": "tracked"})
    assert cost(pos([tank], hexes), "t1", "0403") == 2


def test_road_to_road_ignores_terrain_coh_13_ex_19():
    hexes = {"0402": {"road": True}, "0403": {"terrain": "heavy_woods", "road": True}}
    assert cost(pos([U("s1", "0402")], hexes), "s1", "0403") == 1
    hexes = {"0403": {"terrain": "heavy_woods", "road": True}}   # from off the road
    assert cost(pos([U("s1", "0402")], hexes), "s1", "0403") == 2


def test_elevation_costs_coh_13_ex_20():
    hexes = {"0402": {"elevation": 1}, "0403": {"elevation": 2}, "0404": {"elevation": 1}}
    p = pos([U("s1", "0401")], hexes)
    assert cost(p, "s1", "0402") == 2          # L0 -> L1: +1
    assert cost(p, "s1", "0402", "0403") == 4  # L1 -> L2: +1
    p2 = pos([U("s1", "0403")], hexes)
    assert cost(p2, "s1", "0404") == 1         # L2 -> L1: +0


def test_steep_two_levels_costs_two_extra_up_and_down_coh_13_ex_20():
    hexes = {"0402": {"elevation": 2}}
    assert cost(pos([U("s1", "0401")], hexes), "s1", "0402") == 3
    assert cost(pos([U("s1", "0402")], hexes), "s1", "0401") == 3
    tank = U("t1", "0401", kind="vehicle")
    with pytest.raises(IllegalAction):
        cost(pos([tank], hexes), "t1", "0402")


def test_road_does_not_cancel_climbing_coh_13_ex_20():
    hexes = {"0401": {"road": True}, "0402": {"road": True, "elevation": 1}}
    assert cost(pos([U("s1", "0401")], hexes), "s1", "0402") == 2


def test_water_foot_only_plus_five():
    hexes = {"0402": {"terrain": "water"}}
    assert cost(pos([U("s1", "0401")], hexes), "s1", "0402") == 6
    with pytest.raises(IllegalAction):
        cost(pos([U("t1", "0401", kind="vehicle")], hexes), "t1", "0402")


def test_wall_hexside_plus_one_for_foot_impassable_for_wheeled():
    sides = [{"hexes": ["0401", "0402"], "feature": "wall"}]
    assert cost(pos([U("s1", "0401")], hexsides=sides), "s1", "0402") == 2
    gun = U("g1", "0401", kind="gun", stats={"movement": "wheeled", "move_ap": 3})
    with pytest.raises(IllegalAction):
        cost(pos([gun], hexsides=sides), "g1", "0402")


def test_impassable_hexside():
    sides = [{"hexes": ["0401", "0402"], "feature": "impassable"}]
    with pytest.raises(IllegalAction, match="may not enter 0402"):
        cost(pos([U("s1", "0401")], hexsides=sides), "s1", "0402")


def test_wire_adds_the_die_for_foot_units():
    hexes = {"0402": {"fortification": "wire"}}
    assert cost(pos([U("s1", "0401")], hexes), "s1", "0402", wire_dice=[4]) == 5
    with pytest.raises(RulesError, match="1D6"):
        cost(pos([U("s1", "0401")], hexes), "s1", "0402")


def test_hidden_move_plus_three_in_cover_plus_six_in_open_seed_10_1():
    hexes = {"0403": {"terrain": "woods"}, "0401": {"elevation": 1}}
    p = pos([U("s1", "0402", hidden=True)], hexes)
    assert cost(p, "s1", "0403", hidden=True) == 4      # seed 10.1 example
    assert cost(p, "s1", "0401", hidden=True) == 7      # open; the climb is ignored
    fort = pos([U("s1", "0402", hidden=True)], {"0403": {"fortification": "hasty_defense"}})
    assert cost(fort, "s1", "0403", hidden=True) == 4   # fortifications count as cover


def test_backwards_first_step_costs_one_more():
    p = pos([U("s1", "0404", facing=0)])
    assert cost(p, "s1", "0403") == 1   # forward
    assert cost(p, "s1", "0405") == 2   # straight back: +1 (coh.md 4.1)
    assert cost(p, "s1", "0405", "0406") == 3  # free pivot after the first move


def test_pinned_unit_may_not_move():
    p = pos([U("s1", "0404", hits=["pinned"])])
    with pytest.raises(IllegalAction, match="pinned"):
        cost(p, "s1", "0403")


def test_group_move_pays_the_slowest_seed_9_11():
    p = pos([U("s1", "0403"), U("s2", "0403", stats={"move_ap": 2})])
    to = {"s1": p.hexmap.parse("0404"), "s2": p.hexmap.parse("0404")}
    assert group_move_cost(p, [p.unit("s1"), p.unit("s2")], to) == 2


def test_group_move_figure_14_and_15():
    units = [U("s1", "0402"), U("s2", "0502"), U("s3", "0602"), U("s4", "0702")]
    p = pos(units, {"0703": {"terrain": "woods"}})
    hx = p.hexmap.parse
    to = {"s1": hx("0403"), "s2": hx("0503"), "s3": hx("0603"), "s4": hx("0703")}
    assert group_move_cost(p, [p.unit(u["id"]) for u in units], to) == 2
    # without the woods the same group move costs 1
    p2 = pos(units)
    assert group_move_cost(p2, [p2.unit(u["id"]) for u in units], to) == 1
    # fig. 15: three squads that are not all adjacent may not group move
    p3 = pos([U("s1", "0402"), U("s2", "0502"), U("s4", "0702")])
    with pytest.raises(IllegalAction, match="continuous adjacent"):
        group_move_cost(p3, [p3.unit("s1"), p3.unit("s2"), p3.unit("s4")],
                        {"s1": hx("0403"), "s2": hx("0503"), "s4": hx("0703")})


def test_reachable_open_map_seven_ap():
    p = pos([U("s1", "0808")], cols=15, rows=15)
    got = reachable_hexes(p, p.unit("s1"), 7)
    assert len(got) == 1 + 3 * 7 * 8          # every hex within 7 steps
    assert max(got.values()) == 7


def test_reachable_respects_woods_and_hidden_costs():
    p = pos([U("s1", "0404", hidden=True)], {"0403": {"terrain": "woods"}})
    got = reachable_hexes(p, p.unit("s1"), 7, hidden=True)
    assert got[p.hexmap.parse("0403")] == 4
    assert got[p.hexmap.parse("0405")] == 7
    assert len(got) == 7


def test_negative_budget_is_bad_input():
    p = pos([U("s1", "0404")])
    with pytest.raises(RulesError, match="non-negative"):
        reachable_hexes(p, p.unit("s1"), -2)
