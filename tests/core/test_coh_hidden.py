"""Hidden units, hidden movement and snipers (seed 000 §10.0-10.3)."""
import pytest

from core.errors import RulesError
from core.rules.coh import hidden as H
from tests.core.test_coh_move import U, pos

GER = dict(side="german")


def moved(p, uid, *labels, hidden_move=False):
    return H.reveal_on_move(p, uid, [p.hexmap.parse(x) for x in labels], hidden_move)[1]


def test_rule_4_open_revealed_within_two_with_los_only():
    p = pos([U("s1", "0405", hidden=True), U("g1", "0401", facing=3, **GER)])
    assert moved(p, "g1", "0402") == []             # 3 hexes away
    assert moved(p, "g1", "0402", "0403") == ["s1"]  # 2 hexes, clear LOS


def test_rule_4_open_but_los_blocked_stays_hidden():
    p = pos([U("s1", "0405", hidden=True), U("g1", "0402", facing=3, **GER)], {"0404": {"terrain": "woods"}})
    assert moved(p, "g1", "0403") == []


def test_rule_4_cover_only_when_the_enemy_enters_the_hex():
    p = pos([U("s1", "0405", hidden=True), U("g1", "0401", facing=3, **GER)], {"0405": {"terrain": "woods"}})
    assert moved(p, "g1", "0402", "0403", "0404") == []
    assert moved(p, "g1", "0402", "0403", "0404", "0405") == ["s1"]


def test_fortification_counts_as_cover_elevation_does_not():
    fort = pos([U("s1", "0405", hidden=True), U("g1", "0402", **GER)], {"0405": {"fortification": "hasty_defense"}})
    assert moved(fort, "g1", "0403") == []
    hill = pos([U("s1", "0405", hidden=True), U("g1", "0402", **GER)], {"0405": {"elevation": 1}})
    assert moved(hill, "g1", "0403") == ["s1"]


def test_small_balka_covers_only_when_the_los_crosses_it():
    sides = [{"hexes": ["0404", "0405"], "feature": "small_balka"}]
    p = pos([U("s1", "0405", hidden=True), U("g1", "0402", **GER)], hexsides=sides)
    assert moved(p, "g1", "0403") == []                 # LOS enters 0405 over the balka
    p2 = pos([U("s1", "0405", hidden=True), U("g1", "0607", **GER)], hexsides=sides)
    assert moved(p2, "g1", "0506") == ["s1"]            # from the other side: no cover


def test_rule_2_friendly_non_hidden_unit_reveals():
    p = pos([U("s1", "0405", hidden=True), U("s2", "0406")], {"0405": {"terrain": "woods"}})
    assert moved(p, "s2", "0405") == ["s1"]


def test_rule_1_action_reveals_whole_hex_but_not_other_hexes():
    p = pos([U("s1", "0405", hidden=True), U("s2", "0405", hidden=True), U("s3", "0406", hidden=True)])
    assert H.reveal_on_action(p, ["s1"])[1] == ["s1", "s2"]


def test_hidden_move_seed_10_1_adjacent_in_cover_stays_hidden_open_near_enemy_revealed():
    hexes = {"0405": {"terrain": "woods"}, "0404": {"terrain": "woods"}}
    p = pos([U("s1", "0406", hidden=True), U("g1", "0403", **GER)], hexes)
    assert moved(p, "s1", "0405", "0404", hidden_move=True) == []     # adjacent, in cover
    p = pos([U("s1", "0405", hidden=True), U("g1", "0402", **GER)], {"0405": {"terrain": "woods"}})
    assert moved(p, "s1", "0404", hidden_move=True) == ["s1"]


def test_hidden_unit_moving_openly_is_revealed():
    p = pos([U("s1", "0408", hidden=True), U("g1", "0401", **GER)])
    assert moved(p, "s1", "0407") == ["s1"]


def test_rule_3_hit_reveals_hex_miss_does_not():
    units = [U("s1", "0404", hidden=True, stats={"dr_front": 10}), U("s2", "0404", hidden=True),
             U("g1", "0401", facing=3, stats={"fp_soft": 5}, **GER)]
    p = pos(units)
    assert H.reveal_on_fire(p, "g1", "0404", [6, 6])[1] == ["s1", "s2"]
    assert H.reveal_on_fire(p, "g1", "0404", [1, 1])[1] == []


def test_seed_10_3_hidden_sniper_stays_hidden_unless_detected():
    p = pos([U("sn", "0401", kind="sniper", hidden=True, facing=3), U("g1", "0404", facing=0, **GER)])
    assert H.reveal_on_fire(p, "sn", "g1", [1, 1], detection_die=5)[1] == []
    assert H.reveal_on_fire(p, "sn", "g1", [1, 1], detection_die=6)[1] == ["sn"]
    assert H.detect_sniper(p, 5, caps=1) and not H.detect_sniper(p, 6, caps=-1)
    with pytest.raises(RulesError):
        H.detect_sniper(p, 7)
