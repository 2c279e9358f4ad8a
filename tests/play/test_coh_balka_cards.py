"""Every card the Balka Hill sample deals at the start (W01, W06 German;
W02, V07, V-CC Soviet) is playable in a game of it (strike_plan.py,
cards.py, veterans.py; V-CC's landing strike: test_coh_strikes.py)."""
from __future__ import annotations

from pathlib import Path

from core.play.game import load_game
from tests.play.helpers import play_to_turn

BALKA = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_balka_hill.scenario.json"


def _place(st, uid, label, toward):
    hm = st.pos.hexmap
    u = st.unit(uid)
    h = hm.parse(label)
    st.pos = st.pos.replace_unit(u.with_(hex=h, facing=hm.layout.direction_to(h, hm.parse(toward))))


def test_balka_hill_dealt_cards_are_playable():
    st = play_to_turn(load_game(BALKA).new_initial_state())
    assert st.hands["german"][:2] == ["W01", "W06"] and st.hands["soviet"][:3] == ["W02", "V07", "V-CC"]
    legal = [str(a) for a in st.legal_actions()]
    assert "plan W06 1708" in legal  # W06: the pre-round's artillery plan
    st.apply_str("plan W06 1708")
    play_to_turn(st)
    # W01 Grenades: a German foot unit next to the Soviet rifles in 1708
    _place(st, "g_rifles_1", "1709", "1708")
    _place(st, "g_rifles_2", "2106", "2105")  # next to the hidden NKVD in the heavy woods (still hidden: cover)
    assert "fire g_rifles_1 -> 1708 [card W01]" in [str(a) for a in st.legal_actions()]
    st.apply_str("pass")
    play_to_turn(st)
    # the Soviets: W02 Molotov Cocktail at the adjacent Germans, V07 Concealed Fire for a hidden unit that can fire
    soviet = [str(a) for a in st.legal_actions()]
    assert any(s.startswith("fire s_rifles_1 -> 1709") and s.endswith("[card W02]") for s in soviet)
    hidden_firers = {s.split()[1] for s in soviet if s.startswith("fire s_") and "+" not in s.split()[1]
                     and st.unit(s.split()[1]).hidden}
    assert hidden_firers and all(f"card V07 {u}" in soviet for u in hidden_firers)
