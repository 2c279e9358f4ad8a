"""The play area in Russian (issue 17): the playtest docks, the printed
legend and sheets, and the CLI print (no editor started: the print path
installs the translators itself, `editor.translation.ensure_installed`).
English plurals come from ``play_en.ts`` ("3 units", never "3 unit(s)")."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QApplication

from core.formats.scenariofile import load_scenario
from editor import translation
from editor.print.job import PrintJob, PrintOptions
from editor.print.legend import briefing_paragraphs, headings, layout
from editor.print.text import COUNTED
from tests.editor.scenario_helpers import BALKA, scenario_window

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def russian(qapp):
    """Russian translators for the test, English again after it."""
    assert translation.install(QApplication.instance(), "ru") == "ru", "no editor/i18n/*_ru.qm: run scripts/setup-env"
    yield
    translation.install(QApplication.instance(), "en")


def test_playtest_docks_and_panels_read_russian(qtbot, tmp_path, russian):
    w = scenario_window(qtbot, tmp_path, BALKA)
    assert w.playtest.enter(seed=3)
    pt = w.playtest
    assert [d.windowTitle() for d in pt.docks] == ["Действия", "Партия", "Броски и события"]
    assert pt.actions_panel.header.text().startswith("Ходят: Немцы")   # the side's name from core's catalogue
    heads = pt.actions_panel.table.headerItem()
    assert [heads.text(i) for i in range(3)] == ["Действие", "Цена", "Попадание"]
    assert pt.actions_panel.explain.title.text() == "Разбор броска"
    assert "Раунд 1" in pt.game_panel.status.text()
    assert pt.game_panel.table.verticalHeaderItem(0).text() == "ПО"
    assert pt.bar.bot_name() == "greedy" and pt.bar.bot_title() == "жадный"   # shown translated, the id kept
    assert pt.log_panel.caption.text().startswith("событий: ")
    hand = [pt.game_panel.hand.item(i).text() for i in range(pt.game_panel.hand.count())]
    assert "W01  Гранаты" in hand     # card names from the catalogue, in Russian
    pt.actions_panel.explain.show_rolls([{"kind": "attack", "chance": 0.5, "target": 11,
                                          "plus": [{"name": "fp_soft", "value": 5, "rule": "coh.md 2.1"}],
                                          "against": [{"name": "dr_flank", "value": 11, "rule": "coh.md 2.1"}]}])
    tree = pt.actions_panel.explain.tree
    terms = [tree.topLevelItem(0).child(g).child(0).text(0) for g in range(tree.topLevelItem(0).childCount())]
    assert terms == ["FP (по пехоте)", "Защита с фланга"]   # term names through core's catalogue
    s = pt.session
    while any(str(a).startswith("plan ") for a in s.state.legal_actions()):   # coh's pre-round artillery plan
        s.apply(next(a for a in s.state.legal_actions() if str(a).endswith(" hold")))
    s.apply("activate g_hmg")
    pt.select_unit("g_hmg")
    rows = [r.text(0) for r in pt.actions_panel.rows()]
    assert any(r.startswith("огонь HMG34 -> ") for r in rows), rows[:5]   # action rows read in Russian
    assert not any(r.startswith(("fire ", "move ")) for r in rows)
    assert pt.leave()


def test_russian_plural_forms_follow_the_count(russian):
    assert [COUNTED.hexes(n) for n in (1, 3, 5, 21, 22, 25, 11)] == [
        "1 гекс", "3 гекса", "5 гексов", "21 гекс", "22 гекса", "25 гексов", "11 гексов"]


def test_english_plurals_read_as_english(qapp):
    translation.install(QApplication.instance(), "en")
    assert [COUNTED.hidden_units(n) for n in (1, 3)] == ["1 unit set up hidden by the player",
                                                         "3 units set up hidden by the player"]


def test_the_legend_prints_in_russian(qapp, russian):
    job = PrintJob(load_scenario(str(BALKA)), PrintOptions())
    titles = headings()
    assert titles["Terrain"] == "Местность" and titles["Scenario"] == "Сценарий"
    placed = [item[3] for sheet in layout(job, job.pages[0].width, job.pages[0].height) for item in sheet
              if item[0] == "head"]
    assert "Местность" in placed and "Сценарий" in placed
    paras = " ".join(briefing_paragraphs(job))
    assert "Расстановка (Немцы):" in paras and "3 отряда расставлены игроком скрыто" in paras   # side names too
    assert "Победный гекс 1907: 3 ПО в конце игры" in paras
    assert "set-up" not in paras and "Victory hex" not in paras


def test_cli_print_in_russian_installs_its_translators(tmp_path):
    out = tmp_path / "balka.pdf"
    env = dict(os.environ, HEXWRIGHT_LANG="ru", QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "hexwright", "print", str(BALKA), "-o", str(out), "--counters"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    text = subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True,
                          check=True).stdout
    flat = " ".join(text.split())
    assert "Местность" in flat and "Сценарий" in flat and "Укрепления" in flat      # legend headings
    assert "страница A1, лист 1 из 6 (2 ряда x 3 столбца)" in flat                   # map sheet header
    assert "3 отряда расставлены игроком" in flat                                   # (a column may wrap here)
    assert "фишки, лист 1 из 1" in flat and "Стрелки '41" in flat and "Прижат" in flat  # Russian counters
    assert "Terrain" not in flat and "set-up:" not in flat


def test_the_editors_print_under_russian_is_russian(qtbot, tmp_path, russian):
    w = scenario_window(qtbot, tmp_path, BALKA)
    out = tmp_path / "balka.pdf"
    assert w.pack_actions.print_map(str(out), PrintOptions(counters=True), "pdf")
    assert "листов записаны" in w.statusBar().currentMessage()          # "9 листов записаны в ..."
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    flat = " ".join(subprocess.run(["pdftotext", "-layout", str(out), "-"], capture_output=True, text=True,
                                   check=True).stdout.split())
    assert "Местность" in flat and "Сценарий" in flat and "Натуральная величина" in flat
