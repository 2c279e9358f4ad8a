"""`EditCommand`: one undoable map edit (or one whole brush stroke).

The first `redo` (run by `QUndoStack.push`) calls the `core.edits` function
and keeps the `core.edits.Edit` it returns; later undo/redo replay that
record with `core.edits.revert` / `reapply`, so they restore the map exactly
without recomputing.  Commands carrying the same stroke id merge (Qt's
``mergeWith``): a drag of the brush is ONE undo step.  A command whose edit
changed nothing marks itself obsolete, so the stack drops it.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtGui import QUndoCommand

from core import edits
from core.model import HexMap

STROKE_COMMAND_ID = 0x4858  # Qt merge id shared by every stroke command


class EditCommand(QUndoCommand):
    """Apply ``edit_fn(document.hexmap) -> Edit`` undoably; ``stroke`` (an
    int from `MapDocument.begin_stroke`, or None) makes consecutive commands
    of one stroke merge."""

    def __init__(self, document, text: str, edit_fn: Callable[[HexMap], edits.Edit], stroke: int | None = None):
        super().__init__(text)
        self.document = document
        self.edit_fn = edit_fn
        self.stroke = stroke
        self.edit: edits.Edit | None = None
        self.last_edit = edits.Edit()

    def id(self) -> int:  # noqa: A003 - Qt's name
        return STROKE_COMMAND_ID if self.stroke is not None else -1

    def redo(self) -> None:
        if self.edit is None:
            self.edit = self.last_edit = self.edit_fn(self.document.hexmap)
            if not self.edit:
                self.setObsolete(True)
                return
            self.document.notify(self.edit.hexes())
        else:
            self.document.notify(edits.reapply(self.document.hexmap, self.edit))

    def undo(self) -> None:
        if self.edit:
            self.document.notify(edits.revert(self.document.hexmap, self.edit))

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, EditCommand) or other.stroke is None or other.stroke != self.stroke:
            return False
        self.edit = (self.edit or edits.Edit()) + (other.edit or edits.Edit())
        return True
