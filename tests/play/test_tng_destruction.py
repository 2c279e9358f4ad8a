"""The Russian Destruction marker (Borodino special 5, tng_fow.md A.11;
`core.play.tng.destruction`): burning a village (the infantry moves out for
free, the hex On Fire, nobody may enter it), the fire roll at each later
draw (d10 0-3 out and Rubble, 4-9 it burns on), destroying a bridge, the
village burnt at the start, the marker always in the cup, the state's
JSON and the bad option."""
from __future__ import annotations

import pytest
from tng_helpers import CMD, GUN, INF, drive, game, scenario

from core.errors import FormatError
from core.hexgrid import Hexside
from core.play.tng import combat, observe, state_from_dict
from core.play.tng.legal import unit_reach
from core.rules.tng import tec

NAP = ("nap", "french", "0102", "commander", CMD, None, 1)
KUT = ("kut", "russian", "0908", "commander", CMD, None, 4)


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def make(units, burnt=(), villages=("0505",), bridge=None):
    sc = scenario([NAP, KUT] + units, destruction={"side": "russian", "burnt": list(burnt)})
    m = sc.hexmap
    for v in villages + tuple(burnt):
        m.terrain[m.parse(v)] = "village"
    if bridge:
        m.hexsides[Hexside.between(m.parse(bridge[0]), m.parse(bridge[1]))] = frozenset({"bridge", "road", "stream"})
    return sc


def to_destruction(st):
    """Play the French group's activation (passing) and draw the Destruction marker."""
    drive(st, "order fg", "order rg", "pick fg")
    while not st.chance:
        drive(st, "pass")
    return drive(st, "draw_marker destruction_russian")


def test_the_marker_is_always_in_the_cup_without_orders():
    st = game(make([("ri", "russian", "0505", "infantry", INF, "rg", 4),
                    ("fi", "french", "0202", "infantry", INF, "fg", 1)])).new_initial_state()
    drive(st, "order fg", "pass", "pick fg")     # the Russians give no orders at all
    assert "destruction_russian" in st.cup


def test_burning_a_village_moves_its_infantry_out_and_nobody_may_enter():
    sc = make([("ri", "russian", "0505", "infantry", INF, "rg", 4),
               ("fi", "french", "0202", "infantry", INF, "fg", 1)])
    st = to_destruction(game(sc).new_initial_state())
    assert st.acting == "russian" and "burn 0505 -> 0506" in legal(st) and legal(st)[-1] == "pass"
    drive(st, "burn 0505 -> 0506")
    assert st.label(st.units["ri"]["hex"]) == "0506" and st.units["ri"]["facing"] == 4   # moved for free, same facing
    assert "set the village On Fire" in st.log[-1] and "Borodino special 5" in st.log[-1]
    assert st.special["destruction"] == {"fire": ["0505"], "rubble": [], "bridges": []}
    h = sc.hexmap.parse("0505")
    assert st.data.hexmap.terrain_at(h) == "on_fire" and tec.terrain_cost("on_fire", "infantry") is None
    assert sc.hexmap.terrain_at(h) == "village"          # the scenario's map is untouched
    assert st.phase == "draw" or st.act is None or st.act["marker"] != "destruction_russian"
    assert h not in unit_reach_after(st, "ri")


def unit_reach_after(st, uid):
    """``unit_reach`` of ``uid`` as if its command were active now (movement normal)."""
    keep = st.act
    st.act = {"status": "under", "units": [uid], "side": st.data.base[uid].side}
    try:
        return unit_reach(st, uid)
    finally:
        st.act = keep
        st.touched()


def test_no_burning_with_an_enemy_adjacent():
    sc = make([("ri", "russian", "0505", "infantry", INF, "rg", 4),
               ("fi", "french", "0404", "infantry", INF, "fg", 1)])
    st = to_destruction(game(sc).new_initial_state())
    assert legal(st) == ["pass"]


def test_fire_roll_0_to_3_puts_it_out_as_rubble_4_to_9_keeps_it_burning():
    units = [("ri", "russian", "0808", "infantry", INF, "rg", 4), ("fi", "french", "0202", "infantry", INF, "fg", 1)]
    st = to_destruction(game(make(units, burnt=["0707"])).new_initial_state())
    assert st.chance == {"t": "fire_out", "hex": "0707"}
    hot = st.clone()
    drive(hot, "d10 4")
    assert "0707: fire roll 4: it keeps burning" in hot.log[-1]
    assert hot.special["destruction"]["fire"] == ["0707"]
    drive(st, "d10 3")
    assert "the fire is out, the village is Rubble" in st.log[-1]
    assert "needs a natural 3 or less vs 3 (40%)" in st.log[-1]
    assert st.special["destruction"] == {"fire": [], "rubble": ["0707"], "bridges": []}
    assert st.data.hexmap.terrain_at(st.data.hexmap.parse("0707")) == "rubble"
    roll = st.rolls[-1]
    assert roll["roll"] == "fire_out" and roll["needed"] == "3 or less" and roll["chance"] == 0.4
    assert roll["rule"] == "Borodino special 5"


def test_village_burnt_at_the_start_is_on_fire():
    units = [("ri", "russian", "0808", "infantry", INF, "rg", 4), ("fi", "french", "0202", "infantry", INF, "fg", 1)]
    st = game(make(units, burnt=["0707"])).new_initial_state()
    assert st.data.hexmap.terrain_at(st.data.hexmap.parse("0707")) == "on_fire"
    assert st.data.hexmap.parse("0707") not in unit_reach_after(st, "ri")


def test_destroying_a_bridge_needs_infantry_at_it_no_enemy_adjacent_no_gun_in_effective_range():
    units = [("ri", "russian", "0506", "infantry", INF, "rg", 4), ("fi", "french", "0202", "infantry", INF, "fg", 1)]
    sc = make(units, bridge=("0505", "0506"))
    st = to_destruction(game(sc).new_initial_state())
    assert "blow 0505|0506" in legal(st)
    drive(st, "blow 0505|0506")
    side = Hexside.between(sc.hexmap.parse("0505"), sc.hexmap.parse("0506"))
    assert st.data.hexmap.hexsides[side] == frozenset({"stream"})       # the road crossed by the bridge
    assert sc.hexmap.hexsides[side] == frozenset({"bridge", "road", "stream"})
    assert st.special["destruction"]["bridges"] == [["0505", "0506"]]
    assert "the bridge 0505|0506 is destroyed (Borodino special 5)" in st.log[-1]
    # an enemy gun within its Effective range (3) of the bridge forbids it; one at 4 hexes does not
    near = make(units + [("fa", "french", "0703", "artillery", GUN, "fg", 1)], bridge=("0505", "0506"))
    assert "blow 0505|0506" not in legal(to_destruction(game(near).new_initial_state()))
    far = make(units + [("fa", "french", "0802", "artillery", GUN, "fg", 1)], bridge=("0505", "0506"))
    assert "blow 0505|0506" in legal(to_destruction(game(far).new_initial_state()))
    # an enemy adjacent to the infantry forbids it
    adj = make([("ri", "russian", "0506", "infantry", INF, "rg", 4),
                ("fi", "french", "0406", "infantry", INF, "fg", 1)], bridge=("0505", "0506"))
    assert "blow 0505|0506" not in legal(to_destruction(game(adj).new_initial_state()))


def test_the_burnt_map_survives_json_and_clone():
    sc = make([("ri", "russian", "0505", "infantry", INF, "rg", 4),
               ("fi", "french", "0202", "infantry", INF, "fg", 1)])
    st = to_destruction(game(sc).new_initial_state())
    drive(st, "burn 0505 -> 0506")
    back = state_from_dict(st.game, st.to_dict())
    assert back.state_hash() == st.state_hash()
    assert back.data.hexmap.terrain_at(sc.hexmap.parse("0505")) == "on_fire"
    assert st.clone().data is st.data


def test_bad_destruction_option_names_the_path():
    units = [("ri", "russian", "0505", "infantry", INF, "rg", 4), ("fi", "french", "0202", "infantry", INF, "fg", 1)]
    sc = scenario([NAP, KUT] + units, destruction={"side": "prussian", "burnt": ["0303", "9999"]})
    with pytest.raises(FormatError) as e:
        game(sc).new_initial_state()
    text = str(e.value)
    assert "$.options.destruction.side" in text and "$.options.destruction.burnt[0]" in text
    assert "not a village" in text and "$.options.destruction.burnt[1]" in text


def test_every_side_sees_the_fires():
    sc = make([("ri", "russian", "0505", "infantry", INF, "rg", 4),
               ("fi", "french", "0202", "infantry", INF, "fg", 1)], burnt=["0707"])
    st = game(sc).new_initial_state()
    for side in ("french", "russian"):
        view = observe(st, side)
        assert view["destruction"] == {"on_fire": ["0707"], "rubble": [], "destroyed_bridges": []}
        assert view["flank_march"] is None


def test_a_retreat_never_enters_a_village_on_fire():
    """tng 9.62: one hex directly away from 0404 (0506, 0604, 0605); the two burning ones are skipped,
    and with all three burning the unit has no retreat and is eliminated (9.63)."""
    units = [("ri", "russian", "0505", "infantry", INF, "rg", 4), ("fi", "french", "0202", "infantry", INF, "fg", 1)]
    st = game(make(units, burnt=["0506", "0604"])).new_initial_state()
    combat.retreat(st, ["ri"], st.data.hexmap.parse("0404"), "test")
    assert st.label(st.units["ri"]["hex"]) == "0605"
    st = game(make(units, burnt=["0506", "0604", "0605"])).new_initial_state()
    combat.retreat(st, ["ri"], st.data.hexmap.parse("0404"), "test")
    assert st.units["ri"]["box"] == "eliminated"
