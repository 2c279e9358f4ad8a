"""The MCTS bot decides from its side's view only, keeps to its budget and
is named wherever a bot is."""
from __future__ import annotations

import math
import random
import time
from dataclasses import replace

import pytest

from core.errors import HexwrightError
from core.play.bots import make_bot
from core.play.driver import sample_chance
from core.play.game import load_game
from core.play.mcts import MctsBot, evaluate
from core.play.observer import observe
from core.rules.coh import terrain as T
from tests.balance.helpers import BALKA, PARTISANS


def _advance(game, steps: int, seed: int):
    st = game.new_initial_state()
    rng = random.Random(seed)
    bot = make_bot("greedy", seed)
    while steps or st.is_chance_node() or st.current_player() != "german":
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
        else:
            st.apply_action(bot.step(st))
            steps -= 1 if steps else 0
    return st


def _other_truth(st, side: str):
    """The same view for ``side`` with the enemy's hidden units elsewhere
    (other free covering hexes), its hand swapped for other unseen cards
    and its face-down hit markers renamed."""
    t = st.clone()
    hm = t.pos.hexmap
    taken = {u.hex for u in t.pos.units}
    near = {n for u in t.pos.units if u.side == side for n in [u.hex, *hm.neighbours(u.hex)]}
    free = [h for h in sorted(hm.hexes()) if h not in taken and h not in near and T.is_covering(hm, h)]
    units = []
    for u in t.pos.units:
        if u.side != side and u.hidden:
            u = u.with_(hex=free.pop())
        elif u.side != side and u.hits:
            u = u.with_(hits=tuple("pinned" if h != "pinned" else "shaken" for h in u.hits))
        units.append(u)
    t.pos = replace(t.pos, units=tuple(units))
    opp = t.opponent(side)
    pool = sorted(c for cards in t.decks.values() for c, k in cards.items() for _ in range(k))
    if t.hands[opp] and pool:
        old = t.hands[opp][0]
        new = next(c for c in pool if c != old) if any(c != old for c in pool) else old
        did = next(d for d, cards in t.decks.items() if cards.get(new, 0) > 0)
        t.decks[did][new] -= 1
        t.decks[did][old] = t.decks[did].get(old, 0) + 1
        t.hands[opp][0] = new
    t.touched()
    return t


def _view(st, side):
    v = observe(st, side)
    v.pop("log")
    return v


def test_decision_ignores_the_hidden_truth():
    game = load_game(str(BALKA))
    st = _advance(game, 6, 2)
    assert any(u.hidden and u.side == "soviet" for u in st.pos.units)
    other = _other_truth(st, "german")
    assert [u.hex for u in other.pos.units if u.hidden] != [u.hex for u in st.pos.units if u.hidden]
    assert _view(other, "german") == _view(st, "german")
    assert len(st.legal_actions()) > 1 and other.hands["soviet"] != st.hands["soviet"]
    a = MctsBot(7, time_s=None, iterations=40).step(st)
    b = MctsBot(7, time_s=None, iterations=40).step(other)
    assert a == b
    assert a in st.legal_actions()


def test_iteration_and_time_budgets():
    game = load_game(str(PARTISANS))
    st = _advance(game, 3, 1)
    bot = MctsBot(1, time_s=None, iterations=9)
    bot.step(st)
    assert bot.last_iterations == 9
    bot = MctsBot(1, time_s=0.05)
    t0 = time.perf_counter()
    a = bot.step(st)
    dt = time.perf_counter() - t0
    assert a in st.legal_actions() and bot.last_iterations >= 1
    assert dt < 0.05 + 1.0  # stops after the iteration running at the deadline (one iteration is far under 1 s)
    with pytest.raises(ValueError):
        MctsBot(time_s=None, iterations=None)


def test_named_like_every_bot():
    assert isinstance(make_bot("mcts"), MctsBot) and make_bot("mcts").time_s == 0.2
    assert make_bot("mcts:0.5s").time_s == 0.5
    b = make_bot("mcts:30i")
    assert b.iterations == 30 and b.time_s is None
    for bad in ("mcts:xs", "mcts:0i", "mcts:-1s", "mcts2"):
        with pytest.raises(HexwrightError):
            make_bot(bad)


def test_evaluation_prefers_more_vp_and_units():
    game = load_game(str(PARTISANS))
    st = _advance(game, 2, 3)
    base = evaluate(st, "german")
    assert -1 < base < 1 and evaluate(st, "soviet") != base
    st.vp["german"] += 3
    more = evaluate(st, "german")
    assert more > base
    gone = next(u for u in st.pos.units if u.side == "german")
    st.pos = replace(st.pos, units=tuple(u for u in st.pos.units if u is not gone))
    st.touched()
    assert evaluate(st, "german") < more


@pytest.mark.parametrize("path", ["tng_borodino_outpost", "fow_table_patrol"])
def test_plays_tng_and_fow_moves(path):
    from tests.balance.helpers import ROOT
    game = load_game(str(ROOT / "sample_maps" / f"{path}.scenario.json"))
    st = game.new_initial_state()
    rng = random.Random(0)
    bot = MctsBot(0, time_s=None, iterations=4)
    moves = 0
    while not st.is_terminal() and moves < 6:
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
            continue
        a = bot.step(st)
        assert a in st.legal_actions()
        st.apply_action(a)
        moves += 1
    assert moves == 6 or st.is_terminal()


def test_budget_is_this_threads_cpu_time(monkeypatch):
    """The time budget reads time.thread_time (a loaded machine slows the
    search, it does not cut it short): a fake CPU clock that advances 10 ms
    per reading gives the same number of samples however long the wall
    clock takes."""
    import core.play.mcts as mcts_mod
    game = load_game(str(PARTISANS))
    st = _advance(game, 3, 1)
    counts = []
    for _ in range(2):
        clock = iter(x * 0.01 for x in range(10_000))
        monkeypatch.setattr(mcts_mod.time, "thread_time", lambda: next(clock))
        bot = MctsBot(4, time_s=0.1, width=4)  # the bound below counts a first round of 4 candidates and a plan
        bot.step(st)
        counts.append(bot.last_iterations)
    assert counts[0] == counts[1] and 1 <= counts[0] <= 12


def test_candidates_follow_the_greedy_order_with_type_priors():
    from core.play.mcts import candidate_order, ranked
    game = load_game(str(PARTISANS))
    st = _advance(game, 3, 1)
    legal = st.legal_actions()
    order = ranked(st, legal)
    scores = game.engine.greedy_scores(st, order)
    assert sorted(order, key=str) == sorted(legal, key=str) and scores == sorted(scores, reverse=True)
    plain, n = candidate_order(order, 2, kinds=False)
    assert plain == order and n == 2
    typed, n = candidate_order(order, 2)
    assert typed[:2] == order[:2] and len({type(a) for a in typed[:n]}) == len({type(a) for a in order})
    assert sorted(typed, key=str) == sorted(order, key=str)


def test_coh_evaluation_counts_the_threat_to_exposed_units():
    """An own unit that an enemy unit can fire at lowers the side's value
    (core/play/coh/evaluate.py); a spent enemy threatens nothing."""
    from core.play.evaluate import terms
    game = load_game(str(PARTISANS))
    st = _advance(game, 20, 4)
    t = terms(st, "german")
    assert {"vp", "material", "hits", "objectives", "position", "threat", "caps"} <= set(t)
    spent = st.clone()
    spent.pos = replace(spent.pos, units=tuple(u.with_(spent=True) if u.side == "soviet" else u
                                               for u in spent.pos.units))
    spent.touched()
    calm = terms(spent, "german")["threat"]
    assert calm >= t["threat"]
    tired = st.clone()
    tired.pos = replace(tired.pos, units=tuple(u.with_(spent=True) if u.side == "german" else u
                                               for u in tired.pos.units))
    tired.touched()
    assert terms(tired, "german")["threat"] <= t["threat"]
    assert calm > terms(tired, "german")["threat"]


def test_evaluation_relative_to_the_search_root():
    """``evaluate(st, side, ref)`` is tanh((score - ref) / SCALE): 0 at the
    root's own score, and a position far behind (Balka Hill's Germans)
    still tells a gain of one VP from none (without ``ref`` the curve is
    nearly flat there)."""
    from core.play.evaluate import SCALE, score
    game = load_game(str(BALKA))
    st = _advance(game, 2, 3)
    s = score(st, "german")
    assert evaluate(st, "german", s) == 0.0
    better = st.clone()
    better.vp["german"] += 1
    gain_rel = evaluate(better, "german", s)
    gain_abs = evaluate(better, "german") - evaluate(st, "german")
    assert abs(gain_rel - math.tanh(1 / SCALE)) < 1e-9
    assert s < -SCALE and gain_rel > 2 * gain_abs > 0


def test_choice_overrides_greedy_only_on_paired_evidence():
    """The greedy first candidate (0) stays unless another beats it round
    by round (common random numbers) by more than z standard errors: a
    higher mean made of one lucky round does not replace it; a small but
    steady advantage does; with two that qualify, the better mean wins."""
    bot = MctsBot(0, time_s=None, iterations=10)
    first = {r: 0.1 * (r % 3) for r in range(6)}
    lucky = {r: v + (1.2 if r == 0 else -0.1) for r, v in first.items()}
    steady = {r: v + 0.05 for r, v in first.items()}
    assert sum(lucky.values()) > sum(steady.values()) > sum(first.values())
    assert bot._choose({0: first, 1: lucky}) == 0
    assert bot._choose({0: first, 1: lucky, 2: steady}) == 2
    better = {r: v + 0.08 for r, v in first.items()}
    assert bot._choose({0: first, 1: steady, 2: better}) == 2
    assert bot._choose({0: first, 1: {0: 0.9}}) == 0  # one round: no evidence
