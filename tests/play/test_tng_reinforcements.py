"""Reinforcements (tng 7.41-7.44, seed 004 7.4): a group enters when its
marker is drawn, in one column through one entry hex, each unit paying the
entry hex's cost plus what the unit before it paid; it may be given orders
(7.42), or march by reinforcement extended movement along the road (7.42,
7.43); no enemy unit comes within 2 hexes of an entry hex while
reinforcements still wait (7.44).  Bad reinforcement input is a
`FormatError` naming the file and the JSON path."""
from __future__ import annotations

import copy
import json

import pytest

from core.errors import FormatError
from core.formats.scenariofile import scenario_from_dict
from core.hexgrid import distance
from core.model import Reinforcement
from core.model.unit import UnitPlacement
from core.play.bots import make_bot
from core.play.driver import play_game
from core.play.game import Game
from core.play.replay import make_log, replay_actions
from core.play.tng import not_played
from core.play.tng.explain import action_cost_text, why_not_to
from core.play.tng.observe import observe
from tests.conftest import SAMPLES
from tng_helpers import CMD, INF, drive, game, scenario

ENTRY = "0108"


def build(n=5, road=False, rounds=3, entry=ENTRY, rnd=2, extra_units=(), rating=5):
    """A French reinforcement of ``n`` infantry (MA 4, clear terrain: entry cost 1) due on turn ``rnd``."""
    units = [("nap", "french", "0101", "commander", CMD, None, 1),
             ("kut", "russian", "1408", "commander", CMD, None, 4),
             ("f1", "french", "0303", "infantry", INF, "fg", 1),
             ("r1", "russian", "1201", "infantry", INF, "rg", 4), *extra_units]
    markers = [{"id": g, "side": s, "groups": [g], "orders_rating": rating if g == "fr" else 5}
               for g, s in (("fg", "french"), ("rg", "russian"), ("fr", "french"))]
    sc = scenario(units, markers=markers, rounds=rounds, cols=14, rows=8)
    hm = sc.hexmap
    if road:
        for c in range(1, 15):
            hm.flags[hm.parse(f"{c:02d}08")] = frozenset({"road"})
    col = [UnitPlacement(f"a{i}", "french", None, None, dict(INF, activation_group="fr", brigade=f"b{i}"),
                         "infantry", f"a{i}", 1) for i in range(1, n + 1)]
    sc.reinforcements = [Reinforcement(rnd, "french", col, [hm.parse(entry)])]
    return sc


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def to_activation(st, group, orders=()):
    """Play on to the move step of ``group`` (orders given by the French in
    ``orders``, every d10 a 0, the marker ``group`` drawn first)."""
    for _ in range(400):
        if st.act and st.act["groups"] == [group] and st.act["step"] in ("move", "choose"):
            return st
        if st.is_chance_node():
            outs = [str(a) for a, _p in st.chance_outcomes()]
            st.apply_str(f"draw_marker {group}" if f"draw_marker {group}" in outs else outs[0])
            continue
        la = legal(st)
        want = [f"order {g}" for g in orders if f"order {g}" in la and st.acting == "french"]
        pick = [a for a in la if a == f"pick {group}"]
        st.apply_str((want or pick or (["pass"] if "pass" in la else la))[0])
    raise AssertionError("activation not reached")


def test_waiting_until_due_then_its_marker_goes_into_the_cup():
    """7.41: on turn 1 the turn-2 group waits off the map, its marker is not in
    the cup and it may not be given orders; on turn 2 both."""
    st = game(build()).new_initial_state()
    assert st.units["a1"]["box"] == "reinforcement" and st.units["a1"]["hex"] is None
    assert "order fr" not in legal(st)
    drive(st, "pass", "pass")
    assert "fr" not in st.cup
    while st.turn == 1:
        if st.is_chance_node():
            st.apply_str(str(st.chance_outcomes()[0][0]))
        else:
            st.apply_str("pass" if "pass" in legal(st) else legal(st)[0])
    while st.phase == "orders" and st.acting != "french":
        st.apply_str(str(st.chance_outcomes()[0][0]) if st.is_chance_node() else "pass")
    assert "order fr" in legal(st)   # 7.42: one Orders point puts it Under Orders


def test_column_pays_the_entry_cost_plus_what_the_unit_before_paid():
    """7.41: clear entry hex, infantry MA 4 Under Orders: the first unit
    pays 1 MP to stand in the entry hex, the second 2, the third 3, the
    fourth 4 (it may only stop there), the fifth 5 > 4 and waits."""
    st = to_activation(game(build()).new_initial_state(), "fr", orders=("fr",))
    assert st.act["status"] == "under"
    if st.act["step"] != "move":
        drive(st, "pass")
    costs = []
    for uid, dest in (("a1", "0105"), ("a2", "0107"), ("a3", "0208"), ("a4", ENTRY)):
        assert {a.unit for a in st.legal_actions() if a.type == "tmove"} == {uid}   # only the column's head
        costs.append(action_cost_text(st, next(a for a in st.legal_actions() if str(a) == f"tmove {uid} {ENTRY} f1")))
        drive(st, f"tmove {uid} {dest} f1")
        assert st.units[uid]["box"] == "map" and st.label(st.units[uid]["hex"]) == dest
    assert costs == ["1 MP", "2 MP", "3 MP", "4 MP"]
    assert "T2: a1 enters at 0108 (1 MP in the column, tng 7.41)" in st.log
    assert "T2: a4 enters at 0108 (4 MP in the column, tng 7.41)" in st.log
    assert not [a for a in legal(st) if a.startswith("tmove a5")]   # 5 MP > MA 4: it waits
    assert st.units["a5"]["box"] == "reinforcement"


def test_reach_after_entering_is_what_is_left_of_the_allowance():
    """The first unit enters for 1 MP and moves 3 more hexes of clear (MA
    4): 0104 (4 hexes away) is out of reach, 0105 in."""
    st = to_activation(game(build()).new_initial_state(), "fr", orders=("fr",))
    if st.act["step"] != "move":
        drive(st, "pass")
    dests = {a.to for a in st.legal_actions() if a.type == "tmove" and a.unit == "a1"}
    assert "0105" in dests and "0104" not in dests
    assert all(distance(st.data.hexmap.parse(d), st.data.hexmap.parse(ENTRY)) <= 3 for d in dests)


def test_no_orders_reinforcement_has_half_its_allowance():
    """7.42 third case: not ordered, it rolls or acts with No Orders (MA 2):
    the first unit enters for 1 and moves one hex more."""
    st = to_activation(game(build()).new_initial_state(), "fr")
    assert legal(st) == ["orders_roll", "no_orders"]     # no road at the entry hex: no march
    drive(st, "no_orders")
    assert st.act["step"] == "move"
    dests = {a.to for a in st.legal_actions() if a.type == "tmove" and a.unit == "a1"}
    assert dests and all(distance(st.data.hexmap.parse(d), st.data.hexmap.parse(ENTRY)) <= 1 for d in dests)


def test_march_along_the_road_doubles_the_allowance_and_leaving_it_ends_it():
    """7.42-7.43: not ordered, the group may march: MA x2 (8) along the road
    only: 1 MP to enter, 7 hexes of road (road rate 1) east; a unit that
    leaves the road turns the command to No Orders."""
    st = to_activation(game(build(road=True)).new_initial_state(), "fr")
    assert "march" in legal(st)
    drive(st, "march")
    assert st.act["status"] == "march" and st.act["step"] == "move"
    dests = {a.to for a in st.legal_actions() if a.type == "tmove" and a.unit == "a1"}
    assert "0808" in dests                    # 7 road hexes beyond the entry hex
    assert "0908" not in dests                # 8: one more than is left
    drive(st, "tmove a1 0107 f1")             # off the road: 1 paid + 1 of clear at No Orders (MA 2)
    assert st.act["status"] == "none" and st.act.get("mode") is None
    assert "T2: fr leave the road: No Orders from now on (tng 7.42)" in st.log
    assert {a.to for a in st.legal_actions() if a.type == "tmove"} == {ENTRY}


def test_march_not_offered_on_a_later_activation():
    """7.43: only while units of the group still wait to enter (its first activation)."""
    st = to_activation(game(build(n=1, road=True)).new_initial_state(), "fr")
    drive(st, "march", "tmove a1 0308 f1")
    while st.turn == 2:
        if st.is_chance_node():
            st.apply_str(str(st.chance_outcomes()[0][0]))
        else:
            st.apply_str("pass" if "pass" in legal(st) else legal(st)[0])
    st = to_activation(st, "fr")
    assert "march" not in legal(st)


def test_enemy_may_not_approach_an_entry_hex_while_reinforcements_wait():
    """7.44: on turn 1 the Russian unit at 0306 may not end within 2 hexes of
    the French entry hex 0108 (the same scenario without reinforcements lets
    it); why_not_to says so."""
    r2 = ("r2", "russian", "0306", "infantry", INF, "rg", 4)   # 3 hexes from the entry hex
    st = to_activation(game(build(extra_units=[r2])).new_initial_state(), "rg")
    if st.act["step"] == "choose":
        drive(st, "no_orders")
    if st.act["step"] != "move":
        drive(st, "pass")
    hm = st.data.hexmap
    e = hm.parse(ENTRY)
    dests = {a.to for a in st.legal_actions() if a.type == "tmove" and a.unit == "r2"}
    start = distance(hm.parse("0306"), e)
    assert dests and all(distance(hm.parse(d), e) > 2 or distance(hm.parse(d), e) >= start for d in dests)
    near = "0307"   # adjacent to 0306, 2 hexes from 0108
    assert "tng 7.44" in why_not_to(st, "r2", near)
    sc = build(extra_units=[r2])
    sc.reinforcements = []
    free = to_activation(game(sc).new_initial_state(), "rg")
    if free.act["step"] == "choose":
        drive(free, "no_orders")
    if free.act["step"] != "move":
        drive(free, "pass")
    assert near in {a.to for a in free.legal_actions() if a.type == "tmove" and a.unit == "r2"}


def test_state_with_waiting_units_round_trips_and_is_observed():
    st = to_activation(game(build()).new_initial_state(), "fr", orders=("fr",))
    if st.act["step"] != "move":
        drive(st, "pass")
    drive(st, "tmove a1 0105 f2")
    again = st.game.state_from_dict(json.loads(json.dumps(st.to_dict())))
    assert again.state_hash() == st.state_hash()
    assert legal(again) == legal(st)
    seen = {u["id"]: u for u in observe(st, "russian")["units"]}
    assert seen["a2"]["box"] == "reinforcement" and seen["a1"]["hex"] == "0105"
    assert st.clone().state_hash() == st.state_hash()


def _doc(**change):
    d = json.loads((SAMPLES / "tng_borodino_outpost.scenario.json").read_text())
    d["options"]["activation_markers"].append({"id": "fr_rein", "side": "french", "groups": ["fr_rein"],
                                               "orders_rating": 5})
    unit = {"id": "fr_r1", "side": "french", "kind": "infantry", "name": "Reinforcement",
            "stats": {"activation_group": "fr_rein", "brigade": "rein", "cohesion": 7, "ma": 4, "sp": 5}}
    d["reinforcements"] = [dict({"round": 2, "side": "french", "entry_hexes": ["0120"], "units": [unit]}, **change)]
    return d


def _problems(d) -> str:
    with pytest.raises(FormatError) as e:
        Game(scenario_from_dict(d, "reinf.scenario.json", base_dir=str(SAMPLES)), source="reinf.scenario.json")
    return str(e.value)


def test_the_sample_shaped_reinforcement_is_accepted():
    g = Game(scenario_from_dict(_doc(), "reinf.scenario.json", base_dir=str(SAMPLES)), source="reinf.scenario.json")
    assert g.data.arrivals["fr_r1"]["round"] == 2


def test_reinforcement_past_the_last_turn_names_file_and_path():
    msg = _problems(_doc(round=9))
    assert "reinf.scenario.json" in msg and "$.reinforcements[0].round" in msg and "4 rounds" in msg


def test_unknown_entry_hex_names_file_and_path():
    with pytest.raises(FormatError) as e:
        scenario_from_dict(_doc(entry_hexes=["9999"]), "reinf.scenario.json", base_dir=str(SAMPLES))
    msg = str(e.value)
    assert "reinf.scenario.json" in msg and "$.reinforcements[0].entry_hexes" in msg and "9999" in msg


def test_no_entry_hex_and_unknown_group_name_the_path():
    d = _doc(entry_hexes=[])
    assert "$.reinforcements[0].entry_hexes" in _problems(d) and "tng 7.41" in _problems(d)
    d = _doc()
    d["reinforcements"][0]["units"][0]["stats"]["activation_group"] = "nobody"
    msg = _problems(d)
    assert "$.reinforcements[0].units[0].stats.activation_group" in msg and "reinf.scenario.json" in msg


def test_entry_hex_the_unit_may_not_enter_names_the_path():
    d = _doc()
    sc = scenario_from_dict(d, "reinf.scenario.json", base_dir=str(SAMPLES))
    h = sc.reinforcements[0].entry_hexes[0]
    sc.hexmap = copy.deepcopy(sc.hexmap)
    sc.hexmap.terrain[h] = "river"   # no movement column may enter it (chart)
    with pytest.raises(FormatError) as e:
        Game(sc, source="reinf.scenario.json")
    assert "$.reinforcements[0].entry_hexes" in str(e.value) and "tng 7.21, 7.41" in str(e.value)


def test_play_rules_no_longer_lists_reinforcements():
    assert "reinforcements_7_4" not in not_played()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_bot_games_with_reinforcements_finish_and_replay_exactly(seed):
    """Orders, marching and entering played by bots (greedy against random)
    end, the reinforcement entered (its Orders Rating 9: an orders roll
    always passes, tng 5.28), and the log replays to the same state hash."""
    g = game(build(road=True, rating=9))
    names = ("random", "greedy") if seed % 2 else ("greedy", "random")
    bots = {s: make_bot(n, seed * 10 + i) for i, (s, n) in enumerate(zip(g.sides, names))}
    st, actions = play_game(g, bots, seed)
    assert st.is_terminal()
    assert any("enters at 0108" in line for line in st.log)
    doc = make_log(g, seed, actions, dict(zip(g.sides, names)), st)
    again = replay_actions(g, json.loads(json.dumps(doc["actions"])))
    assert again.state_hash() == st.state_hash() == doc["final_hash"]


def test_under_orders_reinforcement_may_use_extended_movement_off_the_road():
    """7.42 first case: Under Orders by an order point, the group may choose
    extended movement (7.13, MA x2 while 3+ hexes from every enemy), not
    bound to a road: the first unit enters for 1 MP and has 7 left."""
    st = to_activation(game(build()).new_initial_state(), "fr", orders=("fr",))
    if st.act["step"] != "move":
        drive(st, "pass")
    assert "extended" in legal(st)
    drive(st, "extended")
    hm = st.data.hexmap
    dests = {a.to for a in st.legal_actions() if a.type == "tmove" and a.unit == "a1"}
    assert "0101" in dests                                   # 7 hexes north of 0108, no road there
    assert max(distance(hm.parse(d), hm.parse(ENTRY)) for d in dests) == 7
