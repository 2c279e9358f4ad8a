"""Line of sight: exact geometry plus a ruleset's LOS policy.

The geometry (`core.los.geometry`) says what the segment between two hex
centres meets; a ruleset's *policy* says what blocks.  They are separate so
every ruleset plugs its own rules into the same geometry.

Geometry, as seen by a policy (`LosPath`, all hexes absolute, ``t`` in [0, 1]
from the centre of ``a`` to the centre of ``b``):

* ``crossed``: intervening hexes whose interior the line crosses (``a`` and
  ``b`` excluded), ordered from ``a`` to ``b``: ``(hex, t_in, t_out)``.
* ``runs``: hexsides the line runs exactly along: ``(Hexside, t_in, t_out)``
  (the named hexside tie; coh.md 6: blocked only when both hexes beside it
  block).
* ``touches``: hexes the line meets only at one corner: ``(hex, t, others)``
  with ``others`` the crossed hexes on the other side of the line there (the
  named vertex case).
* ``sides``: hexsides crossed transversally (sides of ``a`` and ``b``
  included): ``(Hexside, t)``.
Hexes off the map may appear in a path (a line along the map edge); they
never block.  Units are not part of LOS at all (coh.md 6: units never block).

THE POLICY PROTOCOL (`LosPolicy`) -- what a ruleset's
``core/rules/<ruleset>/los_policy.py`` provides, as a module-level ``POLICY``
object or a ``policy()`` factory:

* ``ruleset: str``
* ``hex_blocks(hexmap, h) -> bool``: the terrain in ``h`` blocks LOS (flat).
* ``los_level(hexmap, h) -> int``: the level of ``h`` as an obstacle, in
  elevation levels (e.g. CoH: elevation + 1 for blocking terrain).
* ``hexside_blocks(hexmap, side, features) -> bool``: features on ``side``
  block a line that crosses or runs along it.
* ``decide(hexmap, path) -> LosResult``: the verdict for one `LosPath`.
  The start and target hexes never block (policies must not list them).

* ``fan_kernel(hexmap)``: a vectorised kernel deciding like ``decide``
  for one hex to many (``fan_arrays(a, tq, tr)``), or None.

Most rulesets subclass `core.los.levels.LevelLosPolicy`, which implements
``decide`` for the common model (an intervening hex blocks when its LOS
level reaches a threshold set by the two end levels; hexside ties block
when both sides block; corner touches never block; optional blind spot) and
lets `LosEngine.fan` and `all_pairs` run vectorised.  A policy that
overrides ``decide`` still works everywhere; fans then call ``decide`` per
target (correct, slower).

The package, bottom up (no module imports one above it): ``geometry``
(exact traversals), ``types`` (`LosResult`, `LosPath`), ``policy`` (the
protocol, `policy_for`), ``batch`` (traversal tables for many offsets),
``paths`` (exact traversals in batches, for reasons in bulk),
``sym_tables`` and ``fan_sym`` (big maps: one table row per symmetry class
of the grid, every distance, ~80 MB for 200 x 200, cached on disk),
``fan`` (the vectorised kernel, `FanKernel.refresh` after edits),
``levels`` (`LevelLosPolicy`), ``engine`` (`LosEngine`: ``check``,
``check_many``, ``fan``, ``all_pairs``, ``map_changed``), ``live``
(`LiveLos`: a map being edited, fans on a worker thread).

Entry points: ``line_of_sight(hexmap, a, b) -> LosResult``;
``LosEngine(hexmap, policy=None)`` with ``check``, ``path``, ``fan``,
``all_pairs``; ``policy_for(ruleset)``.
"""
from __future__ import annotations

from core.los.engine import LosEngine, LosMatrix, line_of_sight
from core.los.policy import LosPolicy, policy_for
from core.los.types import LosPath, LosResult

__all__ = ["LosEngine", "LosMatrix", "LosPath", "LosPolicy", "LosResult", "line_of_sight", "policy_for"]
