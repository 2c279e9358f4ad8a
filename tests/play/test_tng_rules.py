"""Scripted Triumph & Glory engine steps on small maps: the sequence of
play, fire, shock, rally, collapse, orders delay, reserve, commanders."""
from __future__ import annotations

import pytest

from tng_helpers import CMD, GUN, INF, drive, game, scenario

BASE = [("nap", "french", "0104", "commander", CMD, None, 1),
        ("fa", "french", "0204", "artillery", GUN, "fg", 1),
        ("fi", "french", "0205", "infantry", INF, "fg", 1),
        ("kut", "russian", "0904", "commander", CMD, None, 4),
        ("ri", "russian", "0504", "infantry", INF, "rg", 4)]


def simple(st, face: int) -> None:
    """Pass (the last legal action) or roll ``face`` (the first draw for a marker)."""
    acts = st.legal_actions()
    st.apply_action(acts[min(face, len(acts) - 1)] if st.is_chance_node() else acts[-1])


def at_fire_step(units=BASE, **kw):
    st = game(scenario(units, **kw)).new_initial_state()
    return drive(st, "order fg", "order rg", "pick fg")


def test_turn_one_orders_then_the_initiative_pick():
    st = game(scenario(BASE)).new_initial_state()
    assert [str(a) for a in st.legal_actions()] == ["order fg", "pass"]
    drive(st, "order fg")  # Orders Rating 1 used up: the Russians give orders
    assert st.current_player() == "russian"
    drive(st, "pass")
    # turn 1: the scenario's side has the Initiative (Borodino: the French), no roll
    assert st.phase == "pick" and st.initiative == "french" and not st.is_chance_node()
    drive(st, "pick fg")
    assert st.act["status"] == "under" and st.act["step"] == "fire"


def test_fire_disorder_check_table_rows():
    st = at_fire_step()
    drive(st, "tfire fa -> 0504")
    assert st.is_chance_node() and st.chance["t"] == "fire"
    # 9 + SP 3 + range 0 (3 hexes, within Effective 3) = 12: Disorder Cohesion Check (tng 8.5)
    drive(st, "d10 9")
    assert st.chance == {"t": "disorder_check", "unit": "ri", "drm": 0, "why": "artillery fire"}
    drive(st, "d10 7")  # 7 > Cohesion 6: Disordered
    assert st.has("ri", "disordered") and st.has("fa", "fired")
    assert st.act["step"] == "move"


def test_fire_no_effect_below_nine_and_fired_guns_move_half():
    st = at_fire_step()
    drive(st, "tfire fa -> 0504", "d10 5")  # 5 + 3 = 8: no effect
    assert not st.has("ri", "disordered") and st.act["step"] == "move"
    moves = {a.to for a in st.legal_actions() if a.type == "tmove" and a.unit == "fa"}
    # fired artillery: half of MA 3 rounded up = 2 MP; clear costs 2 for guns, and never adjacent to an enemy
    assert moves and all(m not in ("0403", "0404", "0405") for m in moves)


def test_fire_fifteen_disorders_and_retreats_away_from_the_gun():
    big = dict(GUN, sp=6)
    units = [BASE[0], ("fa", "french", "0204", "artillery", big, "fg", 1)] + BASE[2:]
    st = at_fire_step(units)
    drive(st, "tfire fa -> 0504", "d10 9")  # 9 + 6 = 15: automatic Disorder and retreat
    p = st.units["ri"]
    assert "disordered" in p["status"] and st.label(p["hex"]) != "0504"
    from core.hexgrid import distance
    assert distance(p["hex"], st.units["fa"]["hex"]) == 4 and p["facing"] == 4  # keeps its facing


def test_shock_commitment_result_retreat_and_advance():
    units = [BASE[0], ("fi", "french", "0404", "infantry", dict(INF, sp=20), "fg", 1),
             BASE[3], ("ri", "russian", "0504", "infantry", INF, "rg", 4)]
    st = at_fire_step(units)
    assert st.act["step"] == "move"  # no gun: fire is skipped
    drive(st, "pass")
    shocks = [str(a) for a in st.legal_actions() if a.type == "shock"]
    assert shocks == ["shock 0404 -> 0504"]
    drive(st, "shock 0404 -> 0504")
    assert st.chance["t"] == "commit"
    drive(st, "d10 2")  # 2 + DF 1 = 3 <= Cohesion 6: commits (tng 9.4, Under Orders, OC out of range)
    assert st.chance["t"] == "shock_roll"
    # 20 v 10 SP = 2-1 (+2), Cohesion 6-6 (0), clear with an open flank (+1), attacked from the front: 7 + 3 = 10+
    drive(st, "d10 7")
    assert st.label(st.units["fi"]["hex"]) == "0504"  # advanced into the vacated hex (tng 9.71)
    assert st.has("ri", "disordered") and st.label(st.units["ri"]["hex"]) != "0504"


def test_shock_that_does_not_commit_changes_nothing():
    units = [BASE[0], ("fi", "french", "0404", "infantry", INF, "fg", 1), BASE[3],
             ("ri", "russian", "0504", "infantry", INF, "rg", 4)]
    st = at_fire_step(units)
    drive(st, "pass", "shock 0404 -> 0504", "d10 9")  # 9 + 1 = 10 > 6
    assert st.label(st.units["fi"]["hex"]) == "0404" and not st.has("ri", "disordered")


def test_rally_at_the_end_of_an_activation():
    st = at_fire_step()
    st.set_flag("fi", "disordered")
    st.touched()
    drive(st, "pass", "pass")  # no fire, no moves: the disordered unit did nothing
    assert st.is_chance_node() and st.chance == {"t": "rally", "unit": "fi"}
    drive(st, "d10 3")  # <= Disordered Cohesion 3: rallies (tng 10.1)
    assert not st.has("fi", "disordered")


def test_failed_individual_orders_only_rally():
    st = game(scenario(BASE)).new_initial_state()
    drive(st, "pass", "pass", "pick fg")
    assert [str(a) for a in st.legal_actions()] == ["orders_roll", "no_orders"]
    drive(st, "orders_roll", "d10 9")  # 9 > orders rating 5 (OC out of range): rally only (5.28)
    assert st.act is None or st.act["groups"] != ["fg"]
    assert st.units["fi"]["hex"] == st.data.initial["fi"]["hex"]


def test_no_orders_moves_half_ma():
    st = game(scenario(BASE)).new_initial_state()
    drive(st, "pass", "pass", "pick fg", "no_orders", "pass")
    reach = {a.to for a in st.legal_actions() if a.type == "tmove" and a.unit == "fi"}
    from core.hexgrid import distance
    m = st.data.hexmap
    assert reach and max(distance(m.parse(t), st.units["fi"]["hex"]) for t in reach) == 2  # MA 4 -> 2


def test_collapse_scores_vp_and_disorders_the_rest():
    inf = [(f"r{i}", "russian", f"080{i}", "infantry", INF, "rg", 4) for i in range(1, 4)]
    st = game(scenario(BASE[:4] + inf, rounds=1)).new_initial_state()
    st.remove("r1", "withdrawn")
    st.remove("r2", "eliminated")
    from core.play.tng.combat import check_collapse
    check_collapse(st, "rg")  # 2 of 3 lost: 2*3 >= 2*3 (tng 10.5)
    assert st.collapsed == ["rg"] and st.vp["french"] == 3
    assert st.has("r3", "disordered") and st.units["r1"]["box"] == "eliminated"
    check_collapse(st, "rg")
    assert st.vp["french"] == 3  # at most once


def test_orders_delay_from_turn_two_and_the_never_rolling_commander():
    nap = dict(CMD, never_rolls_delay=True)
    units = [("nap", "french", "0104", "commander", nap, None, 1)] + BASE[1:]
    st = game(scenario(units)).new_initial_state()
    assert st.turn == 1 and not st.is_chance_node()
    # play turn 1 out with passes and dice
    while st.turn == 1:
        simple(st, 5)
    assert st.turn == 2
    # only the Russian commander rolls (Napoleon never does, tng 5.29)
    assert st.is_chance_node() and st.chance == {"t": "delay", "side": "russian"}
    drive(st, "d10 9")  # 9 > Delay 5: last turn's orders stand
    assert st.may_order["russian"] is False and st.delay_failures["russian"] == 1


def test_reserve_activation_checks_disorder_after_moving():
    near = dict(CMD, orders_range=6)
    units = [("nap", "french", "0104", "commander", near, None, 1)] + BASE[1:]
    st = game(scenario(units)).new_initial_state()
    drive(st, "pass", "pass", "pick fg", "no_orders", "pass", "pass")  # fg does nothing
    while st.phase != "reserve" or st.is_chance_node():
        simple(st, 0)
    assert st.current_player() == "french" and "reserve fg" in [str(a) for a in st.legal_actions()]
    drive(st, "reserve fg", "pass")
    mv = next(a for a in st.legal_actions() if a.type == "tmove" and a.unit == "fi")
    st.apply_action(mv)
    drive(st, "pass")  # fa stays; no shock is possible
    assert st.chance == {"t": "reserve_check", "unit": "fi"}
    drive(st, "d10 8")  # 8 > Cohesion 6: Disordered (tng 5.54)
    assert st.has("fi", "disordered")


def test_napoleon_rolls_his_movement():
    nap = dict(CMD, ma_die=True)
    units = [("nap", "french", "0104", "commander", nap, None, 1)] + BASE[1:]
    st = game(scenario(units)).new_initial_state()
    while st.phase != "commanders" or (st.is_chance_node() and st.chance["t"] != "cmd_ma"):
        simple(st, 0)
    assert st.chance == {"t": "cmd_ma", "side": "french"}
    drive(st, "d10 0")  # 0 MP: Napoleon cannot move this turn
    assert st.current_player() == "russian"


def test_victory_hex_goes_to_its_occupier():
    st = game(scenario(BASE, rounds=1, control=("0504",))).new_initial_state()
    while not st.is_terminal():
        simple(st, 0)
    assert st.vp["russian"] == 10 and st.winner() == "russian"


@pytest.mark.parametrize("bad,where,words", [
    ([("ri2", "russian", "0504", "infantry", INF, "rg", 4), ("ri3", "russian", "0504", "infantry", INF, "rg", 4),
      ("ri4", "russian", "0504", "infantry", INF, "rg", 4)], "$.units[", "never more than 3"),
    ([("cav", "russian", "0504", "cavalry", dict(INF, ma=6), "rg", 4)], "$.units[", "infantry and cavalry"),
    ([("lost", "russian", "0704", "infantry", INF, "nogroup", 4)], "stats.activation_group", "has no activation marker"),
    ([("k2", "russian", "0702", "commander", {"army": None}, None, 4)], "stats.army", "has no army"),
])
def test_bad_setups_are_refused_naming_the_place(bad, where, words):
    from core.errors import FormatError
    sc = scenario(BASE, markers=[{"id": "fg", "side": "french", "groups": ["fg"], "orders_rating": 5},
                                 {"id": "rg", "side": "russian", "groups": ["rg"], "orders_rating": 5}])
    extra = scenario(bad, markers=[]).units
    for u in extra:
        if u.kind == "commander" and u.stats.get("army") is None:
            u.stats.pop("army")
    sc.units += extra
    with pytest.raises(FormatError) as e:
        game(sc)
    msg = str(e.value)
    assert "test.scenario.json" in msg and where in msg and words in msg


def test_facing_outside_0_to_5_is_refused_on_load(tmp_path):
    import json

    from core.errors import FormatError
    from core.formats.scenariofile import load_scenario
    doc = json.loads((__import__("pathlib").Path(__file__).resolve().parents[2] / "sample_maps" /
                      "borodino.scenario.json").read_text())
    doc["units"][3]["facing"] = 6
    doc["map"] = {"file": str(__import__("pathlib").Path(__file__).resolve().parents[2] / "sample_maps" /
                              "borodino.json")}
    p = tmp_path / "bad.scenario.json"
    p.write_text(json.dumps(doc))
    with pytest.raises(FormatError) as e:
        load_scenario(p)
    assert "$.units[3].facing" in str(e.value) and "bad.scenario.json" in str(e.value)
