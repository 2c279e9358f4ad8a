"""Playtest mode in the main window: entering, acting on the map and in the
Actions dock, undo, view as a side, bots, leaving with the scenario
unchanged."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from core.formats.scenariofile import save_scenario
from core.play.describe import unit_actions
from editor.tools.base import HexEvent
from tests.editor.helpers import make_window
from tests.editor.scenario_helpers import BALKA, PARTISANS, scenario_window

HIDDEN_SOVIETS = {"s_smg", "s_nkvd", "s_sniper"}  # hidden at setup in coh_balka_hill


def playtest(qtbot, tmp_path, path=BALKA, seed=3):
    w = scenario_window(qtbot, tmp_path, path)
    assert w.playtest.start_action.isEnabled()
    assert w.playtest.enter(seed=seed)
    s = w.playtest.session
    for _ in range(8):    # coh pre-round: a side holding an artillery card plans its strike first (W06); hold it
        plans = [a for a in s.state.legal_actions() if str(a).startswith("plan ")]
        if not plans:
            break
        s.apply(next(a for a in plans if str(a).endswith(" hold")))
    return w, w.playtest, s


def click(w, label, button="left"):
    m = w.document.hexmap
    h = m.parse(label)
    w.playtest.tool.press(HexEvent(h, 0, True, button))


def painted(w):
    """Render the scene (so the layer paints) and return the ids it drew."""
    img = QImage(800, 600, QImage.Format_ARGB32)
    p = QPainter(img)
    w.scene.render(p, QRectF(0, 0, 800, 600), w.scene.itemsBoundingRect())
    p.end()
    return list(w.playtest.layer.painted)


def test_start_is_enabled_only_with_a_playable_scenario(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)  # a bare map: no units
    assert not w.playtest.start_action.isEnabled()
    assert "no units" in w.playtest.start_action.toolTip()
    assert w.files.load(str(BALKA))
    assert w.playtest.start_action.isEnabled()
    assert w.menu("playtest").title().replace("&", "") == "Playtest"


def test_entering_hides_the_editor_and_shows_the_game(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    assert w.scene.tool is pt.tool
    assert not w.scenario_ui.unit_layer.isVisible()
    assert not w.tool_bar.isVisible()
    assert [d.windowTitle() for d in pt.docks] == ["Actions", "Game", "Dice and events"]
    assert all(d.isVisible() for d in pt.docks)
    assert not pt.start_action.isEnabled() and pt.leave_action.isEnabled()
    file_menu = w.menu("file").menuAction()
    assert not file_menu.isEnabled()  # no opening another file mid-game
    assert s.state.current_player() == "german"


def test_selecting_a_unit_lists_its_legal_actions(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    click(w, "1115")  # g_rifles_1 stands alone there
    assert pt.layer.selected == "g_rifles_1"
    listed = [str(a) for a in pt.actions_panel.actions()]
    expected = [str(a) for a in s.state.legal_actions()
                if "g_rifles_1" in (getattr(a, "units", ()) or (getattr(a, "unit", None),))]
    assert listed == expected and listed[0] == "activate g_rifles_1"
    costs = [r.text(1) for r in pt.actions_panel.rows()]
    assert costs[0] == "new 7 AP pool"
    # clicking an empty hex clears the selection: the general actions (pass...)
    click(w, "0101")
    assert pt.layer.selected is None
    assert [str(a) for a in pt.actions_panel.actions()] == ["pass"]
    # once active, its moves list their AP and the preview shows them on the map
    click(w, "1115")
    s.apply("activate g_rifles_1")
    listed = [str(a) for a in pt.actions_panel.actions()]
    assert "move g_rifles_1 1114" in listed and all("g_rifles_1" in a for a in listed)
    assert pt.preview.costs and all(c >= 1 for c in pt.preview.costs.values())
    assert w.document.hexmap.parse("1114") in pt.preview.costs


def test_taking_an_action_changes_the_state_and_logs_it(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    click(w, "1115")
    before = s.state.to_dict()
    table = pt.actions_panel.table
    table.itemDoubleClicked.emit(pt.actions_panel.rows()[0], 0)  # activate g_rifles_1
    assert s.state.activation["german"]["lead"] == "g_rifles_1"
    move = next(a for a in pt.actions_panel.actions() if str(a) == "move g_rifles_1 1114")
    table.setCurrentItem(pt.actions_panel.item_for(move))
    pt.actions_panel.apply_button.click()
    after = s.state.to_dict()
    assert after != before
    u = next(u for u in after["units"] if u["id"] == "g_rifles_1")
    assert u["hex"] == "1114"
    texts = [t for _k, t in pt.log_panel.lines()]
    assert "R1 Germans: move Rifles '41 #3 1114" in texts  # the engine's line, with the unit's and side's shown names
    assert not any("g_rifles_1" in t for t in texts)
    assert any(t.strip().endswith("AP, pool 5") for t in texts)  # the engine's payment line


def test_right_click_moves_the_selected_unit(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    s.apply("activate g_rifles_1")
    click(w, "1115")
    click(w, "1114", "right")
    assert s.state.unit("g_rifles_1").hex == w.document.hexmap.parse("1114")


def test_undo_restores_the_previous_state_and_rolls_the_same_dice_again(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    assert s.apply("activate g_hmg")
    before, n_rolls = s.state.to_dict(), len(s.rolls)
    fire = next(a for a in unit_actions(s.state, "g_hmg") if a.type == "fire" and a.pay == "ap")
    assert s.apply(fire)
    rolled = s.rolls[n_rolls:]
    assert rolled and all(r[1].startswith("rolled ") or "marker" in r[1] for r in rolled)
    after = s.state.to_dict()
    pt.bar.acts["undo"].trigger()
    assert s.state.to_dict() == before
    assert len(s.rolls) == n_rolls
    assert not any(t.startswith("R1 Germans: fire") for _k, t in pt.log_panel.lines())
    s.apply(fire)  # the generator was rewound too
    assert s.state.to_dict() == after and s.rolls[n_rolls:] == rolled


def test_view_as_a_side_hides_the_enemy_hidden_units(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    designer = painted(w)
    assert HIDDEN_SOVIETS <= set(designer)
    pt.bar.view_box.setCurrentIndex(pt.bar.view_box.findData("german"))
    assert s.view == "german"
    german = painted(w)
    assert len(german) == len(designer) - len(HIDDEN_SOVIETS)
    assert not HIDDEN_SOVIETS & set(german)
    pt.bar.view_box.setCurrentIndex(pt.bar.view_box.findData("soviet"))
    assert set(painted(w)) == set(designer)  # a side sees its own hidden units
    # the soviet view cannot act for the german player and cannot read the german hand
    assert pt.actions_panel.actions() == []
    assert "Germans to act" in pt.actions_panel.note.text()  # side names, not ids
    assert "hidden from Soviets" in pt.game_panel.hand_label.text()
    assert pt.game_panel.table.horizontalHeaderItem(0).text() == "Germans"
    assert pt.bar.view_box.itemText(pt.bar.view_box.findData("soviet")) == "Soviets"


def test_bots_finish_a_seeded_game_and_the_result_shows(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, PARTISANS, seed=5)
    assert pt.bots_finish()
    assert s.state.is_terminal()
    res = s.result_text()
    w_side = s.state.winner()
    assert res.startswith("Game over: ") and (s.side_name(w_side) if w_side else "a draw") in res
    assert pt.game_panel.result.isVisible() and pt.game_panel.result.text() == res
    assert pt.actions_panel.header.text() == res
    # the same seed plays the same game
    first = s.state.state_hash()
    s.reset(5)
    assert s.run_bots()
    assert s.state.state_hash() == first


def test_bot_turn_plays_only_the_side_to_act(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, PARTISANS)
    side = s.state.current_player()
    pt.bar.acts["bot_turn"].trigger()
    assert s.state.current_player() != side or s.state.is_terminal()
    assert s.actions[-1].chance or side in s.state.log[-1] or any(side in line for line in s.state.log[-4:])


def test_leaving_returns_to_the_unchanged_scenario(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    sc = w.document.scenario
    save_scenario(sc, tmp_path / "before.scenario.json")
    undo_count, modified = w.document.undo_stack.count(), w.document.is_modified
    shown = {id(i) for i in w.scene.items() if i.isVisible()}
    pt = w.playtest
    assert pt.enter(seed=2)
    assert {id(i) for i in w.scene.items() if i.isVisible()} & shown == {id(w.scene.map_item), id(w.scene.cursor_item)} \
        & shown  # only the map (and cursor) of the editor stay on screen
    pt.session.apply("activate g_rifles_1")
    pt.session.apply("move g_rifles_1 1114")
    pt.session.run_bots(max_steps=60)
    pt.bar.acts["leave"].trigger()
    assert pt.session is None and pt.scenario_unchanged is True
    save_scenario(w.document.scenario, tmp_path / "after.scenario.json")
    assert (tmp_path / "after.scenario.json").read_bytes() == (tmp_path / "before.scenario.json").read_bytes()
    assert w.document.scenario is sc and w.document.undo_stack.count() == undo_count
    assert w.document.is_modified == modified
    # the editor is back
    assert w.scenario_ui.unit_layer.isVisible() and w.tool_bar.isVisible()
    assert {id(i) for i in w.scene.items() if i.isVisible()} == shown
    assert pt.layer.scene() is None
    assert w.scene.tool is not None and w.scene.tool.name != "playtest"
    assert pt.start_action.isEnabled()


def test_editing_entries_are_off_while_playing_and_back_after(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, BALKA)
    before = {n: a.isEnabled() for n, a in w.tool_actions.items()}
    pt = w.playtest
    assert pt.enter()
    open_act = w.action_registry.action("file.open")
    assert not open_act.isEnabled()  # Ctrl+O cannot swap the document mid-game
    assert not any(a.isEnabled() for a in w.tool_actions.values())
    pt.leave()
    assert open_act.isEnabled()
    assert {n: a.isEnabled() for n, a in w.tool_actions.items()} == before and any(before.values())


def test_hovering_shows_the_live_los_from_the_selected_unit(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    click(w, "1115")
    target = w.document.hexmap.parse("1807")
    w.scene.hexHovered.emit(target)
    a, b, res = pt.preview.los
    assert (a, b) == (s.state.unit("g_rifles_1").hex, target)
    assert res == s.state.pos.los(a, b)
    assert "LOS Rifles '41 #3 1115 -> 1807" in w.statusBar().currentMessage()  # the name, as on the map


def test_a_cancelled_bot_run_stops_at_once(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, PARTISANS)
    n = len(s.actions)
    assert not s.run_bots(progress=lambda done, total: False)
    assert not s.state.is_terminal()
    assert 1 <= len([a for a in s.actions[n:] if not a.chance]) == 1
    assert s.can_undo()


def test_a_flames_of_war_scenario_plays_to_the_end_too(qtbot, tmp_path):
    from tests.conftest import SAMPLES
    w, pt, s = playtest(qtbot, tmp_path, SAMPLES / "fow_table_patrol.scenario.json", seed=2)
    assert len(painted(w)) == len(s.visible_units()) > 0
    assert pt.bots_finish(progress_dialog=False)
    assert pt.game_panel.result.text() == s.result_text() != ""
    assert pt.leave()


def test_actions_and_log_show_unit_names_and_compass_facings(qtbot, tmp_path):
    """The map shows names, so the Actions list, the unit chooser and the
    log do too; the engine's strings (the replay format) are unchanged."""
    w, pt, s = playtest(qtbot, tmp_path)
    click(w, "1115")
    panel = pt.actions_panel
    box = panel.unit_labels()
    assert "HMG34 at 1014" in box and not any("g_hmg" in t for t in box)
    s.apply("activate g_rifles_1")
    panel.refresh()
    shown = [r.text(0) for r in panel.rows()]
    engine = [str(a) for a in panel.actions()]
    assert "move g_rifles_1 1114" in engine  # unchanged: the replay format
    assert "move Rifles '41 #3 1114" in shown
    assert not any("g_rifles_1" in t for t in shown)
    # flat map: hexside 0 is N, 2 is SE (coh pivot)
    assert any(t.startswith("pivot Rifles '41 #3 to ") for t in shown)
    pivots = {str(a): panel.item_for(a).text(0) for a in panel.actions() if a.type == "pivot"}
    assert pivots["pivot g_rifles_1 0"] == "pivot Rifles '41 #3 to N"
    assert pivots["pivot g_rifles_1 2"] == "pivot Rifles '41 #3 to SE"
    assert pivots["pivot g_rifles_1 5"] == "pivot Rifles '41 #3 to NW"
    s.apply("move g_rifles_1 1114")
    pt.log_panel.refresh()
    texts = [t for _k, t in pt.log_panel.lines()]
    assert "R1 Germans: move Rifles '41 #3 1114" in texts
    assert "R1 Germans: activate g_rifles_1" not in texts


def test_readable_text_of_the_engine_strings():
    from core.formats.scenariofile import load_scenario
    from core.play.readable import Readable
    from tests.editor.scenario_helpers import BORODINO
    r = Readable(load_scenario(BALKA))
    assert r.text("move s_maxim+s_rifles_1 1807") == "move Bunker crew + Rifles '41 #1 1807"
    assert r.text("pivot s_maxim 0") == "pivot Bunker crew to N"
    assert r.text("pivot s_maxim 3") == "pivot Bunker crew to S"
    assert r.text("pass") == "pass"
    tng = Readable(load_scenario(BORODINO))
    assert tng.text("tmove fr_compans_1 1016 f3").endswith("1016 facing SW")  # flat vertex 3: lower left
