"""Rule references with their notes in the user's language (Qt-free;
issue 17).

The rules core cites a rule on every roll term and explanation as one
English string: a reference (``coh.md 3.4``, ``seed 000 §9.12``,
``tng 9.5``, ``play_rules.json mine_hit_number``) with a note
(``"printed on the counter (coh.md 2.1); flank: HE (coh.md 8.1)"``,
``"coh.md 3.2-3.4 (highest marker's rally number)"``, ``"seed 001 pp.
90-91: digging in is a skill test"``).  The data keep that string
(explanation dicts, JSON); `rule_text(rule)` is what a surface shows:
each ``; ``-part translated as a whole when the catalogue has it, else
split into reference and note, the reference kept as written and the
note translated (`NOTES` lists the notes, a note of the form
``"head: rest"`` through the template ``"head: {rest}"``, a hit-marker
or terrain word through its catalogue name); what the catalogue lacks
stays English.
"""
from __future__ import annotations

import re
from typing import Callable

from core.i18n import N_, _, pgettext

_REF = (r"(?:rules/)?\w+\.md [\w.\-]+(?: rule \d+)?|seed \d+ (?:§[\w.\-]+(?: rule \d+)?|pp?\. [\d\-]+)"
        r"|tng \d[\d.\-]*|play_rules\.json \w+|cards\.json [\w/.]+(?: [\w.]+)?")
_REF_NOTE = re.compile(rf"^({_REF}) \((.+)\)$")
_REF_COLON = re.compile(rf"^({_REF}): (.+)$")
_NOTE_REF = re.compile(rf"^(.+?) \(((?:{_REF}).*)\)$")
_HEAD = re.compile(r"^([^:()]+): (.+)$")

# the notes the rules core writes beside its references (coh, tng, fow): their catalogue entries
NOTES = (
    N_("printed on the counter"), N_("flank: {rest}"), N_("at most 2 CAPs per roll"),
    N_("highest marker's rally number"), N_("+1 per friendly un-hit unit in the hex"),
    N_("cover of +1 DM or a fortification"), N_("+1 per supporter: {rest}"),
    N_("both roll 2D6, higher goes first, ties re-rolled"), N_("AV = FP + 2D6 >= DV"), N_("AV >= DV"),
    N_("play_rules.json mine_hit_number, assumed 8"), N_("only the owner's CAPs, at most 2"),
    N_("3 German, 4 Soviet; play_rules.json drift_number"), N_("off-board artillery"),
    N_("the firer is outside the target's front arc"), N_("close combat"), N_("sniper"), N_("HE"),
    N_("a pinned platoon's motivation test"), N_("motivation test"), N_("digging in is a skill test"),
    N_("difficult going 2+ (heavy or overloaded 3+), very difficult a skill test"),
    N_("pass on the number or less"), N_("card {card}'s weapon (cards.json, FP assumed)"),
    N_("card {card} ({rest})"), N_("anti-air fire, assumed"), N_("assumed"),
    N_("freeing a bogged vehicle is a skill test (Wide Tracks 4+)"),
    N_("Moving ROF table"), N_("ranging attempt"), N_("company below half strength"),
    N_("Unreliable breaks down on a 1 At the Double"),
)
_CARD_WEAPON = re.compile(r"^card (\w+)'s weapon \(cards\.json, FP assumed\)$")
_CARD_NOTE = re.compile(r"^card (\w+) \((.+)\)$")


def _note(note: str, word: Callable[[str], str | None] | None) -> str:
    got = _(note)
    if got != note:
        return got
    for role in ("hit marker",):
        got = pgettext(role, note)
        if got != note:
            return got
    if word is not None and re.fullmatch(r"\w+", note):
        named = word(note)
        if named:
            return named
    m = _HEAD.match(note)
    if m:
        template = m.group(1) + ": {rest}"
        got = _(template)
        if got != template:
            return got.format(rest=_note(m.group(2), word))
    return note


def _part(part: str, word: Callable[[str], str | None] | None) -> str:
    got = _(part)
    if got != part:
        return got
    m = _CARD_WEAPON.match(part)
    if m:
        return _("card {card}'s weapon (cards.json, FP assumed)").format(card=m.group(1))
    m = _CARD_NOTE.match(part)
    if m:
        return _("card {card} ({rest})").format(card=m.group(1), rest=rule_text(m.group(2), word))
    m = _REF_NOTE.match(part)
    if m:
        return f"{m.group(1)} ({_note(m.group(2), word)})"
    m = _REF_COLON.match(part)
    if m:
        return f"{m.group(1)}: {_note(m.group(2), word)}"
    m = _NOTE_REF.match(part)
    if m:
        return f"{_note(m.group(1), word)} ({rule_text(m.group(2), word)})"
    if re.fullmatch(_REF, part):
        return part
    return _note(part, word)


def _split(rule: str) -> list[str]:
    """``rule``'s ``; ``-parts outside parentheses."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(rule):
        depth += (ch == "(") - (ch == ")")
        if depth == 0 and rule.startswith("; ", i):
            parts.append(rule[start:i])
            start = i + 2
    return parts + [rule[start:]]


def rule_text(rule: str, word: Callable[[str], str | None] | None = None) -> str:
    """``rule`` (a rule reference with its note, module doc) in the current
    language; ``word(identifier)`` may name an identifier alone in a note
    (a terrain id such as ``large_balka``; None: leave it)."""
    return "; ".join(_part(p, word) for p in _split(rule))
