"""The edit protocol shared by map and scenario edits.

An edit is a pure function ``f(target, ...) -> Edit`` that changes a
`core.model.Scenario` (or its `HexMap`) in place and returns the edit that
undoes it.  Every `Edit` value has

* ``apply(sc) -> Edit``: make the change on scenario ``sc`` and return its
  inverse (so undo is ``inverse.apply(sc)``, which returns the redo edit);
* ``touch(sc) -> Touch``: which hexes and which parts of the scenario the
  change concerns (for redrawing; ``sc`` is the scenario the edit applies to).

An inverse is a raw restoration (`core.edits.restore`): it puts back exactly
what was there (list positions, dict key order) and never re-checks rules
that the forward edit may have changed (issue 18.1).
Forward edits check what they are given and raise `EditError` (a
`core.errors.HexwrightError`) before changing anything.

Names: an edit's name is its function's ``__name__`` (`ScenarioEdit.name`);
the parts it touches are declared by `scenario_edit` on the function
itself, so no table lists edits by name.
"""
from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, runtime_checkable

from core.errors import HexwrightError
from core.hexgrid import Hex
from core.i18n import _
from core.model.deck import Deck
from core.model.scenario import ControlHex, Reinforcement, Scenario, SetupZone
from core.model.unit import UnitPlacement

# The map's sparse dicts (one part each) and the scenario's parts.
MAP_PARTS = ("terrain", "elevation", "fortifications", "flags", "hexsides")
SCENARIO_PARTS = ("units", "settings", "sides", "zones", "reinforcements", "decks", "victory")
PARTS = MAP_PARTS + SCENARIO_PARTS


class EditError(HexwrightError):
    """An edit that cannot be made (unknown unit, hex off the map...)."""


@dataclass(frozen=True)
class Touch:
    """What an edit concerns: ``hexes`` (cube `Hex` values whose drawing may
    change) and ``parts`` (names from `PARTS`).  ``a | b`` unites two."""

    hexes: frozenset = frozenset()
    parts: frozenset = frozenset()

    def __or__(self, other: Touch) -> Touch:
        return Touch(self.hexes | other.hexes, self.parts | other.parts)


@runtime_checkable
class Edit(Protocol):
    """The protocol every edit value follows (see the module doc)."""

    def apply(self, sc: Scenario) -> Edit:
        """Make the change on ``sc``; returns the inverse edit."""

    def touch(self, sc: Scenario) -> Touch:
        """The hexes and parts the change concerns."""


def apply_edit(sc: Scenario, edit: Edit) -> Edit:
    """Apply ``edit`` to ``sc``; returns the inverse edit (same as
    ``edit.apply(sc)``)."""
    return edit.apply(sc)


def _hexes_in(value: Any, sc: Scenario, out: set) -> None:
    """Collect the hexes named by an edit argument (hexes, units, zones,
    reinforcements, control hexes, containers of them)."""
    if isinstance(value, Hex):
        out.add(value)
    elif isinstance(value, UnitPlacement):
        if value.hex is not None:
            out.add(value.hex)
    elif isinstance(value, SetupZone):
        out.update(value.hexes)
    elif isinstance(value, Reinforcement):
        out.update(value.entry_hexes)
        for u in value.units:
            _hexes_in(u, sc, out)
    elif isinstance(value, ControlHex):
        out.add(value.hex)
    elif isinstance(value, Mapping):
        for v in value.values():
            _hexes_in(v, sc, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _hexes_in(v, sc, out)


@dataclass(frozen=True)
class ScenarioEdit:
    """An edit as data: ``op`` (an edit function of `core.edits`), its
    keyword arguments after the scenario, and the ``parts`` it touches
    (those of the forward edit it undoes; the inverse an ``apply`` returns
    keeps them)."""

    op: Callable[..., Edit]
    args: Mapping = field(default_factory=dict)
    parts: frozenset = frozenset()

    @property
    def name(self) -> str:
        """The edit function's name (e.g. ``put_field``)."""
        return self.op.__name__

    def apply(self, sc: Scenario) -> Edit:
        return tagged(self.op(sc, **self.args), self.parts)

    def touch(self, sc: Scenario) -> Touch:
        out: set = set()
        _hexes_in(self.args, sc, out)
        extra = getattr(self.op, "touched_value", None)  # e.g. the entry `pop_item` removes
        if extra is not None:
            _hexes_in(extra(sc, **self.args), sc, out)
        uid = self.args.get("unit_id", self.args.get("key") if self.args.get("owner") == "unit" else None)
        if isinstance(uid, str) and (u := sc.unit(uid)) is not None:
            _hexes_in(u, sc, out)
        return Touch(frozenset(out), self.parts | frozenset(getattr(self.op, "parts", ())))

    def __bool__(self) -> bool:
        return True


@dataclass(frozen=True)
class EditSequence:
    """Several edits applied in order as one; its inverse is the sequence of
    their inverses in reverse order.  Empty = no change (falsy)."""

    edits: tuple = ()
    parts: frozenset = frozenset()

    def apply(self, sc: Scenario) -> Edit:
        inverses = [e.apply(sc) for e in self.edits]
        return EditSequence(tuple(reversed(inverses)), self.parts)

    def touch(self, sc: Scenario) -> Touch:
        t = Touch(parts=self.parts)
        for e in self.edits:
            t = t | e.touch(sc)
        return t

    def __bool__(self) -> bool:
        return any(bool(e) for e in self.edits)


def undo_of(*inverses: Edit) -> Edit:
    """The inverse of several steps made in order, given each step's
    inverse: one `EditSequence` undoing the last step first."""
    return inverses[0] if len(inverses) == 1 else EditSequence(tuple(reversed(inverses)))


def tagged(edit: Edit, parts: Iterable[str]) -> Edit:
    """``edit`` with ``parts`` added to the parts it reports (scenario edits;
    a map edit reports its own fields and is returned unchanged)."""
    parts = frozenset(parts)
    if isinstance(edit, (ScenarioEdit, EditSequence)) and not parts <= edit.parts:
        return replace(edit, parts=edit.parts | parts)
    return edit


def scenario_edit(*parts: str) -> Callable[[Callable[..., Edit]], Callable[..., Edit]]:
    """Decorator for a forward scenario edit ``fn(sc, ...) -> inverse``: the
    function gets ``fn.parts`` (the `SCENARIO_PARTS` it touches) and its
    inverse reports them.  Raises ``ValueError`` for an unknown part."""
    ps = frozenset(parts)
    unknown = ps - set(SCENARIO_PARTS)
    if unknown:
        raise ValueError(f"unknown scenario parts {sorted(unknown)}: expected some of {', '.join(SCENARIO_PARTS)}")

    def deco(fn: Callable[..., Edit]) -> Callable[..., Edit]:
        @functools.wraps(fn)
        def wrapper(sc: Scenario, *args: Any, **kw: Any) -> Edit:
            return tagged(fn(sc, *args, **kw), ps)

        wrapper.parts = ps  # type: ignore[attr-defined]
        return wrapper

    return deco


# --- checks the forward edits share ------------------------------------------------
def check_hex(sc: Scenario, h: Hex | None, what: str) -> None:
    """Raise `EditError` when ``h`` (not None) is off the map."""
    if h is not None and not sc.hexmap.contains(h):
        raise EditError(_("{what}: hex at cube {h} is off the map").format(what=what, h=tuple(h)))


def check_side(sc: Scenario, side: str | None, what: str, allow_none: bool = False) -> None:
    """Raise `EditError` when ``side`` is not a side id of ``sc``."""
    if side is None and allow_none:
        return
    if side not in sc.side_ids():
        raise EditError(_("{what}: unknown side {side!r} (sides: {sc})").format(
                            what=what, side=side, sc=', '.join(sc.side_ids())))


def locate(sc: Scenario, unit_id: str) -> tuple[list[UnitPlacement], int, int | None]:
    """(list holding the unit, index in it, reinforcement index or None);
    raises `EditError` for an unknown unit."""
    for i, u in enumerate(sc.units):
        if u.id == unit_id:
            return sc.units, i, None
    for ri, r in enumerate(sc.reinforcements):
        for i, u in enumerate(r.units):
            if u.id == unit_id:
                return r.units, i, ri
    raise EditError(_("no unit {unit_id!r} in the scenario").format(unit_id=unit_id))


def find_zone(sc: Scenario, name: str) -> SetupZone:
    """The setup zone ``name``; raises `EditError` when there is none."""
    z = sc.zone(name)
    if z is None:
        raise EditError(_("no setup zone called {name!r}").format(name=name))
    return z


def find_deck(sc: Scenario, deck_id: str) -> Deck:
    """The deck ``deck_id``; raises `EditError` when there is none."""
    d = sc.deck(deck_id)
    if d is None:
        raise EditError(_("no deck {deck_id!r}").format(deck_id=deck_id))
    return d
