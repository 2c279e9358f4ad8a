"""Readable playtest text for one scenario (Qt-free): unit names for ids,
compass words for facings, in actions and in log lines.

* `Readable.action(a)`: the action through `core.play.describe.describe`
  (its fields, not its string: a unit whose id is ``fire`` still reads
  "fire Maxim -> 0507");
* `Readable.text(line)`: an engine log line (``"R1 german: pivot g1 3"``,
  ``"R1   1 AP, pool 6"``) with facings as compass words (a hexside
  facing of coh ``pivot``, coh.md 4.1; a vertex facing of tng ``face`` and
  ``tmove ... f<k>``, tng 6.11) and unit ids (whole words, alone or in a
  ``+`` group) as names -- except the action's own word after
  ``side: ``, so an id that is also an action word stays an action word.
  Log lines are the engines' finished text; names are the only thing
  changed.
"""
from __future__ import annotations

import re

from core.naming import facing_words, side_word, unit_names, vertex_word
from core.play.describe import describe

_GROUP = re.compile(r"(?<![\w'])[A-Za-z0-9_]+(?:\+[A-Za-z0-9_]+)*(?![\w'])")
_SIDE_FACING = re.compile(r"\b(pivot (?:\S+) )([0-5])\b")
_VERTEX_FACING = re.compile(r"\b((?:face \S+ )|(?:tmove \S+ \S+ f))([0-5])\b")
_ACTION_LINE = re.compile(r"^(R\d+ [^\s:]+: )(\S+)(.*)$", re.S)


class Readable:
    """Display text for one scenario (``scenario``: a `core.model.Scenario`):
    ``names`` (unit id -> shown name, `core.naming.unit_names`)."""

    def __init__(self, scenario):
        self.names = unit_names(scenario)
        self.layout = scenario.hexmap.layout_for(1.0)
        self.facing_word = facing_words(scenario)

    def unit(self, uid: str) -> str:
        """The shown name of unit ``uid`` (the id itself when unknown)."""
        return self.names.get(uid, uid)

    def action(self, a) -> str:
        """Action ``a`` as a player reads it (`describe`)."""
        return describe(a, self.names, self.facing_word)

    def _ids(self, text: str) -> str:
        def group(m) -> str:
            parts = m.group(0).split("+")
            if all(p in self.names for p in parts):
                return " + ".join(self.names[p] for p in parts)
            return m.group(0)
        return _GROUP.sub(group, text)

    def text(self, line: str) -> str:
        """Log line ``line`` with facings as compass words and unit ids as
        names (module doc); anything else unchanged."""
        line = _SIDE_FACING.sub(lambda m: m.group(1) + "to " + side_word(self.layout, int(m.group(2))), line)
        line = _VERTEX_FACING.sub(lambda m: (m.group(1)[:-1] + "facing " if m.group(1).endswith("f") else
                                             m.group(1) + "to ") + vertex_word(self.layout, int(m.group(2))), line)
        m = _ACTION_LINE.match(line)
        if m:
            return m.group(1) + m.group(2) + self._ids(m.group(3))
        return self._ids(line)
