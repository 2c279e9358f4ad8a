"""The playtest hand list shows why a card cannot be played now as its
tooltip (editor/playtest/status_dock.py reads the engine's card_reasons)."""
from __future__ import annotations

from pathlib import Path

from core.formats.scenariofile import load_scenario

BALKA = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_balka_hill.scenario.json"


def test_hand_items_carry_the_reason_as_tooltip(qapp):
    from editor.playtest.session import PlaytestSession
    from editor.playtest.status_dock import GamePanel
    s = PlaytestSession(load_scenario(str(BALKA)), seed=3)
    s.set_view("designer")
    panel = GamePanel(s)
    panel.refresh()
    tips = {panel.hand.item(i).text().split()[0]: panel.hand.item(i).toolTip() for i in range(panel.hand.count())}
    assert tips["W06"] == ""  # playable now (the pre-round's artillery plan)
    assert tips["W01"].startswith("W01 Grenades: the pre-round sequence is under way")
