"""The CLI in Russian (issue 17): errors, LOS reasons and roll explanations
come out of the catalogue in the language asked for (``HEXWRIGHT_LANG=ru``
or `core.i18n.set_language`), with the file, the JSON path and the rule
references as they are."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from core import i18n
from core.los import line_of_sight
from core.los.blockers import blockers_of
from hexwright.cli import main
from tests.core.test_los import cmap

ROOT = Path(__file__).resolve().parents[2]
PARTISANS = ROOT / "sample_maps" / "coh_partisans.scenario.json"


@pytest.fixture
def ru():
    i18n.set_language("ru")
    yield
    i18n.set_language(None)


def test_environment_variable_selects_russian(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "hexwright.map",\n', encoding="utf-8")
    env = dict(os.environ, HEXWRIGHT_LANG="ru")
    done = subprocess.run([sys.executable, "-m", "hexwright", "validate", str(bad)], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 1                     # validate: the problems it found, exit 1
    assert f"{bad}: строка 2, столбец 1: JSON обрывается раньше времени" in done.stdout


def test_a_json_path_error_in_russian(ru, tmp_path, capsys):
    f = tmp_path / "fmt.json"
    f.write_text('{"format": "nonsense"}', encoding="utf-8")
    assert main(["validate", str(f)]) == 1
    err = capsys.readouterr().out
    assert f'{f}: $.format: неизвестный формат "nonsense": ожидалось одно из hexwright.map' in err


def test_an_unknown_ruleset_in_russian(ru, tmp_path, capsys):
    doc = json.loads((ROOT / "sample_maps" / "coh_two_boards.json").read_text(encoding="utf-8"))
    doc["ruleset"] = "xyz"
    f = tmp_path / "xyz.json"
    f.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["validate", str(f)]) == 1
    err = capsys.readouterr().out
    # the schema's own description is translated too
    assert ('$.ruleset: ожидалось одно из "coh", "tng", "fow", получено "xyz" '
            "(правила, местность которых использует карта)") in err


def test_a_los_explanation_in_russian(ru, capsys):
    assert main(["los", str(PARTISANS), "0101", "0510", "1005"]) == 0
    out = capsys.readouterr().out.splitlines()
    # terrain named by the catalogue, the rule reference as it is
    assert out[0] == ("0101 -> 0510: заблокирована: Густой лес в 0203, 0204, 0305 (уровень 0, уровень LOS 1) "
                      "выше обоих концов (уровень 0) (coh.md 6)")
    assert out[1] == "0101 -> 1005: свободна"
    assert out[2] == "1 из 2 гексов в линии видимости"


def test_a_blind_spot_is_still_recognised_in_russian(ru):
    m = cmap({"0401": {"elevation": 2}, "0403": {"terrain": "woods"}})
    r = line_of_sight(m, m.parse("0401"), m.parse("0404"))
    assert "слепой зоне" in r.reason
    assert any(b.kind == "blind_spot" for b in blockers_of(m, m.parse("0401"), m.parse("0404"), r))


def test_replay_explain_in_russian(ru, tmp_path, capsys):
    log = tmp_path / "game.json"
    assert main(["play", str(PARTISANS), "--log", str(log)]) == 0
    capsys.readouterr()
    assert main(["replay", str(log), "--explain"]) == 0
    out = capsys.readouterr().out
    assert "броски: объяснено" in out
    attack = next(line for line in out.splitlines() if ". атака " in line)
    assert ". атака g_" not in out and ". атака s_" not in out     # units by their names, not their ids
    assert "нужно 2D6 >= " in attack and "; выпало " in attack
    assert "  за: " in out and "FP (по пехоте) [напечатано на фишке (coh.md 2.1)]" in out   # the rule's note too
    assert "printed on the counter" not in out and "\u00a0%)" in out       # "58 %": a Russian percentage
    assert "Защита с " in out                       # the Defense term, front or flank
    assert "инициатива " in out


def test_validate_a_missing_file_answers_in_russian():
    """The issue's check: ``HEXWRIGHT_LANG=ru hexwright validate /nonexistent.json``."""
    env = dict(os.environ, HEXWRIGHT_LANG="ru")
    done = subprocess.run([sys.executable, "-m", "hexwright", "validate", "/nonexistent.json"], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    assert done.stdout.strip() == "/nonexistent.json: нет такого файла"
    assert done.returncode == 1 and not done.stderr


def test_validate_names_the_severity_in_russian(tmp_path):
    doc = json.loads(PARTISANS.read_text(encoding="utf-8"))
    doc["reinforcements"] = list(doc.get("reinforcements") or []) + [{"round": 2, "side": "soviet", "units": []}]
    if isinstance(doc.get("map"), dict) and "file" in doc["map"]:
        doc["map"]["file"] = str(PARTISANS.parent / doc["map"]["file"])
    bad = tmp_path / "empty_reinforcement.scenario.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    env = dict(os.environ, HEXWRIGHT_LANG="ru")
    done = subprocess.run([sys.executable, "-m", "hexwright", "validate", str(bad)], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    line = next(x for x in done.stdout.splitlines() if "Подкрепление" in x)
    assert ": предупреждение: " in line and "Советские войска" in line and "warning" not in line
