"""Vehicle movement: wheeled/tracked costs and bonus moves (coh.md 4.3,
5.1; E3 15.2-15.5 red-box examples)."""
import random

from core.catalogues import load_units
from core.rules.coh.move import path_cost, reachable_hexes, vehicle_plan
from tests.core.test_coh_move import U, pos

APC = dict(fp_soft=3, fp_hard=0, range=5, dr_front=13, dr_flank=12, move_ap=1, fire_ap=2,
           move_type="tracked", bonus_track=2, bonus_wheel=0)
TRUCK = dict(fp_soft=-2, fp_hard=-1, range=0, dr_front=11, dr_flank=11, move_ap=1, fire_ap=3,
             move_type="wheeled", bonus_track=0, bonus_wheel=1)


def V(uid, hex_, stats, facing=3, **kw):
    return U(uid, hex_, side="german", kind="vehicle", stats=stats, facing=facing, **kw)


def cost(p, uid, *labels):
    return path_cost(p, p.unit(uid), [p.hexmap.parse(x) for x in labels])


def test_sdkfz_251_reaches_0522_with_seven_ap_on_open_10x30():
    # issue 12 done-when: move 1, two track bonus moves, facing south from 0501
    p = pos([V("apc", "0501", APC)], cols=10, rows=30)
    got = reachable_hexes(p, p.unit("apc"), 7)
    assert got[p.hexmap.parse("0522")] == 7
    assert p.hexmap.parse("0523") not in got
    assert cost(p, "apc", *[f"05{r:02d}" for r in range(2, 23)]) == 7


def test_t34_two_track_bonus_three_open_hexes_for_one_ap():
    # E3 15.2: "move a total of three Hexes on Road, Open, Corn or Wheat for a 1AP Move Action"
    p = pos([V("t34", "0401", APC)], {"0402": {"terrain": "corn"}, "0403": {"terrain": "wheat"}})
    assert cost(p, "t34", "0402", "0403", "0404") == 1
    assert cost(p, "t34", "0402", "0403", "0404", "0405") == 2


def test_first_move_into_heavy_woods_forfeits_bonus_moves():
    # E3 15.5 example A: 1AP + 2AP heavy woods = 3AP, no bonus moves after it
    p = pos([V("t34", "0401", APC)], {"0402": {"terrain": "heavy_woods"}})
    assert cost(p, "t34", "0402") == 3
    assert cost(p, "t34", "0402", "0403") == 4  # the next hex is a new 1AP move action


def test_bonus_move_may_not_enter_or_exit_difficult_terrain():
    p = pos([V("t34", "0401", APC)], {"0403": {"terrain": "light_woods"}})
    assert cost(p, "t34", "0402", "0403") == 1 + 2   # 0403 needs its own action: 1 + 1 light woods
    plan = vehicle_plan(p, p.unit("t34"), [p.hexmap.parse(x) for x in ("0402", "0403")])
    assert [len(a) for a in plan.actions] == [1, 1]


def test_plowed_field_and_wall_are_difficult_for_bonus_moves_only():
    # E3 15.3: plowed fields and walls +0AP for tracked vehicles, but difficult for bonus moves
    p = pos([V("t34", "0401", APC)], {"0402": {"terrain": "plowed"}})
    assert cost(p, "t34", "0402") == 1
    assert cost(p, "t34", "0402", "0403") == 2
    p = pos([V("t34", "0401", APC)], hexsides=[{"hexes": ["0402", "0403"], "feature": "wall"}])
    assert cost(p, "t34", "0402", "0403") == 2


def test_uphill_panzer_pays_climbing_on_its_bonus_move():
    # E3 15.5 "Vehicle Moving Uphill": 1AP + 1 (L0->L1) + 1 (L1->L2) = 3AP in one move action
    panzer = {**APC, "bonus_track": 1}
    p = pos([V("pz", "0401", panzer)], {"0402": {"elevation": 1}, "0403": {"elevation": 2}})
    assert cost(p, "pz", "0402", "0403") == 3


def test_wheel_bonus_road_only_and_road_congestion():
    road = {f"04{r:02d}": {"road": True} for r in range(1, 6)}
    p = pos([V("tr", "0401", TRUCK)], road)
    assert cost(p, "tr", "0402", "0403") == 1
    # E3 15.5 example D: a (spent) truck ahead in the road hex: no wheel bonus into it
    p = pos([V("tr", "0401", TRUCK), V("tr2", "0403", TRUCK)], road)
    assert cost(p, "tr", "0402", "0403") == 2
    # off the road a wheel bonus does nothing
    p = pos([V("tr", "0401", TRUCK)])
    assert cost(p, "tr", "0402", "0403") == 2


def test_track_bonus_ignores_congestion_and_heavy_smoke_bars_bonus():
    road = {f"04{r:02d}": {"road": True} for r in range(1, 6)}
    p = pos([V("t34", "0401", APC), V("tr2", "0403", TRUCK)], road)
    assert cost(p, "t34", "0402", "0403") == 1   # E3 15.5 example C: not affected by congestion
    case_pos = pos([V("t34", "0401", APC)])
    from dataclasses import replace
    smoky = replace(case_pos, smoke={case_pos.hexmap.parse("0403"): "heavy"})
    assert cost(smoky, "t34", "0402", "0403") == 2


def test_backwards_first_step_forfeits_the_bonus_moves():
    # facing south (3); moving north is backwards: +1 AP and no bonus moves (E3 15.2)
    p = pos([V("t34", "0405", APC)])
    assert cost(p, "t34", "0404") == 2
    assert cost(p, "t34", "0404", "0403") == 3


def test_catalogue_bonus_moves_are_read():
    cat = load_units("coh")
    stats = dict(cat.get("german_sdkfz_251_apc").stats)
    p = pos([U("apc", "0501", side="german", kind="vehicle", stats=stats, facing=3)], cols=10, rows=30)
    assert p.unit("apc").bonus_symbols == (2, 0)
    assert reachable_hexes(p, p.unit("apc"), 1)[p.hexmap.parse("0504")] == 1


def test_reachable_equals_brute_force_over_every_path():
    # budget 2 AP, at most one bonus symbol: every reachable hex lies on a path of <= 4 steps
    rng = random.Random(7)
    terrains = ["open", "open", "open", "light_woods", "plowed", "corn", "stone_building"]
    for trial in range(3):
        hexes = {f"{c:02d}{r:02d}": {"terrain": rng.choice(terrains), **({"road": True} if rng.random() < .4 else {})}
                 for c in range(1, 8) for r in range(1, 8)}
        hexes["0404"] = {"terrain": "open", "road": True}
        bonus = [(1, 0), (0, 1), (1, 0)][trial]
        stats = {**APC, "bonus_track": bonus[0], "bonus_wheel": bonus[1]}
        p = pos([V("v", "0404", stats, facing=rng.randint(0, 5))], hexes, cols=7, rows=7)
        u = p.unit("v")
        got = reachable_hexes(p, u, 2)
        brute = {u.hex: 0}
        stack = [[]]
        while stack:
            path = stack.pop()
            if path:
                try:
                    c = path_cost(p, u, path)
                except Exception:
                    continue
                if c <= 2:
                    brute[path[-1]] = min(brute.get(path[-1], 99), c)
            if len(path) < 4:
                last = path[-1] if path else u.hex
                stack.extend(path + [n] for n in p.hexmap.neighbours(last))
        assert got == brute
