"""Playtest engine: OpenSpiel-shaped games, chance nodes, observers,
replays and bots (DESIGN.md job 4 "Playtest").  Pure Python, no Qt.

API for the editor's playtest mode (and scripts)::

    from core.play import load_game, Game, make_bot, play_game, observe
    game = load_game("sample_maps/coh_partisans.scenario.json")   # or Game(scenario, options)
    st = game.new_initial_state()
    while not st.is_terminal():
        if st.is_chance_node():                  # dice, card and hit-marker draws
            a = sample_chance(st, rng)           # from a seeded random.Random in the driver
        else:
            side = st.current_player()           # a side id, e.g. "german"
            view = observe(st, side)             # what that side may see (fog of war)
            a = choose(view["legal_actions"])    # or st.legal_actions() (Action objects)
        st.apply_action(a)                       # RulesError (with the rule) if illegal
    st.returns(), st.winner(), st.vp

Pieces:

* `core.play.game`: `Game` (scenario + ruleset options + engine module,
  ``game.hash`` = sha256 of the canonical scenario JSON), `load_game`,
  `scenario_hash`, `engine_for` (the ruleset's engine module, as its spec
  in `core.rules.registry` names it: ``core.play.<ruleset>``).
* `core.play.state.GameState`: ``current_player()`` (side, ``"chance"``,
  ``"terminal"``), ``legal_actions()`` (deterministic order),
  ``apply_action(a)``, ``apply_str("move g1 0304")``, ``is_chance_node()``,
  ``chance_outcomes()`` -> ``[(outcome, probability)]``, ``is_terminal()``,
  ``returns()``, ``clone()``, ``to_dict()`` / ``game.state_from_dict(d)``,
  ``state_hash()``; CoH states also have ``log`` (readable lines),
  ``log_for(side)``, ``vp``, ``caps``, ``round``, ``winner()``.
* `core.play.actions`: frozen action dataclasses with a ``type`` tag and a
  readable ``str`` (``activate g1``, ``move g1 0304``, ``fire g1 -> 0507``,
  ``fire g1+g2 -> 0507 [cap]``, ``rally g1``, ``card 03 g1``, ``pass``;
  chance: ``die 4``, ``draw 07``, ``marker pinned``);
  `action_to_dict` / `action_from_dict`.
* `core.play.observer.observe(state, side)`: the side's view (enemy hidden
  units removed, the opponent's hand and hit markers face down, legal
  actions when it is to act, its log).
* `core.play.driver`: `sample_chance`, `play_game(game, bots, seed)`.
* `core.play.bots`: `RandomBot`, `GreedyBot`, `make_bot(name, seed)`.
* `core.play.replay`: replay files ``{scenario hash, rules version, seed,
  actions}`` (chance outcomes recorded as actions, so a replay needs no
  generator): `make_log`, `save_log`, `load_log`, `replay_file`, `resume`,
  `replay_actions`.
* `core.play.coh`: the Conflict of Heroes engine (see its modules).
"""
from __future__ import annotations

from core.play.bots import GreedyBot, RandomBot, make_bot
from core.play.driver import play_game, sample_chance
from core.play.game import Game, load_game, scenario_hash
from core.play.observer import observe
from core.play.state import CHANCE, TERMINAL, GameState

__all__ = ["Game", "GameState", "load_game", "scenario_hash", "observe", "play_game", "sample_chance", "make_bot",
           "RandomBot", "GreedyBot", "CHANCE", "TERMINAL"]
