"""Card play (seed 000 §8.1), hidden units revealed during play (§10.0),
hidden movement and hiding (§10.1-10.2), snipers (§10.3) and the observer."""
from __future__ import annotations

import pytest

from core.errors import RulesError
from core.model import Deck
from core.play.actions import Draw, Fire
from core.play.coh import observe
from tests.play.helpers import last_event, mini_game, roll

GERMANS = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0303", "german_mg34", 3)]


def legal(st):
    return [str(a) for a in st.legal_actions()]


def test_card_draws_are_chance_nodes_and_yellow_cards_play_at_once():
    deck = Deck("battle", cards={"02": 2, "03": 1, "Y-RE": 1}, draw_at_start={"german": 1})
    st = mini_game(GERMANS + [("s1", "soviet", "0208", "soviet_rifles_41", 0)], deck=deck).new_initial_state()
    assert st.is_chance_node()
    assert {str(a): p for a, p in st.chance_outcomes()} == {"draw 02": 0.5, "draw 03": 0.25, "draw Y-RE": 0.25}
    st.apply_action(Draw("Y-RE"))                 # yellow: played at once, then draw again
    assert st.discard == ["Y-RE"] and st.hands["german"] == [] and st.is_chance_node()
    assert {str(a): p for a, p in st.chance_outcomes()} == pytest.approx({"draw 02": 2 / 3, "draw 03": 1 / 3})
    st.apply_action(Draw("03"))
    assert st.hands["german"] == ["03"] and st.current_player() == "german"
    assert st.decks["battle"] == {"02": 2}


def test_auto_rally_card_removes_the_hit_for_its_caps_and_keeps_the_unit_fresh():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    g = mini_game(units, starting_cards={"german": ["03"]})
    st = g.new_initial_state()
    st.pos = st.pos.replace_unit(st.unit("g1").with_(hits=("pinned",)))
    st._legal = None
    assert "card 03 g1" in legal(st)
    st.apply_str("card 03 g1")                    # seed 000 §8.1 example: 2 CAPs, marker removed
    assert st.unit("g1").hits == () and not st.unit("g1").spent
    assert st.caps["german"] == 3 and st.hands["german"] == [] and st.discard == ["03"]
    assert st.current_player() == "soviet"        # a card play is the turn


def test_command_action_card_lets_a_unit_act_at_no_cost_and_stay_fresh():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0206", "soviet_rifles_41", 0)]
    st = mini_game(units, starting_cards={"german": ["02", "05"]}).new_initial_state()
    assert "fire g1 -> 0206 [card 02]" in legal(st)
    assert "card 05 g1" in legal(st)   # 05 Rapid Deployment is a bonus on the unit (veterans.py)
    st.apply_str("fire g1 -> 0206 [card 02]")
    roll(st, 1, 1)
    assert not st.unit("g1").spent and st.caps["german"] == 5 and st.hands["german"] == ["05"]


def test_frontline_officer_adds_a_die_of_caps():
    st = mini_game(GERMANS + [("s1", "soviet", "0208", "soviet_rifles_41", 0)],
                   starting_cards={"german": ["08"]}).new_initial_state()
    st.apply_str("card 08")
    assert st.is_chance_node()
    roll(st, 4)
    assert st.caps["german"] == 5 - 2 + 4


def test_hidden_unit_in_cover_stays_hidden_next_to_an_enemy_and_is_revealed_when_entered():
    units = GERMANS + [("s1", "soviet", "0205", "soviet_rifles_41", None, True)]
    st = mini_game(units, terrain={"0205": "light_woods"}).new_initial_state()
    st.apply_str("move g1 0204 [cap]")            # adjacent: covering terrain keeps it hidden (rule 4)
    assert st.unit("s1").hidden
    st.apply_str("pass")
    st.apply_str("move g1 0205 [cap]")            # entering its hex reveals it
    assert not st.unit("s1").hidden and "revealed s1" in last_event(st.log)


def test_hidden_unit_in_the_open_is_revealed_by_an_enemy_within_two_hexes():
    units = GERMANS + [("s1", "soviet", "0206", "soviet_rifles_41", None, True)]
    st = mini_game(units).new_initial_state()
    st.apply_str("move g1 0204 [cap]")            # 2 hexes, clear LOS, open ground
    assert not st.unit("s1").hidden


def test_hidden_unit_that_fires_is_revealed():
    units = GERMANS + [("s1", "soviet", "0206", "soviet_rifles_41", None, True)]
    st = mini_game(units, terrain={"0206": "light_woods"}, initiative="soviet").new_initial_state()
    st.apply_str("fire s1 -> 0203 [cap]")
    roll(st, 1, 1)
    assert not st.unit("s1").hidden


@pytest.mark.parametrize("die,found", [(5, False), (6, True)])
def test_hidden_sniper_stays_hidden_unless_detected_on_a_six(die, found):
    units = GERMANS + [("s1", "soviet", "0207", "soviet_sniper", None, True)]
    st = mini_game(units, terrain={"0207": "light_woods"}, initiative="soviet").new_initial_state()
    st.apply_str("fire s1 -> 0203 [cap]")
    roll(st, 1, 1)
    assert st.current_player() == "german"        # the detecting side may first add CAPs (§10.3)
    assert legal(st) == ["caps 0 on detection", "caps 1 on detection", "caps 2 on detection"]
    st.apply_str("caps 0 on detection")
    assert st.is_chance_node()                    # the opponent's 1D6 detection check (§10.3)
    roll(st, die)
    assert st.unit("s1").hidden is (not found)
    assert st.current_player() == "german"


def test_legal_actions_do_not_depend_on_where_hidden_enemies_are():
    woods = {"0206": "light_woods", "0606": "light_woods"}
    a = mini_game(GERMANS + [("s1", "soviet", "0206", "soviet_rifles_41", None, True)], terrain=woods)
    b = mini_game(GERMANS + [("s1", "soviet", "0606", "soviet_rifles_41", None, True)], terrain=woods)
    la, lb = legal(a.new_initial_state()), legal(b.new_initial_state())
    assert la == lb and "fire g1 -> 0206 [cap]" in la   # fire at a hex that may hold hidden units


def test_fire_at_a_hex_reveals_the_hidden_unit_it_hits():
    units = GERMANS + [("s1", "soviet", "0206", "soviet_rifles_41", None, True)]
    st = mini_game(units, terrain={"0206": "light_woods"}).new_initial_state()
    st.apply_str("fire g2 -> 0206 [cap]")         # MG34 4 FP vs front 12 + woods 1
    roll(st, 5, 5)                                # AV 14 >= DV 13: hit
    st.apply_str("marker pinned")
    assert not st.unit("s1").hidden and st.unit("s1").hits == ("pinned",)


def test_hiding_out_of_enemy_los_and_not_in_it():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    st = mini_game(units).new_initial_state()
    st.apply_str("activate g1")
    assert not [s for s in legal(st) if s.startswith("hide")]   # in enemy LOS (§10.2)


def test_hiding_out_of_enemy_los():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    wall = {f"0{c}05": "heavy_woods" for c in range(1, 9)}   # blocks every LOS across row 05
    st = mini_game(units, terrain=wall).new_initial_state()
    hides = [s for s in legal(st) if s.startswith("hide g1")]
    assert "hide g1 0203 [cap]" not in hides     # hiding is an AP action (7 AP)
    st.apply_str("activate g1")
    hides = [s for s in legal(st) if s.startswith("hide g1")]
    assert "hide g1 0203" in hides and "hide g1 0204" in hides
    st.apply_str("hide g1 0204")
    assert st.label(st.unit("g1").hex) == "0204"
    assert st.unit("g1").hidden and st.unit("g1").facing is None and st.unit("g1").spent


def test_observer_hides_enemy_hidden_units_hand_and_hit_markers():
    units = GERMANS + [("s1", "soviet", "0206", "soviet_rifles_41", None, True),
                       ("s2", "soviet", "0608", "soviet_rifles_41", 0)]
    st = mini_game(units, terrain={"0206": "light_woods"},
                   starting_cards={"german": ["02"], "soviet": ["03", "08"]}).new_initial_state()
    st.pos = st.pos.replace_unit(st.unit("s2").with_(hits=("pinned",)))
    st._legal = None
    ger = observe(st, "german")
    ids = {u["id"]: u for u in ger["units"]}
    assert "s1" not in ids and ids["s2"]["hits_face_down"] == 1 and "hits" not in ids["s2"]
    assert ger["enemy_hidden"] == [{"id": "s1", "kind": "squad", "spent": False}]   # no hex
    assert ger["hand"] == ["02"] and ger["opponent_hand"] == 2 and ger["to_act"]
    assert ger["legal_actions"] and "s1" not in " ".join(ger["legal_actions"])
    sov = observe(st, "soviet")
    sids = {u["id"]: u for u in sov["units"]}
    assert sids["s1"]["hidden"] and sids["s2"]["hits"] == ["pinned"] and sov["hand"] == ["03", "08"]
    assert sov["legal_actions"] == [] and not sov["to_act"]
    with pytest.raises(ValueError):
        observe(st, "french")


def test_illegal_fire_beyond_range_names_the_rule():
    units = GERMANS + [("s1", "soviet", "0208", "soviet_rifles_41", 0)]
    st = mini_game(units, cols=8, rows=20).new_initial_state()
    with pytest.raises(RulesError, match="coh.md"):
        st.apply_action(Fire(units=("g1",), target="0218", pay="caps"))


def test_observer_log_hides_enemy_hidden_moves_and_marker_names():
    units = GERMANS + [("s1", "soviet", "0606", "soviet_rifles_41", None, True),
                       ("s2", "soviet", "0206", "soviet_rifles_41", 0)]
    st = mini_game(units, terrain={"0606": "light_woods", "0607": "light_woods"},
                   initiative="soviet").new_initial_state()
    st.apply_str("move s1 0607 [cap]")           # hidden move: 1 + 3 AP in cover (seed 000 §10.1)
    assert st.unit("s1").hidden and st.caps["soviet"] == 1
    ger, sov = observe(st, "german")["log"], observe(st, "soviet")["log"]
    assert "s1" not in " ".join(ger) and "a hidden unit acts" in ger[-1]
    assert "move s1 0607" in " ".join(sov)
    st.apply_str("fire g2 -> 0206 [cap]")
    roll(st, 6, 5)
    st.apply_str("marker panicked")
    assert "(panicked)" in last_event(observe(st, "soviet")["log"])
    assert "(panicked)" not in last_event(observe(st, "german")["log"]) and "hit" in last_event(observe(st, "german")["log"])


def test_revealed_unit_faces_the_nearest_enemy():
    units = GERMANS + [("s1", "soviet", "0206", "soviet_rifles_41", None, True)]
    st = mini_game(units, terrain={"0206": "light_woods"}, initiative="soviet").new_initial_state()
    st.apply_str("fire s1 -> 0203 [cap]")
    roll(st, 1, 1)
    hm = st.pos.hexmap
    assert st.unit("s1").facing == hm.layout.direction_to(hm.parse("0206"), hm.parse("0205"))
