"""Round structure (coh.md 1.1, 1.2, 9): pre-round refresh and CAPs, two
passes in a row end the round, initiative, control markers, VP, the end."""
from __future__ import annotations

import pytest

from core.errors import RulesError
from core.play.actions import Die, Pass
from core.play.state import CHANCE, TERMINAL
from tests.play.helpers import mini_game, roll

UNITS = [("g1", "german", "0203", "german_rifles_41", 3), ("g2", "german", "0303", "german_mg34", 3),
         ("s1", "soviet", "0206", "soviet_rifles_41", 0)]


def no_initiative_caps(st):
    """Both sides declare 0 CAPs on the initiative roll (choices.py)."""
    while st.phase == "initiative":
        st.apply_str("caps 0 on initiative")


def test_round_one_initiative_from_scenario_and_two_passes_end_the_round():
    g = mini_game(UNITS, rounds=2, initiative="soviet")
    st = g.new_initial_state()
    assert (st.round, st.current_player()) == (1, "soviet")
    st.apply_action(Pass())
    assert st.current_player() == "german" and st.round == 1
    st.apply_action(Pass())
    # round 2: initiative rolled, 2D6 each (coh.md 1.1); CAPs declared first, Soviets first on equal CAPs
    assert st.round == 2 and st.current_player() == "soviet"
    no_initiative_caps(st)
    assert st.current_player() == CHANCE
    roll(st, 3, 3, 3, 3)          # tie 6-6: re-rolled
    assert st.current_player() == CHANCE
    roll(st, 1, 2, 6, 6)          # german 3, soviet 12
    assert st.current_player() == "soviet"


def test_a_pass_after_an_action_does_not_end_the_round():
    st = mini_game(UNITS).new_initial_state()
    st.apply_str("pass")                       # german passes
    st.apply_str("move s1 0205 [cap]")         # soviet acts: passes reset
    st.apply_str("pass")                       # german
    assert st.round == 1 and st.current_player() == "soviet"
    st.apply_str("pass")
    assert st.round == 2


def test_pre_round_refreshes_spent_units_and_cuts_caps_per_unit_lost():
    g = mini_game(UNITS, rounds=3, caps={"german": 5, "soviet": 6})
    st = g.new_initial_state()
    assert st.caps == {"german": 5, "soviet": 6}
    st.apply_str("move g1 0304 [opp]")        # opportunity: g1 is spent afterwards (seed 000 §9.2)
    assert st.unit("g1").spent
    st.apply_str("pass")
    st.apply_str("fire g2+g1 -> 0206 [cap]")  # command firegroup: MG34 4 FP +1 support, 2 CAPs
    roll(st, 6, 6)                            # AV 5+12=17 >= DV 12+4: critical, destroyed
    assert st.unit("s1") is None and st.lost["soviet"] == 1 and st.vp["german"] == 1
    assert st.caps["german"] == 3
    st.apply_str("pass")
    st.apply_str("pass")
    no_initiative_caps(st)
    roll(st, 6, 6, 1, 1)
    assert st.round == 2
    assert not st.unit("g1").spent            # refreshed (coh.md 1.2 step 4)
    assert st.caps == {"german": 5, "soviet": 5}   # 6 less one unit lost (coh.md 1.1)


def test_control_flips_and_scores_each_round_and_the_game_ends_by_vp():
    g = mini_game(UNITS, rounds=1, control=[("0204", 2, "round", "soviet"), ("0304", 1, "end", None)])
    st = g.new_initial_state()
    assert st.control == {"0204": "soviet", "0304": None}
    st.apply_str("move g1 0204 [cap]")        # a unit with FP enters: the marker flips (coh.md 9)
    assert st.control["0204"] == "german"
    st.apply_str("pass")
    st.apply_str("move g2 0304 [cap]")
    assert st.control["0304"] == "german"
    st.apply_str("pass")
    st.apply_str("pass")
    assert st.current_player() == TERMINAL and st.is_terminal()
    assert st.vp == {"german": 3, "soviet": 0}
    assert st.returns() == {"german": 1.0, "soviet": -1.0} and st.winner() == "german"
    with pytest.raises(RulesError):
        st.apply_action(Pass())


def test_equal_vp_is_a_draw():
    st = mini_game(UNITS, rounds=1).new_initial_state()
    st.apply_str("pass")
    st.apply_str("pass")
    assert st.is_terminal() and st.returns() == {"german": 0.0, "soviet": 0.0} and st.winner() is None


def test_reinforcements_arrive_in_their_round_and_enter_at_entry_hexes():
    g = mini_game(UNITS, rounds=2, reinforcements=[(2, "german", [("g3", "german", None, "german_rifles_41", 3)],
                                                     ["0101", "0201"])])
    st = g.new_initial_state()
    assert "activate g3" not in [str(a) for a in st.legal_actions()]
    st.apply_str("pass")
    st.apply_str("pass")
    no_initiative_caps(st)
    roll(st, 6, 6, 1, 1)
    assert st.pending["german"] == ["g3"]
    st.apply_str("activate g3")
    assert [str(a) for a in st.legal_actions()] == ["enter g3 0101", "enter g3 0201"]
    st.apply_str("enter g3 0201")
    assert st.unit("g3").hex == g.scenario.hexmap.parse("0201")
    assert st.activation["german"]["pool"] == 6 and st.pending["german"] == []


def test_chance_outcomes_only_at_chance_nodes():
    st = mini_game(UNITS).new_initial_state()
    with pytest.raises(RulesError, match="no die roll"):
        st.apply_action(Die(3))
    st.apply_str("fire g1 -> 0206 [opp]")
    with pytest.raises(RulesError, match="pending"):
        st.apply_action(Pass())


def test_from_dict_restores_a_mid_game_state():
    from core.play.coh import CohPlayState          # the playable state (engine.py; state.py holds data)
    st = mini_game(UNITS).new_initial_state()
    st.apply_str("activate g1")
    st.apply_str("fire g1 -> 0206")                    # waiting for its dice
    back = CohPlayState.from_dict(st.game, st.to_dict())
    assert back == st and back.is_chance_node()
    roll(back, 1, 1)
    assert back.current_player() == "soviet" and back.activation["german"]["pool"] == 4


def test_rulesets_without_a_play_engine_are_refused_clearly(capsys, monkeypatch):
    import dataclasses
    from pathlib import Path

    from core.errors import HexwrightError
    from core.play.game import engine_for, load_game
    from core.rules import registry
    from hexwright.cli import main
    with pytest.raises(HexwrightError, match="unknown ruleset 'chess'"):
        engine_for("chess")
    # Every shipped ruleset has an engine now; pretend tng has none to check the refusal path.
    monkeypatch.setitem(registry._SPECS, "tng", dataclasses.replace(registry.spec("tng"),
                                                                    engine_module="core.play.no_such_engine"))
    tng = Path(__file__).resolve().parents[2] / "sample_maps" / "tng_borodino_outpost.scenario.json"
    with pytest.raises(HexwrightError, match="no play engine"):
        load_game(str(tng))
    assert main(["play", str(tng)]) == 2
    err = capsys.readouterr().err
    assert "no play engine" in err and "Traceback" not in err
