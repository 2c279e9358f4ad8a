"""Structured problems of a Hexwright file and their one renderer.

A `Problem` says what is wrong as data: a message id of `core.messages`
with its parameters, the JSON path into the file, the hexes and unit it is
about, the rule it cites and its severity.  The editor's validation dock,
``hexwright validate`` and anything else that shows problems render them
with `render` (one text line in a designer's words, one detail line with
the rule and JSON path), so every surface says the same thing.

Severities: ``error`` for what the file format or the play engine refuses
(the file cannot be saved, loaded or played as it is), ``warning`` for the
designer's checks (it plays, but probably not as intended).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from core.hexgrid import Hex
from core.i18n import N_, _
from core.messages import text as message_text

ERROR, WARNING = N_("error"), N_("warning")   # data; shown through the catalogue (`severity_word`)


@dataclass(frozen=True)
class Problem:
    """One problem: ``code`` (message id of `core.messages.MESSAGES`),
    ``params`` (its named parameters: strings, numbers or lists of them),
    ``path`` (JSON path into the file, ``"$"`` for the whole file),
    ``hexes`` it names (for selecting and centring), ``unit_id`` (or None),
    ``rule`` (citation such as ``"seed 000 \u00a710.0 rule 2"``, or None) and
    ``severity`` (`ERROR` or `WARNING`)."""

    code: str
    params: dict[str, Any] = field(default_factory=dict, compare=False)
    path: str = "$"
    hexes: tuple[Hex, ...] = ()
    unit_id: str | None = None
    rule: str | None = None
    severity: str = WARNING

    @property
    def message(self) -> str:
        """The English text line (`render`)."""
        return render(self).text

    @property
    def detail(self) -> str:
        """The English detail line: rule and JSON path (`render`)."""
        return render(self).detail


class Rendered(NamedTuple):
    """A problem as text: ``text`` (designer's words), ``detail`` (rule
    citation and JSON path)."""

    text: str
    detail: str


def render(p: Problem) -> Rendered:
    """``p`` as English text through the message catalogue."""
    txt = message_text(p.code, p.params)
    detail = (message_text("detail.rule_path", {"rule": p.rule, "path": p.path}) if p.rule
              else message_text("detail.path", {"path": p.path}))
    return Rendered(txt, detail)


def text_problem(path: str, text: str, severity: str = ERROR, hexes: tuple[Hex, ...] = (),
                 unit_id: str | None = None, rule: str | None = None) -> Problem:
    """A `Problem` whose text was finished elsewhere (a JSON Schema message,
    a play engine's ``validation_problems`` pair): message id ``text``."""
    return Problem("text", {"text": text}, path, hexes, unit_id, rule, severity)


def severity_word(severity: str) -> str:
    """``"error"`` / ``"warning"`` as the user reads it (Russian: "ошибка",
    "предупреждение")."""
    return _(severity)


def counts(problems: list[Problem]) -> tuple[int, int]:
    """``(errors, warnings)`` among ``problems``."""
    errors = sum(p.severity == ERROR for p in problems)
    return errors, len(problems) - errors


_UNIT_PATH = re.compile(r"^\$\.(units|reinforcements)\[(\d+)\](?:\.units\[(\d+)\])?")
_ZONE_PATH = re.compile(r"^\$\.zones\[(\d+)\]")
_CONTROL_PATH = re.compile(r"^\$\.victory\.control\[(\d+)\]")


def locate(sc, path: str) -> tuple[tuple[Hex, ...], str | None]:
    """The hexes and unit id a JSON path of scenario ``sc`` (a
    `core.model.Scenario`) points at (``$.units[3].unit`` -> that unit's hex
    and id; a reinforcement -> its entry hexes; a zone -> its hexes; a
    control hex -> that hex); ``((), None)`` for anything else."""
    hm = sc.hexmap

    def on(hs):
        return tuple(h for h in hs if h is not None and hm.contains(h))

    m = _UNIT_PATH.match(path)
    if m:
        kind, i, j = m.group(1), int(m.group(2)), m.group(3)
        if kind == "units" and i < len(sc.units):
            u = sc.units[i]
            return on([u.hex]), u.id
        if kind == "reinforcements" and i < len(sc.reinforcements):
            r = sc.reinforcements[i]
            if j is not None and int(j) < len(r.units):
                u = r.units[int(j)]
                return on([u.hex] if u.hex else r.entry_hexes), u.id
            return on(r.entry_hexes), None
    m = _ZONE_PATH.match(path)
    if m and int(m.group(1)) < len(sc.zones):
        return on(sorted(sc.zones[int(m.group(1))].hexes)), None
    m = _CONTROL_PATH.match(path)
    if m and int(m.group(1)) < len(sc.victory.control):
        return on([sc.victory.control[int(m.group(1))].hex]), None
    return (), None


def unit_path(sc, unit_id: str) -> str:
    """The JSON path of unit ``unit_id`` in scenario ``sc``
    (``$.units[i]`` or ``$.reinforcements[i].units[j]``; ``$.units`` if
    it is not there)."""
    for i, u in enumerate(sc.units):
        if u.id == unit_id:
            return f"$.units[{i}]"
    for i, r in enumerate(sc.reinforcements):
        for j, u in enumerate(r.units):
            if u.id == unit_id:
                return f"$.reinforcements[{i}].units[{j}]"
    return "$.units"
