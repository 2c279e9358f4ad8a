"""Indirect mortar fire with a spotter hex (rules/coh.md 8.1; the E3 13.3
example: an 82mm mortar behind an L2 hill, spotter on the hilltop within 2
hexes, target 7 hexes away: AR 3 + 1 high ground = 4 vs flank 10 -> HN 6;
4 AP)."""
from __future__ import annotations

from core.rules.coh.combat import attack
from core.rules.coh.indirect import spotter_for
from tests.play.helpers import mini_game, play_to_turn, roll


def _game():
    # mortar at 0401 facing south; an L2 ridge row 3 blocks its LOS; the target 7 hexes away at 0408
    g = mini_game([("s1", "soviet", "0401", "soviet_82mm_mortar", 3), ("g1", "german", "0408", "german_hmg34", 0)],
                  rows=9, initiative="soviet")
    hm = g.scenario.hexmap
    for c in range(1, 9):
        hm.elevation[hm.parse(f"0{c}03")] = 2
    return g


def test_example_13_3_spotter_on_the_hilltop():
    st = _game().new_initial_state()
    pos, hm = st.pos, st.pos.hexmap
    target = hm.parse("0408")
    assert not pos.los_clear(hm.parse("0401"), target)
    spot = spotter_for(pos, pos.unit("s1"), target)
    assert spot is not None and hm.elevation_at(spot) == 2
    res = attack(pos, ["s1"], "0408", [4, 4], spotter=spot)
    r = res.results[0]
    assert res.fp + sum(res.modifiers.values()) == 4 and res.modifiers == {"higher_attacker": 1}
    assert r.defense_value == 10 and r.flank  # HE: flank 10; needed 6
    assert r.hit and res.cost == 4  # roll 8 hits; the indirect cost


def test_indirect_fire_is_offered_and_resolved():
    st = play_to_turn(_game().new_initial_state())
    st.apply_str("activate s1")
    acts = [str(a) for a in st.legal_actions() if str(a).startswith("indirect")]
    assert acts and acts[0].startswith("indirect s1 -> 0408 spotter ")
    st.apply_str(acts[0])
    roll(st, 4, 4)
    play_to_turn(st)
    exp = [d for d in st.rolls if d["roll"] == "attack"][-1]
    assert exp["needed"] == 6 and exp["rolled"] == 8 and exp["outcome"] in ("hit", "destroyed")
    assert st.activation["soviet"] is None or st.activation["soviet"]["pool"] == 3
