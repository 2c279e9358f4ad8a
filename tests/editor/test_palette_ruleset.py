"""The palette keeps its lists when a file of the ruleset it shows is
opened (no rebuild on the GUI thread) and rebuilds them for another."""
from PySide6.QtCore import Qt

from core.rules.catalogue import load_catalogue
from editor.tools.settings import ToolSettings
from editor.widgets.palette import PaletteWidget


def _names(p, key="terrain"):
    lst = p.lists[key]
    return [lst.item(i).data(Qt.UserRole) for i in range(lst.count())]


def test_same_ruleset_keeps_the_lists_another_rebuilds_them(qtbot):
    settings = ToolSettings()
    p = PaletteWidget(settings, "coh")
    qtbot.addWidget(p)
    first = p.lists["terrain"].item(0)
    p.set_ruleset("coh")
    assert p.lists["terrain"].item(0) is first            # not rebuilt
    assert _names(p) == list(load_catalogue("coh").terrain)
    p.set_ruleset("tng")
    assert _names(p) == list(load_catalogue("tng").terrain)
    assert settings.terrain in load_catalogue("tng").terrain


def test_an_unknown_choice_is_fixed_even_without_a_rebuild(qtbot):
    settings = ToolSettings()
    p = PaletteWidget(settings, "coh")
    qtbot.addWidget(p)
    settings.set(terrain="no_such_terrain")
    p.set_ruleset("coh")
    assert settings.terrain == next(iter(load_catalogue("coh").terrain))
    assert p.lists["terrain"].currentItem().data(Qt.UserRole) == settings.terrain
