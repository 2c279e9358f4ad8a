"""The playtest's explanation panel (issue 12): selecting an attack in the
Actions list or hovering its target on the map shows the odds the rules
core computes, each modifier with its rule; vehicles drive with their bonus
moves from the list."""
from __future__ import annotations

from core.play.actions import Fire
from core.play.coh.explain import preview
from tests.editor.test_playtest_mode import click, playtest


def _activate_hmg(w, pt, s):
    s.apply("activate g_hmg")
    click(w, s.game.scenario.hexmap.label(s.state.unit("g_hmg").hex))
    assert pt.layer.selected == "g_hmg"


def test_selecting_an_attack_row_shows_its_odds_from_core(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    _activate_hmg(w, pt, s)
    panel, table = pt.actions_panel.explain, pt.actions_panel.table
    acts = pt.actions_panel.actions()
    i = next(i for i, a in enumerate(acts) if a.type == "fire" and s.state.unit(a.target) is not None
             or a.type == "fire" and s.state.pos.units_at(s.game.scenario.hexmap.parse(a.target))
             and any(not u.hidden for u in s.state.pos.units_at(s.game.scenario.hexmap.parse(a.target))))
    table.setCurrentItem(pt.actions_panel.item_for(acts[i]))
    want = preview(s.state, acts[i])
    assert want and panel.shown == want
    hmg = pt.actions_panel.readable.unit("g_hmg")   # the headline names the units (issue 17), the data keeps ids
    assert panel.headline().startswith(f"attack {hmg} -> ") and "needs 2D6 >=" in panel.headline()
    assert want[0]["lines"][0].startswith("attack g_hmg -> ")
    head = panel.tree.topLevelItem(0)
    rules = [head.child(g).child(k).text(2) for g in range(head.childCount())
             for k in range(head.child(g).childCount())]
    assert rules and all(r for r in rules)
    qtbot.wait(100)   # the panels laid out for the shown explanation, as the event loop does
    w.grab().save(str(tmp_path / "explain.png"))
    import os
    if os.environ.get("HEXWRIGHT_SHOTS"):
        w.grab().save(os.path.join(os.environ["HEXWRIGHT_SHOTS"], "playtest_explain.png"))


def test_hovering_a_target_previews_the_odds(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path)
    _activate_hmg(w, pt, s)
    fire = next(a for a in pt.actions_panel.actions() if a.type == "fire" and a.units == ("g_hmg",)
                and not a.roll_caps and a.pay == "ap" and preview(s.state, a)[0]["target"] is not None)
    st = s.state
    tgt = st.unit(fire.target)
    label = s.game.scenario.hexmap.label(tgt.hex) if tgt is not None else fire.target
    pt.actions_panel.explain.clear()
    w.scene.hexHovered.emit(s.game.scenario.hexmap.parse(label))
    assert pt.actions_panel.explain.shown == preview(st, fire)
    assert isinstance(fire, Fire)


def test_the_enemy_does_not_see_the_mines_until_they_attack(qtbot, tmp_path):
    import os

    from tests.editor.test_playtest_mode import painted
    w, pt, s = playtest(qtbot, tmp_path)
    hm = s.game.scenario.hexmap
    mines = sorted(hm.label(h) for h, f in hm.fortifications.items() if f.kind == "mines")
    assert mines                                   # Balka Hill's mines belong to the defender (soviet)
    s.set_view("german")
    painted(w)
    assert pt.layer.veiled == mines
    s.set_view("soviet")
    painted(w)
    assert pt.layer.veiled == []
    s.set_view("designer")
    painted(w)
    assert pt.layer.veiled == []
    if os.environ.get("HEXWRIGHT_SHOTS"):
        s.set_view("german")
        painted(w)
        w.grab().save(os.path.join(os.environ["HEXWRIGHT_SHOTS"], "playtest_german_view_mines.png"))
