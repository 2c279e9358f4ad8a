"""The scenario model (core/model/scenario.py, unit.py, deck.py)."""
from core.model import Deck, HexMap, Reinforcement, Scenario, Side, UnitPlacement


def make() -> Scenario:
    m = HexMap(6, 6)
    p = m.parse
    return Scenario(m, sides=[Side("german"), Side("soviet")], caps={"german": 7, "soviet": 6},
                    caps_by_round={"soviet": {3: 9}},
                    units=[UnitPlacement("u1", "german", p("0101"), "german_mg34"),
                           UnitPlacement("u2", "soviet", p("0303"), "soviet_rifles_41")],
                    reinforcements=[Reinforcement(2, "soviet", [UnitPlacement("u4", "soviet")], [p("0601")])],
                    decks=[Deck("d", cards={"01": 4, "02": 8})])


def test_caps_for_round_exceptions():
    sc = make()
    assert sc.caps_for("soviet", 2) == 6
    assert sc.caps_for("soviet", 3) == 9
    assert sc.caps_for("german", 3) == 7
    assert sc.caps_for("nobody", 1) == 0


def test_unit_lookup_covers_reinforcements_and_new_ids_are_free():
    sc = make()
    assert [u.id for u in sc.all_units()] == ["u1", "u2", "u4"]
    assert sc.unit("u4").side == "soviet"
    assert sc.unit("nope") is None
    assert sc.new_unit_id() == "u3"
    assert sc.units_at(sc.hexmap.parse("0303"))[0].id == "u2"


def test_deck_size_and_copy_independent():
    d = make().decks[0]
    assert d.size() == 12
    c = d.copy()
    c.cards["01"] = 1
    assert d.cards["01"] == 4


def test_equality_is_by_value():
    assert make() == make()
    other = make()
    other.units[0].facing = 2
    assert other != make()


def test_rules_unit_dicts_merge_catalogue_and_custom_stats():
    sc = make()
    sc.units[0].stats = {"fp_soft": 6}
    sc.units[0].facing = 1
    d = sc.rules_unit_dicts()
    assert [u["id"] for u in d] == ["u1", "u2"]
    assert d[0]["kind"] == "team" and d[0]["hex"] == "0101" and d[0]["facing"] == 1
    assert d[0]["stats"]["fp_soft"] == 6 and d[0]["stats"]["fire_ap"] == 2 and d[0]["stats"]["crewed"] is True
    assert "facing" not in d[1] and d[1]["stats"]["dr_front"] == 12


def test_rules_unit_dicts_feed_the_coh_rules():
    from core.rules.coh.units import units_from_dicts
    sc = make()
    units = units_from_dicts(sc.rules_unit_dicts(), sc.hexmap)
    assert [u.id for u in units] == ["u1", "u2"]
    assert units[0].hex == sc.hexmap.parse("0101")
