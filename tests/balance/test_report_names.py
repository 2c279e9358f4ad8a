"""The balance report names sides and unit types as the user sees them
(core.naming), in the text, the plots and for reports saved before names."""
from __future__ import annotations

import pytest

from core import i18n
from core.balance import build_report, make_specs, report_text, run_batch
from core.balance.report import shown
from core.play.game import load_game
from tests.balance.helpers import PARTISANS, payload_of

SIDES = ["german", "soviet"]


@pytest.fixture(scope="module")
def result():
    return run_batch(payload_of(), make_specs(2, SIDES, ["random", "greedy"], 0, swap=True), workers=1)


def test_text_names_sides_and_unit_types(result):
    rep = build_report(load_game(str(PARTISANS)), result)
    assert rep["names"]["sides"] == {"german": "Germans", "soviet": "Soviets"}
    assert set(rep["names"]["unit_types"]) == {k for d in rep["sides"].values() for k in d["losses_per_type"]}
    text = report_text(rep)
    assert "  Germans: win rate" in text and "  Soviets: win rate" in text and "german:" not in text
    assert "as Germans" in text
    lost = next(k for d in rep["sides"].values() for k in d["losses_per_type"])
    assert rep["names"]["unit_types"][lost] != lost and rep["names"]["unit_types"][lost] in text


def test_russian_report_and_plots(result, tmp_path):
    from core.balance.plots import write_plots
    i18n.set_language("ru")
    try:
        game = load_game(str(PARTISANS))
        rep = build_report(game, result)
        text = report_text(rep)
        paths = write_plots(rep, game.scenario.hexmap, str(tmp_path))
    finally:
        i18n.set_language(None)
    assert rep["names"]["sides"]["german"] == "Немцы"
    assert "  Немцы: доля побед" in text and "локальные процессы" not in text  # a serial batch
    assert "в этом процессе" in text
    assert len(paths) == 6 and all((tmp_path / p).stat().st_size > 1000 for p in paths)


def test_a_report_without_names_shows_ids():
    assert shown({}, "sides", "german") == "german"
    assert shown({"names": {"sides": {"german": "Germans"}}}, "sides", "german") == "Germans"
