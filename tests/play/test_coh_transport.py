"""Transport and towing in play (rules/coh.md 4.3; E3 15.6-15.11, 16.6 as
the notes give them; the 7 AP reading is play_rules.json ``transport``):
loading, carrying, unloading, towing a gun, what a passenger may do,
attacks on a carrier (the passenger first), a destroyed carrier."""
from __future__ import annotations

import json
import random

import pytest

from core.errors import RulesError
from core.play.actions import Fire, Move
from core.play.bots import GreedyBot, RandomBot
from core.play.coh.costs import action_cost
from core.play.coh.legal import reference_legal_actions
from core.play.coh.observe import observe
from core.play.coh.transport import Hitch, Load, Tow, Unhitch, Unload, Untow
from core.play.describe import describe
from core.play.driver import play_game, sample_chance
from core.play.grouping import kind_label, kind_of
from core.play.replay import make_log, replay_actions
from core.rules.coh.combat import attack
from core.rules.coh.transport import passengers_first
from tests.play.helpers import mini_game, play_to_turn, roll
from tests.play.playout import random_playout


def _apc_game(terrain=None, extra=()):
    return mini_game([("h", "german", "0404", "german_hmg34", 0), ("t", "german", "0403", "german_sdkfz_251_apc", 0),
                      ("r", "soviet", "0408", "soviet_rifles_41", 0), *extra], terrain=terrain)


def _loaded(terrain=None, extra=()):
    st = play_to_turn(_apc_game(terrain, extra).new_initial_state())
    st.apply_str("activate h")
    st.apply_str("load h onto t")
    return play_to_turn(st)


def test_hmg_loads_onto_the_apc_for_its_move_cost():
    # E3 15.9 box, turn A: the HMG enters the APC's open hex and loads: 2 AP (the HMG's move cost)
    st = play_to_turn(_apc_game().new_initial_state())
    st.apply_str("activate h")
    assert Load(units=("h",), vehicle="t") in st.legal_actions()
    st.apply_str("load h onto t")
    play_to_turn(st)
    h, t = st.unit("h"), st.unit("t")
    assert h.carrier == "t" and h.hex == t.hex and h.facing == t.facing
    assert st.activation["german"]["pool"] == 5  # 7 - 2
    assert "R1 german: load h onto t" in st.log


def test_loading_in_the_vehicles_hex_ignores_terrain():
    # same hex: the move cost, terrain and markers ignored (E3 15.7); a rifle squad in heavy woods with the APC
    g = mini_game([("g", "german", "0403", "german_rifles_41", 0), ("t", "german", "0403", "german_sdkfz_251_apc", 0)],
                  terrain={"0403": "heavy_woods"})
    st = play_to_turn(g.new_initial_state())
    st.apply_str("activate g")
    st.apply_str("load g onto t")
    play_to_turn(st)
    assert st.activation["german"]["pool"] == 6


def test_the_vehicle_moves_what_it_carries_with_its_bonus_moves():
    # E3 15.9 box, turn B: the pair moves three hexes with the APC's two bonus moves for its 1 AP move cost
    st = _loaded()
    st.apply_str("pass")
    play_to_turn(st)
    st.apply_str("drive t 0505 via 0503,0504")
    play_to_turn(st)
    h, t = st.unit("h"), st.unit("t")
    assert h.hex == t.hex == st.pos.hexmap.parse("0505") and h.facing == t.facing
    assert st.activation["german"]["pool"] == 4


def test_unload_under_the_vehicle_or_next_to_it_pays_the_units_move_cost():
    # E3 15.9 box, turn C: the HMG unloads under the APC: 2 AP; into adjacent heavy woods: 2 + 1 (coh.md 13 example 18)
    st = _loaded(terrain={"0402": "heavy_woods"})
    st.apply_str("pass")
    play_to_turn(st)
    acts = st.legal_actions()
    assert Unload(units=("h",), to="0403") in acts and Unload(units=("h",), to="0402") in acts
    assert action_cost(st, Unload(units=("h",), to="0403")).ap == 2
    assert action_cost(st, Unload(units=("h",), to="0402")).ap == 3
    st.apply_str("unload h 0402")
    play_to_turn(st)
    h = st.unit("h")
    assert h.carrier is None and h.hex == st.pos.hexmap.parse("0402")
    assert h.facing == st.pos.hexmap.layout.direction_to(st.pos.hexmap.parse("0403"), h.hex)  # faces the way it went


def test_a_carried_unit_may_only_rally_stall_and_unload():
    st = _loaded()
    st.pos = st.pos.replace_unit(st.unit("h").with_(hits=("suppressed",)))
    st.apply_str("pass")
    play_to_turn(st)
    mine = [a for a in st.legal_actions() if "h" in getattr(a, "units", ())]
    assert mine and all(type(a).__name__ in ("Rally", "Stall", "Unload") for a in mine)
    assert any(type(a).__name__ == "Rally" for a in mine)
    with pytest.raises(RulesError, match="transported unit may not attack"):
        attack(st.pos, ["h"], "0408", [3, 3])
    with pytest.raises(RulesError):
        st.apply_action(Move(units=("h",), to=("0404",)))
    assert not any(isinstance(a, Fire) and "h" in a.units for a in st.legal_actions())  # nor as a supporter


def test_attacks_roll_against_the_passenger_first_with_the_apc_bonus():
    # E3 15.11: the passenger first, then the vehicle; E3 16.6: +2 DR in an APC; E3 15.15: no vehicle cover
    st = _loaded()
    res = attack(st.pos, ["r"], "0403", [3, 3, 3, 3])
    assert [r.unit_id for r in res.results] == ["h", "t"]
    names = {t.name: t.value for t in res.results[0].defense}
    assert names.get("apc_bonus") == 2 and "vehicle_cover" not in names
    # beside the APC, not carried: the +1 vehicle cover, no APC bonus
    st2 = play_to_turn(_apc_game().new_initial_state())
    st2.pos = st2.pos.replace_unit(st2.unit("h").with_(hex=st2.unit("t").hex))
    beside = [r for r in attack(st2.pos, ["r"], "0403", [3, 3, 3, 3]).results if r.unit_id == "h"][0]
    terms = {t.name for t in beside.defense}
    assert "vehicle_cover" in terms and "apc_bonus" not in terms


def test_passengers_first_orders_each_passenger_before_its_vehicle():
    st = _loaded()
    t, h, r = st.unit("t"), st.unit("h"), st.unit("r")
    assert [u.id for u in passengers_first([t, r, h])] == ["h", "t", "r"]


def test_a_destroyed_vehicle_unloads_its_passenger_at_once():
    # E3 15.11: the transported unit is unloaded at no cost in the hex
    g = mini_game([("h", "german", "0404", "german_hmg34", 0), ("t", "german", "0403", "german_sdkfz_251_apc", 0),
                   ("a", "soviet", "0303", "soviet_45mm_atg", 1)], initiative="german")
    st = play_to_turn(g.new_initial_state())
    st.apply_str("activate h")
    st.apply_str("load h onto t")
    play_to_turn(st)
    st.apply_str("activate a")
    st.apply_str("fire a -> 0403")
    roll(st, 1, 1, 6, 6)  # the HMG (first) missed, the APC: 6 FP + 3 adjacent + 12 = 21, a critical hit
    while st.chance is not None and st.chance.get("stage") == "react":
        st.apply_str("react pass")
    play_to_turn(st)
    h = st.unit("h")
    assert st.unit("t") is None and h is not None and h.carrier is None and h.hex == st.pos.hexmap.parse("0403")
    assert any("h is unloaded: its vehicle is destroyed" in line for line in st.log)


def test_a_truck_tows_a_field_gun():
    # E3 15.6/16.7: a vehicle tows one field gun; limbering costs the gun's move cost (4 AP), then untow
    g = mini_game([("k", "soviet", "0404", "soviet_45mm_atg", 3), ("v", "soviet", "0404", "soviet_truck", 3),
                   ("x", "soviet", "0405", "soviet_rifles_41", 3)], initiative="soviet")
    st = play_to_turn(g.new_initial_state())
    st.apply_str("activate k")
    acts = st.legal_actions()
    assert Tow(units=("k",), vehicle="v") in acts
    st.apply_str("tow k with v")
    play_to_turn(st)
    assert st.unit("k").carrier == "v" and st.activation["soviet"]["pool"] == 3
    # the truck carries only one unit: the rifles may not board it now
    st.apply_str("pass")
    play_to_turn(st)
    assert not any(isinstance(a, Load) and a.vehicle == "v" for a in st.legal_actions())
    st.apply_str("activate v")
    st.apply_str("move v 0403")
    play_to_turn(st)
    assert st.unit("k").hex == st.pos.hexmap.parse("0403")
    st.apply_str("pass")
    play_to_turn(st)
    untows = [a for a in st.legal_actions() if isinstance(a, Untow)]
    # the gun was spent when the truck's activation replaced its own: a command action for 4 CAPs
    assert untows and all(a.pay == "caps" for a in untows) and Untow(units=("k",), to="0403", pay="caps") in untows
    caps = st.caps["soviet"]
    st.apply_action(Untow(units=("k",), to="0403", pay="caps"))
    play_to_turn(st)
    assert st.unit("k").carrier is None and st.caps["soviet"] == caps - 4


def test_state_round_trip_and_both_sides_see_the_passenger():
    st = _loaded()
    d = st.to_dict()
    assert [u for u in d["units"] if u["id"] == "h"][0]["carrier"] == "t"
    st2 = st.game.state_from_dict(d)
    assert st2.to_dict() == d and st2.unit("h").carrier == "t"
    for side in ("german", "soviet"):
        seen = {u["id"]: u for u in observe(st, side)["units"]}
        assert seen["h"]["carrier"] == "t"


def test_describe_names_the_passenger_and_its_vehicle():
    assert describe(Load(units=("h",), vehicle="t"), {"h": "HMG34", "t": "SdKfz 251"}) == "load HMG34 onto SdKfz 251"
    assert describe(Untow(units=("k",), to="0403"), {"k": "45mm ATG"}) == "untow 45mm ATG 0403"


def _convoy():
    return mini_game([("h", "german", "0404", "german_hmg34", 0), ("t", "german", "0403", "german_sdkfz_251_apc", 0),
                      ("g", "german", "0303", "german_rifles_41", 0), ("o", "german", "0304", "german_opel_blitz", 0),
                      ("k", "soviet", "0607", "soviet_45mm_atg", 3), ("v", "soviet", "0607", "soviet_truck", 3),
                      ("s", "soviet", "0506", "soviet_rifles_41", 3), ("u", "soviet", "0707", "soviet_t_26", 3)],
                     rounds=3)


def test_random_playouts_with_transport_keep_every_invariant():
    def choose(legal, rng):  # a random player fond of its vehicles
        ride = [a for a in legal if isinstance(a, (Load, Unload))]
        return rng.choice(ride) if ride and rng.random() < 0.5 else rng.choice(legal)

    kinds = set()
    for seed in (1, 2, 3):
        st = random_playout(_convoy(), seed, every=5, choose=choose)
        kinds |= {line.split(": ", 1)[1].split(" ")[0] for line in st.log if ": " in line}
    assert {"load", "unload", "tow", "untow"} <= kinds  # transport was played


def test_bot_games_with_transport_replay_exactly():
    game = _convoy()
    for i, bots in enumerate(({"german": RandomBot(3), "soviet": RandomBot(4)},
                              {"german": GreedyBot(5), "soviet": GreedyBot(6)})):
        st, actions = play_game(game, bots, 9 + i)
        assert st.is_terminal()
        doc = json.loads(json.dumps(make_log(game, 9 + i, actions, {"german": "x", "soviet": "y"}, st)))
        again = replay_actions(game, doc["actions"])
        assert again.to_dict() == st.to_dict() and again.state_hash() == doc["final_hash"]


def test_a_tank_tows_an_immobilized_tank_which_may_not_fire():
    # E3 15.10: Immobilized or Stunned vehicles may be towed; tracked ones only by tracked vehicles
    g = mini_game([("d", "german", "0404", "german_pz_iii_h", 0), ("p", "german", "0404", "german_pz_iv_f2", 0),
                   ("o", "german", "0404", "german_opel_blitz", 0), ("r", "soviet", "0408", "soviet_rifles_41", 0)])
    st = play_to_turn(g.new_initial_state())
    st.pos = st.pos.replace_unit(st.unit("d").with_(hits=("immobilized",)))
    st.apply_str("activate p")
    acts = st.legal_actions()
    assert Hitch(units=("p",), vehicle="d") in acts
    assert not any(isinstance(a, Hitch) and a.units == ("o",) for a in acts)  # a wheeled truck: no
    st.apply_str("hitch d to p")
    play_to_turn(st)
    assert st.unit("d").carrier == "p" and st.activation["german"]["pool"] == 6
    with pytest.raises(RulesError, match="transported unit may not attack"):
        attack(st.pos, ["d"], "0408", [3, 3])
    st.apply_str("pass")
    play_to_turn(st)
    st.apply_str("move p 0403")
    play_to_turn(st)
    assert st.unit("d").hex == st.pos.hexmap.parse("0403")  # towed along though immobilized
    st.apply_str("pass")
    play_to_turn(st)
    assert Unhitch(units=("p",), vehicle="d") in st.legal_actions()
    assert not any(isinstance(a, Unload) and a.units == ("d",) for a in st.legal_actions())
    st.apply_str("unhitch d from p")
    play_to_turn(st)
    assert st.unit("d").carrier is None


def test_illegal_loads_say_why():
    g = mini_game([("h", "german", "0404", "german_hmg34", 0), ("t", "german", "0401", "german_sdkfz_251_apc", 0),
                   ("r", "soviet", "0408", "soviet_rifles_41", 0)])
    st = play_to_turn(g.new_initial_state())
    st.apply_str("activate h")
    with pytest.raises(RulesError, match="3 hexes from t: a unit loads from the vehicle's hex or an adjacent one"):
        st.apply_action(Load(units=("h",), vehicle="t"))
    with pytest.raises(RulesError, match="h is not carried"):
        st.apply_action(Unload(units=("h",), to="0405"))
    with pytest.raises(RulesError, match="a vehicle carries one foot unit or tows one field gun"):
        st.apply_action(Load(units=("h",), vehicle="r"))


def test_incremental_legal_actions_equal_the_reference_through_loads_and_unloads():
    st = _convoy().new_initial_state()
    rng = random.Random(4)
    seen = 0
    for _ in range(400):
        if st.is_terminal():
            break
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
            continue
        legal = st.legal_actions()
        assert [str(a) for a in legal] == [str(a) for a in reference_legal_actions(st)]
        ride = [a for a in legal if isinstance(a, (Load, Unload))]
        seen += bool(ride)
        st.apply_action(rng.choice(ride) if ride and rng.random() < 0.5 else rng.choice(legal))
    assert seen > 5


def test_transport_actions_are_grouped_as_one_kind():
    for a in (Load(units=("h",), vehicle="t"), Tow(units=("k",), vehicle="v"), Unload(units=("h",), to="0403"),
              Untow(units=("k",), to="0403"), Hitch(units=("p",), vehicle="d"), Unhitch(units=("p",), vehicle="d")):
        assert kind_of(a) == "transport" and kind_label(kind_of(a)) == "Transport"
