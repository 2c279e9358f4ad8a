"""Every fow-* conformance case passes; bad input gives clear errors."""
import copy
import json

import pytest

from core.conformance import run_case
from core.rules.catalogue import load_catalogue
from core.rules.fow.data import teams, tables
from core.rules.fow.teams import TEAM_TYPES, catalogue_team, team_from_unit
from core.errors import RulesError
from tests.conftest import CASES

FOW_CASES = sorted(CASES.glob("fow-*.json"))


def load(name):
    return json.loads((CASES / name).read_text(encoding="utf-8"))


def test_there_are_fow_cases():
    assert len(FOW_CASES) >= 14


@pytest.mark.parametrize("path", FOW_CASES, ids=lambda p: p.stem)
def test_fow_case_passes(path):
    out = run_case(json.loads(path.read_text(encoding="utf-8")))
    assert out.status == "PASS", (out.expected, out.got, out.message)


def _with(case, fn):
    case = copy.deepcopy(case)
    fn(case)
    return run_case(case)


def test_unknown_team_type_is_an_error_naming_it():
    base = load("fow-vehicle-stationary-open-not-concealed.json")
    out = _with(base, lambda c: c["units"][0].update(kind="tank_destroyer"))
    assert out.status == "ERROR" and "tank_destroyer" in out.message and "internal" not in out.message


def test_unknown_query_kind_and_missing_unit_are_errors():
    base = load("fow-vehicle-stationary-open-not-concealed.json")
    out = _with(base, lambda c: c["query"].update(kind="assault"))
    assert out.status == "ERROR" and "unknown query kind 'assault'" in out.message
    out = _with(base, lambda c: c["query"].update(observer="nobody"))
    assert out.status == "ERROR" and "'nobody' is not a unit" in out.message
    out = _with(base, lambda c: c["units"][0].update(status=["moved", "sleepy"]))
    assert out.status == "ERROR" and "sleepy" in out.message


def test_bad_scale_and_bad_rof_in_a_case():
    base = load("fow-moving-rof-4.json")
    out = _with(base, lambda c: c["query"].update(rof=0))
    assert out.status == "ERROR" and "ROF must be a whole number 1 or more" in out.message
    los = load("fow-vehicle-stationary-open-not-concealed.json")
    los["query"] = {"kind": "los", "from": "0101", "to": "0404"}
    los["expect"] = {"clear": True}
    assert run_case(los).status == "PASS"
    los["settings"] = {"inches_per_hex": -1}
    out = run_case(los)
    assert out.status == "ERROR" and "inches_per_hex" in out.message


def test_anti_aircraft_flag_accepted_at_top_level_in_stats_or_status():
    for unit in ({"anti_aircraft": True}, {"stats": {"rof": 1, "anti_aircraft": True}}, {"status": ["anti_aircraft"]}):
        t = team_from_unit({"id": "g", "kind": "light_gun", **unit})
        assert t.anti_aircraft and "anti_aircraft" not in t.status


def test_terrain_catalogue_keeps_display_keys_and_adds_rules_values():
    cat = load_catalogue("fow")
    for name, e in cat.terrain.items():
        assert {"label", "color", "description", "blocks_los", "source", "assumed"} <= set(e), name
        assert e["going"] in ("cross_country", "slow", "difficult", "very_difficult", "impassable"), name
        assert isinstance(e["area"], bool) and isinstance(e["concealing"], bool) and isinstance(e["bulletproof"], bool)
    assert cat.terrain["woods"]["area"] and cat.terrain["woods"]["concealing"]
    assert not cat.terrain["open"]["concealing"]
    for name in ("hedge", "wall", "bocage"):
        assert cat.hexside_features[name]["concealing"], name


def test_team_catalogue_is_sourced_and_builds_teams():
    units = teams()["units"]
    kinds = {u["kind"] for u in units}
    assert {"infantry", "man_packed_gun", "medium_gun", "vehicle"} <= kinds <= set(TEAM_TYPES)
    for u in units:
        assert u["source"] and isinstance(u["assumed"], bool)
        if u["assumed"]:
            assert u["assumed_reason"]
        t = catalogue_team(u["id"])
        assert t.weapons and t.weapons[0].rof >= 1
    assert catalogue_team("us_hmg_team").weapons[0].rof_moving == 3
    with pytest.raises(RulesError, match="unknown team 'panther'"):
        catalogue_team("panther")


def test_tables_flag_every_value_source():
    t = tables()
    for section in ("skill", "motivation", "moving_rof", "movement_inches", "scale"):
        assert "source" in t[section] and "assumed" in t[section], section
    for key, e in t["distances_inches"].items():
        assert "source" in e and "assumed" in e, key
