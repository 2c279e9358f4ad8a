"""Shooting: moving ROF (seed 001 p. 91), to-hit (tng_fow.md B.2, seed p. 90),
saves, Firepower tests and armour (tng_fow.md B.4, B.6)."""
import pytest

from core.errors import RulesError
from core.model import HexMap
from core.rules.fow import shooting as S
from core.rules.fow.scale import Scale
from core.rules.fow.teams import Armour, Team, Weapon


@pytest.mark.parametrize("rof,moving", [(1, 1), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (10, 3)])
def test_moving_rof_table(rof, moving):
    assert S.moving_rof(rof) == moving


@pytest.mark.parametrize("bad", [0, -1, 2.5, "3", None, True])
def test_moving_rof_bad_input(bad):
    with pytest.raises(RulesError, match="ROF must be a whole number"):
        S.moving_rof(bad)


def test_weapon_moving_rof_above_halted_is_an_error():
    with pytest.raises(RulesError, match="moving ROF 4 is above its halted ROF 3"):
        Weapon("mg", 16, rof=3, rof_moving=4)


def test_rof_for_uses_own_moving_rof_else_the_table():
    hmg = Weapon("hmg carrier", 24, rof=6, rof_moving=3)   # tng_fow.md B.3 [V S6]
    assert (S.rof_for(hmg, False), S.rof_for(hmg, True)) == (6, 3)
    assert S.rof_for(Weapon("mg", 16, rof=3), True) == 1
    assert S.rof_for(Weapon("mg", 16, rof=5), True) == 2


def test_to_hit_from_target_skill_and_modifiers():
    assert [S.to_hit_number(s) for s in ("veteran", "trained", "conscript")] == [4, 3, 2]
    assert S.to_hit_number("veteran", concealed=True) == 5
    assert S.to_hit_number("veteran", concealed=True, gone_to_ground=True) == 6
    assert S.to_hit_number("trained", gone_to_ground=True) == 3          # only on top of concealment
    assert S.to_hit_number("veteran", True, True, long_range=True) == 7
    with pytest.raises(RulesError, match="unknown skill 'elite'"):
        S.to_hit_number("elite")


def test_long_range_and_range_through_the_scale():
    two, four = Scale(2), Scale(4)
    assert not S.is_long_range(8, two) and S.is_long_range(9, two)      # 16" = 8 hexes
    assert not S.is_long_range(4, four) and S.is_long_range(5, four)
    rifle = Weapon("rifle", 16, 1, anti_tank=2, firepower=6)
    assert S.in_range(rifle, 8, two) and not S.in_range(rifle, 9, two)
    assert S.in_range(Weapon("x", 6, 1), 1, four) and not S.in_range(Weapon("x", 6, 1), 2, four)


def test_count_hits_and_scores_above_six():
    assert S.count_hits([1, 3, 4, 6], 4) == 2
    assert S.count_hits([6, 6, 5], 7, rerolls=[4, 3]) == 1
    assert S.count_hits([6, 2], 9, rerolls=[6]) == 1
    assert S.count_hits([6], 10, rerolls=[6]) == 0
    with pytest.raises(RulesError, match="re-roll"):
        S.count_hits([6, 6], 7, rerolls=[5])
    with pytest.raises(RulesError, match="die face 1-6"):
        S.count_hits([7], 3)


def test_saves():
    inf, gun = Team("i", "infantry"), Team("g", "medium_gun")
    assert S.save_number(inf, False) == 3
    assert S.save_number(gun, True) == 3          # seed p. 90: gun teams gone to ground 3+
    assert S.save_number(gun, False) == 5         # assumed v2 value otherwise
    assert S.save_number(Team("v", "vehicle"), False) == 5
    assert S.save_number(Team("t", "vehicle", armour=Armour(6, 4)), False) is None


def test_resolve_hit_and_firepower_in_bulletproof_cover():
    rifle = Weapon("rifle", 16, 1, anti_tank=2, firepower=6)
    mortar = Weapon("mortar", 40, 2, anti_tank=2, firepower=3)
    inf = Team("i", "infantry")
    assert S.resolve_hit(inf, rifle, 3, None, False, False) == "saved"
    assert S.resolve_hit(inf, rifle, 2, None, False, False) == "destroyed"
    assert S.resolve_hit(inf, rifle, 2, 5, False, True) == "survived"
    assert S.resolve_hit(inf, mortar, 2, 5, False, True) == "destroyed"
    with pytest.raises(RulesError, match="Firepower die"):
        S.resolve_hit(inf, rifle, 1, None, False, True)


def test_armour_save_and_result():
    assert S.armour_save(6, 4, 10) == "glancing"
    assert S.armour_save(6, 5, 10) == "bounced"
    assert S.armour_save(6, 3, 10) == "penetrated"
    assert S.armour_save(6, 3, 10, long_range=True) == "glancing"
    assert S.armour_result("bounced", None, 3) == "no_effect"
    assert S.armour_result("glancing", 3, 3) == "bailed_out"
    assert S.armour_result("glancing", 2, 3) == "no_effect"
    assert S.armour_result("penetrated", 3, 3) == "destroyed"
    assert S.armour_result("penetrated", 2, 3) == "bailed_out"


def test_armour_arc_on_hexsides():
    m = HexMap(9, 9, ruleset="fow")
    tank = Team("t", "vehicle", hex=m.parse("0505"), facing=0, armour=Armour(6, 4))   # facing N
    assert S.armour_arc(m, tank, m.parse("0501")) == "front"
    assert S.armour_arc(m, tank, m.parse("0604")) == "front"   # NE neighbour (60 degrees)
    assert S.armour_arc(m, tank, m.parse("0605")) == "side"    # SE neighbour (120 degrees)
    assert S.armour_arc(m, tank, m.parse("0509")) == "side"    # behind
    assert S.armour_arc(m, tank, m.parse("0905")) == "side"    # exactly abeam: on the hull line
    with pytest.raises(RulesError, match="no facing"):
        S.armour_arc(m, Team("u", "vehicle", hex=m.parse("0505")), m.parse("0501"))
