"""Orders, shock and morale from the rulebook's worked examples (tng_fow.md A.12)."""
import pytest

from core.errors import RulesError
from core.rules.tng.morale import (collapse_effect, collapsed, countable, disorder_check, disorder_outcome,
                                   may_rally, rally, recovery, victory_points)
from core.rules.tng.orders import (ActivationCup, ActivationMarker, barrage_allowed, commander_from_dict,
                                   in_orders_range, individual_orders, initiative, orders_chains,
                                   orders_delay_passes, reserve_disorder_check, reserve_units,
                                   validate_activation)
from core.rules.tng.shock import (clear_terrain_drm, cohesion_differential, commitment, counter_charge, ratio_drm,
                                  recall, retreat_check, shock_drm, shock_result, square_attempt)
from tests.core.test_tng_support import make, unit


# --- orders (A.12 #1-#3, 5.28, 5.29) ---------------------------------------
@pytest.mark.parametrize("die,in_range,expected", [(6, False, True), (7, False, False), (8, True, True), (9, True, False)])
def test_davout_individual_orders(die, in_range, expected):
    # Davout's AM Orders Rating 6; Napoleon's Command Rating -2 when in range (A.12 #2).
    assert individual_orders(die, 6, -2, in_range) is expected


def test_murat_roll_of_six_fails_rating_five():
    assert individual_orders(6, 5) is False  # A.12 #3


def test_orders_delay_with_consecutive_failures():
    assert not orders_delay_passes(5, 3)
    assert orders_delay_passes(5, 3, consecutive_failures=2)


def test_initiative_tie_gives_nobody():
    assert initiative(5, 3, 6, 2) is None
    assert initiative(7, 3, 9, 0) == "a"


def test_commander_without_army_is_an_error_naming_it():
    with pytest.raises(RulesError, match="'kutuzov'.*no army"):
        commander_from_dict({"id": "kutuzov"})


def test_orders_range_counts_hex_distance():
    m, _ = make([])
    oc = commander_from_dict({"id": "nap", "army": "french", "hex": "0303", "orders_range": 2}, m)
    assert in_orders_range(oc, m.parse("0305")) and not in_orders_range(oc, m.parse("0306"))


def test_activation_cup_first_pick_then_draws():
    ms = [ActivationMarker("d", "french", ("I",), 6), ActivationMarker("b", "russian", ("2A",), 4),
          ActivationMarker("bar", "french", (), 0, "barrage")]
    cup = ActivationCup(ms, initiative="french")
    with pytest.raises(RulesError):
        cup.pick_first("russian", "b")
    assert cup.pick_first("french", "bar").kind == "barrage"
    assert cup.draw(1).id == "b" and cup.draw(0).id == "d"
    with pytest.raises(RulesError, match="empty"):
        cup.draw(0)


def test_unit_whose_group_has_no_marker_is_named():
    m, p = make([unit("a", "infantry", "0303", activation_group="I"), unit("b", "infantry", "0304", activation_group="IV")])
    problems = validate_activation(list(p.units.values()), [ActivationMarker("d", "french", ("I",), 6)])
    assert problems == ["unit 'b': activation group 'IV' has no activation marker"]


def test_barrage_costs_an_order_once_a_turn():
    assert barrage_allowed(1, 0) and not barrage_allowed(0, 0) and not barrage_allowed(2, 1)


def test_orders_chain_broken_by_enemy_unit():
    m, p = make([unit("a", "infantry", "0401"), unit("b", "infantry", "0403"), unit("r", "infantry", "0402", side="russian")])
    chains = orders_chains([p.unit("a"), p.unit("b")], {p.unit("r").hex})
    assert len(chains) == 2
    assert len(orders_chains([p.unit("a"), p.unit("b")], set())) == 1


def test_reserve_activation_eligibility_and_disorder():
    m, p = make([unit("a", "infantry", "0401"), unit("b", "infantry", "0406"), unit("r", "infantry", "0407", side="russian")])
    oc = commander_from_dict({"id": "oc", "army": "french", "hex": "0403", "orders_range": 2}, m)
    units = [p.unit("a"), p.unit("b")]
    assert [u.id for u in reserve_units(units, oc, {p.unit("r").hex}, True)] == ["a"]
    assert reserve_units(units, oc, {p.unit("r").hex}, am_in_pool=False) == []
    assert reserve_disorder_check(p.unit("a"), moved=True, fired=False, die=7) == "disordered"
    assert reserve_disorder_check(p.unit("a"), moved=False, fired=False, die=9) == "none"


# --- shock (A.12 #4-#8) ---------------------------------------------------
def test_commitment_threshold_example():
    # Cohesion 5, Under Orders, OC -2 in range, defender DF +1: commits on natural <= 6 (A.12 #4).
    assert commitment(6, 5, True, True, -2, 1)["commits"]
    assert not commitment(7, 5, True, True, -2, 1)["commits"]


def test_infantry_shock_example_commitment():
    # A.12 #7: No Orders (+1), Napoleon out of range; A (no DF) rolls 5 -> 6 fails at Cohesion 5;
    # B through the front (+1 DF) rolls 4 -> 6 <= 6 commits.
    assert commitment(5, 5, False, False, 0, 0, through_front=False)["total"] == 6
    assert commitment(4, 6, False, False, 0, 1) == {"total": 6, "commits": True}


def test_charge_ignores_defensive_fire():
    assert commitment(4, 4, True, False, 0, 3, charge=True)["commits"]


@pytest.mark.parametrize("a,d,odds,drm", [(9, 5, "3-2", 1), (14, 5, "2-1", 2), (5, 5, "1-1", 0), (20, 4, "4-1", 4),
                                          (4, 9, "1-3", -3), (1, 9, "1-4", -4), (6, 9, "2-3", -1), (8, 3, "2-1", 2)])
def test_strength_ratio_rounded_for_defender(a, d, odds, drm):
    assert ratio_drm(a, d) == {"odds": odds, "drm": drm}


def test_infantry_shock_example_resolution():
    r = shock_drm(14, 5, 0, terrain=1)  # +2 ratio, +1 clear with open flank, cohesion 6-6
    assert r["drm"] == 3
    res = shock_result(5, r["drm"])
    assert res["total"] == 8 and res["result"] == "defender_disorder" and res["retreat_check"] == "defender"


def test_cavalry_charge_example():
    # A.12 #8: A+B vs Y: ratio +4, heavy charge +3, cohesion -1, clear +1 = +7.
    ab = shock_drm(20, 4, -1, terrain=1, charge="heavy")
    assert ab["drm"] == 7 and shock_result(3, 7)["result"] == "defender_disorder_retreat"
    # C vs Z in square: ratio -1, square -2 (no charge bonus), cohesion -1, clear +1 = -3.
    cz = shock_drm(6, 9, -1, terrain=1, charge="heavy", square=True)
    assert cz["drm"] == -3
    assert shock_result(5, -3) == {"total": 2, "result": "attacker_disorder", "retreat_check": "attacker", "extra": []}
    assert square_attempt(7, 6) == "failed" and square_attempt(5, 5) == "square"
    assert not recall(5, 4) and recall(4, 4) and not recall(0, 4, pursuing=True)


def test_rear_and_front_rear_not_cumulative():
    assert shock_drm(5, 5, 0, in_rear=True)["drm"] == 2
    assert shock_drm(5, 5, 0, in_rear=True, in_front=True)["drm"] == 3


def test_cohesion_differential_ignores_artillery_and_jaegers():
    m, p = make([unit("a", "infantry", "0101", stats={"cohesion": 6}), unit("g", "artillery", "0101", stats={"cohesion": 9}),
                 unit("d", "infantry", "0303", side="russian", stats={"cohesion": 5}),
                 unit("j", "skirmisher", "0303", side="russian", stats={"cohesion": 8})])
    assert cohesion_differential([p.unit("a"), p.unit("g")], [p.unit("d"), p.unit("j")]) == 1
    assert cohesion_differential([p.unit("a")], [p.unit("j")]) == -2


def test_clear_plus_one_needs_front_attack_and_open_flank():
    m, p = make([unit("d", "infantry", "0303", side="russian", facing=0), unit("a", "infantry", "0302", facing=3)])
    d, a = p.unit("d"), p.unit("a")
    assert clear_terrain_drm(d, p, [a.hex], [a]) == 1
    m2, p2 = make([unit("d", "cavalry", "0303", side="russian", facing=0), unit("a", "infantry", "0302", facing=3)])
    assert clear_terrain_drm(p2.unit("d"), p2, [p2.unit("a").hex], [p2.unit("a")]) == 0  # infantry vs cavalry


def test_counter_charge_and_retreat_checks():
    assert retreat_check(5, 4) and not retreat_check(4, 4)
    assert counter_charge(5, 5) and not counter_charge(4, 5, light_vs_heavy=True) and counter_charge(3, 5, light_vs_heavy=True)


# --- morale (A.12 #11) -----------------------------------------------------
@pytest.mark.parametrize("n,lost,expected", [(5, 3, False), (5, 4, True), (7, 4, False), (7, 5, True)])
def test_collapse_examples(n, lost, expected):
    assert collapsed(n, lost) is expected


def test_disorder_outcomes():
    m, p = make([unit("i", "infantry", "0101"), unit("d", "infantry", "0102", status=["disordered"]),
                 unit("g", "artillery", "0103", status=["disordered"]), unit("c", "cossack", "0104"),
                 unit("m", "militia", "0105", side="russian")])
    assert [disorder_outcome(p.unit(x)) for x in "idgcm"] == ["disordered", "withdrawn", "eliminated", "withdrawn", "eliminated"]
    assert disorder_check(p.unit("i"), 6) == "none" and disorder_check(p.unit("i"), 7) == "disordered"
    assert [u.id for u in countable(list(p.units.values()))] == ["i", "d", "c"]


def test_rally_recovery_collapse_vp():
    m, p = make([unit("d", "infantry", "0102", status=["disordered"])])
    assert may_rally(p.unit("d"), False, False, False, False) and not may_rally(p.unit("d"), True, False, False, False)
    assert rally(4, 4) and not rally(5, 4)
    assert recovery(3, 4) == "returns" and recovery(5, 4) == "eliminated" and recovery(0, 4, group_gone=True) == "eliminated"
    assert collapse_effect("disordered") == "withdrawn"
    assert victory_points({"russian": 2, "french": 1}, {"russian": True}, "russian") == {"french": 16, "russian": 14, "winner": "french"}
