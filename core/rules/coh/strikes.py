"""Off-board strikes: divisional artillery (cards W06, W07; rules/coh.md
8.2, 13.9 example) and air strikes (cards W04 Sturmovik, W05 Stuka;
cards.json text).  Dice always come in as values.

* `strike(number)` is the card's ``strike`` record in cards.json:
  ``kind`` (``artillery`` / ``air``), ``fp_soft`` / ``fp_hard`` (red FP
  against a soft Defense, blue against an armored one), ``radius`` (hexes
  around the impact hex also struck: 1 for artillery, rules/coh.md 8.2
  "the impact hex and the 6 surrounding hexes"), ``he`` (HE: the flank
  Defense, no wall DM, air burst), and for air strikes ``anti_air`` (the
  airplane's Defense against anti-air fire).  Values no source gives are
  flagged ``assumed`` there.
* `drift(hexmap, planned, roll, need, direction)`: the drift check (rules/
  coh.md 8.2: 1D6 >= 3 German / 4 Soviet, CAP-modifiable; on a failure the
  strike drifts as many hexes as the failed roll in the direction of a
  second 1D6).  Direction die ``d`` is hexside ``d - 1`` (the 13.9
  example: a direction roll of 2 drifts north-east, hexside 1 on flat
  maps).  A strike drifting off the map is lost (`DriftResult.impact`
  None; play_rules.json ``strike_off_map``, assumed).
* `targets(position, impact, radius)`: every unit in the struck hexes,
  friend and foe (rules/coh.md 8.2); in a hex with hidden units only the
  hidden unit with the lowest flank Defense is attacked (seed 000 §10.0
  rule 3: "mortar and artillery fire is resolved against the unit with
  the lowest flank DR").
* `strike_roll(position, unit_id, record, card, dice_total)`: one attack
  roll as itemised terms: AV = card FP + 2D6 against DV = flank Defense +
  markers + terrain (air burst: a red-flank target in heavy woods loses
  the woods DM, rules/coh.md 8.1) + fortification (from above: the
  bunker's flank bonus, assumed) + hasty defense + vehicle cover + smoke
  in the hex (coh.md 8.3).  A hit when AV >= DV (option
  ``hit_comparison``), destroyed at DV + ``critical_margin`` or on a unit
  already hit (coh.md 2.1, 3.1).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from core.errors import RulesError
from core.hexgrid import Hex, spiral
from core import i18n
from core.rules.coh.combat import Term, defense_terms
from core.rules.coh.dice import check_dice

RULE_OBA = "rules/coh.md 8.2 (off-board artillery)"
RULE_AIR = "cards.json W04/W05 (air strike, values assumed)"
AIR_BURST_TERRAIN = ("heavy_woods",)


@lru_cache(maxsize=None)
def _strikes() -> dict:
    data = json.loads(resources.files("core.rules.coh").joinpath("cards.json").read_text(encoding="utf-8"))
    return {c["number"]: c["strike"] for c in data.get("cards", []) if c.get("strike")}


def strike(number: str | None) -> dict | None:
    """The ``strike`` record of card ``number`` (module doc), or None."""
    return _strikes().get(number) if number else None


def strike_of(number: str | None) -> dict:
    """`strike` of a card that must have one (a planned or flying strike's
    card); `RulesError` naming the card otherwise."""
    rec = strike(number)
    if rec is None:
        raise RulesError(i18n._("card {number!r} has no strike record in cards.json").format(number=number), RULE_OBA)
    return rec


@lru_cache(maxsize=None)
def strike_cards(kind: str | None = None) -> tuple[str, ...]:
    """Numbers of the cards with a strike record (of ``kind`` when given);
    kept (cards.json is read once: `_strikes`)."""
    return tuple(n for n, s in _strikes().items() if kind is None or s["kind"] == kind)


@dataclass(frozen=True)
class DriftResult:
    """The drift check: ``roll`` (1D6 + CAPs), ``need``, ``on_target``,
    ``hexes`` drifted (0 on target), ``direction`` (hexside index or None)
    and the ``impact`` hex (None: drifted off the map)."""

    roll: int
    need: int
    on_target: bool
    hexes: int
    direction: int | None
    impact: Hex | None


def drift(hexmap, planned: Hex, die: int, caps: int, need: int, direction_die: int | None = None) -> DriftResult:
    """The drift check of a strike planned on ``planned`` (module doc):
    ``die`` the 1D6, ``caps`` the striker's CAPs on it (at most 2, either
    way), ``need`` the number to reach, ``direction_die`` the second 1D6
    (needed only when the check fails).  `RulesError` for bad dice."""
    check_dice([die], 1, "drift")
    if abs(caps) > 2:
        raise RulesError(i18n._("at most 2 CAPs on a roll, got {caps}").format(caps=caps), "coh.md 1.1")
    roll = die + caps
    if roll >= need:
        return DriftResult(roll, need, True, 0, None, planned)
    if direction_die is None:
        raise RulesError(i18n._("a failed drift check needs the direction die"), RULE_OBA)
    check_dice([direction_die], 1, "drift direction")
    n = max(1, roll)  # the strike drifts as many hexes as the failed roll
    d = direction_die - 1
    h = planned
    for _ in range(n):
        h = hexmap.layout.neighbour(h, d)
    return DriftResult(roll, need, False, n, d, h if hexmap.contains(h) else None)


def struck_hexes(hexmap, impact: Hex, radius: int) -> list[Hex]:
    """The on-map hexes within ``radius`` of ``impact``, impact first."""
    return [h for h in spiral(impact, radius) if hexmap.contains(h)]


def targets(position, impact: Hex, radius: int) -> list[str]:
    """Ids of the units a strike on ``impact`` attacks (module doc)."""
    out = []
    for h in struck_hexes(position.hexmap, impact, radius):
        here = [u for u in position.units_at(h) if "destroyed" not in u.hits]
        out += [u.id for u in here if not u.hidden]
        hidden = [u for u in here if u.hidden]
        if hidden:
            out.append(min(hidden, key=lambda u: (u.stat("dr_flank", 99), u.id)).id)
    return out


@dataclass(frozen=True)
class StrikeRoll:
    """One strike roll against ``unit_id``: itemised ``attack`` and
    ``defense`` terms, their sums ``attack_value`` (with the dice) and
    ``defense_value``, ``hit``, ``critical``, ``destroyed``, ``armored``."""

    unit_id: str
    attack: tuple[Term, ...]
    defense: tuple[Term, ...]
    roll: int
    attack_value: int
    defense_value: int
    hit: bool
    critical: bool
    destroyed: bool
    armored: bool


def strike_roll(position, unit_id: str, record: dict, card: str, dice_total: int, caps: int = 0) -> StrikeRoll:
    """Resolve one roll of card ``card``'s strike (``record``) on
    ``unit_id`` with 2D6 total ``dice_total`` (module doc)."""
    opts = position.options
    u = position.unit(unit_id)
    h = u.hex
    rule = RULE_OBA if record["kind"] == "artillery" else RULE_AIR
    arm = u.defense_armored(True) and not (record.get("he", True) and u.stat("open_topped"))  # rules/coh.md 4.3
    fp = record.get("fp_hard" if arm else "fp_soft")
    if fp is None:
        fp = -99
    attack = [Term("fp_hard" if arm else "fp_soft", fp, f"card {card} ({rule})")]
    if caps:
        attack.append(Term("caps", caps, "coh.md 1.1 (at most 2 CAPs per roll)"))
    dterms = list(defense_terms(position, h, u, h, True, False, bool(record.get("he", True)),
                                "HE (coh.md 8.1)" if record.get("he", True) else "air attack (cards.json W04/W05)"))
    terr = position.hexmap.terrain_at(h)
    if record.get("he", True) and not arm and terr in AIR_BURST_TERRAIN:
        dm = sum(t.value for t in dterms if t.name == "terrain")
        if dm:
            dterms.append(Term("air_burst", -dm, "rules/coh.md 8.1 (red-flank targets lose heavy woods vs HE)"))
    dv = sum(t.value for t in dterms)
    av = sum(t.value for t in attack) + dice_total
    hit = opts.succeeds(av, dv)
    crit = hit and av >= dv + opts.critical_margin
    destroyed = crit or (hit and any(x != "destroyed" for x in u.hits))
    return StrikeRoll(unit_id, tuple(attack), tuple(dterms), dice_total, av, dv, hit, crit, destroyed, arm)
