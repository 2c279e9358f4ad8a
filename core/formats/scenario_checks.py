"""Cross-reference checks of a scenario document (the part JSON Schema
cannot say): every id, side, card and hex a scenario names must exist.

`document_problems` takes a schema-valid current-version scenario document
and its resolved map and returns EVERY problem as a structured
`core.problems.Problem` (message ids ``format.*``, English in
`core.messages`); `check_document` gives them as ``(json_path, message)``
pairs for `core.errors.FormatError`:
unknown sides, unknown catalogue units or cards, unit ids used twice, hexes
off the map (units, zones, entry hexes, control hexes), reinforcements after
the last round, a deck naming a card twice with different copies...
"""
from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources
from typing import Any

from core.catalogues import load_cards, load_units
from core.formats.labels import label_reader
from core.formats.schema import did_you_mean, json_path
from core.hexgrid import Hex, label_digits
from core.model.hexmap import HexMap, LabelError
from core.problems import ERROR, Problem, render

Problems = list[tuple[str, str]]


@lru_cache(maxsize=None)
def hit_marker_names(ruleset: str) -> frozenset[str] | None:
    """Hit-marker names of ``ruleset`` from its ``hit_markers.json`` (every
    pile's ``markers``), or None when the ruleset ships no such table."""
    res = resources.files(f"core.rules.{ruleset}").joinpath("hit_markers.json")
    if not res.is_file():
        return None
    data = json.loads(res.read_text(encoding="utf-8"))
    return frozenset(name for pile in data.values() if isinstance(pile, dict) and isinstance(pile.get("markers"), dict)
                     for name in pile["markers"])


class _Checker:
    def __init__(self, doc: dict, hexmap: HexMap | None):
        self.doc = doc
        self.hexmap = hexmap
        self.problems: list[Problem] = []
        self.sides = [s["id"] for s in doc["sides"]]
        self.units = load_units(doc["ruleset"])
        self.cards = load_cards(doc["ruleset"])
        self.rounds = doc["rounds"]
        self.hit_names = hit_marker_names(doc["ruleset"])
        self.read = label_reader(hexmap) if hexmap is not None else (lambda _label: None)

    def add(self, parts: list, code: str, **params: Any) -> None:
        self.problems.append(Problem(f"format.{code}", params, json_path(parts), severity=ERROR))

    def side(self, value: Any, parts: list, allow_none: bool = False) -> None:
        if value is None and allow_none:
            return
        if value not in self.sides:
            self.add(parts, "unknown_side", value=value, sides=list(self.sides))

    def side_keys(self, mapping: dict | None, parts: list) -> None:
        for k in (mapping or {}):
            self.side(k, parts + [k])

    def hex(self, label: str, parts: list) -> Hex | None:
        hm = self.hexmap
        if hm is None:
            return None
        h = self.read(label)
        if h is not None:
            return h
        digits = label_digits(hm.cols, hm.rows)
        if len(label) != 2 * digits:
            self.add(parts, "label_digits", digits=2 * digits, cols=hm.cols, rows=hm.rows, label=label)
            return None
        try:
            return hm.parse(label)
        except LabelError as e:
            self.add(parts, "bad_label", text=str(e))
            return None

    def card(self, number: str, parts: list) -> None:
        if number not in self.cards:
            if not self.cards.cards:
                self.add(parts, "no_card_catalogue", card=number, ruleset=self.doc["ruleset"])
            else:
                self.add(parts, "unknown_card", card=number, ruleset=self.doc["ruleset"],
                         examples=self.cards.numbers()[:5])

    def unit(self, u: dict, parts: list, seen: dict[str, str], setup: bool, side: str | None = None) -> None:
        where = json_path(parts)
        if u["id"] in seen:
            self.add(parts + ["id"], "unit_id_twice", id=u["id"], where=seen[u["id"]])
        else:
            seen[u["id"]] = where
        self.side(u["side"], parts + ["side"])
        if side is not None and u["side"] in self.sides and u["side"] != side:
            self.add(parts + ["side"], "reinforcement_side", side=u["side"], expected=side)
        cid = u.get("unit")
        if cid is not None and cid not in self.units:
            if not self.units.units:
                self.add(parts + ["unit"], "no_unit_catalogue", unit=cid, ruleset=self.doc["ruleset"])
            else:
                self.add(parts + ["unit"], "unknown_unit", unit=cid, hint=did_you_mean(cid, self.units.units),
                         ruleset=self.doc["ruleset"])
        if self.hit_names is not None:
            for j, hit in enumerate(u.get("hits", [])):
                if hit not in self.hit_names:
                    self.add(parts + ["hits", j], "unknown_hit_marker", hit=hit, markers=sorted(self.hit_names))
        if "hex" in u:
            self.hex(u["hex"], parts + ["hex"])
        elif setup:
            self.add(parts, "unit_needs_hex")

    def run(self) -> list[Problem]:
        doc = self.doc
        ids: dict[str, int] = {}
        for i, s in enumerate(doc["sides"]):
            if s["id"] in ids:
                self.add(["sides", i, "id"], "side_id_twice", id=s["id"], index=ids[s["id"]])
            ids.setdefault(s["id"], i)
        if self.hexmap is not None and self.hexmap.ruleset != doc["ruleset"]:
            self.add(["map"], "map_ruleset", map=self.hexmap.ruleset, scenario=doc["ruleset"])
        self.side(doc.get("initiative"), ["initiative"], allow_none=True)
        self.side_keys(doc.get("caps"), ["caps"])
        self.side_keys(doc.get("starting_vp"), ["starting_vp"])
        for s, per in (doc.get("caps_by_round") or {}).items():
            self.side(s, ["caps_by_round", s])
            for rnd in per:
                if int(rnd) > self.rounds:
                    self.add(["caps_by_round", s, rnd], "caps_round_late", round=rnd, rounds=self.rounds)
        for s, cards in (doc.get("starting_cards") or {}).items():
            self.side(s, ["starting_cards", s])
            for j, c in enumerate(cards):
                self.card(c, ["starting_cards", s, j])
        seen: dict[str, str] = {}
        for i, u in enumerate(doc.get("units", [])):
            self.unit(u, ["units", i], seen, setup=True)
        names: dict[str, int] = {}
        for i, z in enumerate(doc.get("zones", [])):
            if z["name"] in names:
                self.add(["zones", i, "name"], "zone_name_twice", name=z["name"], index=names[z["name"]])
            names.setdefault(z["name"], i)
            self.side(z.get("side"), ["zones", i, "side"], allow_none=True)
            for j, lab in enumerate(z["hexes"]):
                self.hex(lab, ["zones", i, "hexes", j])
        for i, r in enumerate(doc.get("reinforcements", [])):
            base = ["reinforcements", i]
            if r["round"] > self.rounds:
                self.add(base + ["round"], "reinforcement_late", round=r["round"], rounds=self.rounds)
            self.side(r["side"], base + ["side"])
            for j, lab in enumerate(r.get("entry_hexes", [])):
                self.hex(lab, base + ["entry_hexes", j])
            for j, u in enumerate(r["units"]):
                self.unit(u, base + ["units", j], seen, setup=False, side=r["side"])
        self._decks()
        self._victory(seen)
        return self.problems

    def _decks(self) -> None:
        deck_ids: dict[str, int] = {}
        for i, d in enumerate(self.doc.get("decks", [])):
            base = ["decks", i]
            if d["id"] in deck_ids:
                self.add(base + ["id"], "deck_id_twice", id=d["id"], index=deck_ids[d["id"]])
            deck_ids.setdefault(d["id"], i)
            for j, s in enumerate(d.get("sides", [])):
                self.side(s, base + ["sides", j])
            self.side_keys(d.get("draw_at_start"), base + ["draw_at_start"])
            self.side_keys(d.get("draw_per_round"), base + ["draw_per_round"])
            first: dict[str, tuple[int, int]] = {}
            for j, e in enumerate(d["cards"]):
                self.card(e["card"], base + ["cards", j, "card"])
                if e["card"] in first:
                    k, copies = first[e["card"]]
                    if copies != e["copies"]:
                        self.add(base + ["cards", j], "card_twice", card=e["card"], copies=e["copies"],
                                 other=json_path(base + ["cards", k]), first=copies)
                else:
                    first[e["card"]] = (j, e["copies"])

    def _victory(self, unit_ids: dict[str, str]) -> None:
        v = self.doc.get("victory") or {}
        for uid in v.get("unit_vp", {}):
            if uid not in unit_ids:
                self.add(["victory", "unit_vp", uid], "unknown_unit_id", id=uid)
        hexes: dict[str, int] = {}
        for i, c in enumerate(v.get("control", [])):
            self.hex(c["hex"], ["victory", "control", i, "hex"])
            if c["hex"] in hexes:
                self.add(["victory", "control", i, "hex"], "control_hex_twice", hex=c["hex"], index=hexes[c["hex"]])
            hexes.setdefault(c["hex"], i)
            self.side(c.get("owner"), ["victory", "control", i, "owner"], allow_none=True)


_UNIT_PATH = re.compile(r"^\$\.(?:reinforcements\[(\d+)\]\.)?units\[(\d+)\](?=$|[.\[])")


def name_units(problems: Problems, doc: Any) -> Problems:
    """``problems`` with the unit's id put before each message whose path
    points into a unit (``$.units[1]...`` or
    ``$.reinforcements[0].units[2]...``) of the scenario document ``doc``
    (parsed JSON, possibly invalid): ``"unit s_rifles_1: ..."``, so a
    designer need not count list items.  Messages that already quote the
    id, and units without a string id, are left as they are."""
    out: Problems = []
    for path, msg in problems:
        m = _UNIT_PATH.match(path)
        uid = None
        if m and isinstance(doc, dict):
            try:
                units = doc["reinforcements"][int(m.group(1))]["units"] if m.group(1) else doc["units"]
                uid = units[int(m.group(2))].get("id")
            except (KeyError, IndexError, TypeError, AttributeError):
                uid = None
        if isinstance(uid, str) and uid and repr(uid) not in msg:
            msg = f"unit {uid}: {msg}"
        out.append((path, msg))
    return out


def document_problems(doc: dict, hexmap: HexMap | None) -> list[Problem]:
    """Every cross-reference problem of the schema-valid scenario ``doc``
    whose map is ``hexmap`` (None when the map itself could not be read:
    hex labels are then not checked), as `core.problems.Problem` errors
    (message ids ``format.*`` of `core.messages`)."""
    return _Checker(doc, hexmap).run()


def check_document(doc: dict, hexmap: HexMap | None) -> Problems:
    """`document_problems` as ``[(json_path, message)]`` (the English text,
    for `core.errors.FormatError`)."""
    return [(p.path, render(p).text) for p in document_problems(doc, hexmap)]
