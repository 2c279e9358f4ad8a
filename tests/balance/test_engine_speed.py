"""Incremental legal actions (core/play/coh/legal_memo.py) give exactly the
list a fresh computation gives, at every position of random and greedy
games on both CoH samples (hidden units, reinforcements, cards, smoke)."""
from __future__ import annotations

import random

import pytest

import core.play.coh.legal_memo as memo
from core.play.bots import make_bot
from core.play.driver import sample_chance
from core.play.game import load_game
from tests.balance.helpers import BALKA, PARTISANS


def _fresh(st):
    memo.INCREMENTAL = False
    try:
        c = st.clone()
        c.__dict__.pop("_legal_memo", None)
        return c.legal_actions()
    finally:
        memo.INCREMENTAL = True


@pytest.mark.parametrize("path,seed,bots", [(BALKA, 3, ("random", "random")), (BALKA, 4, ("greedy", "random")),
                                            (PARTISANS, 5, ("random", "greedy"))])
def test_incremental_equals_fresh_everywhere(path, seed, bots):
    game = load_game(str(path))
    st = game.new_initial_state()
    rng = random.Random(seed)
    players = {s: make_bot(b, seed + i) for i, (s, b) in enumerate(zip(game.sides, bots))}
    checked = 0
    while not st.is_terminal() and checked < 120:
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
            continue
        assert st.legal_actions() == _fresh(st), f"position {checked}: {st.log[-3:]}"
        checked += 1
        st.apply_action(players[st.current_player()].step(st))
    assert checked >= 60
