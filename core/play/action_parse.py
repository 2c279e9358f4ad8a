"""An engine action back from its ``str`` (Qt-free; issue 17): the game
log keeps each player action in the engine's machine notation (coh
``"R1 german: fire g1 -> 0507 [cap]"``, read back by replays and tests),
and a surface that shows the log in the user's language turns that text
back into the `core.play.actions.Action` it was, to describe it
(`core.play.describe.describe`).

`parse_action(text)` tries every registered action type whose notation
starts with the text's first word: the type's template (``Action.text``,
or the shapes below for types with their own ``__str__``) as a pattern,
``{field}`` one whitespace-free word, then the payment suffix of a paid
coh action (`core.play.actions._pay_suffix`).  A candidate counts only
when its ``str`` gives back exactly ``text``, so a parse is never a
guess; None when no type fits.
"""
from __future__ import annotations

import re
import string
from dataclasses import MISSING, fields
from functools import lru_cache

from core.errors import RulesError
from core.play.actions import ACTION_TYPES, Action, _Paid

# templates of the action types that write their own str (the shape of what they write)
_SHAPES: dict[str, tuple[str, ...]] = {
    "move": ("move {units} {to}",),
    "card": ("card {card} {units}", "card {card}"),
    "react": ("react pass", "react {card} die {die} {unit}", "react {card} die {die}", "react {card} {unit}",
              "react {card}"),
    "close_call": ("close call pass", "close call {unit} {to}"),
    "drive": ("drive {units} {to} via {via:,}",),
}
_SUFFIX = r"(?P<_pay>(?: \[cap\]| \[opp\]| \[card (?P<_card>[^\]\s]+)\])?)(?: \[\+(?P<_extra>\d+) cap\])?" \
          r"(?: \[roll \+(?P<_roll>\d+)\])?"
_PAY = {"": "ap", " [cap]": "caps", " [opp]": "opportunity"}


def _pattern(template: str, paid: bool) -> tuple[re.Pattern, dict[str, str]]:
    out, seps = ["^"], {}
    for literal, name, spec, _conv in string.Formatter().parse(template):
        out.append(re.escape(literal))
        if name:
            seps[name] = spec or "+"
            out.append(f"(?P<{name}>\\S+?)" if name != "to" else f"(?P<{name}>\\S+)")
    out.append(_SUFFIX if paid else "")
    out.append("$")
    return re.compile("".join(out)), seps


@lru_cache(maxsize=4)
def _candidates(count: int) -> dict[str, list[tuple[type[Action], re.Pattern, dict[str, str]]]]:
    """Patterns by first word, for the ``count`` action types registered
    (engines register theirs when imported: a new count builds anew)."""
    by_word: dict[str, list] = {}
    for tag, cls in ACTION_TYPES.items():
        paid = issubclass(cls, _Paid)
        for template in _SHAPES.get(tag, (cls.text,)):
            pat, seps = _pattern(template, paid)
            by_word.setdefault(template.split(" ", 1)[0], []).append((cls, pat, seps))
    return by_word


def _value(cls, name: str, raw: str, sep: str):
    for f in fields(cls):
        if f.name == name:
            default = f.default if f.default is not MISSING else None
            if f.default_factory is not MISSING:   # type: ignore[misc]
                default = f.default_factory()      # type: ignore[misc]
            if isinstance(default, tuple):
                return tuple(raw.split(sep))
            if isinstance(default, bool):
                return raw == "True"
            if isinstance(default, int):
                return int(raw)
            return raw
    raise KeyError(name)


def parse_action(text: str) -> Action | None:
    """The action whose ``str`` is ``text`` (module doc), None when none is."""
    for cls, pat, seps in _candidates(len(ACTION_TYPES)).get(text.split(" ", 1)[0], ()):
        m = pat.match(text)
        if m is None:
            continue
        try:
            kw = {k: _value(cls, k, v, seps[k]) for k, v in m.groupdict().items() if not k.startswith("_")
                  and v is not None}
            if issubclass(cls, _Paid):
                card = m.group("_card")
                kw["pay"] = "card" if card else _PAY[m.group("_pay")]
                kw["card"] = card
                kw["extra_caps"] = int(m.group("_extra") or 0)
                kw["roll_caps"] = int(m.group("_roll") or 0)
                if cls.type == "move" and isinstance(kw.get("to"), tuple):
                    to = kw["to"][0].split(",")
                    kw["to"] = tuple(to) if len(to) > 1 else tuple(to) * len(kw.get("units", ()))
            a = cls(**kw)
        except (KeyError, ValueError, TypeError, RulesError):
            continue
        if str(a) == text:
            return a
    return None
