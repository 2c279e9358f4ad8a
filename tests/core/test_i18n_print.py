"""What prints read in Russian (issue 17): the briefing's counter names,
unit kinds, markers and side names come out of core's catalogue; English
as before."""
from __future__ import annotations

import pytest

from core import i18n
from core.formats.scenariofile import load_scenario
from core.model.briefing import briefing, counter_faces, markers_needed
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"
FOW = SAMPLES / "fow_platoon_action.scenario.json"


@pytest.fixture
def ru():
    i18n.set_language("ru")
    yield
    i18n.set_language(None)


def test_english_markers_and_names_as_before():
    sc = load_scenario(BALKA)
    marks = markers_needed(sc)
    assert ("Soft hit markers", "Pinned", 5) in marks or any(g == "Soft hit markers" and n == "Pinned"
                                                              for g, n, _c in marks)
    assert ("Track and control", "VP Germans", 1) in marks and ("Track and control", "Round", 1) in marks
    assert dict(briefing(sc).sides) == {"german": "Germans", "soviet": "Soviets"}
    assert "Rifles '41" in [f.name for f in counter_faces(sc)]


def test_russian_markers_counters_and_sides(ru):
    sc = load_scenario(BALKA)
    marks = markers_needed(sc)
    groups = {g for g, _n, _c in marks}
    names = {n for _g, n, _c in marks}
    assert {"Фишки повреждений (пехота)", "Учёт и контроль"} <= groups
    assert {"Прижат", "Раунд", "ПО: Немцы", "ПО: Советские войска"} <= names
    assert not [n for n in names if n.isascii()]
    assert dict(briefing(sc).sides) == {"german": "Немцы", "soviet": "Советские войска"}
    faces = counter_faces(sc)
    assert "Стрелки '41" in [f.name for f in faces] and "Rifles '41" not in [f.name for f in faces]
    assert "Bunker crew" in [f.name for f in faces]            # the scenario's own name stays as written
    kinds = {f.counter for f in counter_faces(load_scenario(FOW))}
    assert "пехота" in kinds and "infantry" not in kinds


def test_russian_numbers_in_the_counter_key(ru):
    assert i18n.localize_number(f"{19 * 2 / 3 ** 0.5:.1f}") == "21,9"
