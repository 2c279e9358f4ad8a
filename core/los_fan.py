"""Vectorised fan for `core.los_levels.LevelLosPolicy` (work in progress:
for now a per-target loop over the exact decision)."""
from __future__ import annotations


class FanKernel:
    """One hex to many under a level policy; ``fan(a, targets)`` -> bool array."""

    def __init__(self, hexmap, policy):
        self.hexmap = hexmap
        self.policy = policy

    def fan(self, a, targets):
        import numpy as np
        from core.los import LosEngine
        eng = LosEngine.__new__(LosEngine)
        eng.hexmap, eng.policy, eng._fast = self.hexmap, self.policy, False
        return np.array([a == b or self.policy.decide(self.hexmap, eng.path(a, b)).clear for b in targets], dtype=bool)
