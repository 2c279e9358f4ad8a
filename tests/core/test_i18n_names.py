"""Catalogue names in Russian (issue 17): terrain, hexside features,
fortifications, unit types, cards and hit markers of every ruleset are
messages of the catalogue (with a msgctxt for their role) and
`core.naming` shows them in the current language."""
import sys
from pathlib import Path

from babel.messages.pofile import read_po

from core import i18n, naming

ROOT = Path(__file__).resolve().parents[2]
RU = ROOT / "core" / "locale" / "ru" / "LC_MESSAGES" / "hexwright.po"
sys.path.insert(0, str(ROOT / "tools"))
import i18n_catalogue  # noqa: E402


def _ru(fn, *args):
    i18n.set_language("ru")
    try:
        return fn(*args)
    finally:
        i18n.set_language(None)


def test_the_seed_word_for_balka_and_english_otherwise(monkeypatch):
    monkeypatch.setenv("HEXWRIGHT_LANG", "en")
    assert _ru(naming.terrain_label, "coh", "large_balka") == "Большая балка"   # seed 000: balka = балка
    assert _ru(naming.terrain_name, "coh", "large_balka") == "большая балка"
    assert _ru(naming.feature_name, "coh", "small_balka") == "Малая балка"
    assert naming.terrain_name("coh", "large_balka") == "large balka"
    assert naming.feature_name("coh", "small_balka") == "Small balka"


def test_the_environment_selects_russian(monkeypatch):
    monkeypatch.setenv("HEXWRIGHT_LANG", "ru")
    i18n.set_language(None)
    assert naming.card_name("Grenades") == "Гранаты"
    assert naming.fortification_name("fow", "minefield") == "Минное поле"
    assert naming.hit_marker_name("pinned") == "прижат"
    assert naming.unit_type_name("Kutuzov") == "Кутузов"


def test_equal_english_words_differ_by_role():
    # "Redoubt" is terrain and "Redoubt (work)" a fortification in tng; "Sniper" a unit, "Sniper Fire" a card
    assert _ru(naming.terrain_label, "tng", "redoubt") == "Редут"
    assert _ru(naming.fortification_name, "tng", "redoubt") == "Редут (укрепление)"
    with open(RU, "rb") as fh:
        cat = read_po(fh)
    assert cat.get("Sniper", context="unit").string == "Снайпер"


def test_every_catalogue_name_is_translated():
    names = i18n_catalogue.catalogue_names()
    assert len(names) > 150
    with open(RU, "rb") as fh:
        cat = read_po(fh)
    for ctx, name, _where in names:
        m = cat.get(name, context=ctx)
        assert m is not None and m.string and not m.fuzzy, (ctx, name)
