"""Concealment and gone to ground: seed 001 p. 90 table, memo and examples."""
import pytest

from core.errors import RulesError
from core.hexgrid import Hexside
from core.model import HexMap
from core.rules.fow.concealment import concealment, is_gone_to_ground, to_hit_penalty
from core.rules.fow.los_policy import sightline
from core.rules.fow.teams import Team

# The seed's table: type -> (moved in open, stationary in open, dug in, concealed by terrain)
SEED_TABLE = {
    "infantry": (False, True, True, True),
    "man_packed_gun": (False, True, True, True),
    "light_gun": (False, False, True, True),
    "medium_gun": (False, False, True, True),
    "heavy_gun": (False, False, False, True),
    "immobile_gun": (False, False, False, True),
    "vehicle": (False, False, False, True),   # '-' for dug in: nothing gained
}


def fmap():
    return HexMap(8, 8, ruleset="fow")


def team(tid, kind, label, m, status=(), **kw):
    return Team(tid, kind, hex=m.parse(label), status=frozenset(status), **kw)


def ask(t, o, m):
    return concealment(t, o, m, sightline(m, o.hex, t.hex))


@pytest.mark.parametrize("kind", sorted(SEED_TABLE))
@pytest.mark.parametrize("column", range(4))
def test_every_cell_of_the_seed_table(kind, column):
    m = fmap()
    status = {0: ["moved"], 1: [], 2: ["dug_in"], 3: ["moved"]}[column]
    if column == 3:
        m.terrain[m.parse("0404")] = "woods"
    t = team("t", kind, "0404", m, status)
    o = team("o", "infantry", "0401", m)
    assert ask(t, o, m).concealed is SEED_TABLE[kind][column]


def test_stationary_includes_trying_to_dig_in():
    m = fmap()
    t = team("t", "infantry", "0404", m, ["digging_in"])
    res = ask(t, team("o", "infantry", "0401", m), m)
    assert res.concealed and res.gone_to_ground and res.to_hit_penalty == 2


@pytest.mark.parametrize("kind", ["light_gun", "medium_gun"])
def test_dug_in_anti_aircraft_guns_are_not_concealed(kind):
    m = fmap()
    t = team("t", kind, "0404", m, ["dug_in"], anti_aircraft=True)
    assert ask(t, team("o", "infantry", "0401", m), m).concealed is False


def test_dug_in_anti_aircraft_man_packed_gun_is_concealed_only_by_not_moving():
    # seed 001 p. 90: digging in does not conceal an AA gun, but the memo line
    # "man-packed gun teams that did not move or assault are concealed, even in
    # the open" still does; one that moved is not concealed.
    m = fmap()
    obs = team("o", "infantry", "0401", m)
    still = team("t", "man_packed_gun", "0404", m, ["dug_in"], anti_aircraft=True)
    moved = team("u", "man_packed_gun", "0404", m, ["dug_in", "moved"], anti_aircraft=True)
    assert ask(still, obs, m).concealed is True
    assert ask(moved, obs, m).concealed is False


def test_anti_aircraft_gun_in_woods_is_still_concealed_by_terrain():
    m = fmap()
    m.terrain[m.parse("0404")] = "woods"
    t = team("t", "light_gun", "0404", m, ["dug_in"], anti_aircraft=True)
    assert ask(t, team("o", "infantry", "0401", m), m).concealed is True


def test_infantry_that_fires_stays_concealed_but_is_not_gone_to_ground():
    m = fmap()
    res = ask(team("t", "infantry", "0404", m, ["fired"]), team("o", "infantry", "0401", m), m)
    assert (res.concealed, res.gone_to_ground, res.to_hit_penalty) == (True, False, 1)


def test_assault_counts_like_moving_in_the_open():
    m = fmap()
    res = ask(team("t", "infantry", "0404", m, ["assaulted"]), team("o", "infantry", "0401", m), m)
    assert (res.concealed, res.gone_to_ground, res.to_hit_penalty) == (False, False, 0)


def test_gone_to_ground_without_concealment_gives_no_penalty():
    # p. 90: gone to ground but not concealed -> only the gun save benefit
    m = fmap()
    res = ask(team("t", "heavy_gun", "0404", m), team("o", "infantry", "0401", m), m)
    assert (res.concealed, res.gone_to_ground, res.to_hit_penalty) == (False, True, 0)


def test_jagdpanther_example_concealed_from_one_sherman_not_the_other():
    # p. 90 example: gone-to-ground Jagdpanther behind a hedge; one Sherman sees
    # it across the hedge (+1 concealed, +1 gone to ground), the other from the
    # open side gets neither.
    m = fmap()
    jp = m.parse("0404")
    m.hexsides[Hexside.between(jp, m.parse("0403"))] = frozenset({"hedge"})
    j = Team("jp", "vehicle", hex=jp)
    north = team("s1", "vehicle", "0401", m)
    south = team("s2", "vehicle", "0407", m)
    a, b = ask(j, north, m), ask(j, south, m)
    assert (a.concealed, a.gone_to_ground, a.to_hit_penalty) == (True, True, 2)
    assert (b.concealed, b.gone_to_ground, b.to_hit_penalty) == (False, True, 0)


def test_hedge_at_the_observers_own_hex_does_not_conceal():
    m = fmap()
    o = m.parse("0401")
    m.hexsides[Hexside.between(o, m.parse("0402"))] = frozenset({"hedge"})
    res = ask(team("t", "vehicle", "0404", m), Team("o", "vehicle", hex=o), m)
    assert res.concealed is False


def test_intervening_woods_conceal():
    m = fmap()
    m.terrain[m.parse("0402")] = "woods"
    res = ask(team("t", "vehicle", "0404", m, ["moved"]), team("o", "infantry", "0401", m), m)
    assert res.concealed is True and "0402" in res.reason


def test_observer_in_area_terrain_sees_every_enemy_concealed_per_observer():
    m = fmap()
    m.terrain[m.parse("0101")] = "woods"
    t = team("t", "vehicle", "0404", m, ["moved"])
    assert ask(t, team("o1", "infantry", "0101", m), m).concealed is True
    assert ask(t, team("o2", "infantry", "0701", m), m).concealed is False


def test_foxholes_make_a_team_dug_in():
    from core.model import Fortification
    m = fmap()
    m.fortifications[m.parse("0404")] = Fortification("foxholes")
    res = ask(team("t", "light_gun", "0404", m), team("o", "infantry", "0401", m), m)
    assert res.concealed is True


def test_gone_to_ground_definition():
    assert is_gone_to_ground(Team("a", "infantry"))
    for flag in ("moved", "fired", "assaulted"):
        assert not is_gone_to_ground(Team("a", "infantry", status=frozenset({flag})))
    assert (to_hit_penalty(True, True), to_hit_penalty(True, False), to_hit_penalty(False, True)) == (2, 1, 0)


def test_bad_inputs():
    m = fmap()
    t = team("t", "infantry", "0404", m)
    with pytest.raises(RulesError, match="own observer"):
        concealment(t, t, m)
    with pytest.raises(RulesError, match="not on the map"):
        concealment(Team("x", "infantry"), t, m)
    with pytest.raises(RulesError, match="gone_to_ground contradicts moved"):
        Team("x", "infantry", status=frozenset({"moved", "gone_to_ground"}))
    m.terrain[m.parse("0404")] = "lava"
    with pytest.raises(RulesError, match="unknown terrain 'lava'"):
        concealment(t, Team("o", "infantry", hex=m.parse("0401")), m)
