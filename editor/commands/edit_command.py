"""`EditCommand`: the one undo command, for map and scenario edits alike.

An edit (`core.edits`: a pure function returning its inverse) has already
run when its command is pushed, so a refused edit never reaches the stack;
the command keeps the inverse.  Undo applies the inverses in reverse order
(each returns its redo edit), redo applies the redo edits in order (each
returns the inverse again): exact, never recomputed, never re-checked.
Commands carrying the same ``stroke`` id merge (Qt's ``mergeWith``): a drag
of a brush, a zone stroke or several wheel notches are ONE undo step.

The command does no listener work: it tells its document what it touched
(`Document.note`), and the document emits one ``changed`` event after the
stack operation has returned.  Should an inverse ever raise (a bug), the
steps already undone are redone, the stack is put back on this command and
the failure is reported: the scenario is never left half-undone.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QUndoCommand

from core.edits import Edit, Touch
from core.errors import HexwrightError

STROKE_COMMAND_ID = 0x4858  # Qt merge id shared by every stroke command


class EditCommand(QUndoCommand):
    """Undo step over ``document.scenario`` holding ``inverse`` (already
    applied); ``stroke`` (an int from `begin_stroke`, or None) makes
    consecutive commands of one stroke merge."""

    def __init__(self, document, text: str, inverse: Edit, stroke: object = None):
        super().__init__(text)
        self.document = document
        self.stroke = stroke
        self.inverses: list[Edit] = [inverse]
        self.redos: list[Edit | None] = [None]
        self.touched: Touch = inverse.touch(document.scenario)
        self._applied = True  # the edit ran before the push
        self._resync = False

    def id(self) -> int:
        return STROKE_COMMAND_ID if self.stroke is not None else -1

    def redo(self) -> None:
        if self._applied:  # the push (or a resync after a failed undo): already done
            self._applied = False
            self.document.note(self.touched)
            return
        sc = self.document.scenario
        done = []
        try:
            for i, e in enumerate(self.redos):
                self.inverses[i] = e.apply(sc)
                done.append(i)
        except HexwrightError as err:  # a bug: put back what ran, keep the stack honest
            for i in reversed(done):
                self.redos[i] = self.inverses[i].apply(sc)
            self._refused(QCoreApplication.translate("EditCommand", "Redo {text}: {error}").format(
                text=self.text(), error=err), undo=True)
            return
        self._touch_all()

    def undo(self) -> None:
        if self._resync:  # after a failed redo: the scenario is already as before it
            self._resync = False
            self.document.note(self.touched)
            return
        sc = self.document.scenario
        done = []
        try:
            for i in reversed(range(len(self.inverses))):
                self.redos[i] = self.inverses[i].apply(sc)
                done.append(i)
        except HexwrightError as err:
            for i in reversed(done):
                self.inverses[i] = self.redos[i].apply(sc)
            self._refused(QCoreApplication.translate("EditCommand", "Undo {text}: {error}").format(
                text=self.text(), error=err), undo=False)
            return
        self._touch_all()

    def _touch_all(self) -> None:
        sc = self.document.scenario
        for e in self.inverses + self.redos:
            if e is not None:
                self.touched = self.touched | e.touch(sc)
        self.document.note(self.touched)

    def _refused(self, message: str, undo: bool) -> None:
        """The step could not be replayed: the scenario is as before it;
        move the stack back to match (after this call returns)."""
        self.document.editFailed.emit(message)
        stack = self.document.undo_stack
        self._applied, self._resync = not undo, undo
        QTimer.singleShot(0, stack.undo if undo else stack.redo)

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, EditCommand) or other.stroke is None or other.stroke != self.stroke:
            return False
        self.inverses.extend(other.inverses)
        self.redos.extend(other.redos)
        self.touched = self.touched | other.touched
        return True
