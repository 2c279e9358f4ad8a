"""Off-board strikes (rules/coh.md 8.2 and the 13.9 example; cards W04-W07,
V-CC): the drift check, the strike on the impact hex and its neighbours,
planning in the pre-round (secret), Close Call, air strikes with anti-air
fire, every roll explained."""
from __future__ import annotations

from pathlib import Path

from core.model import HexMap
from core.play.bots import GreedyBot
from core.play.driver import play_game
from core.play.game import load_game
from core.play.replay import replay_actions
from core.play.actions import action_to_dict
from core.play.coh.strike_plan import PlanStrike
from core.rules.coh.strikes import drift, strike, strike_roll, targets
from tests.play.helpers import mini_game, play_to_turn, roll

BALKA = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_balka_hill.scenario.json"


def test_drift_check_examples_13_9():
    hm = HexMap(10, 10, "coh")
    planned = hm.parse("0505")
    # German drift number 3: a roll of 2 drifts 2 hexes, direction roll 2 = north-east (hexside 1)
    r = drift(hm, planned, 2, 0, 3, 2)
    assert not r.on_target and r.hexes == 2 and r.direction == 1
    assert r.impact == hm.layout.neighbour(hm.layout.neighbour(planned, 1), 1)
    # Soviet: needs 4+; a roll of 3 drifts 3 hexes
    r = drift(hm, planned, 3, 0, 4, 4)
    assert not r.on_target and r.hexes == 3 and r.direction == 3
    # 13.9 note: 2 CAPs bring the German drift number from 3 to 1 (a 1 is then on target)
    assert drift(hm, planned, 1, 2, 3).on_target and drift(hm, planned, 1, 2, 3).impact == planned
    # off the map: lost
    assert drift(hm, hm.parse("0101"), 1, 0, 3, 1).impact is None


def test_strike_on_an_hmg_needs_5_as_in_13_9():
    pos = mini_game([("hmg", "german", "0404", "german_hmg34", 0),
                     ("w", "german", "0605", "german_rifles_41", 0)]).new_initial_state().pos
    rec = strike("W06")
    sr = strike_roll(pos, "hmg", rec, "W06", 3)
    # HE: flank 10; card FP 5 -> HN 5; the example's roll of 3 (no CAPs) misses, 5 hits
    assert sr.defense_value == 10 and [t.name for t in sr.defense] == ["dr_flank"]
    assert sr.attack_value == 8 and not sr.hit
    assert strike_roll(pos, "hmg", rec, "W06", 5).hit
    # the impact hex and its 6 neighbours, friend and foe: 0605 is two hexes from 0404
    assert targets(pos, pos.hexmap.parse("0404"), 1) == ["hmg"]
    assert sorted(targets(pos, pos.hexmap.parse("0505"), 1)) == ["hmg", "w"]


def test_heavy_woods_air_burst_and_the_bunker_from_above():
    g = mini_game([("g1", "german", "0202", "german_rifles_41", 3),
                   ("s1", "soviet", "0505", "soviet_rifles_41", 0), ("s2", "soviet", "0606", "soviet_rifles_41", 0)],
                  terrain={"0505": "heavy_woods"}, forts={"0606": "bunker"})
    st = g.new_initial_state()
    sr = strike_roll(st.pos, "s1", strike("W06"), "W06", 2)
    names = {t.name: t.value for t in sr.defense}
    assert names["terrain"] == 2 and names["air_burst"] == -2 and sr.defense_value == 11
    b = strike_roll(st.pos, "s2", strike("W06"), "W06", 2)
    assert {t.name: t.value for t in b.defense}.get("bunker_flank") == 3


def _artillery_game(extra_soviet=()):
    units = [("g1", "german", "0202", "german_rifles_41", 3), ("s1", "soviet", "0505", "soviet_rifles_41", 0),
             ("s2", "soviet", "0506", "soviet_rifles_41", 0), *extra_soviet]
    return mini_game(units, rounds=3, starting_cards={"german": ["W06"], "soviet": ["V-CC"]})


def _to_round_2(st):
    play_to_turn(st)
    st.apply_str("pass")
    play_to_turn(st)
    st.apply_str("pass")


def test_plan_is_secret_and_resolves_next_round_with_close_call():
    st = _artillery_game().new_initial_state()
    assert st.phase == "artillery" and st.turn == "german"
    assert [str(a) for a in st.legal_actions()] == ["plan W06 hold", "plan W06 0505", "plan W06 0506"]
    st.apply_action(PlanStrike("W06", "0706"))  # any hex of the map may be planned, listed or not
    assert st.effects["oba"] == [{"side": "german", "card": "W06", "hex": "0706", "round": 1}]
    assert not any("0706" in line for line in st.log_for("soviet"))
    assert any("0706" in line for line in st.log_for("german"))
    assert st.phase == "play" and st.turn == "german"  # the scenario's round-1 initiative is kept
    _to_round_2(st)
    assert st.phase == "artillery" and st.turn == "german" and st.chance["stage"] == "drift_caps"
    st.apply_str("caps 1 on drift")
    assert st.caps["german"] == 4
    roll(st, 1, 5)  # 1 + 1 CAP < 3: drifts 2 hexes toward hexside 4 (SW): 0706 -> 0606 -> 0507
    assert st.chance["impact"] == "0507"
    assert st.phase == "artillery" and st.turn == "soviet"  # V-CC: the Soviets may move a unit first
    moves = [str(a) for a in st.legal_actions()]
    assert moves[0] == "close call pass" and any(m.startswith("close call s") for m in moves)
    st.apply_str("close call pass")
    assert st.chance["stage"] == "strike" and st.chance["victims"] == ["s2"]  # s1 in 0505 is outside
    n = 1
    roll(st, 6, 6)  # 12 >= DV 11 + 4: destroyed
    play_to_turn(st)
    assert st.unit("s2") is None and st.unit("s1") is not None and st.vp["german"] == 1
    assert "W06" in st.discard and "W06" not in st.hands["german"] and "V-CC" in st.hands["soviet"]
    exps = [d for d in st.rolls if d["roll"] in ("drift", "strike")]
    assert exps[0]["roll"] == "drift" and exps[0]["needed"] == 2 and exps[0]["outcome"].startswith("drifts 2")
    strikes = [d for d in exps if d["roll"] == "strike"]
    assert len(strikes) == n and strikes[0]["needed"] == 6 and strikes[0]["rolled"] == 12
    assert strikes[0]["outcome"] == "destroyed"


def test_close_call_moves_a_unit_before_the_dice():
    st = _artillery_game().new_initial_state()
    st.apply_str("plan W06 0505")
    _to_round_2(st)
    st.apply_str("caps 0 on drift")
    roll(st, 6)  # on target
    st.apply_str("close call s2 0507")  # out of the struck hexes
    assert st.unit("s2").hex == st.pos.hexmap.parse("0507") and "V-CC" in st.discard
    assert st.chance["victims"] == ["s1"]


def test_balka_hill_greedy_game_plays_the_artillery_and_replays():
    game = load_game(BALKA)
    st, actions = play_game(game, {"german": GreedyBot(), "soviet": GreedyBot()}, 5)
    assert st.is_terminal()
    log = "\n".join(st.log)
    assert "german: plan W06" in log and "drift die" in log
    again = replay_actions(game, [action_to_dict(a) if not isinstance(a, dict) else a for a in actions])
    assert again.state_hash() == st.state_hash()


def test_air_strike_anti_air_then_attack():
    units = [("g1", "german", "0202", "german_rifles_41", 3), ("s1", "soviet", "0505", "soviet_rifles_41", 0)]
    st = mini_game(units, starting_cards={"german": ["W05"]}).new_initial_state()
    play_to_turn(st)
    assert "air strike W05 0505" in [str(a) for a in st.legal_actions()]
    st.apply_str("air strike W05 0505")
    assert st.chance["stage"] == "aa" and st.chance["aa_unit"] == "s1"
    roll(st, 2, 3)  # 5 + FP 3 = 8 < 15: the airplane attacks
    roll(st, 6, 6)
    play_to_turn(st)
    assert st.unit("s1") is None and "W05" in st.discard
    aa, hit = [d for d in st.rolls if d["roll"] in ("anti_air", "strike")]
    assert aa["needed"] == 12 and aa["outcome"] == "the airplane attacks"
    assert hit["target"] == 11 and hit["plus"][0]["value"] == 5


def test_air_strike_driven_off():
    units = [("g1", "german", "0202", "german_rifles_41", 3), ("s1", "soviet", "0505", "soviet_rifles_41", 0)]
    st = mini_game(units, starting_cards={"german": ["W05"]}).new_initial_state()
    play_to_turn(st)
    st.apply_str("air strike W05 0505")
    roll(st, 6, 6)  # 12 + 3 >= 15
    assert st.chance is None and st.unit("s1").hits == () and st.turn == "soviet"
    assert "driven off" in "\n".join(st.log)
