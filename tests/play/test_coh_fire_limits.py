"""Bunker occupants fire within the bunker's arc and mortars not at all
(rules/coh.md 7); vehicles may not fire down steep terrain into an
adjacent hex (rules/coh.md 4.3, E3 15.16); the vehicle climbing option
(rules/coh.md 4.3: the uphill example pays +1 per level, the mines
example's reading 0)."""
from __future__ import annotations

from dataclasses import replace

import pytest

from core.errors import RulesError
from core.model.hexmap import Fortification
from core.rules.coh.combat import attack
from core.rules.coh.move import MoveProfile, step_cost
from tests.play.helpers import mini_game


def _pos(units, **kw):
    return mini_game(units, **kw).new_initial_state().pos


def test_bunker_occupant_fires_in_the_bunkers_arc_only_and_faces_it():
    pos = _pos([("s1", "soviet", "0404", "soviet_mmg_maxim", 0),  # faces north, the bunker faces south
                ("g1", "german", "0407", "german_rifles_41", 0), ("g2", "german", "0401", "german_rifles_41", 3)])
    pos.hexmap.fortifications[pos.hexmap.parse("0404")] = Fortification("bunker", 3)
    assert attack(pos, ["s1"], "0407", [3, 3]).results  # south: inside the bunker's arc
    with pytest.raises(RulesError, match="outside s1's arc"):
        attack(pos, ["s1"], "0401", [3, 3])  # north: the unit's own facing no longer counts
    # as a target the occupant faces the bunker: fire from the south hits its front Defense
    res = attack(pos, ["g1"], "0404", [3, 3])
    assert not res.results[0].flank and res.results[0].defense[0].name == "dr_front"


def test_mortars_cannot_fire_from_a_bunker():
    pos = _pos([("s1", "soviet", "0404", "soviet_82mm_mortar", 3), ("g1", "german", "0408", "german_rifles_41", 0)])
    assert attack(pos, ["s1"], "0408", [3, 3]).results
    pos.hexmap.fortifications[pos.hexmap.parse("0404")] = Fortification("bunker", 3)
    with pytest.raises(RulesError, match="mortars cannot fire from a bunker"):
        attack(pos, ["s1"], "0408", [3, 3])


def test_tank_may_not_fire_down_steep_terrain_into_an_adjacent_hex():
    pos = _pos([("g1", "german", "0404", "german_pz_iii_h", 3), ("s1", "soviet", "0405", "soviet_rifles_41", 0),
                ("s2", "soviet", "0406", "soviet_rifles_41", 0)])
    pos.hexmap.elevation[pos.hexmap.parse("0404")] = 2
    with pytest.raises(RulesError, match="steep"):
        attack(pos, ["g1"], "0405", [3, 3])
    assert attack(pos, ["g1"], "0406", [3, 3]).results  # two hexes away: allowed
    pos.hexmap.elevation[pos.hexmap.parse("0404")] = 1
    assert attack(pos, ["g1"], "0405", [3, 3]).results  # one level: not steep


def test_vehicle_climbing_option():
    pos = _pos([("g1", "german", "0404", "german_pz_iii_h", 3)])
    hm = pos.hexmap
    hm.elevation[hm.parse("0405")] = 1
    p = MoveProfile.of(pos.unit("g1"))
    assert step_cost(hm, p, hm.parse("0404"), hm.parse("0405"), pos.options) == 2  # 1 + 1 uphill
    flat = replace(pos.options, vehicle_climb_ap_per_level=0)
    assert step_cost(hm, p, hm.parse("0404"), hm.parse("0405"), flat) == 1  # the mines example's reading
