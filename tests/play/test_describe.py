"""Actions describe themselves from their fields given unit names
(`core.play.describe`, `core.play.readable`): legal unit ids that are also
action words or hex-like words are never mistaken for each other."""
from __future__ import annotations

from core.formats.scenariofile import load_scenario
from core.play.actions import Activate, Fire, Move, Pivot
from core.play.costs import Cost
from core.play.describe import cost_text, describe
from core.play.readable import Readable
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


def test_a_unit_called_fire_named_maxim():
    names = {"fire": "Maxim", "move": "Rifles"}
    assert str(Fire(units=("fire",), target="0507")) == "fire fire -> 0507"
    assert describe(Fire(units=("fire",), target="0507"), names) == "fire Maxim -> 0507"
    assert describe(Move(units=("move", "fire"), to=("0304", "0304")), names) == "move Rifles + Maxim 0304"
    assert describe(Fire(units=("fire",), target="move", pay="caps"), names) == "fire Maxim -> Rifles [cap]"


def test_the_log_keeps_the_action_word():
    sc = load_scenario(BALKA)
    sc.units[0].id = "fire"
    sc.units[0].name = "Maxim"
    r = Readable(sc)
    assert r.action(Fire(units=("fire",), target="0507")) == "fire Maxim -> 0507"
    assert r.text("R1 soviet: fire fire -> 0507") == "R1 Soviets: fire Maxim -> 0507"   # the side by its name


def test_facings_read_as_compass_words():
    r = Readable(load_scenario(BALKA))
    assert r.action(Pivot(units=("s_maxim",), facing=0)) == "pivot Bunker crew to N"
    assert r.action(Pivot(units=("s_maxim",), facing=3)) == "pivot Bunker crew to S"
    assert r.action(Activate("s_rifles_1")) == "activate Rifles '41 #1"
    from core.play.tng.actions import TMove
    tng = Readable(load_scenario(SAMPLES / "tng_borodino_outpost.scenario.json"))
    assert tng.action(TMove(unit="fr_compans_1", to="1016", facing=3)).endswith("1016 facing SW")


def test_cost_text():
    assert cost_text(Cost()) == "-"
    assert cost_text(Cost(new_pool=7)) == "new 7 AP pool"
    assert cost_text(Cost(ap=2, pay="ap")) == "2 AP"
    assert cost_text(Cost(ap=3, caps=1, pay="ap", extra_caps=1)) == "3 AP (1 via CAP)"
    assert cost_text(Cost(ap=2, caps=2, pay="opportunity", roll_caps=2)) == "2 AP opp. + 2 CAPs"
    assert cost_text(Cost(caps=3, pay="caps")) == "3 CAPs (command)"
    assert cost_text(Cost(known=False)) == "?"
    assert cost_text(Cost(ap=2, ap_max=7, pay="ap")) == "2-7 AP"   # barbed wire: step + 1D6
    assert cost_text(Cost(engine_text="3 MP")) == "3 MP"
