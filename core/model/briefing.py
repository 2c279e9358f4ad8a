"""The briefing of a scenario: what every player may know before play, as
plain data for prints, pack previews and any other public surface.

`briefing(sc)` lists the set-up units everyone sees (with the name their
counter prints), how many hidden units each side sets up (never where, and
never their designer nicknames: seed 000 §10.0, a hidden unit is placed
secretly), the setup zones, the reinforcements with their entry hexes, the
victory hexes and the objectives text.  `counter_faces(sc)` lists every
counter face to print: the front of every unit and, where the unit has a
reduced side (a catalogue ``disordered_cohesion``: tng_fow.md "every unit
has a Disordered back side with a lower Cohesion", Cossacks have none), its
back.  `markers_needed(sc)` lists the play markers the scenario needs:
the ruleset's hit-marker piles when it has them (``hit_markers.json``
beside its catalogues; the armored pile only when an armored unit is in
play), one control marker per victory hex, and the round and VP track
markers.

Pure data (no Qt): the print (`editor.print`) and the pack preview draw it.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources

from core.catalogues import load_units, unit_stats
from core.errors import HexwrightError
from core.i18n import N_, _
from core.model.scenario import Scenario
from core.model.unit import UnitPlacement
from core.naming import catalogue_name, hit_marker_name, side_names, unit_type_name

BACK_STAT = "disordered_cohesion"      # a unit whose catalogue gives this has a reduced back side


@dataclass(frozen=True)
class BriefedUnit:
    """A unit as players see it: ``name`` is what its counter prints (the
    catalogue name for a hidden unit), ``hex`` its label or ``""`` for a
    reinforcement, ``counter`` the catalogue counter number or kind."""

    side: str
    name: str
    hex: str
    counter: str


@dataclass(frozen=True)
class Entry:
    """Reinforcements of ``side`` arriving in ``round`` at ``hexes``
    (labels), with the counter names of their ``units``."""

    round: int
    side: str
    hexes: tuple[str, ...]
    units: tuple[str, ...]


@dataclass(frozen=True)
class Objective:
    """A victory hex: its label, VP, when it scores (``round`` or ``end``)
    and the side holding it at the start (None: nobody)."""

    hex: str
    vp: int
    when: str
    owner: str | None


@dataclass(frozen=True)
class Briefing:
    """See the module doc.  ``hidden`` maps side id -> the number of units it
    sets up hidden; ``zones`` is ``(name, side, labels)`` per setup zone."""

    title: str
    sides: tuple[tuple[str, str], ...]
    setup: tuple[BriefedUnit, ...]
    hidden: dict[str, int] = field(default_factory=dict)
    zones: tuple[tuple[str, str | None, tuple[str, ...]], ...] = ()
    entries: tuple[Entry, ...] = ()
    objectives: tuple[Objective, ...] = ()
    objectives_text: str = ""

    def side_name(self, side_id: str | None) -> str:
        """The printed name of ``side_id`` (its id when unnamed)."""
        return next((n for s, n in self.sides if s == side_id), side_id or "")


def counter_name(sc: Scenario, u: UnitPlacement) -> str:
    """The name a counter prints for ``u``: its own name, except for a
    hidden unit, whose counter shows only its catalogue name (a designer's
    nickname would tell the enemy which unit it is); a catalogue name in
    the user's language (`core.naming.unit_type_name`)."""
    ut = load_units(sc.ruleset).get(u.catalogue_id) if u.catalogue_id else None
    if u.hidden:
        return unit_type_name(ut.name) if ut else (u.kind or "unit").replace("_", " ")
    return u.name or (unit_type_name(ut.name) if ut else u.id)


def _counter(sc: Scenario, u: UnitPlacement) -> str:
    ut = load_units(sc.ruleset).get(u.catalogue_id) if u.catalogue_id else None
    kind = (u.kind or (ut.kind if ut else "") or "").replace("_", " ")
    return (ut.counter if ut and ut.counter else "") or (catalogue_name("unit kind", kind) if kind else "")


def briefing(sc: Scenario) -> Briefing:
    """The briefing of ``sc`` (module doc); hexes as the map's labels,
    sorted in label order, units in scenario order."""
    m = sc.hexmap
    label = m.label
    setup: list[BriefedUnit] = []
    hidden: dict[str, int] = {}
    for u in sc.units:
        if u.hidden:
            hidden[u.side] = hidden.get(u.side, 0) + 1
        elif u.hex is not None and m.contains(u.hex):
            setup.append(BriefedUnit(u.side, counter_name(sc, u), label(u.hex), _counter(sc, u)))
    zones = tuple((z.name, z.side, tuple(sorted(label(h) for h in z.hexes if m.contains(h)))) for z in sc.zones)
    entries = tuple(Entry(r.round, r.side, tuple(label(h) for h in r.entry_hexes if m.contains(h)),
                          tuple(counter_name(sc, u) for u in r.units)) for r in sc.reinforcements)
    objectives = tuple(Objective(label(c.hex), c.vp, c.when, c.owner) for c in sc.victory.control
                       if m.contains(c.hex))
    return Briefing(sc.title or m.name, tuple(side_names(sc).items()), tuple(setup), hidden,
                    zones, entries, objectives, sc.victory.objectives)


@dataclass(frozen=True)
class PrintFace:
    """One printed counter face: the unit, ``back`` for its reduced side,
    the ``name`` to print and the ``stats`` of that face."""

    unit: UnitPlacement
    back: bool
    name: str
    counter: str
    stats: dict


def _stats(sc: Scenario, u: UnitPlacement) -> dict:
    try:
        return unit_stats(u.catalogue_id, u.stats, sc.ruleset)
    except HexwrightError:
        return dict(u.stats)


def counter_faces(sc: Scenario) -> list[PrintFace]:
    """Every counter face to print for ``sc``: units grouped by side in side
    order (setup, then reinforcements), each front followed by its back when
    it has a reduced side (module doc); the back's ``cohesion`` is the
    disordered value and its ``counter`` says "Disordered"."""
    order = {sid: i for i, sid in enumerate(sc.side_ids())}
    out: list[PrintFace] = []
    for u in sorted(sc.all_units(), key=lambda u: order.get(u.side, len(order))):
        stats = _stats(sc, u)
        name = counter_name(sc, u)
        out.append(PrintFace(u, False, name, _counter(sc, u), stats))
        if stats.get(BACK_STAT) is not None:
            back = {k: v for k, v in stats.items() if k != BACK_STAT}
            back["cohesion"] = stats[BACK_STAT]
            out.append(PrintFace(u, True, name, _("Disordered"), back))
    return out


def _piles(ruleset: str) -> dict:
    try:
        text = resources.files(f"core.rules.{ruleset}").joinpath("hit_markers.json").read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return {}
    data = json.loads(text)
    return {k: v for k, v in data.items() if isinstance(v, dict) and "markers" in v}


# the hit-marker piles as their markers' group prints (hit_markers.json keys)
PILES = {"soft": N_("Soft hit markers"), "armored": N_("Armored hit markers")}


def markers_needed(sc: Scenario) -> list[tuple[str, str, int]]:
    """``(group, marker name, copies)`` for every play marker ``sc`` needs
    (module doc): hit-marker piles (coh.md 3.2, 3.3: each marker with its
    copies), control markers (one per victory hex, coh.md 9.2) and one
    round marker and one VP marker per side; names in the user's language."""
    out: list[tuple[str, str, int]] = []
    armored = any(bool(_stats(sc, u).get("armored")) for u in sc.all_units())
    for pile, data in _piles(sc.ruleset).items():
        if pile == "armored" and not armored:
            continue
        for name, effects in data["markers"].items():
            copies = effects.get("copies", 1) if isinstance(effects, dict) else 1
            out.append((_(PILES.get(pile, "{pile} hit markers")).format(pile=pile.capitalize()),
                        _capital(hit_marker_name(name)), int(copies)))
    track = _("Track and control")
    if sc.victory.control:
        out.append((track, _("Control"), len(sc.victory.control)))
    out.append((track, _("Round"), 1))
    for name in side_names(sc).values():
        out.append((track, _("VP {side}").format(side=name), 1))
    return out


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
