"""Scripted fow games: the steps of a player turn, rate of fire when moving
(seed 001 p. 91), concealment and gone to ground (p. 90), digging in,
proximity, assaults, bailing out and remounting, hidden teams, victory."""
from __future__ import annotations

import pytest

from core.errors import RulesError
from core.play.actions import Pass, action_from_dict, action_to_dict
from core.play.fow.actions import Assault, DigIn, fire, move
from core.play.fow.legal import shot
from core.play.observer import observe
from tests.play.fow_helpers import fow_game, roll, strs

RIFLE, MG, HMG, SHERMAN, PAK = "us_rifle_team", "german_mg_team", "us_hmg_team", "us_m4_sherman", "german_pak40"


def start(game):
    st = game.new_initial_state()
    assert st.step == "movement" and st.current_player() == "us"
    return st


def to_step(st, step):
    while st.step != step:
        st.apply_action(Pass())
    return st


def test_turn_steps_alternate_and_the_turn_limit_ends_in_a_draw():
    g = fow_game([("u1", "us", "0101", RIFLE, None, {}), ("g1", "german", "1208", MG, None, {})], rounds=2)
    st = start(g)
    seen = []
    while not st.is_terminal():
        seen.append((st.round, st.turn, st.step))
        st.apply_action(Pass())
    assert seen == [(1, "us", "movement"), (1, "us", "shooting"), (1, "us", "assault"),
                    (1, "german", "movement"), (1, "german", "shooting"), (1, "german", "assault"),
                    (2, "us", "movement"), (2, "us", "shooting"), (2, "us", "assault"),
                    (2, "german", "movement"), (2, "german", "shooting"), (2, "german", "assault")]
    assert st.winner() is None and st.returns() == {"us": 0.0, "german": 0.0}
    assert "turn limit" in st.reason


def test_moved_team_fires_at_the_moving_rof_and_a_halted_one_at_full_rof():
    # MG ROF 3 -> 1 when moved (table 1-3 -> 1); HMG ROF 6 -> its own moving ROF 3
    g = fow_game([("h", "us", "0104", HMG, None, {}), ("m", "us", "0204", MG, None, {}, False, None),
                  ("t", "german", "0904", RIFLE, None, {})])
    st = start(g)
    assert shot(st, "h", "t").dice == 6
    st.apply_action(move("h", "0304"))
    st.apply_action(move("m", "0205") if "move m 0205" in strs(st) else Pass())
    to_step(st, "shooting")
    assert shot(st, "h", "t").dice == 3
    assert shot(st, "m", "t").dice == 1


def test_to_hit_follows_concealment_and_gone_to_ground():
    # a trained rifle team in the open: stationary infantry is concealed (+1) and gone to ground (+1) -> 5+
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0604", MG, None, {}),
                  ("g2", "german", "0607", MG, None, {})], rounds=3)
    st = start(g)
    to_step(st, "shooting")
    st.apply_action(fire("u", "g"))                 # u fires: no longer gone to ground
    roll(st, 1)                                    # a miss
    to_step(st, "movement")                        # german turn
    assert st.turn == "german"
    s = shot(st, "g2", "u")
    assert (s.concealed, s.gone_to_ground, s.to_hit) == (True, False, 4)
    st.apply_action(Pass())
    st.apply_action(Pass())
    st.apply_action(Pass())                        # us turn 2: flags cleared at the start
    assert st.turn == "us" and st.pos["u"]["status"] == []
    st.apply_action(move("u", "0204"))             # moved in the open: not concealed -> 3+
    to_step(st, "movement")                        # german turn 2
    s = shot(st, "g2", "u")
    assert (s.concealed, s.to_hit) == (False, 3)


def test_a_team_that_does_not_shoot_goes_to_ground():
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0604", MG, None, {})])
    st = start(g)
    to_step(st, "movement")
    while st.turn == "us":
        st.apply_action(Pass())
    v = [t for t in observe(st, "german")["teams"] if t["id"] == "u"][0]
    assert v["gone_to_ground"] and v["status"] == []
    assert shot(st, "g", "u").to_hit == 5


def test_digging_in_is_a_skill_test_and_counts_as_moved_for_rof_only():
    g = fow_game([("m", "us", "0104", MG, None, {"skill": "trained"}, False), ("g", "german", "0704", RIFLE, None, {})])
    st = start(g)
    st.apply_action(DigIn("m"))
    roll(st, 3)                                    # trained skill test 4+: failed
    assert "dug_in" not in st.pos["m"]["status"] and "digging_in" in st.pos["m"]["status"]
    to_step(st, "shooting")
    assert shot(st, "m", "g").dice == 1            # ROF 3 as moved
    while st.turn == "us":
        st.apply_action(Pass())
    s = shot(st, "g", "m")                         # still concealed and gone to ground: 3 + 2
    assert (s.concealed, s.gone_to_ground, s.to_hit) == (True, True, 5)
    st2 = start(g)
    st2.apply_action(DigIn("m"))
    roll(st2, 4)
    assert "dug_in" in st2.pos["m"]["status"]
    assert "dig_in m" not in strs(st2)


def test_no_move_ends_next_to_an_enemy_nor_into_its_hex():
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0404", MG, None, {})])
    st = start(g)
    dests = {a.to[0] for a in st.legal_actions() if hasattr(a, "to")}
    assert dests and "0404" not in dests
    gh = st.pos["g"]["hex"]
    from core.hexgrid import distance
    assert all(distance(g.scenario.hexmap.parse(d), gh) >= 2 for d in dests)
    with pytest.raises(RulesError):
        st.apply_action(move("u", "0304"))


def test_shooting_resolves_hits_saves_and_kills():
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0504", MG, None, {"skill": "conscript"})],
                 vp_per_kill=2)
    st = start(g)
    to_step(st, "shooting")
    s = shot(st, "u", "g")
    assert s.to_hit == 4 and s.dice == 1 and s.save == 3      # conscript 2+ concealed & gone to ground
    st.apply_action(fire("u", "g"))
    roll(st, 4)                                              # a hit
    roll(st, 2)                                              # failed 3+ save in the open: destroyed
    assert st.is_terminal() and st.winner() == "us" and st.vp["us"] == 2
    assert "no teams left" in st.reason


def _facing_front_to(a: str, b: str) -> int:
    """A facing for a team in ``a`` whose front arc holds ``b`` (on the mini map)."""
    from core.model import HexMap
    from core.rules.fow.shooting import armour_arc
    from core.rules.fow.teams import Armour, Team
    hm = HexMap(12, 8, "fow")
    for f in range(6):
        t = Team("x", "vehicle", hex=hm.parse(a), facing=f, armour=Armour(6, 4))
        if armour_arc(hm, t, hm.parse(b)) == "front":
            return f
    raise AssertionError("no facing")


def test_armour_glancing_hit_bails_out_then_remount_test():
    g = fow_game([("a", "us", "0104", SHERMAN, _facing_front_to("0104", "0704"), {}),
                  ("p", "german", "0704", PAK, 3, {}), ("r", "us", "0101", RIFLE, None, {})])
    st = start(g)
    to_step(st, "movement")
    while st.turn == "us":
        st.apply_action(Pass())
    to_step(st, "shooting")
    s = shot(st, "p", "a")
    assert s.armour_arc == "front" and s.to_hit == 3       # trained tank, moved? no: halted in the open
    st.apply_action(fire("p", "a"))
    roll(st, 6, 6)                                           # two hits on 3+ (a tank in the open is not concealed)
    armour = st.chance["armour"]
    assert armour == 6
    # die + armour == AT 12 -> glancing; Firepower 3+ passed -> bailed out
    roll(st, 12 - armour, 3)
    roll(st, 1, 2)                                           # second hit penetrates, Firepower 3+ failed: bailed out
    assert "bailed_out" in st.pos["a"]["status"] and st.pos["a"]["hex"] is not None
    while st.turn == "german":
        st.apply_action(Pass())
    assert st.step == "start" and st.chance["test"] == "remount"
    roll(st, 4)                                              # confident: 4+
    assert "bailed_out" not in st.pos["a"]["status"] and st.step == "movement"


def test_bailed_out_vehicles_neither_move_nor_shoot():
    g = fow_game([("a", "us", "0104", SHERMAN, 0, {"status": ["bailed_out"]}), ("g", "german", "0704", MG, None, {})])
    st = g.new_initial_state()
    assert st.step == "start" and st.chance["test"] == "remount"
    roll(st, 1)
    assert st.step == "movement" and strs(st) == ["pass"]


def test_assault_defensive_fire_then_a_hit_destroys_without_save():
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0304", RIFLE, None, {}, False),
                  ("g2", "german", "1208", RIFLE, None, {})])
    st = start(g)
    to_step(st, "assault")
    assert "assault u -> g" in strs(st)
    st.apply_action(Assault("u", "g"))
    spec = st.chance
    assert spec["df"] is not None and spec["attack"]["to_hit"] == 3
    roll(st, 1)                                              # defensive fire misses
    roll(st, 3)                                              # assault hits on 3+: destroyed, no save
    assert st.pos["g"]["hex"] is None and st.pos["u"]["hex"] == g.scenario.hexmap.parse("0304")
    assert "assaulted" in st.pos["u"]["status"] and st.kills["us"] == 1


def test_assault_stopped_when_defensive_fire_destroys_the_assaulter():
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("u2", "us", "0101", RIFLE, None, {}),
                  ("g", "german", "0304", MG, None, {})])
    st = start(g)
    to_step(st, "assault")
    st.apply_action(Assault("u", "g"))
    assert [d["firer"] for d in st.chance["df"]] == ["g"]    # the only team within 8" (tng_fow.md B.5)
    n = st.chance["df"][0]["rof"]
    roll(st, *([6] + [1] * (n - 1)))                         # one hit
    roll(st, 1)                                              # failed save
    assert st.pos["u"]["hex"] is None and st.pos["g"]["hex"] is not None and not st.is_chance_node()


def test_hidden_team_is_not_seen_nor_targeted_until_revealed():
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0804", MG, None, {}, True),
                  ("g2", "german", "1208", MG, None, {})])
    st = start(g)
    assert "fire u -> g" not in strs(to_step(st.clone(), "shooting"))
    assert [t["id"] for t in observe(st, "us")["teams"]] == ["u", "g2"]
    assert "g" in [t["id"] for t in observe(st, "german")["teams"]]
    st.apply_action(move("u", "0404"))                       # within 8": revealed
    assert not st.pos["g"]["hidden"]
    assert "g" in [t["id"] for t in observe(st, "us")["teams"]]


def test_objective_taken_at_the_start_of_the_owners_turn_wins():
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "1208", MG, None, {})],
                 control=[("0304", 3, "german")])
    st = start(g)
    st.apply_action(move("u", "0304"))
    while st.turn == "us":
        st.apply_action(Pass())
    assert not st.is_terminal()                              # german turn: us has not won yet
    while not st.is_terminal():
        st.apply_action(Pass())
    assert st.winner() == "us" and st.vp["us"] == 3 and "objective 0304" in st.reason and st.round == 1


def test_observer_shows_status_and_only_the_player_to_act_gets_actions():
    g = fow_game([("u", "us", "0104", RIFLE, None, {"status": ["dug_in"]}), ("g", "german", "1208", MG, None, {})])
    st = start(g)
    o = observe(st, "us")
    me = o["teams"][0]
    assert me["dug_in"] and me["concealed"] and me["gone_to_ground"] and "legal_actions" in o
    assert "legal_actions" not in observe(st, "german")
    with pytest.raises(ValueError):
        observe(st, "soviet")


def test_fow_actions_round_trip_through_dicts():
    for a in (DigIn("u1"), Assault("u1", "g2"), move("u1", "0304"), fire("u1", "g2")):
        assert action_from_dict(action_to_dict(a)) == a
    assert str(Assault("u1", "g2")) == "assault u1 -> g2" and str(DigIn("x")) == "dig_in x"


def test_greedy_shoots_the_best_to_hit_and_otherwise_goes_to_ground():
    from core.play.fow.greedy import greedy_scores
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g1", "german", "0504", PAK, 3, {}),
                  ("g2", "german", "0506", PAK, 3, {})], terrain={"0504": "woods"})
    st = start(g)
    to_step(st, "shooting")
    acts = st.legal_actions()
    scores = dict(zip(map(str, acts), greedy_scores(st, acts)))
    assert shot(st, "u", "g1").to_hit > shot(st, "u", "g2").to_hit
    assert max(scores, key=scores.get) == "fire u -> g2" and scores["pass"] < scores["fire u -> g1"]
    st.apply_action(fire("u", "g2"))
    roll(st, 1)
    assert strs(st) == ["pass"]


def test_vehicle_entering_difficult_going_makes_a_bog_check_and_frees_itself_later():
    g = fow_game([("a", "us", "0104", SHERMAN, 0, {}), ("g", "german", "1208", MG, None, {})],
                 terrain={"0304": "woods"})
    st = start(g)
    st.apply_action(move("a", "0304"))
    assert st.is_chance_node() and st.chance["test"] == "bog" and st.chance["needed"] == 2   # tng_fow.md B.5
    roll(st, 1)
    assert "bogged" in st.pos["a"]["status"]
    while st.turn == "us":
        st.apply_action(Pass())
    while st.turn == "german":
        st.apply_action(Pass())
    assert st.chance["test"] == "unbog" and st.chance["needed"] == 4                         # trained skill test
    roll(st, 3)
    assert "bogged" in st.pos["a"]["status"] and strs(st) == ["pass"]
    st2 = start(g)
    st2.apply_action(move("a", "0304"))
    roll(st2, 2)
    assert "bogged" not in st2.pos["a"]["status"] and not st2.is_chance_node()
