"""Movement (tng 6.33-6.34, 7.1-7.4) including the rulebook movement example (tng_fow.md A.12 #9, #12)."""
import pytest

from core.errors import RulesError
from core.rules.tng import options as tng_options
from core.rules.tng.movement import allowance, path_cost, reachable, reinforcement_costs
from tests.core.test_tng_support import make, unit


def cost(units, path, mode="normal", mover=None, opts=None, **mapkw):
    m, p = make(units, **mapkw)
    u = p.unit(mover or units[0]["id"])
    return path_cost(p, u, [m.parse(x) for x in path], mode, tng_options.resolve(opts or {}))


# --- the 7.3 movement example (A.12 #9) -----------------------------------
def test_example_cavalry_path_through_woods_then_woods_disorders():
    hexes = {"0402": {"terrain": "woods", "trail": True}, "0401": {"trail": True}, "0403": {"terrain": "woods"}}
    sides = [{"hexes": ["0401", "0402"], "feature": "trail"}]
    r = cost([unit("c", "cavalry", "0401", stats={"ma": 6})], ["0402", "0403"], hexes=hexes, hexsides=sides)
    assert r["legal"] and r["cost"] == 5 and r["disordered"]  # 2 on the path + 3 woods, Disordered


def test_example_infantry_cultivated_one_woods_and_village_two():
    hexes = {"0402": {"terrain": "cultivated"}, "0403": {"terrain": "village"}}
    r = cost([unit("i", "infantry", "0401", stats={"ma": 4})], ["0402", "0403"], hexes=hexes)
    assert r["cost"] == 3 and not r["disordered"]


def test_example_artillery_two_clear_three_cultivated_one_road():
    hexes = {"0402": {"terrain": "cultivated"}, "0403": {"terrain": "cultivated", "road": True},
             "0404": {"terrain": "cultivated", "road": True}}
    sides = [{"hexes": ["0403", "0404"], "feature": "road"}]
    r = cost([unit("a", "artillery", "0401", stats={"ma": 8})], ["0402", "0403", "0404"], hexes=hexes, hexsides=sides)
    assert r["cost"] == 3 + 3 + 1


def test_roads_do_not_remove_elevation_costs():
    hexes = {"0401": {"road": True}, "0402": {"road": True, "elevation": 2}}
    sides = [{"hexes": ["0401", "0402"], "feature": "road"}]
    r = cost([unit("c", "cavalry", "0401", stats={"ma": 6})], ["0402"], hexes=hexes, hexsides=sides)
    assert r["cost"] == 1 + 2


# --- allowances (7.11-7.13, 7.36; A.12 #12) --------------------------------
@pytest.mark.parametrize("kind,ma,mode,expected", [
    ("infantry", 4, "out_of_command", 2), ("infantry", 3, "out_of_command", 2),
    ("light_cavalry", 8, "out_of_command", 4), ("light_cavalry", 7, "out_of_command", 4),
    ("infantry", 4, "extended", 8), ("cavalry", 6, "normal", 6)])
def test_allowance(kind, ma, mode, expected):
    m, p = make([unit("u", kind, "0303", stats={"ma": ma})])
    assert allowance(p.unit("u"), mode) == expected


def test_unknown_mode_is_an_error():
    m, p = make([unit("u", "infantry", "0303")])
    with pytest.raises(RulesError, match="hidden"):
        allowance(p.unit("u"), "hidden")


def test_fired_artillery_half_ma_and_not_adjacent_to_enemy():
    us = [unit("a", "artillery", "0401", status=["fired"], stats={"ma": 4}), unit("r", "infantry", "0404", side="russian")]
    assert cost(us, ["0402"])["cost"] == 2
    assert cost(us, ["0402", "0403"])["legal"] is False  # 4 MP > 2
    us[1]["hex"] = "0403"
    r = cost(us, ["0402"])
    assert not r["legal"] and "7.36" in r["why"]
    us[0]["status"] = []
    assert cost(us, ["0402"])["legal"]


# --- ZOC and friends -----------------------------------------------------
def test_leaving_zoc_may_not_enter_an_enemy_frontal_zoc_hex():
    # r at 0503 faces vertex 0: front 0502/0602, flank 0402/0603, rear 0504/0403.
    us = [unit("f", "infantry", "0402", stats={"ma": 6}), unit("r", "infantry", "0503", side="russian", facing=0)]
    blocked = cost(us, ["0502"])
    assert not blocked["legal"] and "6.34" in blocked["why"]
    ok = cost(us, ["0403"])  # ZOC to ZOC through a rear hex is allowed
    assert ok["legal"] and ok["cost"] == 1 + 1


def test_minimum_move_never_into_enemy_zoc():
    us = [unit("a", "artillery", "0401", stats={"ma": 1}), unit("r", "infantry", "0403", side="russian")]
    assert cost(us, ["0402"], mode="out_of_command")["legal"] is False
    assert cost(us[:1], ["0402"], mode="out_of_command")["minimum_move"] is True


def test_may_not_enter_enemy_hex_or_stop_in_illegal_stack():
    us = [unit("f", "infantry", "0401", stats={"ma": 6}), unit("r", "infantry", "0402", side="russian"),
          unit("c", "cavalry", "0501")]
    assert "6.22" in cost(us, ["0402"])["why"]
    assert not cost(us, ["0501"])["legal"]  # infantry may not stop with cavalry


def test_extended_no_passing_friends_and_only_artillery_ends_stacked():
    us = [unit("f", "infantry", "0201"), unit("g", "infantry", "0202")]
    assert not cost(us, ["0202", "0203"], mode="extended")["legal"]
    assert cost(us, ["0202", "0203"])["cost"] == 3  # normal: +1 through the friend
    guns = [unit("a", "artillery", "0201", activation_group="x"), unit("b", "artillery", "0202", activation_group="x")]
    assert cost(guns, ["0202"], mode="extended")["legal"]
    assert not cost([unit("f", "infantry", "0201"), unit("g", "infantry", "0202", brigade="b")], ["0202"], mode="extended")["legal"]


def test_extended_not_for_disordered_or_borodino_russians():
    assert not cost([unit("f", "infantry", "0201", status=["disordered"])], ["0202"], mode="extended")["legal"]
    r = cost([unit("r", "infantry", "0201", side="russian")], ["0202"], mode="extended", opts={"scenario": "borodino"})
    assert not r["legal"] and "special 8" in r["why"]


# --- hexside features and roads ------------------------------------------
def test_stream_costs_one_unless_ford_or_bridge():
    s = [{"hexes": ["0401", "0402"], "feature": "stream"}]
    assert cost([unit("i", "infantry", "0401")], ["0402"], hexsides=s)["cost"] == 2
    assert cost([unit("i", "infantry", "0401")], ["0402"], hexsides=s + [{"hexes": ["0401", "0402"], "feature": "ford"}])["cost"] == 1
    assert cost([unit("i", "infantry", "0401")], ["0402"], hexsides=s + [{"hexes": ["0401", "0402"], "feature": "bridge"}])["cost"] == 1


def test_road_crossing_stream_is_a_ford_except_at_borodino():
    s = [{"hexes": ["0401", "0402"], "feature": "stream"}, {"hexes": ["0401", "0402"], "feature": "road"}]
    h = {"0401": {"road": True}, "0402": {"road": True}}
    assert cost([unit("a", "artillery", "0401")], ["0402"], hexes=h, hexsides=s)["cost"] == 1
    assert cost([unit("a", "artillery", "0401")], ["0402"], hexes=h, hexsides=s, opts={"scenario": "borodino"})["cost"] == 2


def test_impassable_side_crossable_by_bridge():
    s = [{"hexes": ["0401", "0402"], "feature": "impassable"}, {"hexes": ["0401", "0402"], "feature": "bridge"}]
    assert cost([unit("i", "infantry", "0401")], ["0402"], hexsides=s)["cost"] == 1


def test_no_road_rate_next_to_an_enemy():
    h = {"0401": {"road": True}, "0402": {"road": True, "terrain": "cultivated"}}
    s = [{"hexes": ["0401", "0402"], "feature": "road"}]
    us = [unit("a", "artillery", "0401", stats={"ma": 6}), unit("r", "infantry", "0404", side="russian")]
    assert cost(us, ["0402"], hexes=h, hexsides=s)["cost"] == 1
    us[1]["hex"] = "0403"
    assert cost(us, ["0402"], hexes=h, hexsides=s)["cost"] == 3  # 7.37: other terrain


def test_swamp_prohibited_to_artillery():
    r = cost([unit("a", "artillery", "0401")], ["0402"], hexes={"0402": {"terrain": "swamp"}})
    assert not r["legal"] and "swamp" in r["why"]


# --- reachable ------------------------------------------------------------
def test_reachable_stops_at_zoc_and_counts_costs():
    m, p = make([unit("f", "infantry", "0401", stats={"ma": 3}), unit("r", "infantry", "0404", side="russian")])
    got = reachable(p, p.unit("f"))
    lab = {m.label(h): c for h, c in got.items()}
    assert lab["0403"] == 2 and "0404" not in lab
    assert "0405" not in lab  # behind the enemy: would have to pass through its ZOC


def test_reachable_matches_path_cost_on_mixed_terrain():
    hexes = {"0302": {"terrain": "woods"}, "0403": {"terrain": "cultivated"}, "0503": {"terrain": "village"}}
    m, p = make([unit("c", "cavalry", "0401", stats={"ma": 5})], hexes=hexes)
    got = reachable(p, p.unit("c"))
    for h, c in got.items():
        assert c <= 5 or h in m.neighbours(p.unit("c").hex)
    assert m.parse("0302") in got and got[m.parse("0302")] == 3


def test_reinforcements_pay_accumulating_entry_cost():
    m, p = make([unit("a", "infantry", "0101"), unit("b", "infantry", "0101"), unit("c", "artillery", "0101")],
                hexes={"0101": {"terrain": "cultivated"}})
    assert reinforcement_costs(p, [p.unit("a"), p.unit("b"), p.unit("c")], m.parse("0101")) == [1, 2, 5]


def test_square_moves_one_hex_of_cost_two_or_less_outside_zoc():
    sq = unit("s", "infantry", "0401", status=["in_square"], stats={"ma": 4})
    assert cost([sq], ["0402"])["legal"]
    assert not cost([sq], ["0402", "0403"])["legal"]
    woods = cost([unit("s", "artillery", "0401", status=["in_square"], stats={"ma": 4})], ["0402"],
                 hexes={"0402": {"terrain": "woods"}})
    assert not woods["legal"] and "9.85" in woods["why"]  # artillery pays 3 for woods
    into = cost([sq, unit("r", "infantry", "0403", side="russian")], ["0402"])
    assert not into["legal"] and "9.85" in into["why"]
    m, p = make([sq, unit("r", "infantry", "0403", side="russian")])
    got = sorted(m.label(h) for h in reachable(p, p.unit("s")))
    assert got == ["0301", "0302", "0501", "0502"]  # one hex, never into r's ZOC (0402)


def test_mode_aliases():
    m, p = make([unit("u", "infantry", "0303", stats={"ma": 4})])
    assert allowance(p.unit("u"), "no_orders") == allowance(p.unit("u"), "restricted") == 2
