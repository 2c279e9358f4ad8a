"""Generate the sample scenarios in ``sample_maps/`` (``*.scenario.json``).

    .venv/bin/python tools/make_sample_scenarios.py [OUTPUT_DIR]

Each scenario references a sample map of the same folder by relative path
(made by tools/make_sample_maps.py) and is checked by loading it back:

* ``coh_partisans.scenario.json``: the structure of AtB Mission 1
  "Partisans" (coh.md 10: 5 rounds, 7 CAPs each, German initiative, Soviets
  +1 VP, 1 VP per kill, a control objective scoring 1 VP per round, German
  entry from the south edge, Soviet reinforcements in round 2 on a road,
  German pioneers in round 3).  The sample map is NOT AtB map 1: the
  mission's hex names are transcribed with the letter-row rule of coh.md
  10.1 (row A = southern row 19 ... S = northern row 1; column number =
  column) and the terrain differs.
* ``coh_balka_hill.scenario.json``: a firefight of our own on board 2 with a
  card deck, weapon and veteran cards, hidden units, the map's bunker,
  trenches, wire, mines and hasty defense, and small balkas.
* ``tng_borodino_outpost.scenario.json``: a minimal T&G scenario with custom
  units (no T&G unit catalogue yet); ``fow_table_patrol.scenario.json``: a
  minimal FoW scenario with teams of core/rules/fow/units.json.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.formats.mapfile import load_map  # noqa: E402
from core.formats.scenariofile import load_scenario, save_scenario  # noqa: E402
from core.model import (ControlHex, Deck, MapSource, Reinforcement, Scenario, SetupZone, Side,  # noqa: E402
                        UnitPlacement, Victory)

GERMAN = Side("german", "Germans", "#5b6770")
SOVIET = Side("soviet", "Soviets", "#9c3b2e")


def _u(m, uid, side, unit, label=None, facing=None, **kw) -> UnitPlacement:
    return UnitPlacement(uid, side, m.parse(label) if label else None, unit, facing=facing, **kw)


def partisans(folder: Path) -> Scenario:
    """AtB Mission 1 "Partisans" structure on the two-board sample map."""
    m = load_map(folder / "coh_two_boards.json")
    p = m.parse
    south = [p(f"{c:02d}18") for c in range(1, 13)]          # row B of board 1 (coh.md 10: B01-B12)
    units = [
        _u(m, "s_maxim", "soviet", "soviet_mmg_maxim", "0209", 3),   # K02
        _u(m, "s_rifles_1", "soviet", "soviet_rifles_41", "0808", 3),  # L08
        _u(m, "s_rifles_2", "soviet", "soviet_rifles_41", "0507", 3),  # M05
        _u(m, "s_rifles_3", "soviet", "soviet_rifles_41", "1006", 3),  # N10
    ]
    reinf = [
        Reinforcement(1, "german", [_u(m, "g_rifles_1", "german", "german_rifles_41", facing=0),
                                    _u(m, "g_rifles_2", "german", "german_rifles_41", facing=0),
                                    _u(m, "g_mg34_1", "german", "german_mg34", facing=0),
                                    _u(m, "g_mg34_2", "german", "german_mg34", facing=0)],
                      south, "Enter on the south edge, row B (0118-1218), in round 1."),
        Reinforcement(2, "soviet", [_u(m, "s_rifles_4", "soviet", "soviet_rifles_41", facing=3),
                                    _u(m, "s_rifles_5", "soviet", "soviet_rifles_41", facing=3)],
                      [p("0801")], "Enter on the north road (the mission's road hex R07)."),
        Reinforcement(3, "german", [_u(m, "g_pioneers", "german", "german_pioneers", facing=0,
                                       name="SS pioneer / tracker team")],
                      [p("0101"), p("0102")], "Enter near the north-west corner (the mission's R01)."),
    ]
    return Scenario(
        m, "coh", "Partisans (Mission 1 structure)", MapSource("file", "coh_two_boards.json"),
        date="October 17, 1941", designer="Hexwright sample (after AtB Mission 1)",
        notes=("German security troops sweep a wood where partisans have been reported. Built from the Mission 1 "
               "summary in rules/coh.md 10 ([E3 docs; K]): rounds, CAPs, initiative, starting VP, forces, "
               "arrival rounds and the control objective follow the mission. The map is the Hexwright two-board "
               "sample, not AtB map 1: hex names were transcribed with the letter-row rule (row A = row 19, "
               "column = column) and the terrain there differs; the round 2 road entry R07 became the north road "
               "hex 0801. Facings are ours (the mission map shows them). No cards, as in the tutorial."),
        sides=[GERMAN, SOVIET], rounds=5, initiative="german", caps={"german": 7, "soviet": 7},
        starting_vp={"soviet": 1}, units=units,
        zones=[SetupZone("German entry (row B)", "german", set(south))],
        reinforcements=reinf,
        victory=Victory(1, {}, [ControlHex(p("0611"), 1, "round", "soviet")],
                        "1 VP per enemy unit destroyed. The side controlling the objective at 0611 (the mission's "
                        "I06) scores 1 VP at the end of every round. The side with more VP after round 5 wins."),
        special_rules="Tutorial firefight: no cards, no hidden units.")


def balka_hill(folder: Path) -> Scenario:
    """Our own firefight on board 2: cards, hidden units, fortifications, balkas."""
    m = load_map(folder / "coh_two_boards.json")
    p = m.parse
    units = [
        _u(m, "s_maxim", "soviet", "soviet_mmg_maxim", "1806", 5, name="Bunker crew"),
        _u(m, "s_rifles_1", "soviet", "soviet_rifles_41", "1708", 4),
        _u(m, "s_rifles_2", "soviet", "soviet_rifles_41", "1808", 4),
        _u(m, "s_atg", "soviet", "soviet_45mm_atg", "2009", 4),
        _u(m, "s_mortar", "soviet", "soviet_82mm_mortar", "1907", 4),
        _u(m, "s_smg", "soviet", "soviet_smg_rifles", "1603", hidden=True, name="Balka ambush"),
        _u(m, "s_nkvd", "soviet", "soviet_nkvd", "2105", hidden=True),
        _u(m, "s_sniper", "soviet", "soviet_sniper", "2104", hidden=True),
        _u(m, "g_rifles_1", "german", "german_rifles_41", "1115", 1),
        _u(m, "g_rifles_2", "german", "german_rifles_41", "1016", 1),
        _u(m, "g_rifles_3", "german", "german_rifles_41", "1214", 1, hits=["pinned"]),
        _u(m, "g_hmg", "german", "german_hmg34", "1014", 1),
        _u(m, "g_mg34", "german", "german_mg34", "0316", 1, name="MG team in the large balka"),
        _u(m, "g_mortar", "german", "german_8cm_mortar", "0917", 1),
        _u(m, "g_pioneers", "german", "german_pioneers", "1215", 1),
    ]
    german_zone = {h for h in m.hexes() if 9 <= m.layout.to_offset(h)[0] + 1 <= 12 and m.layout.to_offset(h)[1] >= 12}
    german_zone |= {p("0316"), p("0317")}
    soviet_zone = {h for h in m.hexes() if m.elevation_at(h) >= 1}
    reinf = [Reinforcement(2, "german", [_u(m, "g_pz3", "german", "german_pz_iii_h", facing=1)],
                           [p("1219"), p("1319")], "A Panzer III H arrives from the south."),
             Reinforcement(4, "soviet", [_u(m, "s_t26", "soviet", "soviet_t_26", facing=4)],
                           [p("2412")], "A T-26 comes down the east road.")]
    deck = Deck("battle", "Action and event cards",
                {"01": 4, "02": 8, "03": 2, "04": 2, "07": 3, "09": 2, "11": 2, "13": 3, "14": 2, "17": 1,
                 "Y-RE": 1},
                [], {"german": 2, "soviet": 2}, {"german": 1, "soviet": 1})
    return Scenario(
        m, "coh", "Balka Hill", MapSource("file", "coh_two_boards.json"),
        date="August 1942 (fictional)", designer="Hexwright sample",
        notes=("A Hexwright sample firefight, not a published one. A German company must take the fortified hill "
               "on board 2 before Soviet armour arrives. Shows the scenario features: a mixed deck with a "
               "yellow event card, weapon and veteran cards dealt at the start, hidden units (one in a small "
               "balka, one in heavy woods, a sniper), the map's bunker, trenches, wire, mines and hasty defense, "
               "a named unit worth extra VP and control hexes scored per round and at the end. The sniper's "
               "stats are assumed (see core/rules/coh/units.json)."),
        sides=[GERMAN, SOVIET], rounds=6, initiative="german", caps={"german": 8, "soviet": 6},
        caps_by_round={"soviet": {5: 8, 6: 8}}, starting_vp={"soviet": 2},
        options={"hidden_move_rule": "seed_2nd_ed"},
        units=units,
        zones=[SetupZone("German assembly area", "german", german_zone),
               SetupZone("Soviet hill positions", "soviet", soviet_zone)],
        reinforcements=reinf, decks=[deck],
        starting_cards={"german": ["W01", "W06"], "soviet": ["W02", "V07", "V-CC"]},
        victory=Victory(1, {"g_pz3": 3, "s_t26": 2},
                        [ControlHex(p("1907"), 3, "end", "soviet"), ControlHex(p("1708"), 1, "round", "soviet"),
                         ControlHex(p("1603"), 1, "round", None)],
                        "1 VP per enemy unit destroyed (the Panzer III H is worth 3, the T-26 2). Control of the "
                        "hilltop 1907 is worth 3 VP at the end; the trench 1708 and the balka 1603 score 1 VP every "
                        "round."),
        special_rules=("Soviet hidden units are written down at setup (seed 000 §10.0): the ambush squad in the "
                       "balka 1603, the NKVD squad and the sniper in the heavy woods. The mines at 1313 and 1513 "
                       "are Soviet and hidden. Soviet CAPs rise to 8 in rounds 5-6 when the T-26 is on the way."))


def tng_outpost(folder: Path) -> Scenario:
    """Minimal Triumph & Glory scenario with custom unit stats (one activation
    group and marker per side, so the tng play engine can play it)."""
    m = load_map(folder / "borodino.json")
    p = m.parse
    fr, ru = {"activation_group": "fr_adv", "brigade": "adv"}, {"activation_group": "ru_screen", "brigade": "screen"}

    def inf(uid, side, label, facing, sp, name, group):
        return UnitPlacement(uid, side, p(label), None, {"ma": 4, "sp": sp, "cohesion": 7, "effective_range": 0,
                                                          "max_range": 0, **group}, "infantry", name, facing)

    french, russian = Side("french", "French", "#2b4c9b"), Side("russian", "Russians", "#2f6b3a")
    units = [inf("f1", "french", "0512", 1, 6, "1st Line Battalion", fr),
             inf("f2", "french", "0513", 1, 6, "2nd Line Battalion", fr),
             UnitPlacement("f3", "french", p("0412"), None, {"ma": 4, "sp": 3, "cohesion": 7, "effective_range": 4,
                                                             "max_range": 8, **fr}, "artillery", "Foot battery", 1),
             inf("r1", "russian", "1210", 4, 5, "Jaeger Battalion", ru),
             UnitPlacement("r2", "russian", p("1311"), None, {"ma": 8, "sp": 4, "cohesion": 6, **ru}, "cossack",
                           "Cossack Regiment", 4)]
    markers = [{"id": "fr_adv", "side": "french", "groups": ["fr_adv"], "orders_rating": 5},
               {"id": "ru_screen", "side": "russian", "groups": ["ru_screen"], "orders_rating": 4}]
    return Scenario(m, "tng", "Borodino outpost (sample)", MapSource("file", "borodino.json"),
                    designer="Hexwright sample",
                    notes="A minimal Triumph & Glory sample with custom unit stats; the unit values are "
                          "illustrations, not counters from a published scenario.",
                    sides=[french, russian], rounds=4, initiative="french", units=units,
                    options={"activation_markers": markers},
                    victory=Victory(1, {}, [ControlHex(p("1210"), 2, "end", "russian")],
                                    "Hold or take the village."))


def fow_patrol(folder: Path) -> Scenario:
    """Minimal Flames of War scenario with teams of the fow unit catalogue."""
    m = load_map(folder / "fow_table.json")
    p = m.parse
    a, b = Side("us", "United States", "#6b7b3a"), Side("german", "Germans", "#5b6770")

    def team(uid, side, label, unit, facing=None, hidden=False):
        return UnitPlacement(uid, side, p(label), unit, facing=facing, hidden=hidden)

    units = [team("us1", "us", "0314", "us_rifle_team"), team("us2", "us", "0414", "us_rifle_team"),
             team("us3", "us", "0515", "us_m5a1_stuart", 0), team("us4", "us", "0415", "us_bazooka_team"),
             team("de1", "german", "1804", "german_mg_team", hidden=True),
             team("de2", "german", "1905", "german_pak40", 3)]
    return Scenario(m, "fow", "Table patrol (sample)", MapSource("file", "fow_table.json"),
                    designer="Hexwright sample",
                    notes="A minimal Flames of War on hexes sample using teams of core/rules/fow/units.json "
                          "(whose values are flagged assumed there).",
                    sides=[a, b], rounds=6, initiative="us", units=units,
                    victory=Victory(1, {}, [ControlHex(p("1205"), 1, "end", None)], "Take the crossroads."))


SAMPLES = {"coh_partisans.scenario.json": partisans, "coh_balka_hill.scenario.json": balka_hill,
           "tng_borodino_outpost.scenario.json": tng_outpost, "fow_table_patrol.scenario.json": fow_patrol}


def main(argv: list[str]) -> int:
    """Write every sample into the folder ``argv[0]`` (default sample_maps/)
    and load each back; returns 0 when all load and round-trip."""
    folder = Path(argv[0]) if argv else ROOT / "sample_maps"
    for name, make in SAMPLES.items():
        sc = make(folder)
        path = folder / name
        save_scenario(sc, path)
        back = load_scenario(path)
        if back != sc:
            print(f"{path}: does not round-trip", file=sys.stderr)
            return 1
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
