"""The Triumph & Glory (Borodino, v2.2) play engine (seed 004; tng_fow.md
GAME A): `core.play.game.Game` finds it by the ruleset name ``tng``.

Modules: engine.py (the playable state class and constructors), command.py
(commanders, groups, orders), rolls.py (every roll explained), explain.py
(what a surface shows beside an action), setup.py (static data, where a scenario keeps commanders, groups
and markers; `scenario_problems` shared with validation), state.py
(`TngState`), flow.py (the sequence of play), legal.py (legal actions),
resolve.py (applying actions), dice.py (tasks and the dice they need),
combat.py (disorder, retreat, advance, collapse, recovery, commander
displacement), charge.py and charge_dice.py (cavalry charges, several
units charging one hex, squares, counter-charge, recall, pursuit, tng
9.8), charge_two.py (a charge against two hexes, tng 9.8 / 9.24),
reinforcements.py (tng 7.41-7.44), schevardino.py (scenario activation
schedules and movement limits: the Schevardino scenario), combined.py
(several stacks shocking one hex, tng 9.22), evade.py
(retreat before shock, tng 9.31 / 9.86, and the optional advance, 9.72),
reaction.py (cavalry's reaction retreat, tng 7.39), destruction.py (the
Russian Destruction marker, Borodino special 5), flank_march.py (the
optional French flank march, special 14), actions.py (the tng action
types), observe.py, greedy.py.
The rules themselves are the rules core's (`core.rules.tng`).

Rules of the notes not played yet are listed, each with its reason, in
play_rules.json ``not_played`` (`not_played()`); the engine's own values
(each with its source or flagged assumed) in its ``values``.  Played
Borodino rules: Initiative to the French on turn 1, the Russian army
command choice (special 1, ``army_commands``), Guard orders (3,
``act_only_when_ordered``), the Artillery Barrage marker (4, tng 5.33),
burning villages and bridges (5, ``destruction``), the optional flank
march (14, ``flank_march``),
three reserve guns a hex at set-up (footnote e), Napoleon never rolls
for Orders Delay and moves d10 MP, Kutuzov MA 4, no Russian extended
movement (special 8), 8-SP artillery stacks, militia, cossacks, jaegers
as line infantry, collapse VP, Guard VP, the key hex VP.
"""
from __future__ import annotations

from core.play.tng import actions as _actions  # noqa: F401  (registers the tng action types)
from core.play.tng.chances import hit_chances
from core.play.tng.engine import TngPlayState as TngState
from core.play.tng.engine import new_initial_state, state_from_dict
from core.play.tng.explain import (
    action_cost_text,
    explain,
    facing_of,
    move_actions_to,
    move_destination,
    preview,
    row_key,
    why_not_to,
)
from core.play.tng.greedy import greedy_scores
from core.play.tng.observe import observe
from core.play.tng.setup import (
    not_played,
    play_rules,
    prepare,
    scenario_problems,
    validation_problems,
)

RULES_VERSION = "tng-2.2-borodino-play-3"

__all__ = ["RULES_VERSION", "TngState", "action_cost_text", "explain", "facing_of", "greedy_scores", "hit_chances",
           "move_actions_to", "move_destination", "new_initial_state", "not_played", "observe", "play_rules",
           "prepare", "preview", "row_key", "scenario_problems", "state_from_dict", "validation_problems",
           "why_not_to"]
