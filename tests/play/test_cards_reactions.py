"""Reaction windows (core/play/coh/reactions.py): green cards 07 Veteran NCO,
13 Luck! and 15 Bogged Down (coh.md 11), each with fixed dice showing its
effect and its legality condition; a game without these cards meets no
window."""
from __future__ import annotations

import re

from core.rules.coh.combat import attack
from tests.play.helpers import mini_game, roll

GERMANS = [("g1", "german", "0203", "german_rifles_41", 3)]
TARGET = [("s1", "soviet", "0206", "soviet_rifles_41", 0)]
PANZER = [("t1", "german", "0203", "german_pz_iii_e", 3)]


def legal(st):
    return [str(a) for a in st.legal_actions()]


def _av(st):
    return int(re.search(r"AV (\d+)", next(x for x in st.log if "AV" in x)).group(1))


def test_no_window_without_reaction_cards():
    st = mini_game(GERMANS + TARGET, starting_cards={"german": ["02"]}).new_initial_state()
    st.apply_str("fire g1 -> 0206 [cap]")
    roll(st, 1, 1)
    assert st.chance is None and st.current_player() == "soviet"


def test_veteran_nco_rerolls_one_die_of_the_firers_roll():
    st = mini_game(GERMANS + TARGET, starting_cards={"german": ["07"]}).new_initial_state()
    assert not any("07" in s for s in legal(st))              # only in a window, not as a turn's action
    st.apply_str("fire g1 -> 0206 [cap]")
    roll(st, 1, 2)
    assert st.current_player() == "german" and legal(st) == ["react pass", "react 07 die 1", "react 07 die 2"]
    caps = st.caps["german"]
    st.apply_str("react 07 die 1")
    assert st.is_chance_node() and st.hands["german"] == [] and st.discard == ["07"] and st.caps["german"] == caps
    roll(st, 6)                                  # die 1: 1 -> 6, the roll is now 6 + 2
    assert st.chance is None and st.current_player() == "soviet"
    base = attack(st.pos, ["g1"], "0206", [6, 2]).results[0].attack_value
    assert _av(st) == base and any("re-roll: die 1 1 -> 6" in x for x in st.log)


def test_the_target_side_may_reroll_the_attackers_die_after_the_attacker_declines():
    st = mini_game(GERMANS + TARGET, starting_cards={"soviet": ["07"]}).new_initial_state()
    st.apply_str("fire g1 -> 0206 [cap]")
    roll(st, 6, 6)
    assert st.current_player() == "soviet"       # the rolling side holds none: only the soviets are asked
    assert legal(st) == ["react pass", "react 07 die 1", "react 07 die 2"]
    st.apply_str("react 07 die 2")
    roll(st, 1)
    assert _av(st) == attack(st.pos, ["g1"], "0206", [6, 1]).results[0].attack_value
    assert st.current_player() == "soviet" and st.hands["soviet"] == []


def test_declining_applies_the_roll_unchanged():
    st = mini_game(GERMANS + TARGET, starting_cards={"german": ["07"]}).new_initial_state()
    st.apply_str("fire g1 -> 0206 [cap]")
    roll(st, 3, 3)
    st.apply_str("react pass")
    assert st.chance is None and st.hands["german"] == ["07"]
    assert _av(st) == attack(st.pos, ["g1"], "0206", [3, 3]).results[0].attack_value


def test_luck_adds_2_on_2_to_6_and_takes_3_on_a_1():
    for die, mod in ((4, 2), (1, -3)):
        st = mini_game(GERMANS + TARGET, starting_cards={"german": ["13"]}).new_initial_state()
        st.apply_str("fire g1 -> 0206 [cap]")
        roll(st, 3, 3)
        assert legal(st) == ["react pass", "react 13"]
        st.apply_str("react 13")
        roll(st, die)
        assert _av(st) == attack(st.pos, ["g1"], "0206", [3, 3]).results[0].attack_value + mod
        assert st.chance is None and st.discard == ["13"]


def test_luck_is_the_rolling_sides_card_only():
    st = mini_game(GERMANS + TARGET, starting_cards={"soviet": ["13"]}).new_initial_state()
    st.apply_str("fire g1 -> 0206 [cap]")
    roll(st, 3, 3)
    assert st.chance is None                     # no window: the soviets may not add Luck! to a german roll


def test_bogged_down_immobilizes_a_vehicle_that_moved_on_4_or_more():
    for d1, d2, stuck in ((2, 2, True), (1, 2, False)):
        st = mini_game(PANZER + TARGET, starting_cards={"soviet": ["15"]}).new_initial_state()
        st.apply_str("move t1 0204 [cap]")
        assert st.current_player() == "soviet" and legal(st) == ["react pass", "react 15 t1"]
        st.apply_str("react 15 t1")
        roll(st, d1, d2)
        assert ("immobilized" in st.unit("t1").hits) is stuck
        assert st.chance is None and st.current_player() == "soviet" and st.discard == ["15"]


def test_bogged_down_is_offered_only_for_an_armored_vehicle_that_moved():
    st = mini_game(GERMANS + TARGET, starting_cards={"soviet": ["15"]}).new_initial_state()
    st.apply_str("move g1 0204 [cap]")           # a foot unit: no window
    assert st.chance is None and st.current_player() == "soviet"
    st = mini_game(PANZER + TARGET, starting_cards={"soviet": ["15"]}).new_initial_state()
    st.apply_str("activate t1")
    st.apply_str("pivot t1 4")                   # no hex change: no window
    assert st.chance is None and st.current_player() == "soviet"
    st = mini_game(PANZER + TARGET, starting_cards={"soviet": ["15"]}).new_initial_state()
    st.apply_str("move t1 0204 [cap]")
    st.apply_str("react pass")
    assert st.chance is None and st.current_player() == "soviet" and st.hands["soviet"] == ["15"]


def test_an_immobilized_vehicle_is_not_offered_to_bogged_down_again():
    st = mini_game(PANZER + TARGET, starting_cards={"soviet": ["15", "15"]}).new_initial_state()
    st.apply_str("move t1 0204 [cap]")
    st.apply_str("react 15 t1")
    roll(st, 6, 6)
    assert st.hands["soviet"] == ["15"] and "immobilized" in st.unit("t1").hits
    st.apply_str("pass")
    assert st.current_player() == "german" and not any(s.startswith("move t1") for s in legal(st))
    st.apply_str("pivot t1 4 [cap]") if "pivot t1 4 [cap]" in legal(st) else st.apply_str("pass")
    assert st.chance is None and st.current_player() == "soviet"   # no window: t1 did not change hex


def test_a_window_survives_save_and_load():
    game = mini_game(GERMANS + TARGET, starting_cards={"german": ["07"]})
    st = game.new_initial_state()
    st.apply_str("fire g1 -> 0206 [cap]")
    roll(st, 1, 2)
    back = game.state_from_dict(st.to_dict())
    assert back.current_player() == "german" and legal(back) == legal(st)


def test_veteran_nco_rerolls_a_rally_die():
    from core.rules.coh.hitmarkers import rally_roll
    st = mini_game(GERMANS + TARGET, starting_cards={"german": ["07"]}).new_initial_state()
    st.pos = st.pos.replace_unit(st.unit("g1").with_(hits=("pinned",)))
    st._legal = None
    want = rally_roll(st.pos, st.unit("g1"), [1, 6]).roll
    st.apply_str("rally g1 [cap]")
    roll(st, 1, 1)
    assert legal(st) == ["react pass", "react 07 die 1", "react 07 die 2"]
    st.apply_str("react 07 die 2")
    roll(st, 6)                                  # 1 + 1 -> 1 + 6
    line = next(x for x in st.log if "g1 rally" in x)
    assert f"g1 rally {want} vs" in line and st.chance is None
