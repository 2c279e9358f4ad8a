"""Conflict of Heroes error kinds.

`IllegalAction` is a `RulesError` for a well-formed request the rules forbid
(a move into impassable terrain, fire beyond twice the range, overspending
the AP pool...): queries answer it with ``legal: false``.  Plain
`RulesError` means bad input (an unknown unit or kind, a hex off the map, a
path that is not a chain of adjacent hexes, bad dice): the conformance
runner reports it as an ERROR with its message.
"""
from __future__ import annotations

from core.errors import RulesError


class IllegalAction(RulesError):
    """A legal-looking request that the rules forbid; ``rule`` cites why."""
