"""The shared 7 AP activation pool (seed 000 §9.0-9.2, §9.13, §9.14, §10.2)
with the rulebook's examples (figures 14, 15, 17-19)."""
import pytest

from core.errors import RulesError
from core.rules.base import get_ruleset
from core.rules.coh import activation as A
from core.rules.coh.errors import IllegalAction
from core.rules.coh.hitmarkers import apply_hit, marker, rally_roll, unit_effects
from tests.core.test_coh_move import U, pos

GER = dict(side="german")


def run(p, actions, pool=7, caps=None):
    return A.run_actions(p, actions, pool, caps)


def test_seed_9_0_rifle_then_mmg_leave_four():
    p = pos([U("s1", "0402"), U("s2", "0201", stats={"move_ap": 2})], {"0302": {"road": True}, "0402": {"road": True}})
    act = run(p, [{"units": ["s1"], "action": "move", "to": {"s1": "0302"}},
                  {"units": ["s2"], "action": "move", "to": {"s2": "0302"}}])
    assert act.pool == 4 and set(act.members) == {"s1", "s2"}
    assert not any(u.spent for u in act.position.units)


def test_figures_14_15_group_then_single_moves_share_one_pool():
    units = [U("s1", "0402"), U("s2", "0502"), U("s3", "0602"), U("s4", "0702")]
    p = pos(units, {"0703": {"terrain": "woods"}, "0704": {"terrain": "woods"}})
    act = run(p, [{"units": ["s1", "s2", "s3", "s4"], "action": "move",
                   "to": {"s1": "0403", "s2": "0503", "s3": "0603", "s4": "0703"}}])
    assert act.pool == 5
    # the German HMG destroys s3: the pair s1+s2 and the lone s4 are no longer adjacent
    from dataclasses import replace
    p2 = replace(act.position, units=tuple(u for u in act.position.units if u.id != "s3"))
    act = replace(act, position=p2)
    with pytest.raises(IllegalAction):
        A.apply_action(act, {"units": ["s1", "s2", "s4"], "action": "move",
                             "to": {"s1": "0404", "s2": "0504", "s4": "0704"}})
    act = A.apply_action(act, {"units": ["s1", "s2"], "action": "move", "to": {"s1": "0404", "s2": "0504"}})
    assert act.pool == 4
    act = A.apply_action(act, {"units": ["s4"], "action": "move", "to": {"s4": "0704"}})
    assert act.pool == 2


def test_figures_17_19_command_actions_paid_with_caps_leave_b_fresh():
    p = pos([U("a", "0404", facing=0, stats={"fp_soft": 5, "fire_ap": 3}, **GER),
             U("b", "0403", facing=0, stats={"fp_soft": 2, "fire_ap": 3}, **GER),
             U("c", "0401", facing=3)], {"0302": {"terrain": "woods"}})
    act = run(p, [
        {"units": ["a"], "action": "move", "to": {"a": "0403"}},                                   # 1 AP
        {"units": ["a", "b"], "action": "move", "to": {"a": "0402", "b": "0402"}, "pay": "caps"},  # 1 CAP
        {"units": ["a", "b"], "action": "fire", "target": "c", "dice": [3, 3], "pay": "caps"},     # 3 CAPs
        {"units": ["a"], "action": "move", "to": {"a": "0302"}},                                   # woods 2 AP
    ], caps=7)
    assert act.pool == 4 and act.caps == 3
    assert act.log[2]["result"].fp == 6
    assert not act.position.unit("b").spent and act.members == ("a",)


def test_figures_17_19_shared_activation_spends_both():
    p = pos([U("a", "0404", facing=0, stats={"fp_soft": 5, "fire_ap": 3}, **GER),
             U("b", "0403", facing=0, stats={"fp_soft": 2, "fire_ap": 3}, **GER),
             U("c", "0401", facing=3)], {"0302": {"terrain": "woods"}})
    act = run(p, [
        {"units": ["a"], "action": "move", "to": {"a": "0403"}},
        {"units": ["a", "b"], "action": "move", "to": {"a": "0402", "b": "0402"}},
        {"units": ["a", "b"], "action": "fire", "target": "c", "dice": [1, 1]},
        {"units": ["a"], "action": "move", "to": {"a": "0302"}},
    ])
    assert act.pool == 0
    assert act.position.unit("a").spent and act.position.unit("b").spent


def test_overspending_the_pool_is_illegal_seed_9_0():
    p = pos([U("s1", "0401", stats={"move_ap": 2})])
    moves = [{"units": ["s1"], "action": "move", "to": {"s1": f"04{r:02d}"}} for r in range(2, 6)]
    with pytest.raises(IllegalAction, match="9.0"):
        run(p, moves)
    # CAPs top up the AP 1:1 (coh.md 1.1)
    act = run(p, moves[:3] + [dict(moves[3], extra_caps=1)], caps=2)
    assert act.pool == 0 and act.caps == 1


def test_spent_unit_may_not_share_but_may_take_a_command_action():
    p = pos([U("s1", "0401", spent=True)])
    with pytest.raises(IllegalAction, match="spent"):
        run(p, [{"units": ["s1"], "action": "move", "to": {"s1": "0402"}}])
    act = run(p, [{"units": ["s1"], "action": "move", "to": {"s1": "0402"}, "pay": "caps"}], caps=2)
    assert act.pool == 7 and act.caps == 1


def test_opportunity_action_marks_the_unit_spent():
    p = pos([U("s1", "0401"), U("s2", "0601")])
    act = run(p, [{"units": ["s1"], "action": "move", "to": {"s1": "0402"}},
                  {"units": ["s2"], "action": "move", "to": {"s2": "0602"}, "pay": "opportunity"}])
    assert act.pool == 6 and act.position.unit("s2").spent and not act.position.unit("s1").spent
    with pytest.raises(IllegalAction, match="opportunity"):
        A.apply_action(act, {"units": ["s1"], "action": "stall", "pay": "opportunity"})


def test_group_rally_costs_five_each_unit_rolls_seed_9_13():
    p = pos([U("s1", "0404", hits=["pinned"]), U("s2", "0405", hits=["panicked"])])
    act = run(p, [{"units": ["s1", "s2"], "action": "rally", "dice": [4, 3, 4, 3]}])
    assert act.pool == 2
    assert act.position.unit("s1").hits == ()              # 7 >= pinned's 7
    assert act.position.unit("s2").hits == ("panicked",)   # 7 < panicked's 8


def test_rally_bonus_for_cover_and_unhit_friend_and_no_rally_with_enemy():
    p = pos([U("s1", "0404", hits=["panicked"]), U("s2", "0404")], {"0404": {"terrain": "woods"}})
    r = rally_roll(p, p.unit("s1"), [3, 3])
    assert r.roll == 8 and r.rallied           # 6 + 1 cover + 1 un-hit friend
    p = pos([U("s1", "0404", hits=["pinned"]), U("g", "0404", **GER)])
    with pytest.raises(IllegalAction, match="enemy"):
        rally_roll(p, p.unit("s1"), [6, 6])


def test_card_on_a_group_leaves_fresh_units_fresh_seed_9_14():
    p = pos([U("g1", "0404", **GER), U("hmg", "0405", **GER)])
    act = run(p, [{"units": ["g1", "hmg"], "action": "card", "cost": 2}], caps=5)
    assert act.caps == 3 and act.pool == 7 and not act.position.unit("hmg").spent


def test_hasty_defense_costs_five_and_adds_one_dr():
    from core.rules.coh.combat import attack
    p = pos([U("s1", "0404", facing=0), U("g1", "0401", facing=3, **GER)])
    act = run(p, [{"units": ["s1"], "action": "hasty_defense"}])
    assert act.pool == 2 and act.position.unit("s1").hasty_defense
    assert attack(act.position, ["g1"], "s1", [1, 1]).primary.defense_value == 13


def test_hide_seven_ap_out_of_enemy_los_seed_10_2():
    hexes = {"0403": {"terrain": "woods"}, "0404": {"terrain": "woods"}, "0405": {"terrain": "woods"}}
    p = pos([U("s1", "0405"), U("g1", "0401", facing=3, **GER)], hexes)
    act = run(p, [{"units": ["s1"], "action": "hide", "to": {"s1": "0406"}}])
    s1 = act.position.unit("s1")
    assert act.pool == 0 and s1.hidden and s1.facing is None and p.hexmap.label(s1.hex) == "0406"
    with pytest.raises(IllegalAction, match="within 1 hex"):
        run(p, [{"units": ["s1"], "action": "hide", "to": {"s1": "0407"}}])
    hit = pos([U("s1", "0405", hits=["pinned"]), U("g1", "0401", facing=3, **GER)], hexes)
    with pytest.raises(IllegalAction, match="hit marker"):
        run(hit, [{"units": ["s1"], "action": "hide", "to": {"s1": "0405"}}])


def test_hidden_unit_firing_is_revealed_with_its_hex():
    p = pos([U("s1", "0405", hidden=True, facing=0), U("s2", "0405", hidden=True),
             U("g1", "0401", facing=3, **GER)], {"0405": {"terrain": "woods"}})
    act = run(p, [{"units": ["s1"], "action": "fire", "target": "g1", "dice": [1, 1]}])
    assert not act.position.unit("s1").hidden and not act.position.unit("s2").hidden


def test_hit_markers_data_and_effects():
    assert marker("pinned", False)["rally"] == 7
    assert marker("suppressed", True)["fp_hard"] == -5
    eff = unit_effects(pos([U("s1", "0404", hits=["suppressed"])]).unit("s1"))
    assert (eff.fp_soft, eff.fp_hard, eff.fire_ap) == (-2, -2, 1) and eff.affects_fp
    with pytest.raises(RulesError, match="unknown hit marker 'shaken'"):
        marker("shaken", False)


def test_second_hit_or_critical_destroys():
    u = pos([U("s1", "0404")]).unit("s1")
    assert apply_hit(u, "pinned").hits == ("pinned",)
    assert apply_hit(apply_hit(u, "pinned"), "unnerved").hits == ("destroyed",)
    assert apply_hit(u, None, critical=True).hits == ("destroyed",)


def test_ruleset_legal_actions_and_options():
    r = get_ruleset("coh")
    p = pos([U("s1", "0404", facing=0, stats={"fire_ap": 2}), U("g1", "0401", facing=3, **GER)])
    acts = r.legal_actions(A.start(p), side="soviet")
    kinds = {a["action"] for a in acts}
    assert {"move", "fire", "pivot", "stall", "hasty_defense"} <= kinds
    assert "hide" not in kinds     # in the German's LOS
    assert r.enter_cost(p.hexmap, p.unit("s1"), p.unit("s1").hex, p.hexmap.parse("0403")) == 1
    assert r.terrain_value("woods", "dm").value == 2
    assert r.terrain_value("marsh", "move_foot").assumed
    with pytest.raises(Exception, match="unknown option"):
        get_ruleset("coh", no_such_rule=1)
