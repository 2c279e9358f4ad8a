"""The Conflict of Heroes play engine (2nd edition, seed 000; coh.md 1.1,
9): `core.play.game.Game` finds it by the ruleset name ``coh``.

Layers (issue 11, acyclic): setup.py (static game data), state.py
(`CohState`: data only), flow.py, legal.py and resolve.py (they import the
state and the helpers below them), engine.py (`CohPlayState` with the
`GameState` hooks, the constructors: the one module that joins them).

Modules: setup.py (static game data), state.py (`CohState`), flow.py
(round structure, control, VP), legal.py (legal actions), groups.py
(group actions), resolve.py (applying actions and chance nodes), cards.py
(card plays and effects), choices.py (CAPs declared on the initiative and
sniper detection rolls), reactions.py (reaction windows: cards 07, 13, 15),
mines.py (mine attacks), forts.py (fortifications changed in play),
logtext.py (log text of a resolved action), explain.py
(why an action is illegal), observe.py (what one side sees), greedy.py
(the greedy bot's scores), costs.py (action costs and hit chances
without playing the action), playpos.py (memoised LOS), strike_plan.py
and artillery.py (off-board artillery W06/W07 planned in the pre-round,
air strikes W04/W05, V-CC Close Call), veterans.py (veteran cards and
greens 05, 06), card_status.py (why a card in the hand cannot be played
now), kinds.py (flamethrower and indirect mortar actions), smoke.py
(firing smoke), withdrawal.py (close-combat withdrawal limits),
mine_view.py (drives planned without the opponent's hidden mines), window_view.py (the roll a
reaction window holds, explained for the side asked), transport.py (loading,
unloading, towing: rules/coh.md 4.3);
play_rules.json holds
the engine's values that no source fixes, each flagged "assumed" with its
reason.
"""
from __future__ import annotations

from core.play.coh.card_status import card_reasons
from core.play.coh.costs import action_cost, hit_chances
from core.play.coh.explain import explain, preview
from core.play.coh.engine import CohPlayState, new_initial_state, state_from_dict
from core.play.coh.mines import unseen_mines as hidden_fortifications
from core.play.coh.observe import observe
from core.play.coh.greedy import greedy_scores
from core.play.coh.setup import not_played, prepare, validation_problems
from core.play.coh.state import CohState
from core.play.coh.vehicles import move_actions_to
from core.play.coh.window_view import pending_roll

RULES_VERSION = "coh-2e-play-1"

__all__ = ["RULES_VERSION", "prepare", "validation_problems", "new_initial_state", "state_from_dict", "observe",
           "greedy_scores", "CohState", "CohPlayState", "action_cost", "hit_chances", "explain", "preview",
           "hidden_fortifications", "move_actions_to", "not_played", "card_reasons", "pending_roll"]
