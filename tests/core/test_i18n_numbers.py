"""Numbers shown to people in the user's language (issue 17): decimal
commas and the percent sign as Russian writes them (core.i18n.decimal,
percent, Number); English exactly as Python formats."""
from __future__ import annotations

import pytest

from core import i18n
from core.play.coh.explain import p_2d6_at_least
from core.play.tng.rolls import at_most_text


@pytest.fixture
def ru():
    i18n.set_language("ru")
    yield
    i18n.set_language(None)


def test_english_numbers_are_pythons():
    assert i18n.percent(0.42) == "42%" == f"{0.42:.0%}"
    assert i18n.percent(0.425, 1) == f"{0.425:.1%}"
    assert i18n.decimal(0.5) == "0.5"
    assert "{r:.1%} {m} {n:,.1f}".format(r=i18n.Number(0.425), m=i18n.Number(3.25), n=i18n.Number(12345.5)) == \
        "42.5% 3.25 12,345.5"


def test_russian_numbers_have_decimal_commas_and_a_spaced_percent(ru):
    assert i18n.percent(0.42) == "42\u00a0%"
    assert i18n.percent(0.425, 1) == "42,5\u00a0%"
    assert i18n.decimal(0.5) == "0,5" and i18n.decimal(-2.25, 2) == "-2,25"
    assert "{r:.1%} {m} {n:,.1f} {d:+d}".format(r=i18n.Number(0.425), m=i18n.Number(3.25), n=i18n.Number(12345.5),
                                               d=i18n.Number(3)) == "42,5\u00a0% 3,25 12\u00a0345,5 +3"
    assert str(i18n.Number(7)) == "7"


def test_an_unknown_language_writes_english_numbers():
    i18n.set_language("xx")
    try:
        assert i18n.percent(0.42) == "42%" and i18n.decimal(0.5) == "0.5"
    finally:
        i18n.set_language(None)


def test_roll_chances_read_in_russian(ru):
    assert f"({i18n.percent(p_2d6_at_least(7))})" == "(58\u00a0%)"
    assert "(50\u00a0%)" in at_most_text(4, [])      # tng: a d10 roll of 4 or less
