"""`LosEngine.fan` uses a policy's own ``fan_kernel(hexmap)`` (tng's
`TngLosPolicy`): the results must equal the pair-by-pair `decide` answers."""
from __future__ import annotations

import random

from core.formats.mapfile import load_map
from core.los import LosEngine
from core.rules.tng.los_fan import TngFanKernel
from core.rules.tng.los_policy import TngLosPolicy


class _NoKernel(TngLosPolicy):
    """The same policy without the hook: the engine decides pair by pair."""
    fan_kernel = None


def test_engine_uses_the_policy_kernel_and_agrees_with_decide():
    m = load_map("sample_maps/borodino.json")
    fast = LosEngine(m, TngLosPolicy())
    slow = LosEngine(m, _NoKernel())
    assert isinstance(fast._kernel(), TngFanKernel)
    assert slow._kernel() is False
    rng = random.Random(4)
    hexes = list(m.hexes())
    for a in rng.sample(hexes, 6):
        got = fast.fan(a)
        want = slow.fan(a)
        assert got == want
        assert len(got) == len(hexes)
        some = rng.sample(hexes, 40)
        assert fast.fan(a, some) == {b: want[b] for b in some}
    # the Borodino map has woods and heights: some hexes are out of sight
    assert not all(fast.fan(hexes[0]).values())
