"""``hexwright reach SCENARIO UNIT_ID [--budget AP]``: every hex a set-up
unit can reach and what it costs, from the ruleset's movement service
(`core.rules.registry` ``movement_costs``; for Conflict of Heroes AP within
one 7 AP activation, vehicles with their bonus moves, coh.md 4.3; hidden
units by hidden movement).  One line per hex, cheapest first, then the
count; ``--json`` prints ``{"unit", "from", "budget", "hexes": {label:
cost}}``."""
from __future__ import annotations

import argparse
import json
from core.i18n import _, ngettext

HELP = "print every hex a unit of a scenario can reach and its movement cost"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """SCENARIO, UNIT_ID, --budget, --json."""
    parser.add_argument("scenario", metavar="SCENARIO", help="a scenario file (.scenario.json)")
    parser.add_argument("unit", metavar="UNIT_ID", help="id of a unit set up on the map")
    parser.add_argument("--budget", type=float, default=None, metavar="AP",
                        help="spend at most this much (default: the ruleset's own, e.g. a 7 AP activation)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of lines")


def run(args: argparse.Namespace) -> int:
    """Print the reachable hexes; `HexwrightError` for an unreadable
    scenario, an unknown unit (the known ids listed), a negative budget."""
    from core.errors import HexwrightError
    from core.formats.scenariofile import load_scenario
    from core.rules.registry import spec
    sc = load_scenario(args.scenario)
    u = sc.unit(args.unit)
    if u is None or u.hex is None:
        ids = ", ".join(x.id for x in sc.units if x.hex is not None) or "none"
        raise HexwrightError(_("{scenario}: no unit {unit!r} set up on the map; units: {ids}").format(
                                 scenario=args.scenario, unit=args.unit, ids=ids))
    budget = args.budget
    if budget is not None:
        if budget < 0 or budget != budget:
            raise HexwrightError(_("--budget must be a non-negative number, got {budget:g}").format(budget=args.budget))
        budget = int(budget) if float(budget).is_integer() else budget
    costs = spec(sc.ruleset).movement_costs(sc, args.unit, None, budget)
    hm = sc.hexmap
    costs.pop(u.hex, None)
    rows = sorted(((c, hm.label(h)) for h, c in costs.items()), key=lambda t: (t[0], t[1]))
    if args.json:
        print(json.dumps({"unit": args.unit, "from": hm.label(u.hex), "budget": budget,
                          "hexes": {lab: c for c, lab in rows}}, indent=1))
        return 0
    name = u.name or args.unit
    print(_("{name} ({unit}) from {hex}").format(name=name, unit=args.unit, hex=hm.label(u.hex))
          + (_(", budget {budget:g}").format(budget=budget) if budget is not None else ""))
    for c, lab in rows:
        print(f"{lab}  {c:g}")
    print(ngettext("{n} hex reachable", "{n} hexes reachable", len(rows)).format(n=len(rows)))
    return 0
