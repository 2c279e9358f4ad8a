"""Playtest of tng and fow scenarios: right-click moves a Borodino brigade
(the facing is then clicked on the map), the move list has one row per
destination with its MP cost, and a fow shot shows its hit chance, not
"no visible target"."""
from __future__ import annotations

from core.play.tng.explain import move_actions_to
from tests.conftest import SAMPLES
from tests.editor.test_playtest_mode import click, painted, playtest


def _to_move_step(s):
    """Borodino: the French order I Corps, pick it, fire its guns, reach the move step."""
    s.apply("order fr_I")
    while s.state.phase == "orders":
        s.apply("pass")
    s.apply("pick fr_I")
    while s.state.act["step"] == "fire":
        fire = [a for a in s.state.legal_actions() if a.type == "tfire"]
        s.apply(fire[0] if fire else "pass")
    assert s.state.act["step"] == "move"


def test_right_click_moves_a_borodino_brigade_and_the_facing_is_clicked(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, SAMPLES / "borodino.scenario.json", seed=1)
    _to_move_step(s)
    m = w.document.hexmap
    assert len(move_actions_to(s.state, "fr_compans_1", "1216")) == 6
    pt.select_unit("fr_compans_1")
    click(w, "1216", "right")
    assert pt.facing_pick_pending() and pt.layer.facing_choices[0] == m.parse("1216")
    assert len(painted(w)) > 0   # the orange facing arrows paint with the units
    lay = w.scene.layout
    cx, cy = lay.hex_to_pixel(m.parse("1216"))
    dx, dy = lay.corner_offset(4)
    assert pt.pick_facing_at(cx + 3 * dx, cy + 3 * dy)
    assert not pt.facing_pick_pending()
    assert s.state.units["fr_compans_1"]["hex"] == m.parse("1216")
    assert s.state.units["fr_compans_1"]["facing"] == 4


def test_right_click_out_of_reach_says_why(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, SAMPLES / "borodino.scenario.json", seed=1)
    pt.select_unit("fr_compans_1")
    click(w, "1216", "right")
    assert "only in an activation" in w.statusBar().currentMessage()


def test_move_list_has_one_row_per_destination_with_its_mp(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, SAMPLES / "borodino.scenario.json", seed=1)
    _to_move_step(s)
    pt.select_unit("fr_compans_1")
    panel = pt.actions_panel
    legal = [a for a in s.state.legal_actions() if getattr(a, "unit", "") == "fr_compans_1"]
    rows = panel.rows()
    moves = [r for r in rows if "(face on the map)" in r.text(0)]
    dests = {a.to for a in legal if a.type == "tmove"}
    assert len(legal) > 200 and len(moves) == len(dests) and len(rows) < 60
    assert all(r.text(1).endswith(" MP") for r in moves)
    row = next(r for r in moves if " 1216 " in r.text(0) + " ")
    assert row.text(1) == "1 MP"   # 1116 -> 1216: clear, infantry 1 MP (tng_fow.md A.5), no ZOC, no stream


def test_fow_fire_rows_show_the_hit_chance(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, SAMPLES / "fow_platoon_action.scenario.json", seed=1)
    import random
    r = random.Random(1)
    for _ in range(300):
        fires = [a for a in s.state.legal_actions() if a.type == "fire"]
        if fires:
            break
        s.apply(r.choice(s.state.legal_actions()))
    assert fires
    pt.select_unit(fires[0].units[0])
    rows = pt.actions_panel.rows()
    fire_rows = [x for x in rows if x.foreground(0).color().name() == "#8a1c1c"]
    assert fire_rows and all(x.text(2).endswith("%") and "no visible target" not in x.text(2) for x in fire_rows)
