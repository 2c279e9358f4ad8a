"""The scenario docks edit through the undo stack: settings and sides
(CAPs, CAPs by round, starting VP), zones, reinforcements, decks (total
shown), victory hexes and texts."""
from tests.editor.helpers import make_window
from tests.editor.scenario_helpers import PARTISANS, press, scenario_window


def test_settings_and_sides_table(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    doc, ui = w.document, w.scenario_ui
    panel = ui.settings_panel
    sc = doc.scenario
    panel.title.setText("Hill 112")
    panel.title.editingFinished.emit()
    panel.rounds.setValue(7)
    assert (sc.title, sc.rounds) == ("Hill 112", 7)
    row = sc.side_ids().index("soviet")
    panel.sides.item(row, 2).setText("6")          # CAPs
    panel.sides.item(row, 3).setText("5:8, 6:9")   # CAPs by round
    panel.sides.item(row, 4).setText("2")          # starting VP
    assert sc.caps["soviet"] == 6 and sc.caps_by_round["soviet"] == {5: 8, 6: 9} and sc.starting_vp["soviet"] == 2
    assert sc.caps_for("soviet", 6) == 9 and sc.caps_for("soviet", 2) == 6
    panel.sides.item(row, 3).setText("5 eight")    # refused: message, table restored
    assert "round:CAPs" in ui.last_message and panel.sides.item(row, 3).text() == "5:8, 6:9"
    for _ in range(5):
        doc.undo_stack.undo()
    assert (sc.title, sc.rounds, sc.caps, sc.caps_by_round, sc.starting_vp) == ("", 5, {}, {}, {})


def test_zones_reinforcements_decks_victory(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, PARTISANS)
    doc, ui = w.document, w.scenario_ui
    sc, m = doc.scenario, doc.hexmap
    # zone: a drag of the Zones tool is one undo step
    assert ui.zones.add_zone("Soviet woods", "soviet")
    from editor.tools.base import HexEvent
    tool = w.tools["zones"]
    w.set_tool("zones")
    n = doc.undo_stack.count()
    tool.press(HexEvent(m.parse("0505"), 0, True))
    for lab in ("0506", "0507"):
        tool.move(HexEvent(m.parse(lab), 0, True))
    tool.release(HexEvent(m.parse("0507"), 0, True))
    assert {m.label(h) for h in sc.zone("Soviet woods").hexes} == {"0505", "0506", "0507"}
    assert doc.undo_stack.count() == n + 1
    # reinforcement: add, choose entry hexes, add a palette unit
    k = len(sc.reinforcements)
    ui.reinforcements.add.click()
    assert len(sc.reinforcements) == k + 1 and ui.reinforcements.current() == k
    press(w, "entry", "0101")
    press(w, "entry", "0201")
    press(w, "entry", "0101")  # toggles off
    assert [m.label(h) for h in sc.reinforcements[k].entry_hexes] == ["0201"]
    ui.palette.select_catalogue("soviet_rifles_41")
    ui.reinforcements.add_unit.click()
    assert sc.reinforcements[k].units and sc.reinforcements[k].units[0].hex is None
    # deck: cards and copies, the total shown, draws
    assert ui.decks.add_deck("battle")
    ui.decks.pick.setCurrentIndex(0)
    ui.decks.add_card.click()
    ui.decks.add_card.click()
    d = sc.deck("battle")
    assert d.size() == 2 and "2 cards" in ui.decks.total.text()
    ui.decks.cards.item(0, 2).setText("4")
    assert d.size() == 4 and "4 cards" in ui.decks.total.text()
    ui.decks.cards.item(0, 2).setText("four")  # refused: message, the table shows 4 again
    assert d.size() == 4 and "not a whole number" in ui.last_message and ui.decks.cards.item(0, 2).text() == "4"
    ui.decks.draws.item(0, 1).setText("3")
    assert d.draw_at_start[sc.sides[0].id] == 3
    # victory hex and texts
    rules_before = sc.special_rules
    press(w, "control", "0909")
    assert [m.label(c.hex) for c in sc.victory.control][-1] == "0909"
    ui.victory.control.setCurrentRow(len(sc.victory.control) - 1)
    ui.victory.vp.setValue(3)
    ui.victory.when.setCurrentIndex(ui.victory.when.findData("end"))
    ui.victory.owner.setCurrentIndex(ui.victory.owner.findData("soviet"))
    c = sc.victory.control[-1]
    assert (c.vp, c.when, c.owner) == (3, "end", "soviet")
    assert "0909: 3 VP at the end, held by Soviets" in ui.victory.control.item(len(sc.victory.control) - 1).text()
    ui.victory.special.setPlainText("No smoke.")
    ui.victory.special.commit()
    assert sc.special_rules == "No smoke."
    # everything undoes
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert sc.zone("Soviet woods") is None and len(sc.reinforcements) == k and sc.deck("battle") is None
    assert sc.special_rules == rules_before and not doc.is_modified
