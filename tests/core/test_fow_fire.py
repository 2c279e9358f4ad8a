"""assess_shot: the modules composed for one shot."""
import pytest

from core.errors import RulesError
from core.hexgrid import Hexside
from core.model import Fortification, HexMap
from core.rules.fow.fire import assess_shot
from core.rules.fow.scale import Scale
from core.rules.fow.teams import Armour, Team, Weapon

MG = Weapon("mg", 16, rof=3, anti_tank=2, firepower=6)


def board():
    return HexMap(3, 14, ruleset="fow")


def test_moving_mg_at_gone_to_ground_veteran_behind_a_wall():
    m = board()
    m.hexsides[Hexside.between(m.parse("0205"), m.parse("0206"))] = frozenset({"wall"})
    firer = Team("f", "infantry", side="a", hex=m.parse("0201"), status=frozenset({"moved"}), weapons=(MG,))
    target = Team("t", "infantry", side="b", hex=m.parse("0206"), skill="veteran")
    s = assess_shot(firer, target, m)
    assert s.legal and s.concealed and s.gone_to_ground
    assert (s.to_hit, s.dice, s.save, s.bulletproof, s.long_range) == (6, 1, 3, True, False)


def test_long_range_out_of_range_and_blocked():
    m = board()
    firer = Team("f", "infantry", side="a", hex=m.parse("0201"), weapons=(Weapon("hmg", 24, rof=6),))
    target = Team("t", "vehicle", side="b", hex=m.parse("0211"), status=frozenset({"moved"}),
                  armour=Armour(6, 4), facing=0)
    s = assess_shot(firer, target, m)
    assert s.legal and s.long_range and s.to_hit == 4 and s.dice == 6 and s.save is None and s.armour_arc == "front"
    assert not assess_shot(firer, target, m, Scale(3)).legal          # 10 hexes x 3" = 30" > 24"
    m.hexsides[Hexside.between(m.parse("0205"), m.parse("0206"))] = frozenset({"bocage"})
    s = assess_shot(firer, target, m)
    assert not s.legal and "bocage" in s.reason


def test_gun_in_foxholes_saves_on_3_when_gone_to_ground():
    m = board()
    m.fortifications[m.parse("0205")] = Fortification("foxholes")
    firer = Team("f", "infantry", side="a", hex=m.parse("0201"), weapons=(MG,))
    gun = Team("g", "medium_gun", side="b", hex=m.parse("0205"))
    s = assess_shot(firer, gun, m)
    assert (s.concealed, s.save, s.bulletproof, s.to_hit) == (True, 3, True, 5)


def test_bad_shots():
    m = board()
    a = Team("f", "infantry", side="a", hex=m.parse("0201"), weapons=(MG,))
    with pytest.raises(RulesError, match="same side"):
        assess_shot(a, Team("t", "infantry", side="a", hex=m.parse("0203")), m)
    with pytest.raises(RulesError, match="no weapon 1"):
        assess_shot(a, Team("t", "infantry", side="b", hex=m.parse("0203")), m, weapon_index=1)
