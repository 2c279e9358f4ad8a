"""Playtest departures of issue 12 fixed in the coh engine: vehicle bonus
moves in play (coh.md 4.3), CAPs on the activated unit's first roll
(coh.md 1.1), fire at any hex in range while the enemy has hidden units
(seed 000 §10.0 rule 3), no hide into a hex with a visible friend (rule 2)."""
from __future__ import annotations

from tests.play.helpers import mini_game, play_to_turn

APC = [("apc", "german", "0501", "german_sdkfz_251_apc", 3), ("s1", "soviet", "0108", "soviet_rifles_41", 0)]


def legal(st):
    return [str(a) for a in st.legal_actions()]


def test_apc_drives_three_hexes_for_one_ap_and_replays():
    g = mini_game(APC, cols=10, rows=12)
    st = play_to_turn(g.new_initial_state())
    st.apply_str("activate apc")
    acts = legal(st)
    assert "drive apc 0504 via 0502,0503" in acts
    assert "drive apc 0505 via 0502,0503" not in " ".join(acts)
    st.apply_str("drive apc 0504 via 0502,0503")
    play_to_turn(st)
    assert st.label(st.unit("apc").hex) == "0504"
    assert st.activation["german"]["pool"] == 6
    assert any("1 AP, pool 6" in line for line in st.log)


def test_caps_on_the_first_roll_after_activate():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0206", "soviet_rifles_41", 0)]
    st = play_to_turn(mini_game(units, caps={"german": 5, "soviet": 5}).new_initial_state())
    st.apply_str("activate g1")
    acts = legal(st)
    assert "fire g1 -> 0206" in acts
    assert "fire g1 -> 0206 [roll +1]" in acts and "fire g1 -> 0206 [roll +2]" in acts
    assert not any("[roll +3]" in a for a in acts)


def test_fire_at_an_open_hex_in_range_while_the_enemy_has_hidden_units():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0208", "soviet_rifles_41", 0, True)]
    st = play_to_turn(mini_game(units).new_initial_state())
    st.apply_str("activate g1")
    acts = legal(st)
    assert "fire g1 -> 0205" in acts          # open ground, no visible unit
    assert "fire g1 -> 0208" in acts          # where the hidden unit is: offered like any other hex


def test_no_hide_into_a_hex_with_a_visible_friend():
    units = [("s1", "soviet", "0202", "soviet_rifles_41", 0), ("s2", "soviet", "0203", "soviet_rifles_41", 0),
             ("g1", "german", "0808", "german_rifles_41", 0)]
    terrain = {f"{c:02d}05": "heavy_woods" for c in range(1, 9)}
    st = play_to_turn(mini_game(units, terrain=terrain, initiative="soviet").new_initial_state())
    if st.current_player() != "soviet":
        st.apply_str("pass")
    st.apply_str("activate s1")
    acts = legal(st)
    assert "hide s1 0201" in acts
    assert "hide s1 0203" not in acts
