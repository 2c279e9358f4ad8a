"""Map properties after creation: name, notes, printed hex size, hex-label
style (`core.model.board_labels`), as undoable edits.

`set_map_property(sc, attr, value)` sets one of `MAP_PROPERTIES` on
``sc.hexmap`` and returns the inverse.  Label style and hex size change how
every hex is drawn, so the edit touches the whole map (part ``shape``, as a
resize does: `core.edits.resize.SHAPE_PART`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from core.edits.base import PARTS, EditError, Touch
from core.edits.resize import SHAPE_PART
from core.i18n import _
from core.model.board_labels import LABEL_STYLES, HexLabels
from core.model.scenario import Scenario

MAP_PROPERTIES = ("name", "notes", "hex_mm", "labels")


@dataclass(frozen=True)
class MapProperty:
    """Set map attribute ``attr`` to ``value`` (an edit; see the module doc)."""

    attr: str
    value: Any

    def apply(self, sc: Scenario) -> "MapProperty":
        old = getattr(sc.hexmap, self.attr)
        setattr(sc.hexmap, self.attr, self.value)
        return MapProperty(self.attr, old)

    def touch(self, sc: Scenario) -> Touch:
        if self.attr in ("name", "notes"):
            return Touch(frozenset(), frozenset({"settings"}))
        return Touch(frozenset(sc.hexmap.hexes()), frozenset(PARTS) | {SHAPE_PART})


def set_map_property(sc: Scenario, attr: str, value: Any) -> MapProperty | None:
    """Set ``attr`` (one of `MAP_PROPERTIES`) of ``sc.hexmap`` to ``value``;
    returns the inverse (None when the value is unchanged).  Raises
    `EditError` for an unknown property, a hex size outside 5-200 mm or a
    label style that is not one of `LABEL_STYLES`."""
    if attr not in MAP_PROPERTIES:
        raise EditError(_("unknown map property {attr!r}: expected one of {map_properties}").format(
                            attr=attr, map_properties=', '.join(MAP_PROPERTIES)))
    if attr == "hex_mm" and value is not None and not 5 <= float(value) <= 200:
        raise EditError(_("hex size {value} mm: expected 5 to 200 mm across the flats").format(value=value))
    if attr == "labels" and (not isinstance(value, HexLabels) or value.style not in LABEL_STYLES):
        raise EditError(_("label style {style!r}: expected one of {label_styles}").format(
                            style=getattr(value, 'style', value),
                            label_styles=', '.join(LABEL_STYLES)))
    if attr in ("name", "notes") and not isinstance(value, str):
        raise EditError(_("map {attr}: expected text").format(attr=attr))
    if getattr(sc.hexmap, attr) == value:
        return None
    return MapProperty(attr, value).apply(sc)
