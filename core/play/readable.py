"""Readable playtest text for one scenario (Qt-free): unit, side and
card names for ids, compass words for facings, in actions, log lines and
roll explanations, in the user's language (issue 17).

* `Readable.action(a)`: the action through `core.play.describe.describe`
  (its fields, not its string: a unit whose id is ``fire`` still reads
  "fire Maxim -> 0507"; cards as ``02 «Name»``);
* `Readable.text(line)`: an engine log line.  A player action line
  (``"R1 german: pivot g1 3 [cap]"``: the engine's machine notation,
  which the stored log keeps for replays and tests) is read back into its
  action (`core.play.action_parse.parse_action`) and described, the
  side as its name; in other lines facings read as compass words (a
  hexside facing of coh ``pivot``, coh.md 4.1; a vertex facing of tng
  ``face`` and ``tmove ... f<k>``, tng 6.11), unit ids (whole words,
  alone or in a ``+`` group) as names and side ids as side names.
  Log lines are otherwise the engines' finished text.
* `Readable.explanation(d)`: a roll explanation dict (`core.play.coh.explain`
  keys) for display: ``who`` and ``lines`` with names, rule notes in the
  user's language (`core.play.rule_text.rule_text`); data fields unchanged.
"""
from __future__ import annotations

import re

from core.errors import HexwrightError
from core.i18n import _
from core.naming import (card_labels, compass_name, facing_words, side_names, side_word, terrain_name, unit_names,
                         vertex_word)
from core.play.action_parse import parse_action
from core.play.describe import describe, term_label
from core.play.rule_text import rule_text
from core.rules.catalogue import load_catalogue
from core.rules.registry import traits

_GROUP = re.compile(r"(?<![\w'])[A-Za-z0-9_]+(?:\+[A-Za-z0-9_]+)*(?![\w'])")
_SIDE_FACING = re.compile(r"\b(pivot (?:\S+) )([0-5])\b")
_VERTEX_FACING = re.compile(r"\b((?:face \S+ )|(?:tmove \S+ \S+ f))([0-5])\b")
_TERRAIN = re.compile(r"\((\w+)\)")
# engine log templates whose {facing} is a facing number (tng 6.11 vertex facings): shown as a compass word
FACING_TEMPLATES = ("{unit} moves {frm} -> {to} facing {facing}{note}", "{unit} faces {facing}",
                    "{unit} retreats {frm} -> {to} facing {facing} as {mover} comes on (tng 7.39)",
                    "{unit} enters the map at {to} facing {facing} (flank march, {rule})")


def _facing_pattern(template: str) -> re.Pattern:
    """``template`` (a translated log template) as a pattern whose group
    ``facing`` is the number, anything else a lazy wildcard."""
    out = []
    for part in re.split(r"(\{\w+\})", template):
        if part == "{facing}":
            out.append(r"(?P<facing>[0-5])")
        elif re.fullmatch(r"\{\w+\}", part):
            out.append(r".*?")
        else:
            out.append(re.escape(part))
    return re.compile("".join(out) + "$", re.S)
_ACTION_LINE = re.compile(r"^(R\d+ )([^\s:]+): (\S+)(.*)$", re.S)


class Readable:
    """Display text for one scenario (``scenario``: a `core.model.Scenario`):
    ``names`` (unit id -> shown name, `core.naming.unit_names`), ``sides``
    (side id -> shown name, `core.naming.side_names`), ``cards`` (card
    number -> label, `core.naming.card_labels`)."""

    def __init__(self, scenario):
        self.names = unit_names(scenario)
        self.sides = {k: v for k, v in side_names(scenario).items() if k not in self.names}
        self.cards = card_labels(scenario.ruleset)
        self.layout = scenario.hexmap.layout_for(1.0)
        self.facing_word = facing_words(scenario)
        try:
            terrains = set(load_catalogue(scenario.ruleset).terrain)
        except HexwrightError:   # an unknown ruleset: no terrain words
            terrains = set()
        self.terrains = {t: terrain_name(scenario.ruleset, t) for t in terrains}
        kind = traits(scenario.ruleset).facing
        self._facing_templates = ([_facing_pattern(_(t)) for t in FACING_TEMPLATES]
                                  if kind in ("hexside", "vertex") else [])

    def unit(self, uid: str) -> str:
        """The shown name of unit ``uid`` (the id itself when unknown)."""
        return self.names.get(uid, uid)

    def side(self, side: str) -> str:
        """The shown name of side ``side`` (the id itself when unknown)."""
        return self.sides.get(side, side)

    def action(self, a) -> str:
        """Action ``a`` as a player reads it (`describe`)."""
        return describe(a, self.names, self.facing_word, self.cards)

    def _ids(self, text: str) -> str:
        def group(m) -> str:
            parts = m.group(0).split("+")
            if all(p in self.names for p in parts):
                return " + ".join(self.names[p] for p in parts)
            if len(parts) == 1 and parts[0] in self.sides:
                return self.sides[parts[0]]
            return m.group(0)
        text = _TERRAIN.sub(lambda m: f"({self.terrains[m.group(1)]})" if m.group(1) in self.terrains
                            else m.group(0), text)
        return _GROUP.sub(group, text)

    def text(self, line: str) -> str:
        """Log line ``line`` with actions described, facings as compass
        words and unit and side ids as names (module doc); anything else
        unchanged."""
        m = _ACTION_LINE.match(line)
        if m:
            a = parse_action(m.group(3) + m.group(4))
            if a is not None:
                return m.group(1) + self.side(m.group(2)) + ": " + self.action(a)
        line = self._facing_numbers(line)
        line = _SIDE_FACING.sub(lambda m: m.group(1) + _("to {facing}").format(
            facing=compass_name(side_word(self.layout, int(m.group(2))))), line)
        line = _VERTEX_FACING.sub(lambda m: (m.group(1)[:-1] + _("facing {facing}") if m.group(1).endswith("f") else
                                             m.group(1) + _("to {facing}")).format(
            facing=compass_name(vertex_word(self.layout, int(m.group(2))))), line)
        m = _ACTION_LINE.match(line)
        if m:
            return m.group(1) + self.side(m.group(2)) + ": " + m.group(3) + self._ids(m.group(4))
        return self._ids(line)

    def _facing_numbers(self, line: str) -> str:
        """The facing number of a `FACING_TEMPLATES` line (in the current
        language) as a compass word."""
        for pat in self._facing_templates:
            m = pat.search(line)
            if m and self.facing_word is not None:
                a, b = m.span("facing")
                return line[:a] + self.facing_word(int(m.group("facing"))) + line[b:]
        return line

    def explanation(self, d: dict) -> dict:
        """A copy of roll explanation ``d`` for display (module doc): ``who``
        and ``lines`` with names, ``rule`` and each term's ``rule`` as
        `rule_text` gives them, each term's ``label`` its shown name
        (`term_label`, ids as names)."""
        out = dict(d)
        if isinstance(d.get("who"), str):
            out["who"] = self.text(d["who"])
        if isinstance(d.get("lines"), list):
            out["lines"] = [self.text(x) for x in d["lines"]]
        if isinstance(d.get("standing"), str):
            out["standing"] = self.text(d["standing"])
        if isinstance(d.get("rule"), str):
            out["rule"] = self._ids(rule_text(d["rule"], self.terrains.get))
        for key in ("plus", "against"):
            if isinstance(d.get(key), list):
                out[key] = [dict(t, rule=self._ids(rule_text(t["rule"], self.terrains.get)),
                                 label=self._ids(term_label(str(t.get("name", ""))))) if isinstance(t, dict)
                            and isinstance(t.get("rule"), str) else t for t in d[key]]
        return out
