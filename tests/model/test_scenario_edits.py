"""Pure scenario edits returning their inverse (core/edits/)."""
import copy

import pytest

from core import edits as E
from core.edits import EditError, apply_edit
from core.model import (
    ControlHex,
    Deck,
    HexMap,
    Reinforcement,
    Scenario,
    SetupZone,
    Side,
    UnitPlacement,
)


def make() -> Scenario:
    m = HexMap(6, 6)
    p = m.parse
    return Scenario(m, sides=[Side("german", "Germans"), Side("soviet", "Soviets")], rounds=5,
                    caps={"german": 7},
                    units=[UnitPlacement("g1", "german", p("0101"), "german_mg34", facing=2),
                           UnitPlacement("s1", "soviet", p("0303"), "soviet_rifles_41", hidden=True)],
                    zones=[SetupZone("start", "german", {p("0101"), p("0102")})],
                    reinforcements=[Reinforcement(2, "soviet", [UnitPlacement("s2", "soviet")], [p("0601")])],
                    decks=[Deck("d", cards={"01": 4, "02": 8, "07": 3}, draw_at_start={"german": 2})])


def roundtrip(fn, *args, **kw):
    """Apply an edit, check that its undo restores the scenario and that the
    redo edit (returned by the undo) gives the edited scenario again."""
    sc = make()
    before = copy.deepcopy(sc)
    inverse = fn(sc, *args, **kw)
    after = copy.deepcopy(sc)
    assert sc != before, "the edit changed nothing"
    redo = apply_edit(sc, inverse)
    assert sc == before
    apply_edit(sc, redo)
    assert sc == after
    return after


def test_place_unit():
    m = make().hexmap
    after = roundtrip(E.place_unit, UnitPlacement("g2", "german", m.parse("0202"), "german_rifles_41"))
    assert after.unit("g2").hex == m.parse("0202")


def test_place_unit_in_reinforcement():
    after = roundtrip(E.place_unit, UnitPlacement("s3", "soviet"), reinforcement=0)
    assert [u.id for u in after.reinforcements[0].units] == ["s2", "s3"]


def test_remove_unit_restores_position_and_its_vp():
    sc = make()
    sc.victory.unit_vp["g1"] = 3
    before = copy.deepcopy(sc)
    inv = E.remove_unit(sc, "g1")
    assert sc.unit("g1") is None and "g1" not in sc.victory.unit_vp
    redo = apply_edit(sc, inv)
    assert sc == before
    apply_edit(sc, redo)
    assert sc.unit("g1") is None and sc.victory.unit_vp == {}


def test_remove_unit_keeps_order():
    sc = make()
    inv = E.remove_unit(sc, "g1")
    apply_edit(sc, inv)
    assert [u.id for u in sc.units] == ["g1", "s1"]


def test_move_facing_hidden_fields():
    m = make().hexmap
    assert roundtrip(E.move_unit, "g1", m.parse("0606")).unit("g1").hex == m.parse("0606")
    assert roundtrip(E.set_facing, "g1", 5).unit("g1").facing == 5
    assert roundtrip(E.set_hidden, "s1", False).unit("s1").hidden is False
    assert roundtrip(E.set_unit_field, "g1", "hits", ["pinned"]).unit("g1").hits == ["pinned"]
    assert roundtrip(E.set_unit_field, "s2", "stats", {"fp_soft": 9}).unit("s2").stats == {"fp_soft": 9}


def test_properties_caps_sides():
    assert roundtrip(E.set_property, "title", "New").title == "New"
    assert roundtrip(E.set_property, "victory.vp_per_kill", 2).victory.vp_per_kill == 2
    assert roundtrip(E.set_caps, "german", 9).caps == {"german": 9}
    assert roundtrip(E.set_caps, "soviet", 4, round=3).caps_for("soviet", 3) == 4
    assert roundtrip(E.add_side, Side("romanian")).side_ids() == ["german", "soviet", "romanian"]
    assert roundtrip(E.set_side, "german", colour="#000000").side("german").colour == "#000000"


def test_zone_edits():
    m = make().hexmap
    p = m.parse
    after = roundtrip(E.add_zone_hexes, "start", [p("0101"), p("0201")])
    assert after.zone("start").hexes == {p("0101"), p("0102"), p("0201")}
    sc = make()
    inv = E.add_zone_hexes(sc, "start", [p("0101"), p("0201")])
    assert inv.args["value"] == {p("0101"), p("0102")}  # undo puts back exactly the old zone
    assert roundtrip(E.remove_zone_hexes, "start", [p("0102")]).zone("start").hexes == {p("0101")}
    assert roundtrip(E.add_zone, SetupZone("north", None, {p("0606")})).zone("north") is not None
    assert roundtrip(E.remove_zone, "start").zones == []


def test_deck_edits_keep_card_order():
    after = roundtrip(E.set_deck_card, "d", "02", 0)
    assert list(after.deck("d").cards) == ["01", "07"]
    sc = make()
    apply_edit(sc, E.set_deck_card(sc, "d", "02", 0))
    assert list(sc.deck("d").cards) == ["01", "02", "07"]  # undo put it back in place
    assert roundtrip(E.set_deck_card, "d", "11", 2, index=0).deck("d").cards == {"11": 2, "01": 4, "02": 8, "07": 3}
    assert roundtrip(E.set_deck_card, "d", "01", 1).deck("d").cards["01"] == 1
    assert roundtrip(E.set_deck_draw, "d", "soviet", 1, 1).deck("d").draw_per_round == {"soviet": 1}
    assert roundtrip(E.add_deck, Deck("e")).deck("e") is not None
    assert roundtrip(E.remove_deck, "d").decks == []


def test_reinforcement_and_victory_edits():
    p = make().hexmap.parse
    assert roundtrip(E.add_reinforcement, Reinforcement(3, "german", [], [p("0106")])).reinforcements[1].round == 3
    assert roundtrip(E.remove_reinforcement, 0).reinforcements == []
    assert roundtrip(E.set_reinforcement, 0, "round", 4).reinforcements[0].round == 4
    assert roundtrip(E.set_reinforcement, 0, "entry_hexes", [p("0602")]).reinforcements[0].entry_hexes == [p("0602")]
    after = roundtrip(E.set_control_hex, p("0303"), ControlHex(p("0303"), 2, "end", "soviet"))
    assert after.victory.control == [ControlHex(p("0303"), 2, "end", "soviet")]
    assert roundtrip(E.set_unit_vp, "s2", 3).victory.unit_vp == {"s2": 3}


@pytest.mark.parametrize("fn, args, match", [
    (E.place_unit, (UnitPlacement("g1", "german", None),), "already used"),
    (E.place_unit, (UnitPlacement("x", "italian", None),), "unknown side"),
    (E.move_unit, ("g1", (40, 40)), "off the map"),
    (E.move_unit, ("g1", None), "needs a hex"),
    (E.move_unit, ("zz", None), "no unit 'zz'"),
    (E.set_facing, ("g1", 6), "0-5"),
    (E.set_property, ("rounds", 0), ">= 1"),
    (E.set_property, ("ruleset", "tng"), "cannot set"),
    (E.add_reinforcement, (Reinforcement(6, "soviet"),), "outside rounds 1-5"),
    (E.remove_side, ("german",), "still used"),
    (E.add_zone_hexes, ("nowhere", []), "no setup zone"),
    (E.set_deck_card, ("zz", "01", 1), "no deck"),
])
def test_bad_edits_raise_and_change_nothing(fn, args, match):
    from core.hexgrid import Hex
    args = tuple(Hex(*a) if isinstance(a, tuple) else a for a in args)
    sc = make()
    with pytest.raises(EditError, match=match):
        fn(sc, *args)
    assert sc == make()


def test_edit_names_and_parts_come_from_the_edit_functions():
    sc = make()
    inv = E.move_unit(sc, "g1", sc.hexmap.parse("0202"))
    assert inv.name == "put_field" and inv.parts == E.move_unit.parts == {"units", "reinforcements"}
    t = inv.touch(sc)
    assert t.hexes == {sc.hexmap.parse("0101"), sc.hexmap.parse("0202")}  # old and new hex
    redo = apply_edit(sc, inv)
    assert redo.parts == inv.parts  # the redo edit reports the same parts
    with pytest.raises(ValueError, match="unknown scenario parts"):
        E.scenario_edit("weather")


def test_edits_keep_the_scenario_one_the_file_format_accepts():
    """Issue 18.2: a scenario made by edits never makes Save refuse."""
    sc = make()
    p = sc.hexmap.parse
    with pytest.raises(EditError, match="cannot join reinforcement 1 of side 'soviet'"):
        E.place_unit(sc, UnitPlacement("g9", "german"), reinforcement=0)
    with pytest.raises(EditError, match="cannot join reinforcement 1"):
        E.set_unit_field(sc, "s2", "side", "german")
    with pytest.raises(EditError, match="its units s2 are not of side 'german'"):
        E.set_reinforcement(sc, 0, "side", "german")
    with pytest.raises(EditError, match="cannot join a reinforcement of side 'german'"):
        E.add_reinforcement(sc, Reinforcement(2, "german", [UnitPlacement("s9", "soviet")], [p("0101")]))
    with pytest.raises(EditError, match="unknown card '999'"):
        E.set_deck_card(sc, "d", "999", 1)
    with pytest.raises(EditError, match="round 9 is outside rounds 1-5"):
        E.set_caps(sc, "soviet", 3, round=9)
    with pytest.raises(EditError, match="round 7 is after the last round"):
        E.set_property(sc, "caps_by_round", {"soviet": {7: 3}})
    assert sc == make()
