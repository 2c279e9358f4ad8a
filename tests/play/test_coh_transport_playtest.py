"""Transport in the editor's playtest (rules/coh.md 4.3): the Actions tree
lists a unit's loads under one "Transport" kind, picking the row plays it,
and the passenger then rides its vehicle (screenshot under
$HEXWRIGHT_SHOTS as transport_actions.png)."""
from __future__ import annotations

import os

from PySide6.QtTest import QTest

from core.formats.scenariofile import save_scenario
from tests.editor.scenario_helpers import scenario_window
from tests.editor.test_playtest_mode import click
from tests.play.helpers import mini_game

SHOTS = os.environ.get("HEXWRIGHT_SHOTS")


def _texts(item) -> list[str]:
    out = []
    for k in range(item.childCount()):
        c = item.child(k)
        out.append(c.text(0))
        out += _texts(c)
    return out


def test_the_actions_tree_lists_and_plays_a_load(qtbot, tmp_path):
    sc = mini_game([("h", "german", "0404", "german_hmg34", 0), ("t", "german", "0403", "german_sdkfz_251_apc", 0),
                    ("r", "soviet", "0408", "soviet_rifles_41", 0)]).scenario
    path = tmp_path / "apc.scenario.json"
    save_scenario(sc, path)
    w = scenario_window(qtbot, tmp_path, path)
    assert w.playtest.enter(seed=1)
    s = w.playtest.session
    while s.state.is_chance_node():
        s.apply(s.state.chance_outcomes()[0][0])
    s.apply("activate h")
    click(w, "0404")
    panel = w.playtest.actions_panel
    tree = panel.table
    texts = _texts(tree.invisibleRootItem())
    assert any(t.startswith("Transport") for t in texts), texts
    assert any("load HMG34 onto SdKfz 251" in t for t in texts), texts
    if SHOTS:
        QTest.qWait(150)
        for i in range(tree.topLevelItemCount()):
            unit = tree.topLevelItem(i)
            for k in range(unit.childCount()):
                kind = unit.child(k)
                kind.setExpanded(kind.text(0).startswith("Transport"))
                if kind.text(0).startswith("Transport"):
                    tree.scrollToItem(kind.child(0))
        panel.resize(560, 460)
        QTest.qWait(150)
        panel.grab().save(os.path.join(SHOTS, "transport_actions.png"))
    s.apply("load h onto t")
    while s.state.is_chance_node():
        s.apply(s.state.chance_outcomes()[0][0])
    assert s.state.unit("h").carrier == "t"
