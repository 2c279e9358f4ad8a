"""Scenario tools (they get `HexEvent`s from the scene like the map tools).

* `UnitTool` (U): click an empty hex to place the palette's unit there
  (shift-click places on an occupied hex too: a stack); click a unit to
  select it (again: the next unit of the stack); drag a selected unit to
  move it; right-click removes the top unit.  Facing: mouse wheel over the
  unit, or ``[`` / ``]`` (see the controller).
* `ZoneTool` (Z): paint hexes into the current setup zone (right button
  erases); a drag is one undo step and paints every hex along it.
* `EntryTool` (N): toggle entry hexes of the current reinforcement.
* `ControlTool` (V): toggle a victory hex (1 VP each round end).
* `LosTool` (L): click hex A, hover hex B: the line and why it is blocked
  (exactly `core.los`); right-click clears.
* `FanTool` (G): click a hex: every map hex tinted visible / not visible
  from it (`LosEngine.fan`).

``ctx`` is the `ScenarioController` (palette choice, current zone and
reinforcement, previews, status messages).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from core import edits as E
from core.hexgrid import Hex
from core.model.scenario import ControlHex
from editor.tools.base import HexEvent, MapTool
from editor.tools.stroke import StrokeTool


class _ScenarioTool(MapTool):
    """A scenario tool: its ``context`` (also ``ctx``) is the
    `ScenarioController`."""

    def __init__(self, document, ctx):
        super().__init__(document, None, ctx)
        self.ctx = ctx


class UnitTool(_ScenarioTool):
    """Place, select, move and remove units."""

    name = "units"
    label = QT_TRANSLATE_NOOP("MapTool", "Units")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Place (click empty hex, shift: stack), select, drag to move, right-click "
                                           "removes; wheel or [ ] turns")
    shortcut = "U"

    def __init__(self, document, ctx):
        super().__init__(document, ctx)
        self._drag: str | None = None
        self._from: Hex | None = None
        self._cycle = False

    def press(self, ev: HexEvent) -> None:
        if not ev.on_map:
            return
        doc = self.document
        stack = self.ctx.unit_layer.stack(ev.hex)
        if ev.button == "right":
            if stack:
                top = stack[-1]
                doc.apply_scenario(QCoreApplication.translate("UnitTool", "Remove {unit}").format(unit=top.id),
                                   lambda sc: E.remove_unit(sc, top.id))
            return
        if stack and not ev.shift:
            ids = [u.id for u in stack]
            # a click on the selected unit keeps it (so it can be dragged);
            # released on the same hex it selects the next unit down the stack
            self._cycle = doc.selected_unit in ids
            if not self._cycle:
                doc.select_unit(ids[-1])
            self._drag, self._from = doc.selected_unit, ev.hex
            return
        self.ctx.place_unit_at(ev.hex)

    def release(self, ev: HexEvent | None = None) -> None:
        uid, start, cycle = self._drag, self._from, self._cycle
        self._drag = self._from = None
        self._cycle = False
        if uid is None or ev is None or not ev.on_map:
            return
        if ev.hex == start:
            ids = [u.id for u in self.ctx.unit_layer.stack(start)]
            if cycle and len(ids) > 1 and uid in ids:
                self.document.select_unit(ids[(ids.index(uid) - 1) % len(ids)])
            return
        self.document.apply_scenario(QCoreApplication.translate("UnitTool", "Move {unit} to {hex}").format(
            unit=uid, hex=self.document.hexmap.label(ev.hex)),
                                     lambda sc: E.move_unit(sc, uid, ev.hex))

    def deactivate(self) -> None:
        self._drag = self._from = None
        self._cycle = False


class ZoneTool(StrokeTool):
    """Paint the current setup zone: a drag is one stroke (one undo step)
    covering every hex of the straight line between successive mouse hexes
    (`editor.tools.stroke.StrokeTool`), so 0101 -> 0106 paints 0101..0106."""

    name = "zones"
    label = QT_TRANSLATE_NOOP("MapTool", "Zones")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Paint hexes into the current setup zone (right button erases)")
    shortcut = "Z"

    def __init__(self, document, ctx):
        super().__init__(document, None)
        self.context = self.ctx = ctx  # the `ScenarioController`
        self._erase = False

    def _start(self, ev: HexEvent) -> None:
        self._erase = ev.button == "right"

    def _dab(self, hexes: list[Hex]) -> None:
        name = self.ctx.current_zone()
        if name is None:
            self.ctx.message(QCoreApplication.translate("ZoneTool", "Add or choose a setup zone in the Zones dock "
                                                                    "first"))
            return
        hexes = [h for h in hexes if self.document.hexmap.contains(h)]
        if not hexes:
            return
        fn = E.remove_zone_hexes if self._erase else E.add_zone_hexes
        text = (QCoreApplication.translate("ZoneTool", "Erase from zone {name}") if self._erase else
                QCoreApplication.translate("ZoneTool", "Paint zone {name}")).format(name=name)
        self.document.apply_scenario(text, lambda sc: fn(sc, name, hexes), self._stroke)


class EntryTool(_ScenarioTool):
    """Toggle entry hexes of the current reinforcement."""

    name = "entry"
    label = QT_TRANSLATE_NOOP("MapTool", "Entry hexes")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Click hexes to add/remove entry hexes of the current reinforcement")
    shortcut = "N"

    def press(self, ev: HexEvent) -> None:
        i = self.ctx.current_reinforcement()
        if i is None:
            self.ctx.message(QCoreApplication.translate("EntryTool", "Add or choose a reinforcement in the "
                                                                     "Reinforcements dock first"))
            return
        if not ev.on_map:
            return
        cur = list(self.document.scenario.reinforcements[i].entry_hexes)
        new = [h for h in cur if h != ev.hex] if ev.hex in cur else cur + [ev.hex]
        self.document.apply_scenario(QCoreApplication.translate("EntryTool",
                                                                "Entry hex {hex}").format(
                                                                    hex=self.document.hexmap.label(ev.hex)),
                                     lambda sc: E.set_reinforcement(sc, i, "entry_hexes", new))


class ControlTool(_ScenarioTool):
    """Toggle victory (control) hexes."""

    name = "control"
    label = QT_TRANSLATE_NOOP("MapTool", "Victory hexes")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Click a hex to make it a victory hex (1 VP each round end) or to remove it")
    shortcut = "V"

    def press(self, ev: HexEvent) -> None:
        if not ev.on_map:
            return
        sc = self.document.scenario
        there = any(c.hex == ev.hex for c in sc.victory.control)
        ctl = None if there else ControlHex(ev.hex, 1, "round", None)
        self.document.apply_scenario(QCoreApplication.translate("ControlTool",
                                                                "Victory hex {hex}").format(
                                                                    hex=self.document.hexmap.label(ev.hex)),
                                     lambda s: E.set_control_hex(s, ev.hex, ctl))


class _ProbeTool(_ScenarioTool):
    """A checking tool that probes from a clicked hex: a click on the map
    starts the probe (`_probe`), a right-click or a click off the map clears
    it, and so does choosing another tool (`_clear`)."""

    def _probe(self, h: Hex) -> None:
        raise NotImplementedError

    def _clear(self) -> None:
        raise NotImplementedError

    def press(self, ev: HexEvent) -> None:
        if ev.button == "right" or not ev.on_map:
            self._clear()
            return
        self._probe(ev.hex)

    def deactivate(self) -> None:
        self._clear()


class LosTool(_ProbeTool):
    """Click A, hover B: line of sight as `core.los` reports it."""

    name = "los"
    label = QT_TRANSLATE_NOOP("MapTool", "LOS probe")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Click a hex, then hover: line of sight and why it is blocked (right-click "
                                           "clears)")
    shortcut = "L"

    def _probe(self, h: Hex) -> None:
        self.ctx.los_start(h)

    def _clear(self) -> None:
        self.ctx.los_clear()

    def move(self, ev: HexEvent) -> None:
        self.hover(ev.hex)

    def hover(self, h: Hex | None) -> None:
        """The cursor is over ``h`` (None: off the map)."""
        if h is not None:
            self.ctx.los_to(h)


class FanTool(_ProbeTool):
    """Visibility fan from a clicked hex."""

    name = "fan"
    label = QT_TRANSLATE_NOOP("MapTool", "Visibility fan")
    tooltip = QT_TRANSLATE_NOOP("MapTool", "Click a hex: every hex tinted visible (green) or not visible (dark) from "
                                           "it; right-click clears")
    shortcut = "G"

    def _probe(self, h: Hex) -> None:
        self.ctx.fan_from(h)

    def _clear(self) -> None:
        self.ctx.fan_clear()


SCENARIO_TOOLS = (UnitTool, ZoneTool, EntryTool, ControlTool, LosTool, FanTool)
