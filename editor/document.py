"""The open map: `MapDocument` owns the `HexMap`, its undo stack and its file.

Every edit goes through `MapDocument.apply`, which pushes an
`editor.commands.EditCommand` (a thin QUndoCommand over a `core.edits`
function) onto the one `QUndoStack`.  Whoever draws or lists the map listens
to the single ``changed`` signal, which carries a `MapChange`: the hexes
that changed, or ``None`` for everything (a new or reopened map).  Docks
added later (scenario, units, playtest) hang off the same document.
"""
from __future__ import annotations

import itertools
import os
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from core.edits import Edit
from core.hexgrid import Hex
from core.model import HexMap


@dataclass(frozen=True)
class MapChange:
    """What changed: ``hexes`` (a frozenset of `Hex`), or None when the whole
    map was replaced (size, ruleset or layout may differ)."""

    hexes: frozenset[Hex] | None

    @property
    def whole_map(self) -> bool:
        """True when everything must be redrawn/re-read."""
        return self.hexes is None


class MapDocument(QObject):
    """A map being edited.

    Signals: ``changed(MapChange)`` after every edit, undo, redo or reset;
    ``pathChanged(str)`` when the file name changes (``""`` for untitled);
    ``modifiedChanged(bool)`` when the unsaved-changes state flips.
    """

    changed = Signal(object)
    pathChanged = Signal(str)
    modifiedChanged = Signal(bool)

    def __init__(self, hexmap: HexMap, path: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self.hexmap = hexmap
        self.path = path or ""
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self._strokes = itertools.count(1)

    def _on_clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    # --- state ----------------------------------------------------------------
    @property
    def is_modified(self) -> bool:
        """True when the map differs from the last save (or load)."""
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        """The file's base name, or ``Untitled``."""
        return os.path.basename(self.path) if self.path else "Untitled"

    def reset(self, hexmap: HexMap, path: str | None = None, modified: bool = False) -> None:
        """Replace the map (after New, Open or an import): clears the undo
        history, marks it unmodified (or modified, for an import nobody has
        saved yet), emits ``changed(MapChange(None))`` and ``pathChanged``."""
        self.hexmap = hexmap
        self.undo_stack.clear()
        self.undo_stack.setClean()
        if modified:
            self.undo_stack.resetClean()
        self.set_path(path or "")
        self.changed.emit(MapChange(None))

    def set_path(self, path: str) -> None:
        """Set the file path (after Save As) and emit ``pathChanged``."""
        self.path = path
        self.pathChanged.emit(path)

    def mark_saved(self) -> None:
        """The map was written to ``path``: mark it unmodified."""
        self.undo_stack.setClean()

    # --- edits ----------------------------------------------------------------
    def begin_stroke(self) -> int:
        """A new stroke id: every `apply` with this id merges into one undo step."""
        return next(self._strokes)

    def apply(self, text: str, edit_fn: Callable[[HexMap], Edit], stroke: int | None = None) -> Edit:
        """Run ``edit_fn(hexmap) -> Edit`` (a `core.edits` function) as an
        undoable command named ``text``; commands with the same ``stroke`` id
        merge into one undo step.  Returns the edit (empty when nothing
        changed; an empty edit leaves no undo step)."""
        from editor.commands import EditCommand
        cmd = EditCommand(self, text, edit_fn, stroke)
        self.undo_stack.push(cmd)
        return cmd.last_edit

    def notify(self, hexes) -> None:
        """Emit ``changed`` for ``hexes`` (called by the commands)."""
        hexes = frozenset(hexes)
        if hexes:
            self.changed.emit(MapChange(hexes))
