"""Flames of War of issue 13: defensive fire from every team within 8
inches of the assaulting team, counter-attack and breaking off
(tng_fow.md B.5), the bogging special rules (B.5: Heavy Tank / Overloaded
bog on 1-2, Wide Tracks frees on 4+, Unreliable breaks down on a 1 At the
Double), night spotting (B.2; the distance assumed in tables.json, switched
on by the scenario option ``night``), and no legal shot without its odds
(the playtest's "no visible target" only where there is none)."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from core.errors import FormatError
from core.play.actions import Pass
from core.play.bots import make_bot
from core.play.driver import play_game
from core.play.fow.actions import Assault
from core.play.fow import not_played
from core.play.fow.explain import hit_chances
from core.play.fow.legal import shot
from core.play.game import load_game
from core.play.replay import make_log, replay_actions
from core.rules.fow.movement import bog_check, breaks_down, unbog_needed
from core.rules.fow.teams import catalogue_team
from tests.conftest import SAMPLES
from tests.play.fow_helpers import fow_game, roll, strs

RIFLE, MG, STUART = "us_rifle_team", "german_mg_team", "us_m5a1_stuart"


def to_step(st, step):
    while st.step != step:
        st.apply_action(Pass())
    return st


def _assault_game():
    return fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0304", MG, None, {}),
                     ("g2", "german", "0504", MG, None, {}), ("g3", "german", "0704", MG, None, {})])


def test_defensive_fire_from_every_team_within_8_inches_then_the_defender_breaks_off():
    st = to_step(_assault_game().new_initial_state(), "assault")
    st.apply_action(Assault("u", "g"))
    spec = st.chance
    assert [d["firer"] for d in spec["df"]] == ["g", "g2"]       # g3 is 6 hexes = 12" away: beyond 8"
    assert spec["counter"]["needed"] == 4                         # confident: motivation 4+
    roll(st, *[1] * (spec["df"][0]["rof"] + spec["df"][1]["rof"]))   # every defensive-fire die misses
    roll(st, 1)                                                   # the assault die misses (veteran: 4+)
    roll(st, 2)                                                   # g fails its motivation test: breaks off
    hm = st.data.hexmap
    # the free neighbour farthest from u (0403 and 0404 are 3 hexes away: label order), u consolidates
    assert st.label(st.pos["g"]["hex"]) == "0403" and st.label(st.pos["u"]["hex"]) == "0304"
    assert any("fails its motivation test (4+, tng_fow.md B.5) and breaks off" in x for x in st.log)
    assert any(x.endswith("defensive fire g2 -> u: 0 hit(s)") for x in st.log) and hm


def test_an_unharmed_defender_that_passes_counter_attacks():
    st = to_step(_assault_game().new_initial_state(), "assault")
    st.apply_action(Assault("u", "g"))
    spec = st.chance
    roll(st, *[1] * (spec["df"][0]["rof"] + spec["df"][1]["rof"]))
    roll(st, 1)                     # assault misses
    roll(st, 5)                     # motivation passed: counter-attack, hitting the trained rifle team on 3+
    roll(st, 3)                     # hit: destroyed (no save in an assault, play_rules.json assault_no_save)
    assert st.pos["u"]["hex"] is None and st.kills["german"] == 1
    assert any("counter-attack by g hits u" in x for x in st.log)


def test_five_defensive_fire_hits_from_two_teams_stop_the_assault():
    st = to_step(_assault_game().new_initial_state(), "assault")
    st.apply_action(Assault("u", "g"))
    n1, n2 = st.chance["df"][0]["rof"], st.chance["df"][1]["rof"]
    assert n1 + n2 >= 5
    hits1 = min(n1, 3)
    roll(st, *([6] * hits1 + [1] * (n1 - hits1)))
    roll(st, *[6] * hits1)                                        # all saved (3+)
    roll(st, *([6] * (5 - hits1) + [1] * (n2 - (5 - hits1))))
    roll(st, *[6] * (5 - hits1))
    assert not st.is_chance_node() and st.pos["u"]["hex"] is not None and st.pos["g"]["hex"] is not None
    assert any("stopped by defensive fire (5 hit(s))" in x for x in st.log)


def test_bogging_special_rules():
    plain = catalogue_team(STUART)
    over = replace(plain, overloaded=True)
    assert bog_check(plain, "difficult", 2) == "passed" and bog_check(over, "difficult", 2) == "bogged"
    assert bog_check(over, "difficult", 3) == "passed"            # Overloaded bogs on 1-2 (tng_fow.md B.5)
    assert unbog_needed(plain) == 4 and unbog_needed(replace(plain, skill="conscript")) == 5
    assert unbog_needed(replace(plain, skill="conscript", wide_tracks=True)) == 4     # Wide Tracks frees on 4+
    assert breaks_down(replace(plain, unreliable=True), 1) and not breaks_down(replace(plain, unreliable=True), 2)
    assert not breaks_down(plain, 1)


def test_wide_tracks_read_from_the_scenario_set_the_unbog_test():
    g = fow_game([("s", "us", "0104", STUART, 1, {"wide_tracks": True, "skill": "conscript", "status": ["bogged"]}),
                  ("g", "german", "1208", MG, None, {})], initiative="german")
    st = g.new_initial_state()
    to_step(st, "assault")
    st.apply_action(Pass())                                       # the US turn: the unbog test
    assert st.chance["test"] == "unbog" and st.chance["needed"] == 4


def test_night_limits_spotting_to_8_inches():
    units = [("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0604", MG, None, {})]
    day = to_step(fow_game(units).new_initial_state(), "shooting")
    night = to_step(fow_game(units, options={"inches_per_hex": 2, "night": True}).new_initial_state(), "shooting")
    assert "fire u -> g" in strs(day) and "fire u -> g" not in strs(night)     # 5 hexes = 10" > 8" at night
    assert "night" in shot(night, "u", "g").reason
    close = [("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0504", MG, None, {})]
    st = to_step(fow_game(close, options={"inches_per_hex": 2, "night": True}).new_initial_state(), "shooting")
    assert "fire u -> g" in strs(st)                              # 4 hexes = 8": seen


def test_a_night_option_that_is_not_true_or_false_is_refused_with_its_path():
    with pytest.raises(FormatError) as e:
        fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0504", MG, None, {})],
                 options={"night": "yes"})
    assert "$.options.night" in str(e.value) and "true or false" in str(e.value)


@pytest.mark.parametrize("name", ["fow_platoon_action.scenario.json", "fow_table_patrol.scenario.json"])
def test_every_legal_shot_or_bombardment_has_its_odds(name):
    """The playtest writes "no visible target" beside a fire action only when
    `hit_chances` is empty: it must never be for a legal one (issue 13)."""
    game = load_game(str(SAMPLES / name))
    rng = random.Random(3)
    for _ in range(3):
        st = game.new_initial_state()
        seen = 0
        while not st.is_terminal() and seen < 400:
            if st.is_chance_node():
                st.apply_action(rng.choice([a for a, _p in st.chance_outcomes()]))
                continue
            acts = st.legal_actions()
            for a in acts:
                if a.type in ("fire", "bombard", "smoke"):
                    ch = hit_chances(st, a)
                    assert ch and ch[0][0] == a.target and 0 < ch[0][1] <= 1, (str(a), ch)
            non_pass = [a for a in acts if a.type != "pass"]
            st.apply_action(rng.choice(non_pass) if non_pass and rng.random() < 0.8 else rng.choice(acts))
            seen += 1


def test_every_rule_of_the_fow_notes_is_played():
    assert not_played() == {}         # issue 13: the list ends empty


@pytest.mark.parametrize("name", ["fow_platoon_action.scenario.json", "fow_table_patrol.scenario.json"])
def test_night_bot_games_end_and_replay_exactly(name):
    game = load_game(str(SAMPLES / name), night=True)
    for seed, names in ((2, ("random", "greedy")), (4, ("greedy", "greedy"))):
        bots = {s: make_bot(n, seed * 10 + i) for i, (s, n) in enumerate(zip(game.sides, names))}
        st, actions = play_game(game, bots, seed)
        assert st.is_terminal() and st.data.night
        doc = make_log(game, seed, actions, dict(zip(game.sides, names)), st)
        assert replay_actions(game, json.loads(json.dumps(doc["actions"]))).state_hash() == doc["final_hash"]
