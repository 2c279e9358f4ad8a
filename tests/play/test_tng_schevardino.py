"""The Schevardino scenario (tng_fow.md A.11): five turns, no orders
system, staged activation (Compans first, one more French command a turn
from turn 2, V Corps no earlier than turn 3; the Russian 2nd Grenadiers and
VIII Corps infantry from turn 2), movement limits, the redoubt decides.
The rules are scenario options (`core.play.tng.schevardino`), not a name
check: a renamed copy plays the same."""
from __future__ import annotations

import json

import pytest

from core.errors import FormatError
from core.formats.scenariofile import scenario_from_dict
from core.model.unit import UnitPlacement
from core.play.game import Game, load_game
from core.play.tng import not_played, schevardino
from tests.conftest import SAMPLES

SAMPLE = SAMPLES / "tng_schevardino.scenario.json"


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def step(st, prefer=()):
    """One step: a chance node takes its first outcome, a player the first of ``prefer`` legal, else pass/first."""
    if st.is_chance_node():
        st.apply_str(str(st.chance_outcomes()[0][0]))
        return
    la = legal(st)
    want = [p for p in prefer if p in la]
    st.apply_str((want or (["pass"] if "pass" in la else la))[0])


def to_turn(st, turn, prefer=()):
    while st.turn < turn and not st.is_terminal():
        step(st, prefer)
    return st


def test_sample_is_five_turns_and_the_redoubt_decides():
    g = load_game(str(SAMPLE))
    assert g.data.turns == 5
    assert [(g.data.hexmap.label(h), vp) for h, vp in g.data.control] == [("0715", 1)]
    assert g.data.collapse_vp == {"french": 0, "russian": 0}


def test_turn_one_only_the_starting_commands_are_in_the_cup_and_no_orders_are_given():
    st = load_game(str(SAMPLE)).new_initial_state()
    assert st.phase == "pick" and not any(a.startswith(("order ", "release ")) for a in legal(st))
    assert sorted(st.cup) == ["fr_compans", "ru_27", "ru_4cav"]
    st.apply_str("pick fr_compans")
    assert st.act["status"] == "under"      # no orders system: every active command Under Orders


def test_one_more_french_command_a_turn_and_v_corps_not_before_turn_three():
    st = to_turn(load_game(str(SAMPLE)).new_initial_state(), 2)
    assert st.phase == "orders" and st.acting == "french"
    rel = [a for a in legal(st) if a.startswith("release ")]
    assert rel == ["release fr_I", "release fr_cav_I", "release fr_cav_II"]   # fr_V not before turn 3
    st.apply_str("release fr_I")
    assert not any(a.startswith("release ") for a in legal(st))               # one a turn
    while st.phase in ("orders", "initiative"):
        step(st)
    assert "fr_I" in st.cup and "ru_viii" in st.cup                            # the Russians' from turn 2
    st = to_turn(st, 3)
    assert "release fr_V" in legal(st)


def test_movement_limits_french_not_east_of_column_13_and_russians_kept_out_of_the_south_west():
    st = load_game(str(SAMPLE)).new_initial_state()
    seen_fr = seen_ru = 0
    while st.turn <= 2 and not st.is_terminal():
        if not st.is_chance_node() and st.phase == "activation":
            for a in st.legal_actions():
                if a.type == "tmove":
                    c, r = int(a.to[:2]), int(a.to[2:])
                    if st.data.base[a.unit].side == "french":
                        seen_fr += 1
                        assert c <= 13
                    else:
                        seen_ru += 1
                        assert not (c <= 6 and r >= 19)
        step(st, ("release fr_cav_I",))
    assert seen_fr and seen_ru
    assert "closed to this side" in schevardino.why_not(st, "fr_compans_1", "1514")
    assert schevardino.why_not(st, "fr_compans_1", "1314") == ""


def test_renamed_copy_plays_the_same_policies():
    d = json.loads(SAMPLE.read_text())
    d["title"] = "Some other fight"
    g = Game(scenario_from_dict(d, "other.scenario.json", base_dir=str(SAMPLES)), source="other.scenario.json")
    assert sorted(g.new_initial_state().cup) == ["fr_compans", "ru_27", "ru_4cav"]


@pytest.mark.parametrize("change, path", [
    ({"orders_system": "no"}, "$.options.orders_system"),
    ({"activation_order": "random"}, "$.options.activation_order"),
    ({"activation_schedule": {"prussian": {}}}, "$.options.activation_schedule.prussian"),
    ({"activation_schedule": {"french": {"start": ["fr_nobody"]}}}, "$.options.activation_schedule.french.start[0]"),
    ({"activation_schedule": {"french": {"not_before": {"fr_V": 0}}}},
     "$.options.activation_schedule.french.not_before.fr_V"),
    ({"movement_limits": [{"side": "french", "cols": [14]}]}, "$.options.movement_limits[0].cols"),
    ({"movement_limits": [{"side": "russian", "until_active": "fr_X"}]}, "$.options.movement_limits[0].until_active"),
])
def test_bad_policy_options_name_file_and_path(change, path):
    d = json.loads(SAMPLE.read_text())
    d["options"].update(change)
    with pytest.raises(FormatError) as e:
        Game(scenario_from_dict(d, "bad.scenario.json", base_dir=str(SAMPLES)), source="bad.scenario.json")
    assert "bad.scenario.json" in str(e.value) and path in str(e.value)


def test_play_rules_no_longer_lists_schevardino():
    assert "schevardino" not in not_played()


def test_v_corps_arrives_as_a_reinforcement_up_the_old_smolensk_road():
    """V Corps waits off the map (tng 7.41) and, made active on turn 3, its
    marker goes into the cup; drawn, it enters in column at 0120."""
    st = load_game(str(SAMPLE)).new_initial_state()
    assert all(st.units[u]["box"] == "reinforcement" for u in ("fr_pol_16", "fr_pol_18", "fr_V_art"))
    assert st.data.arrivals["fr_pol_16"]["round"] == 3
    st = to_turn(st, 3)
    assert "fr_V" not in st.cup
    while st.phase == "orders" and st.acting != "french":
        step(st)
    st.apply_str("release fr_V")
    while st.phase in ("orders", "initiative"):
        step(st)
    assert "fr_V" in st.cup
    for _ in range(300):
        if st.act and st.act["groups"] == ["fr_V"] and st.act["step"] == "move":
            break
        if st.is_chance_node():
            outs = [str(a) for a, _p in st.chance_outcomes()]
            st.apply_str("draw_marker fr_V" if "draw_marker fr_V" in outs else outs[0])
        else:
            step(st, ("pick fr_V",))
    moves = [a for a in st.legal_actions() if a.type == "tmove"]
    assert moves and {a.unit for a in moves} == {"fr_pol_16"}     # the head of the column (7.41)
    st.apply_action(next(a for a in moves if a.to == "0120"))
    assert "T3: fr_pol_16 enters at 0120 (1 MP in the column, tng 7.41)" in st.log


def test_without_the_orders_system_commanders_give_no_orders_and_roll_no_delay():
    """orders_system false with Overall Commanders on the map (the option,
    not the sample): no ``order`` actions, no Orders Delay roll (tng 5.29),
    every active command Under Orders."""
    sc = load_game(str(SAMPLE)).scenario
    hm = sc.hexmap
    sc.units += [UnitPlacement("napoleon", "french", hm.parse("0115"), "napoleon", {}, None, "Napoleon", 1),
                 UnitPlacement("kutuzov", "russian", hm.parse("1516"), "kutuzov", {}, None, "Kutuzov", 4)]
    st = Game(sc, source="with_commanders.scenario.json").new_initial_state()
    seen_orders = False
    while st.turn <= 2 and not st.is_terminal():
        if not st.is_chance_node():
            seen_orders = seen_orders or any(a.type in ("order", "order_barrage", "order_murat")
                                             for a in st.legal_actions())
        else:
            assert st.chance["t"] != "delay"
        if st.act:
            assert st.act["status"] in ("under", "reserve")   # a Reserve activation acts as No Orders (5.53)
            assert all(schevardino.active(st, g) for g in st.act["groups"])
        step(st)
    assert not seen_orders


def test_no_markers_are_drawn_the_sides_take_turns():
    """activation_order alternate: the French (Initiative, turn 1) choose
    Compans first; then the Russians choose, and with no French command
    left the Russians choose again; no marker is drawn at random."""
    st = load_game(str(SAMPLE)).new_initial_state()
    st.apply_str("pick fr_compans")
    while st.act is not None:
        assert not (st.is_chance_node() and st.chance["t"] == "draw")
        step(st)
    assert st.phase == "draw" and not st.is_chance_node() and st.acting == "russian"
    assert legal(st) == ["pick ru_27", "pick ru_4cav"]
    st.apply_str("pick ru_4cav")
    assert "T1: russian activates ru_4cav in its turn (no activation markers drawn)" in st.log
    while st.act is not None:
        step(st)
    assert st.acting == "russian" and legal(st) == ["pick ru_27"]
