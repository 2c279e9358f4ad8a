"""The LOS policy protocol (see the `core.los` package docstring) and
`policy_for(ruleset)`, which finds a ruleset's policy."""
from __future__ import annotations

import importlib
from typing import Protocol, runtime_checkable

from core.errors import HexwrightError
from core.hexgrid import Hex, Hexside
from core.los.types import LosPath, LosResult


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


_POLICIES: dict[str, LosPolicy] = {}


def policy_for(ruleset: str) -> LosPolicy:
    """The LOS policy of ``ruleset``, from ``core.rules.<ruleset>.los_policy``
    (its ``POLICY`` object or ``policy()`` factory); cached.

    Raises `HexwrightError` when the ruleset has no LOS policy.
    """
    if ruleset in _POLICIES:
        return _POLICIES[ruleset]
    try:
        mod = importlib.import_module(f"core.rules.{ruleset}.los_policy")
    except ModuleNotFoundError as e:
        raise HexwrightError(f"ruleset {ruleset!r} has no line-of-sight policy "
                             f"(core/rules/{ruleset}/los_policy.py): {e}") from None
    pol = getattr(mod, "POLICY", None)
    if pol is None and hasattr(mod, "policy"):
        pol = mod.policy()
    if pol is None:
        raise HexwrightError(f"core/rules/{ruleset}/los_policy.py defines neither POLICY nor policy()")
    _POLICIES[ruleset] = pol
    return pol
