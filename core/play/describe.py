"""Actions as a player reads them (Qt-free): what an action is about
(`units_of`, `unit_actions`, `general_actions`) and how it reads given
unit names (`describe`), its price as text (`cost_text`) and hit chances
as text (`hit_text`).

`describe(action, names, facing_word)` formats the action's fields, not
its string: unit-id fields (``units``, ``unit``, ``commander``, ``team``,
``target``, ``targets``, ``vehicle``) show the unit's name (`core.naming.unit_names`)
when the value is a unit id, a ``+`` group as ``A + B``; ``facing``
shows ``facing_word(k)`` (a compass word, `core.naming.facing_words`);
everything else (hex labels, cards, the action's own words) stays as it
is.  So a unit whose id is ``fire`` named "Maxim" reads
"fire Maxim -> 0507", never "Maxim Maxim -> 0507".  Templates are the
action's own (``Action.text``) unless `core.messages` has a display
template ``action.<type>``; paid coh actions keep their payment suffix.
"""
from __future__ import annotations

import re
import string
from dataclasses import fields
from typing import Any, Callable

from core.i18n import _, pgettext
from core.messages import MESSAGES, text as message_text
from core.play.actions import Move, _Paid
from core.play.costs import Cost

UNIT_FIELDS = ("units", "unit", "commander", "team", "target", "targets", "vehicle")


def units_of(a) -> tuple[str, ...]:
    """Unit ids action ``a`` names as actors: ``units``, ``unit``
    (activate, tng moves and facings), ``commander`` (tng commander moves)
    or ``team`` (fow)."""
    out = tuple(getattr(a, "units", ()) or ())
    for k in ("unit", "commander", "team"):
        v = getattr(a, k, None)
        if isinstance(v, str) and v:
            out += (v,)
    return out


def unit_actions(state, uid: str) -> list:
    """Legal actions of the player to act in ``state`` that involve unit
    ``uid`` (as actor, group member or the unit a card is played on), in
    the engine's order; ``[]`` at a chance node or the end."""
    if state.is_chance_node() or state.is_terminal():
        return []
    return [a for a in state.legal_actions() if uid in units_of(a)]


def general_actions(state) -> list:
    """Legal actions naming no unit (``pass``, cards played on nobody)."""
    if state.is_chance_node() or state.is_terminal():
        return []
    return [a for a in state.legal_actions() if not units_of(a)]


class _Fmt(string.Formatter):
    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, tuple):
            return (format_spec or "+").join(map(str, value))
        return format(value, format_spec)


_FMT = _Fmt()


def _named(v: Any, names: dict[str, str]) -> Any:
    if isinstance(v, str) and v in names:
        return names[v]
    if isinstance(v, tuple) and v and all(isinstance(x, str) and x in names for x in v):
        return " + ".join(names[x] for x in v)
    return v


def pay_text(action) -> str:
    """The payment suffix of a paid coh action as a player reads it, in the
    current language: ``" [cap]"``, ``" [opp]"``, ``" [card 02]"``, ``" [+1 cap]"``,
    ``" [roll +2]"`` (the engine's ``str`` keeps the machine form,
    `core.play.actions._pay_suffix`; coh.md 1.1); "" for other actions."""
    if not isinstance(action, _Paid):
        return ""
    out = {"ap": "", "caps": _(" [cap]"), "opportunity": _(" [opp]"),
           "card": _(" [card {card}]").format(card=action.card)}.get(action.pay, "")
    if action.extra_caps:
        out += _(" [+{n} cap]").format(n=action.extra_caps)
    if action.roll_caps:
        out += _(" [roll +{n}]").format(n=action.roll_caps)
    return out


def describe(action, names: dict[str, str], facing_word: Callable[[int], str] | None = None,
             cards: dict[str, str] | None = None) -> str:
    """``action`` as a player reads it (module doc); ``names``: unit id ->
    shown name; ``facing_word``: facing number -> word (None: the number);
    ``cards``: card number -> shown label (`core.naming.card_labels`; None:
    the number)."""
    values: dict[str, Any] = {}
    for f in fields(action):
        v = getattr(action, f.name)
        if f.name in UNIT_FIELDS:
            v = _named(v, names)
        elif f.name == "facing" and facing_word is not None and isinstance(v, int):
            v = facing_word(v)
        elif f.name == "card" and cards and isinstance(v, str) and v in cards:
            v = cards[v]
        elif f.name == "roll" and isinstance(v, str):   # the roll CAPs go on ("initiative"), a catalogue word
            v = _(v)
        values[f.name] = v
    tag = action.type
    if isinstance(action, Move):
        to = action.to
        values["to"] = to[0] if len(set(to)) == 1 else ",".join(to)
    if tag == "react" and not getattr(action, "card", ""):
        tag = "react_pass"
    if tag == "plan_strike" and getattr(action, "to", "") == "hold":   # no strike planned this round
        tag = "plan_strike_hold"
    elif tag == "react" and getattr(action, "die", 0):   # which die a re-roll card re-rolls (coh.md 11 card 07)
        tag = "react_die"
    key = f"action.{tag}"
    if tag == "pivot" and facing_word is None or tag == "face" and facing_word is None or key not in MESSAGES:
        template = pgettext("action", action.text)   # the action's own template, translated
    else:
        template = _(MESSAGES[key])
    out = " ".join(_FMT.format(template, **values).split())
    return out + pay_text(action)


def cost_text(cost: Cost) -> str:
    """``cost`` as the Actions list shows it: ``"2 AP"``, ``"3 AP opp."``,
    ``"4 AP (1 via CAP) + 2 CAPs"``, ``"card 02"``, ``"1 CAP (command)"``,
    ``"new 7 AP pool"``; ``"-"`` for no price, ``"?"`` when unknown."""
    if cost.engine_text is not None:
        return cost.engine_text
    if not cost.known:
        return message_text("cost.unknown")
    if cost.new_pool is not None:
        return message_text("cost.new_pool", {"pool": cost.new_pool})
    if not cost.pay and not cost.caps:
        return message_text("cost.none")
    parts = []
    if cost.ap:
        key = ("cost.ap_opportunity" if cost.pay == "opportunity" else
               "cost.ap_via_caps" if cost.extra_caps else "cost.ap")
        ap = message_text("cost.ap_range", {"ap": cost.ap, "ap_max": cost.ap_max}) if cost.ap_max else cost.ap
        parts.append(message_text(key, {"ap": ap, "extra": cost.extra_caps}))
    if cost.pay == "card" and cost.card:
        parts.append(message_text("cost.card", {"card": cost.card}))
    other = cost.caps - cost.extra_caps
    if other:
        key = ("cost.caps_command" if cost.pay == "caps" else "cost.caps") + ("" if other == 1 else "_plural")
        parts.append(message_text(key, {"caps": other}))
    if not parts:
        return message_text("cost.free")
    out = parts[0]
    for p in parts[1:]:
        out = message_text("cost.join", {"first": out, "second": p})
    return out


def hit_text(chances: list[tuple[str, float]], names: dict[str, str]) -> str:
    """``"Rifles '41 58%, MG 31%"`` (empty when no chances)."""
    return ", ".join(message_text("hit.chance", {"unit": names.get(uid, uid), "percent": f"{p * 100:.0f}"})
                     for uid, p in chances)


_QUALIFIED = re.compile(r"^(.+) \((.+)\)$")
_VALUED = re.compile(r"^(.*[^\d\s]) ([-+]?\d[\d\-+/.:]*)$")


def term_label(name: str) -> str:
    """The readable name of an itemised roll term ``name`` of any ruleset's
    explanation (``"fp_soft"`` -> ``"fp soft"``, in Russian "FP (по пехоте)"):
    the name with ``_`` as a space, translated (each ruleset lists its
    term names as catalogue messages, e.g. core/play/coh/terms.py,
    core/play/tng/rolls.py).  A name the rules build with a value or a
    qualifier in it reads by its parts: ``"ratio 1-1"`` -> the word
    translated, the value kept; ``"bog (going)"`` -> both words
    translated; ``"caps german"`` -> ``"caps {side}"``.  A name the
    catalogue lacks shows as that English."""
    key = name.replace("_", " ")
    for k in (key, name):   # "fp soft" (coh), "dig_in" (fow test ids)
        got = _(k)
        if got != k:
            return got
    m = _QUALIFIED.match(name)
    if m:
        return _("{term} ({qualifier})").format(term=term_label(m.group(1)), qualifier=term_label(m.group(2)))
    m = _VALUED.match(name)
    if m:
        return _("{term} {value}").format(term=term_label(m.group(1)), value=m.group(2))
    if name.startswith("caps_") and "_" not in name[5:]:
        return _("caps {side}").format(side=name[5:])
    return key
