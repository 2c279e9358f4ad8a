"""The opponent's hidden mines do not shape the drives a side is offered
(mine_view.py); a drive into them stops in the mine hex and the mines
attack (rules/coh.md 7: vehicles forfeit their bonus moves there)."""
from __future__ import annotations

from core.play.coh.vehicles import Drive
from tests.play.helpers import mini_game, play_to_turn

UNITS = [("g1", "german", "0402", "german_sdkfz_251_apc", 3), ("s1", "soviet", "0708", "soviet_rifles_41", 0)]


def _drives(st):
    return sorted(str(a) for a in st.legal_actions() if isinstance(a, Drive) and a.pay == "ap")


def test_drives_are_the_same_with_or_without_the_enemys_hidden_mines():
    plain = play_to_turn(mini_game(UNITS).new_initial_state())
    mined = play_to_turn(mini_game(UNITS, forts={"0404": "mines"}).new_initial_state())
    for st in (plain, mined):
        st.apply_str("activate g1")
    assert _drives(mined) == _drives(plain) and "drive g1 0405 via 0403,0404" in _drives(mined)


def test_a_drive_into_hidden_mines_stops_there_and_they_attack():
    st = play_to_turn(mini_game(UNITS, forts={"0404": "mines"}).new_initial_state())
    st.apply_str("activate g1")
    st.apply_str("drive g1 0405 via 0403,0404")
    assert st.unit("g1").hex == st.pos.hexmap.parse("0404")
    assert st.activation["german"]["pool"] == 6  # the drive's first move; the bonus moves were free
    assert any("the drive ends in 0404: mines" in line for line in st.log)
    assert st.chance is not None and st.chance["stage"] in ("mines", "mine_caps")
    # once the mines have attacked, the Germans know them: no bonus move into them is offered any more
    play_to_turn(st)
