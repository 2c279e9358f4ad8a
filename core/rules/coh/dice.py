"""Dice and CAPs on a roll (coh.md 1.1): the bottom layer of the coh rules
core, imported by combat, hit markers, hidden units and activations.

`check_dice` validates fixed die faces; `check_caps` the signed CAPs on one
roll (at most ``options.max_caps_per_roll`` = 2, [S1 3.23]).
"""
from __future__ import annotations

from typing import Iterable

from core.errors import RulesError
from core.i18n import _
from core.rules.coh.errors import IllegalAction


def check_dice(dice: Iterable[int], n: int, what: str) -> list[int]:
    """``dice`` as a list of ``n`` faces 1-6; `RulesError` otherwise."""
    try:
        d = [int(x) for x in dice]
    except (TypeError, ValueError):
        raise RulesError(_("{what}: dice must be a list of die faces, got {dice!r}").format(
                             what=what, dice=dice)) from None
    if len(d) != n or any(not 1 <= x <= 6 for x in d):
        raise RulesError(_("{what}: needs {n} die face(s) from 1 to 6, got {dice!r}").format(what=what, n=n, dice=dice))
    return d


def check_caps(caps: int, options) -> int:
    """CAPs on one roll (signed); `IllegalAction` beyond the limit of 2
    (coh.md 1.1)."""
    if not isinstance(caps, int) or isinstance(caps, bool) or abs(caps) > options.max_caps_per_roll:
        raise IllegalAction(_("at most {max_caps_per_roll} CAPs may modify one roll, got {caps!r}").format(
                                max_caps_per_roll=options.max_caps_per_roll, caps=caps), "coh.md 1.1")
    return caps
