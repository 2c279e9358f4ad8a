"""The fow Ruleset (core.rules.base) wiring."""
import pytest

from core.errors import RulesError
from core.model import HexMap
from core.rules.base import get_ruleset


def test_fow_ruleset_movement_los_and_combat():
    r = get_ruleset("fow", inches_per_hex=4)
    m = HexMap(6, 8, ruleset="fow")
    m.terrain[m.parse("0102")] = "water"
    inf = {"id": "i", "kind": "infantry", "side": "a", "hex": "0303", "stats": {"rof": 1, "range": 16}}
    assert r.enter_cost(m, inf, m.parse("0101"), m.parse("0102")) is None
    assert r.enter_cost(m, inf, m.parse("0101"), m.parse("0201")) == 4
    assert r.enter_cost(m, {"id": "g", "kind": "immobile_gun"}, m.parse("0101"), m.parse("0201")) is None
    assert len(r.reachable(m, inf)) == 6              # 6" at 4"/hex = 1 hex
    assert r.los(m, m.parse("0101"), m.parse("0505")).clear
    target = {"id": "t", "kind": "infantry", "side": "b", "hex": "0307", "status": ["moved"], "skill": "veteran"}
    assert r.defense_value(m, [inf], target) == 4
    assert r.attack_value(m, [inf], target, [4, 3, 6]) == 2
    far = dict(target, hex="0308")
    hmg = dict(inf, stats={"rof": 6, "range": 24})
    assert r.defense_value(m, [hmg], far) == 5                # 5 hexes = 20" > 16": long range
    assert r.attack_value(m, [hmg], far, [6, 5, 4]) == 2
    with pytest.raises(RulesError, match="out of range"):
        r.attack_value(m, [inf], far, [6])
    with pytest.raises(RulesError, match="legal actions"):
        r.legal_actions(None)


def test_fow_ruleset_bad_scale():
    with pytest.raises(RulesError, match="greater than zero"):
        get_ruleset("fow", inches_per_hex=0).scale
