"""Play actions: small frozen dataclasses with a ``type`` tag and a readable
``str`` form, shared by every ruleset's engine (DESIGN.md job 4).

Player actions (Conflict of Heroes, seed 000 §9, coh.md 1.1):

=================  ==========================================================
``pass``           "pass"
``activate``       "activate g1" (start the side's one shared 7 AP activation)
``move``           "move g1 0304", a group "move g1+g2 0304"
``enter``          "enter g1 0118" (a reinforcement enters at an entry hex)
``fire``           "fire g1 -> 0507" (every unit in the hex), "fire g1 -> s2"
                   (close combat: one unit), a firegroup "fire g1+g2 -> 0507"
``rally``          "rally g1", a group "rally g1+g2"
``pivot``          "pivot g1 3"
``hide``           "hide g1 0304"
``hasty``          "hasty g1" (build a hasty defense)
``stall``          "stall g1"
``card``           "card 03 g1" (an action card whose effect is the play)
=================  ==========================================================

Every player action but ``pass``/``activate``/``card`` carries ``pay``:
``ap`` (from the side's shared pool; no suffix), ``caps`` (a command
action, " [cap]"), ``opportunity`` (" [opp]") or ``card`` with the card
number (" [card 02]"); ``extra_caps`` tops AP up 1:1 (" [+1 cap]");
``roll_caps`` (fire, rally) adds 1 or 2 CAPs to each roll, paid per roll
(" [roll +2]", coh.md 1.1: at most 2 CAPs per roll).

Chance outcomes (recorded in replays like player actions): ``die``
("die 4"), ``draw`` ("draw 07"), ``marker`` ("marker pinned").

Every action class is declared once with the `action` decorator, which
makes it a frozen dataclass, gives it its ``type`` tag, its ``str`` template
and its chance flag, and registers it in `ACTION_TYPES`; the Triumph & Glory
and Flames of War engines declare theirs the same way, so replays read every
engine's actions.  `action_to_dict` / `action_from_dict` convert for JSON;
`RulesError` for an unknown type or bad fields.
"""
from __future__ import annotations

import string
from dataclasses import dataclass, fields
from collections.abc import Mapping
from typing import Any, Callable, ClassVar, TypeVar, dataclass_transform

from core.errors import RulesError
from core.i18n import _

PAYMENTS = ("ap", "caps", "opportunity", "card")

# type tag -> action class, in the order the classes are declared
ACTION_TYPES: dict[str, type[Action]] = {}


def _pay_suffix(pay: str, card: str | None, extra_caps: int, roll_caps: int = 0) -> str:
    s = {"ap": "", "caps": " [cap]", "opportunity": " [opp]", "card": f" [card {card}]"}[pay]
    if extra_caps:
        s += f" [+{extra_caps} cap]"
    if roll_caps:
        s += f" [roll +{roll_caps}]"
    return s


class _TextFormatter(string.Formatter):
    """`str.format` for action templates: a tuple field is joined with
    ``+`` (``{units}`` -> "g1+g2") or with its format spec (``{targets:,}``
    -> "1315,1316"); other values format as usual."""

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, tuple):
            return (format_spec or "+").join(value)
        return format(value, format_spec)


_TEXT = _TextFormatter()

# action class -> its ``text`` template parsed once: ((literal, field name or None, format spec), ...)
_PIECES: dict[type[Action], tuple | None] = {}


def _pieces(cls: type[Action]) -> tuple | None:
    """``cls.text`` parsed, kept per class; None when a field has a
    conversion or is not one of the dataclass's fields (then `_TEXT.format`
    builds the text, or raises, as before)."""
    got = _PIECES.get(cls, ())
    if got == ():
        parsed = list(_TEXT.parse(cls.text))
        names = {f.name for f in fields(cls)}
        plain = all(name is None or name in names and conv is None for _lit, name, _spec, conv in parsed)
        got = _PIECES[cls] = tuple((lit, name, spec or "") for lit, name, spec, _conv in parsed) if plain else None
    return got


@dataclass(frozen=True)
class Action:
    """Base of all actions: ``type`` names the kind, ``chance`` marks a
    chance outcome, ``text`` is the `str` template over the fields (see
    `_TextFormatter`; class attributes set by `action`)."""

    type: ClassVar[str] = ""
    chance: ClassVar[bool] = False
    text: ClassVar[str] = ""

    def __str__(self) -> str:
        # `_TEXT.format(self.text, **fields)` with the template parsed once per class (`_pieces`): the same
        # text, built on every apply (the log line)
        pieces = _pieces(type(self))
        if pieces is None:
            return _TEXT.format(self.text, **{f.name: getattr(self, f.name) for f in fields(self)})
        out = []
        for lit, name, spec in pieces:
            out.append(lit)
            if name is not None:
                v = getattr(self, name)
                out.append((spec or "+").join(v) if isinstance(v, tuple) else format(v, spec))
        return "".join(out)


_A = TypeVar("_A", bound=type[Action])
_T = TypeVar("_T", bound=Action)


@dataclass_transform(frozen_default=True)
def action(tag: str, text: str | None = None, *, chance: bool = False) -> Callable[[_A], _A]:
    """Class decorator declaring an action: the class becomes a frozen
    dataclass with ``type`` = ``tag``, ``str`` from the template ``text``
    (default: the tag alone) and ``chance``, registered in `ACTION_TYPES`.
    `ValueError` when another class already holds ``tag`` (a programming
    error, not bad input)."""
    def declare(cls: _A) -> _A:
        cls.type, cls.chance, cls.text = tag, chance, tag if text is None else text
        dataclass(frozen=True)(cls)  # in place: without slots, dataclass returns the class it was given
        if ACTION_TYPES.setdefault(tag, cls) is not cls:
            raise ValueError(f"action type {tag!r} is declared twice ({ACTION_TYPES[tag].__name__}, {cls.__name__})")
        return cls
    return declare


@action("pass")
class Pass(Action):
    """End this turn doing nothing (two passes in a row end the round)."""


@action("activate", "activate {unit}")
class Activate(Action):
    """Start the side's shared activation (7 AP) with ``unit``; the same
    player then acts with it (seed 000 §9.0)."""

    unit: str = ""


@dataclass(frozen=True)
class _Paid(Action):
    """A player action by ``units`` with a payment; its ``str`` is the
    template followed by the payment suffix (module doc)."""

    units: tuple[str, ...] = ()
    pay: str = "ap"
    card: str | None = None
    extra_caps: int = 0
    roll_caps: int = 0

    def _sfx(self) -> str:
        return _pay_suffix(self.pay, self.card, self.extra_caps, self.roll_caps)

    def __str__(self) -> str:
        return super().__str__() + self._sfx()


@action("move")
class Move(_Paid):
    """Units move one hex each into ``to`` (one label per unit; a group
    moves into the same hex); hidden units move hidden (seed 000 §10.1)."""

    to: tuple[str, ...] = ()

    def __str__(self) -> str:
        dest = self.to[0] if len(set(self.to)) == 1 else ",".join(self.to)
        return f"move {'+'.join(self.units)} {dest}{self._sfx()}"


@action("enter", "enter {units} {to}")
class Enter(_Paid):
    """A reinforcement enters the map at entry hex ``to`` (coh.md 1.2)."""

    to: str = ""


@action("fire", "fire {units} -> {target}")
class Fire(_Paid):
    """Fire (leader first, then supporters) at ``target``: a hex label
    (every unit there) or a unit id (close combat)."""

    target: str = ""


@action("rally", "rally {units}")
class Rally(_Paid):
    """Rally attempt(s), each unit rolling 2D6 (seed 000 §9.13)."""


@action("pivot", "pivot {units} {facing}")
class Pivot(_Paid):
    """Turn to hexside ``facing`` 0-5 (1 AP, coh.md 4.1)."""

    facing: int = 0


@action("hide", "hide {units} {to}")
class Hide(_Paid):
    """Hide at ``to`` within 1 hex (7 AP, seed 000 §10.2)."""

    to: str = ""


@action("hasty", "hasty {units}")
class Hasty(_Paid):
    """Build a hasty defense (5 AP, coh.md 7)."""


@action("stall", "stall {units}")
class Stall(_Paid):
    """Spend 1 AP doing nothing (coh.md 1.1)."""


@action("card")
class PlayCard(Action):
    """Play green card ``card`` from the hand on ``units`` (maybe none)."""

    card: str = ""
    units: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"card {self.card}" + (f" {'+'.join(self.units)}" if self.units else "")


@action("die", "die {value}", chance=True)
class Die(Action):
    """Chance outcome: one die shows ``value`` (1-6)."""

    value: int = 1


@action("draw", "draw {card}", chance=True)
class Draw(Action):
    """Chance outcome: card ``card`` is drawn from the deck."""

    card: str = ""


@action("marker", "marker {name}", chance=True)
class Marker(Action):
    """Chance outcome: hit marker ``name`` is drawn from the pile."""

    name: str = ""


_DEFAULTS: dict[type, dict] = {}  # action class -> {field: default}, in field order (`build`)


def build(cls: type[_T], *parts: Mapping[str, Any]) -> _T:
    """``cls(**parts[0], **parts[1], ...)`` without the frozen dataclass's
    per-field ``object.__setattr__`` (the hot path of listing legal
    actions: legal_view.py); every field of an action class has a default
    and none has a ``__post_init__``.  The parts must name fields of
    ``cls`` only, each once (not checked: callers pass the fields the
    engine built)."""
    d = _DEFAULTS.get(cls)
    if d is None:
        d = _DEFAULTS[cls] = {f.name: f.default for f in fields(cls)}
    d = dict(d)
    for p in parts:
        d.update(p)
    new = object.__new__(cls)
    object.__setattr__(new, "__dict__", d)
    return new


def action_to_dict(a: Action) -> dict:
    """``{"type": ..., field: value...}`` (tuples as lists, defaults left out)."""
    d: dict[str, Any] = {"type": a.type}
    for f in fields(a):
        v = getattr(a, f.name)
        if v == f.default:
            continue
        d[f.name] = list(v) if isinstance(v, tuple) else v
    return d


def action_from_dict(d: Any, where: str = "action") -> Action:
    """The action of a dict from `action_to_dict`; `RulesError` naming
    ``where`` for an unknown type, an unknown field or a bad value."""
    if not isinstance(d, dict):
        raise RulesError(_("{where}: an action must be an object, got {d!r}").format(where=where, d=d))
    t = d.get("type")
    cls = ACTION_TYPES.get(t) if isinstance(t, str) else None
    if cls is None:
        raise RulesError(_("{where}: unknown action type {type!r}; known: {action_types}").format(
                             where=where, type=d.get('type'),
                             action_types=', '.join(ACTION_TYPES)))
    kw: dict[str, Any] = {}
    known = {f.name: f for f in fields(cls)}
    for k, v in d.items():
        if k == "type":
            continue
        f = known.get(k)
        if f is None:
            raise RulesError(_("{where}: action {type!r} has no field {k!r}").format(where=where, type=cls.type, k=k))
        if isinstance(f.default, tuple) or k in ("units", "to") and isinstance(v, list):
            if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                raise RulesError(_("{where}: field {k!r} must be a list of strings, got {v!r}").format(
                                     where=where, k=k, v=v))
            v = tuple(v)
        elif isinstance(f.default, bool) or isinstance(f.default, int) and f.default is not None and k != "card":
            if not isinstance(v, int) or isinstance(v, bool):
                raise RulesError(_("{where}: field {k!r} must be a whole number, got {v!r}").format(
                                     where=where, k=k, v=v))
        elif v is not None and not isinstance(v, str):
            raise RulesError(_("{where}: field {k!r} must be a string, got {v!r}").format(where=where, k=k, v=v))
        kw[k] = v
    if "pay" in kw and kw["pay"] not in PAYMENTS:
        raise RulesError(_("{where}: unknown payment {pay!r}; known: {payments}").format(
                             where=where, pay=kw['pay'], payments=', '.join(PAYMENTS)))
    return cls(**kw)
