"""The lazy legal-action sequence (core/play/coh/legal_lazy.py,
legal_view.py; issue 14, "a faster engine"): at every position of whole
games its length, each element by index and its iteration are exactly the
from-scratch reference list (`legal.reference_legal_actions`), and a
random bot picking from it plays the same games as one picking from the
reference lists (same final state hash)."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from core.play.bots import RandomBot, make_bot
from core.play.coh.legal import reference_legal_actions
from core.play.coh.legal_lazy import legal_view
from core.play.coh.legal_memo import from_scratch
from core.play.coh.legal_view import LegalView
from core.play.driver import sample_chance
from core.play.game import load_game

ROOT = Path(__file__).resolve().parents[2]
BALKA = ROOT / "sample_maps" / "coh_balka_hill.scenario.json"
PARTISANS = ROOT / "sample_maps" / "coh_partisans.scenario.json"
_GAMES: dict = {}


def _game(path):
    g = _GAMES.get(path)
    if g is None:
        g = _GAMES[path] = load_game(str(path))
    return g


def _check(view, ref: list, where: str) -> None:
    n = len(ref)
    assert len(view) == n, where
    picked = [view[i] for i in (range(n) if n < 400 else random.Random(n).sample(range(n), 400))]
    assert picked == [ref[i] for i in (range(n) if n < 400 else random.Random(n).sample(range(n), 400))], where
    assert list(view) == ref, where
    assert [str(a) for a in view] == [str(a) for a in ref], where
    if n:
        assert view[-1] == ref[-1] and view[0] in view and ref[-1] in view, where


def _play(path, seed: int, bots=("random", "random"), limit: int = 10_000) -> tuple[int, int]:
    """One game checking the view at every decision; (decisions, lazy ones)."""
    game = _game(path)
    st = game.new_initial_state()
    rng = random.Random(seed)
    players = {s: make_bot(b, seed + i) for i, (s, b) in enumerate(zip(game.sides, bots))}
    checked = lazy = 0
    while not st.is_terminal() and checked < limit:
        if st.is_chance_node():
            st.apply_action(sample_chance(st, rng))
            continue
        ref = reference_legal_actions(st)
        view = st.legal_view()
        lazy += isinstance(view, LegalView)
        _check(view, ref, f"{path.name} seed {seed}, decision {checked}: {st.log[-3:]}")
        _check(legal_view(st), ref, f"{path.name} seed {seed}, decision {checked} (a second view)")
        checked += 1
        st.apply_action(players[st.current_player()].step(st))
    return checked, lazy


@pytest.mark.parametrize("seed", [0, 1])
def test_balka_random_games(seed):
    checked, lazy = _play(BALKA, seed)
    assert checked >= 100 and lazy >= checked // 2  # most positions are lazy


def test_balka_greedy_against_random():
    assert _play(BALKA, 7, ("greedy", "random"), limit=150)[0] >= 100


def test_partisans_games():
    assert _play(PARTISANS, 3)[0] >= 30
    assert _play(PARTISANS, 4, ("random", "greedy"))[0] >= 30


def _final_hash(path, seed: int) -> str:
    game = _game(path)
    bots = {side: RandomBot(seed * 10 + i) for i, side in enumerate(game.sides)}
    rng = random.Random(seed)
    st = game.new_initial_state()
    while not st.is_terminal():
        st.apply_action(sample_chance(st, rng) if st.is_chance_node() else bots[st.current_player()].step(st))
    return st.state_hash()


@pytest.mark.parametrize("path,seed", [(BALKA, 2), (PARTISANS, 5)])
def test_random_bot_plays_the_same_game_as_with_the_reference_lists(path, seed):
    lazy = _final_hash(path, seed)
    with from_scratch():  # RandomBot then picks from legal.py's from-scratch list
        ref = _final_hash(path, seed)
    assert lazy == ref


def test_view_is_read_only_and_lists_stay_lists():
    game = _game(BALKA)
    st = game.new_initial_state()
    rng = random.Random(9)
    while st.is_chance_node() or not isinstance(st.legal_view(), LegalView):
        st.apply_action(sample_chance(st, rng) if st.is_chance_node() else st.legal_actions()[0])
    view = st.legal_view()
    acts = st.legal_actions()
    assert isinstance(acts, list) and acts == reference_legal_actions(st)
    acts.clear()  # the caller's copy
    assert st.legal_actions() == reference_legal_actions(st)
    with pytest.raises(IndexError):
        view[len(view)]
    assert not hasattr(view, "append")
