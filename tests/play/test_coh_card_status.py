"""A card in the hand that cannot be played now says why (card_status.py,
messages ``card.why.*``); a playable card has no reason."""
from __future__ import annotations

from pathlib import Path

from core.play.coh import card_reasons
from core.play.game import load_game
from tests.play.helpers import mini_game, play_to_turn

BALKA = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_balka_hill.scenario.json"


def test_balka_hill_opening_hands_say_why():
    st = play_to_turn(load_game(BALKA).new_initial_state())
    assert st.phase == "artillery" and st.turn == "german"
    g = card_reasons(st, "german")
    assert "W06" not in g  # playable now: its strike is planned in this pre-round
    assert g["W01"].startswith("W01 Grenades: the pre-round sequence is under way")
    s = card_reasons(st, "soviet")
    assert s["V-CC"] == "V-CC Close Call: played when the opponent's artillery strike lands on one of your units"
    st.apply_str("plan W06 1806")
    play_to_turn(st)
    assert card_reasons(st, "soviet")["V07"] == "V07 Concealed Fire: it is german's turn, not soviet's"
    assert card_reasons(st, "german")["W01"].startswith("W01 Grenades: none of your units can use it now")
    assert card_reasons(st, "german")["W06"].endswith("lands in the next pre-round sequence")


def test_roll_window_cards_and_caps():
    units = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0708", "soviet_rifles_41", 0)]
    st = mini_game(units, caps={"german": 0, "soviet": 5}, starting_cards={"german": ["07", "V01"]}).new_initial_state()
    r = card_reasons(st, "german")
    assert r["07"].endswith("played after the dice of a fire or rally, in the window that opens then")
    assert r["V01"] == "V01 Rapid Move: costs 1 CAP(s), german has 0"
