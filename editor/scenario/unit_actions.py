"""`UnitActions`: the unit edits of the scenario controller (placing from
the palette, reinforcement units, turning with the wheel or ``[`` ``]``,
deleting), each one undoable step through `Document.apply_scenario`.

A mixin for `ScenarioController`: it uses ``self.document``,
``self.palette``, ``self.unit_layer`` and ``self.message``.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core import edits as E
from core.hexgrid import Hex
from core.model.unit import UnitPlacement
from core.rules.registry import traits
from editor.commands import EditCommand



class UnitActions:
    """Unit edits shared by the tools, keys, wheel and docks."""

    _wheel: tuple | None = None

    def new_unit(self, template: dict) -> UnitPlacement:
        """A new `UnitPlacement` (fresh id, default facing) from a palette template."""
        sc = self.document.scenario
        side = template.get("side") or (sc.sides[0].id if sc.sides else "")
        facing = None if traits(sc.ruleset).facing == "none" else 0
        return UnitPlacement(sc.new_unit_id(f"{side}_"), side, None, template.get("catalogue_id"),
                             dict(template.get("stats") or {}), template.get("kind"), template.get("name", ""),
                             facing)

    def place_unit_at(self, h: Hex, template: dict | None = None) -> str | None:
        """Place the palette's unit (or ``template``) on ``h`` and select it;
        returns the new id (None when refused or nothing is chosen)."""
        template = template or self.palette.template()
        if template is None:
            self.message(QCoreApplication.translate("UnitActions", "Choose a unit in the Units palette first"),
                         error=True)
            return None
        u = self.new_unit(template)
        u.hex = h
        label = self.document.hexmap.label(h) if self.document.hexmap.contains(h) else str(tuple(h))
        text = QCoreApplication.translate("UnitActions", "Place {unit} at {hex}").format(unit=u.id, hex=label)
        if self.document.apply_scenario(text, lambda sc: E.place_unit(sc, u)):
            self.document.select_unit(u.id)
            return u.id
        return None

    def add_reinforcement_unit(self, index: int) -> None:
        """Add the palette's unit to reinforcement ``index`` (no hex: it enters at an entry hex)."""
        template = self.palette.template()
        if template is None:
            self.message(QCoreApplication.translate("UnitActions", "Choose a unit in the Units palette first"),
                         error=True)
            return
        template = dict(template, side=self.document.scenario.reinforcements[index].side)
        u = self.new_unit(template)
        text = QCoreApplication.translate("UnitActions", "Add {unit} to reinforcement").format(unit=u.id)
        self.document.apply_scenario(text, lambda sc: E.place_unit(sc, u, reinforcement=index))

    def turn(self, unit_id: str, steps: int, merge: object = None) -> bool:
        """Turn the unit ``steps`` hexsides/vertices clockwise (negative:
        anticlockwise); a unit without facing starts at 0."""
        u = self.document.scenario.unit(unit_id)
        if u is None:
            return False
        if traits(self.document.scenario.ruleset).facing == "none":
            self.message(QCoreApplication.translate("UnitActions", "{ruleset}: units have no facing").format(
                ruleset=self.document.scenario.ruleset), error=True)
            return False
        new = ((u.facing if u.facing is not None else -steps) + steps) % 6
        text = QCoreApplication.translate("UnitActions", "Turn {unit}").format(unit=unit_id)
        return self.document.apply_scenario(text, lambda sc: E.set_facing(sc, unit_id, new), merge)

    def turn_selected(self, steps: int) -> None:
        """``[`` / ``]``: turn the selected unit."""
        if self.document.selected_unit:
            self.turn(self.document.selected_unit, steps, self._wheel_merge(self.document.selected_unit))
        else:
            self.message(QCoreApplication.translate("UnitActions", "Select a unit first (Units tool)"), error=True)

    def delete_selected(self) -> None:
        """Delete the selected unit (undoable)."""
        uid = self.document.selected_unit
        if uid:
            self.document.apply_scenario(QCoreApplication.translate("UnitActions", "Delete {unit}").format(unit=uid),
                                         lambda sc: E.remove_unit(sc, uid))

    def _wheel_merge(self, uid: str):
        """A merge key so consecutive turns of one unit make one undo step."""
        stack = self.document.undo_stack
        top = stack.command(stack.index() - 1) if stack.index() > 0 else None
        if self._wheel is not None and self._wheel[0] == uid and isinstance(top, EditCommand) \
                and top.stroke == self._wheel[1]:
            return self._wheel[1]
        self._wheel = (uid, self.document.begin_stroke())
        return self._wheel[1]

    def unit_under(self, h: Hex):
        """The unit the wheel turns in ``h``: the selected one if it is
        there, else the top of the stack (None if the hex is empty)."""
        stack = self.unit_layer.stack(h)
        if not stack:
            return None
        sel = self.document.selected_unit
        return next((u for u in stack if u.id == sel), stack[-1])
