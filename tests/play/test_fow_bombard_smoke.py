"""Flames of War artillery bombardment and smoke on hexes (tng_fow.md B.4,
B.2; seed 001 p. 90: bombarding a concealed, gone-to-ground team is +1 more):
the template is laid over hexes, the spotter ranges in (up to three tries,
each 1 more), each enemy team under the template gets its own to-hit roll,
and smoke conceals until the laying side's next turn.  Every roll is
explained (log, ``replay --explain`` hook, preview)."""
from __future__ import annotations

from core.play.actions import Pass
from core.play.fow import explain, preview
from core.play.fow.actions import Bombard, Smoke
from core.play.fow.explain import hit_chances, p_die, shot_terms
from core.play.fow.legal import shot
from tests.play.fow_helpers import fow_game, roll, strs

RIFLE, MORTAR, PANZER = "us_rifle_team", "german_81mm_mortar", "german_panzer_iv_h"


def to_step(st, step):
    while st.step != step:
        st.apply_action(Pass())
    return st


def _game(extra=()):
    return fow_game([("a", "us", "0304", RIFLE, None, {}), ("b", "us", "0404", RIFLE, None, {}),
                     ("c", "us", "0704", RIFLE, None, {}), ("m", "german", "1004", MORTAR, None, {}), *extra],
                    initiative="german")


def test_bombardment_ranges_in_and_rolls_per_team_under_the_template():
    st = to_step(_game().new_initial_state(), "shooting")
    assert {"bombard m -> a", "bombard m -> b", "smoke m -> a"} <= set(strs(st))
    p = preview(st, Bombard("m", "a"))[0]
    # trained rifle team: hit on 3+, concealed +1 (stationary infantry), gone to ground +1 (seed 001 p. 90): 5+
    assert [(x["name"], x["value"]) for x in p["against"]] == [("aimed team's skill", 3), ("concealed", 1),
                                                               ("gone to ground", 1)]
    chance = 1 - (1 - p_die(5)) * (1 - p_die(6)) * (1 - p_die(7))       # three tries: 5+, 6+, 7 (6 then 4+)
    assert p["needed"] == "5+" and abs(p["chance"] - chance) < 1e-12
    assert hit_chances(st, Bombard("m", "a")) == [("a", chance)]
    st.apply_action(Bombard("m", "a"))
    spec = st.chance
    assert spec["kind"] == "bombard" and spec["ranging"] == [5, 6, 7] and spec["spotter"] == "m"
    assert [t["target"] for t in spec["teams"]] == ["a", "b"]            # 0404 is under the template, 0704 is not
    line = st.log[-1]
    assert "template on 0203, 0204, 0303, 0304, 0305, 0403, 0404," in line       # 0304 and its six neighbours
    assert "attempt 1: hit on 3+; concealed +1 (seed 001 p. 90), gone to ground +1 (seed 001 p. 90): needs 5+ (33%)" \
        in line and "attempt 2:" in line and "ranging attempt 2 +1" in line
    roll(st, 4)          # attempt 1 fails (5+)
    roll(st, 6)          # attempt 2 ranges in (6+)
    roll(st, 5, 2)       # a: hit (5+), save 3+ failed -> destroyed
    roll(st, 4)          # b: missed
    assert not st.is_chance_node()
    assert st.pos["a"]["hex"] is None and st.pos["b"]["hex"] is not None and st.kills["german"] == 1
    tp = st.templates[-1]
    assert tp["kind"] == "bombard" and tp["aim"] == "0304" and tp["ranged"] and {"0304", "0404"} <= set(tp["hexes"])
    rec = explain(st)[-1]
    assert rec["roll"] == "bombard" and rec["needed"] == "5+" and rec["dice"] == [4, 6, 5, 2, 4]
    assert abs(rec["chance"] - chance) < 1e-12 and any("ranges in on attempt 2" in x for x in rec["lines"])
    assert "m" in st.acted and st.has("m", "fired")


def test_failed_ranging_takes_the_template_off_and_a_moved_mortar_cannot_bombard():
    st = to_step(_game().new_initial_state(), "shooting")
    st.apply_action(Bombard("m", "a"))
    roll(st, 4, 5, 6, 3)  # 5+, 6+, then 7: a 6 and a re-roll of 3 (needs 4+): not ranged in
    assert not st.is_chance_node() and st.pos["a"]["hex"] is not None and st.templates == []
    assert any("fails to range in after 3 attempt(s)" in x for x in st.log)
    st2 = _game().new_initial_state()
    st2.apply_action(Pass())
    st2.set_flag("m", "moved")
    assert not any(s.startswith("bombard m") for s in strs(st2))


def test_smoke_conceals_shots_through_it_until_the_layers_next_turn():
    st = to_step(_game([("t", "german", "0904", PANZER, 3, {})]).new_initial_state(), "shooting")
    st.apply_action(Smoke("m", "a"))
    roll(st, 5)                                        # ranged in at once
    assert st.templates[-1]["kind"] == "smoke" and "m" in st.smoke_used
    assert not any(s.startswith("smoke m") for s in strs(st.clone()))    # once per game (tables.json smoke)
    to_step(st, "assault")
    st.apply_action(Pass())                            # the US turn
    to_step(st, "shooting")
    # the Panzer (veteran 4+) is not concealed in the open; the rifle team shoots at it out of the smoke:
    # smoke counts as concealed (+1, tng_fow.md B.2) and it is gone to ground (+1 more, seed 001 p. 90)
    assert shot(st, "a", "t").to_hit == 6
    terms = shot_terms(st, "a", "t")["terms"]
    assert ("smoke (concealed)", 1, "tng_fow.md B.2") in terms and ("gone to ground", 1, "seed 001 p. 90") in terms
    assert shot(st, "c", "t").to_hit == 4             # c sees the Panzer clear of the smoke
    to_step(st, "assault")
    st.apply_action(Pass())                            # the German turn: the smoke lifts
    assert st.templates == [] and shot(st, "a", "t").to_hit == 4
