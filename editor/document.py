"""`Document`: the open scenario (its map included), its undo stack and file.

One document for map and scenario editing: ``document.scenario`` is the
`core.model.Scenario` and ``document.hexmap`` always its map (a plain map
file opens as a scenario without units, ``file_kind="map"``).  Every edit is
a `core.edits` function returning its inverse; it runs at once, and an
`EditError` (any `HexwrightError`) is reported through ``editFailed(str)``
and leaves nothing on the stack.  A successful edit is pushed as one
`editor.commands.EditCommand`; edits with the same ``stroke`` id (from
`begin_stroke`) merge into one undo step.

Signals:

* ``changed(DocumentChange)`` -- THE change signal: after every edit, undo,
  redo or reset, with the hexes and parts touched (`DocumentChange`).  It is
  emitted once the stack operation has returned, never from inside a
  command.  Listeners with heavy work (previews, validation) connect
  through an `editor.commands.ChangeCoalescer`.
* ``pathChanged(str)``, ``modifiedChanged(bool)``, ``selectionChanged(object)``
  (the selected unit id or None), ``editFailed(str)`` (a refusal, for the
  status bar).
"""
from __future__ import annotations

import itertools
import os
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from core.catalogues import default_sides
from core.edits import MAP_PARTS, Edit, Touch
from core.errors import HexwrightError
from core.model import HexMap
from core.model.scenario import MapSource, Scenario, Side
from editor.commands import DocumentChange, EditCommand


def scenario_for_map(hexmap: HexMap) -> Scenario:
    """A new scenario on ``hexmap``: the ruleset's default sides, no units,
    the map embedded (until it is saved beside a map file)."""
    return Scenario(hexmap, ruleset=hexmap.ruleset, title=hexmap.name, map_source=MapSource("embedded"),
                    sides=[Side(**s) for s in default_sides(hexmap.ruleset)])


class Document(QObject):
    """A scenario being edited (see the module doc).  ``file_kind`` is
    ``"map"`` when the document came from (or is) a plain map file,
    ``"scenario"`` once it is a scenario file; ``map_edited`` is True once a
    map edit was made since the last save."""

    changed = Signal(object)
    pathChanged = Signal(str)
    modifiedChanged = Signal(bool)
    selectionChanged = Signal(object)
    editFailed = Signal(str)

    def __init__(self, hexmap: HexMap, path: str | None = None, parent: QObject | None = None,
                 scenario: Scenario | None = None, file_kind: str = "map"):
        super().__init__(parent)
        self.scenario = scenario if scenario is not None else scenario_for_map(hexmap)
        self.file_kind = file_kind
        self.path = path or ""
        self.selected_unit: str | None = None
        self.map_edited = False
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self.undo_stack.indexChanged.connect(self._on_index_changed)
        self._strokes = itertools.count(1)
        self._pending: Touch | None = None

    def _on_clean_changed(self, clean: bool) -> None:
        self.modifiedChanged.emit(not clean)

    def _on_index_changed(self, _index: int) -> None:
        self._emit_pending()

    @property
    def hexmap(self) -> HexMap:
        """The scenario's map."""
        return self.scenario.hexmap

    # --- state ----------------------------------------------------------------
    @property
    def is_modified(self) -> bool:
        """True when the document differs from the last save (or load)."""
        return not self.undo_stack.isClean()

    def display_name(self) -> str:
        """The file's base name, or ``Untitled``."""
        return os.path.basename(self.path) if self.path else self.tr("Untitled")

    def has_scenario_content(self) -> bool:
        """True when saving only the map would drop something (units, zones,
        reinforcements, decks, victory hexes, texts)."""
        sc = self.scenario
        return bool(sc.units or sc.zones or sc.reinforcements or sc.decks or sc.victory.control
                    or sc.special_rules or sc.notes or sc.victory.objectives or sc.caps)

    def reset(self, hexmap: HexMap, path: str | None = None, modified: bool = False,
              scenario: Scenario | None = None, file_kind: str = "map") -> None:
        """Replace map and scenario (New, Open, import); ``scenario`` None
        makes a new scenario on ``hexmap``.  Clears the undo history and the
        selection, marks the document unmodified (or modified, for an import
        nobody has saved yet); emits ``pathChanged``, ``changed`` (everything)
        and ``selectionChanged``."""
        self.scenario = scenario if scenario is not None else scenario_for_map(hexmap)
        self.file_kind = file_kind
        self.map_edited = False
        self.selected_unit = None
        self.undo_stack.clear()
        self._pending = None
        self.undo_stack.setClean()
        if modified:
            self.undo_stack.resetClean()
        self.set_path(path or "")
        self.changed.emit(DocumentChange.everything())
        self.selectionChanged.emit(None)

    def set_path(self, path: str) -> None:
        """Set the file path (after Save As) and emit ``pathChanged``."""
        self.path = path
        self.pathChanged.emit(path)

    def mark_saved(self) -> None:
        """The document was written to ``path``: mark it unmodified."""
        self.undo_stack.setClean()

    # --- selection ----------------------------------------------------------------
    def select_unit(self, unit_id: str | None) -> None:
        """Select the unit ``unit_id`` (None: nothing); emits ``selectionChanged``."""
        if unit_id is not None and self.scenario.unit(unit_id) is None:
            unit_id = None
        if unit_id != self.selected_unit:
            self.selected_unit = unit_id
            self.selectionChanged.emit(unit_id)

    def selected(self):
        """The selected `UnitPlacement`, or None."""
        return self.scenario.unit(self.selected_unit) if self.selected_unit else None

    # --- edits ----------------------------------------------------------------
    def begin_stroke(self) -> int:
        """A new stroke id: every edit made with it merges into one undo step
        (a brush drag, a zone stroke, a facing turned by several notches)."""
        return next(self._strokes)

    def edit(self, text: str, fn: Callable[[Scenario], Edit], stroke: object = None) -> Edit | None:
        """Run ``fn(scenario) -> inverse`` (a `core.edits` call) as an
        undoable step named ``text``; steps with the same non-None
        ``stroke`` merge.  Returns the inverse, or None when the edit was
        refused (``editFailed`` is emitted, the scenario is unchanged).  An
        edit that changed nothing (a falsy inverse) leaves no undo step."""
        try:
            inverse = fn(self.scenario)
        except HexwrightError as e:
            self.editFailed.emit(f"{text}: {e}")
            return None
        if not inverse:
            return inverse
        self.undo_stack.push(EditCommand(self, text, inverse, stroke))
        self._emit_pending()  # a merged push moves no index
        return inverse

    def apply(self, text: str, edit_fn: Callable[[HexMap], Edit], stroke: object = None) -> Edit | None:
        """`edit` for a map edit function ``edit_fn(hexmap) -> inverse``
        (`core.edits.map`)."""
        return self.edit(text, lambda sc: edit_fn(sc.hexmap), stroke)

    def apply_scenario(self, text: str, fn: Callable[[Scenario], Edit], stroke: object = None) -> bool:
        """`edit` returning True when the edit was made (False: refused)."""
        return self.edit(text, fn, stroke) is not None

    def note(self, touch: Touch) -> None:
        """Record what a command touched (called by `EditCommand`); the
        ``changed`` event follows when the stack operation returns."""
        if touch.parts & set(MAP_PARTS):
            self.map_edited = True
        self._pending = touch if self._pending is None else self._pending | touch

    def _emit_pending(self) -> None:
        touch, self._pending = self._pending, None
        if touch is None:
            return
        if self.selected_unit and self.scenario.unit(self.selected_unit) is None:
            self.select_unit(None)
        self.changed.emit(DocumentChange.of(touch))
