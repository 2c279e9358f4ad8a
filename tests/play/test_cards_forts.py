"""Green cards 16 Obstacle-Cleaning and 17 Mine-Laying (coh.md 11; coh.md 7)
and the fortifications overlay of the CoH play state (core/play/coh/forts.py):
each card's effect, its legality condition, and that the overlay is read by
the move/mine code and survives clone and to_dict/from_dict."""
from __future__ import annotations

from core.play.coh.observe import observe
from core.play.coh.setup import play_rules
from tests.play.helpers import mini_game, roll

GERMANS = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0303", "german_mg34", 3)]
FAR = [("s1", "soviet", "0707", "soviet_rifles_41", 0)]


def legal(st):
    return [str(a) for a in st.legal_actions()]


def test_obstacle_cleaning_removes_the_wire_under_an_unhit_unit():
    game = mini_game(GERMANS + FAR, forts={"0203": "wire", "0204": "wire"}, starting_cards={"german": ["16"]})
    st = game.new_initial_state()
    h0 = st.pos.hexmap.parse("0203")
    assert "card 16 g1 0203" in legal(st)
    assert not any(s.startswith("card 16 g2") for s in legal(st))    # no obstacle in g2's hex
    assert not any("0204" in s for s in legal(st) if s.startswith("card 16"))   # only the unit's own hex
    h0_before = st.state_hash()
    st.apply_str("card 16 g1 0203")
    assert st.pos.hexmap.fortification_at(h0) is None
    assert game.scenario.hexmap.fortification_at(h0) is not None      # the scenario map is untouched
    assert st.caps["german"] == 3 and st.hands["german"] == [] and st.current_player() == "soviet"
    assert st.to_dict()["fortifications"] == {"0203": None}
    back = game.state_from_dict(st.to_dict())
    assert back.pos.hexmap.fortification_at(h0) is None and back.state_hash() == st.state_hash() != h0_before
    assert st.clone().forts == st.forts and st.clone().forts is not st.forts


def test_obstacle_cleaning_needs_an_unhit_unit_out_of_close_combat_and_2_caps():
    st = mini_game(GERMANS + FAR, forts={"0203": "wire"}, starting_cards={"german": ["16"]}).new_initial_state()
    st.pos = st.pos.replace_unit(st.unit("g1").with_(hits=("pinned",)))
    st._legal = None
    assert not any(s.startswith("card 16") for s in legal(st))
    close = [("s1", "soviet", "0203", "soviet_rifles_41", 0)]
    st = mini_game(GERMANS + close, forts={"0203": "wire"}, starting_cards={"german": ["16"]}).new_initial_state()
    assert not any(s.startswith("card 16") for s in legal(st))
    st = mini_game(GERMANS + FAR, forts={"0203": "bunker"}, starting_cards={"german": ["16"]}).new_initial_state()
    assert not any(s.startswith("card 16") for s in legal(st))        # a bunker is no obstacle
    st = mini_game(GERMANS + FAR, forts={"0203": "wire"}, caps={"german": 1, "soviet": 5},
                   starting_cards={"german": ["16"]}).new_initial_state()
    assert not any(s.startswith("card 16") for s in legal(st))
    assert "wire" in play_rules()["obstacle_kinds"]


def test_cleared_wire_no_longer_adds_a_die_to_the_move():
    st = mini_game(GERMANS + FAR, forts={"0204": "wire"}).new_initial_state()
    st.apply_str("move g1 0204 [opp]")
    assert st.is_chance_node()                   # wire: 1D6 added to the move
    st2 = mini_game(GERMANS + FAR, forts={"0204": "wire"}).new_initial_state()
    from core.play.coh.forts import set_fort
    set_fort(st2, st2.pos.hexmap.parse("0204"), None)
    st2._legal = None
    st2.apply_str("move g1 0204 [opp]")
    assert not st2.is_chance_node() and st2.unit("g1").hex == st2.pos.hexmap.parse("0204")


def test_mine_laying_puts_a_hidden_mine_next_to_the_unit_and_it_attacks():
    game = mini_game(GERMANS + FAR, starting_cards={"german": ["17"]}, forts={"0202": "trench"})
    st = game.new_initial_state()
    cards = [s for s in legal(st) if s.startswith("card 17 g1")]
    assert "card 17 g1 0203" in cards and "card 17 g1 0204" in cards
    assert "card 17 g1 0202" not in cards and "card 17 g1 0205" not in cards   # trench there; 2 hexes away
    st.apply_str("card 17 g1 0204")
    h = st.pos.hexmap.parse("0204")
    assert st.pos.hexmap.fortification_at(h).kind == "mines" and st.caps["german"] == 3
    assert st.to_dict()["fortifications"]["0204"]["kind"] == "mines"
    # open map: the soviet rifles in 0707 see 0204, so the mine is not hidden
    assert st.forts["0204"]["hidden"] is False
    st.apply_str("move s1 0706 [cap]") if "move s1 0706 [cap]" in legal(st) else st.apply_str("pass")
    st.apply_str("move g1 0204 [opp]")           # into the new mine: 2D6 vs 8
    st.apply_str("caps 0 on mines")              # german's own mine: it may first spend CAPs (rules/coh.md 7)
    roll(st, 6, 6)
    assert any("mines attack g1" in x and "destroyed" in x for x in st.log)


def test_mine_laid_out_of_enemy_los_is_hidden_in_the_opponents_log():
    g = [("g1", "german", "0102", "german_rifles_41", 3)]
    woods = {lab: "light_woods" for lab in ("0203", "0202", "0103", "0303")}   # screen 0101-0201 from 0707
    st = mini_game(g + FAR, terrain=woods, starting_cards={"german": ["17"]}).new_initial_state()
    assert not st.pos.los_clear(st.unit("s1").hex, st.pos.hexmap.parse("0101"))
    st.apply_str("card 17 g1 0101")
    assert st.forts["0101"] == {"kind": "mines", "facing": None, "hidden": True, "side": "german"}
    assert "0101" in observe(st, "german")["fortifications"] and observe(st, "soviet")["fortifications"] == {}
    assert "R1   mines laid in 0101 (hidden)" in st.log_for("german")
    assert "R1   mines laid out of sight" in st.log_for("soviet") and not any("0101" in x for x in st.log_for("soviet"))


def test_mine_laying_needs_an_unhit_unit():
    st = mini_game(GERMANS[:1] + FAR, starting_cards={"german": ["17"]}).new_initial_state()
    st.pos = st.pos.replace_unit(st.unit("g1").with_(hits=("pinned",)))
    st._legal = None
    assert not any(s.startswith("card 17") for s in legal(st))


def test_games_without_fort_cards_save_no_fortifications():
    st = mini_game(GERMANS + FAR).new_initial_state()
    assert "fortifications" not in st.to_dict() and st.forts == {}


def test_a_hidden_mine_is_known_once_it_attacks():
    g = [("g1", "german", "0102", "german_rifles_41", 3)]
    woods = {lab: "light_woods" for lab in ("0203", "0202", "0103", "0303", "0201")}
    hidden_s1 = [("s1", "soviet", "0201", "soviet_rifles_41", None, True)]   # a hidden unit sees nothing
    st = mini_game(g + hidden_s1, terrain=woods, starting_cards={"german": ["17"]}).new_initial_state()
    st.apply_str("card 17 g1 0101")
    assert st.forts["0101"]["hidden"] is True and observe(st, "soviet")["fortifications"] == {}
    st.apply_str("move s1 0101 [opp]")
    st.apply_str("caps 0 on mines")              # the owner (german) may first spend CAPs on the roll
    roll(st, 1, 1)                               # 2 vs 8: a miss, but the mine has shown itself
    assert any("mines attack s1" in x and "miss" in x for x in st.log)
    assert st.forts["0101"]["hidden"] is False and "0101" in observe(st, "soviet")["fortifications"]
