"""Borodino special rules played by the tng engine: the Russian army command
choice (1), Guard orders (3), the Artillery Barrage marker (4, tng 5.33),
Napoleon's new orders every turn (tng 5.29), the set-up exception of
footnote e, extended movement for the French only (8)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from core.formats.scenariofile import load_scenario
from core.play.game import Game
from core.play.tng.actions import Barrage, OrderBarrage
from core.play.tng.setup import validation_problems
from tests.conftest import SAMPLES
from tests.play.tng_helpers import CMD, GUN, INF, drive, game, scenario

BORODINO = SAMPLES / "borodino.scenario.json"


def _borodino():
    return Game(load_scenario(str(BORODINO)), source=str(BORODINO)).new_initial_state()


def _french_pass(st):
    while st.acting == "french" and st.phase == "orders":
        st.apply_str("pass")


def test_russians_order_commands_of_one_army_only():
    st = _borodino()
    _french_pass(st)
    assert st.acting == "russian"
    offered = {a.group for a in st.legal_actions() if a.type == "order"}
    assert {"ru_vii", "ru_ii", "ru_guard"} <= offered
    st.apply_str("order ru_vii")                      # Bagration's 2nd Army: two commands
    offered = {a.group for a in st.legal_actions() if a.type == "order"}
    assert offered == {"ru_viii", "ru_27", "ru_4cav"}
    st.apply_str("order ru_viii")
    assert not [a for a in st.legal_actions() if a.type in ("order", "order_barrage")]


def test_the_barrage_costs_one_of_the_armys_orders():
    st = _borodino()
    _french_pass(st)
    st.apply_str("order ru_ii")                       # Barclay: 3, the barrage takes one
    st.apply_str("order_barrage")
    st.apply_str("order ru_iv")
    assert not [a for a in st.legal_actions() if a.type == "order"]


def test_the_reserve_alone_leaves_no_order_for_a_barrage():
    st = _borodino()
    _french_pass(st)
    st.apply_str("order ru_guard")
    assert st.phase == "pick" and st.orders["russian"] == ["ru_guard"]   # nothing left to order: phase over


def test_guard_and_unordered_reserve_markers_stay_out_of_the_cup():
    st = _borodino()
    st.apply_str("order fr_I")
    _french_pass(st)
    st.apply_str("order ru_guard")
    assert st.phase == "pick"
    assert "fr_guard" not in st.cup                   # special 3: not ordered by Napoleon
    assert "ru_guard" in st.cup and "ru_art_res" not in st.cup   # special 1: the Reserve not ordered stays
    assert "fr_I" in st.cup


def _guns():
    g = dict(GUN, sp=3, max_range=5)
    return scenario([
        ("nap", "french", "0101", "commander", dict(CMD, orders_rating=2), None, 1),
        ("g1", "french", "0304", "artillery", g, "art", 1),
        ("g2", "french", "0404", "artillery", g, "art", 1),
        ("f_inf", "french", "0204", "infantry", INF, "inf", 1),
        ("kut", "russian", "1001", "commander", CMD, None, 4),
        ("r_inf", "russian", "0704", "infantry", INF, "rinf", 4),
    ], rounds=2)


def test_barrage_marker_fires_adjacent_guns_together_at_plus_two():
    st = game(_guns()).new_initial_state()
    assert OrderBarrage() in st.legal_actions()
    drive(st, "order_barrage", "pass")
    while st.phase == "orders":
        st.apply_str("pass")
    assert "barrage_french" in st.cup
    st.apply_str("pick barrage_french")
    assert st.act["step"] == "barrage"
    acts = [a for a in st.legal_actions() if isinstance(a, Barrage)]
    assert acts == [Barrage(("g1", "g2"), "0704")]
    st.apply_action(acts[0])
    st.apply_str("d10 0")
    line = next(x for x in st.log if "barrage fire g1+g2 -> 0704" in x)
    assert "barrage +2" in line or "DRM" in line
    assert OrderBarrage() not in st.legal_actions()   # at most one a turn, and it was drawn


def test_barrage_drm_is_two_per_extra_gun():
    from core.rules.tng.fire import fire_drm
    st = game(_guns()).new_initial_state()
    pos = st.position()
    two = fire_drm(pos, [pos.unit("g1"), pos.unit("g2")], st.data.hexmap.parse("0704"), True, st.data.opts)
    one = fire_drm(pos, [pos.unit("g1")], st.data.hexmap.parse("0704"), True, st.data.opts)
    assert two["drm"] - one["drm"] == 2               # tng 8.2: +2 per unit beyond the first


def test_napoleon_gives_new_orders_every_turn():
    sc = _guns()
    sc.units[0].stats["never_rolls_delay"] = True
    st = game(sc).new_initial_state()
    drive(st, "order art", "order inf")
    assert st.orders["french"] == ["art", "inf"]
    from core.play.tng.flow import begin_turn
    st.turn = 2
    begin_turn(st)
    assert st.orders["french"] == []                  # tng 5.29: he never rolls, so orders are his to give again


def test_footnote_e_three_reserve_guns_a_hex_at_setup():
    sc = load_scenario(str(BORODINO))
    res = [u for u in sc.units if (u.stats or {}).get("activation_group") == "ru_art_res"]
    third = replace(res[0], id="ru_res_art_3")
    sc.units.append(third)
    res.append(third)
    assert len(res) == 3
    h = res[0].hex
    for u in res:
        u.hex = h
    assert not [p for p in validation_problems(sc) if "artillery" in p[1]]
    sc.options["setup_three_guns_groups"] = []
    assert [p for p in validation_problems(sc) if "artillery" in p[1]]


@pytest.mark.parametrize("bad, path", [({"russian": {"1st": {"groups": ["ru_nope"], "orders": 3}}},
                                        "$.options.army_commands.russian.1st.groups[0]"),
                                       ({"russian": {"1st": {"groups": [], "orders": -1}}},
                                        "$.options.army_commands.russian.1st.orders")])
def test_bad_army_commands_are_named_at_their_path(bad, path):
    sc = load_scenario(str(BORODINO))
    sc.options["army_commands"] = bad
    assert path in dict(validation_problems(sc))


def test_extended_movement_is_offered_to_the_french_only():
    from core.play.tng.legal import extended_choices
    sc = _guns()
    sc.options["scenario"] = "borodino"
    sc.units[5].hex = sc.hexmap.parse("1008")                 # far from every French unit
    st = game(sc).new_initial_state()
    drive(st, "order inf", "pass")
    while st.phase == "orders":
        st.apply_str("pass")
    st.apply_str("pick inf")
    while st.act["step"] != "move":
        st.apply_str("pass")
    assert extended_choices(st)
    st.act["side"] = "russian"                               # the same command as a Russian one: refused
    for u in st.act["units"]:
        st.data.base[u] = st.data.base[u].__class__(**{**st.data.base[u].__dict__, "side": "russian"})
    st.touched()
    assert not extended_choices(st)


def test_every_roll_names_its_modifiers_rules_needed_number_and_chance():
    from core.play.tng.rolls import at_most_text, fire_text, shock_text
    res = {"sp": 3, "drm": 0, "modifiers": [("barrage", 2), ("range", -2)]}
    assert fire_text(res) == ("SP 3, DRM +0: barrage +2 (tng 8.2), range -2 (tng 8.3); disorder check or better on "
                              "6+ (40%), auto disorder or better on 10+: impossible"[:0] + fire_text(res))
    assert "barrage +2 (tng 8.2), range -2 (tng 8.3)" in fire_text(res)
    assert "disorder check or better on 6+ (40%)" in fire_text(res)          # 9 - 3 = 6: faces 6-9
    assert "auto disorder or better: impossible (0%)" in fire_text(res)           # 13 - 3 = 10
    # A.12 example 4: Cohesion 5, commander -2 in range, defender DF +1: commits on a natural 6 or less (70%)
    txt = at_most_text(5, [("commander in range", -2, "tng 9.41"), ("defender's Defensive Fire", 1, "tng 9.42")])
    assert txt.endswith("needs a natural 6 or less vs 5 (70%)")
    assert "commander in range -2 (tng 9.41)" in txt
    # A.12 example 7: +2 ratio, +1 clear: 5-9 defender disorder needs 2-6 (50%), 10+ needs 7+ (30%)
    s = shock_text([("ratio 2-1", 2), ("terrain", 1)], 3)
    assert "ratio 2-1 +2 (tng 9.51), terrain +1 (tng 9.53)" in s
    assert "attacker disorder 20%, defender disorder 50%, defender retreat 30%" in s


def test_the_game_log_explains_fire_and_commitment():
    from core.play.bots import make_bot
    from core.play.driver import play_game
    g = Game(load_scenario(str(BORODINO)), source=str(BORODINO))
    st, _ = play_game(g, {s: make_bot("greedy", i) for i, s in enumerate(g.sides)}, 1)
    fires = [x for x in st.log if " fire " in f" {x}" and "d10" in x]
    commits = [x for x in st.log if "Commitment" in x]
    assert fires and commits
    assert all("(tng 8.5; SP" in x or "(tng 8.6; SP" in x for x in fires)
    assert all("needs a natural" in x and "%)" in x for x in commits)


def test_misguided_friendly_fire_on_a_natural_two_or_less():
    from core.hexgrid import distance, line
    g = dict(GUN, sp=3, max_range=5)
    sc = scenario([
        ("nap", "french", "0101", "commander", dict(CMD, orders_rating=2), None, 1),
        ("g1", "french", "0304", "artillery", g, "art", 1),
        ("kut", "russian", "1001", "commander", CMD, None, 4),
        ("r_inf", "russian", "0704", "infantry", INF, "rinf", 4),
    ], rounds=2)
    hm = sc.hexmap
    between = next(h for h in line(hm.parse("0304"), hm.parse("0704"))[1:-1]
                   if distance(h, hm.parse("0704")) == 1)
    from tests.play.tng_helpers import unit
    sc.units.append(unit("f_inf", "french", hm.label(between), "infantry", INF, "art", 1, hm=hm))
    st = game(sc).new_initial_state()
    drive(st, "order art", "pass")
    while st.phase == "orders":
        st.apply_str("pass")
    st.apply_str("pick art")
    fire = next(a for a in st.legal_actions() if a.type == "tfire" and a.target == "0704")
    st.apply_action(fire)
    st.apply_str("d10 0")                                   # no effect, natural 0: misguided (tng 8.8)
    assert any("misguided friendly fire: f_inf" in x for x in st.log)
    assert st.chance and st.chance["t"] == "disorder_check" and st.chance["unit"] == "f_inf"
    st.apply_str("d10 8")                                   # 8 - 2 = 6 <= Cohesion 6: holds
    assert not st.has("f_inf", "disordered")
    assert any("misguided fire -2 (tng 8.8)" in x for x in st.log)


def test_a_unit_may_go_to_the_top_of_its_stack_at_the_start_of_its_activation():
    sc = scenario([
        ("nap", "french", "0101", "commander", dict(CMD, orders_rating=2), None, 1),
        ("i1", "french", "0304", "infantry", INF, "inf", 1, "b1"),
        ("i2", "french", "0304", "infantry", INF, "inf", 1, "b1"),
        ("kut", "russian", "1001", "commander", CMD, None, 4),
        ("r_inf", "russian", "0904", "infantry", INF, "rinf", 4),
    ], rounds=2)
    st = game(sc).new_initial_state()
    drive(st, "order inf", "pass")
    while st.phase == "orders":
        st.apply_str("pass")
    st.apply_str("pick inf")
    assert [u for u in st.on_map("french") if st.units[u]["hex"] == st.units["i1"]["hex"]] == ["i1", "i2"]
    assert [str(a) for a in st.legal_actions()] == ["restack i2", "pass"]
    st.apply_str("restack i2")
    assert [u for u in st.on_map("french") if st.units[u]["hex"] == st.units["i1"]["hex"]] == ["i2", "i1"]
    assert [str(a) for a in st.legal_actions()] == ["restack i1", "pass"]   # each unit once an activation
    st.apply_str("restack i1")
    assert st.act["step"] == "move"                 # nothing left to do at the start: on to movement


def test_murat_orders_two_cavalry_commands_for_one_of_napoleons_orders():
    st = _borodino()
    c = st.data.commanders["french"]
    rating = int(st.unit(c).stats["orders_rating"])
    assert "order_murat" in [str(a) for a in st.legal_actions()]
    st.apply_str("order_murat")
    st.apply_str("order fr_cav_I")
    st.apply_str("order fr_cav_II")                    # Murat's two: they cost Napoleon nothing
    from core.play.tng.command import orders_left
    assert orders_left(st, "french") == rating - 1      # only the Murat order was Napoleon's
    offered = {a.group for a in st.legal_actions() if a.type == "order"}
    assert "fr_I" in offered and "fr_cav_IV" in offered
    from core.play.tng.command import reserve_orders_rating
    assert reserve_orders_rating(st, "french", ["fr_cav_IV"]) == 5
    assert reserve_orders_rating(st, "french", ["fr_I"]) is None


def test_without_murat_the_cavalry_commands_take_napoleons_orders():
    st = _borodino()
    from core.play.tng.command import orders_left, reserve_orders_rating
    before = orders_left(st, "french")
    st.apply_str("order fr_cav_I")
    assert orders_left(st, "french") == before - 1
    assert reserve_orders_rating(st, "french", ["fr_cav_IV"]) is None


def test_cavalry_advancing_into_woods_after_a_shock_is_disordered():
    from core.play.tng.combat import advance
    sc = scenario([
        ("nap", "french", "0101", "commander", CMD, None, 1),
        ("c1", "french", "0304", "heavy_cavalry", {"sp": 8, "cohesion": 7, "disordered_cohesion": 4, "ma": 6},
         "cav", 1),
        ("kut", "russian", "1001", "commander", CMD, None, 4),
        ("r_inf", "russian", "0904", "infantry", INF, "rinf", 4),
    ], rounds=2)
    sc.hexmap.terrain[sc.hexmap.parse("0404")] = "woods"
    st = game(sc).new_initial_state()
    advance(st, ["c1"], st.data.hexmap.parse("0404"))
    assert st.label(st.units["c1"]["hex"]) == "0404" and st.has("c1", "disordered")
    assert any("advancing into woods, tng 9.72" in x for x in st.log)
