"""Choosing an action is quick (issue 12 part 4): the Actions list is a tree
(unit -> kind -> rows, the chosen unit expanded, other ways to pay under
the plain row, empty target hexes gathered into one "pick the hex on the
map" row), targets are clicked on the map through the view (a menu when
several actions match, hovering previews the odds from core), reaction
windows show the card's name, its cost and the roll as it stands (AV
against DV from core), and no column cuts its text."""
from __future__ import annotations

import os

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest

from core.play.coh.explain import preview
from core.play.coh.window_view import pending_roll
from core.play.costs import action_cost
from core.play.describe import cost_text
from core.play.grouping import kind_label, kind_of
from editor.playtest.wrap_delegate import PADDING_PX
from tests.editor.test_playtest_mode import click, playtest
from tests.editor.test_translation_play import russian  # noqa: F401  (the fixture)

SHOTS = os.environ.get("HEXWRIGHT_SHOTS")


def shot(widget, name: str) -> None:
    """Save ``widget`` as ``name``.png under $HEXWRIGHT_SHOTS (when set)."""
    if SHOTS:
        QTest.qWait(150)   # the rows laid out again for their columns' widths, as the event loop does
        widget.grab().save(os.path.join(SHOTS, name + ".png"))


def advance(s, pred, limit: int = 400) -> None:
    """Bots play on until ``pred(state)`` (asserts it comes)."""
    for _ in range(limit):
        if pred(s.state):
            return
        s.bot_step("greedy")
    raise AssertionError("the state never came")


def hmg_active(w, pt, s):
    s.apply("activate g_hmg")
    click(w, s.game.scenario.hexmap.label(s.state.unit("g_hmg").hex))
    assert pt.layer.selected == "g_hmg"
    return pt.actions_panel


def entries(panel) -> list:
    """Every action the tree's rows hold (a pick row: all it gathers)."""
    out = []

    def walk(item):
        for k in range(item.childCount()):
            c = item.child(k)
            e = panel.entry_of(c)
            if e is not None:
                out.extend([e[1]] if e[0] == "action" else list(e[1]))
            walk(c)
    for g in range(panel.table.topLevelItemCount()):
        walk(panel.table.topLevelItem(g))
    return out


def viewport_point(w, label):
    h = w.document.hexmap.parse(label)
    x, y = w.scene.layout.hex_to_pixel(h)
    w.view.centerOn(x, y)
    return w.view.mapFromScene(QPointF(x, y))


def test_the_hmg_actions_are_a_short_tree_by_unit_and_kind(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    panel = hmg_active(w, pt, s)
    acts = panel.actions()
    assert len(acts) == 783                         # every legal action of the HMG, as before
    assert len(panel.rows()) < 40                   # ... in a few rows
    assert sorted(map(str, entries(panel))) == sorted(map(str, acts))   # each one reachable, none twice
    tops = panel.unit_labels()
    assert tops[0] == "No unit" and "HMG34 at 1014" in tops and "Rifles '41 #3 at 1115" in tops
    table = panel.table
    groups = {table.topLevelItem(i).text(0): table.topLevelItem(i) for i in range(table.topLevelItemCount())}
    assert groups["HMG34 at 1014"].isExpanded()
    assert not any(g.isExpanded() for t, g in groups.items() if t != "HMG34 at 1014")
    hmg = groups["HMG34 at 1014"]
    kinds = [hmg.child(k).text(0).rsplit(" (", 1)[0] for k in range(hmg.childCount())]
    want = list(dict.fromkeys(kind_label(kind_of(a)) for a in acts))
    assert kinds == want and kinds[:2] == ["Moves", "Fire"]
    picks = [r for r in panel.rows() if panel.entry_of(r)[0] == "pick"]
    assert [r.text(0) for r in picks] == ["fire HMG34 -> \u2026: pick the hex on the map (92 in range)",
                                          "fire HMG34 + Rifles '41 #3 -> \u2026: pick the hex on the map (27 in range)"]
    row = panel.item_for(next(a for a in acts if str(a) == "fire g_hmg -> 1214"))
    assert row.text(1) == "2 AP" and row.text(2) == "Rifles '41 #5 72%"
    variants = [row.child(k).text(0) for k in range(row.childCount())]
    assert "fire HMG34 -> 1214 [roll +2]" in variants and len(variants) == 5
    shot(w, "actions_tree_en")
    shot(pt.docks[0], "actions_tree_dock_en")


def test_expanding_another_units_group_chooses_it(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    panel = hmg_active(w, pt, s)
    table = panel.table
    rifles = next(table.topLevelItem(i) for i in range(table.topLevelItemCount())
                  if table.topLevelItem(i).text(0) == "Rifles '41 #3 at 1115")
    rifles.setExpanded(True)
    qtbot.waitUntil(lambda: pt.layer.selected == "g_rifles_1")
    assert all("g_rifles_1" in str(a) for a in panel.actions())


def test_a_pick_row_outlines_its_hexes_and_a_click_through_the_view_fires(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    w.resize(1500, 950)
    panel = hmg_active(w, pt, s)
    pick = next(r for r in panel.rows() if panel.entry_of(r)[0] == "pick")
    gathered = panel.entry_of(pick)[1]
    panel.table.setCurrentItem(pick)
    panel.apply_button.click()
    hm = w.document.hexmap
    assert pt.picker.pending()
    assert pt.layer.pick_hexes == {hm.parse(a.target) for a in gathered}
    assert "92 outlined hexes" in w.statusBar().currentMessage()
    shot(w, "pick_hexes_en")
    vp = w.view.viewport()
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, viewport_point(w, "1313"))   # an empty hex in range
    menu = pt.picker.menu
    offered = [a.text() for a in menu.actions()]
    assert offered[0].startswith("fire HMG34 -> 1313\t2 AP") and len(offered) == 6   # plain first, then 5 variants
    assert not pt.picker.pending() and not pt.layer.pick_hexes
    menu.actions()[0].trigger()
    menu.close()
    assert "fire g_hmg -> 1313" in [str(a) for a in s.actions]


def test_clicking_an_enemy_through_the_view_offers_the_fire_and_hovering_previews_it(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, seed=2)
    w.resize(1500, 950)
    advance(s, lambda st: st.current_player() == "german" and not st.is_chance_node()
            and any(str(a) == "fire g_rifles_1 -> 1807" for a in st.legal_actions()))   # seed 2: the 8th action
    pt.select_unit("g_rifles_1")
    panel = pt.actions_panel
    vp = w.view.viewport()
    QTest.mouseMove(vp, viewport_point(w, "1806"))
    QTest.mouseMove(vp, viewport_point(w, "1807"))              # hover: the odds of the plain fire, from core
    plain = next(a for a in panel.actions() if str(a) == "fire g_rifles_1 -> 1807")
    assert panel.explain.shown == preview(s.state, plain) and panel.explain.shown
    assert panel.explain.title.text() == "Odds of fire Rifles '41 #3 -> 1807"
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, viewport_point(w, "1807"))
    assert pt.layer.selected == "g_rifles_1"                    # the click aimed; it did not select the enemy
    menu = pt.picker.menu
    texts = [a.text() for a in menu.actions()]
    assert texts[0].startswith("fire Rifles '41 #3 -> 1807\t") and "%" in texts[0]
    assert len(texts) == len(panel.actions_at("1807")) > 1
    menu.actions()[-1].hover()                                    # a variant's odds when hovered in the menu
    assert panel.explain.shown == preview(s.state, panel.actions_at("1807")[-1])
    shot(w, "enemy_hover_en")
    shot(menu, "enemy_menu_en")
    before = len(s.actions)
    menu.actions()[0].trigger()
    menu.close()
    assert str(s.actions[before]) == "fire g_rifles_1 -> 1807"


def test_right_click_still_moves_the_selected_unit(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    hmg_active(w, pt, s)
    QTest.mouseClick(w.view.viewport(), Qt.RightButton, Qt.NoModifier, viewport_point(w, "1013"))
    assert s.state.unit("g_hmg").hex == w.document.hexmap.parse("1013")


def _reaction_window(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, seed=2)   # seed 2: the HMG's fire, the 44th bot action, opens one
    w.resize(1500, 950)
    advance(s, lambda st: any(d["roll"] == "attack" for d in pending_roll(st)))
    pt.refresh()
    return w, pt, s


def test_a_reaction_window_shows_the_card_its_cost_and_av_against_dv(qtbot, tmp_path):
    w, pt, s = _reaction_window(qtbot, tmp_path)
    st = s.state
    panel = pt.actions_panel
    want = pending_roll(st)
    assert want[0]["standing"].startswith("now AV ") and " against DV " in want[0]["standing"]
    assert panel.window_label.isVisible() or not panel.isVisible()
    assert want[0]["standing"] in panel.window_label.text()
    assert panel.unit_labels()[0] == "Reaction window"
    assert panel.explain.shown == want                           # itemised: each term with its rule
    assert want[0]["standing"] in panel.explain.summary.text()
    rows = panel.rows()
    reacts = [panel.entry_of(r)[1] for r in rows if panel.entry_of(r)[1].type == "react"]
    plays = [a for a in reacts if a.card]
    assert plays
    for a in plays:
        item = panel.item_for(a)
        assert s.card_name(a.card) in item.text(0)                # the card's name, not only its number
        assert item.text(1) == cost_text(action_cost(st, a))      # its cost from core
    shot(w, "reaction_window_en")
    shot(pt.docks[0], "reaction_window_dock_en")


def _fits(panel) -> list[str]:
    """Texts a column of the Actions tree would cut (empty: none)."""
    table = panel.table
    hdr = table.header()
    bad = []

    def walk(item):
        for k in range(item.childCount()):
            c = item.child(k)
            if not c.isHidden() and (c.parent() is None or c.parent().isExpanded()):
                fm = QFontMetrics(c.font(0))
                for col in (1, 2):
                    if fm.horizontalAdvance(c.text(col)) > hdr.sectionSize(col):
                        bad.append(c.text(col))
                rect = table.visualItemRect(c)
                width = (table.viewport().width() if c.isFirstColumnSpanned() else hdr.sectionSize(0)) - rect.left()
                need = fm.boundingRect(0, 0, max(1, width - PADDING_PX), 10000, Qt.TextWordWrap, c.text(0)).height()
                if rect.height() and rect.height() < need:
                    bad.append(c.text(0))
            walk(c)
    for g in range(table.topLevelItemCount()):
        walk(table.topLevelItem(g))
    return bad


def test_no_column_cuts_its_text(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    w.resize(1500, 950)
    panel = hmg_active(w, pt, s)
    qtbot.wait(20)
    assert _fits(panel) == []


def test_in_russian_the_tree_the_pick_and_the_window_read_russian_and_fit(qtbot, tmp_path, russian):
    w, pt, s = playtest(qtbot, tmp_path)
    w.resize(1500, 950)
    panel = hmg_active(w, pt, s)
    qtbot.wait(20)
    tops = panel.unit_labels()
    assert tops[0] == "Без отряда" and "HMG34 в гексе 1014" in tops
    hmg = next(panel.table.topLevelItem(i) for i in range(panel.table.topLevelItemCount())
               if panel.table.topLevelItem(i).text(0) == "HMG34 в гексе 1014")
    assert hmg.child(1).text(0).startswith("Огонь (")
    picks = [r.text(0) for r in panel.rows() if panel.entry_of(r)[0] == "pick"]
    assert picks[0] == "огонь HMG34 -> \u2026: выберите гекс на карте (92 гекса в досягаемости)"
    assert _fits(panel) == []
    shot(pt.docks[0], "actions_tree_dock_ru")
    shot(w, "actions_tree_ru")
    pick = next(r for r in panel.rows() if panel.entry_of(r)[0] == "pick")
    panel.table.setCurrentItem(pick)
    panel.apply_button.click()
    assert w.statusBar().currentMessage().startswith("Обведено гексов: 92")
    shot(w, "pick_hexes_ru")
    QTest.mouseClick(w.view.viewport(), Qt.LeftButton, Qt.NoModifier, viewport_point(w, "1313"))
    assert pt.picker.menu.actions()[0].text().startswith("огонь HMG34 -> 1313\t2 AP")
    shot(pt.picker.menu, "pick_menu_ru")
    pt.picker.menu.close()


def test_in_russian_a_reaction_window_reads_russian_and_fits(qtbot, tmp_path, russian):
    w, pt, s = _reaction_window(qtbot, tmp_path)
    panel = pt.actions_panel
    qtbot.wait(20)
    assert panel.unit_labels()[0] == "Окно реакции"
    assert panel.window_label.text().startswith("Окно реакции для стороны")
    assert "теперь AV " in panel.window_label.text() and " против DV " in panel.window_label.text()
    assert _fits(panel) == []
    shot(w, "reaction_window_ru")
    shot(pt.docks[0], "reaction_window_dock_ru")


def test_hovering_a_target_explains_its_odds_in_both_languages(qtbot, tmp_path, russian):
    w, pt, s = playtest(qtbot, tmp_path)
    w.resize(1500, 950)
    panel = hmg_active(w, pt, s)
    vp = w.view.viewport()
    QTest.mouseMove(vp, viewport_point(w, "1213"))
    QTest.mouseMove(vp, viewport_point(w, "1214"))             # Rifles '41 #5 there: a row of its own
    plain = next(a for a in panel.actions() if str(a) == "fire g_hmg -> 1214")
    assert panel.explain.shown == preview(s.state, plain)
    assert panel.explain.title.text() == "Шансы: огонь HMG34 -> 1214"
    assert panel.explain.tree.topLevelItem(0).child(0).text(0) == "к кубикам"
    shot(w, "explain_ru")


def test_a_borodino_brigade_lists_its_moves_as_one_kind_one_row_per_destination(qtbot, tmp_path):
    from tests.conftest import SAMPLES
    from tests.editor.test_playtest_tng_fow import _to_move_step
    w, pt, s = playtest(qtbot, tmp_path, SAMPLES / "borodino.scenario.json", seed=1)
    w.resize(1500, 950)
    _to_move_step(s)
    pt.select_unit("fr_compans_1")
    panel = pt.actions_panel
    legal = [a for a in s.state.legal_actions() if getattr(a, "unit", "") == "fr_compans_1"]
    moves = [r for r in panel.rows() if "(face on the map)" in r.text(0)]
    assert len(moves) == len({a.to for a in legal if a.type == "tmove"})
    assert all(r.parent().text(0).startswith("Moves (") for r in moves)   # tng's moves under core's kind
    assert _fits(panel) == []
    shot(w, "borodino_tree_en")
    QTest.mouseClick(w.view.viewport(), Qt.RightButton, Qt.NoModifier, viewport_point(w, "1216"))
    assert pt.facing_pick_pending()                             # right-click still moves (the facing next)


def test_a_choice_to_make_first_is_titled_by_its_kind(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    advance(s, lambda st: not st.is_chance_node() and any(a.type == "roll_caps" for a in st.legal_actions()))
    pt.refresh()
    panel = pt.actions_panel
    assert panel.unit_labels()[0] == "CAPs on the roll"          # no pass: the kind of the choice (core's name)
    assert [str(panel.entry_of(r)[1]) for r in panel.rows()] == [str(a) for a in s.state.legal_actions()]


def test_hovering_a_flames_of_war_target_previews_its_odds_too(qtbot, tmp_path):
    import random

    from core.play.fow.explain import preview as fow_preview
    from tests.conftest import SAMPLES
    w, pt, s = playtest(qtbot, tmp_path, SAMPLES / "fow_platoon_action.scenario.json", seed=1)
    r = random.Random(1)
    for _ in range(300):
        fires = [a for a in s.state.legal_actions() if a.type == "fire"]
        if fires:
            break
        s.apply(r.choice(s.state.legal_actions()))
    pt.select_unit(fires[0].units[0])
    panel = pt.actions_panel
    panel.explain.clear()
    w.scene.hexHovered.emit(w.document.hexmap.parse(panel.target_hex(fires[0])))
    assert panel.explain.shown and panel.explain.shown == fow_preview(s.state, fires[0])


def test_an_empty_hex_in_range_is_picked_straight_on_the_map(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    w.resize(1500, 950)
    panel = hmg_active(w, pt, s)
    vp = w.view.viewport()
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, viewport_point(w, "1313"))   # empty, in range: no pick row
    assert [a.text().split("\t")[0] for a in pt.picker.menu.actions()][:1] == ["fire HMG34 -> 1313"]
    assert len(pt.picker.menu.actions()) == len(panel.actions_at("1313")) == 12   # alone and with Rifles #3
    pt.picker.menu.close()
    assert pt.layer.selected == "g_hmg"
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, viewport_point(w, "0101"))   # out of range: deselects
    assert pt.layer.selected is None
    QTest.mouseClick(vp, Qt.LeftButton, Qt.NoModifier, viewport_point(w, "1115"))   # own unit: selects it
    assert pt.layer.selected == "g_rifles_1"
