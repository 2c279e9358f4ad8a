#!/usr/bin/env python3
"""Write ``sample_maps/borodino.scenario.json``: the Triumph & Glory Borodino
sample on ``sample_maps/borodino.json`` (a sketch of the field, not the GMT
map), both armies at brigade level, 7 September 1812 at dawn.

The opening positions follow the historical deployment as far as the sample
map allows (the GMT set-up hex lists refer to the printed map, tng_fow.md
A.11): Russians on the Raevsky redoubt (1910), the Semenovskaya flèches
(1515, 1614, 1616), Semenovka (1913-1914), Utitsa and its woods (1720-1721,
1519-1620), Borodino village (1206), the 1st Army to the north behind the
Kolocha and the reserves around Gorki (2307-2407); the French west of the
Semenovka stream with Napoleon at the Shevardino redoubt (0715).  Unit
values come from the tng catalogue (``core/rules/tng/units.json``, all
flagged assumed).  Each corps (or division group) is one activation group
with its own marker; brigades carry ``brigade`` for stacking.

The sample is **4 turns** (0600-0945 of the real game's 0600-1945) so a
headless bot game stays short; raise ``rounds`` for a longer battle.

Run: ``.venv/bin/python tools/make_borodino_scenario.py [OUT]``.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.formats.mapfile import load_map  # noqa: E402
from core.formats.scenariofile import load_scenario, save_scenario  # noqa: E402
from core.model import ControlHex, MapSource, Scenario, Side, Victory  # noqa: E402
from core.model.unit import UnitPlacement  # noqa: E402

NAME = "borodino.scenario.json"
EAST, WEST = 1, 4  # vertex facings on this flat-top map: 1 points east, 4 west

# (id, catalogue unit, name, hex, brigade); the group is the block's key
FRENCH = {
    "fr_I": [("fr_compans_1", "fr_elite_infantry", "Compans, 1st bde", "1116", "compans"),
             ("fr_compans_2", "fr_elite_infantry", "Compans, 2nd bde", "1117", "compans"),
             ("fr_dessaix_1", "fr_elite_infantry", "Dessaix, 1st bde", "1118", "dessaix"),
             ("fr_friant_1", "fr_elite_infantry", "Friant, 1st bde", "1017", "friant"),
             ("fr_I_art", "fr_foot_artillery", "I Corps reserve artillery", "1016", None)],
    "fr_III": [("fr_ledru_1", "fr_line_infantry", "Ledru, 1st bde", "1114", "ledru"),
               ("fr_razout_1", "fr_line_infantry", "Razout, 1st bde", "1014", "razout"),
               ("fr_marchand_1", "fr_allied_infantry", "Marchand (Wurttemberg)", "1015", "marchand"),
               ("fr_III_art", "fr_foot_artillery", "III Corps reserve artillery", "1115", None)],
    "fr_IV": [("fr_delzons_1", "fr_line_infantry", "Delzons, 1st bde", "1005", "delzons"),
              ("fr_delzons_2", "fr_line_infantry", "Delzons, 2nd bde", "1006", "delzons"),
              ("fr_broussier_1", "fr_line_infantry", "Broussier, 1st bde", "1007", "broussier"),
              ("fr_it_guard", "fr_young_guard", "Italian Royal Guard", "0906", "it_guard"),
              ("fr_IV_art", "fr_foot_artillery", "IV Corps artillery", "1004", None)],
    "fr_IV_I": [("fr_morand_1", "fr_elite_infantry", "Morand, 1st bde", "1311", "morand"),
                ("fr_morand_2", "fr_elite_infantry", "Morand, 2nd bde", "1312", "morand"),
                ("fr_gerard_1", "fr_elite_infantry", "Gerard, 1st bde", "1213", "gerard"),
                ("fr_morand_art", "fr_foot_artillery", "Morand's artillery (MR)", "1211", None)],
    "fr_V": [("fr_pol_16", "fr_allied_infantry", "Zajaczek (16th Polish)", "1120", "pol16"),
             ("fr_pol_18", "fr_allied_infantry", "Kniaziewicz (18th Polish)", "1020", "pol18"),
             ("fr_V_art", "fr_foot_artillery", "V Corps artillery", "0920", None)],
    "fr_VIII": [("fr_westph_1", "fr_allied_infantry", "Tharreau (Westphalians)", "0917", "westph"),
                ("fr_westph_2", "fr_allied_infantry", "Ochs (Westphalians)", "0918", "westph")],
    "fr_cav_I": [("fr_nansouty_cuir", "fr_cuirassiers", "Nansouty, cuirassiers", "1019", "nansouty"),
                 ("fr_nansouty_lt", "fr_light_cavalry", "Nansouty, light bde", "1018", "nansouty_lt")],
    "fr_cav_II": [("fr_montbrun_cuir", "fr_cuirassiers", "Montbrun, cuirassiers", "1013", "montbrun"),
                  ("fr_montbrun_lt", "fr_light_cavalry", "Montbrun, light bde", "0913", "montbrun_lt"),
                  ("fr_cav_II_ha", "fr_horse_artillery", "II Cavalry Corps horse artillery", "0914", None)],
    "fr_cav_IV": [("fr_latour_cuir", "fr_cuirassiers", "Latour-Maubourg, cuirassiers", "0919", "latour"),
                  ("fr_latour_lt", "fr_light_cavalry", "Latour-Maubourg, Polish uhlans", "0819", "latour_lt")],
    "fr_guard": [("fr_yg_1", "fr_young_guard", "Young Guard, 1st bde", "0615", "yg1"),
                 ("fr_yg_2", "fr_young_guard", "Young Guard, 2nd bde", "0616", "yg2"),
                 ("fr_og_1", "fr_old_guard", "Old Guard grenadiers", "0516", "og"),
                 ("fr_guard_art", "fr_guard_artillery", "Guard artillery", "0715", None)],
}
RUSSIAN = {
    "ru_vii": [("ru_paskevich_1", "ru_line_infantry", "Paskevich (26th), 1st bde", "1910", "26"),
               ("ru_paskevich_2", "ru_line_infantry", "Paskevich (26th), 2nd bde", "1911", "26"),
               ("ru_kolubakin_1", "ru_line_infantry", "Kolubakin (12th), 1st bde", "2011", "12"),
               ("ru_vii_jgr", "ru_jaeger_infantry", "VII Corps jaegers", "1809", "26j"),
               ("ru_raevsky_art", "ru_position_artillery", "Raevsky redoubt battery", "1910", None)],
    "ru_viii": [("ru_vorontsov", "ru_grenadiers", "Vorontsov's combined grenadiers", "1515", "vor"),
                ("ru_mecklenburg_1", "ru_grenadiers", "2nd Grenadier div, 1st bde", "1616", "2gr"),
                ("ru_mecklenburg_2", "ru_grenadiers", "2nd Grenadier div, 2nd bde", "1913", "2gr"),
                ("ru_viii_art", "ru_foot_artillery", "flèches batteries", "1614", None)],
    "ru_27": [("ru_neverovsky_1", "ru_line_infantry", "Neverovsky (27th), 1st bde", "1614", "27"),
              ("ru_neverovsky_2", "ru_line_infantry", "Neverovsky (27th), 2nd bde", "1914", "27")],
    "ru_4cav": [("ru_sievers_dr", "ru_dragoons", "Sievers, dragoons", "1815", "siev"),
                ("ru_sievers_lt", "ru_light_cavalry", "Sievers, hussars", "1816", "siev_lt")],
    "ru_iii": [("ru_tuchkov_1", "ru_grenadiers", "Strogonov (1st Grenadier div)", "1720", "1gr"),
               ("ru_tuchkov_2", "ru_line_infantry", "Konovnitsyn (3rd div)", "1721", "3"),
               ("ru_iii_jgr", "ru_jaeger_infantry", "Shakhovskoy's jaegers", "1620", "3j"),
               ("ru_iii_jgr2", "ru_jaeger_infantry", "jaegers in the Utitsa woods", "1519", "3j2"),
               ("ru_iii_art", "ru_foot_artillery", "III Corps artillery", "1820", None)],
    "ru_militia": [("ru_opol_1", "ru_militia", "Moscow opolchenie", "1922", None),
                   ("ru_opol_2", "ru_militia", "Smolensk opolchenie", "2021", None)],
    "ru_ii": [("ru_baggovut_1", "ru_line_infantry", "Baggovut (4th), 1st bde", "2107", "4"),
              ("ru_baggovut_2", "ru_line_infantry", "Olsufiev (17th)", "2108", "17")],
    "ru_iv": [("ru_ostermann_1", "ru_line_infantry", "Ostermann (11th)", "2009", "11"),
              ("ru_ostermann_2", "ru_line_infantry", "Ostermann (23rd)", "2109", "23"),
              ("ru_iv_art", "ru_foot_artillery", "IV Corps artillery", "2010", None)],
    "ru_vi": [("ru_dokhturov_1", "ru_line_infantry", "Kaptsevich (7th)", "2209", "7"),
              ("ru_dokhturov_2", "ru_jaeger_infantry", "Likhachev (24th) jaegers", "2210", "24"),
              ("ru_gd_jgr", "ru_jaeger_infantry", "Life Guard Jaegers at Borodino", "1206", "lgj")],
    "ru_1cav": [("ru_uvarov_1", "ru_light_cavalry", "Uvarov, hussars", "2205", "uv"),
                ("ru_uvarov_2", "ru_dragoons", "Uvarov, dragoons", "2204", "uv_d")],
    "ru_cossacks": [("ru_platov_1", "ru_cossacks", "Platov's Cossacks", "2302", "pl1"),
                    ("ru_platov_2", "ru_cossacks", "Platov's Cossacks (2)", "2402", "pl2")],
    "ru_guard": [("ru_guard_1", "ru_guard_infantry", "Lifeguard Preobrazhensky and Semenovsky", "2214", "gd1"),
                 ("ru_guard_2", "ru_guard_infantry", "Lifeguard Izmailovsky and Lithuanian", "2215", "gd2"),
                 ("ru_cuir_1", "ru_cuirassiers", "1st Cuirassier div, Guard bde", "2312", "cu1"),
                 ("ru_cuir_2", "ru_cuirassiers", "1st Cuirassier div, line bde", "2313", "cu2")],
    "ru_art_res": [("ru_res_art_1", "ru_position_artillery", "1st Army artillery reserve (1)", "2411", None),
                   ("ru_res_art_2", "ru_horse_artillery", "1st Army artillery reserve (horse)", "2412", None)],
}
# marker id -> (side, groups, printed orders rating) (assumed ratings: 4-6 French, 3-5 Russian)
MARKER_RATING = {"fr_I": 6, "fr_III": 5, "fr_IV": 5, "fr_IV_I": 5, "fr_V": 4, "fr_VIII": 3, "fr_cav_I": 5,
                 "fr_cav_II": 5, "fr_cav_IV": 5, "fr_guard": 6, "ru_vii": 5, "ru_viii": 5, "ru_27": 4, "ru_4cav": 4,
                 "ru_iii": 4, "ru_militia": 2, "ru_ii": 4, "ru_iv": 4, "ru_vi": 4, "ru_1cav": 4, "ru_cossacks": 3,
                 "ru_guard": 5, "ru_art_res": 4}

SPECIAL_RULES = """Borodino special rules played by the Hexwright engine (core/play/tng):
- The French have the Initiative on turn 1; later turns roll d10 + Orders Rating.
- Russian army command (special 1): when Kutuzov may give orders, 3 commands of Barclay's 1st Army, or 2 of
  Bagration's 2nd Army, or 1 of the Reserve (the Guard and the artillery reserve) go Under Orders; the Artillery
  Barrage marker costs one of them. A Reserve command not given orders does not act.
- Murat's cavalry reserve (special 2): one of Napoleon's orders lets Murat order 2 of the cavalry commands
  himself; the others roll for Individual Orders against Orders Rating 5.
- The Imperial Guard acts only when Napoleon gave it orders (special 3).
- Artillery Barrage marker (special 4, tng 5.33): one order, at most one a turn; when drawn, stacked or adjacent
  guns fire together at +2 per gun beyond the first.
- Napoleon never rolls for Orders Delay (he gives new orders every turn) and moves d10 MP each turn (special 7);
  Kutuzov has MA 4 (special 6).
- Russians may never use extended movement; the French may (special 8).
- Artillery-only hexes hold 8 SP (special 10); the 1st Western Army artillery reserve may start three guns a
  hex (footnote e); Cossacks count as Light and have no back side (special 11); Russian jaegers are line
  infantry (special 12); militia cannot stack, exert no ZOC, cannot attack and are eliminated by any adverse
  result (special 13).
- The Russian Destruction marker (special 5) is always in the cup: when drawn, each village On Fire rolls d10
  (0-3 the fire is out and it is Rubble), then the Russians may burn a village their infantry holds with no
  enemy adjacent (the units move out for free; nobody may enter it while it burns) or destroy a bridge (their
  infantry at it, no enemy adjacent, no enemy gun within Effective range). 2307 stands in for Shmynovskaya
  (3213), On Fire at the start.
- Optional French flank march (special 14, options.flank_march): one of Napoleon's orders commits Poniatowski's
  V Corps; at the end of that turn its units not adjacent to an enemy leave for the Flank Box; from two turns
  later the Flanking marker is in the cup: 2d6 (+1 for each earlier try) 12+ they enter on the south edge
  (1724-2124 standing in for 2400-2800), 7-11 nothing, 2-6 recall (west edge 0120-0124) or nothing; the
  Russians may not enter the entry hexes until then; the Flanking Command is always Under Orders.
- VP: French 3 per collapsed Russian group, Russians 4 per collapsed French group, 10 for collapsing the
  enemy Guard, and 10 to whoever occupies the Raevsky redoubt (1910, standing in for the printed 3417) at the end.
This sample is 4 turns (0600-0945) to keep a headless bot game short."""


def _placements(blocks: dict, side: str, facing: int) -> list[UnitPlacement]:
    out = []
    for group, rows in blocks.items():
        for uid, cat, name, label, brigade in rows:
            stats = {"activation_group": group}
            if brigade:
                stats["brigade"] = brigade
            out.append(UnitPlacement(uid, side, _M.parse(label), cat, stats, None, name, facing))
    return out


def build(folder: Path) -> Scenario:
    """The Borodino sample `Scenario` on ``folder/borodino.json``."""
    global _M
    _M = m = load_map(folder / "borodino.json")
    units = [UnitPlacement("napoleon", "french", m.parse("0715"), "napoleon", {}, None, "Napoleon", EAST)]
    units += _placements(FRENCH, "french", EAST)
    units.append(UnitPlacement("kutuzov", "russian", m.parse("2407"), "kutuzov", {}, None, "Kutuzov", WEST))
    units += _placements(RUSSIAN, "russian", WEST)
    markers = [{"id": g, "side": "french" if g.startswith("fr_") else "russian", "groups": [g],
                "orders_rating": MARKER_RATING[g]} for g in list(FRENCH) + list(RUSSIAN)]
    options = {"scenario": "borodino", "activation_markers": markers,
               "guard_groups": {"french": ["fr_guard"], "russian": ["ru_guard"]},
               "vp_per_collapsed_group": {"french": 3, "russian": 4},
               # Borodino special 1 (which corps belongs to which army follows the historical order of battle
               # as far as the sample's groups go; assumed), special 3, footnote e
               "army_commands": {"russian": {
                   "1st": {"groups": ["ru_ii", "ru_iv", "ru_vi", "ru_iii", "ru_1cav", "ru_cossacks", "ru_militia"],
                           "orders": 3},
                   "2nd": {"groups": ["ru_vii", "ru_viii", "ru_27", "ru_4cav"], "orders": 2},
                   "reserve": {"groups": ["ru_guard", "ru_art_res"], "orders": 1}}},
               "act_only_when_ordered": ["fr_guard", "ru_guard", "ru_art_res"],
               # special 2: Murat's cavalry reserve (the sample has 3 of his 6 cavalry commands)
               "cavalry_reserve": {"side": "french", "groups": ["fr_cav_I", "fr_cav_II", "fr_cav_IV"], "direct": 2,
                                   "orders_rating": 5},
               "setup_three_guns_groups": ["ru_art_res"],
               # special 5: the Russian Destruction marker; 2307 stands in for Shmynovskaya (3213), burnt at the start
               "destruction": {"side": "russian", "burnt": ["2307"]},
               # special 14 (optional): Poniatowski's V Corps round the south; the south edge 1724-2124 stands in
               # for 2400-2800 (toward Utitsa), the west edge 0120-0124 for the recall hexes 3500-5100
               "flank_march": {"side": "french", "groups": ["fr_V"],
                               "entry": ["1724", "1824", "1924", "2024", "2124"],
                               "recall_entry": ["0120", "0121", "0122", "0123", "0124"]}}
    victory = Victory(vp_per_kill=0, control=[ControlHex(m.parse("1910"), 10, "end", "russian")],
                      objectives="Collapse enemy groups (French 3 VP each, Russians 4, the Guard 10) and hold the "
                             "Raevsky redoubt (1910, 10 VP) at the end. The higher total wins.")
    return Scenario(m, "tng", "Borodino, 7 September 1812 (sample, 4 turns)", MapSource("file", "borodino.json"),
                    date="1812-09-07", designer="Hexwright sample",
                    notes="Brigade-level sample of the Triumph & Glory Borodino scenario on the sketch map. "
                          "Positions follow the historical deployment as the sample map allows; unit values are "
                          "the tng catalogue's (assumed, see core/rules/tng/units.json).",
                    sides=[Side("french", "French", "#2b4c9b"), Side("russian", "Russians", "#2f6b3a")],
                    rounds=4, initiative="french", options=options, units=units, victory=victory,
                    special_rules=SPECIAL_RULES)


_M = None


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "sample_maps" / NAME
    sc = build(ROOT / "sample_maps")
    save_scenario(sc, out)
    load_scenario(out)  # round-trips or raises
    print(f"wrote {out}: {len(sc.units)} units")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
