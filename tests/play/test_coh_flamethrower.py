"""Flamethrower attacks (rules/coh.md 8.4, E3 18.1 example): 3/3 FP, range
1, short-range and close-combat bonuses, flank Defense, every DR modifier
but smoke ignored, hidden units attacked are revealed."""
from __future__ import annotations

import pytest

from core.errors import RulesError
from core.model.hexmap import Fortification
from core.rules.coh.combat import attack
from core.rules.coh.flame import FLAME, FLAME_ID
from tests.play.helpers import mini_game, play_to_turn, roll


def test_example_18_1_pioneers_against_a_gun_in_a_stone_building():
    st = mini_game([("g1", "german", "0404", "german_pioneers", 3),
                    ("s1", "soviet", "0405", "soviet_76mm_inf_gun", 0)],
                   terrain={"0405": "stone_building"}).new_initial_state()
    st.pos.hexmap.elevation[st.pos.hexmap.parse("0405")] = 1  # higher target: ignored too
    res = attack(st.pos, ["g1"], "0405", [2, 3], 0, 0, FLAME, FLAME_ID)
    r = res.results[0]
    # AR 3 + 3 short range = 6; flank 10, terrain ignored -> HN 4; roll 5 hits
    assert res.fp == 3 and res.modifiers == {"adjacent": 3}
    assert r.defense_value == 10 and [t.name for t in r.defense] == ["dr_flank"] and r.flank
    assert r.hit and res.cost == st.unit("g1").stat("fire_ap")
    with pytest.raises(RulesError, match="no flamethrower"):
        attack(st.pos, ["s1"], "0404", [2, 3], 0, 0, FLAME, FLAME_ID)


def test_flame_is_offered_and_reveals_hidden_units():
    units = [("g1", "german", "0404", "german_pioneers", 3),
             ("s1", "soviet", "0405", "soviet_rifles_41", 0, True), ("s2", "soviet", "0708", "soviet_rifles_41", 0)]
    st = mini_game(units, terrain={"0405": "heavy_woods"}).new_initial_state()
    st.pos.hexmap.fortifications[st.pos.hexmap.parse("0405")] = Fortification("hasty_defense")
    play_to_turn(st)
    st.apply_str("activate g1")
    assert "flame g1 -> 0405" in [str(a) for a in st.legal_actions()]
    st.apply_str("flame g1 -> 0405")
    roll(st, 1, 1)  # AV 3 + 3 + 2 = 8 vs flank 11 (woods and hasty defense ignored): a miss
    play_to_turn(st)
    assert not st.unit("s1").hidden  # revealed by the flamethrower although missed
    exp = [d for d in st.rolls if d["roll"] == "attack"][-1]
    assert exp["target"] == 11 and exp["needed"] == 5
