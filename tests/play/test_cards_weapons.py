"""Gray weapon cards as card attacks (seed 000 §8.2; coh.md 11; cards.json
weapon records, FP assumed): who may use them, their reach, terrain, and
that the card pays for the attack."""
from __future__ import annotations

from tests.play.helpers import mini_game, play_to_turn, roll


def legal(st):
    return [str(a) for a in st.legal_actions()]


def game(cards, s_hex="0204", terrain=None, extra=()):
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", s_hex, "soviet_rifles_41", 0),
             *extra]
    return play_to_turn(mini_game(units, starting_cards={"german": cards}, terrain=terrain).new_initial_state())


def test_grenades_attack_an_adjacent_hex_with_the_cards_weapon():
    st = game(["W01"], terrain={"0204": "light_woods"})
    assert "fire g1 -> 0204 [card W01]" in legal(st)
    st.apply_str("fire g1 -> 0204 [card W01]")
    roll(st, 3, 3)
    while st.is_chance_node():
        st.apply_action(st.chance_outcomes()[0][0])
    assert "W01" not in st.hands["german"] and "W01" in st.discard
    d = st.rolls[-1]
    plus = {t["name"]: t for t in d["plus"]}
    assert plus["fp_soft"]["value"] == 4 and "card W01" in plus["fp_soft"]["rule"]
    assert plus["adjacent"]["value"] == 3                 # short-range bonus applies
    assert "terrain" in [t["name"] for t in d["against"]]  # defender's terrain applies


def test_grenades_do_not_reach_two_hexes_and_are_german_only():
    st = game(["W01"], s_hex="0205")
    assert not any("[card W01]" in a for a in legal(st))


def test_demolitions_only_in_close_combat_and_without_terrain():
    st = game(["W03"], terrain={"0204": "light_woods"})
    assert not any("[card W03]" in a for a in legal(st))   # adjacent: no
    st2 = game(["W03"], s_hex="0203", terrain={"0203": "light_woods"})
    acts = [a for a in legal(st2) if "[card W03]" in a]
    assert acts[0] == "fire g1 -> s1 [card W03]" and all(a.startswith(acts[0]) for a in acts)  # + CAPs on the roll
    st2.apply_str(acts[0])
    roll(st2, 1, 1)
    while st2.is_chance_node():
        st2.apply_action(st2.chance_outcomes()[0][0])
    assert "terrain" not in [t["name"] for t in st2.rolls[-1]["against"]]


def test_magnetic_mine_needs_an_armored_target():
    st = game(["W-MM"])
    assert not any("[card W-MM]" in a for a in legal(st))
    tank = ("t1", "soviet", "0304", "soviet_bt7", 0)
    st = game(["W-MM"], extra=[tank])
    assert any(a.startswith("fire g1 -> 0304 [card W-MM]") for a in legal(st))
