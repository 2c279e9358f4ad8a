"""The fow editor extra draws the playtest's bombardment and smoke templates
over their hexes (tng_fow.md B.4, B.2; issue 13), and the Actions dock
explains a bombardment's odds when its row is chosen."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from core.play.fow.actions import Smoke
from tests.conftest import SAMPLES
from tests.editor.test_playtest_mode import playtest


def _to_artillery(s):
    for _ in range(400):
        acts = s.state.legal_actions()
        smoke = [a for a in acts if a.type == "smoke"]
        if smoke:
            return smoke[0]
        s.bot_step("greedy")
    raise AssertionError("the mortar never had a smoke bombardment to fire")


def test_smoke_template_is_drawn_over_its_hexes_and_bombard_odds_are_explained(qtbot, tmp_path):
    w, pt, s = playtest(qtbot, tmp_path, SAMPLES / "fow_platoon_action.scenario.json", seed=2)
    layer = w.extras["shot_preview"].templates
    assert layer.templates() == []
    a = _to_artillery(s)
    bombard = next(b for b in s.state.legal_actions() if b.type == "bombard" and b.team == a.team)
    pt.select_unit(a.team)
    panel = pt.actions_panel
    panel.table.setCurrentItem(panel.item_for(bombard))
    assert "bombard" in panel.explain.title.text()                  # the chosen row, not the first fire row
    assert "ranges in" in panel.explain.summary.text()
    s.apply(Smoke(a.team, a.target))
    while s.state.is_chance_node():
        s.bot_step("greedy")
    tps = layer.templates()                           # seed 2: ranged in on the second attempt
    assert tps and tps[0]["kind"] == "smoke" and tps[0]["ranged"] and len(tps[0]["hexes"]) == 7
    hm = w.document.hexmap
    cx, cy = w.scene.layout.hex_to_pixel(hm.parse(tps[0]["hexes"][0]))


    def centre_colour():
        img = QImage(40, 40, QImage.Format_ARGB32)
        img.fill(QColor("black"))
        p = QPainter(img)
        w.scene.render(p, QRectF(0, 0, 40, 40), QRectF(cx - 2, cy - 2, 4, 4))   # that hex's centre
        p.end()
        return img.pixelColor(20, 20)
    veiled = centre_colour()
    layer.setVisible(False)
    bare = centre_colour()
    layer.setVisible(True)
    assert veiled != bare and veiled.lightness() > bare.lightness()       # the pale smoke veil over the hex
