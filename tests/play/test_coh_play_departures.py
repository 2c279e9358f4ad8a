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


def test_group_moves_in_every_form_the_rules_allow():
    # seed 000 §9.11: units in the same or continuous adjacent hexes each move one hex, the costliest step paid
    units = [("g1", "german", "0204", "german_rifles_41", 3), ("g2", "german", "0204", "german_rifles_41", 3),
             ("g3", "german", "0204", "german_rifles_41", 3), ("g4", "german", "0304", "german_rifles_41", 3),
             ("s1", "soviet", "0808", "soviet_rifles_41", 0)]
    st = play_to_turn(mini_game(units, terrain={"0205": "light_woods"}).new_initial_state())
    st.apply_str("activate g1")
    acts = legal(st)
    assert "move g1+g2+g3 0205" in acts           # the whole stack
    assert "move g1+g2 0205" in acts               # part of it
    assert any(a.startswith("move g1+g4 ") for a in acts)  # two adjacent units into a hex next to both
    # a split group (each unit its own way) is not listed but the engine accepts it
    from core.play.actions import Move
    split = Move(units=("g1", "g2", "g4"), to=("0205", "0104", "0305"))
    assert str(split) not in acts
    st.apply_action(split)
    play_to_turn(st)
    assert [st.label(st.unit(u).hex) for u in ("g1", "g2", "g4")] == ["0205", "0104", "0305"]
    assert st.activation["german"]["pool"] == 5    # the costliest step: g2 backwards into 0104, 1 + 1 AP


def test_an_illegal_split_group_move_is_refused():
    import pytest
    from core.errors import RulesError
    units = [("g1", "german", "0204", "german_rifles_41", 3), ("g4", "german", "0604", "german_rifles_41", 3),
             ("s1", "soviet", "0808", "soviet_rifles_41", 0)]
    st = play_to_turn(mini_game(units).new_initial_state())
    st.apply_str("activate g1")
    from core.play.actions import Move
    with pytest.raises(RulesError):
        st.apply_action(Move(units=("g1", "g4"), to=("0205", "0605")))   # not in the same or adjacent hexes


def test_blind_fire_as_opportunity_is_accepted_though_not_listed():
    from core.play.actions import Fire
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0303", "german_rifles_41", 3),
             ("s1", "soviet", "0208", "soviet_rifles_41", 0, True)]
    st = play_to_turn(mini_game(units).new_initial_state())
    st.apply_str("activate g1")
    st.apply_str("move g1 0204")
    play_to_turn(st)
    if st.current_player() == "soviet":
        st.apply_str("pass")
    opp = Fire(units=("g2",), target="0305", pay="opportunity")
    assert str(opp) not in legal(st)           # kept off the list (it would be hundreds of rows)
    st.apply_action(opp)
    play_to_turn(st)
    assert st.unit("g2").spent and any("opportunity" in line for line in st.log)


def test_right_click_hook_offers_the_drive_to_a_far_hex():
    from core.play.coh import move_actions_to
    st = play_to_turn(mini_game(APC, cols=10, rows=12).new_initial_state())
    st.apply_str("activate apc")
    assert [str(a) for a in move_actions_to(st, "apc", "0504")] == ["drive apc 0504 via 0502,0503"]
    assert str(move_actions_to(st, "apc", "0502")[0]) == "move apc 0502"


def test_not_played_lists_each_unplayed_rule_with_its_reason():
    from core.play.coh import not_played
    from core.play.coh.setup import play_rules
    rules = not_played()
    assert rules == {}  # issue 12: the list ends empty (transport_towing and open_topped were the last)
    assert all(("coh.md" in why or "card" in why) and len(why) > 40 for why in rules.values())
    # the weapon cards played now are no longer listed as not modelled
    assert not any("W01" in k for k in play_rules()["cards_not_modelled"])
