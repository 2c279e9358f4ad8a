"""Hidden units, hiding and snipers (seed 000 §10.0-10.3).

Reveal conditions (§10.0):

1. a hidden unit takes any action other than hidden movement (even out of
   enemy LOS): it and every hidden unit in its hex are revealed (a hidden
   sniper that fires stays hidden unless the 1D6 detection check finds it,
   §10.3);
2. a hidden unit shares a hex with any non-hidden unit, friend or foe;
3. a hidden unit is fired on and hit: every hidden unit in its hex is
   revealed (fire at such a hex resolves against the lowest front DR, HE
   against the lowest flank DR: combat.py);
4. units hidden in open terrain are revealed when an enemy unit moves within
   2 hexes with a clear LOS; units in covering terrain only when an enemy
   enters their hex.  Covering: terrain marked covering in terrain.json,
   fortifications that count as cover (bunkers, trenches, hasty defenses),
   and a small balka on the hexside the enemy's LOS crosses into the hex;
   higher elevation never counts.

A hidden unit moving hidden (§10.1) is revealed by the same rules seen from
its side: entering a hex with a non-hidden unit, or open ground within 2
hexes of an enemy with a clear LOS.

Hiding during the game (§10.2): un-hit squads out of enemy LOS spend 7 AP to
hide within 1 hex of where they are; the destination must be out of enemy
LOS too.  "Enemy LOS" means the LOS of enemy units on the map (not hidden).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Mapping

from core.i18n import _
from core.rules.coh.errors import IllegalAction
from core.hexgrid import Hex, distance
from core.rules.coh import terrain as T
from core.rules.coh.combat import attack
from core.rules.coh.dice import check_caps, check_dice
from core.rules.coh.move import contiguous

RULE_REVEAL = "seed 000 §10.0"
RULE_HIDE = "seed 000 §10.2"
RULE_SNIPER = "seed 000 §10.3"


def in_cover_from(position, h: Hex, observer: Hex) -> bool:
    """True when a hidden unit in ``h`` is in cover against an enemy at
    ``observer`` (rule 4; see module doc)."""
    if T.is_covering(position.hexmap, h):
        return True
    if observer == h:
        return False
    sides = position.sides_into(observer, h)
    return any(T.covering_across(position.hexmap.hexsides.get(s, frozenset())) for s in sides)


def spots(position, observer_hex: Hex, hidden_hex: Hex) -> bool:
    """True when an enemy at ``observer_hex`` reveals hidden units at
    ``hidden_hex`` by rule 4: same hex; or not in cover, within 2 hexes and
    with a clear LOS."""
    if observer_hex == hidden_hex:
        return True
    if distance(observer_hex, hidden_hex) > position.options.reveal_open_radius:
        return False
    if in_cover_from(position, hidden_hex, observer_hex):
        return False
    return position.los_clear(observer_hex, hidden_hex)


def reveal(position, ids: Iterable[str]):
    """``position`` with the units ``ids`` revealed, then rule 2 applied:
    every hidden unit sharing a hex with a non-hidden unit is revealed too.
    Returns ``(position, sorted ids revealed)``."""
    ids = set(ids)
    revealed: set[str] = set()
    while True:
        units = []
        changed = False
        for u in position.units:
            if u.hidden and u.id in ids:
                u = u.with_(hidden=False)
                revealed.add(u.id)
                changed = True
            units.append(u)
        if changed:  # nothing revealed: the same position (positions are frozen)
            position = replace(position, units=tuple(units))
        shown = {u.hex for u in position.units if not u.hidden}
        more = {u.id for u in position.units if u.hidden and u.hex in shown}
        if not more:
            return position, sorted(revealed)
        ids = more


def reveal_on_move(position, unit_id: str, path: list[Hex], hidden_move: bool = False):
    """Move ``unit_id`` along ``path`` (hexes entered in order) and apply the
    reveal rules at every hex entered.  A hidden unit that moves openly
    (``hidden_move`` False) is revealed first (rule 1).  Returns
    ``(position after the move, sorted ids revealed)``."""
    u = position.unit(unit_id)
    revealed: list[str] = []
    if u.hidden and not hidden_move:
        position, r = reveal(position, [u.id] + [o.id for o in position.units_at(u.hex) if o.hidden])
        revealed += r
    for h in path:
        u = position.unit(unit_id).with_(hex=h)
        position = position.replace_unit(u)
        to_show: list[str] = []
        if not u.hidden:
            for x in position.units:
                if x.hidden and x.side != u.side and spots(position, h, x.hex):
                    to_show.append(x.id)
        else:
            for e in position.units:
                if e.side != u.side and not e.hidden and spots(position, e.hex, h):
                    to_show.append(u.id)
                    break
        position, r = reveal(position, to_show)
        revealed += r
    return position, sorted(set(revealed))


def reveal_on_action(position, unit_ids: Iterable[str]):
    """Rule 1: the acting hidden units and every hidden unit in their hexes
    are revealed.  Returns ``(position, sorted ids revealed)``."""
    ids = set()
    for uid in unit_ids:
        u = position.unit(uid)
        if u.hidden:
            ids |= {o.id for o in position.units_at(u.hex) if o.hidden}
    return reveal(position, ids)


def reveal_on_fire(position, unit_id: str, target, dice, caps: int = 0, detection_die: int | None = None,
                   supporters: list[str] | None = None):
    """A unit fires: the hidden firer is revealed (rule 1) unless it is a
    sniper that passes its detection check (``detection_die`` < 6; without a
    die a hidden sniper stays hidden); every hidden unit in the target hex is
    revealed when the roll against them hits (rule 3).  Returns
    ``(position, sorted ids revealed, AttackResult)``."""
    firers = [unit_id] + list(supporters or [])
    res = attack(position, firers, target, dice, caps)
    revealed: list[str] = []
    hidden_hit = [r.unit_id for r in res.results if r.hit and r.unit_id and position.unit(r.unit_id).hidden]
    if hidden_hit:
        mates = [o.id for o in position.units_at(res.target_hex) if o.hidden]
        position, r = reveal(position, mates)
        revealed += r
    acting = []
    for fid in firers:
        f = position.unit(fid)
        if not f.hidden:
            continue
        if f.kind == "sniper":
            if detection_die is not None and detect_sniper(position, detection_die):
                acting.append(fid)
        else:
            acting.append(fid)
    position, r = reveal_on_action(position, acting)
    revealed += r
    return position, sorted(set(revealed)), res


def detect_sniper(position, die: int, caps: int = 0) -> bool:
    """The opponent's 1D6 detection check after a hidden sniper fires: found
    on 6 or higher; CAPs (at most 2, signed) modify the roll (§10.3)."""
    d = check_dice([die], 1, "sniper detection")[0]
    check_caps(caps, position.options)
    return d + caps >= position.options.sniper_detect_on


def in_enemy_los(position, unit, h: Hex) -> bool:
    """True when any non-hidden enemy of ``unit`` has a clear LOS to ``h``."""
    return any(e.side != unit.side and not e.hidden and position.los_clear(e.hex, h)
               for e in position.units)


def check_hide(position, unit_ids: list[str], to: Mapping[str, Hex], in_los=None) -> None:
    """Raise `RulesError` (seed 000 §10.2) unless every unit may hide at its
    destination: un-hit, not hidden, out of enemy LOS, destination within
    1 hex and out of enemy LOS, with no non-hidden unit of its own there
    (it would be revealed at once, §10.0 rule 2); a group must be
    contiguous (§9.14).  ``in_los(unit, hex)``, when given, answers
    `in_enemy_los` for it (a caller's memoised copy of the same test)."""
    seen = in_los or (lambda u, h: in_enemy_los(position, u, h))
    units = [position.unit(i) for i in unit_ids]
    if len(units) > 1 and not contiguous([u.hex for u in units]):
        raise IllegalAction(_("group hide: the units are not in the same or continuous adjacent hexes"),
                            "seed 000 §9.2")
    for u in units:
        dest = to.get(u.id, u.hex)
        lab = position.label
        if u.hits:
            raise IllegalAction(_("unit {id} has a hit marker: only un-hit squads may hide").format(id=u.id), RULE_HIDE)
        if u.hidden:
            raise IllegalAction(_("unit {id} is already hidden").format(id=u.id), RULE_HIDE)
        if u.move_class != "foot":
            raise IllegalAction(_("unit {id} is not a squad: only squads may hide").format(id=u.id), RULE_HIDE)
        if distance(u.hex, dest) > position.options.hide_radius:
            raise IllegalAction(_("unit {id} may hide only within 1 hex of {lab}, not at {lab2}").format(
                                    id=u.id, lab=lab(u.hex), lab2=lab(dest)), RULE_HIDE)
        if seen(u, u.hex):
            raise IllegalAction(_("unit {id} at {lab} is in enemy LOS and may not hide").format(
                                    id=u.id, lab=lab(u.hex)), RULE_HIDE)
        if seen(u, dest):
            raise IllegalAction(_("unit {id}: destination {lab} is in enemy LOS").format(
                                    id=u.id, lab=lab(dest)), RULE_HIDE)
        shown = [o.id for o in position.units_at(dest) if not o.hidden and o.id not in unit_ids]
        if shown:
            raise IllegalAction(_("unit {id} may not hide at {lab}: it shares the hex with non-hidden "
                                  "unit(s) {shown} and would be revealed at once").format(
                                    id=u.id, lab=lab(dest), shown=', '.join(shown)), "seed 000 §10.0 rule 2")


def hide(position, unit_ids: list[str], to: Mapping[str, Hex]):
    """The position after the units hide (legality from `check_hide`): each
    is hidden at its destination, with no facing (§10.0)."""
    check_hide(position, unit_ids, to)
    for uid in unit_ids:
        u = position.unit(uid)
        position = position.replace_unit(u.with_(hex=to.get(uid, u.hex), hidden=True, facing=None))
    return position
