"""The Triumph & Glory (Borodino, v2.2) play engine (seed 004; tng_fow.md
GAME A): `core.play.game.Game` finds it by the ruleset name ``tng``.

Modules: setup.py (static data, where a scenario keeps commanders, groups
and markers; `scenario_problems` shared with validation), state.py
(`TngState`), flow.py (the sequence of play), legal.py (legal actions),
resolve.py (applying actions), dice.py (tasks and the dice they need),
combat.py (disorder, retreat, advance, collapse, recovery, commander
displacement), charge.py and charge_dice.py (cavalry charges,
squares, counter-charge, recall, pursuit, tng 9.8), actions.py (the tng action types), observe.py,
greedy.py.
The rules themselves are the rules core's (`core.rules.tng`).

Engine simplifications (each a rule not played yet, never a wrong one
played silently): charges are by one cavalry unit at one hex, with no
retreat before a charge and no Recall after reaction fire (see
charge.py); no Artillery Barrage marker
(5.33) or Misguided Friendly Fire (8.8); no secondary shock
(breakthrough, counter-shock, 9.73); no stack re-ordering (6.24: a unit
entering a hex goes to the bottom); no cavalry reaction retreat (7.39) or
retreat before shock (9.3); retreat through a friendly stack is a
Withdrawal; counter-battery fire (8.7) is taken automatically when legal;
Borodino special rules 1-3 (command structure), 5 (burning villages,
bridges) and 14 (flank march) are not played.  Played Borodino rules:
Initiative to the French on turn 1, Napoleon never rolls for Orders Delay
and moves d10 MP, Kutuzov MA 4, 8-SP artillery stacks, militia, cossacks,
jaegers as line infantry, collapse VP, Guard VP, the key hex VP.
"""
from __future__ import annotations

from core.play.tng import actions as _actions  # noqa: F401  (registers the tng action types)
from core.play.tng.flow import new_initial_state
from core.play.tng.greedy import greedy_scores
from core.play.tng.observe import observe
from core.play.tng.setup import prepare, scenario_problems, validation_problems
from core.play.tng.state import TngState, state_from_dict

RULES_VERSION = "tng-2.2-borodino-play-2"

__all__ = ["RULES_VERSION", "prepare", "new_initial_state", "state_from_dict", "observe", "greedy_scores",
           "scenario_problems", "validation_problems", "TngState"]
