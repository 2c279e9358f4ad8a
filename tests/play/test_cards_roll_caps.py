"""CAPs on the initiative roll and on the sniper detection check (coh.md
1.1: at most 2 CAPs per roll; seed 000 §10.3) as player choices before the
roll (core/play/coh/choices.py), and a stall paid with a CAP (coh.md 1.1)."""
from __future__ import annotations

from core.play.state import CHANCE
from tests.play.helpers import mini_game, roll

UNITS = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0303", "german_mg34", 3),
         ("s1", "soviet", "0206", "soviet_rifles_41", 0)]


def legal(st):
    return [str(a) for a in st.legal_actions()]


def to_round_2(caps):
    st = mini_game(UNITS, rounds=2, caps=caps).new_initial_state()
    st.apply_str("pass")
    st.apply_str("pass")
    assert st.round == 2
    return st


def test_initiative_caps_more_caps_declares_first_and_caps_add_to_the_roll():
    st = to_round_2({"german": 5, "soviet": 3})
    assert st.current_player() == "german"        # more CAPs declares first (coh.md 1.1 [BGG])
    assert legal(st) == ["caps 0 on initiative", "caps 1 on initiative", "caps 2 on initiative"]
    st.apply_str("caps 2 on initiative")
    assert st.caps["german"] == 3 and st.current_player() == "soviet"
    st.apply_str("caps 1 on initiative")
    assert st.caps["soviet"] == 2 and st.current_player() == CHANCE
    roll(st, 3, 3, 4, 4)                          # german 6+2 = 8, soviet 8+1 = 9
    assert st.current_player() == "soviet" and "initiative roll: german 8, soviet 9" in "\n".join(st.log)


def test_initiative_caps_are_limited_by_the_caps_held_and_skip_a_side_without_caps():
    st = to_round_2({"german": 1, "soviet": 0})
    assert st.current_player() == "german"
    assert legal(st) == ["caps 0 on initiative", "caps 1 on initiative"]
    st.apply_str("caps 1 on initiative")
    assert st.current_player() == CHANCE          # the soviets hold no CAPs: not asked
    roll(st, 3, 3, 3, 4)                          # german 6+1 = 7, soviet 7: tie, re-rolled with the CAP
    assert st.current_player() == CHANCE
    roll(st, 3, 3, 3, 4)
    assert st.current_player() == CHANCE          # still 7-7
    roll(st, 3, 4, 3, 4)
    assert st.current_player() == "german" and st.caps["german"] == 0


def test_equal_caps_soviets_declare_first():
    st = to_round_2({"german": 4, "soviet": 4})
    assert st.current_player() == "soviet"


def sniper_game(caps):
    units = UNITS[:2] + [("s1", "soviet", "0207", "soviet_sniper", None, True)]
    st = mini_game(units, terrain={"0207": "light_woods"}, initiative="soviet", caps=caps).new_initial_state()
    st.apply_str("fire s1 -> 0203 [cap]")
    roll(st, 1, 1)
    return st


def test_detection_caps_turn_a_5_into_a_found_sniper():
    st = sniper_game({"german": 5, "soviet": 5})
    assert st.current_player() == "german"        # the detecting side chooses its CAPs first
    st.apply_str("caps 1 on detection")
    assert st.caps["german"] == 4 and st.current_player() == CHANCE
    roll(st, 5)                                   # 5 + 1 = 6: found (seed 000 §10.3)
    assert not st.unit("s1").hidden and st.current_player() == "german"


def test_detection_without_caps_rolls_at_once():
    st = sniper_game({"german": 0, "soviet": 5})
    assert st.current_player() == CHANCE
    roll(st, 5)
    assert st.unit("s1").hidden


def test_stall_with_a_cap_keeps_the_pool():
    st = mini_game(UNITS).new_initial_state()
    assert not any("[cap]" in s and s.startswith("stall") for s in legal(st))   # no activation yet
    st.apply_str("activate g1")
    st.apply_str("move g1 0204")
    pool = st.activation["german"]["pool"]
    st.apply_str("pass")
    assert "stall g1 [cap]" in legal(st)
    st.apply_str("stall g1 [cap]")
    assert st.activation["german"]["pool"] == pool and st.caps["german"] == 4
    assert st.current_player() == "soviet" and st.passes == 0


def test_stall_with_a_cap_needs_a_cap():
    st = mini_game(UNITS, caps={"german": 0, "soviet": 5}).new_initial_state()
    st.apply_str("activate g1")
    st.apply_str("move g1 0204")
    st.apply_str("pass")
    assert "stall g1" in legal(st) and "stall g1 [cap]" not in legal(st)
