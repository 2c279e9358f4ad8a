"""The editor's ruleset-specific extras, found by name.

A ruleset's spec lists the extras it wants (`core.rules.registry`
``traits.editor_extras``, e.g. ``command_overlays``, ``shot_preview``);
`EXTRAS` maps each name to the ``"module:factory"`` that builds it.  The
main window calls `install_extras(window)` once (after the scenario UI):
every extra is built, ``factory(window, name)``, and kept in
``window.extras[name]``.  An extra switches itself on and off with the open
scenario: `extra_active(document, name)` says whether the scenario's
ruleset asks for it.  The window never names an extra or a ruleset.

An extra object provides ``refresh()`` (re-read the document and the
window's saved layout); its docks, layers and tools are added through the
window's ``add_dock`` / ``add_layer`` / ``add_tool`` (editing mode).
"""
from __future__ import annotations

import importlib

from core.rules.registry import traits

# extra name -> "module:factory(window, name)"
EXTRAS: dict[str, str] = {
    "command_overlays": "editor.tng.install:TngUi",  # commanders' ranges, ZOC, gun bands, stack order
    "shot_preview": "editor.fow.install:FowUi",  # status badges and the Shot preview tool
}


def extra_active(document, name: str) -> bool:
    """True while ``document``'s scenario's ruleset lists extra ``name``."""
    return name in traits(document.scenario.ruleset).editor_extras


def install_extras(window) -> dict:
    """Build every extra of `EXTRAS` for ``window``; returns (and keeps as
    ``window.extras``) name -> extra."""
    window.extras = {}
    for name, target in EXTRAS.items():
        mod_name, _, factory = target.partition(":")
        window.extras[name] = getattr(importlib.import_module(mod_name), factory)(window, name)
    return window.extras
