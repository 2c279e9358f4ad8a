"""Core's messages in Russian (issue 17, first part): every message of the
catalogue (core/messages.py and every `_`/`N_`/`ngettext` string of core
and the CLI) has a finished Russian translation that keeps its
placeholders, and the CLI answers in the language asked for."""
import os
import re
import subprocess
import sys
from pathlib import Path

from babel.messages.pofile import read_po

from core import i18n
from core.messages import MESSAGES, text

ROOT = Path(__file__).resolve().parents[2]
RU = ROOT / "core" / "locale" / "ru" / "LC_MESSAGES" / "hexwright.po"
sys.path.insert(0, str(ROOT / "tools"))
import i18n_catalogue  # noqa: E402


def test_the_russian_catalogue_has_no_unfinished_message():
    assert i18n_catalogue.problems(RU) == []


def test_translations_keep_every_placeholder():
    with open(RU, "rb") as fh:
        cat = read_po(fh)
    for m in cat:
        if m.id and m.string:
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            strings = m.string if isinstance(m.string, tuple) else (m.string,)
            want = sorted(re.findall(r"{[^}]*}", ids[-1]))
            for s in strings:              # every plural form keeps the plural id's placeholders
                assert sorted(re.findall(r"{[^}]*}", s)) == want, m.id


def test_language_comes_from_the_usual_variables(monkeypatch):
    for var in ("HEXWRIGHT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    i18n.set_language(None)
    assert i18n.language() == "en"
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert i18n.language() == "ru"
    monkeypatch.setenv("HEXWRIGHT_LANG", "en")
    assert i18n.language() == "en"


def test_messages_render_in_russian_and_fall_back_to_english(monkeypatch):
    i18n.set_language("ru")
    try:
        assert text("summary.none") == "Проблем не найдено"
        assert text("setup.deck_empty", {"deck": "g"}) == "В колоде g нет карт"
        i18n.set_language("xx")                      # no catalogue: English
        assert text("summary.none") == MESSAGES["summary.none"]
    finally:
        i18n.set_language(None)


def test_the_cli_answers_in_russian(tmp_path):
    env = dict(os.environ, HEXWRIGHT_LANG="ru")
    done = subprocess.run([sys.executable, "-m", "hexwright", "validate", "/nonexistent.json"], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    assert done.returncode != 0
    assert "нет такого файла" in done.stdout + done.stderr
