"""Write sample_maps/tng_schevardino.scenario.json: the Schevardino
scenario of T&G Borodino (tng_fow.md A.11 "Schevardino scenario") on the
Borodino sketch map (sample_maps/borodino.json).

The printed set-up hexes are not in the sources (seed 004 stops at rule
8; the S1 set-up is not reproduced), so the positions are placed on the
sketch map around its Shevardino redoubt (0715) and village (0816), with
the printed hex rows scaled to it: the French may not end a move east of
column 13 (the printed 3600 row); no Russian may enter the south-west
block (columns 1-6, rows 19-24, the printed 4400 area) before V Corps is
active.  V Corps arrives as a reinforcement on turn 3 up the Old Smolensk
road (entry hex 0120, tng 7.41-7.44), and must still be made active (the
French choice of the turn).  The sketch map's only Kolocha bridge is the New Smolensk road's
(the printed 3813).  Run: .venv/bin/python tools/make_schevardino_scenario.py
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.formats.scenariofile import load_scenario, save_scenario, scenario_from_dict  # noqa: E402
from core.model import Scenario  # noqa: E402

NAME = "tng_schevardino.scenario.json"
SAMPLES = Path(__file__).resolve().parent.parent / "sample_maps"

# (id, catalogue unit, name, side, hex, group, brigade)
UNITS = [
    ("fr_compans_1", "fr_elite_infantry", "Compans, 1st bde", "french", "0314", "fr_compans", "compans"),
    ("fr_compans_2", "fr_elite_infantry", "Compans, 2nd bde", "french", "0315", "fr_compans", "compans"),
    ("fr_compans_art", "fr_foot_artillery", "Compans' division artillery", "french", "0313", "fr_compans", None),
    ("fr_morand_1", "fr_line_infantry", "Morand, 1st bde", "french", "0216", "fr_I", "morand"),
    ("fr_friant_1", "fr_line_infantry", "Friant, 1st bde", "french", "0116", "fr_I", "friant"),
    ("fr_nansouty_cuir", "fr_cuirassiers", "Nansouty, cuirassiers", "french", "0217", "fr_cav_I", "nansouty"),
    ("fr_nansouty_lt", "fr_light_cavalry", "Nansouty, light bde", "french", "0218", "fr_cav_I", "nansouty"),
    ("fr_montbrun_cuir", "fr_cuirassiers", "Montbrun, cuirassiers", "french", "0212", "fr_cav_II", "montbrun"),
    ("fr_montbrun_lt", "fr_light_cavalry", "Montbrun, light bde", "french", "0211", "fr_cav_II", "montbrun"),
    ("fr_pol_16", "fr_allied_infantry", "Zajaczek (16th Polish)", "french", "0221", "fr_V", "pol16"),
    ("fr_pol_18", "fr_allied_infantry", "Kniaziewicz (18th Polish)", "french", "0321", "fr_V", "pol18"),
    ("fr_V_art", "fr_foot_artillery", "V Corps artillery", "french", "0222", "fr_V", None),
    ("ru_neverovsky_1", "ru_line_infantry", "Neverovsky (27th), 1st bde", "russian", "0715", "ru_27", "27"),
    ("ru_redoubt_art", "ru_position_artillery", "Schevardino redoubt battery", "russian", "0715", "ru_27", None),
    ("ru_neverovsky_2", "ru_line_infantry", "Neverovsky (27th), 2nd bde", "russian", "0816", "ru_27", "27"),
    ("ru_27_jgr", "ru_jaeger_infantry", "27th division jaegers", "russian", "0814", "ru_27", "27j"),
    ("ru_sievers_dr", "ru_dragoons", "Sievers, dragoons", "russian", "0917", "ru_4cav", "siev"),
    ("ru_sievers_lt", "ru_light_cavalry", "Sievers, hussars", "russian", "1017", "ru_4cav", "siev"),
    ("ru_gren_1", "ru_grenadiers", "2nd Grenadier div, 1st bde", "russian", "1115", "ru_viii", "gren"),
    ("ru_gren_2", "ru_grenadiers", "2nd Grenadier div, 2nd bde", "russian", "1116", "ru_viii", "gren"),
    ("ru_viii_inf", "ru_line_infantry", "VIII Corps infantry", "russian", "1214", "ru_viii", "viii"),
]

V_ENTRY = "0120"   # the Old Smolensk road at the west edge: V Corps enters there in column (tng 7.41)

GROUPS = [("fr_compans", "french"), ("fr_I", "french"), ("fr_cav_I", "french"), ("fr_cav_II", "french"),
          ("fr_V", "french"), ("ru_27", "russian"), ("ru_4cav", "russian"), ("ru_viii", "russian")]

NOTES = ("The Schevardino scenario of T&G Borodino (5 September 1812) on the Borodino sketch map: five turns, no "
         "orders system (every active command acts Under Orders), staged activation (options.activation_schedule: "
         "Compans' division active first, the French make one more command active each turn, V Corps no earlier "
         "than turn 3, arriving then as a reinforcement up the Old Smolensk road at 0120, tng 7.41; the Russian "
         "2nd Grenadiers and VIII Corps infantry active from turn 2), movement limits "
         "(options.movement_limits: no French move ends east of column 13, the printed 3600 row; no Russian enters "
         "the south-west block, the printed 4400 area, before V Corps is active). Victory: whoever holds the "
         "Schevardino redoubt (0715) at the end of turn 5. The printed set-up hexes are not in the sources: "
         "positions are placed on the sketch map (assumed); unit values are the tng catalogue's (assumed). "
         "No markers are drawn: after the Initiative side's first choice the sides take turns "
         "activating their active commands (options.activation_order, play_rules.json schevardino_markers). "
         "Generated by tools/make_schevardino_scenario.py.")


def document() -> dict:
    """The scenario document (the shared scenario format, schemas/scenario-1.json)."""
    units = []
    for uid, cat, name, side, hex_, group, bde in UNITS:
        stats = {"activation_group": group}
        if bde:
            stats["brigade"] = bde
        units.append({"id": uid, "unit": cat, "stats": stats, "name": name, "side": side, "hex": hex_,
                      "facing": 1 if side == "french" else 4})
    return {
        "format": "hexwright.scenario", "format_version": 1, "format_minor": 0, "generator": "hexwright 0.1.0",
        "ruleset": "tng", "title": "Schevardino, 5 September 1812 (T&G Borodino sample)", "date": "1812-09-05",
        "designer": "Hexwright sample", "notes": NOTES, "map": {"file": "borodino.json"},
        "sides": [{"id": "french", "name": "French", "colour": "#2b4c9b"},
                  {"id": "russian", "name": "Russians", "colour": "#2f6b3a"}],
        "rounds": 5, "initiative": "french", "caps": {}, "caps_by_round": {}, "starting_vp": {},
        "options": {
            "scenario": "borodino",
            "activation_markers": [{"id": g, "side": s, "groups": [g], "orders_rating": 5} for g, s in GROUPS],
            "barrage": False,
            "vp_per_collapsed_group": {"french": 0, "russian": 0},
            "orders_system": False,
            "activation_order": "alternate",
            "activation_schedule": {
                "french": {"start": ["fr_compans"], "per_turn": 1, "release_from": 2, "not_before": {"fr_V": 3}},
                "russian": {"start": ["ru_27", "ru_4cav"], "from_turn": {"ru_viii": 2}},
            },
            "movement_limits": [
                {"side": "french", "cols": [14, 36], "rows": [1, 24]},
                {"side": "russian", "cols": [1, 6], "rows": [19, 24], "until_active": "fr_V"},
            ],
        },
        "units": [u for u in units if u["stats"]["activation_group"] != "fr_V"], "zones": [],
        "reinforcements": [{"round": 3, "side": "french", "entry_hexes": [V_ENTRY],
                            "units": [{k: v for k, v in u.items() if k != "hex"} for u in units
                                      if u["stats"]["activation_group"] == "fr_V"],
                            "note": "V Corps (Poniatowski) comes up the Old Smolensk road from turn 3 (tng 7.41)"}],
        "decks": [], "starting_cards": {},
        "victory": {"vp_per_kill": 0, "unit_vp": {}, "control": [{"hex": "0715", "vp": 1, "when": "end",
                                                                    "owner": "russian"}],
                    "objectives": "Hold the Schevardino redoubt (0715) at the end of turn 5."},
        "special_rules": "Schevardino (T&G Borodino): no activation-marker orders, staged activation, movement "
                         "limits; the sketch map's only Kolocha bridge is the New Smolensk road's.",
    }


def build(folder: Path) -> Scenario:
    """The Schevardino sample `Scenario` on ``folder/borodino.json``."""
    return scenario_from_dict(document(), NAME, base_dir=str(folder))


if __name__ == "__main__":
    out = SAMPLES / NAME
    save_scenario(build(SAMPLES), out)
    load_scenario(out)  # round-trips or raises
    print(out)
