"""Veteran cards V01-V10 and greens 05, 06 in play (veterans.py,
reactions.py; play_rules.json ``veteran_cards``, assumed adaptations of
the 3rd-ed texts to the 7 AP pool)."""
from __future__ import annotations

from core.play.actions import Die
from tests.play.helpers import mini_game, play_to_turn, roll

G = ("g1", "german", "0203", "german_rifles_41", 3)


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def game(units, cards, **kw):
    return mini_game(units, starting_cards=cards, **kw).new_initial_state()


def test_05_rapid_deployment_moves_twice_before_the_opponent():
    st = game([G, ("s1", "soviet", "0708", "soviet_rifles_41", 0)], {"german": ["05"]})
    st.apply_str("activate g1")
    st.apply_str("card 05 g1")
    assert all(s.startswith("move g1") or s == "pass" for s in legal(st))
    st.apply_str("move g1 0204")
    assert st.turn == "german" and st.activation["german"]["pool"] == 6
    assert "move g1 0205 [card 05]" in legal(st) and not any(s.startswith("fire") for s in legal(st))
    st.apply_str("move g1 0205 [card 05]")
    assert st.unit("g1").hex == st.pos.hexmap.parse("0205") and st.activation["german"]["pool"] == 6
    assert st.turn == "soviet" and "05" in st.discard and "rapid" not in st.effects


def test_v01_rapid_move_second_hex_open_terrain_paid_as_a_move():
    st = game([G, ("s1", "soviet", "0708", "soviet_rifles_41", 0)], {"german": ["V01"]},
              terrain={"0205": "heavy_woods"})
    st.apply_str("activate g1")
    st.apply_str("card V01 g1")
    assert st.caps["german"] == 4  # 1 CAP
    st.apply_str("move g1 0204")
    second = legal(st)
    assert "move g1 0205" not in second and "move g1 0305" in second  # heavy woods is not open terrain
    st.apply_str("move g1 0305")
    assert st.activation["german"]["pool"] == 5 and st.turn == "soviet"  # 1 + 1 AP: the sum of the hexes


def test_06_battlefield_confusion_takes_3_ap_from_the_opponents_pool():
    st = game([G, ("s1", "soviet", "0708", "soviet_rifles_41", 0)], {"soviet": ["06"]})
    st.apply_str("activate g1")
    st.apply_str("move g1 0204")
    assert "card 06" in legal(st)
    st.apply_str("card 06")
    assert st.activation["german"]["pool"] == 3 and st.turn == "soviet"  # a bonus: the Soviets act next


def test_v04_motivated_leader_rally_number_minus_2_itemised():
    st = mini_game([("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0708", "soviet_rifles_41", 0)],
                   starting_cards={"german": ["V04"]}).new_initial_state()
    st.pos = st.pos.replace_unit(st.unit("g1").with_(hits=("pinned",)))
    st.apply_str("activate g1")
    st.apply_str("card V04 g1")
    assert all(s.startswith("rally g1") and "roll" not in s or s == "pass" for s in legal(st))
    st.apply_str("rally g1")
    roll(st, 3, 2)  # 5 + 2 = 7 >= pinned 7
    play_to_turn(st)
    r = [d for d in st.rolls if d["roll"] == "rally"][-1]
    assert {"name": "card_V04", "value": 2, "rule": r["plus"][-1]["rule"]} in r["plus"]
    assert r["needed"] == 5 and st.unit("g1").hits == ()


def test_v06_iron_will_sets_the_markers_aside_for_one_action():
    st = game([G, ("s1", "soviet", "0207", "soviet_rifles_41", 0)], {"german": ["V06"]})
    st.pos = st.pos.replace_unit(st.unit("g1").with_(hits=("pinned",)))
    assert not any(s.startswith("move g1") for s in legal(st))  # pinned: no move
    st.apply_str("card V06 g1")
    assert st.unit("g1").hits == () and any(s.startswith("move g1") for s in legal(st))
    st.apply_str("move g1 0204 [cap]")
    assert st.unit("g1").hits == ("pinned",) and "iron" not in st.effects


def test_v07_concealed_fire_stays_hidden_without_a_1():
    units = [("g1", "german", "0203", "german_rifles_41", 3),
             ("s1", "soviet", "0205", "soviet_rifles_41", 0, True)]
    st = mini_game(units, starting_cards={"soviet": ["V07"]}, terrain={"0205": "heavy_woods"},
                   initiative="soviet").new_initial_state()
    play_to_turn(st)
    st.apply_str("card V07 s1")
    assert not any("s1" in line for line in st.log_for("german"))
    st.apply_str("fire s1 -> 0203 [cap]")
    roll(st, 2, 3)
    play_to_turn(st)
    assert st.unit("s1").hidden
    # a 1 on a die reveals it
    st2 = mini_game(units, starting_cards={"soviet": ["V07"]}, terrain={"0205": "heavy_woods"},
                    initiative="soviet").new_initial_state()
    play_to_turn(st2)
    st2.apply_str("card V07 s1")
    st2.apply_str("fire s1 -> 0203 [cap]")
    roll(st2, 1, 6)
    play_to_turn(st2)
    assert not st2.unit("s1").hidden


def test_v08_rerolls_a_die_and_v09_adds_defense_in_the_open():
    units = [G, ("s1", "soviet", "0205", "soviet_rifles_41", 0)]
    st = game(units, {"german": ["V08"], "soviet": ["V09"]})
    st.apply_str("activate g1")
    st.apply_str("fire g1 -> 0205")
    roll(st, 1, 1)
    assert "react V08 die 1" in legal(st)
    st.apply_str("react V08 die 1")
    st.apply_action(Die(6))
    assert st.chance["dice"] == [6, 1]
    assert st.turn == "soviet" and "react V09" in legal(st)  # the window opens again: only the Soviets hold a card
    st.apply_str("react V09")  # no card left in a hand: the result is applied
    play_to_turn(st)
    exp = [d for d in st.rolls if d["roll"] == "attack"][-1]
    assert {"name": "card", "value": -1} == {k: exp["plus"][-1][k] for k in ("name", "value")}


def test_v02_and_v03_change_the_own_roll():
    units = [G, ("s1", "soviet", "0205", "soviet_rifles_41", 0)]
    st = game(units, {"german": ["V02", "V03"]})
    st.apply_str("activate g1")
    st.apply_str("fire g1 -> 0205")
    roll(st, 3, 3)
    assert {"react V02", "react V03"} <= set(legal(st))
    st.apply_str("react V02")
    assert st.chance["luck"] == 2 and "react V03" in legal(st)
    st.apply_str("react V03")
    play_to_turn(st)
    exp = [d for d in st.rolls if d["roll"] == "attack"][-1]
    assert exp["plus"][-1]["name"] == "card" and exp["plus"][-1]["value"] == 3 and exp["rolled"] == 6
    # V02 is not offered after CAPs on the roll
    st2 = game(units, {"german": ["V02"]})
    st2.apply_str("activate g1")
    st2.apply_str("fire g1 -> 0205 [roll +1]")
    roll(st2, 3, 3)
    assert st2.chance is None or "react V02" not in legal(st2)


def test_v05_counter_attack_and_v10_overrun_after_close_combat():
    units = [("g1", "german", "0204", "german_rifles_41", 3), ("s1", "soviet", "0205", "soviet_rifles_41", 0)]
    st = game(units, {"german": ["V10"], "soviet": ["V05"]})
    st.apply_str("activate g1")
    st.apply_str("move g1 0205")
    play_to_turn(st)
    st.apply_str("pass")
    st.apply_str("fire g1 -> s1")
    roll(st, 1, 1)  # a miss
    play_to_turn(st)
    assert st.turn == "soviet" and "fire s1 -> g1 [card V05]" in legal(st)
    st.apply_str("fire s1 -> g1 [card V05]")
    roll(st, 1, 1)
    play_to_turn(st)
    assert "V05" in st.discard
    assert st.turn == "german" and any(s.endswith("[card V10]") and s.startswith("move g1") for s in legal(st))


def test_a_veteran_card_tied_to_a_unit_is_used_by_that_unit_only():
    units = [G, ("g2", "german", "0303", "german_rifles_41", 3), ("s1", "soviet", "0708", "soviet_rifles_41", 0)]
    g = mini_game(units, starting_cards={"german": ["05"]})
    g.scenario.options["veteran_units"] = {"05": "g2"}
    st = g.new_initial_state()
    assert "card 05 g2" in legal(st) and "card 05 g1" not in legal(st)
