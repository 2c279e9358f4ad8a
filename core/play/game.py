"""`Game`: a scenario bound to its ruleset's play engine and options
(OpenSpiel's immutable Game).

The engine is the one the ruleset's spec names
(`core.rules.registry`: ``spec(name).engine()``, ``core.play.<ruleset>``).
An engine module provides:

* ``RULES_VERSION`` (str): changes whenever a rule change can alter a
  replay;
* ``prepare(game) -> object``: static per-game data (tables, caches), kept
  in ``game.data``;
* ``new_initial_state(game) -> GameState`` and
  ``state_from_dict(game, d) -> GameState``;
* ``observe(state, side) -> dict`` (what ``side`` may see);
* ``greedy_scores(state, actions) -> list[float]`` (for `bots.GreedyBot`).

A new ruleset plugs in with a package ``core/play/<ruleset>/`` with those
names and its `core.rules.registry.RulesetSpec`.

`load_game(path, **options)` loads a scenario file; `scenario_hash(sc)` is
the sha256 hex of the scenario's canonical JSON with its map embedded, so a
replay notices a changed scenario or map.
"""
from __future__ import annotations

import hashlib
from typing import Any

from core.errors import HexwrightError
from core.formats import mapfile
from core.formats.scenariofile import load_scenario, scenario_to_dict
from core.i18n import _
from core.play.state import canonical_json
from core.rules.registry import spec


def scenario_hash(sc) -> str:
    """sha256 hex digest of the canonical JSON of scenario ``sc`` (the map
    is embedded whatever its source, so map edits change the hash)."""
    doc = scenario_to_dict(sc)
    doc["map"] = {"embedded": mapfile.map_to_dict(sc.hexmap)}
    doc.pop("generator", None)
    return hashlib.sha256(canonical_json(doc).encode("utf-8")).hexdigest()


def engine_for(ruleset: str):
    """``core.rules.registry.spec(ruleset).engine()`` (kept for older
    callers): the play engine module; `HexwrightError` for an unknown
    ruleset."""
    return spec(ruleset).engine()


class Game:
    """A scenario (`core.model.Scenario`) with ruleset ``options`` (the
    scenario's own ``options`` overlaid with these) and its engine.

    ``sides``: side ids in scenario order (player order); ``hash``: the
    `scenario_hash`; ``rules_version``: the engine's ``RULES_VERSION``.
    Raises `HexwrightError` for a ruleset without an engine, a scenario
    without exactly two sides, or a bad option.
    """

    def __init__(self, scenario, options: dict[str, Any] | None = None, source: str | None = None):
        self.scenario = scenario
        self.source = source
        self.options = {**(scenario.options or {}), **(options or {})}
        self.engine = spec(scenario.ruleset).engine()
        self.sides = scenario.side_ids()
        if len(self.sides) != 2:
            raise HexwrightError(_("play needs a scenario with exactly two sides, {title!r} has {n_sides}").format(
                                     title=scenario.title, n_sides=len(self.sides)))
        self.rules_version = self.engine.RULES_VERSION
        self.hash = scenario_hash(scenario)
        self.data = self.engine.prepare(self)

    def new_initial_state(self):
        """The state before the first pre-round sequence (a chance node or
        the first player's turn)."""
        return self.engine.new_initial_state(self)

    def state_from_dict(self, d: dict):
        """Rebuild a state saved with ``to_dict``; `HexwrightError` naming
        what is wrong for a document that does not fit this game."""
        return self.engine.state_from_dict(self, d)

    def opponent(self, side: str) -> str:
        """The other side."""
        return self.sides[1] if side == self.sides[0] else self.sides[0]


def load_game(path: str, **options: Any) -> Game:
    """`Game` of the scenario file ``path`` (`FormatError` for a bad file)."""
    return Game(load_scenario(path), options, source=str(path))
