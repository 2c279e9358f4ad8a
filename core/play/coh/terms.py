"""Readable words of the Conflict of Heroes roll explanations (issue 17):
the itemised terms' names and the outcomes, as catalogue messages.

An explanation (`core.play.coh.explain`) keeps its terms and outcome as
data (``{"name": "fp_soft", ...}``, ``"outcome": "hit"``); its ``lines``
show them through `term_text` and `outcome_text`: the English message is
the name with ``_`` as a space (``"fp soft"``), translated with gettext.
A name not listed here shows as that English (tests/core/
test_i18n_coverage.py lists every name the rules code gives).
"""
from __future__ import annotations

from core.i18n import N_, _

# every term name of the coh rules core (core/rules/coh: combat, strikes,
# hitmarkers, flame; core/play/coh/explain), as its readable English
TERMS = (
    N_("fp soft"), N_("fp hard"), N_("hit marker"), N_("support"), N_("long range"), N_("adjacent"),
    N_("close combat"), N_("higher attacker"), N_("smoke"), N_("card"), N_("caps"), N_("dr front"),
    N_("dr flank"), N_("terrain"), N_("higher target"), N_("bunker arc"), N_("bunker flank"),
    N_("hasty defense"), N_("vehicle cover"), N_("wall"), N_("air burst"), N_("cover"), N_("unhit friends"),
    N_("rally number"), N_("detect on"), N_("hit number"), N_("owner caps"), N_("drift number"),
    N_("airplane defense"), N_("bunker"), N_("trench"), N_("wire"), N_("mines"), N_("roadblock"), N_("apc bonus"),
)

# every outcome word of the explanations
OUTCOMES = (
    N_("hit"), N_("miss"), N_("destroyed"), N_("no unit in the hex"), N_("rallied"), N_("failed"), N_("found"),
    N_("stays hidden"), N_("on target"), N_("driven off"), N_("the airplane attacks"),
)


def term_text(name: str) -> str:
    """The readable name of term ``name`` (``"fp_soft"`` -> ``"fp soft"``,
    ``"caps_german"`` -> ``"caps german"``) in the current language."""
    if name.startswith("caps_"):
        return _("caps {side}").format(side=name[5:])
    return _(name.replace("_", " "))


def outcome_text(outcome: str | None) -> str:
    """The outcome word ``outcome`` (``"hit"``...) in the current language."""
    return _(outcome) if outcome else ""
