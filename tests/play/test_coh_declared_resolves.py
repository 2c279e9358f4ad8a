"""An action the legal list offers resolves (coh): the checks made when a
fire or a transport action is declared are those its resolution makes.

* A hidden unit in a bunker is its occupant (rules/coh.md 7): it fires
  only in the bunker's arc, and a hidden mortar there not at all; the
  firer is revealed before its fire resolves (seed 000 §10.0 rule 1), and
  the revealed occupant's arc is the bunker's (fire_limits.py).  Before,
  the list offered a hidden occupant's fire all round (a hidden unit has no
  facing) and its resolution refused it ("outside s_nkvd's arc of fire",
  Balka Hill, an MCTS game; a random game: "mortars cannot fire from a
  bunker").
* A Stunned unit may only rally (coh.md 3.2): no load onto a vehicle and
  no unload (a random game of Balka Hill offered "load g_rifles_2 onto
  g_pz3" and the rules core refused it).
"""
from __future__ import annotations

from core.model.hexmap import Fortification
from core.play.actions import Fire
from tests.play.helpers import mini_game, play_to_turn


def _bunker_game(unit, cards=None):
    g = mini_game([("s1", "soviet", "0404", unit, None, True),  # hidden in a bunker facing south (3)
                   ("g1", "german", "0407", "german_rifles_41", 0), ("g2", "german", "0401", "german_rifles_41", 3)],
                  initiative="soviet", starting_cards=cards)
    g.scenario.hexmap.fortifications[g.scenario.hexmap.parse("0404")] = Fortification("bunker", 3)
    return g


def _fires_of(st, uid):
    return [a for a in st.legal_actions() if isinstance(a, Fire) and a.units[:1] == (uid,)]


def _resolve(st, a, die=4):
    st.apply_action(a)
    while st.is_chance_node():
        st.apply_action(st.chance_outcomes()[min(die, len(st.chance_outcomes())) - 1][0])
    return st


def test_a_hidden_unit_in_a_bunker_fires_only_in_the_bunkers_arc_and_each_offered_fire_resolves():
    st = play_to_turn(_bunker_game("soviet_mmg_maxim").new_initial_state())
    assert st.unit("s1").hidden and st.unit("s1").facing is None
    fires = _fires_of(st, "s1")
    targets = {a.target for a in fires}
    assert "0407" in targets and "0401" not in targets  # north of the bunker: outside its arc
    for a in fires:  # each one resolves (before the fix: the fire at 0401 raised "outside s1's arc")
        after = _resolve(st.clone(), a)
        assert not after.unit("s1").hidden


def test_concealed_fire_from_a_bunker_keeps_to_its_arc():
    # the MCTS game's line: V07 Concealed Fire on the hidden unit, then its fire
    st = play_to_turn(_bunker_game("soviet_rifles_41", {"soviet": ["V07"]}).new_initial_state())
    st.apply_str("card V07 s1")
    play_to_turn(st)
    fires = _fires_of(st, "s1")
    targets = {a.target for a in fires}
    assert "0407" in targets and "0401" not in targets
    for a in fires:
        _resolve(st.clone(), a)


def test_a_hidden_mortar_in_a_bunker_is_offered_no_fire():
    st = play_to_turn(_bunker_game("soviet_82mm_mortar").new_initial_state())
    assert _fires_of(st, "s1") == []


def test_a_stunned_unit_is_offered_no_load_and_no_unload():
    # in the vehicle's hex, where loading ignores markers for its cost (E3 15.7), as in the game
    g = mini_game([("h", "german", "0403", "german_rifles_41", 0), ("t", "german", "0403", "german_sdkfz_251_apc", 0),
                   ("r", "soviet", "0408", "soviet_rifles_41", 0)])
    st = play_to_turn(g.new_initial_state())
    st.apply_str("activate h")
    play_to_turn(st)
    assert "load h onto t" in [str(a) for a in st.legal_actions()]
    st.pos = st.pos.replace_unit(st.unit("h").with_(hits=("stunned",)))
    st.touched()
    assert not any(str(a).startswith("load h") for a in st.legal_actions())
    # carried and stunned: rally and stall only (the rules core refuses an unload)
    st = play_to_turn(g.new_initial_state())
    st.apply_str("activate h")
    st.apply_str("load h onto t")
    play_to_turn(st)
    st.pos = st.pos.replace_unit(st.unit("h").with_(hits=("stunned",)))
    st.touched()
    assert not any(str(a).startswith("unload h") for a in st.legal_actions())
