"""`CohRuleset`: Conflict of Heroes behind the `core.rules.base.Ruleset`
interface (``get_ruleset("coh", hit_comparison=">")``).

Options are the fields of `core.rules.coh.options.CohOptions` (named rule
values and the choices the sources leave open).  The methods delegate to the
rules modules: move.py (costs), combat.py (AV/DV), activation.py (legal
actions in a shared activation).  ``unit`` arguments are `CohUnit` values;
``position`` a `Position`; ``state`` an `activation.Activation`.
"""
from __future__ import annotations

from dataclasses import asdict
from typing import Iterable

from core.errors import RulesError
from core.hexgrid import Hex
from core.i18n import _
from core.rules.base import Ruleset
from core.rules.coh import activation as A
from core.rules.coh.combat import attack
from core.rules.coh.move import MoveProfile, step_cost
from core.rules.coh.options import CohOptions


class CohRuleset(Ruleset):
    """Conflict of Heroes: Awakening the Bear, 2nd edition (seed 000)."""

    name = "coh"
    DEFAULT_OPTIONS = asdict(CohOptions())

    @property
    def coh_options(self) -> CohOptions:
        """The options as a `CohOptions` (for `Position`)."""
        return CohOptions(**self.options)

    def enter_cost(self, hexmap, unit, a: Hex, b: Hex, mode: str = "normal") -> int | None:
        """AP for ``unit`` to step from ``a`` into adjacent ``b``; ``mode``
        ``normal`` or ``hidden`` (seed 000 §10.1); None when it may not.
        A unit whose hit marker forbids moving may enter nothing."""
        if mode not in ("normal", "hidden", "group"):
            raise RulesError(_("coh: unknown move mode {mode!r}").format(mode=mode))
        try:
            p = MoveProfile.of(unit, hidden=(mode == "hidden"))
        except RulesError:
            return None
        return step_cost(hexmap, p, a, b, self.coh_options)

    def attack_value(self, position, firers: list[str], target, dice: Iterable[int], **kw) -> int:
        """AV of the (group) attack against its first target (combat.py)."""
        return attack(position, list(firers), target, dice, kw.get("caps", 0),
                      kw.get("fp_bonus", 0)).primary.attack_value

    def defense_value(self, position, firers: list[str], target, **kw) -> int | None:
        """DV of ``target`` against ``firers`` (combat.py; None: empty hex)."""
        return attack(position, list(firers), target, [1, 1]).primary.defense_value

    def legal_actions(self, state: A.Activation, side: str | None = None) -> list[dict]:
        """Every single-unit action (one-hex moves, hidden moves, fire at each
        enemy unit, rally, hide in place, hasty defense, pivot, stall) that
        ``state`` allows, paid from the shared pool; ``side`` restricts the
        acting units.  Each is checked with `activation.apply_action`."""
        pos = state.position
        out: list[dict] = []
        hexmap = pos.hexmap
        for u in pos.units:
            if side is not None and u.side != side:
                continue
            cands: list[dict] = []
            for n in hexmap.neighbours(u.hex):
                cands.append({"units": [u.id], "action": "hidden_move" if u.hidden else "move",
                              "to": {u.id: hexmap.label(n)}})
            for e in pos.units:
                if e.side != u.side and not e.hidden:
                    cands.append({"units": [u.id], "action": "fire", "target": e.id})
            if u.hits:
                cands.append({"units": [u.id], "action": "rally", "dice": [6, 6]})
            if not u.hidden:
                cands.append({"units": [u.id], "action": "hide", "to": {u.id: hexmap.label(u.hex)}})
            if u.move_class == "foot" and not u.hasty_defense:
                cands.append({"units": [u.id], "action": "hasty_defense"})
            for f in range(6):
                if f != u.facing and not u.hidden:
                    cands.append({"units": [u.id], "action": "pivot", "facing": {u.id: f}})
            cands.append({"units": [u.id], "action": "stall"})
            for c in cands:
                try:
                    A.apply_action(state, c)
                except RulesError:
                    continue
                out.append(c)
        return out


def make_ruleset(**options) -> CohRuleset:
    """Factory for ``core.rules.registry.spec(name).rules(**options)``."""
    return CohRuleset(**options)

