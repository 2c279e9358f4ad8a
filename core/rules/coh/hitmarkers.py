"""Hit markers and rally (coh.md 3; seed 000 §9.13), read from
``core/rules/coh/hit_markers.json``: the soft pile (foot units, red Defense)
and the armored pile (blue Defense), each marker with its copies, rally
number and effects.

* `marker(name, armored)` -> effect dict; `check_marker(name, unit)` raises
  `RulesError` for a name the ruleset does not know.
* Marker identity: a plain name (``"pinned"``) is a marker of the unit's
  own pile; a marker drawn from the other pile carries it after a ``/``
  (``"pinned/soft"`` on an open-topped vehicle hit on its red flank,
  coh.md 3.1: the pile follows the Defense colour hit; coh.md 4.3, E3
  16.5).  `split_marker`, `qualified` and `pile_of` convert; the two piles'
  Destroyed markers are both stored as ``"destroyed"``.
* `unit_effects(unit)` sums a unit's markers (FP, AP, Defense, range,
  prohibitions).
* `apply_hit(unit, marker_name, critical)` -> the unit after a hit: a
  critical hit, or a hit on a unit that already has a marker, destroys it
  (coh.md 3.1).
* `may_rally(unit)`: it has markers, each with a rally number;
  `rally_roll(unit, dice, ...)` -> `RallyResult` (seed 000 §9.13: each
  rallying unit rolls separately).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Iterable

from core.errors import RulesError
from core.i18n import _
from core.rules.coh.dice import check_caps, check_dice
from core.rules.coh.errors import IllegalAction
from core.rules.coh.terrain import hex_dm


@lru_cache(maxsize=1)
def load_markers() -> dict:
    """The parsed hit_markers.json."""
    text = resources.files("core.rules.coh").joinpath("hit_markers.json").read_text(encoding="utf-8")
    return json.loads(text)


def pile(armored: bool) -> dict[str, dict]:
    """The markers of the armored or the soft pile: ``{name: effects}``."""
    return load_markers()["armored" if armored else "soft"]["markers"]


PILE_NAMES = {"soft": False, "armored": True}


def split_marker(name: str, armored: bool) -> tuple[str, bool]:
    """``(base name, pile)`` of marker identity ``name`` held by a unit
    whose own pile is ``armored`` (module doc: ``"pinned/soft"`` ->
    ``("pinned", False)``, ``"pinned"`` -> ``("pinned", armored)``);
    `RulesError` for an unknown pile after the ``/``."""
    base, sep, which = name.partition("/")
    if not sep:
        return name, armored
    if which not in PILE_NAMES:
        raise RulesError(_("hit marker {name!r}: unknown pile {which!r}; known: soft, armored").format(
                             name=name, which=which), "coh.md 3.1")
    return base, PILE_NAMES[which]


def qualified(base: str, pile_armored: bool, unit_armored: bool) -> str:
    """The identity a unit of pile ``unit_armored`` stores for marker
    ``base`` drawn from pile ``pile_armored`` (module doc)."""
    if pile_armored == unit_armored or base == "destroyed":
        return base
    return f"{base}/{'armored' if pile_armored else 'soft'}"


def pile_of(name: str, unit) -> bool:
    """True when ``unit``'s marker ``name`` belongs to the armored pile."""
    return split_marker(name, unit.armored)[1]


def marker(name: str, armored: bool) -> dict:
    """Effects of marker ``name`` (a base name, or a pile-qualified
    identity, `split_marker`) in the soft/armored pile; `RulesError`
    naming it (and the known names) if the pile has no such marker."""
    name, armored = split_marker(name, armored)
    p = pile(armored)
    if name not in p:
        which = "armored" if armored else "soft"
        raise RulesError(_("unknown hit marker {name!r} for a {which} target; known: {p}").format(
                             name=name, which=which, p=', '.join(sorted(p))),
                         "coh.md 3.2-3.3")
    return p[name]


def check_marker(name: str, unit) -> dict:
    """`marker` for ``unit`` (its pile), the message naming the unit."""
    try:
        return marker(name, unit.armored)
    except RulesError as e:
        raise RulesError(_("unit {id}: {e}").format(id=unit.id, e=e)) from None


@dataclass(frozen=True)
class Effects:
    """Summed marker effects of one unit (AP, FP, DR, hexes)."""

    no_attack: bool = False
    no_move: bool = False
    only_rally: bool = False
    destroyed: bool = False
    fire_ap: int = 0
    move_ap: int = 0
    fp_soft: int = 0
    fp_hard: int = 0
    dr_front: int = 0
    dr_flank: int = 0
    range_max: int | None = None

    @property
    def affects_fp(self) -> bool:
        """True when a marker changes or forbids the unit's FP (seed 000
        §9.12: such a unit may not support a firegroup)."""
        return self.no_attack or self.only_rally or self.destroyed or bool(self.fp_soft or self.fp_hard)


_NO_EFFECTS = Effects()
_EFFECTS: dict[tuple, Effects] = {}  # (hits, armored) -> their Effects (the piles are fixed: hit_markers.json)


def unit_effects(unit) -> Effects:
    """The summed effects of ``unit.hits`` (from the unit's own pile);
    kept per (hits, pile): a pure function of them."""
    hits = unit.hits
    if not hits:
        return _NO_EFFECTS
    key = (tuple(hits), unit.armored)
    got = _EFFECTS.get(key)
    if got is None:
        got = _EFFECTS[key] = _effects(unit)  # raises for an unknown marker: nothing kept
    return got


def _effects(unit) -> Effects:
    acc: dict[str, Any] = {}
    for name in unit.hits:
        eff = check_marker(name, unit)
        for k in ("no_attack", "no_move", "only_rally", "destroyed"):
            if eff.get(k):
                acc[k] = True
        for k in ("fire_ap", "move_ap", "fp_soft", "fp_hard", "dr_front", "dr_flank"):
            acc[k] = acc.get(k, 0) + int(eff.get(k, 0))
        if eff.get("range_max") is not None:
            acc["range_max"] = min(acc.get("range_max", eff["range_max"]), eff["range_max"])
    return Effects(**acc)


def apply_hit(unit, marker_name: str | None, critical: bool = False):
    """``unit`` after one hit.

    A critical hit (AV >= DV + 4) or a hit on a unit that already carries a
    hit marker destroys it (coh.md 3.1): its hits become ``("destroyed",)``.
    Otherwise ``marker_name`` (drawn by the caller from the unit's pile) is
    added; `RulesError` if it is missing or unknown.
    """
    if critical or any(h != "destroyed" for h in unit.hits):
        return unit.with_(hits=("destroyed",))
    if not marker_name:
        raise RulesError(_("unit {id}: a hit needs the drawn marker's name").format(id=unit.id), "coh.md 3.1")
    check_marker(marker_name, unit)
    if split_marker(marker_name, unit.armored)[0] == "destroyed":  # either pile's Destroyed (module doc)
        marker_name = "destroyed"
    return unit.with_(hits=tuple(unit.hits) + (marker_name,))


@dataclass(frozen=True)
class RallyResult:
    """One unit's rally roll: ``roll`` (2D6 + CAPs + bonuses), the rally
    ``number`` it had to reach, ``rallied`` and the unit afterwards."""

    unit_id: str
    roll: int
    number: int | None
    rallied: bool
    unit: Any
    terms: tuple = ()   # (name, value, rule) added to the 2D6: cover, un-hit friends, CAPs
    dice: int = 0       # the 2D6 total


def may_rally(unit) -> bool:
    """True when ``unit`` has hit markers and each of them has a rally
    number (seed 000 §9.13: a rally rolls against it)."""
    return bool(unit.hits) and all(check_marker(h, unit).get("rally") is not None for h in unit.hits)


def rally_roll(position, unit, dice: Iterable[int], caps: int = 0, bonus: tuple = ()) -> RallyResult:
    """Resolve one rally attempt of ``unit`` with fixed ``dice`` (2D6).

    The unit needs 2D6 + bonuses (+ up to 2 CAPs) to reach the highest rally
    number among its markers (coh.md 3.4; comparison from
    ``options.rally_comparison``).  Bonuses, +1 each: the hex has cover
    (terrain DM of +1 or more, or a fortification), and each friendly
    un-hit unit stacked with it (coh.md 3.4 [S1 7.5]).  No rally while an
    enemy shares the hex, or when a marker has no rally number: `RulesError`.
    A unit without markers: `RulesError`.  ``bonus``: an extra ``(name,
    value, rule)`` term added to the roll (a card: V04 Motivated Leader
    lowers the rally number by 2, the same as +2 to the roll).
    """
    opts = position.options
    d = check_dice(dice, 2, f"rally of {unit.id}")
    check_caps(caps, opts)
    if not unit.hits:
        raise IllegalAction(_("unit {id} has no hit marker to rally").format(id=unit.id), "coh.md 3.4")
    markers = [check_marker(h, unit).get("rally") for h in unit.hits]
    numbers = [n for n in markers if n is not None]
    if len(numbers) < len(markers):
        raise IllegalAction(_("unit {id}: a marker it carries cannot be rallied").format(id=unit.id), "coh.md 3.2-3.3")
    if any(o.side != unit.side and o.hex == unit.hex for o in position.units):
        raise IllegalAction(_("unit {id} cannot rally while sharing a hex with an enemy").format(
                                id=unit.id), "coh.md 3.4")
    number = max(numbers)
    terms = []
    if hex_dm(position.hexmap, unit.hex) >= 1 or position.hexmap.fortification_at(unit.hex) is not None:
        terms.append(("cover", 1, "coh.md 3.4 (cover of +1 DM or a fortification)"))
    friends = sum(1 for o in position.units_at(unit.hex) if o.id != unit.id and o.side == unit.side and not o.hits)
    if friends:
        terms.append(("unhit_friends", friends, "coh.md 3.4 (+1 per friendly un-hit unit in the hex)"))
    if caps:
        terms.append(("caps", caps, "coh.md 1.1 (at most 2 CAPs per roll)"))
    if bonus:
        terms.append(tuple(bonus))
    roll = sum(d) + sum(t[1] for t in terms)
    ok = opts.succeeds(roll, number, opts.rally_comparison)
    return RallyResult(unit.id, roll, number, ok, unit.with_(hits=()) if ok else unit, tuple(terms), sum(d))
