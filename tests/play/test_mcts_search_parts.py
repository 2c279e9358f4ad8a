"""Shortcuts of the MCTS search's parts (issue 14) change no answer:
the coh threat term skips only attacks that no rule allows, a search's
light clone leaves the text and roll explanations behind, and the hexes a
hidden enemy is sampled on are the same whether the covering hexes come
as a set or as a predicate."""
from __future__ import annotations

import random

from core.errors import RulesError
from core.hexgrid import distance
from core.play.bots import make_bot
from core.play.coh.legal import probe_attack
from core.play.determinize import free_hexes, light_clone
from core.play.driver import sample_chance
from core.play.game import load_game
from core.rules.coh import terrain as T
from tests.balance.helpers import BALKA


def _positions(n: int, seed: int = 3):
    """States along a greedy-random game of Balka Hill, every 6th player step."""
    game = load_game(BALKA)
    st = game.new_initial_state()
    rng = random.Random(seed)
    bots = {"german": make_bot("greedy", 1), "soviet": make_bot("random", 2)}
    out, k = [], 0
    while len(out) < n and not st.is_terminal():
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
            continue
        if k % 6 == 0:
            out.append(st.clone())
        st.apply_action(bots[st.current_player()].step(st))
        k += 1
    return out


def test_threat_term_skips_only_attacks_no_rule_allows():
    skipped = 0
    for st in _positions(12):
        pos = st.pos
        units = [u for u in pos.units if "destroyed" not in u.hits]
        for e in units:
            for u in units:
                if e.side == u.side:
                    continue
                rng = e.stat("range")
                if rng is not None and distance(e.hex, u.hex) <= 2 * rng and pos.los_clear(e.hex, u.hex):
                    continue  # probed by the threat term
                skipped += 1
                try:
                    res = probe_attack(pos, None, [e.id], pos.hexmap.label(u.hex), u.hex)
                except (RulesError, KeyError, ValueError):
                    res = None
                assert res is None, (e.id, u.id)
    assert skipped > 50  # the shortcut is taken


def test_light_clone_leaves_log_and_roll_explanations_behind():
    st = next(s for s in _positions(30) if s.rolls)
    c = light_clone(st)
    assert c.rolls == [] and c.log == [] and st.rolls and st.log
    assert c.state_hash() == st.state_hash()


def test_free_hexes_same_from_a_cover_set_and_a_predicate():
    st = _positions(1)[0]
    hm = st.pos.hexmap
    cover = frozenset(h for h in hm.hexes() if T.is_covering(hm, h))
    own = {u.hex for u in st.pos.units if u.side == "german"}
    visible = {u.hex for u in st.pos.units if not u.hidden or u.side == "german"}
    got = free_hexes(hm, visible, own, cover)
    assert got == free_hexes(hm, visible, own, cover.__contains__) and got


def test_distinct_candidates_are_different_decisions_in_greedy_order():
    from core.play.actions import Fire
    from core.play.mcts import candidate_order, family, ranked
    f = Fire(units=("g1",), target="0405")
    assert family(f) == family(Fire(units=("g1",), target="0405", pay="caps", roll_caps=2))
    assert family(f) != family(Fire(units=("g1",), target="0406")) != family(Fire(units=("g2",), target="0405"))
    for st in _positions(20):
        legal = st.legal_actions()
        if len(legal) < 30:
            continue
        order = ranked(st, legal)
        got, n = candidate_order(order, 4, kinds=False, distinct=True)
        head = got[:n]
        assert n == 4 and len({family(a) for a in head}) == 4
        assert sorted(got, key=str) == sorted(order, key=str)
        # each is the greedy-first action of its family, in greedy order
        firsts = []
        for a in order:
            if family(a) not in {family(b) for b in firsts}:
                firsts.append(a)
        assert head == firsts[:4]
