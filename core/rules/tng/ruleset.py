"""The tng `core.rules.base.Ruleset` (Triumph & Glory, Borodino), registered as ``"tng"``.

Options (``get_ruleset("tng", scenario="borodino")`` or single names from
``options.json``, e.g. ``artillery_stack_sp=8``): see `core.rules.tng.options`.

* Movement: `enter_cost` is the terrain/hexside/elevation cost of one step
  for a unit alone on the map (no ZOC, friends or roads-near-enemy, which
  depend on the position); use `path_cost` / `reachable` with a `Position`
  for the full rules (`core.rules.tng.movement`).
* LOS: `core.los` with `core.rules.tng.los_policy`.
* Combat: `attack_value` = the artillery fire total ``die + SP + DRM`` of
  ``firers`` at ``target`` (tng 8.x); `defense_value` = the Cohesion the
  target rolls against on a Disorder Cohesion Check.
* `legal_actions`: the game state machine is later work (`RulesError`).

Units may be `TngUnit` objects or unit dicts in the conformance format.
"""
from __future__ import annotations

from core.errors import RulesError
from core.i18n import _
from core.rules.base import Ruleset
from core.rules.tng import movement
from core.rules.tng import options as tng_options
from core.rules.tng.fire import fire_drm
from core.rules.tng.los_policy import line_of_sight
from core.rules.tng.units import Position, TngUnit, unit_from_dict

_DEFAULTS = {"scenario": "default", **tng_options.resolve()}


class TngRuleset(Ruleset):
    """Triumph & Glory v2.2, Borodino (seed 004; tng_fow.md GAME A)."""

    name = "tng"
    DEFAULT_OPTIONS = _DEFAULTS

    @property
    def rules_options(self) -> dict:
        """Resolved option values (the scenario preset, then single overrides)."""
        spec = {k: v for k, v in self.options.items() if k != "scenario" and v != _DEFAULTS[k]}
        spec["scenario"] = self.options["scenario"]
        return tng_options.resolve(spec)

    def _unit(self, unit, hexmap) -> TngUnit:
        return unit if isinstance(unit, TngUnit) else unit_from_dict(unit, hexmap)

    def enter_cost(self, hexmap, unit, a, b, mode: str = "normal") -> float | None:
        """MP for ``unit`` alone on the map to step from ``a`` into ``b`` (None: may not)."""
        u = self._unit(unit, hexmap)
        u = TngUnit(u.id, u.side, u.kind, a, u.facing, u.brigade, u.activation_group, u.sp, u.status, u.stats)
        ctx = movement.Context(Position(hexmap, [u]), u, mode, self.rules_options)
        return movement.step(ctx, a, b).cost

    def path_cost(self, position: Position, unit_id: str, path, mode: str = "normal") -> dict:
        """`core.rules.tng.movement.path_cost` with this ruleset's options."""
        return movement.path_cost(position, position.unit(unit_id), list(path), mode, self.rules_options)

    def reachable(self, position: Position, unit_id: str, mode: str = "normal") -> dict:
        """``{hex: MP}`` the unit can end in (`core.rules.tng.movement.reachable`)."""
        return movement.reachable(position, position.unit(unit_id), mode, None, self.rules_options)

    def los(self, hexmap, a, b):
        """`core.los.LosResult` under tng 8.4."""
        return line_of_sight(hexmap, a, b, self.rules_options)

    def attack_value(self, position, firers, target, dice, **kw) -> int:
        """``die + SP + DRM`` for the artillery ``firers`` (ids) at ``target``
        (unit id or hex); ``barrage=True`` for the Barrage marker.
        `RulesError` when the fire is not legal."""
        dice = list(dice)
        if len(dice) != 1:
            raise RulesError(_("tng fire rolls one d10, got {dice}").format(dice=dice), "tng 8.5")
        tgt = position.units[target] if target in position.units else target
        res = fire_drm(position, [position.unit(f) for f in firers], tgt, bool(kw.get("barrage")), self.rules_options)
        if not res["legal"]:
            raise RulesError(_("tng: fire not legal: {why}").format(why=res['why']))
        return dice[0] + res["sp"] + res["drm"]

    def defense_value(self, position, firers, target, **kw) -> int:
        """The Cohesion of ``target`` (unit id), what its Disorder Cohesion Check needs."""
        return position.unit(target).cohesion

    def legal_actions(self, state) -> list:
        """Not written yet: the tng game state machine is later work."""
        raise RulesError(_("tng: legal actions need the playtest engine, which is not written yet"))


def make_ruleset(**options) -> TngRuleset:
    """Factory for ``core.rules.registry.spec(name).rules(**options)``."""
    return TngRuleset(**options)

