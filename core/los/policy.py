"""The LOS policy protocol (see the `core.los` package docstring) and
`policy_for(ruleset)`, which finds a ruleset's policy."""
from __future__ import annotations

from typing import Protocol, runtime_checkable

from core.hexgrid import Hex, Hexside
from core.los.types import LosPath, LosResult
from core.rules.registry import spec


@runtime_checkable
class LosPolicy(Protocol):
    """A ruleset's LOS rules (see the `core.los` package docstring).

    ``fan_kernel(hexmap)`` returns an object with ``fan_arrays(a, tq, tr)
    -> numpy bool array | None`` deciding exactly like ``decide`` for one
    hex to many (cube coordinate arrays), or None when the policy has no
    vectorised kernel (the engine then calls ``decide`` per target).
    """

    ruleset: str

    def hex_blocks(self, hexmap, h: Hex) -> bool: ...

    def los_level(self, hexmap, h: Hex) -> int: ...

    def hexside_blocks(self, hexmap, side: Hexside, features: frozenset) -> bool: ...

    def decide(self, hexmap, path: LosPath) -> LosResult: ...

    def fan_kernel(self, hexmap): ...


def policy_for(ruleset: str) -> LosPolicy:
    """``core.rules.registry.spec(ruleset).los_policy()`` (kept for its many
    callers): the ruleset's LOS policy, cached.  `HexwrightError` for an
    unknown ruleset or a policy module with neither ``POLICY`` nor
    ``policy()``."""
    return spec(ruleset).los_policy()
