"""`probe_attack`: the memoised dice-free `combat.attack` the engine's
previews share (legal_fire.py's fire options, costs.py, greedy.py;
issue 14, "a faster engine").

Two layers, the same answers:

* **by state** (the reference memo, ``memo`` itself): keyed on the states
  of the units in the firers' hexes and in the target hex (`CohUnit.sig`: what
  rules answers depend on, stats are fixed), the firers, the target, the
  smoke and the fortifications of those hexes (LOS never changes in
  play; cards 16 and 17 change fortifications, forts.py);
* **by object** (``memo[OBJECTS]``): one entry per ``(firers, target,
  target hex)`` holding the objects the last answer was computed from
  (the map, the smoke mapping, the units in those hexes, in position
  order) and that answer.  Units, positions, smoke mappings and maps
  are never changed once in play (a change is a new object: units.py,
  smoke.py, forts.py), so the same objects mean the same state key and
  the answer is the by-state one, found without building that key (a
  position after a move shares all other units' objects with the one
  before).  The entry keeps its objects alive, so identity is never
  confused by a reused ``id``.
"""
from __future__ import annotations

from operator import is_

from core.errors import RulesError
from core.rules.coh.combat import attack

OBJECTS = "by object"  # memo key of the by-object layer (module doc)
_CAP = 200_000  # entries of either layer before it is emptied


def probe_attack(pos, memo: dict | None, ids: list, target: str, target_hex, weapon: dict | None = None,
                 card: str | None = None, spotter=None):
    """``attack(pos, ids, target, [1, 1], 0, 0, weapon, card,
    spotter=spotter)`` (legality, cost, colour) memoised (module doc);
    ``target_hex``: the hex of ``target`` (a hex label or, in close combat,
    a unit id); ``weapon``: the record card ``card`` gives (a weapon card's,
    `flame.FLAME` for card `flame.FLAME_ID`: the card names it in the
    keys); ``spotter``: an indirect fire's spotter hex (its fortification
    joins the key; rules/coh.md 8.1).  Returns the `AttackResult` or None
    when the attack is illegal.  ``memo`` None: computed afresh (the
    reference).  `RulesError` for an unknown firer."""
    if memo is None:
        try:
            return attack(pos, list(ids), target, [1, 1], 0, 0, weapon, card, spotter=spotter)
        except RulesError:
            return None
    by_id = pos._by_id  # id -> the first unit of that id (kept on the position; `Position.unit`)
    firers = [by_id.get(i) or pos.unit(i) for i in ids]
    at = pos._by_hex  # hex -> its units in position order (kept on the position)
    hexes = (firers[0].hex,) if len(firers) == 1 else dict.fromkeys(f.hex for f in firers)
    objs = (pos.hexmap, pos.smoke, *[o for h in hexes for o in at.get(h, ())], None, *at.get(target_hex, ()))
    okey = (tuple(ids), target, target_hex, card, spotter)
    table = memo.get(OBJECTS)
    if table is None:
        table = memo[OBJECTS] = {}
    got = table.get(okey)
    if got is not None and len(got[0]) == len(objs) and all(map(is_, got[0], objs)):
        return got[1]
    key = (tuple(o.sig for h in hexes for o in pos.units_at(h)), tuple(ids), target,
           tuple(o.sig for o in pos.units_at(target_hex)), tuple(sorted(pos.smoke.items())),
           tuple(pos.hexmap.fortification_at(h) for h in dict.fromkeys((target_hex, *hexes))), card, spotter,
           None if spotter is None else pos.hexmap.fortification_at(spotter))
    if key in memo:
        res = memo[key]
    else:
        if len(memo) > _CAP:
            memo.clear()
            table = memo[OBJECTS] = {}
        try:
            res = attack(pos, list(ids), target, [1, 1], 0, 0, weapon, card, spotter=spotter)
        except RulesError:
            res = None
        memo[key] = res
    if len(table) > _CAP:
        table.clear()
    table[okey] = (objs, res)
    return res
