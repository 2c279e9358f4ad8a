"""The shared 7 AP pool (seed 000 §9.0), group actions (§9.1, §9.12),
opportunity and command actions (§9.2) and illegal actions naming rules."""
from __future__ import annotations

import pytest

from core.errors import RulesError
from core.play.actions import Fire, Move, Stall
from tests.play.helpers import last_event, mini_game, roll

UNITS = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0303", "german_mg34", 3),
         ("g3", "german", "0703", "german_rifles_41", 3), ("s1", "soviet", "0208", "soviet_rifles_41", 0)]


def legal(st):
    return [str(a) for a in st.legal_actions()]


def test_activation_pool_is_shared_and_spent_at_zero():
    st = mini_game(UNITS).new_initial_state()
    st.apply_str("activate g1")
    assert st.current_player() == "german"           # activating is not a turn
    assert all(s.split()[1].startswith("g1") for s in legal(st))
    st.apply_str("move g1 0204")                     # 1 AP
    assert st.activation["german"] == {"pool": 6, "members": ["g1"], "lead": "g1"}
    st.apply_str("pass")                             # soviet
    st.apply_str("move g2 0304")                     # a fresh MG34 joins the pool: 1 AP (seed 000 §9.0 example)
    assert st.activation["german"]["pool"] == 5 and st.activation["german"]["members"] == ["g1", "g2"]
    st.apply_str("pass")
    st.apply_str("hasty g1")                         # 5 AP: the pool is empty
    assert st.activation["german"] is None
    assert st.unit("g1").spent and st.unit("g2").spent and not st.unit("g3").spent
    assert st.caps["german"] == 5


def test_cost_beyond_the_pool_is_topped_up_with_caps_or_illegal():
    st = mini_game(UNITS, caps={"german": 1, "soviet": 5}).new_initial_state()
    st.apply_str("activate g1")
    st.apply_str("hasty g1")                         # 5 AP, pool 2
    st.apply_str("pass")
    assert "fire g1 -> 0208 [+1 cap]" in legal(st)   # 3 AP = 2 AP + 1 CAP (coh.md 1.1)
    with pytest.raises(RulesError, match="pool has only 2 AP"):
        st.apply_action(Fire(units=("g1",), target="0208"))
    st.apply_str("fire g1 -> 0208 [+1 cap]")
    roll(st, 1, 1)
    assert st.caps["german"] == 0 and st.activation["german"] is None and st.unit("g1").spent


def test_activating_another_unit_abandons_the_old_pool():
    st = mini_game(UNITS).new_initial_state()
    st.apply_str("activate g1")
    st.apply_str("move g1 0204")
    st.apply_str("pass")
    st.apply_str("activate g3")
    assert st.unit("g1").spent and st.activation["german"]["lead"] == "g3"
    assert st.activation["german"]["pool"] == 7


def test_group_move_pays_the_costliest_step():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0203", "german_hmg34", 3),
             ("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    st = mini_game(units).new_initial_state()
    st.apply_str("activate g1")
    st.apply_str("move g1+g2 0204")                  # HMG34 moves at 2 AP (seed 000 §9.11)
    assert st.activation["german"]["pool"] == 5
    assert {st.label(st.unit(u).hex) for u in ("g1", "g2")} == {"0204"}


def test_opportunity_action_spends_a_fresh_unit_outside_the_activation():
    st = mini_game(UNITS).new_initial_state()
    st.apply_str("activate g1")
    st.apply_str("move g1 0204")
    st.apply_str("pass")
    st.apply_str("move g3 0704 [opp]")
    assert st.unit("g3").spent and st.activation["german"]["pool"] == 6   # the pool is untouched
    st.apply_str("pass")
    assert "move g3 0705 [opp]" not in legal(st)     # spent: no more opportunity actions (seed 000 §9.2)
    with pytest.raises(RulesError, match="not a fresh"):
        st.apply_action(Move(units=("g3",), to=("0705",), pay="opportunity"))
    with pytest.raises(RulesError, match="g1 is spent|not a fresh"):
        st.apply_action(Move(units=("g1",), to=("0205",), pay="opportunity"))


def test_command_action_paid_with_caps_leaves_status_unchanged():
    st = mini_game(UNITS).new_initial_state()
    st.apply_str("move g3 0704 [opp]")               # g3 spent
    st.apply_str("pass")
    st.apply_str("move g3 0705 [cap]")               # a spent unit acts with CAPs (seed 000 §9.2)
    assert st.caps["german"] == 4 and st.unit("g3").spent
    st.apply_str("pass")
    st.apply_str("move g2 0304 [cap]")               # a fresh one stays fresh
    assert st.caps["german"] == 3 and not st.unit("g2").spent


def test_firegroup_adds_one_fp_per_supporter_and_pays_the_leader_cost():
    units = [("g1", "german", "0205", "german_hmg34", 3), ("g2", "german", "0305", "german_rifles_41", 3),
             ("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    st = mini_game(units).new_initial_state()
    st.apply_str("activate g1")
    st.apply_str("fire g1+g2 -> 0208")               # HMG34 5 FP + 1 (seed 000 §9.12, figure 16)
    roll(st, 2, 3)
    assert "s1: AV 11 vs DV 12 miss" in last_event(st.log)
    assert st.activation["german"]["pool"] == 5      # the leader's 2 AP
    assert st.activation["german"]["members"] == ["g1", "g2"]


def test_illegal_actions_name_the_rule():
    st = mini_game(UNITS).new_initial_state()
    with pytest.raises(RulesError, match=r"activate a unit first \(seed 000 §9.0\)"):
        st.apply_action(Stall(units=("g1",)))
    with pytest.raises(RulesError, match="not german's"):
        st.apply_action(Move(units=("s1",), to=("0207",), pay="caps"))
    with pytest.raises(RulesError, match="no unit 'zz'"):
        st.apply_action(Move(units=("zz",), to=("0207",), pay="caps"))
    st.apply_str("activate g1")
    with pytest.raises(RulesError, match="must act"):
        st.apply_action(Move(units=("g2",), to=("0304",)))


def test_caps_on_the_roll_add_to_the_attack_and_are_paid_per_roll():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0206", "soviet_rifles_41", 0)]
    st = mini_game(units).new_initial_state()
    assert "fire g1 -> 0206 [cap] [roll +3]" not in legal(st)       # at most 2 per roll (coh.md 1.1)
    st.apply_str("fire g1 -> 0206 [cap] [roll +2]")
    roll(st, 3, 3)
    assert "s1: AV 10 vs DV 12 miss" in last_event(st.log)                 # 2 FP + 6 + 2 CAPs
    assert st.caps["german"] == 0                                   # 3 CAPs for the fire + 2 on the roll


def test_units_in_adjacent_hexes_group_move_the_same_way():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0303", "german_rifles_41", 3),
             ("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    st = mini_game(units, terrain={"0304": "heavy_woods"}).new_initial_state()
    st.apply_str("activate g1")
    assert "move g1+g2 0204,0304" in legal(st)
    st.apply_str("move g1+g2 0204,0304")        # one enters heavy woods: the group pays 2 AP (figure 14)
    assert st.activation["german"]["pool"] == 5
    assert [st.label(st.unit(u).hex) for u in ("g1", "g2")] == ["0204", "0304"]


@pytest.mark.parametrize("dice,expect", [((3, 4), ()), ((4, 4), ("pinned",)), ((6, 6), None)])
def test_a_unit_entering_mines_is_attacked_with_their_hit_number(dice, expect):
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    st = mini_game(units, forts={"0204": "mines"}).new_initial_state()
    st.apply_str("move g1 0204 [cap]")
    # coh.md 7: attacked at once, HN 8 (assumed); first the mines' owner (the defender: soviet, german has
    # the initiative) may spend -2..+2 CAPs on the roll
    assert st.current_player() == "soviet"
    assert [str(a) for a in st.legal_actions()] == [f"caps {k} on mines" for k in (-2, -1, 0, 1, 2)]
    st.apply_str("caps 0 on mines")
    assert st.is_chance_node()
    roll(st, *dice)                                # 7 misses, 8 hits, 12 >= 8 + 4 destroys
    if expect == ("pinned",):
        st.apply_str("marker pinned")
    if expect is None:
        assert st.unit("g1") is None and st.vp["soviet"] == 1 and st.lost["german"] == 1
    else:
        assert st.unit("g1").hits == expect
    assert st.current_player() == "soviet"


def test_mine_owner_caps_change_the_hit_number_either_way():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0207", "soviet_rifles_41", 0)]
    st = mini_game(units, forts={"0204": "mines"}, caps={"german": 5, "soviet": 5}).new_initial_state()
    st.apply_str("move g1 0204 [cap]")             # german enters the defender's (soviet) mines
    assert st.current_player() == "soviet"
    st.apply_str("caps 2 on mines")                # HN 8 - 2 = 6 (rules/coh.md 7 mines example)
    assert st.caps["soviet"] == 3
    roll(st, 3, 3)
    assert any("mines attack g1: 2D6 6 vs Hit Number 6" in x and "hit" in x for x in st.log)


def test_a_unit_pivoting_in_a_mine_hex_is_attacked():
    units = [("g1", "german", "0204", "german_rifles_41", 3), ("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    st = mini_game(units, forts={"0204": "mines"}, caps={"german": 0, "soviet": 0}).new_initial_state()
    st.apply_str("activate g1")
    st.apply_str("pivot g1 2")
    assert st.is_chance_node()                     # no CAPs to declare: the dice at once
    roll(st, 1, 1)
    assert any("mines attack g1" in x for x in st.log)


def test_the_opponent_does_not_see_mines_until_they_attack():
    from core.play.coh.mines import unseen_mines
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0207", "soviet_rifles_41", 0)]
    st = mini_game(units, forts={"0204": "mines"}, caps={"german": 0, "soviet": 0}).new_initial_state()
    assert unseen_mines(st, "german") == {"0204"} and unseen_mines(st, "soviet") == set()
    st.apply_str("activate g1")
    st.apply_str("move g1 0204")
    roll(st, 1, 1)
    assert any("mines attack g1" in x for x in st.log)
    assert unseen_mines(st, "german") == set()


def test_pioneers_enter_mines_safely():
    units = [("g1", "german", "0203", "german_pioneers", 3), ("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    st = mini_game(units, forts={"0204": "mines"}).new_initial_state()
    st.apply_str("move g1 0204 [cap]")
    assert not st.is_chance_node() and st.current_player() == "soviet"
