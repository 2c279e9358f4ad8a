"""Raw restorations: the edits inverses are made of.

Three functions cover every scenario edit's undo: `put_field` (set one
attribute of the scenario, its victory record, a unit, a deck, a zone, a
reinforcement or a side), `insert_item` and `pop_item` (one entry of one of
the scenario's lists, at an exact position).  They check nothing but that
the object they address exists: an inverse puts back exactly what was there
and is never re-checked against rules the forward edit changed (issue 18.1:
a refused undo corrupted the scenario).  Values are deep-copied in, so an
edit record never shares mutable state with the scenario.

Each returns its own inverse, like every edit (`core.edits.base`).
"""
from __future__ import annotations

import copy
from typing import Any

from core.edits.base import EditError, ScenarioEdit
from core.i18n import _
from core.model.scenario import Scenario

OWNERS = ("scenario", "victory", "unit", "deck", "zone", "reinforcement", "side")
LISTS = ("units", "sides", "zones", "decks", "reinforcements", "control", "reinforcement_units")


def _owner(sc: Scenario, owner: str, key: Any) -> Any:
    if owner == "scenario":
        return sc
    if owner == "victory":
        return sc.victory
    if owner == "reinforcement":
        if isinstance(key, int) and 0 <= key < len(sc.reinforcements):
            return sc.reinforcements[key]
        raise EditError(_("no reinforcement number {key!r}").format(key=key))
    find = {"unit": sc.unit, "deck": sc.deck, "zone": sc.zone, "side": sc.side}.get(owner)
    if find is None:
        raise EditError(_("cannot restore a field of {owner!r} (one of {owners})").format(
                            owner=owner, owners=', '.join(OWNERS)))
    obj = find(key)
    if obj is None:
        raise EditError(_("no {owner} {key!r}").format(owner=owner, key=key))
    return obj


def _list(sc: Scenario, where: str, key: Any) -> list:
    if where == "control":
        return sc.victory.control
    if where == "reinforcement_units":
        return _owner(sc, "reinforcement", key).units
    if where not in LISTS:
        raise EditError(_("cannot restore an entry of {where!r} (one of {lists})").format(
                            where=where, lists=', '.join(LISTS)))
    return getattr(sc, where)


def put_field(sc: Scenario, owner: str, key: Any, attr: str, value: Any) -> ScenarioEdit:
    """Set attribute ``attr`` of the object ``owner`` / ``key`` (``key``:
    unit id, deck id, zone name, reinforcement index, side id; None for
    ``scenario`` and ``victory``) to a copy of ``value``; returns the edit
    putting the old value back.  Raises `EditError` when the object is gone."""
    obj = _owner(sc, owner, key)
    old = getattr(obj, attr)
    setattr(obj, attr, copy.deepcopy(value))
    return ScenarioEdit(put_field, {"owner": owner, "key": key, "attr": attr, "value": old})


def insert_item(sc: Scenario, where: str, index: int, item: Any, key: Any = None) -> ScenarioEdit:
    """Insert ``item`` at ``index`` of list ``where`` (one of `LISTS`;
    ``key`` is the reinforcement index for ``reinforcement_units``);
    returns the edit popping it again."""
    _list(sc, where, key).insert(index, copy.deepcopy(item))
    return ScenarioEdit(pop_item, {"where": where, "index": index, "key": key})


def pop_item(sc: Scenario, where: str, index: int, key: Any = None) -> ScenarioEdit:
    """Remove entry ``index`` of list ``where`` (see `insert_item`); returns
    the edit inserting it back at the same place."""
    lst = _list(sc, where, key)
    if not 0 <= index < len(lst):
        raise EditError(_("no entry {index} in {where}").format(index=index, where=where))
    return ScenarioEdit(insert_item, {"where": where, "index": index, "item": lst.pop(index), "key": key})


def _item_hexes(sc: Scenario, where: str, index: int, key: Any = None) -> Any:
    """What `pop_item` would remove (its hexes are what the edit touches)."""
    try:
        lst = _list(sc, where, key)
    except EditError:
        return None
    return lst[index] if 0 <= index < len(lst) else None


pop_item.touched_value = _item_hexes  # type: ignore[attr-defined]
