"""A hypothesis state machine over the editor `Document` (issue 18): random
paint, elevation, hexside, unit, deck, reinforcement, zone and victory
edits (some in merged strokes, some refused), undo and redo, on Balka Hill.

After every step it asserts that

* the document's scenario (map included) equals a replay of the forward
  edits of the steps now applied, on a fresh copy of the original -- as
  saved text, so list and dict order count; and
* Save would accept the scenario (the cross-reference checks after every
  step, the schema at the end of each program find nothing: edits keep it
  consistent, issue 18.2); and
* undoing every step gives the original file bytes (scenario and map file)
  with the document unmodified, and redoing them all gives the state back.

`tests/editor/test_document_machine.py` runs it bounded (a few seconds);
``tools/document_fuzz.py`` runs it long.
"""
from __future__ import annotations

import copy
from typing import ClassVar

from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from core import edits as E
from core.formats.mapfile import dumps_map, map_to_dict
from core.formats.scenario_checks import check_document
from core.formats.scenariofile import (
    FORMAT_VERSION,
    dumps_scenario,
    load_scenario,
    scenario_to_dict,
)
from core.formats.schema import load_schema, validate_against
from core.hexgrid import neighbours
from core.model import ControlHex, Reinforcement, UnitPlacement
from core.rules.catalogue import load_catalogue
from editor.document import Document
from tests.conftest import SAMPLES

BALKA = SAMPLES / "coh_balka_hill.scenario.json"
ORIGINAL = BALKA.read_text(encoding="utf-8") + (SAMPLES / "coh_two_boards.json").read_text(encoding="utf-8")
BASE = load_scenario(BALKA)
TERRAINS = sorted(load_catalogue("coh").terrain)
FEATURES = ("stream", "wall", "hedge", "small_balka")
CARDS = ("01", "02", "07", "13", "21", "999")  # 999: no such card (refused)

cols = st.integers(0, BASE.hexmap.cols - 1)
rows = st.integers(0, BASE.hexmap.rows - 1)
offsets = st.tuples(cols, rows)


def scenario_text(sc) -> str:
    """What Save writes to the scenario file (the map is a file reference)."""
    return dumps_scenario(scenario_to_dict(sc))


def text(sc) -> str:
    """What Save writes: the scenario file, then its map file."""
    return scenario_text(sc) + dumps_map(map_to_dict(sc.hexmap))


def fresh():
    """A copy of the original scenario (the map copied the fast way)."""
    return copy.deepcopy(BASE, {id(BASE.hexmap): BASE.hexmap.copy()})


class DocumentMachine(RuleBasedStateMachine):
    """See the module doc.  ``steps[i]`` is the list of forward edit
    functions (``fn(scenario) -> inverse``) of undo step ``i``.  ``stats``
    counts steps run and edits refused over every instance (for the script)."""

    stats: ClassVar[dict[str, int]] = {"steps": 0, "refused": 0}

    def __init__(self):
        super().__init__()
        self.doc = Document(BASE.hexmap, str(BALKA), scenario=fresh(), file_kind="scenario")
        self.steps: list[list] = []
        self.index = 0
        self.stroke = None
        self.next_id = 0
        self.refused = 0

    # --- helpers ---------------------------------------------------------------------
    def hex(self, off):
        return self.doc.hexmap.layout.from_offset(*off)

    def push(self, fn, merge: bool = False) -> None:
        """Make edit ``fn`` through the document; track it in the model."""
        stack = self.doc.undo_stack
        stroke = self.stroke if merge and self.stroke is not None else self.doc.begin_stroke()
        count, index = stack.count(), stack.index()
        result = self.doc.edit("step", fn, stroke)
        if result is None:  # refused: nothing changed, no step
            self.refused += 1
            DocumentMachine.stats["refused"] += 1
            assert (stack.count(), stack.index()) == (count, index)
            self.stroke = None
            return
        if not result:  # changed nothing: no step
            assert (stack.count(), stack.index()) == (count, index)
            return
        if stroke == self.stroke:  # same stroke as the top step: merged into it
            assert stack.index() == index and stack.count() == count
            self.steps[self.index - 1].append(fn)
        else:
            assert stack.index() == index + 1 == stack.count()
            del self.steps[self.index:]
            self.steps.append([fn])
            self.index += 1
        self.stroke = stroke

    def unit_ids(self) -> list[str]:
        return sorted(u.id for u in self.doc.scenario.all_units())

    # --- map edits ---------------------------------------------------------------------
    @initialize()
    def start(self):
        assert text(self.doc.scenario) == ORIGINAL

    @rule(offs=st.lists(offsets, min_size=1, max_size=4), terrain=st.sampled_from(TERRAINS), merge=st.booleans())
    def paint(self, offs, terrain, merge):
        hexes = [self.hex(o) for o in offs]
        self.push(lambda sc: E.set_terrain(sc.hexmap, hexes, terrain), merge)

    @rule(off=offsets, level=st.integers(-1, 3), merge=st.booleans())
    def elevation(self, off, level, merge):
        h = self.hex(off)
        self.push(lambda sc: E.set_elevation(sc.hexmap, [h], level), merge)

    @rule(off=offsets, d=st.integers(0, 5), feature=st.sampled_from(FEATURES), present=st.booleans())
    def hexside(self, off, d, feature, present):
        a = self.hex(off)
        b = neighbours(a)[d]
        self.push(lambda sc: E.set_hexside_feature(sc.hexmap, a, b, feature, present))

    # --- units ---------------------------------------------------------------------------
    @rule(off=offsets, side=st.sampled_from(BASE.side_ids()), where=st.integers(-1, 2))
    def place(self, off, side, where):
        self.next_id += 1
        u = UnitPlacement(f"x{self.next_id}", side, None if where >= 0 else self.hex(off), "german_rifles_41")
        ri = where if where >= 0 else None
        self.push(lambda sc: E.place_unit(sc, u, reinforcement=ri))

    @precondition(lambda self: self.unit_ids())
    @rule(data=st.data(), off=offsets)
    def move(self, data, off):
        uid = data.draw(st.sampled_from(self.unit_ids()))
        h = self.hex(off)
        self.push(lambda sc: E.move_unit(sc, uid, h))

    @precondition(lambda self: self.unit_ids())
    @rule(data=st.data(), facing=st.integers(0, 5), merge=st.booleans())
    def turn(self, data, facing, merge):
        uid = data.draw(st.sampled_from(self.unit_ids()))
        self.push(lambda sc: E.set_facing(sc, uid, facing), merge)

    @precondition(lambda self: self.unit_ids())
    @rule(data=st.data(), hidden=st.booleans())
    def hide(self, data, hidden):
        uid = data.draw(st.sampled_from(self.unit_ids()))
        self.push(lambda sc: E.set_hidden(sc, uid, hidden))

    @precondition(lambda self: self.unit_ids())
    @rule(data=st.data())
    def remove(self, data):
        uid = data.draw(st.sampled_from(self.unit_ids()))
        self.push(lambda sc: E.remove_unit(sc, uid))

    # --- decks -------------------------------------------------------------------------
    @rule(card=st.sampled_from(CARDS), copies=st.integers(0, 3), index=st.none() | st.integers(0, 3))
    def card(self, card, copies, index):
        self.push(lambda sc: E.set_deck_card(sc, "battle", card, copies, index))

    @rule(side=st.sampled_from(BASE.side_ids()), at_start=st.none() | st.integers(0, 3),
          per_round=st.none() | st.integers(0, 2))
    def draws(self, side, at_start, per_round):
        self.push(lambda sc: E.set_deck_draw(sc, "battle", side, at_start, per_round))

    # --- reinforcements and rounds ------------------------------------------------------------
    @rule(rounds=st.integers(1, 7))
    def rounds(self, rounds):
        self.push(lambda sc: E.set_property(sc, "rounds", rounds))

    @rule(index=st.integers(0, 2))
    def remove_reinforcement(self, index):
        self.push(lambda sc: E.remove_reinforcement(sc, index))

    @rule(rnd=st.integers(1, 7), side=st.sampled_from(BASE.side_ids()), off=offsets)
    def add_reinforcement(self, rnd, side, off):
        h = self.hex(off)
        self.push(lambda sc: E.add_reinforcement(sc, Reinforcement(rnd, side, [], [h])))

    @rule(index=st.integers(0, 2), rnd=st.integers(1, 7))
    def reinforcement_round(self, index, rnd):
        self.push(lambda sc: E.set_reinforcement(sc, index, "round", rnd))

    @rule(side=st.sampled_from(BASE.side_ids()), rnd=st.none() | st.integers(1, 7), caps=st.none() | st.integers(1, 9))
    def caps(self, side, rnd, caps):
        self.push(lambda sc: E.set_caps(sc, side, caps, rnd))

    # --- zones and victory ----------------------------------------------------------------------
    @rule(zone=st.sampled_from([z.name for z in BASE.zones] + ["nowhere"]), offs=st.lists(offsets, max_size=3),
          add=st.booleans(), merge=st.booleans())
    def zone(self, zone, offs, add, merge):
        hexes = [self.hex(o) for o in offs]
        fn = E.add_zone_hexes if add else E.remove_zone_hexes
        self.push(lambda sc: fn(sc, zone, hexes), merge)

    @rule(off=offsets, vp=st.none() | st.integers(1, 3))
    def control(self, off, vp):
        h = self.hex(off)
        ctl = None if vp is None else ControlHex(h, vp, "end", None)
        self.push(lambda sc: E.set_control_hex(sc, h, ctl))

    @precondition(lambda self: self.unit_ids())
    @rule(data=st.data(), vp=st.none() | st.integers(1, 5))
    def unit_vp(self, data, vp):
        uid = data.draw(st.sampled_from(self.unit_ids()))
        self.push(lambda sc: E.set_unit_vp(sc, uid, vp))

    # --- undo / redo ---------------------------------------------------------------------------
    @rule()
    def undo(self):
        self.stroke = None
        if self.index:
            self.doc.undo_stack.undo()
            self.index -= 1
        assert self.doc.undo_stack.index() == self.index

    @rule()
    def redo(self):
        self.stroke = None
        if self.index < len(self.steps):
            self.doc.undo_stack.redo()
            self.index += 1
        assert self.doc.undo_stack.index() == self.index

    # --- invariants --------------------------------------------------------------------------------
    @invariant()
    def equals_replay(self):
        DocumentMachine.stats["steps"] += 1
        sc = fresh()
        for step in self.steps[:self.index]:
            for fn in step:
                fn(sc)
        # as text: order counts (the map file is written sorted, so equality is enough there)
        assert scenario_text(self.doc.scenario) == scenario_text(sc)
        assert self.doc.scenario == sc and self.doc.hexmap == sc.hexmap

    @invariant()
    def save_would_accept_it(self):
        assert check_document(scenario_to_dict(self.doc.scenario), self.doc.hexmap) == []

    def teardown(self):
        # the schema check is slow (~40 ms): once per program, on its last state
        doc = scenario_to_dict(self.doc.scenario)
        assert validate_against(doc, load_schema("scenario", FORMAT_VERSION)) == []

    @invariant()
    def undo_all_gives_the_original_bytes(self):
        stack = self.doc.undo_stack
        now, now_map = scenario_text(self.doc.scenario), self.doc.hexmap.copy()
        n = stack.index()
        for _ in range(n):
            stack.undo()
        assert text(self.doc.scenario) == ORIGINAL and not self.doc.is_modified
        for _ in range(n):
            stack.redo()
        assert stack.index() == n and scenario_text(self.doc.scenario) == now and self.doc.hexmap == now_map
        self.stroke = None  # Qt merges only into the top command; keep the model simple
