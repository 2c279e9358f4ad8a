"""Conflict of Heroes fire combat (coh.md 2; seed 000 §9.12, §10.0, §10.3).

AV = FP + 2D6 + modifiers (+ up to 2 CAPs); red FP against a soft (red)
Defense, blue FP against an armored (blue) one.  DV = front or flank DR +
terrain DM + fortification + elevation + walls + smoke.  A hit when AV >= DV
(option ``hit_comparison``, ``">"`` the alternative); AV >= DV + 4 is two
hits: destroyed (coh.md 2.1).  A hit on a unit that already carries a hit
marker also destroys it (coh.md 3.1).

Legality (coh.md 2.2): the target hex in the leader's fire arc (turreted
units may fire outside it for +2 AP), clear LOS, at most twice the printed
range (beyond range: -2 FP long range), not inside a minimum range; the
leader has FP of the colour needed and no marker forbidding attacks.

Modifiers: adjacent +3 FP; close combat (same hex) +4 FP, crewed -2 instead,
always the target's flank Defense, vehicles get no terrain DM; attacker
higher +1 FP, target higher +1 DM; walls crossed +1 DM (not vs HE); smoke
(heavy +2 DM / -2 FP out of it, light +1 / -1, light smoke on the line +1;
at most 2 each way); firegroup supporters +1 FP each (firegroup.py).
Snipers and HE (mortar/artillery) always hit the flank Defense; a sniper
firing into a close-combat hex does not hit its own units (seed 000 §10.3).  Fire at a
hex that may hold hidden units resolves against the hidden unit with the
lowest front DR (HE: lowest flank DR), even when no unit is there
(seed 000 §10.0 rule 3).

Dice always come in as values; `RulesError` for bad dice or more than 2 CAPs.
"""
from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Iterable

from core.errors import RulesError
from core.i18n import _
from core.rules.coh.errors import IllegalAction
from core.hexgrid import Hex, distance, line
from core.rules.coh import terrain as T
from core.rules.coh.defense import Term, defense_terms  # noqa: F401 (Term re-exported)
from core.rules.coh.dice import check_caps, check_dice  # noqa: F401 (re-exported)
from core.rules.coh.fire_limits import check_fire_place, defense_is_armored, fire_facing
from core.rules.coh.flame import check_flamer, flame_terms, is_flame
from core.rules.coh.firegroup import in_arc, printed_fp, support_fp
from core.rules.coh.hitmarkers import unit_effects
from core.rules.coh.transport import check_firers, passengers_first
from core.rules.coh.weapons import RULE as W_RULE, check_user

RULE = "coh.md 2.2"


@dataclass(frozen=True)
class TargetResult:
    """One roll against one target unit (``unit_id`` None: an empty hex)."""

    unit_id: str | None
    attack_value: int
    defense_value: int | None
    hit: bool
    critical: bool
    destroyed: bool
    flank: bool
    armored: bool
    fp: int = 0
    defense: tuple[Term, ...] = ()
    roll: int = 0


@dataclass(frozen=True)
class AttackResult:
    """An attack: ``fp`` (leader's FP after markers and support),
    ``modifiers`` (name -> FP; `MOD_RULES` cites each), per-target
    ``results`` (first = primary; each with its own FP, itemised
    ``defense`` terms and the dice total ``roll``), the ``cost`` in AP, the
    hex fired at, ``fp_terms`` (printed FP, markers, support) and the
    ``caps`` on each roll."""

    fp: int
    modifiers: dict
    results: tuple[TargetResult, ...]
    cost: int
    target_hex: Hex
    close_combat: bool
    notes: tuple[str, ...] = field(default_factory=tuple)
    fp_terms: tuple[Term, ...] = ()
    caps: int = 0

    def attack_terms(self, result: TargetResult | None = None) -> list[Term]:
        """The AV terms of one roll (default the primary) without the dice:
        FP (printed, markers, support), each modifier, CAPs."""
        r = result or self.primary
        terms = [t for t in self.fp_terms]
        if r.fp != self.fp and terms:
            terms[0] = Term(terms[0].name, terms[0].value + r.fp - self.fp, terms[0].rule)
        terms += [Term(k, v, MOD_RULES.get(k, "coh.md 2.2")) for k, v in self.modifiers.items()]
        if self.caps:
            terms.append(Term("caps", self.caps, "coh.md 1.1 (at most 2 CAPs per roll)"))
        return terms

    @property
    def primary(self) -> TargetResult:
        return self.results[0]


def fire_cost(unit, outside_arc: bool = False, indirect: bool = False) -> int:
    """AP to fire: printed attack cost (indirect cost for mortars firing
    indirectly) + hit-marker AP, +2 outside the arc for turrets (coh.md 2.2)."""
    base = unit.stat("indirect_ap") if indirect and unit.stat("indirect_ap") is not None else unit.stat("fire_ap")
    if base is None:
        raise IllegalAction(_("unit {id} has no attack cost (fire_ap): it cannot attack").format(id=unit.id), RULE)
    return base + unit_effects(unit).fire_ap + (2 if outside_arc else 0)


# attack modifier name -> the rule it comes from (the names of AttackResult.modifiers)
MOD_RULES = {"long_range": "coh.md 2.2", "adjacent": "coh.md 2.2", "close_combat": "coh.md 4.4",
             "higher_attacker": "coh.md 6", "smoke": "coh.md 8.3", "card": "card text (cards.json)"}


def flank_reason(leader, close: bool) -> str:
    """Why an attack uses the flank Defense (when it does): close combat,
    a sniper, HE, or a target facing away."""
    if close:
        return "close combat (coh.md 4.4)"
    if leader.kind == "sniper":
        return "sniper (seed 000 §10.3)"
    if leader.explosive:
        return "HE (coh.md 8.1)"
    return "the firer is outside the target's front arc (coh.md 2.2)"


def _flank_for(position, leader, target, target_hex: Hex, close: bool) -> bool:
    if close or leader.kind == "sniper" or leader.explosive:
        return True
    if target.hidden or target.facing is None:
        return False
    return not in_arc(position.hexmap.layout, target_hex, fire_facing(position, target), leader.hex)


def attack(position, firer_ids: list[str], target, dice: Iterable[int], caps: int = 0,
           fp_bonus: int = 0, weapon: dict | None = None, card: str | None = None, spotter: Hex | None = None,
           ) -> AttackResult:
    """Resolve a (group) attack with fixed dice.

    ``firer_ids``: leader first, then supporters.  ``target``: a unit id or a
    hex label.  ``dice``: two faces per roll; with several target units the
    pairs are used in turn (one pair is reused for every target).  ``caps``:
    signed CAPs on each roll (at most 2).  ``fp_bonus``: card FP (e.g.
    Careful Aiming +2).  ``weapon``: a weapon card's record
    (`core.rules.coh.weapons`, card ``card``) fired instead of the leader's
    own FP and range, alone (no supporters).  ``spotter``: the spotter hex
    of an indirect mortar attack (`core.rules.coh.indirect`): LOS, smoke on
    the line, the higher-attacker bonus and the target's Defense are taken
    from it, range and arc from the mortar; the cost is the indirect cost
    (rules/coh.md 8.1).  Raises `RulesError` citing
    the rule when the attack is illegal.
    """
    opts = position.options
    if not firer_ids:
        raise RulesError(_("an attack needs at least one firer"), RULE)
    check_caps(caps, opts)
    dice = list(dice or [])
    if not dice or len(dice) % 2:
        raise RulesError(_("an attack needs two dice per roll, got {dice!r}").format(dice=dice))
    pairs = [check_dice(dice[i:i + 2], 2, "attack") for i in range(0, len(dice), 2)]
    fp, mods, rolls, cost, target_hex, close, fp_terms = _kept_setup(position, firer_ids, target, fp_bonus, weapon,
                                                                     card, spotter)
    results = []
    for i, (v, vfp, flank, arm, dterms, dv) in enumerate(rolls):
        roll = sum(pairs[i] if i < len(pairs) else pairs[0])
        if v is None:
            av = fp + sum(mods.values()) + roll + caps
            results.append(TargetResult(None, av, None, False, False, False, False, False, fp, (), roll))
            continue
        av = vfp + sum(mods.values()) + roll + caps
        hit = opts.succeeds(av, dv)
        crit = hit and av >= dv + opts.critical_margin
        destroyed = crit or (hit and any(h != "destroyed" for h in v.hits))
        results.append(TargetResult(v.id, av, dv, hit, crit, destroyed, flank, arm, vfp, dterms, roll))
    return AttackResult(fp, dict(mods), tuple(results), cost, target_hex, close, fp_terms=fp_terms, caps=caps)


def attack_rolls(position, firer_ids: list[str], target, fp_bonus: int = 0, weapon: dict | None = None,
                 card: str | None = None, spotter: Hex | None = None) -> int:
    """How many rolls `attack` makes with these arguments and any dice (one
    per unit fired at, seed 000 §10.0 rule 3), from its kept dice-free part."""
    return len(_kept_setup(position, firer_ids, target, fp_bonus, weapon, card, spotter)[2])


def _kept_setup(position, firer_ids: list[str], target, fp_bonus: int, weapon: dict | None, card: str | None,
                spotter: Hex | None) -> tuple:
    """`_setup`, kept in `SETUPS` when a caller set it."""
    table = SETUPS.get()
    key = (id(position), tuple(firer_ids), target, fp_bonus, id(weapon), card, spotter)
    got = table.get(key) if table is not None else None
    if got is None or got[0] is not position or got[1] is not weapon:
        got = (position, weapon, _setup(position, firer_ids, target, fp_bonus, weapon, card, spotter))
        if table is not None:
            if len(table) >= 32:
                table.clear()
            table[key] = got
    return got[2]


# Where `attack` keeps its dice-free part (None: nowhere, the default): a
# caller whose maps do not change under a position (a game in play: the map
# changes only as a new one, forts.py) sets a dict, kept per (position,
# firers, target, FP bonus, weapon, card, spotter) -- a fire asks it to count
# its rolls, to resolve them and in the payment, on one position.  An entry
# holds its position and weapon and serves only those objects.
SETUPS: ContextVar[dict | None] = ContextVar("attack_setups", default=None)


def _setup(position, firer_ids: list[str], target, fp_bonus: int, weapon: dict | None, card: str | None,
           spotter: Hex | None) -> tuple:
    """`attack` but the dice and CAPs: ``(fp, modifiers, [(victim or None,
    its FP, flank, armored Defense, Defense terms, DV)], cost, target hex,
    close, FP terms)``; `RulesError` as `attack`."""
    opts, hexmap = position.options, position.hexmap
    leader = position.unit(firer_ids[0])
    supporters = [position.unit(f) for f in firer_ids[1:]]
    if isinstance(target, str) and any(u.id == target for u in position.units):
        tu = position.unit(target)
        target_hex, named = tu.hex, tu
    else:
        try:
            target_hex = hexmap.parse(target)
        except (ValueError, TypeError) as e:
            raise RulesError(_("attack target {target!r} is neither a unit id nor a hex on the map ({e})").format(
                                 target=target, e=e)) from None
        named = None
    check_firers([leader, *supporters])  # transported units may not attack (transport.py)
    eff = unit_effects(leader)
    if eff.no_attack or eff.only_rally or eff.destroyed:
        raise IllegalAction(_("fire leader {id} may not attack: hit marker(s) {hits}").format(
                                id=leader.id, hits=', '.join(leader.hits)), "coh.md 3.2")
    d = distance(leader.hex, target_hex)
    close = d == 0
    if not close and any(u.side != leader.side and not u.hidden for u in position.units_at(leader.hex)):
        raise IllegalAction(_("{id} is in close combat: it may attack only units in its own hex").format(
                                id=leader.id), "coh.md 4.4")
    if T.no_attack_from(hexmap.terrain_at(leader.hex)):
        raise IllegalAction(_("{id} is in {terrain_at}: no attacking from it").format(
                                id=leader.id, terrain_at=hexmap.terrain_at(leader.hex)), "coh.md 5.1")
    # the units fired at: a named visible unit, or every visible unit in the
    # hex plus one roll against the hidden units (seed 000 §10.0 rule 3)
    if named is not None and not named.hidden:
        victims = [named]
    else:
        firing = set(firer_ids)
        here = [u for u in position.units_at(target_hex) if u.id not in firing]
        if close or leader.kind == "sniper":
            # close combat: only enemy units in the hex (coh.md 4.4); snipers
            # firing into CC hexes do not hit their own units (seed 000 §10.3)
            here = [u for u in here if u.side != leader.side]
        visible = passengers_first([u for u in here if not u.hidden])  # the passenger first (rules/coh.md 4.3)
        hidden = [u for u in here if u.hidden]
        victims = list(visible)
        if hidden:
            key = "dr_flank" if leader.explosive else "dr_front"
            victims.append(min(hidden, key=lambda u: (u.stat(key, 99), u.id)))
    # range and arc (coh.md 2.2); a weapon card has its own (weapons.py)
    rng = leader.stat("range") if weapon is None else weapon["range"]
    if rng is None:
        raise RulesError(_("fire leader {id} has no range stat").format(id=leader.id))
    if eff.range_max is not None:
        rng = min(rng, eff.range_max)
    if weapon is not None:
        check_user(weapon, leader, card or "?")
        check_flamer(weapon, leader)
        if supporters:
            raise IllegalAction(_("card {card}: a weapon card attack has no supporting units").format(
                                    card=card), W_RULE)
        if d > weapon.get("max_range", rng):
            raise IllegalAction(_("card {card}: target {target_hex} is {d} hexes away; the weapon "
                                  "reaches {max_range}").format(
                                    card=card, target_hex=hexmap.label(target_hex), d=d,
                                    max_range=weapon.get('max_range', rng)), W_RULE)
    elif d > 2 * rng:
        raise IllegalAction(_("target {target_hex} is {d} hexes from {id}, beyond twice its range {rng}").format(
                                target_hex=hexmap.label(target_hex), d=d, id=leader.id,
                                rng=rng), RULE)
    if d < leader.stat("range_min", 0):
        raise IllegalAction(_("target {target_hex} is inside {id}'s minimum range").format(
                                target_hex=hexmap.label(target_hex), id=leader.id), "coh.md 8.1")
    check_fire_place(position, leader, target_hex, d)  # bunker occupants, tanks above steep slopes (fire_limits.py)
    outside = not in_arc(hexmap.layout, leader.hex, fire_facing(position, leader), target_hex)
    if outside and not leader.stat("turret", False):
        raise IllegalAction(_("target {target_hex} is outside {id}'s arc of fire").format(
                                target_hex=hexmap.label(target_hex), id=leader.id), RULE)
    eye = spotter if spotter is not None else leader.hex  # indirect fire: the spotter hex (rules/coh.md 8.1)
    if not close and not position.los_clear(eye, target_hex):
        raise IllegalAction(_("{id} has no clear LOS to {target_hex}").format(
                                id=leader.id, target_hex=hexmap.label(target_hex)), "coh.md 6")
    if not close and any(position.smoke.get(h) == "heavy" for h in line(eye, target_hex)[1:-1]):
        raise IllegalAction(_("heavy smoke blocks {id}'s LOS to {target_hex}").format(
                                id=leader.id, target_hex=hexmap.label(target_hex)), "coh.md 8.3")
    # FP colour follows the primary victim's Defense colour
    first = victims[0] if victims else None
    flank0 = (_flank_for(position, leader, first, target_hex, close) or is_flame(weapon)) if first else False
    armored0 = defense_is_armored(first, flank0, leader, close, weapon) if first else False  # open-topped
    if weapon is not None and weapon.get("armored_only") and not armored0:
        raise IllegalAction(_("card {card} attacks armored targets only").format(card=card), W_RULE)
    base = printed_fp(leader, armored0) if weapon is None else weapon.get("fp_hard" if armored0 else "fp_soft")
    if base is None:
        raise IllegalAction((_("fire leader {id} has no blue FP") if armored0 else
                             _("fire leader {id} has no red FP")).format(id=leader.id)
                            + (_(" with card {card}").format(card=card) if weapon is not None else ""), RULE)
    marker_fp = eff.fp_hard if armored0 else eff.fp_soft
    sup_fp = support_fp(position, leader, supporters, target_hex, armored0)
    fp = base + marker_fp + sup_fp
    fp_terms = [Term("fp_hard" if armored0 else "fp_soft", base, "printed on the counter (coh.md 2.1)"
                     if weapon is None else f"card {card}'s weapon (cards.json, FP assumed)")]
    if marker_fp:
        fp_terms.append(Term("hit_marker", marker_fp, "coh.md 3.2 (" + ", ".join(leader.hits) + ")"))
    if sup_fp:
        fp_terms.append(Term("support", sup_fp, f"seed 000 §9.12 (+1 per supporter: {', '.join(firer_ids[1:])})"))
    mods: dict[str, int] = {}
    if d > rng:
        mods["long_range"] = opts.long_range_fp
    if d == 1:
        mods["adjacent"] = opts.adjacent_fp
    if close:
        mods["close_combat"] = opts.crewed_close_combat_fp if leader.crewed else opts.close_combat_fp
    if hexmap.elevation_at(eye) > hexmap.elevation_at(target_hex):
        mods["higher_attacker"] = opts.higher_attacker_fp
    smoke_out = {"heavy": 2, "light": 1}.get(position.smoke.get(leader.hex), 0)
    if smoke_out:
        mods["smoke"] = -min(smoke_out, opts.smoke_cap)
    if fp_bonus:
        mods["card"] = fp_bonus
    rolls: list[tuple] = []
    for v in victims or [None]:
        if v is None:
            rolls.append((None, fp, False, False, (), None))
            continue
        flank = _flank_for(position, leader, v, target_hex, close) or is_flame(weapon)  # flamethrower: flank
        arm = defense_is_armored(v, flank, leader, close, weapon)  # open-topped: red flank (fire_limits.py)
        vfp = fp
        if arm != armored0:
            other = printed_fp(leader, arm) if weapon is None else weapon.get("fp_hard" if arm else "fp_soft")
            vfp = (other if other is not None else -99) + (eff.fp_hard if arm else eff.fp_soft) + \
                (fp - base - (eff.fp_hard if armored0 else eff.fp_soft))
        dterms = tuple(defense_terms(position, eye, v, target_hex, flank, close, leader.explosive,
                                     flank_reason(leader, close), weapon is None or weapon.get("terrain", True)))
        if is_flame(weapon):  # every DR modifier but smoke ignored (rules/coh.md 8.4)
            dterms = flame_terms(dterms)
        rolls.append((v, vfp, flank, arm, dterms, sum(t.value for t in dterms)))
    # a card attack: the card is the payment; a flamethrower costs the unit's attack cost (rules/coh.md 8.4)
    cost = fire_cost(leader, outside, spotter is not None) if weapon is None or is_flame(weapon) else 0
    return fp, mods, rolls, cost, target_hex, close, tuple(fp_terms)
