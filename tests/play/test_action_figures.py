"""The figures beside each action (`core.play.costs`, `core.play.describe`) agree with the
engine: the AP a move costs is what the pool loses; the hit chance of a
fire is the share of the 36 dice pairs that hit when the engine resolves
them."""
from __future__ import annotations

import random

from core.play import load_game, make_bot, sample_chance
from core.play.actions import Die
from core.play.coh.costs import p_at_least
from core.play.costs import action_cost, hit_chances
from core.play.describe import cost_text, general_actions, unit_actions
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


def _play_until(pred, seed=1, limit=400):
    g = load_game(str(BALKA))
    st = g.new_initial_state()
    rng = random.Random(seed)
    bots = {s: make_bot("greedy", seed) for s in g.sides}
    for _ in range(limit):
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
            continue
        found = pred(st)
        if found:
            return st, found
        st.apply_action(bots[st.current_player()].step(st))
    raise AssertionError("no such position in the seeded game")


def test_p_at_least_is_the_2d6_table():
    assert p_at_least(2) == 1.0 and p_at_least(13) == 0.0
    assert p_at_least(7) == 21 / 36 and p_at_least(12) == 1 / 36


def test_move_cost_is_what_the_pool_loses():
    st, moves = _play_until(lambda st: [a for a in st.legal_actions() if a.type == "move" and a.pay == "ap"
                                        and not a.extra_caps and len(a.units) == 1])
    side = st.current_player()
    for a in moves[:6]:
        c = st.clone()
        pool = c.activation[side]["pool"]
        c.apply_action(a)
        assert action_cost(st, a).ap == pool - c.activation[side]["pool"]
        assert cost_text(action_cost(st, a)) == f"{action_cost(st, a).ap} AP"


def test_command_action_cost_is_in_caps():
    st, acts = _play_until(lambda st: [a for a in st.legal_actions() if a.type == "move" and a.pay == "caps"])
    side = st.current_player()
    a = acts[0]
    c = st.clone()
    c.apply_action(a)
    cost = action_cost(st, a)
    assert cost.ap == 0 and cost.caps == st.caps[side] - c.caps[side] > 0
    assert "(command)" in cost_text(cost)


def _single_target_fire(st):
    out = []
    for a in st.legal_actions():
        if a.type != "fire" or a.pay != "ap" or a.roll_caps or a.extra_caps:
            continue
        t = st.unit(a.target)
        hexes = [u for u in st.pos.units if (t is not None and u.id == t.id)
                 or (t is None and st.label(u.hex) == a.target)]
        if len(hexes) == 1 and not hexes[0].hidden:
            out.append((a, hexes[0].id))
    return out


def test_hit_chance_matches_the_engine_over_all_dice():
    st, fires = _play_until(_single_target_fire)
    a, target = fires[0]
    chances = dict(hit_chances(st, a))
    assert set(chances) == {target}
    hits = 0
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            c = st.clone()
            before = c.unit(target).hits
            c.apply_action(a)
            c.apply_action(Die(d1))
            c.apply_action(Die(d2))
            while c.chance is not None:
                c.apply_action(c.chance_outcomes()[0][0] if c.is_chance_node() else c.legal_actions()[0])
            u = c.unit(target)
            hits += u is None or len(u.hits) > len(before)
    assert chances[target] == hits / 36


def test_unit_and_general_actions_split_the_legal_actions():
    g = load_game(str(BALKA))
    st = g.new_initial_state()
    rng = random.Random(2)
    while st.is_chance_node():
        st.apply_action(sample_chance(st, rng))
    st.apply_str("plan W06 hold")  # the pre-round's artillery plan (strike_plan.py) comes before the first turn
    while st.is_chance_node():
        st.apply_action(sample_chance(st, rng))
    side = st.current_player()
    ids = [u.id for u in st.pos.units if u.side == side] + st.pending[side]
    listed = [str(a) for uid in ids for a in unit_actions(st, uid)] + [str(a) for a in general_actions(st)]
    assert set(listed) == {str(a) for a in st.legal_actions()}
    assert [str(a) for a in general_actions(st)] == ["pass"]
