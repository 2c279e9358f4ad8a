"""Flames of War movement choices of issue 13: At the Double (tng_fow.md
B.3/B.5: twice the move by the direct path, no Dash within 8 inches of an
enemy, no shooting, double dice at it), the out-of-command Dash straight to
the leader (B.5 [V S7]) and proximity on the whole path (B.5 [V S6]: no
move within 2 inches of visible enemy infantry or guns, vehicles may not
pass there, no team crosses an enemy)."""
from __future__ import annotations

from core.play.actions import Pass
from core.play.fow.actions import AtTheDouble
from core.play.fow.explain import shot_terms
from core.play.fow.legal import move_targets, shot
from tests.play.fow_helpers import fow_game, roll, strs

RIFLE, MG, STUART, TIGER = "us_rifle_team", "german_mg_team", "us_m5a1_stuart", "german_tiger_e"


def to_step(st, step):
    while st.step != step:
        st.apply_action(Pass())
    return st


def doubles(st, tid):
    return sorted(s.split()[2] for s in strs(st) if s.startswith(f"double {tid} "))


def test_at_the_double_twice_the_move_not_within_8_inches_no_shooting_double_dice():
    st = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "1104", MG, None, {})]).new_initial_state()
    d = doubles(st, "u")
    # infantry 6" = 3 hexes tactical, 12" = 6 at the double; 0604 is 5 hexes from g (10"), 0704 only 4 (8")
    assert "0604" in d and "0704" not in d and "0304" not in d      # 0304: a tactical move reaches it
    assert "0404" not in d and "0504" in d                            # 3 hexes: tactical; 4 hexes: only doubled
    st.apply_action(AtTheDouble("u", "0604"))
    assert st.has("u", "at_the_double") and st.has("u", "moved")
    to_step(st, "shooting")
    assert not [s for s in strs(st) if s.startswith("fire u")]        # tng_fow.md B.3: no shooting
    to_step(st, "assault")
    assert not [s for s in strs(st) if s.startswith("assault u")]
    st.apply_action(Pass())
    to_step(st, "shooting")                                           # the German turn
    assert shot(st, "g", "u").dice == 6                               # ROF 3, doubled (tng_fow.md B.3)
    assert ("target moved At the Double: dice doubled to 6", "tng_fow.md B.3") in shot_terms(st, "g", "u")["dice_terms"]


def test_no_dash_when_an_enemy_is_within_8_inches():
    st = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0504", MG, None, {})]).new_initial_state()
    assert doubles(st, "u") == [] and any(s.startswith("move u") for s in strs(st))


def test_out_of_command_team_dashes_only_straight_to_its_leader():
    g = fow_game([("l", "us", "0104", RIFLE, None, {"platoon": "a", "leader": True}),
                  ("m", "us", "0108", RIFLE, None, {"platoon": "a"}),
                  ("g", "german", "1201", MG, None, {})])
    st = g.new_initial_state()
    # m is 4 hexes (8") from its leader, beyond 6": its Dash goes only along 0108 -> 0104 (0107-0105 a tactical
    # move reaches), while the in-command leader dashes anywhere
    assert doubles(st, "m") == ["0104"]
    assert len(doubles(st, "l")) > 10
    assert any(s.startswith("move m ") for s in strs(st))            # or a tactical move (+1 to hit)


def test_vehicles_may_not_pass_within_2_inches_of_enemy_infantry_and_teams_may_not_cross_enemies():
    wall = [(f"g{r}", "german", f"04{r:02d}", MG, None, {}) for r in (1, 3, 5, 7)]
    g = fow_game([("s", "us", "0104", STUART, 1, {}), ("t", "german", "0107", TIGER, 4, {}), *wall])
    st = g.new_initial_state()
    hm = g.scenario.hexmap
    to = {hm.label(h) for h in move_targets(st, "s")}
    # the MG teams' 2" (1 hex) zones close columns 03-05: the Stuart (12" = 6 hexes) may neither end nor pass
    # there, so it cannot slip between them (the end-hex check alone let it reach 0604)
    assert to and max(int(lab[:2]) for lab in to) <= 2
    assert "0107" not in to                                           # no team enters or crosses an enemy
    assert {"0106", "0206"} <= to                                     # next to an enemy vehicle is allowed


def test_unreliable_vehicle_at_the_double_breaks_down_on_a_1():
    g = fow_game([("s", "us", "0104", STUART, 1, {"unreliable": True}), ("g", "german", "1208", MG, None, {})])
    st = g.new_initial_state()
    dest = doubles(st, "s")[0]
    st.apply_action(AtTheDouble("s", dest))
    assert st.chance["test"] == "breakdown" and st.chance["needed"] == 2
    roll(st, 1)
    assert st.has("s", "bogged") and any("breaks down (Unreliable, tng_fow.md B.5)" in x for x in st.log)
