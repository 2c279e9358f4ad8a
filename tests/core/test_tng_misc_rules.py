"""Commander displacement (5.63), recovery placement (10.3), reaction retreat (7.39), entry hexes (7.44)."""
from core.rules.tng.morale import recovery_hexes
from core.rules.tng.orders import commander_from_dict, displaced_commander_hex
from core.rules.tng.reactions import may_reaction_retreat, too_close_to_enemy_entry
from tests.core.test_tng_support import make, unit


def test_commander_moves_to_nearest_friend_when_enemy_enters():
    m, p = make([unit("x", "infantry", "0303", side="russian"), unit("f", "infantry", "0306"), unit("g", "infantry", "0308")])
    oc = commander_from_dict({"id": "nap", "army": "french", "hex": "0303"}, m)
    assert m.label(displaced_commander_hex(oc, p)) == "0306"
    oc2 = commander_from_dict({"id": "nap", "army": "french", "hex": "0305"}, m)
    assert displaced_commander_hex(oc2, p) is None


def test_recovery_placement_within_3_of_group_and_3_from_enemy():
    m, p = make([unit("w", "infantry", "0101", activation_group="I"), unit("g", "infantry", "0105", activation_group="I"),
                 unit("x", "infantry", "0108", side="russian")], cols=4, rows=10)
    got = {m.label(h) for h in recovery_hexes(p, p.unit("w"), [p.unit("w"), p.unit("g")])}
    assert "0105" in got and "0102" in got
    assert "0106" not in got  # 2 hexes from the enemy at 0108
    assert all(h[2:] <= "08" for h in got)


def test_reaction_retreat():
    m, p = make([unit("c", "cavalry", "0303", side="russian"), unit("i", "infantry", "0305"), unit("k", "cavalry", "0306"),
                 unit("j", "skirmisher", "0503", side="russian")])
    assert may_reaction_retreat(p, p.unit("c"), p.unit("i"), m.parse("0304"))
    assert not may_reaction_retreat(p, p.unit("c"), p.unit("k"), m.parse("0304"))  # only infantry movers
    assert not may_reaction_retreat(p, p.unit("j"), p.unit("i"), m.parse("0504"))
    assert may_reaction_retreat(p, p.unit("j"), p.unit("i"), m.parse("0504"), jaegers_may=True)


def test_enemy_entry_hexes():
    m, _ = make([])
    assert too_close_to_enemy_entry(m.parse("0303"), [m.parse("0305")], all_entered=False)
    assert not too_close_to_enemy_entry(m.parse("0303"), [m.parse("0305")], all_entered=True)
    assert not too_close_to_enemy_entry(m.parse("0303"), [m.parse("0306")], all_entered=False)
