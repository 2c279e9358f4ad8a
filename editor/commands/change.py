"""`DocumentChange`, the one change event of the editor document, and
`ChangeCoalescer`, the hook for listeners with heavy work (previews,
validation, analysis panels).

`Document.changed` emits a `DocumentChange` after every edit, undo, redo or
reset, once the undo stack operation has returned (never inside a command's
``redo``).  Cheap listeners (the scene repainting a few hexes) react at once;
heavy ones wrap their slot in a `ChangeCoalescer`, which merges every change
of one burst (a brush drag, undo pressed ten times) and calls the slot once
from a single-shot `QTimer`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer

from core.edits import MAP_PARTS, PARTS, SCENARIO_PARTS, Touch
from core.edits.resize import SHAPE_PART
from core.hexgrid import Hex


@dataclass(frozen=True)
class DocumentChange:
    """What changed: ``hexes`` (a frozenset of cube `Hex` values whose
    drawing may differ, or None when the whole document was replaced: size,
    ruleset or layout may differ) and ``parts`` (names from
    `core.edits.PARTS`: ``terrain``, ``elevation``, ``fortifications``,
    ``flags``, ``hexsides`` of the map; ``units``, ``settings``, ``sides``,
    ``zones``, ``reinforcements``, ``decks``, ``victory`` of the scenario)."""

    hexes: frozenset[Hex] | None
    parts: frozenset[str] = frozenset(PARTS)

    @classmethod
    def everything(cls) -> DocumentChange:
        """The change after New, Open or an import."""
        return cls(None, frozenset(PARTS))

    @classmethod
    def of(cls, touch: Touch) -> DocumentChange:
        """The change an edit's `Touch` describes."""
        if SHAPE_PART in touch.parts:       # a resize or a new label style: redraw and re-read it all
            return cls(None, frozenset(touch.parts))
        return cls(frozenset(touch.hexes), frozenset(touch.parts))

    @property
    def whole_map(self) -> bool:
        """True when everything must be redrawn/re-read (a reset)."""
        return self.hexes is None

    @property
    def is_everything(self) -> bool:
        """True after a reset: every part must be re-read."""
        return self.hexes is None

    def touches(self, *names: str) -> bool:
        """True when any of the parts ``names`` changed (always after a reset)."""
        return self.hexes is None or bool(self.parts.intersection(names))

    def touches_map(self) -> bool:
        """True when the map itself (terrain, elevation, ...) changed."""
        return self.touches(*MAP_PARTS)

    def touches_scenario(self) -> bool:
        """True when a scenario part (units, zones, ...) changed."""
        return self.touches(*SCENARIO_PARTS)

    def map_hexes(self) -> frozenset[Hex]:
        """The hexes to repaint on the map layer (empty when only scenario
        parts changed)."""
        return self.hexes if self.touches_map() and self.hexes is not None else frozenset()

    def __or__(self, other: DocumentChange) -> DocumentChange:
        if self.hexes is None or other.hexes is None:
            return DocumentChange.everything()
        return DocumentChange(self.hexes | other.hexes, self.parts | other.parts)


class ChangeCoalescer(QObject):
    """Calls ``slot(change)`` once per burst of `DocumentChange` events
    (merged with ``|``), ``msec`` ms after the last one (0: on the next
    turn of the event loop).  Connect it: ``document.changed.connect(c)``,
    or feed it by calling it; `flush` runs a pending call at once (tests)."""

    def __init__(self, slot: Callable[[DocumentChange], None], msec: int = 0, parent: QObject | None = None):
        super().__init__(parent)
        self.slot = slot
        self.pending: DocumentChange | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(msec)
        self.timer.timeout.connect(self.flush)

    def __call__(self, change: DocumentChange) -> None:
        self.pending = change if self.pending is None else self.pending | change
        self.timer.start()

    def flush(self) -> None:
        """Deliver the merged pending change now (nothing when none)."""
        self.timer.stop()
        change, self.pending = self.pending, None
        if change is not None:
            self.slot(change)
