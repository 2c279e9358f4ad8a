"""The designer's checks of a scenario, as `Problem` warnings: what plays
but probably not as intended.

Every ruleset: reinforcements whose units have no hex and which have no
entry hexes, reinforcements without units, decks without cards, hidden
units in a ruleset without hidden set-up, units of one side given to the other
(a reinforcement of the Germans bringing a Soviet catalogue unit), (`core.rules.supports_hidden_setup`:
tng has none).  Then the ruleset's own set-up checks through the registry
(`core.rules.registry.RulesetSpec.setup_problems`): coh in
`core.rules.coh.setup_checks`;
tng's are its engine's (`core.setup_checks.engine`); fow hides anywhere
and its impassable going is an engine refusal.
"""
from __future__ import annotations

from core.catalogues import load_units
from core.naming import side_names, unit_names
from core.problems import Problem, unit_path
from core.rules.registry import spec


def design_checks(sc) -> list[Problem]:
    """The designer's warnings for scenario ``sc`` (see the module doc)."""
    hm = sc.hexmap
    names = unit_names(sc)
    out: list[Problem] = []
    placed = [u for u in sc.units if u.hex is not None and hm.contains(u.hex)]
    rules = spec(sc.ruleset)
    if not rules.traits.hidden_setup:
        for u in placed:
            if u.hidden:
                out.append(Problem("setup.hidden_unsupported",
                                   {"unit": names[u.id], "hex": hm.label(u.hex), "ruleset": sc.ruleset},
                                   unit_path(sc, u.id) + ".hidden", (u.hex,), u.id))
    out += rules.setup_problems(sc, names)
    for i, r in enumerate(sc.reinforcements):
        loose = [names[u.id] for u in r.units if u.hex is None]
        where = {"number": i + 1, "round": r.round, "side": side_names(sc).get(r.side, r.side)}   # as shown
        if loose and not r.entry_hexes:
            out.append(Problem("setup.reinforcement_no_entry", dict(where, units=loose),
                               f"$.reinforcements[{i}].entry_hexes"))
        if not r.units:
            out.append(Problem("setup.reinforcement_empty", where, f"$.reinforcements[{i}].units",
                               tuple(r.entry_hexes)))
    out += _side_mismatches(sc, names)
    for i, d in enumerate(sc.decks):
        if not d.cards:
            out.append(Problem("setup.deck_empty", {"deck": d.id}, f"$.decks[{i}].cards"))
    return out


def _side_mismatches(sc, names) -> list[Problem]:
    """A unit whose catalogue side differs from the side it is placed for,
    or a reinforcement unit of another side than its reinforcement: the
    editor must never hand one side's unit to the other silently."""
    catalogue = load_units(sc.ruleset)
    shown = side_names(sc)   # the sides' names in the user's language
    out: list[Problem] = []
    groups = [(None, sc.units)] + list(enumerate(r.units for r in sc.reinforcements))
    for ri, units in groups:
        owner = sc.reinforcements[ri].side if ri is not None else None
        for j, u in enumerate(units):
            ut = catalogue.get(u.catalogue_id) if u.catalogue_id else None
            for expected, actual in ((u.side, ut.side if ut else None), (owner, u.side)):
                if expected is None or actual is None or expected == actual:
                    continue
                path = f"$.reinforcements[{ri}].units[{j}]" if ri is not None else f"$.units[{j}]"
                out.append(Problem("setup.unit_other_side",
                                   {"unit": names.get(u.id, u.id), "side": shown.get(expected, expected),
                                    "other": shown.get(actual, actual)},
                                   path + ".side", (u.hex,) if u.hex is not None else (), u.id))
                break
    return out
