"""Objective plans of the MCTS search (core/play/plans.py): a plan's steps
walk its unit onto the objective through the engine's legal moves, an
objective the side holds or an enemy unit stands in gets none, and the
search plays a plan's first action as one more candidate."""
from __future__ import annotations

import random

from core.hexgrid import distance
from core.play.actions import Activate, Move, Pass
from core.play.determinize import determinize
from core.play.driver import sample_chance
from core.play.mcts import MctsBot
from core.play.plans import plan_candidates, plan_step
from core.play.probes import units_on_map
from tests.play.test_coh_reach import OBJ, _placed, _start


def test_a_plan_walks_its_unit_onto_the_objective():
    st = _placed(_start(), {"g_rifles_2": "0614"})
    hm = st.pos.hexmap
    view = determinize(st, "german", random.Random(1))
    got = plan_candidates(st, "german", st.legal_actions(), limit=3, far=5, view=view)
    assert [p[:2] for _a, p in got] == [("g_rifles_2", OBJ)]
    first, plan = got[0]
    assert isinstance(first, (Move, Activate)) and plan[2] == distance(hm.parse("0614"), hm.parse(OBJ)) + (
        1 if isinstance(first, Activate) else 0)
    rng = random.Random(2)
    t = st.clone()
    for _ in range(24):  # the opponent passes (or does what it must)
        while t.is_chance_node():
            t.apply_action(sample_chance(t, rng))
        if t.current_player() != "german":
            acts = t.legal_actions()
            t.apply_action(next((x for x in acts if isinstance(x, Pass)), acts[0]))
            continue
        a = plan_step(t, plan)
        if a is None:
            break
        before = distance(hm.parse(units_on_map(t)["g_rifles_2"][2]), hm.parse(OBJ))
        t.apply_action(a)
        if isinstance(a, Move):
            assert distance(hm.parse(units_on_map(t)["g_rifles_2"][2]), hm.parse(OBJ)) < before
    assert units_on_map(t)["g_rifles_2"][2] == OBJ and t.control[OBJ] == "german"
    assert plan_step(t, plan) is None  # there: the plan is over


def test_no_plan_onto_a_held_or_manned_objective_or_beyond_reach():
    st = _start()
    near = _placed(st, {"g_rifles_2": "0613"})
    assert plan_candidates(near, "soviet", near.legal_actions(), far=5) == []  # the Soviets hold it
    back = _placed(st, {"g_rifles_2": "0618"})
    assert plan_candidates(back, "german", back.legal_actions(), far=3) == []  # too far
    manned = next(u for u in st.pos.units if u.side == "soviet" and not u.hidden)
    view = _placed(near, {manned.id: OBJ})
    assert plan_candidates(near, "german", near.legal_actions(), far=5, view=view) == []


def test_the_search_tries_the_plan():
    st = _placed(_start(), {"g_rifles_2": "0614"})
    bot = MctsBot(1, time_s=None, iterations=40)
    bot.step(st)
    plan_first = plan_candidates(st, "german", st.legal_actions(), far=5)[0][0]
    assert len(bot.last_values) == bot.width + 1
    assert bot.last_values[bot.width][0] == plan_first
    off = MctsBot(1, time_s=None, iterations=40, plans=0)
    off.step(st)
    assert len(off.last_values) == off.width  # no plan: the greedy candidates only
