"""Determinization: a full game state that one side could be in, sampled
from what that side may know (its observer view), for search bots that
must not read hidden information (`core.play.mcts`).

`determinize(state, side, rng) -> state`: a clone of ``state`` whose hidden
parts are *replaced* by samples drawn only from public information, so
the result (and every decision made on it) is the same whatever the
hidden truth is, for the same ``rng``:

Each ruleset's sampler is its play service ``determinize`` (declared in
`core.rules.registry`, ``core.play.<ruleset>.services``):

* Conflict of Heroes (seed 000 §10.0; coh.md 3.1, 9): each hidden enemy
  unit is put on a hex drawn from the covering hexes with no unit the side
  can see and not next to its own units (a hidden unit there would have
  been revealed); face-down hit markers of enemy units get names drawn
  from the pile less the markers the side can see (as the engine draws
  them, resolve.py); the opponent's hand is drawn from the cards the side
  has not seen (opponent's hand plus what is left in the decks, a multiset
  the side can compute from the decks' contents, its own hand and the
  discard pile), the rest going back to their decks; the opponent's
  activation keeps only its visible members.
* Flames of War (seed 001, concealment): each hidden enemy team goes to a
  hex with no visible team and not next to the side's own teams.
* Triumph & Glory: nothing is hidden from the players (the cup draws are
  chance nodes); the state is cloned.

Hidden hexes are drawn without replacement (one hidden unit per hex) in
unit order; ties and orders are fixed so that a seeded ``rng`` gives the
same sample every time.
"""
from __future__ import annotations

import copy
import random

from core.rules.registry import spec


def determinize(state, side: str, rng: random.Random):
    """A state consistent with ``side``'s view of ``state`` (module doc):
    the ruleset's ``determinize`` play service."""
    return spec(state.game.scenario.ruleset).determinize(state, side, rng)


LOGS = ("log", "secret", "rolls")  # text and roll explanations (coh explain.py) only: a search does not need them


def light_clone(state):
    """`GameState.clone` without copying the game log (a search never
    reads it; the clone starts with an empty one).  Per-position caches
    that are pure functions of the position (coh legal_memo.py's carry)
    are shared, which changes no answer."""
    new = copy.copy(state)
    for k in state._copied:
        v = getattr(state, k)
        setattr(new, k, type(v)() if k in LOGS else copy.deepcopy(v))
    new.touched()
    return new


def free_hexes(hexmap, visible: set, own: set, cover=None) -> list:
    """Sorted hexes a hidden enemy may stand on: not ``visible`` (hexes with
    a unit the side sees), not an ``own`` hex nor next to one (a hidden unit
    there would have been revealed), and in ``cover`` (a set of hexes, or a
    predicate on a hex) when given; when none is left, every hex not
    ``visible``."""
    bad = set(visible)
    for h in own:
        bad.update(hexmap.neighbours(h))
        bad.add(h)
    if cover is None:
        out = [h for h in hexmap.hexes() if h not in bad]
    elif isinstance(cover, (set, frozenset)):  # the allowed hexes themselves: no pass over the whole map
        out = [h for h in cover if h not in bad]
    else:
        out = [h for h in hexmap.hexes() if h not in bad and cover(h)]
    return sorted(out) or sorted(h for h in hexmap.hexes() if h not in visible)
