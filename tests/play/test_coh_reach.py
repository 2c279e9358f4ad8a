"""The reach term of the coh evaluation (core/play/coh/reach.py): a unit
advancing on an objective raises its side's value with every hex, taking
the objective scores more than standing next to it, and a holder's unit
in the hex lowers the other side's reach; taking an objective pays even
with many units of both sides near it."""
from __future__ import annotations

import random
from dataclasses import replace

from core.play.coh.flow import update_control
from core.play.coh.reach import REACH, reach_terms
from core.play.bots import make_bot
from core.play.driver import sample_chance
from core.play.evaluate import score, terms
from core.play.game import load_game
from tests.balance.helpers import BALKA, PARTISANS
from tests.balance.test_mcts import _advance

OBJ = "0611"  # Partisans: the objective, held by the Soviets at the start


def _placed(st, moves: dict[str, str]):
    """A clone of ``st`` with the units of ``moves`` ({id: hex label}) moved there."""
    t = st.clone()
    hm = t.pos.hexmap
    t.pos = replace(t.pos, units=tuple(u.with_(hex=hm.parse(moves[u.id])) if u.id in moves else u
                                       for u in t.pos.units))
    t.touched()
    return t


def _start():
    st = _advance(load_game(str(PARTISANS)), 3, 1)
    assert st.control[OBJ] == "soviet" and st.unit("g_rifles_2") is not None
    assert not any(st.pos.hexmap.label(u.hex) == OBJ for u in st.pos.units)
    return st


def test_advancing_on_an_objective_raises_the_reach():
    st = _start()
    far = reach_terms(_placed(st, {"g_rifles_2": "0618"}), "german")["reach"]
    line = [reach_terms(_placed(st, {"g_rifles_2": h}), "german")["reach"] for h in ("0615", "0614", "0613", "0612")]
    assert far < line[0] < line[1] < line[2] < line[3]
    assert reach_terms(_placed(st, {"g_rifles_2": "0612"}), "soviet")["reach"] == -line[3]  # own minus enemy


def test_taking_the_objective_beats_standing_next_to_it():
    st = _start()
    near = _placed(st, {"g_rifles_2": "0612"})
    took = _placed(st, {"g_rifles_2": OBJ})
    update_control(took)  # coh.md 9: the marker flips to the unit that enters
    assert took.control[OBJ] == "german"

    def value(t):
        tm = terms(t, "german")
        return tm["objectives"] + tm["reach"] + tm["vp"]

    assert value(took) > value(near) > value(st)
    assert reach_terms(took, "german")["reach"] < reach_terms(near, "german")["reach"]  # nothing left to reach


def test_a_holder_in_the_hex_halves_the_reach_on_it():
    st = _start()
    open_ = reach_terms(_placed(st, {"g_rifles_2": "0612"}), "german")["reach"]
    held = reach_terms(_placed(st, {"g_rifles_2": "0612", "s_rifles_2": OBJ}), "german")["reach"]
    assert 0 < held < open_
    assert REACH > 0


def test_taking_pays_with_many_units_near_on_both_sides():
    """Balka Hill round 3 after greedy play: five German units and two
    Soviet ones within two activations of the empty balka 1603 the Soviets
    hold.  Taking it must pay by more than 1 VP-like unit: the reach of
    several units is a chance of taking, at most part of the holding it
    stands for (summed reaches once cancelled the whole gain)."""
    game = load_game(str(BALKA))
    st = game.new_initial_state()
    rng, bot = random.Random(3), make_bot("greedy", 3)
    while not (st.round >= 3 and not st.is_chance_node() and st.current_player() == "german"):
        st.apply_action(sample_chance(st, rng) if st.is_chance_node() else bot.step(st))
    hm = st.pos.hexmap
    assert st.control["1603"] == "soviet" and not any(hm.label(u.hex) == "1603" for u in st.pos.units)
    near = _placed(st, {"g_rifles_2": "1604"})
    took = _placed(st, {"g_rifles_2": "1603"})
    update_control(took)
    assert took.control["1603"] == "german"
    assert score(took, "german") - score(near, "german") > 1.0
