"""`ScenarioCommand`: one undoable scenario edit (or several merged).

The edit has already run when the command is pushed (so a refused edit
never reaches the stack); the command keeps the inverse `Edit` it returned.
Undo applies the inverses in reverse order with `core.scenario_edits.apply_edit`
(each returns the redo edit), redo applies the redo edits in order (each
returns the inverse again).  Commands with the same merge key merge.
"""
from __future__ import annotations

from PySide6.QtGui import QUndoCommand

from core.errors import HexwrightError
from core.scenario_edits import Edit, apply_edit

SCENARIO_MERGE_ID = 0x5343


class ScenarioCommand(QUndoCommand):
    """Undo step over ``document.scenario`` holding ``inverse`` (already applied)."""

    def __init__(self, document, text: str, inverse: Edit, merge: object = None):
        super().__init__(text)
        self.document = document
        self.merge = merge
        self.inverses: list[Edit] = [inverse]
        self.redos: list[Edit | None] = [None]
        self._first = True

    def id(self) -> int:  # noqa: A003 - Qt's name
        return SCENARIO_MERGE_ID if self.merge is not None else -1

    def _parts(self):
        from editor.scenario.document import parts_of
        out = set()
        for e in self.inverses:
            out |= parts_of(e)
        return frozenset(out)

    def redo(self) -> None:
        if self._first:
            self._first = False
        else:
            try:
                for i, e in enumerate(self.redos):
                    self.inverses[i] = apply_edit(self.document.scenario, e)
            except HexwrightError as err:  # should not happen: report, never crash
                self.document.editFailed.emit(f"Redo {self.text()}: {err}")
        self.document.emit_scenario(self._parts())

    def undo(self) -> None:
        try:
            for i in reversed(range(len(self.inverses))):
                self.redos[i] = apply_edit(self.document.scenario, self.inverses[i])
        except HexwrightError as err:
            self.document.editFailed.emit(f"Undo {self.text()}: {err}")
        self.document.emit_scenario(self._parts())

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, ScenarioCommand) or other.merge is None or other.merge != self.merge:
            return False
        self.inverses.extend(other.inverses)
        self.redos.extend(other.redos)
        return True
