"""Benchmark: open and save a 200 x 200 scenario (DESIGN.md target: under 1 s).

The scenario embeds a 200 x 200 CoH map with terrain on a third of the
hexes, 1,000 catalogue units, two setup zones of 2,000 hexes each, a deck
and 20 control hexes.  The reference is plain ``json.loads``/``json.dumps``
of the same document, so the ratio shows the cost of validation and model
building on any machine.
"""
from __future__ import annotations

import json
import os
import tempfile

from core.bench import Figure, median_ms, target_note
from core.formats.scenariofile import load_scenario, save_scenario, scenario_to_dict
from core.model import ControlHex, Deck, HexMap, Scenario, SetupZone, Side, UnitPlacement, Victory


def big_scenario(size: int = 200, n_units: int = 1000) -> Scenario:
    """A deterministic ``size`` x ``size`` scenario with ``n_units`` units."""
    m = HexMap(size, size, "coh")
    hexes = list(m.hexes())
    for i, h in enumerate(hexes):
        if i % 3 == 0:
            m.terrain[h] = ("light_woods", "heavy_woods", "wheat")[i % 9 // 3]
        if i % 7 == 0:
            m.elevation[h] = 1
    units = [UnitPlacement(f"u{i}", "german" if i % 2 else "soviet", hexes[(i * 37) % len(hexes)],
                           "german_rifles_41" if i % 2 else "soviet_rifles_41", facing=i % 6, hidden=i % 5 == 0)
             for i in range(n_units)]
    zones = [SetupZone("west", "german", set(hexes[:2000])), SetupZone("east", "soviet", set(hexes[-2000:]))]
    control = [ControlHex(hexes[(i * 997) % len(hexes)], 1, "round", None) for i in range(20)]
    return Scenario(m, "coh", "bench", sides=[Side("german"), Side("soviet")], units=units, zones=zones,
                    decks=[Deck("d", cards={"01": 4, "02": 8})], victory=Victory(1, {}, control))


def run(quick: bool = False) -> list[Figure]:
    """Median save and load times in ms, and the ratio to plain JSON."""
    sc = big_scenario(120 if quick else 200)
    repeat = 3 if quick else 5
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "big.scenario.json")
        save_ms = median_ms(lambda: save_scenario(sc, path), repeat=repeat, warmup=1)
        load_ms = median_ms(lambda: load_scenario(path), repeat=repeat, warmup=1)
        text = open(path, encoding="utf-8").read()
    doc = scenario_to_dict(sc)
    ref_ms = median_ms(lambda: json.loads(json.dumps(doc)), repeat=repeat, warmup=1)
    tag = "120x120 (quick)" if quick else "200x200"
    return [
        Figure("scenario_save_ms", save_ms,
               f"{tag}, 1000 units, {len(text) // 1024} KiB; {target_note(save_ms, '<', 1000, 'ms')}"),
        Figure("scenario_load_ms", load_ms,
               f"{tag}, schema + cross-checks + model; {target_note(load_ms, '<', 1000, 'ms')}"),
        Figure("scenario_io_vs_plain_json", (save_ms + load_ms) / ref_ms, "save+load / json.dumps+loads"),
    ]
