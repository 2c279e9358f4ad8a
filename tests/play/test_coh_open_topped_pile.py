"""The pile of a hit marker follows the Defense colour hit (coh.md 3.1):
an open-topped vehicle hit on its red flank draws a soft marker (coh.md
4.3, E3 16.5), stored under a pile-qualified identity ("pinned/soft",
core.rules.coh.hitmarkers) because the two piles share marker names."""
from __future__ import annotations

from core.play.actions import Marker
from core.play.coh.resolve import _marker_odds
from core.rules.coh.hitmarkers import check_marker, qualified, split_marker, unit_effects
from tests.play.helpers import mini_game, play_to_turn, roll


def _mortar_on_open_top():
    g = mini_game([("v", "german", "0404", "german_pzjg_35r", 0), ("m", "soviet", "0408", "soviet_82mm_mortar", 0)],
                  initiative="soviet")
    st = play_to_turn(g.new_initial_state())
    st.apply_str("activate m")
    st.apply_str("fire m -> 0404")
    roll(st, 6, 5)
    return st


def test_identity_helpers():
    assert split_marker("pinned/soft", True) == ("pinned", False)
    assert split_marker("stunned", True) == ("stunned", True)
    assert qualified("pinned", False, True) == "pinned/soft"
    assert qualified("stunned", True, True) == "stunned"
    assert qualified("destroyed", False, True) == "destroyed"
    assert check_marker("stunned/soft", _unit("german_pzjg_35r"))["rally"] == 7  # soft Stunned: rally 7
    assert check_marker("stunned", _unit("german_pzjg_35r"))["rally"] == 9  # armored Stunned: rally 9


def _unit(cat):
    return mini_game([("v", "german", "0404", cat, 0)]).new_initial_state().unit("v")


def test_open_topped_hit_by_he_draws_from_the_soft_pile():
    st = _mortar_on_open_top()
    while st.chance is not None and st.chance["stage"] == "react":
        st.apply_str("react pass")
    assert st.chance["stage"] == "markers" and st.chance["marker_piles"] == {"v": "soft"}
    names = [o.name for o, _p in st.chance_outcomes()]
    assert "pinned/soft" in names and "berserk/soft" in names  # soft-only markers
    assert all(n.endswith("/soft") for n in names if n != "destroyed")  # either pile's Destroyed is "destroyed"
    assert not any(n.startswith(("immobilized", "light_damage", "gun_damaged")) for n in names)
    st.apply_action(Marker("pinned/soft"))
    play_to_turn(st)
    v = st.unit("v")
    assert v.hits == ("pinned/soft",)
    assert unit_effects(v).no_move  # soft Pinned: cannot move or pivot
    # the state round-trips with the qualified identity
    st2 = st.game.state_from_dict(st.to_dict())
    assert st2.to_dict() == st.to_dict() and st2.unit("v").hits == ("pinned/soft",)


def test_copies_in_use_count_per_pile_whatever_the_holder():
    g = mini_game([("v", "german", "0404", "german_pzjg_35r", 0), ("r", "german", "0405", "german_rifles_41", 0),
                   ("t", "german", "0406", "german_pz_iii_h", 0)])
    st = g.new_initial_state()
    pos = st.pos
    st.pos = pos.replace_unit(pos.unit("r").with_(hits=("berserk",)))
    odds = dict((o.name, p) for o, p in _marker_odds(st, "v", {"v": "soft"}))
    assert "berserk/soft" not in odds  # the soft pile's only Berserk is on the rifles
    st.pos = st.pos.replace_unit(st.pos.unit("t").with_(hits=("panicked",)))  # the armored Panicked (1 copy)
    assert "panicked" not in dict((o.name, p) for o, p in _marker_odds(st, "v"))
    assert "panicked/soft" in odds  # a soft Panicked is still in its pile
    assert abs(sum(odds.values()) - 1) < 1e-9


def test_the_counter_sheet_prints_each_pile_with_its_own_markers():
    # the print's markers (core.model.briefing.markers_needed) stay per pile: names shared by both piles
    # (Stunned, Panicked, Suppressed) are printed once in each, so a soft marker drawn by a vehicle exists
    from core.model.briefing import markers_needed
    sc = mini_game([("v", "german", "0404", "german_pzjg_35r", 0)]).scenario
    rows = {(grp, name): n for grp, name, n in markers_needed(sc)}
    assert rows[("Soft hit markers", "Stunned")] == 2 and rows[("Armored hit markers", "Stunned")] == 2
    assert rows[("Soft hit markers", "Pinned")] == 5 and ("Armored hit markers", "Pinned") not in rows


def test_the_playtest_shows_a_qualified_marker_by_its_own_initial():
    # the playtest layer marks hits by their initial (editor/playtest/layer.py): "pinned/soft" reads "P"
    st = _mortar_on_open_top()
    while st.chance is not None and st.chance["stage"] == "react":
        st.apply_str("react pass")
    st.apply_action(Marker("pinned/soft"))
    play_to_turn(st)
    from core.play.coh.observe import observe
    mine = {u["id"]: u for u in observe(st, "german")["units"]}
    assert [h[:1].upper() for h in mine["v"]["hits"]] == ["P"]
    assert {u["id"]: u for u in observe(st, "soviet")["units"]}["v"]["hits_face_down"] == 1
