"""Open-topped vehicles (rules/coh.md 4.3, E3 16.5): against HE,
flamethrowers, close combat and snipers a blue flank Defense counts as
red; other fire uses it as printed."""
from __future__ import annotations

from core.rules.coh.combat import attack
from core.rules.coh.strikes import strike, strike_roll
from tests.play.helpers import mini_game


def _pos(units):
    pos = mini_game(units).new_initial_state().pos
    v = pos.unit("v")
    return pos.replace_unit(v.with_(stats={**v.stats, "dr_flank_armored": True, "open_topped": True}))


def test_open_topped_flank_is_red_against_he_and_close_combat_only():
    # v faces north (0): fire from the south is a flank attack
    pos = _pos([("v", "german", "0404", "german_pzjg_35r", 0), ("m", "soviet", "0408", "soviet_82mm_mortar", 0),
                ("r", "soviet", "0406", "soviet_rifles_41", 0), ("c", "soviet", "0404", "soviet_rifles_41", 0)])
    he = attack(pos, ["m"], "0404", [3, 3]).results
    assert [r for r in he if r.unit_id == "v"][0].armored is False  # HE: red flank
    rifle = attack(pos, ["r"], "v", [3, 3]).results[0]
    assert rifle.flank and rifle.armored is True  # ordinary fire: the printed blue flank
    cc = attack(pos, ["c"], "v", [3, 3]).results[0]
    assert cc.armored is False and cc.fp == 3  # close combat: red flank, red FP
    assert strike_roll(pos, "v", strike("W06"), "W06", 7).armored is False  # artillery HE
