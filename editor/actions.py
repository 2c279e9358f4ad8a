"""`ActionRegistry`: the main window's menus and actions by id.

Every menu entry the window, its installers and its modes create is
registered under a stable id (``"file.save"``, ``"view.labels"``,
``"playtest.start"``...) and looked up by that id -- never by its visible,
translatable text.  Menus are registered by id too (``"file"``, ``"edit"``,
``"view"``, ``"tools"``, ``"scenario"``, ``"playtest"``).  An action's
``objectName`` is its id, so tests and scripts can find it with
``window.findChild(QAction, id)`` as well.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QWidget


class ActionRegistry:
    """Actions and menus of one window (``parent``) by id.

    `add` / `create` raise ``KeyError`` for an id used twice (two entries
    must never share an id); `action` / `menu` raise ``KeyError`` naming
    the unknown id."""

    def __init__(self, parent: QWidget, menu_bar: QMenuBar):
        self.parent = parent
        self.menu_bar = menu_bar
        self._actions: dict[str, QAction] = {}
        self._menus: dict[str, QMenu] = {}

    # --- menus ----------------------------------------------------------------------
    def add_menu(self, menu_id: str, title: str) -> QMenu:
        """A new menu-bar menu ``title`` registered as ``menu_id``."""
        if menu_id in self._menus:
            raise KeyError(f"menu id {menu_id!r} is already registered")
        menu = self.menu_bar.addMenu(title)
        menu.setObjectName(f"menu.{menu_id}")
        menu.menuAction().setObjectName(f"menu.{menu_id}")
        self._menus[menu_id] = menu
        return menu

    def menu(self, menu_id: str) -> QMenu:
        """The menu registered as ``menu_id``."""
        try:
            return self._menus[menu_id]
        except KeyError:
            raise KeyError(f"no menu {menu_id!r}; known: {', '.join(self._menus)}") from None

    def menu_ids(self) -> list[str]:
        """Menu ids in menu-bar order."""
        return list(self._menus)

    # --- actions --------------------------------------------------------------------
    def add(self, action_id: str, action: QAction, menu: str | QMenu | None = None,
            before: QAction | None = None) -> QAction:
        """Register ``action`` as ``action_id`` (its objectName becomes the
        id) and put it in ``menu`` (an id or a `QMenu`; before ``before``
        when given)."""
        if action_id in self._actions:
            raise KeyError(f"action id {action_id!r} is already registered")
        action.setObjectName(action_id)
        self._actions[action_id] = action
        if menu is not None:
            m = self.menu(menu) if isinstance(menu, str) else menu
            m.insertAction(before, action) if before is not None else m.addAction(action)
        return action

    def create(self, action_id: str, text: str, slot: Callable[[], object] | None = None,
               menu: str | QMenu | None = None, shortcut=None, tip: str = "", checkable: bool = False,
               checked: bool = False, before: QAction | None = None) -> QAction:
        """A new `QAction` ``text`` calling ``slot()`` when triggered (a
        checkable one: connect ``toggled`` yourself), registered as
        ``action_id`` and added to ``menu``; ``shortcut`` a `QKeySequence`,
        its standard key or a string; ``tip`` the status tip."""
        act = QAction(text, self.parent)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
        if checkable:
            act.setCheckable(True)
            act.setChecked(checked)
        if slot is not None:
            act.triggered.connect(lambda _checked=False: slot())
        return self.add(action_id, act, menu, before)

    def action(self, action_id: str) -> QAction:
        """The action registered as ``action_id``."""
        try:
            return self._actions[action_id]
        except KeyError:
            raise KeyError(f"no action {action_id!r}") from None

    def get(self, action_id: str) -> QAction | None:
        """The action ``action_id``, or None."""
        return self._actions.get(action_id)

    def ids(self) -> list[str]:
        """Every registered action id, in registration order."""
        return list(self._actions)

    def id_of(self, action: QAction) -> str | None:
        """The id ``action`` is registered under, or None."""
        return next((k for k, a in self._actions.items() if a is action), None)

    def remove(self, action_id: str) -> None:
        """Forget ``action_id`` and take it out of every menu (no-op when unknown)."""
        act = self._actions.pop(action_id, None)
        if act is not None:
            for m in self._menus.values():
                m.removeAction(act)
