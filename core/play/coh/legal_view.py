"""A lazy list of legal actions (issue 14, "a faster engine"): the same
actions in the same order as `legal.legal_actions`, each built only when
it is asked for.

A random playout asks for the number of legal actions and for one of them
(`RandomBot`: ``rng.choice``), then for ``a in legal`` (resolve.py), so
building the ~100 action objects of every position, and their variants
with CAPs on the roll, was most of the work left after the options
themselves (legal_options.py).  `LegalView` is a read-only
`collections.abc.Sequence` made of parts:

* a list (the actions legal.py makes itself: pass, activations, group
  moves, entries, the CAP stall, cards; already with their roll variants);
* a `Plan`: one unit's section (its options paid from the pool, as an
  opportunity action or with CAPs, legal.py), ``(class, fields, payment
  fields, n)`` per action, ``n`` the number of its variants with 1..n CAPs
  on each roll (coh.md 1.1, legal.py `_with_roll_caps`: the variants
  ``k`` that fit are 1..n, the test being monotone in ``k``).

Its length is the sum of the parts' lengths; ``view[i]`` builds the one
action (remembered, so ``a in view`` for an action taken from it is an
identity test; any other action is compared with every element, as a
list would).  Iterating builds every action in order (``list(view)`` is
the full list: `GameState.legal_actions`).  tests/play/test_coh_legal_view.py
checks length, every index and the iteration against the from-scratch
reference at every position of whole games.
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from typing import Any

from core.play.actions import Fire, Rally, build

NO_PAY: dict = {}  # a pool-paid action's payment fields (the defaults)


def with_roll(a, k: int):
    """``dataclasses.replace(a, roll_caps=k)`` without its per-call field
    introspection (the action classes have no ``__post_init__``)."""
    new = object.__new__(type(a))
    d = dict(a.__dict__)
    d["roll_caps"] = k
    object.__setattr__(new, "__dict__", d)
    return new


def roll_variants(cls, f: dict, spent: int, caps: int, limit: int, rolls: dict) -> int:
    """How many variants with 1..``limit`` CAPs on each roll follow an action
    of class ``cls`` with fields ``f`` that already costs ``spent`` CAPs
    (legal.py `_with_roll_caps`; ``rolls`` legal_options' rolls per attack)."""
    if issubclass(cls, Fire):
        n = rolls.get((f["units"], f["target"]), 1)
    elif issubclass(cls, Rally):
        n = len(f["units"])
    else:
        return 0
    if n > 0:  # spent + k * n <= caps for k = 1 .. (caps - spent) // n
        return max(0, min(limit, (caps - spent) // n))
    return sum(1 for k in range(1, limit + 1) if spent + k * n <= caps)


class Plan:
    """One unit's section of a `LegalView` (module doc): ``entries`` are
    ``(class, fields, payment fields, variants)``."""

    __slots__ = ("entries", "ends", "n")

    def __init__(self, entries: list):
        self.entries = entries
        ends, n = [], 0
        for e in entries:
            n += 1 + e[3]
            ends.append(n)
        self.ends, self.n = ends, n

    def __len__(self) -> int:
        return self.n

    def at(self, i: int):
        """The ``i``-th action (0 <= i < len)."""
        j = bisect_right(self.ends, i)
        cls, f, pay, _n = self.entries[j]
        k = i - (self.ends[j - 1] if j else 0)
        a = build(cls, f, pay)
        return a if k == 0 else with_roll(a, k)

    def __iter__(self) -> Iterator:
        for cls, f, pay, n in self.entries:
            a = build(cls, f, pay)  # cls(**f, **pay)
            yield a
            for k in range(1, n + 1):
                yield with_roll(a, k)

    def first_fire(self):
        """The first fire action of the section (None when it has none)."""
        for cls, f, pay, _n in self.entries:
            if issubclass(cls, Fire):
                return build(cls, f, pay)
        return None


class LegalView(Sequence):
    """Read-only lazy sequence of legal actions (module doc); ``parts`` are
    lists and `Plan` s, in order."""

    def __init__(self, parts: list):
        self.parts = [p for p in parts if len(p)]
        ends, n = [], 0
        for p in self.parts:
            n += len(p)
            ends.append(n)
        self.ends, self.n = ends, n
        self.made: dict[int, Any] = {}  # index -> the action built for it
        self.full: list | None = None

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return self.as_list()[i]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("legal action index out of range")
        a = self.made.get(i)
        if a is None:
            if self.full is not None:
                return self.full[i]
            j = bisect_right(self.ends, i)
            p = self.parts[j]
            k = i - (self.ends[j - 1] if j else 0)
            a = self.made[i] = p.at(k) if isinstance(p, Plan) else p[k]
        return a

    def __iter__(self) -> Iterator:
        if self.full is not None:
            return iter(self.full)
        return self._each()

    def _each(self) -> Iterator:
        for p in self.parts:
            yield from p

    def as_list(self) -> list:
        """Every action, in order (built once)."""
        if self.full is None:
            self.full = list(self._each())
        return list(self.full)

    def __contains__(self, x) -> bool:
        if any(a is x for a in self.made.values()):
            return True
        if self.full is None:
            self.full = list(self._each())
        return x in self.full

    def __eq__(self, other) -> bool:
        if isinstance(other, (LegalView, list, tuple)):
            return self.as_list() == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LegalView({self.n} actions)"


class FirePrior:
    """The actions before the cards, as `cards.card_actions` reads them
    (``prior``: only which units lead a fire, for card 11): iterating it
    gives the fires among the lists' actions and each section's first
    fire, enough for that (and built only when card 11 asks)."""

    def __init__(self, parts: list):
        self.parts = parts

    def __iter__(self) -> Iterator:
        for p in self.parts:
            if isinstance(p, Plan):
                a = p.first_fire()
                if a is not None:
                    yield a
            else:
                yield from (a for a in p if isinstance(a, Fire))
