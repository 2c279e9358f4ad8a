"""Breakthrough (tng 9.73): infantry that advances after a 10+ shocks again
at once, without re-facing and without a Commitment roll, every enemy in
its front hexes; once per activation."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario


def shocked_10_plus():
    units = [("nap", "french", "1001", "commander", CMD, None, 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("ri", "russian", "0505", "infantry", dict(INF, sp=4), "rg", 4),
             ("r2", "russian", "0605", "infantry", dict(INF, sp=4), "rg", 4),   # in front of 0505 facing 1
             ("fa", "french", "0404", "infantry", INF, "fg", 1)]
    st = game(scenario(units)).new_initial_state()
    drive(st, "order fg", "order rg", "pick fg", "pass", "shock 0404 -> 0505", "d10 0")   # commits
    return drive(st, "d10 9")     # 9 + DRM: 10+, ri retreats, fa advances


def test_infantry_breaks_through_after_a_10_plus_without_re_facing_or_commitment():
    st = shocked_10_plus()
    assert st.label(st.units["fa"]["hex"]) == "0505" and st.units["fa"]["facing"] == 1
    assert any("fa break through from 0505 -> " in x and "(tng 9.73)" in x for x in st.log)
    assert st.chance["t"] == "shock_roll" and st.chance["hex"] == "0505" and "0605" in st.chance["targets"]
    assert "aface" not in st.act                          # no re-facing before a breakthrough (9.73)
    drive(st, "d10 9")
    assert any("shock 0505 -> 0605: d10 9" in x for x in st.log)
    assert not any(x.count("break through") > 0 for x in st.log[-3:])   # once per activation


def test_no_second_breakthrough_in_the_activation():
    st = shocked_10_plus()
    drive(st, "d10 9")
    assert sum("break through" in x for x in st.log) == 1
