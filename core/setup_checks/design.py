"""The designer's checks of a scenario, as `Problem` warnings: what plays
but probably not as intended.

Every ruleset: reinforcements whose units have no hex and which have no
entry hexes, reinforcements without units, decks without cards, hidden
units in a ruleset without hidden set-up (`core.rules.supports_hidden_setup`:
tng has none).  Then the ruleset's own set-up checks through the registry
(`core.rules.registry.RulesetSpec.setup_problems`): coh in
`core.setup_checks.coh`;
tng's are its engine's (`core.setup_checks.engine`); fow hides anywhere
and its impassable going is an engine refusal.
"""
from __future__ import annotations

from core.naming import unit_names
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
        where = {"number": i + 1, "round": r.round, "side": r.side}
        if loose and not r.entry_hexes:
            out.append(Problem("setup.reinforcement_no_entry", dict(where, units=loose),
                               f"$.reinforcements[{i}].entry_hexes"))
        if not r.units:
            out.append(Problem("setup.reinforcement_empty", where, f"$.reinforcements[{i}].units",
                               tuple(r.entry_hexes)))
    for i, d in enumerate(sc.decks):
        if not d.cards:
            out.append(Problem("setup.deck_empty", {"deck": d.id}, f"$.decks[{i}].cards"))
    return out
