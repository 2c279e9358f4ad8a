"""Issue 18 items 1-3 at the core: inverses restore exactly, never re-check
rules the forward edit changed; removing a reinforcement takes its units'
VP entries; undo-all gives back the same file text."""
import copy
from pathlib import Path

import pytest

from core import edits as E
from core.formats.scenariofile import dumps_scenario, load_scenario, scenario_to_dict

BALKA = Path(__file__).resolve().parents[2] / "sample_maps" / "coh_balka_hill.scenario.json"


def _text(sc) -> str:
    return dumps_scenario(scenario_to_dict(sc))


def _undo_all(sc, inverses):
    for inv in reversed(inverses):
        inv.apply(sc)


def test_lowering_rounds_below_a_reinforcement_is_refused_up_front():
    sc = load_scenario(BALKA)
    before = copy.deepcopy(sc)
    with pytest.raises(E.EditError, match=r"rounds 3: reinforcement 2 \(soviet, 1 unit\) arrives in round 4"):
        E.set_property(sc, "rounds", 3)
    assert sc == before


def test_remove_reinforcement_lower_rounds_undo_twice_restores_exactly():
    sc = load_scenario(BALKA)
    before, text = copy.deepcopy(sc), _text(sc)
    r4 = next(i for i, r in enumerate(sc.reinforcements) if r.round == 4)
    invs = [E.remove_reinforcement(sc, r4), E.set_property(sc, "rounds", 3)]
    assert sc.rounds == 3 and sc.unit("s_t26") is None
    assert sc.caps_by_round == {}  # Soviet CAPs for rounds 5-6 go with the rounds they belong to
    _undo_all(sc, invs)
    assert sc == before and _text(sc) == text and sc.caps_by_round == {"soviet": {5: 8, 6: 8}}


def test_an_inverse_is_never_rechecked_against_rules_the_forward_edit_changed():
    sc = load_scenario(BALKA)
    r4 = next(i for i, r in enumerate(sc.reinforcements) if r.round == 4)
    inv = E.remove_reinforcement(sc, r4)
    E.put_field(sc, "scenario", None, "rounds", 3)  # whatever happened since, the undo puts back what was there
    inv.apply(sc)
    assert sc.reinforcements[r4].round == 4 and sc.unit("s_t26") is not None


def test_removing_a_reinforcement_removes_its_units_vp_and_undo_restores_the_order():
    sc = load_scenario(BALKA)
    assert list(sc.victory.unit_vp) == ["g_pz3", "s_t26"]
    text = _text(sc)
    i = next(i for i, r in enumerate(sc.reinforcements) if any(u.id == "g_pz3" for u in r.units))
    inv = E.remove_reinforcement(sc, i)
    assert "g_pz3" not in sc.victory.unit_vp and sc.unit("g_pz3") is None
    assert E.remove_reinforcement.parts >= {"victory"}
    inv.apply(sc)
    assert list(sc.victory.unit_vp) == ["g_pz3", "s_t26"] and _text(sc) == text


def test_undo_all_gives_back_the_same_text_for_order_sensitive_tables():
    sc = load_scenario(BALKA)
    text = _text(sc)
    deck = sc.decks[0].id
    invs = [E.set_deck_draw(sc, deck, "german", at_start=0, per_round=0),  # removes the first entries
            E.set_deck_draw(sc, deck, "german", at_start=3, per_round=2),  # ... and adds them last
            E.set_unit_vp(sc, "g_pz3", None), E.set_unit_vp(sc, "g_pz3", 5),
            E.remove_unit(sc, "s_t26"),
            E.set_caps(sc, sc.side_ids()[0], None), E.set_caps(sc, sc.side_ids()[0], 9),
            E.set_deck_card(sc, deck, next(iter(sc.decks[0].cards)), 0)]
    assert list(sc.decks[0].draw_at_start) == ["soviet", "german"]
    assert _text(sc) != text
    _undo_all(sc, invs)
    assert list(sc.decks[0].draw_at_start) == ["german", "soviet"]
    assert _text(sc) == text
