"""`ActionTree`: the tree widget of the Actions panel, with what it holds:
each row item's entry (``("action", a)`` or ``("pick", actions)``, the
actions of a "pick the hex on the map" row) and the ways to read it back
(`entry_of`, `rows`, `item_for`, `unit_labels`) for the panel, the mode's
map picking and tests.  Group items (a unit, a kind) hold no entry; a
unit's group holds its unit id under ``UNIT_ROLE`` ("" for the actions
naming no unit).
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTreeWidget

ROLE = Qt.UserRole          # row items: index into ``entries``
UNIT_ROLE = Qt.UserRole + 1  # unit group items: the unit id ("" for the actions naming no unit)


class ActionTree(QTreeWidget):
    """A `QTreeWidget` whose row items carry entries (module doc)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.entries: list[tuple[str, object]] = []

    def clear(self) -> None:
        """No items, no entries."""
        super().clear()
        self.entries = []

    def hold(self, item, kind: str, payload) -> None:
        """Give row ``item`` the entry ``(kind, payload)``."""
        item.setData(0, ROLE, len(self.entries))
        self.entries.append((kind, payload))

    def entry_of(self, item) -> tuple[str, object] | None:
        """``("action", a)`` or ``("pick", actions)`` of a row item; None for
        a group (or no item)."""
        i = item.data(0, ROLE) if item is not None else None
        return self.entries[i] if i is not None else None

    def _walk(self, item, into_rows: bool):
        for k in range(item.childCount()):
            c = item.child(k)
            yield c
            if into_rows or c.data(0, ROLE) is None:
                yield from self._walk(c, into_rows)

    def rows(self) -> list:
        """The row items (not their variants), in order."""
        return [c for c in self._walk(self.invisibleRootItem(), False) if c.data(0, ROLE) is not None]

    def item_for(self, action):
        """The row (or variant) item taking ``action``, or None."""
        for c in self._walk(self.invisibleRootItem(), True):
            e = self.entry_of(c)
            if e is not None and e[0] == "action" and e[1] == action:
                return c
        return None

    def unit_labels(self) -> list[str]:
        """The unit groups' titles (the first is the group naming no unit)."""
        return [self.topLevelItem(i).text(0) for i in range(self.topLevelItemCount())]
