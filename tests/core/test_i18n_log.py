"""The playtest log and the roll explanations in Russian (issue 17): the
stored log keeps the engines' machine notation, what is shown reads in
the user's language with unit, side and card names (core.play.readable,
core.play.action_parse, core.play.rule_text, core.play.describe)."""
from __future__ import annotations

import pytest

from core import i18n
from core.formats.scenariofile import load_scenario
from core.play.action_parse import parse_action
from core.play.actions import Draw, Fire, Move, Pivot
from core.play.describe import term_label
from core.play.readable import Readable
from core.play.replay_cursor import roll_entry
from core.play.rule_text import rule_text
from core.play.session import PlaySession
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"


@pytest.fixture
def ru():
    i18n.set_language("ru")
    yield
    i18n.set_language(None)


def test_every_legal_action_reads_back_from_its_notation():
    for name in ("coh_balka_hill", "tng_borodino_outpost", "fow_platoon_action"):
        s = PlaySession(load_scenario(SAMPLES / f"{name}.scenario.json"), seed=2)
        st = s.state
        acts = st.legal_actions()
        assert acts, name
        for a in acts:
            assert parse_action(str(a)) == a, (name, str(a))
    paid = Fire(units=("g1", "g2"), target="0507", pay="card", card="02", extra_caps=1, roll_caps=2)
    assert parse_action(str(paid)) == paid
    split = Move(units=("g1", "g2"), to=("0304", "0305"))
    assert parse_action(str(split)) == split
    assert parse_action("fire g1") is None and parse_action("nonsense 12") is None


def test_an_action_line_reads_in_russian_with_names(ru):
    r = Readable(load_scenario(BALKA))
    line = r.text("R1 german: fire g_hmg -> 1604 [cap] [roll +2]")
    assert line == f"R1 Немцы: огонь {r.unit('g_hmg')} -> 1604 [за CAP] [бросок +2]"
    assert "g_hmg" not in line and r.unit("g_hmg") != "g_hmg"
    pivot = r.text(f"R1 soviet: {Pivot(units=('s_maxim',), facing=0)}")
    assert pivot.startswith("R1 Советские войска: ") and pivot.endswith(" С")      # north, as a Russian word
    assert r.text("R1 soviet: card 09 s_maxim").startswith("R1 Советские войска: карта 09 «")
    assert r.text("R1 инициатива у стороны «german»") == "R1 инициатива у стороны «Немцы»"


def test_english_action_lines_keep_the_engine_words_with_names():
    r = Readable(load_scenario(BALKA))
    assert r.text("R1 german: rally g_hmg [cap]") == f"R1 Germans: rally {r.unit('g_hmg')} [cap]"


def test_roll_lines_in_russian(ru):
    s = PlaySession(load_scenario(BALKA), seed=1)
    st = s.game.new_initial_state()
    while st.is_chance_node() and not getattr(st, "draws", None):
        st.apply_action(st.chance_outcomes()[0][0])
    assert st.draws, "the opening draws"
    side = st.draws[0][1]
    at, text, owner, public = roll_entry(st, Draw(card="02"))
    assert owner == side
    assert text.startswith(f"сторона «{side}» тянет карту 02 «") and public == f"сторона «{side}» тянет карту"
    assert Readable(load_scenario(BALKA)).text(text).startswith("сторона «")
    assert "german" not in Readable(load_scenario(BALKA)).text(text) + Readable(load_scenario(BALKA)).text(public)


def test_rule_notes_in_russian(ru):
    assert rule_text("printed on the counter (coh.md 2.1); flank: HE (coh.md 8.1)") == \
        "напечатано на фишке (coh.md 2.1); с фланга: ОФ (coh.md 8.1)"
    assert rule_text("coh.md 1.1 (at most 2 CAPs per roll)") == "coh.md 1.1 (не больше 2 CAP на бросок)"
    assert rule_text("rules/coh.md 8.2 (3 German, 4 Soviet; play_rules.json drift_number)") == \
        "rules/coh.md 8.2 (3 у немцев, 4 у советских войск; play_rules.json drift_number)"
    assert rule_text("seed 001 pp. 90-91: digging in is a skill test") == \
        "seed 001 pp. 90-91: окапывание — проверка навыка"
    assert rule_text("coh.md 5.1 (large_balka)", {"large_balka": "большая балка"}.get) == "coh.md 5.1 (большая балка)"
    assert rule_text("tng 9.51") == "tng 9.51"


def test_rule_notes_stay_english_in_english():
    rule = "printed on the counter (coh.md 2.1); flank: HE (coh.md 8.1)"
    assert rule_text(rule) == rule


def test_term_names_built_with_values_read_by_their_parts(ru):
    assert term_label("ratio 1-1") == "соотношение 1-1"
    assert term_label("dig_in (skill)") == "окапывание (навык)"
    assert term_label("bog (going)") == "застревание (проходимость)"
    assert term_label("fp_soft") == i18n._("fp soft") != "fp soft"
    assert term_label("unheard_of_term") == "unheard of term"


def test_the_explanation_headline_names_the_units(ru):
    sc = load_scenario(BALKA)
    r = Readable(sc)
    d = {"roll": "attack", "who": "g_hmg -> s_rifles_1", "rule": "coh.md 2.1 (AV = FP + 2D6 >= DV)",
         "lines": ["атака g_hmg -> s_rifles_1: нужно 2D6 >= 7 (58%)"],
         "plus": [{"name": "fp_soft", "value": 5, "rule": "printed on the counter (coh.md 2.1)"}],
         "against": [{"name": "terrain", "value": 1, "rule": "coh.md 5.1 (light_woods)"}]}
    shown = r.explanation(d)
    assert shown["lines"][0] == f"атака {r.unit('g_hmg')} -> {r.unit('s_rifles_1')}: нужно 2D6 >= 7 (58%)"
    assert shown["who"] == f"{r.unit('g_hmg')} -> {r.unit('s_rifles_1')}"
    assert shown["plus"][0]["rule"] == "напечатано на фишке (coh.md 2.1)"
    assert "light_woods" not in shown["against"][0]["rule"] and shown["against"][0]["rule"].startswith("coh.md 5.1 (")
    assert d["who"] == "g_hmg -> s_rifles_1" and d["plus"][0]["rule"] == "printed on the counter (coh.md 2.1)"


def test_a_russian_game_log_has_no_engine_notation_left(ru):
    s = PlaySession(load_scenario(BALKA), seed=3)
    for _ in range(12):
        if s.state.is_terminal():
            break
        s.play_bot_turn()
    r = Readable(s.game.scenario)
    shown = [r.text(t) for _k, t in s.log_lines()]
    assert shown
    for word in (" german", " soviet", ": fire ", ": move ", ": activate ", "draws card", "rolled ", "[cap]",
                 " left", "pool ", "printed on the counter"):
        assert not [x for x in shown if word in x], word
    assert any(": движение " in x or ": огонь " in x for x in shown)


def test_the_game_state_does_not_depend_on_the_language():
    """Log lines and reasons are translated where they are shown, never in
    what the state hash covers: the same seeded game ends in the same state
    in English and in Russian (replays and saved games stay portable)."""
    for name in ("coh_balka_hill", "tng_borodino_outpost", "fow_platoon_action"):
        hashes = []
        for lang in ("en", "ru"):
            i18n.set_language(lang)
            try:
                s = PlaySession(load_scenario(SAMPLES / f"{name}.scenario.json"), seed=5)
                for _ in range(6):
                    if s.state.is_terminal():
                        break
                    s.play_bot_turn()
                hashes.append(s.state.state_hash())
            finally:
                i18n.set_language(None)
        assert hashes[0] == hashes[1], name


def test_tng_log_facings_read_as_compass_words(ru):
    sc = load_scenario(SAMPLES / "tng_borodino_outpost.scenario.json")
    r = Readable(sc)
    line = "T1: " + i18n._("{unit} moves {frm} -> {to} facing {facing}{note}").format(
        unit="fr_compans_1", frm="0512", to="0911", facing=3, note="")
    shown = r.text(line)
    assert shown.endswith(", направление " + r.facing_word(3)) and r.facing_word(3) in ("Ю", "ЮЗ", "ЮВ", "З", "В", "С")
    assert r.unit("fr_compans_1") in shown or "fr_compans_1" not in r.names
