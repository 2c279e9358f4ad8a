"""The random bot's draw by rejection (core/play/coh/legal_sample.py,
legal_slots.py, legal_groups.py; issue 14, "a faster engine"): at every
position of whole games the candidate slots are the from-scratch legal list
one-to-one (the fixed part and every unit's part are that list split by
`owner`, in its order, and each unit's groups -- the rest, card 11, each
direct fire target, cards 11 and V07 -- that part split by `group_of`; no part or group is
longer than its bound), the bounds do not depend on the memo tables (from scratch
they are the same), many draws at one position are uniform over the legal
list, and the same seed plays the same game in a fresh process and in one
whose tables are full."""
from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from core.play.bots import RandomBot
from core.play.coh import legal_sample as LS
from core.play.coh.legal_groups import group_of, owner
from core.play.coh.legal import reference_legal_actions
from core.play.coh.legal_lazy import lazy_position
from core.play.coh.legal_memo import from_scratch
from core.play.coh.legal_slots import fire_targets
from core.play.driver import sample_chance
from core.play.game import load_game

ROOT = Path(__file__).resolve().parents[2]
BALKA = ROOT / "sample_maps" / "coh_balka_hill.scenario.json"
PARTISANS = ROOT / "sample_maps" / "coh_partisans.scenario.json"


def _drawn_position(st) -> bool:
    """True where `random_action` draws by rejection (not ``rng.choice``)."""
    return lazy_position(st) and not (st.must_act and st.activation[st.turn] is not None)


def _check(st, where: str) -> tuple[int, int]:
    """The draw's parts and groups against the reference at ``st``; (bound total, legal count)."""
    ref = reference_legal_actions(st)
    d = LS.Draw(st)
    assert d.fixed == [a for a in ref if owner(a, d.ids) is None], where
    total, bounds = len(d.fixed), 0
    for u, b in d.units:
        part = list(d.part(u))
        assert part == [a for a in ref if owner(a, d.ids) == u.id], f"{where}: {u.id}"
        assert len(part) <= b, f"{where}: {u.id} has {len(part)} actions, bound {b}"
        total += len(part)
        bounds += b
        # its groups: the rest, cards 11 and V07, each direct fire target, within their bounds, one to one
        _b, direct, c11 = d.bounds[u.id]
        rest = list(d.group(u, None))
        assert rest == [a for a in part if group_of(a) is None], f"{where}: {u.id} rest"
        eleven = [a for a in part if group_of(a) == "11"]
        assert len(rest) <= b - direct - c11 and len(eleven) <= c11 and list(d.group(u, "11")) == eleven, where
        targets = fire_targets(d, u)
        assert sum(t[3] for t in targets) == direct, where
        n = len(rest) + len(eleven)
        for t in targets:
            g = list(d.group(u, t))
            assert g == [a for a in part if group_of(a) == t[0]], f"{where}: {u.id} at {t[0]}"
            assert len(g) <= t[3], f"{where}: {u.id} at {t[0]}"
            n += len(g)
        assert n == len(part), f"{where}: {u.id}: a direct fire at a target not counted"
    assert total == len(ref) and d.n == len(d.fixed) + bounds, where
    return bounds, total - len(d.fixed)


def _play(path, seed: int, check_every: int = 1) -> tuple[int, int, int]:
    game = load_game(str(path))
    bots = {side: RandomBot(seed * 10 + i) for i, side in enumerate(game.sides)}
    rng = random.Random(seed)
    st = game.new_initial_state()
    checked = bounds = real = i = 0
    while not st.is_terminal():
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
            continue
        if _drawn_position(st) and i % check_every == 0:
            b, r = _check(st, f"{path.name} seed {seed} decision {i}: {st.log[-2:]}")
            checked, bounds, real = checked + 1, bounds + b, real + r
        i += 1
        st.apply_action(bots[st.current_player()].step(st))
    return checked, bounds, real


# Balka Hill seed 5: a spent hidden sniper with card V07, no pool and too few CAPs to fire: V07 is
# still listed (veterans.bonus_plays asks only for a fire option) and must have its slot
@pytest.mark.parametrize("path,seed", [(BALKA, 0), (BALKA, 1), (BALKA, 5), (PARTISANS, 3)])
def test_candidates_are_the_legal_list_one_to_one(path, seed):
    checked, bounds, real = _play(path, seed)
    assert checked >= 40
    assert bounds <= 2 * real  # the bounds are near the real counts (the draw rarely repeats)


def test_bounds_are_the_same_from_scratch():
    game = load_game(str(BALKA))
    st = game.new_initial_state()
    rng = random.Random(4)
    seen = 0
    for _ in range(400):
        if st.is_terminal():
            break
        if not st.is_chance_node() and _drawn_position(st):
            lazy = [(u.id, b) for u, b in LS.Draw(st).units]
            c = st.clone()
            c.__dict__.pop("_legal_memo", None)
            with from_scratch():
                d = LS.Draw(c)
                assert [(u.id, b) for u, b in d.units] == lazy
                assert d.fixed == LS.Draw(st).fixed
            seen += 1
        st.apply_action(sample_chance(st, rng) if st.is_chance_node() else rng.choice(st.legal_actions()))
    assert seen >= 50


def _busy_position():
    """A Balka Hill position with a long list and empty slots, from a random game."""
    game = load_game(str(BALKA))
    st = game.new_initial_state()
    rng = random.Random(11)
    while True:
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
            continue
        if _drawn_position(st) and 60 <= len(st.legal_actions()) <= 200 and LS.Draw(st).n > len(st.legal_actions()):
            return st  # some slots empty: the draw rejects some
        st.apply_action(rng.choice(st.legal_actions()))


def test_draws_are_uniform():
    st = _busy_position()
    ref = reference_legal_actions(st)
    n = len(ref)
    d = LS.Draw(st)
    assert d.n > n  # some slots are rejected
    rng = random.Random(5)
    draws = 200 * n
    got = Counter(d.draw(rng) for _ in range(draws))
    assert set(got) == set(ref)  # every legal action is drawn, nothing else
    chi2 = sum((got[a] - 200) ** 2 / 200 for a in ref)
    assert chi2 < (n - 1) + 6 * (2 * (n - 1)) ** 0.5  # chi-square, n - 1 degrees of freedom: 6 sd above its mean
    # and the part sizes are the legal counts: the fixed part and each unit drawn in proportion to their actions
    fixed = set(d.fixed)
    assert abs(sum(got[a] for a in fixed) / draws - len(fixed) / n) < 0.02


def test_random_action_is_applied_and_is_legal():
    st = _busy_position()
    a = st.random_action(random.Random(3))
    assert a in reference_legal_actions(st) and a in st.legal_view()
    st.apply_action(a)


def _final_hash(game, seed: int) -> str:
    bots = {side: RandomBot(seed * 10 + i) for i, side in enumerate(game.sides)}
    rng = random.Random(seed)
    st = game.new_initial_state()
    while not st.is_terminal():
        st.apply_action(sample_chance(st, rng) if st.is_chance_node() else bots[st.current_player()].step(st))
    return st.state_hash()


def test_same_seed_same_game_whatever_the_tables_hold():
    fresh = _final_hash(load_game(str(BALKA)), 3)
    warm = load_game(str(BALKA))
    _final_hash(warm, 8)
    _final_hash(warm, 9)  # the game's memo tables now hold two other games' entries
    assert _final_hash(warm, 3) == fresh
