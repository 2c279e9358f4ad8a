"""`CohUnit.sig`, the unit state the engine's memo tables key on, is kept
on the instance and never carried to a changed copy (`CohUnit.with_`)."""
from __future__ import annotations

from tests.play.helpers import mini_game

UNITS = [("g1", "german", "0203", "german_rifles_41", 3), ("s1", "soviet", "0208", "soviet_rifles_41", 0)]


def test_sig_follows_every_change_of_the_unit():
    st = mini_game(UNITS).new_initial_state()
    u = st.unit("g1")
    before = u.sig
    assert before == (u.id, u.side, u.hex, u.facing, u.hidden, u.hits, u.hasty_defense, u.carrier)
    moved = u.with_(hex=st.pos.hexmap.parse("0204"))
    assert moved.sig[2] == moved.hex != u.hex and u.sig is before  # the copy's own, the original's kept
    hit = moved.with_(hits=("pinned",), facing=2, hasty_defense=True)
    assert hit.sig == (u.id, u.side, moved.hex, 2, u.hidden, ("pinned",), True, u.carrier)
    assert u.with_(spent=True).sig == before  # spent is not in it (the sections read it apart)
