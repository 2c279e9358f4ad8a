"""The Flames of War on hexes play engine (seed 001 pp. 90-91; tng_fow.md
GAME B): `core.play.game.Game` finds it by the ruleset name ``fow``.

Modules: setup.py (static game data, scenario checks with JSON paths),
state.py (`FowState`), flow.py (player turns: starting, movement, shooting,
assault steps; victory), legal.py (legal actions), resolve.py (applying
actions), dice.py (dice resolutions as pure functions of the faces rolled),
actions.py (``dig_in``, ``assault``, ``double``, ``bombard``, ``smoke``
action types), assault.py (defensive fire, counter-attack, breaking off),
artillery.py (bombardments and smoke), effects.py (destroyed, bailed out,
pinned), observe.py (what one side sees; ``map_templates`` for the
playtest's template drawing), greedy.py (the greedy bot's scores); play_rules.json holds the
engine's values no source fixes, each flagged with its source or "assumed".
The rules themselves are the rules core's (`core.rules.fow`).
``validation_problems(sc)`` lists a scenario's play problems with JSON
paths (``hexwright validate`` calls it).
"""
from __future__ import annotations

from core.play.fow import actions as _actions  # noqa: F401  (registers dig_in / assault)
from core.play.fow.engine import FowPlayState as FowState
from core.play.fow.engine import new_initial_state, state_from_dict
from core.play.fow.explain import explain, hit_chances, preview
from core.play.fow.greedy import greedy_scores
from core.play.fow.observe import map_templates, observe
from core.play.fow.setup import not_played, play_rules, prepare, validation_problems

RULES_VERSION = "fow-3e-hex-play-2"

__all__ = ["RULES_VERSION", "FowState", "explain", "greedy_scores", "hit_chances", "map_templates",
           "new_initial_state", "not_played",
           "observe", "play_rules", "prepare", "preview", "state_from_dict", "validation_problems"]
