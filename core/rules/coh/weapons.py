"""Weapon cards as card attacks (seed 000 §8.2; coh.md 11): a gray card
whose weapon a unit fires instead of its own (Grenades W01, Molotov
Cocktail W02, Demolitions W03, Magnetic Mine W-MM).

`weapon(number)` is the card's ``weapon`` record in cards.json (None for a
card without one): ``side`` and ``foot_only`` (who may use it), ``fp_soft``
/ ``fp_hard`` (FP by target colour, null: none), ``range`` (the range
without penalty) and ``max_range`` (beyond ``range`` up to it: long range
-2), ``terrain`` (False: the defender's terrain DM does not count),
``armored_only`` (only armored targets).  The FP values are assumed (the
printed numbers were not found) and flagged so in the data; `combat.attack`
applies the record (``weapon=``).
"""
from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

from core.i18n import _
from core.rules.coh.errors import IllegalAction

RULE = "coh.md 11 (weapon cards); seed 000 §8.2"


@lru_cache(maxsize=None)
def _weapons() -> dict:
    data = json.loads(resources.files("core.rules.coh").joinpath("cards.json").read_text(encoding="utf-8"))
    return {c["number"]: c["weapon"] for c in data.get("cards", []) if c.get("weapon")}


def weapon(number: str | None) -> dict | None:
    """The weapon record of card ``number`` (module doc), or None."""
    return _weapons().get(number) if number else None


@lru_cache(maxsize=None)
def weapon_cards() -> tuple[str, ...]:
    """Numbers of the cards that carry a weapon record (kept, as `_weapons`)."""
    return tuple(_weapons())


def check_user(w: dict, leader, number: str) -> None:
    """`IllegalAction` unless ``leader`` may fire weapon card ``number``."""
    if w.get("side") and leader.side != w["side"]:
        raise IllegalAction(_("card {number} is for {side} units only, not {id}").format(
                                number=number, side=w['side'], id=leader.id), RULE)
    if w.get("foot_only") and leader.move_class != "foot":
        raise IllegalAction(_("card {number} is for foot units only: {id} is not one").format(
                                number=number, id=leader.id), RULE)
