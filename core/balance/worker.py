"""One balance game, as a worker process (local or Dask) plays it:
`play_one(payload, spec) -> record`.

``payload`` is `make_payload(scenario)`: the scenario document with its
map embedded (so a worker on another machine needs no files) and its
hash.  Each process keeps the `core.play.game.Game` of each (scenario,
variant) it has seen, so the all-pairs LOS table is built once per
process, not once per game.

The record (JSON values) of a game: ``index``, ``seed``, ``bots`` {side:
bot}, ``variant`` {key: value}, ``winner`` (side or None for a draw),
``vp`` {side: VP}, ``rounds`` (rounds played), ``actions`` (player
actions and chance outcomes), ``losses`` {side: {unit type: n}} (`unit_types`),
``deaths`` ``[[hex label, side, unit type], ...]``, ``objectives`` (one
``{hex label: holder}`` per round, taken as each round ends), ``hash``
(the final `GameState.state_hash`: two runs played the same game when
their hashes agree) and ``seconds`` (wall time, the only field that
differs between runs).
"""
from __future__ import annotations

import random
import time

from core.balance.spec import GameSpec
from core.balance.sweep import apply_variant
from core.errors import HexwrightError
from core.formats import mapfile
from core.formats.scenariofile import scenario_from_dict, scenario_to_dict
from core.i18n import _
from core.play.bots import make_bot
from core.play.driver import sample_chance
from core.play.game import Game, scenario_hash
from core.play.probes import holders, initial_holders, lost_box, round_of, units_on_map

_GAMES: dict = {}


def make_payload(scenario) -> dict:
    """``{"doc": scenario document with the map embedded, "hash": sha256}``."""
    doc = scenario_to_dict(scenario)
    doc["map"] = {"embedded": mapfile.map_to_dict(scenario.hexmap)}
    return {"doc": doc, "hash": scenario_hash(scenario)}


def game_for(payload: dict, variant: tuple = ()):
    """The `Game` of ``payload`` under ``variant`` (cached per process);
    `FormatError` when the varied document is not a valid scenario."""
    key = (payload["hash"], tuple(variant))
    g = _GAMES.get(key)
    if g is None:
        doc = apply_variant(payload["doc"], variant) if variant else payload["doc"]
        where = "scenario" + (f" ({' '.join(f'{k}={v}' for k, v in variant)})" if variant else "")
        if len(_GAMES) > 16:
            _GAMES.clear()
        g = _GAMES[key] = Game(scenario_from_dict(doc, where))
    return g


def unit_types(scenario) -> dict[str, str]:
    """``{unit id: unit type}``: the catalogue id of each setup unit and
    reinforcement (its kind for a custom unit)."""
    out = {}
    for u in list(scenario.units) + [u for r in scenario.reinforcements for u in r.units]:
        out[u.id] = u.catalogue_id or u.kind or u.id
    return out


def bot_seed(game_seed: int, side_no: int) -> int:
    """The seed of the bot playing side number ``side_no`` in a game seeded ``game_seed``."""
    return random.Random(f"bot:{game_seed}:{side_no}").getrandbits(31)


def play_one(payload: dict, spec: GameSpec, max_steps: int = 200_000) -> dict:
    """Play ``spec`` to the end and return its record (module doc).
    `HexwrightError` for an unknown bot or a game that does not end."""
    t0 = time.perf_counter()
    game = game_for(payload, spec.variant)
    bots = {side: make_bot(name, bot_seed(spec.seed, i)) for i, (side, name) in enumerate(spec.bots)}
    rng = random.Random(spec.seed)
    st = game.new_initial_state()
    seen = units_on_map(st)
    held = holders(st, initial_holders(game.scenario), seen)
    types = unit_types(game.scenario)
    losses: dict[str, dict[str, int]] = {s: {} for s in game.sides}  # side -> unit type -> units lost
    deaths, objectives = [], []
    rnd = round_of(st)
    n = 0
    while not st.is_terminal():
        if n >= max_steps:
            raise HexwrightError(_("game {index} (seed {seed}) did not end within {max_steps} actions").format(
                                     index=spec.index, seed=spec.seed, max_steps=max_steps))
        a = sample_chance(st, rng) if st.is_chance_node() else bots[st.current_player()].step(st)
        st.apply_action(a)
        n += 1
        now = units_on_map(st)
        if now.keys() != seen.keys() or now != seen:
            for uid, (side, kind, lab) in seen.items():
                if uid not in now and lost_box(st, uid):
                    kind = types.get(uid, kind)
                    losses[side][kind] = losses[side].get(kind, 0) + 1
                    deaths.append([lab, side, kind])
            seen = now
        r = round_of(st)
        if r != rnd or st.is_terminal():
            held = holders(st, held, now)
            objectives.append(dict(held))
            rnd = r
    return {"index": spec.index, "seed": spec.seed, "bots": dict(spec.bots), "variant": dict(spec.variant),
            "winner": st.winner(), "vp": {s: st.vp[s] for s in game.sides}, "rounds": len(objectives),
            "actions": n, "losses": losses, "deaths": deaths, "objectives": objectives, "hash": st.state_hash(),
            "seconds": round(time.perf_counter() - t0, 3)}
