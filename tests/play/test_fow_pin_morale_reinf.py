"""Flames of War pinning (5 hits in one shooting step pin the platoon, ROF
1, rally on a motivation test: tng_fow.md B.3), company morale (below half
strength, a motivation test or lose: B.2) and reinforcements arriving by
round (play_rules.json, assumed)."""
from __future__ import annotations

from core.model import Reinforcement, UnitPlacement
from core.play.actions import Pass
from core.play.fow.actions import fire
from core.play.fow.legal import shot
from tests.play.fow_helpers import fow_game, roll

RIFLE, MG, HMG = "us_rifle_team", "german_mg_team", "us_hmg_team"


def to_step(st, step):
    while st.step != step:
        st.apply_action(Pass())
    return st


def _pinning_game():
    return fow_game([("h", "us", "0104", HMG, None, {}),
                     ("g1", "german", "0504", MG, None, {"platoon": "p1", "skill": "conscript"}),
                     ("g2", "german", "0505", MG, None, {"platoon": "p1"})])


def test_five_hits_in_a_step_pin_the_whole_platoon_and_pinned_teams_fire_at_rof_1():
    st = _pinning_game().new_initial_state()
    to_step(st, "shooting")
    assert shot(st, "h", "g1").dice == 6
    st.apply_action(fire("h", "g1"))
    roll(st, 6, 6, 6, 6, 6, 6)                 # six hits
    roll(st, 6, 6, 6, 6, 6, 6)                 # all saved (3+)
    assert st.has("g1", "pinned") and st.has("g2", "pinned")     # the platoon, not only the target
    assert any("platoon p1 is Pinned Down (6 hits" in x for x in st.log)
    to_step(st, "assault")
    st.apply_action(Pass())                    # German turn: a rally test for p1 first
    assert st.chance and st.chance["test"] == "rally" and st.chance["needed"] == 4   # confident: 4+
    roll(st, 1)                                # fails: still pinned
    assert st.has("g2", "pinned")
    to_step(st, "shooting")
    assert shot(st, "g2", "h").dice == 1       # ROF 3 MG pinned: ROF 1


def test_four_hits_do_not_pin_and_a_passed_rally_unpins():
    st = _pinning_game().new_initial_state()
    to_step(st, "shooting")
    st.apply_action(fire("h", "g1"))
    roll(st, 6, 6, 6, 6, 1, 1)                 # four hits
    roll(st, 6, 6, 6, 6)
    assert not st.has("g1", "pinned")
    st.pos["g1"]["status"].append("pinned")
    st.pos["g2"]["status"].append("pinned")
    to_step(st, "assault")
    st.apply_action(Pass())
    roll(st, 5)
    assert not st.has("g1", "pinned") and not st.has("g2", "pinned")


def test_company_below_half_strength_loses_on_a_failed_motivation_test():
    g = fow_game([("u1", "us", "0104", RIFLE, None, {}), ("u2", "us", "0105", RIFLE, None, {}),
                  ("u3", "us", "0106", RIFLE, None, {}), ("g", "german", "0904", MG, None, {})])
    st = g.new_initial_state()
    st.pos["u2"]["hex"] = st.pos["u3"]["hex"] = None       # two of three teams destroyed
    to_step(st, "assault")
    st.apply_action(Pass())                                # German turn
    to_step(st, "assault")
    st.apply_action(Pass())                                # US turn: the morale test
    assert st.chance["test"] == "company_morale" and st.chance["needed"] == 4
    roll(st, 3)
    assert st.is_terminal() and st.winner() == "german" and "below half strength" in st.reason


def test_reinforcement_arrives_in_its_round_at_its_entry_hex():
    g = fow_game([("u", "us", "0104", RIFLE, None, {}), ("g", "german", "0904", MG, None, {})], rounds=3)
    sc = g.scenario
    sc.reinforcements.append(Reinforcement(2, "german", [UnitPlacement("g2", "german", None, MG)],
                                           [sc.hexmap.parse("1204")]))
    from core.play.game import Game
    st = Game(sc).new_initial_state()
    assert st.pos["g2"]["hex"] is None and "g2" in st.to_dict()["waiting"]
    from core.play.fow import state_from_dict
    assert state_from_dict(st.game, st.to_dict()).state_hash() == st.state_hash()
    for _ in range(2):                                     # round 1: US, German turns
        to_step(st, "assault")
        st.apply_action(Pass())
    assert st.pos["g2"]["hex"] is None                     # round 2, US turn
    to_step(st, "assault")
    st.apply_action(Pass())                                # round 2, German turn: it arrives
    assert st.label(st.pos["g2"]["hex"]) == "1204" and st.has("g2", "moved")
    d = st.to_dict()
    assert "waiting" not in d and "g2" not in d["destroyed"]


def test_every_fow_roll_in_the_log_gives_its_terms_needed_number_and_chance():
    from core.play.fow.explain import p_any, p_die
    assert p_die(4) == 0.5 and p_die(7) == 1 / 6 * 3 / 6 and p_die(10) == 0.0     # 7: a 6 then 4+ (B.2)
    assert abs(p_any(5, 3) - (1 - (2 / 3) ** 3)) < 1e-12
    st = _pinning_game().new_initial_state()
    to_step(st, "shooting")
    st.apply_action(fire("h", "g1"))
    line = st.log[-1]
    # conscript target: 2+, concealed +1 and gone to ground +1 (seed 001 p. 90): 4+ (50%); 6 dice: 1 - 0.5^6
    assert "target conscript: hit on 2+" in line and "concealed +1 (seed 001 p. 90), gone to ground +1 (seed 001 p. 90)" in line
    assert "needs 4+ on each die (50%)" in line and "6 dice, at least one hit 98%" in line
    assert "save 3+ (67%, tng_fow.md B.4)" in line


def test_out_of_command_team_that_moved_is_hit_on_one_more():
    g = fow_game([("l", "us", "0104", RIFLE, None, {"platoon": "a", "leader": True}),
                  ("m", "us", "0108", RIFLE, None, {"platoon": "a"}),
                  ("n", "us", "0105", RIFLE, None, {"platoon": "a"}),
                  ("g", "german", "0506", MG, None, {})])
    st = g.new_initial_state()
    from core.play.fow.legal import in_command
    assert in_command(st, "l") and in_command(st, "n") and not in_command(st, "m")  # 6" = 3 hexes at 2"/hex
    before = {t: shot(st, t, "g").to_hit for t in ("m", "n")}
    st.set_flag("m", "moved")
    st.set_flag("n", "moved")
    assert shot(st, "n", "g").to_hit == before["n"]                  # in command: no change
    assert shot(st, "m", "g").to_hit == before["m"] + 1              # tng_fow.md B.5: +1 to hit
    from core.play.fow.explain import shot_terms
    assert ("out of command", 1, "tng_fow.md B.5") in shot_terms(st, "m", "g")["terms"]
