"""The fow `core.rules.base.Ruleset` (Flames of War on hexes), registered as ``"fow"``.

Options (``get_ruleset("fow", inches_per_hex=4)``): ``inches_per_hex``
(default 2, tng_fow.md B.6; see `core.rules.fow.scale`).

* Movement: `enter_cost` is the inches a hex step covers (``inches_per_hex``)
  or None where the going is impassable; FoW's "the slowest going governs
  the whole move" is not additive per step, so use `reachable` /
  `move_legal` here (`core.rules.fow.movement`) for exact answers.
* LOS: `core.los` with `core.rules.fow.los_policy` at this scale.
* Combat: `attack_value` = hits scored by ``dice`` against the to-hit number;
  `defense_value` = the to-hit number (seed 001 pp. 90-91).
* `legal_actions`: not written yet (the playtest engine is later work):
  raises `RulesError`.

Units may be `Team` objects or unit dicts (converted with `team_from_unit`).
"""
from __future__ import annotations

from core.errors import RulesError
from core.i18n import _
from core.rules.base import Ruleset
from core.rules.fow import movement
from core.rules.fow.fire import assess_shot
from core.rules.fow.los_policy import line_of_sight
from core.rules.fow.scale import DEFAULT_INCHES_PER_HEX, Scale
from core.rules.fow.shooting import count_hits
from core.rules.fow.teams import Team, team_from_unit


def _team(unit, hexmap=None) -> Team:
    return unit if isinstance(unit, Team) else team_from_unit(unit, hexmap)


class FowRuleset(Ruleset):
    """Flames of War on hexes (seed 001; tng_fow.md GAME B)."""

    name = "fow"
    DEFAULT_OPTIONS = {"inches_per_hex": DEFAULT_INCHES_PER_HEX}

    @property
    def scale(self) -> Scale:
        """The ground scale of these options (RulesError if not positive)."""
        return Scale(self.options["inches_per_hex"])

    def enter_cost(self, hexmap, unit, a, b, mode: str = "normal") -> float | None:
        """Inches covered stepping from ``a`` into adjacent ``b``; None when the going is
        impassable or the team cannot move (immobile guns)."""
        t = _team(unit, hexmap)
        immobile = movement.speed_inches(t, "road") <= 0
        if immobile or movement.step_column(hexmap, a, b) is None:
            return None
        return self.scale.inches(1)

    def reachable(self, hexmap, unit, blocked=frozenset()) -> dict:
        """``{hex: hexes moved}`` the team can end in (movement.reachable)."""
        return movement.reachable(_team(unit, hexmap), hexmap, self.scale, frozenset(blocked))

    def move_legal(self, hexmap, unit, path) -> tuple[bool, str]:
        """``(legal, reason)`` for the move through ``path`` (movement.move_legal)."""
        return movement.move_legal(_team(unit, hexmap), hexmap, list(path), self.scale)

    def los(self, hexmap, a, b):
        """`core.los.LosResult` under the fow policy at this scale."""
        return line_of_sight(hexmap, a, b, self.scale)

    def attack_value(self, position, firers, target, dice, **kw) -> int:
        """Hits scored by ``dice`` (and ``rerolls=`` for scores above 6) for the
        first firer shooting ``target``; ``position`` is the HexMap.
        `RulesError` when the shot is not legal."""
        shot = assess_shot(_team(firers[0], position), _team(target, position), position, self.scale)
        if not shot.legal:
            raise RulesError(_("fow: shot not legal: {reason}").format(reason=shot.reason), "seed 001 p. 91")
        return count_hits(list(dice), shot.to_hit, kw.get("rerolls", ()))

    def defense_value(self, position, firers, target, **kw) -> int:
        """The score the first firer needs to hit ``target`` (seed 001 p. 91)."""
        return assess_shot(_team(firers[0], position), _team(target, position), position, self.scale).to_hit

    def legal_actions(self, state) -> list:
        """Not written yet: the fow game state machine is later work."""
        raise RulesError(_("fow: legal actions need the playtest engine, which is not written yet"))


def make_ruleset(**options) -> FowRuleset:
    """Factory for ``core.rules.registry.spec(name).rules(**options)``."""
    return FowRuleset(**options)

