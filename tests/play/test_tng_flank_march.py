"""The optional French flank march (Borodino special 14, tng_fow.md A.11;
`core.play.tng.flank_march`): committed for one order, the units not
adjacent to an enemy leave for the Flank Box at the end of the turn, the
Flanking marker enters the cup two turns later, its 2d6 arrival roll (12+
arrive on the south-edge entry hexes, 7-11 nothing and +1 on later rolls,
2-6 recall or nothing), the entry hexes closed to the Russians until
then, the Flanking Command always Under Orders, the option checked."""
from __future__ import annotations

import json

import pytest
from tng_helpers import CMD, INF, drive, game, scenario

from core.errors import FormatError
from core.formats.scenariofile import load_scenario
from core.play.actions import Pass, action_to_dict
from core.play.bots import make_bot
from core.play.driver import play_game
from core.play.game import Game
from core.play.replay import replay_actions
from core.play.tng import combat, state_from_dict
from core.play.tng.flank_march import FlankMarch, p_at_least_2d6
from tests.conftest import SAMPLES

NAP = ("nap", "french", "0102", "commander", dict(CMD, orders_rating=2), None, 1)
KUT = ("kut", "russian", "0908", "commander", CMD, None, 4)
OPTION = {"side": "french", "groups": ["fv"], "entry": ["0508", "0608"], "recall_entry": ["0101", "0201"]}
UNITS = [("ri", "russian", "0805", "infantry", INF, "rg", 4),
         ("f1", "french", "0202", "infantry", INF, "fv", 1), ("f2", "french", "0203", "infantry", INF, "fv", 1),
         ("fo", "french", "0302", "infantry", INF, "fg", 1)]


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def start(units=UNITS, rounds=6, **kw):
    return game(scenario([NAP, KUT] + units, rounds=rounds, flank_march=dict(OPTION, **kw))).new_initial_state()


def play_on(st, until):
    """Pass (chance: the first outcome; the Flanking marker is never drawn) until ``until(st)``."""
    for _i in range(2000):
        if until(st):
            return st
        acts = st.legal_actions()
        if st.chance and st.chance["t"] == "draw":
            acts = [a for a in acts if a.marker != "flank_french"] or acts
        st.apply_action(next((a for a in acts if isinstance(a, Pass)), acts[0]))
    raise AssertionError("did not get there")


def to_flank_roll(st):
    play_on(st, lambda s: s.chance == {"t": "draw"} and "flank_french" in s.cup)
    return drive(st, "draw_marker flank_french")


def committed():
    st = start()
    drive(st, "flank_march fv", "order fg")
    return st


def test_the_march_costs_one_order_and_is_offered_for_the_listed_groups():
    st = start()
    assert legal(st) == ["order fv", "order fg", "flank_march fv", "pass"]
    drive(st, "flank_march fv")
    assert st.orders["french"] == ["@flank"]
    assert legal(st) == ["order fv", "order fg", "pass"]        # one of Napoleon's 2 orders is spent
    drive(st, "order fg")
    assert legal(st) == ["pass"] or st.acting != "french"
    assert "flank march by fv" in st.log[-2] and "Borodino special 14" in st.log[-2]


def test_at_the_end_of_the_turn_units_not_adjacent_to_an_enemy_go_to_the_flank_box():
    units = UNITS[:2] + [("f2", "french", "0705", "infantry", INF, "fv", 1)] + UNITS[3:]   # f2 adjacent to ri
    st = start(units)
    drive(st, "flank_march fv", "order fg")
    play_on(st, lambda s: s.turn == 2)
    assert st.units["f1"]["box"] == "flank" and st.units["f2"]["box"] == "map"
    assert st.special["flank"]["units"] == ["f1"] and st.special["flank"]["stage"] == "box"
    assert "the Flanking marker enters the Pool from turn 3" in " ".join(st.log)


def test_the_flanking_marker_enters_the_cup_two_turns_later():
    st = committed()
    play_on(st, lambda s: s.turn == 2 and s.phase == "draw")
    assert "flank_french" not in st.cup
    play_on(st, lambda s: s.turn == 3 and s.phase == "draw")
    assert "flank_french" in st.cup


def test_2d6_twelve_brings_them_in_on_the_entry_hexes():
    st = to_flank_roll(committed())
    assert st.chance == {"t": "flank_roll", "side": "french"}
    outs = st.chance_outcomes()
    assert [str(a) for a, _p in outs][0] == "2d6 2" and abs(sum(p for _a, p in outs) - 1) < 1e-9
    assert dict((str(a), p) for a, p in outs)["2d6 7"] == 6 / 36
    drive(st, "2d6 12")
    assert "the flankers arrive on the entry hexes" in st.log[-1] and "needs 12+ on the dice (3%)" in st.log[-1]
    roll = st.rolls[-1]
    assert roll["roll"] == "flank_roll" and roll["die"] == 12 and roll["needed"] == "12+"
    assert roll["chance"] == pytest.approx(1 / 36) and roll["rule"] == "Borodino special 14"
    assert "fenter f1 0508 f0" in legal(st) and "fenter f2 0608 f5" in legal(st) and "pass" not in legal(st)
    drive(st, "fenter f1 0508 f1")
    assert st.label(st.units["f1"]["hex"]) == "0508" and st.has("f1", "moved")      # entering is its move
    assert st.act["status"] == "under" and st.act["units"] == ["f1"]   # the Flanking Command: always Under Orders
    drive(st, "fenter f2 0608 f1")
    assert "T3: f1 enters the map at 0508 facing 1 (flank march, Borodino special 14)" in st.log


def test_7_to_11_nothing_and_plus_one_on_later_rolls():
    st = to_flank_roll(committed())
    drive(st, "2d6 11")
    assert "nothing happens, +1 on later rolls" in st.log[-1]
    assert st.special["flank"]["bonus"] == 1 and st.units["f1"]["box"] == "flank"
    st = to_flank_roll(st)
    assert st.turn == 4
    drive(st, "2d6 11")            # 11 + 1 = 12
    assert "2d6 11 + 1 = 12" in st.log[-1] and "needs 11+ on the dice (8%)" in st.log[-1]
    assert st.special["flank"]["stage"] == "arrived"


def test_2_to_6_recall_to_the_recall_hexes_or_nothing():
    st = to_flank_roll(committed())
    drive(st, "2d6 6")
    assert legal(st) == ["flank_recall", "flank_wait"]
    wait = drive(st.clone(), "flank_wait")
    assert wait.special["flank"]["bonus"] == 1 and wait.special["flank"]["stage"] == "box"
    drive(st, "flank_recall")
    assert "fenter f1 0101 f0" in legal(st) and not any(" 0508 " in x for x in legal(st))
    drive(st, "fenter f1 0201 f1")
    assert st.label(st.units["f1"]["hex"]) == "0201"


def test_russians_may_not_enter_the_entry_hexes_until_the_flankers_arrive():
    units = UNITS + [("rj", "russian", "0507", "infantry", INF, "rg", 4)]
    st = start(units)
    drive(st, "pass", "order rg", "pick fg")
    play_on(st, lambda s: s.act is not None and s.act["side"] == "russian" and s.act["step"] == "move")
    moves = legal(st)
    assert not any(m.startswith(("tmove rj 0508 ", "tmove rj 0608 ")) for m in moves)
    assert any(m.startswith("tmove rj 0607 ") for m in moves)
    # once arrived, the hexes open
    st.special["flank"] = {"side": "french", "group": "fv", "turn": 1, "units": [], "stage": "arrived", "bonus": 0,
                           "entry": "entry"}
    st.touched()
    assert any(m.startswith("tmove rj 0508 ") for m in legal(st))


def test_units_in_the_flank_box_are_not_lost_for_collapse_and_the_march_survives_json():
    st = committed()
    play_on(st, lambda s: s.turn == 2)
    assert "fv" not in st.collapsed
    back = state_from_dict(st.game, st.to_dict())
    assert back.state_hash() == st.state_hash() and back.units["f1"]["box"] == "flank"


def test_p_at_least_2d6():
    assert p_at_least_2d6(12) == pytest.approx(1 / 36) and p_at_least_2d6(7) == pytest.approx(21 / 36)
    assert p_at_least_2d6(2) == 1


def test_bad_flank_march_option_names_the_path():
    sc = scenario([NAP, KUT] + UNITS, flank_march={"side": "prussian", "groups": ["nope"], "entry": ["9999"],
                                                   "recall_entry": "x"})
    with pytest.raises(FormatError) as e:
        game(sc).new_initial_state()
    text = str(e.value)
    for path in ("$.options.flank_march.side", "$.options.flank_march.groups[0]", "$.options.flank_march.entry[0]",
                 "$.options.flank_march.recall_entry"):
        assert path in text


@pytest.mark.parametrize("seed", [1, 7])
def test_bot_game_on_the_borodino_sample_with_a_flank_march_finishes_and_replays_exactly(seed):
    """The sample (7 turns instead of 4, so the Flanking marker comes): the French commit V Corps on turn 1,
    then the bots play; the 2d6 rolls come and the game replays to the same hash."""
    sc = load_scenario(SAMPLES / "borodino.scenario.json")
    sc.rounds = 7
    g = Game(sc, source="borodino.scenario.json")
    st = g.new_initial_state()
    first = FlankMarch("fr_V")
    st.apply_action(first)
    bots = {s: make_bot(n, seed * 10 + i) for i, (s, n) in enumerate(zip(g.sides, ("greedy", "random")))}
    st, actions = play_game(g, bots, seed, state=st)
    actions = [first] + actions
    assert st.is_terminal() and any(a.type == "2d6" for a in actions)
    again = replay_actions(g, json.loads(json.dumps([action_to_dict(a) for a in actions])))
    assert again.state_hash() == st.state_hash()


def test_after_arriving_the_flanking_marker_activates_them_under_orders_and_their_group_marker_is_idle():
    st = to_flank_roll(committed())
    drive(st, "2d6 12", "fenter f1 0508 f1", "fenter f2 0608 f1")
    play_on(st, lambda s: s.turn == 4 and s.phase == "draw")
    assert "flank_french" in st.cup and "fv" not in st.cup      # fv's units all march with the Flanking Command
    drive(st, "draw_marker flank_french")
    assert st.chance is None and st.act["status"] == "under" and sorted(st.act["units"]) == ["f1", "f2"]
    assert st.act["marker"] == "flank_french"


def test_the_other_side_may_not_retreat_into_the_entry_hexes_either():
    """Away from 0506, unit rj in 0507 may retreat to 0407, 0508 or 0607 (tng 9.62): the entry hex 0508 is
    closed while the march is not over; with 0407 and 0607 held by the enemy it has no retreat (9.63)."""
    units = UNITS + [("rj", "russian", "0507", "infantry", INF, "rg", 4)]
    st = start(units)
    combat.retreat(st, ["rj"], st.data.hexmap.parse("0506"), "test")
    assert st.label(st.units["rj"]["hex"]) in ("0407", "0607")
    blocked = start(units + [("x1", "french", "0407", "infantry", INF, "fg", 1),
                             ("x2", "french", "0607", "infantry", INF, "fg", 1)])
    combat.retreat(blocked, ["rj"], blocked.data.hexmap.parse("0506"), "test")
    assert blocked.units["rj"]["box"] == "eliminated"
