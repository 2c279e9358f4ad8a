"""Cavalry charges in the Triumph & Glory engine (tng 9.8, tng_fow.md A.8):
scripted positions with fixed dice for square, counter-charge, recall and
pursuit (`core.play.tng.charge`)."""
from __future__ import annotations

from tng_helpers import CMD, INF, drive, game, scenario

CAV = {"sp": 8, "cohesion": 7, "disordered_cohesion": 4, "ma": 6}
LCAV = {"sp": 6, "cohesion": 6, "disordered_cohesion": 3, "ma": 8}


def at_shock_step(defender, cav=CAV, kind="heavy_cavalry"):
    """French cavalry ``fc`` at 0204 facing 1, 3 hexes from ``defender``
    (at 0504, facing 4); French activation Under Orders, in the shock step."""
    units = [("nap", "french", "0102", "commander", CMD, None, 1),
             ("fc", "french", "0204", kind, cav, "fg", 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             defender]
    st = game(scenario(units)).new_initial_state()
    return drive(st, "order fg", "order rg", "pick fg", "pass")


def legal(st) -> list[str]:
    return [str(a) for a in st.legal_actions()]


def last_shock_line(st) -> str:
    return next(line for line in reversed(st.log) if "charge fc ->" in line)


def test_charges_are_offered_at_two_or_three_hexes_with_routes_ending_adjacent():
    st = at_shock_step(("ri", "russian", "0504", "infantry", INF, "rg", 4))
    assert legal(st) == ["charge fc 0304,0403 -> 0504", "charge fc 0304,0404 -> 0504", "pass"]


def test_charge_target_forms_square_then_charge_pressed_is_repulsed():
    st = at_shock_step(("ri", "russian", "0504", "infantry", INF, "rg", 4))
    drive(st, "charge fc 0304,0404 -> 0504")
    assert st.chance == {"t": "charge_commit", "unit": "fc"}
    drive(st, "d10 3")  # 3 <= Cohesion 7, no Defensive Fire DRM for a charge: commits, moves adjacent
    assert st.label(st.units["fc"]["hex"]) == "0404"
    # the defender chooses (tng 9.85: infantry, formed, not in an enemy ZOC at the declaration)
    assert st.current_player() == "russian" and legal(st) == ["square 0504", "stand 0504"]
    drive(st, "square 0504")
    assert st.chance == {"t": "square"}
    drive(st, "d10 4")  # 4 <= Cohesion 6: square
    assert st.has("ri", "in_square")
    assert st.current_player() == "french" and legal(st) == ["recall fc", "press fc"]
    drive(st, "press fc", "d10 0")
    line = last_shock_line(st)
    # a square: -2 and no heavy charge bonus (tng 9.85); 8 SP v 10 is 2-3 (-1), Cohesion 7-6 (+1)
    assert "charge against square -2" in line and "heavy charge" not in line and "= -2: attacker_disorder" in line
    assert st.has("fc", "disordered") and st.has("ri", "in_square") and not st.has("ri", "disordered")
    assert st.chance == {"t": "retreat_check", "units": ["fc"], "away": "0504"}


def test_failed_square_disorders_the_stack_and_the_charge_gets_its_bonus():
    st = at_shock_step(("ri", "russian", "0504", "infantry", INF, "rg", 4))
    drive(st, "charge fc 0304,0404 -> 0504", "d10 3", "square 0504", "d10 7")  # 7 > 6: fails
    assert st.has("ri", "disordered") and not st.has("ri", "in_square")
    assert st.chance == {"t": "charge_shock"}  # no recall choice: there is no square
    drive(st, "d10 5")
    assert "heavy charge +3" in last_shock_line(st)


def test_counter_charge_by_light_cavalry_cancels_the_charge_bonus():
    st = at_shock_step(("rc", "russian", "0504", "light_cavalry", LCAV, "rg", 4))
    drive(st, "charge fc 0304,0404 -> 0504", "hold 0504", "d10 3")  # it stands first (tng 9.31)
    assert st.current_player() == "russian" and legal(st) == ["countercharge rc", "stand 0504"]
    drive(st, "countercharge rc")
    assert st.chance == {"t": "countercharge", "unit": "rc"}
    drive(st, "d10 4")  # 4 + 2 (light against heavy, tng 9.86) = 6 <= Cohesion 6: succeeds
    assert "rc counter-charge 4 +2 vs Cohesion 6: succeeds" in st.log[-1]
    drive(st, "d10 5")
    line = last_shock_line(st)
    assert "heavy charge" not in line and "defender_disorder" in line
    drive(st, "d10 0")  # rc's Retreat Cohesion Check: holds
    # A.8 step 9: the charger and the counter-charger end Disordered
    assert st.has("fc", "disordered") and st.has("rc", "disordered") and st.act is None


def test_counter_charge_failing_leaves_the_full_bonus():
    st = at_shock_step(("rc", "russian", "0504", "light_cavalry", LCAV, "rg", 4))
    drive(st, "charge fc 0304,0404 -> 0504", "hold 0504", "d10 3", "countercharge rc", "d10 5")  # 5 + 2 = 7 > 6
    assert "fails" in st.log[-1]
    drive(st, "d10 5")
    assert "heavy charge +3" in last_shock_line(st)


def test_light_charger_counter_charged_by_heavy_takes_minus_one():
    heavy = {"sp": 6, "cohesion": 7, "disordered_cohesion": 4, "ma": 6}
    st = at_shock_step(("rc", "russian", "0504", "heavy_cavalry", heavy, "rg", 4), cav=LCAV, kind="light_cavalry")
    drive(st, "charge fc 0304,0404 -> 0504", "d10 1", "countercharge rc", "d10 7")  # no +2: heavy counter-charges
    drive(st, "d10 5")
    line = last_shock_line(st)
    assert "counter-charged by heavy -1" in line and "light charge" not in line


def test_recall_failing_against_a_square_charges_home_into_pursuit():
    strong = dict(CAV, sp=20, cohesion=8)
    st = at_shock_step(("ri", "russian", "0504", "infantry", INF, "rg", 4), cav=strong)
    drive(st, "charge fc 0304,0404 -> 0504", "d10 3", "square 0504", "d10 4", "recall fc")
    assert st.chance == {"t": "recall", "unit": "fc"}
    drive(st, "d10 9")  # 9 > Cohesion 8: not recalled, it must charge (tng 9.82)
    assert "Recall roll 9 fails" in st.log[-1] and st.chance == {"t": "charge_shock"}
    drive(st, "d10 9")  # 9 + 2 (2-1) + 2 (Cohesion) - 2 (square) = 11: Disorder and Retreat, pursuit
    assert "= 11: defender_disorder_retreat" in last_shock_line(st)
    assert st.has("ri", "disordered") and st.label(st.units["ri"]["hex"]) == "0503"
    assert st.label(st.units["fc"]["hex"]) == "0504" and st.act["charge"]["pursuit"] == 1
    assert st.chance == {"t": "charge_shock"}  # the pursuit charge: no commitment, no square
    drive(st, "d10 0")
    line = last_shock_line(st)
    assert "-> 0503" in line and "pursuit -1" in line and "heavy charge +3" in line and "= 11:" in line
    # 10+ again: ri was Disordered, so it Withdraws; the pursuer advances and stops, then is Disordered (A.8)
    assert st.units["ri"]["box"] == "withdrawn"
    assert st.label(st.units["fc"]["hex"]) == "0503" and st.has("fc", "disordered")
    assert st.act is None or not st.act.get("charge")


def test_recall_passing_stays_put_and_formed():
    st = at_shock_step(("ri", "russian", "0504", "infantry", INF, "rg", 4))
    drive(st, "charge fc 0304,0404 -> 0504", "d10 3", "square 0504", "d10 4", "recall fc", "d10 2")
    assert "fc is recalled" in st.log[-1]
    assert st.label(st.units["fc"]["hex"]) == "0404" and not st.has("fc", "disordered")
    assert st.act is None or st.act.get("charge") is None


def test_no_charge_after_failed_commitment():
    st = at_shock_step(("ri", "russian", "0504", "infantry", INF, "rg", 4))
    drive(st, "charge fc 0304,0404 -> 0504", "d10 8")  # 8 > 7
    assert st.label(st.units["fc"]["hex"]) == "0204" and not st.has("fc", "disordered")
    assert not any(str(a).startswith("charge") for a in st.legal_actions())


def at_move_step(target_hex, terrain=None):
    sc = scenario([("nap", "french", "0102", "commander", CMD, None, 1),
                   ("fc", "french", "0204", "heavy_cavalry", CAV, "fg", 1),
                   ("kut", "russian", "0908", "commander", CMD, None, 4),
                   ("ri", "russian", target_hex, "infantry", INF, "rg", 4)])
    if terrain:
        sc.hexmap.terrain[sc.hexmap.parse(target_hex)] = terrain
    st = drive(game(sc).new_initial_state(), "order fg", "order rg", "pick fg")
    assert st.act["step"] == "move"
    return st


def test_no_charge_into_woods_or_from_four_hexes():
    from core.play.tng.charge import charge_choices
    assert [str(a) for a in charge_choices(at_move_step("0504"))] == ["charge fc 0304,0403 -> 0504",
                                                                       "charge fc 0304,0404 -> 0504"]
    assert charge_choices(at_move_step("0504", "woods")) == []  # tng 9.81
    assert charge_choices(at_move_step("0604")) == []  # 4 hexes: a charge starts 2-3 hexes away
    # with no charge and no shock the activation skips its shock step
    st = drive(at_move_step("0604"), "pass")
    assert st.act is None or st.act["marker"] != "fg"


def test_reaction_fire_disordering_the_charger_offers_recall_and_the_charge_still_shocks():
    from tng_helpers import GUN
    gun = ("ra", "russian", "0504", "artillery", GUN, "rg", 4)
    units = [("nap", "french", "0102", "commander", CMD, None, 1), ("fc", "french", "0204", "heavy_cavalry", CAV, "fg", 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4), ("ri", "russian", "0504", "infantry", INF, "rg", 4),
             gun]
    st = drive(game(scenario(units)).new_initial_state(), "order fg", "order rg", "pick fg", "pass")
    drive(st, "charge fc 0304,0404 -> 0504", "d10 3", "stand 0504")
    assert st.chance == {"t": "reaction", "gun": "ra", "unit": "fc"}  # tng 8.6 at 1 hex
    drive(st, "d10 9")  # 9 + 3 SP + range: Automatic Disorder
    assert st.has("fc", "disordered")
    assert st.current_player() == "french" and legal(st) == ["recall fc", "press fc"]  # A.8 step 6
    drive(st, "press fc")
    assert st.chance == {"t": "charge_shock"}  # no second reaction fire; a Disordered charger still shocks (A.7)
    drive(st, "d10 5")
    assert "heavy charge +3" in last_shock_line(st)


def test_pursuit_is_a_choice_when_another_enemy_is_in_front():
    from core.model.hexmap import HexMap
    from core.play.tng.combat import facing_toward
    from dataclasses import replace
    hm = HexMap(10, 8, "tng", default_terrain="clear")
    into, to = hm.parse("0504"), hm.parse("0503")
    f = facing_toward(hm, into, to)
    probe = game(scenario([("nap", "french", "0102", "commander", CMD, None, 1),
                           ("fc", "french", "0204", "heavy_cavalry", CAV, "fg", 1),
                           ("kut", "russian", "0908", "commander", CMD, None, 4),
                           ("ri", "russian", "0504", "infantry", INF, "rg", 4)])).new_initial_state()
    from core.rules.tng.facing import front_hexes
    fc = replace(probe.unit("fc"), hex=into, facing=f)
    other = next(h for h in front_hexes(fc, probe.data.hexmap) if h != to)
    strong = dict(CAV, sp=20, cohesion=8)
    units = [("nap", "french", "0102", "commander", CMD, None, 1),
             ("fc", "french", "0204", "heavy_cavalry", strong, "fg", 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("ri", "russian", "0504", "infantry", INF, "rg", 4),
             ("r2", "russian", hm.label(other), "infantry", INF, "rg2", 4)]
    st = game(scenario(units)).new_initial_state()
    drive(st, "order fg", "order rg", "pick fg", "pass")
    drive(st, "charge fc 0304,0404 -> 0504", "d10 3", "square 0504", "d10 4", "press fc", "d10 9")
    assert st.label(st.units["fc"]["hex"]) == "0504" and st.label(st.units["ri"]["hex"]) == "0503"
    assert st.current_player() == "french" and legal(st) == ["pursue fc", "halt fc"]
    drive(st, "halt fc")
    assert any("fc halts: another enemy is in its front (tng 9.87" in x for x in st.log)
    assert st.has("fc", "disordered") and not (st.act and st.act.get("charge"))


def test_reaction_fire_meets_a_pursuit_charge_and_a_pursuer_is_never_recalled():
    from core.hexgrid import distance
    from core.model.hexmap import HexMap
    from core.play.tng.combat import facing_toward
    from tng_helpers import GUN
    hm = HexMap(10, 8, "tng", default_terrain="clear")
    here, at = hm.parse("0404"), hm.parse("0504")
    units = [("nap", "french", "0102", "commander", CMD, None, 1),
             ("fc", "french", "0204", "heavy_cavalry", dict(CAV, sp=20, cohesion=8), "fg", 1),
             ("kut", "russian", "0908", "commander", CMD, None, 4),
             ("ri", "russian", "0504", "infantry", INF, "rg", 4)]
    for i, c in enumerate(n for n in hm.neighbours(at) if distance(n, here) > distance(at, here)):
        units.append((f"g{i}", "russian", hm.label(c), "artillery", dict(GUN, max_range=5), "rg",
                      facing_toward(hm, c, at)))
    st = game(scenario(units)).new_initial_state()
    drive(st, "order fg", "order rg", "pick fg", "pass", "charge fc 0304,0404 -> 0504", "d10 3", "stand 0504",
          "d10 9")                                    # 10+: ri retreats into 0503 beside gun g0
    assert legal(st) == ["pursue fc", "halt fc"]      # guns in its front: the pursuit is optional
    drive(st, "pursue fc")
    assert st.chance == {"t": "reaction", "gun": "g0", "unit": "fc"}   # tng 8.6 at the pursuit charge too
    drive(st, "d10 9")                                # 9 + 3 + 1 = 13: the pursuer is Disordered
    assert st.has("fc", "disordered") and st.chance == {"t": "charge_shock"}   # no Recall when pursuing (9.82)
