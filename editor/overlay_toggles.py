"""The map overlays, toggled from one place and remembered.

Every overlay the window or its extras offer is a checkable action in the
window's action registry (`editor.actions`) under an id listed in
`OVERLAY_IDS` (or registered later with `OverlayToggles.add`).
`OverlayToggles` gathers them into one "Overlays" section of the View
menu and one "Overlays" tool bar, restores each one's state from QSettings
(``overlays/<id>``; the Preferences dialog edits the same keys) and writes
it back whenever it is toggled.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolBar

# id -> short tool bar text; the menu keeps the action's own text.
OVERLAY_IDS: dict[str, str] = {
    "view.labels": QT_TRANSLATE_NOOP("OverlayToggles", "Labels"),
    "view.show_hidden": QT_TRANSLATE_NOOP("OverlayToggles", "Hidden"),
    "view.movement_preview": QT_TRANSLATE_NOOP("OverlayToggles", "Moves"),
    "view.fire_arc": QT_TRANSLATE_NOOP("OverlayToggles", "Arc"),
}
KEY = "overlays/{}"


def overlay_state(settings: QSettings, action_id: str, default: bool) -> bool:
    """The remembered state of overlay ``action_id`` (``default`` when none
    is stored or the stored value is not a bool)."""
    value = settings.value(KEY.format(action_id), default)
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes") if value.lower() in ("0", "1", "true", "false", "yes",
                                                                           "no") else default
    return bool(value)


class OverlayToggles:
    """The overlays of one window (see the module doc): ``menu`` is the
    View menu, ``bar`` the tool bar made here."""

    def __init__(self, registry, settings: QSettings, menu: QMenu, bar: QToolBar):
        self.registry = registry
        self.settings = settings
        self.menu = menu
        self.bar = bar
        self.section = menu.insertSection(menu.actions()[0] if menu.actions() else None,
                                          QCoreApplication.translate("OverlayToggles", "Overlays"))
        self.actions: dict[str, QAction] = {}
        for action_id, short in OVERLAY_IDS.items():
            act = self._find(action_id)
            if act is not None:
                self.add(action_id, act, short)

    def _find(self, action_id: str) -> QAction | None:
        try:
            return self.registry.get(action_id)
        except KeyError:
            return None

    def add(self, action_id: str, act: QAction, short: str) -> None:
        """Put overlay ``act`` in the View menu's Overlays section and on the
        tool bar (as ``short``), restore its state and remember changes."""
        if action_id in self.actions or act is None:
            return
        self.actions[action_id] = act
        self.menu.removeAction(act)
        after = list(self.actions.values())
        anchor_index = self.menu.actions().index(self.section) + len(after)
        items = self.menu.actions()
        before = items[anchor_index] if anchor_index < len(items) else None
        self.menu.insertAction(before, act)
        self.bar.addAction(act)
        button = self.bar.widgetForAction(act)
        if button is not None:
            button.setText(QCoreApplication.translate("OverlayToggles", short))
        act.setChecked(overlay_state(self.settings, action_id, act.isChecked()))
        act.toggled.connect(lambda on, k=action_id: self.settings.setValue(KEY.format(k), bool(on)))

    def reload(self) -> None:
        """Set every overlay from the stored states (after Preferences)."""
        for action_id, act in self.actions.items():
            act.setChecked(overlay_state(self.settings, action_id, act.isChecked()))
