"""How a surface groups the legal actions of one side (issue 12 part 4),
Qt-free and the same for every ruleset: by the units they name
(`core.play.describe.units_of`), then by kind, then rows whose variants
(the same action paid another way) sit under their plainest form, and rows
that differ only by the hex they aim at gathered into one "pick on the
map" row.

* `kind_of(a)`: the kind key of action ``a`` (its ``type`` tag; the tags
  that are another way of doing the same thing share one kind: a card
  played at a hex is a card, a vehicle drive a move);
* `kind_label(kind)`: the kind's name in the user's language (core's
  catalogue: ``"Fire"``, ``"Moves"``...; an unlisted kind shows its tag);
* `variant_base(a)`: ``a`` with its payment fields plain (``pay`` ``ap``,
  no card, no CAPs: coh.md 1.1 "[cap]", "[opp]", "[card 02]",
  "[roll +2]"), the row its variants are listed under;
* `target_of(a)` / `without_target(a)`: the hex label or unit id the
  action aims at (None: it aims at nothing), and ``a`` with it blanked;
* `rows_by_kind(actions, is_open)`: the rows of one unit's actions,
  kind by kind (`Row`).

Actions are read through their fields, never their text.
"""
from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Callable

from core.i18n import N_, _
from core.play.actions import _Paid

# type tags that are a way of doing another tag's kind
KIND_OF = {"card_at": "card", "drive": "move", "tmove": "move", "double": "move", "tfire": "fire",
           "fire_smoke": "smoke", "plan_strike": "strike", "air_strike": "strike", "close_call": "strike",
           "load": "transport", "unload": "transport", "tow": "transport", "untow": "transport",
           "hitch": "transport", "unhitch": "transport"}

KIND_NAMES = {
    "activate": N_("Activate"), "move": N_("Moves"), "enter": N_("Enter the map"), "fire": N_("Fire"),
    "flame": N_("Flamethrower"), "indirect": N_("Indirect fire"), "smoke": N_("Smoke"), "rally": N_("Rally"),
    "pivot": N_("Turn"), "face": N_("Turn"), "hide": N_("Hide"), "hasty": N_("Hasty defense"),
    "stall": N_("Stall"), "card": N_("Cards"), "react": N_("Reactions"), "roll_caps": N_("CAPs on the roll"),
    "strike": N_("Artillery and air strikes"), "pass": N_("Pass"), "assault": N_("Assault"),
    "bombard": N_("Bombard"), "dig_in": N_("Dig in"), "charge": N_("Charge"), "shock": N_("Shock"),
    "order": N_("Orders"), "transport": N_("Transport"),
}

PAY_FIELDS = {"pay": "ap", "card": None, "extra_caps": 0, "roll_caps": 0}


def kind_of(a) -> str:
    """The kind key of action ``a`` (module doc)."""
    return KIND_OF.get(a.type, a.type)


def kind_label(kind: str) -> str:
    """Kind ``kind``'s name in the user's language (module doc)."""
    name = KIND_NAMES.get(kind)
    return _(name) if name else kind.replace("_", " ")


def variant_base(a):
    """``a`` paid the plain way (module doc); ``a`` itself when it has no
    payment fields."""
    if not isinstance(a, _Paid):
        return a
    return replace(a, **{k: v for k, v in PAY_FIELDS.items() if hasattr(a, k)})


def target_of(a) -> str | None:
    """The hex label or unit id action ``a`` aims at (its ``target``
    field when that is one string), else None."""
    v = getattr(a, "target", None)
    return v if isinstance(v, str) and v else None


def without_target(a):
    """``a`` with its target blanked (the key of rows that differ only by
    their target); ``a`` when it aims at nothing."""
    if target_of(a) is None or "target" not in {f.name for f in fields(a)}:
        return a
    return replace(a, target="")


@dataclass(frozen=True)
class Row:
    """One row of the Actions list: ``action`` (the one taken when the row
    is applied: the plainest way to pay), ``variants`` (the same action
    paid otherwise, listed under it) -- or, for a row gathering actions
    that differ only by their target (``picks`` not empty), every one of
    them with their variants, to be picked on the map; ``action`` is then
    the first of them."""

    action: object
    variants: tuple = ()
    picks: tuple = ()


GATHER_AT = 2  # this many targets or more, differing only by the hex, make one "pick on the map" row


def rows_by_kind(actions, is_open: Callable[[str], bool]) -> list[tuple[str, list[Row]]]:
    """``[(kind, [Row])]`` of ``actions`` (one unit's, in the engine's
    order; kinds in the order they first appear): each action under its
    `variant_base`; the rows whose target ``is_open(target)`` says holds
    nothing the side sees (an empty hex, hidden units) and that differ
    only by that target gathered into one row (`GATHER_AT` or more)."""
    kinds: dict[str, dict] = {}
    for a in actions:
        kinds.setdefault(kind_of(a), {}).setdefault(variant_base(a), []).append(a)
    out = []
    for kind, bases in kinds.items():
        gather: dict = {}
        for base in bases:
            t = target_of(base)
            if t is not None and is_open(t):
                gather.setdefault(without_target(base), []).append(base)
        rows, done = [], set()
        for base, acts in bases.items():
            key = without_target(base) if target_of(base) is not None else None
            group = gather.get(key) if key is not None else None
            if group is not None and base in group and len(group) >= GATHER_AT:
                if key not in done:
                    done.add(key)
                    picks = tuple(a for b in group for a in bases[b])
                    rows.append(Row(picks[0], (), picks))
                continue
            main = next((a for a in acts if a == base), acts[0])
            rows.append(Row(main, tuple(a for a in acts if a is not main)))
        out.append((kind, rows))
    return out


__all__ = ["KIND_NAMES", "Row", "GATHER_AT", "kind_of", "kind_label", "variant_base", "target_of", "without_target",
           "rows_by_kind"]
