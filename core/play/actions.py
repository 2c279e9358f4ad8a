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

`action_to_dict` / `action_from_dict` convert for JSON; `RulesError` for an
unknown type or bad fields.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from core.errors import RulesError

PAYMENTS = ("ap", "caps", "opportunity", "card")


def _pay_suffix(pay: str, card: str | None, extra_caps: int, roll_caps: int = 0) -> str:
    s = {"ap": "", "caps": " [cap]", "opportunity": " [opp]", "card": f" [card {card}]"}[pay]
    if extra_caps:
        s += f" [+{extra_caps} cap]"
    if roll_caps:
        s += f" [roll +{roll_caps}]"
    return s


@dataclass(frozen=True)
class Action:
    """Base of all actions; ``type`` names the kind (class attribute)."""

    type: ClassVar[str] = ""
    chance: ClassVar[bool] = False


@dataclass(frozen=True)
class Pass(Action):
    """End this turn doing nothing (two passes in a row end the round)."""

    type: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True)
class Activate(Action):
    """Start the side's shared activation (7 AP) with ``unit``; the same
    player then acts with it (seed 000 §9.0)."""

    type: ClassVar[str] = "activate"
    unit: str = ""

    def __str__(self) -> str:
        return f"activate {self.unit}"


@dataclass(frozen=True)
class _Paid(Action):
    units: tuple[str, ...] = ()
    pay: str = "ap"
    card: str | None = None
    extra_caps: int = 0
    roll_caps: int = 0

    def _who(self) -> str:
        return "+".join(self.units)

    def _sfx(self) -> str:
        return _pay_suffix(self.pay, self.card, self.extra_caps, self.roll_caps)


@dataclass(frozen=True)
class Move(_Paid):
    """Units move one hex each into ``to`` (one label per unit; a group
    moves into the same hex); hidden units move hidden (seed 000 §10.1)."""

    type: ClassVar[str] = "move"
    to: tuple[str, ...] = ()

    def __str__(self) -> str:
        dest = self.to[0] if len(set(self.to)) == 1 else ",".join(self.to)
        return f"move {self._who()} {dest}{self._sfx()}"


@dataclass(frozen=True)
class Enter(_Paid):
    """A reinforcement enters the map at entry hex ``to`` (coh.md 1.2)."""

    type: ClassVar[str] = "enter"
    to: str = ""

    def __str__(self) -> str:
        return f"enter {self._who()} {self.to}{self._sfx()}"


@dataclass(frozen=True)
class Fire(_Paid):
    """Fire (leader first, then supporters) at ``target``: a hex label
    (every unit there) or a unit id (close combat)."""

    type: ClassVar[str] = "fire"
    target: str = ""

    def __str__(self) -> str:
        return f"fire {self._who()} -> {self.target}{self._sfx()}"


@dataclass(frozen=True)
class Rally(_Paid):
    """Rally attempt(s), each unit rolling 2D6 (seed 000 §9.13)."""

    type: ClassVar[str] = "rally"

    def __str__(self) -> str:
        return f"rally {self._who()}{self._sfx()}"


@dataclass(frozen=True)
class Pivot(_Paid):
    """Turn to hexside ``facing`` 0-5 (1 AP, coh.md 4.1)."""

    type: ClassVar[str] = "pivot"
    facing: int = 0

    def __str__(self) -> str:
        return f"pivot {self._who()} {self.facing}{self._sfx()}"


@dataclass(frozen=True)
class Hide(_Paid):
    """Hide at ``to`` within 1 hex (7 AP, seed 000 §10.2)."""

    type: ClassVar[str] = "hide"
    to: str = ""

    def __str__(self) -> str:
        return f"hide {self._who()} {self.to}{self._sfx()}"


@dataclass(frozen=True)
class Hasty(_Paid):
    """Build a hasty defense (5 AP, coh.md 7)."""

    type: ClassVar[str] = "hasty"

    def __str__(self) -> str:
        return f"hasty {self._who()}{self._sfx()}"


@dataclass(frozen=True)
class Stall(_Paid):
    """Spend 1 AP doing nothing (coh.md 1.1)."""

    type: ClassVar[str] = "stall"

    def __str__(self) -> str:
        return f"stall {self._who()}{self._sfx()}"


@dataclass(frozen=True)
class PlayCard(Action):
    """Play green card ``card`` from the hand on ``units`` (maybe none)."""

    type: ClassVar[str] = "card"
    card: str = ""
    units: tuple[str, ...] = ()

    def __str__(self) -> str:
        return f"card {self.card}" + (f" {'+'.join(self.units)}" if self.units else "")


@dataclass(frozen=True)
class Die(Action):
    """Chance outcome: one die shows ``value`` (1-6)."""

    type: ClassVar[str] = "die"
    chance: ClassVar[bool] = True
    value: int = 1

    def __str__(self) -> str:
        return f"die {self.value}"


@dataclass(frozen=True)
class Draw(Action):
    """Chance outcome: card ``card`` is drawn from the deck."""

    type: ClassVar[str] = "draw"
    chance: ClassVar[bool] = True
    card: str = ""

    def __str__(self) -> str:
        return f"draw {self.card}"


@dataclass(frozen=True)
class Marker(Action):
    """Chance outcome: hit marker ``name`` is drawn from the pile."""

    type: ClassVar[str] = "marker"
    chance: ClassVar[bool] = True
    name: str = ""

    def __str__(self) -> str:
        return f"marker {self.name}"


ACTION_TYPES: dict[str, type] = {c.type: c for c in (Pass, Activate, Move, Enter, Fire, Rally, Pivot, Hide, Hasty,
                                                     Stall, PlayCard, Die, Draw, Marker)}


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
        raise RulesError(f"{where}: an action must be an object, got {d!r}")
    t = d.get("type")
    cls = ACTION_TYPES.get(t) if isinstance(t, str) else None
    if cls is None:
        raise RulesError(f"{where}: unknown action type {d.get('type')!r}; known: {', '.join(ACTION_TYPES)}")
    kw: dict[str, Any] = {}
    known = {f.name: f for f in fields(cls)}
    for k, v in d.items():
        if k == "type":
            continue
        f = known.get(k)
        if f is None:
            raise RulesError(f"{where}: action {cls.type!r} has no field {k!r}")
        if isinstance(f.default, tuple) or k in ("units", "to") and isinstance(v, list):
            if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                raise RulesError(f"{where}: field {k!r} must be a list of strings, got {v!r}")
            v = tuple(v)
        elif isinstance(f.default, bool) or isinstance(f.default, int) and f.default is not None and k != "card":
            if not isinstance(v, int) or isinstance(v, bool):
                raise RulesError(f"{where}: field {k!r} must be a whole number, got {v!r}")
        elif v is not None and not isinstance(v, str):
            raise RulesError(f"{where}: field {k!r} must be a string, got {v!r}")
        kw[k] = v
    if "pay" in kw and kw["pay"] not in PAYMENTS:
        raise RulesError(f"{where}: unknown payment {kw['pay']!r}; known: {', '.join(PAYMENTS)}")
    return cls(**kw)
