"""The one editor document (editor/document.py) and its one undo command
(editor/commands/): one typed change signal sent after the stack operation,
strokes merging, issue 18 items 1-3 through the window, the zone stroke."""
import shutil

import pytest

from core import edits as E
from core.edits import ScenarioEdit, put_field
from core.errors import HexwrightError
from editor.commands import ChangeCoalescer, DocumentChange, EditCommand
from editor.document import Document
from tests.conftest import SAMPLES
from tests.editor.helpers import small_map
from tests.editor.scenario_helpers import BALKA, scenario_window


def _balka_copy(tmp_path):
    """Balka Hill and its map file copied into ``tmp_path`` (saving there
    rewrites neither the sample nor the map path)."""
    shutil.copy(SAMPLES / "coh_two_boards.json", tmp_path / "coh_two_boards.json")
    path = tmp_path / BALKA.name
    shutil.copy(BALKA, path)
    return path


def test_one_change_signal_carries_hexes_and_parts_after_the_stack_moved(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    seen = []
    doc.changed.connect(lambda c: seen.append((c, doc.undo_stack.index())))
    doc.apply("Paint", lambda hm: E.set_terrain(hm, [m.parse("0101")], "woods"))
    assert len(seen) == 1
    change, index = seen[0]
    assert isinstance(change, DocumentChange)
    assert change.hexes == {m.parse("0101")} and change.parts == {"terrain"} and change.touches_map()
    assert index == 1  # emitted once the push returned, not from inside redo()
    assert doc.apply_scenario("Zone", lambda sc: E.add_zone(sc, E.base.SetupZone("z", None, {m.parse("0202")})))
    change, index = seen[-1]
    assert change.parts == {"zones"} and change.hexes == {m.parse("0202")} and not change.touches_map()
    doc.undo_stack.undo()
    change, index = seen[-1]
    assert index == 1 and change.parts == {"zones"}  # undo: after the index moved back
    assert doc.scenario.zones == []


def test_map_and_scenario_edits_share_one_stack_and_one_command_class(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    before_map, before_units = m.copy(), list(doc.scenario.units)
    doc.apply("Paint", lambda hm: E.set_terrain(hm, [m.parse("0101")], "woods"))
    doc.apply_scenario("Place", lambda sc: E.place_unit(sc, E.base.UnitPlacement("g1", sc.side_ids()[0],
                                                                                 m.parse("0101"))))
    stack = doc.undo_stack
    assert stack.count() == 2 and all(type(stack.command(i)) is EditCommand for i in range(2))
    stack.undo()
    stack.undo()
    assert m == before_map and doc.scenario.units == before_units and not doc.is_modified


def test_a_stroke_merges_map_and_scenario_edits_into_one_step(qapp):
    doc = Document(small_map())
    m = doc.hexmap
    stroke = doc.begin_stroke()
    assert doc.apply_scenario("Zone", lambda sc: E.add_zone(sc, E.base.SetupZone("z", None, set())))
    for lab in ("0101", "0102", "0103"):
        doc.apply("Paint", lambda hm, lab=lab: E.set_terrain(hm, [m.parse(lab)], "wheat"), stroke)
        doc.apply_scenario("Zone hex", lambda sc, lab=lab: E.add_zone_hexes(sc, "z", [m.parse(lab)]), stroke)
    assert doc.undo_stack.count() == 2
    doc.undo_stack.undo()
    assert all(m.terrain_at(m.parse(x)) != "wheat" for x in ("0101", "0102", "0103"))
    assert doc.scenario.zone("z").hexes == set()
    doc.undo_stack.redo()
    assert all(m.terrain_at(m.parse(x)) == "wheat" for x in ("0101", "0102", "0103"))
    assert doc.scenario.zone("z").hexes == {m.parse(x) for x in ("0101", "0102", "0103")}


def test_a_refused_edit_leaves_no_step_and_says_why(qapp):
    doc = Document(small_map())
    msgs = []
    doc.editFailed.connect(msgs.append)
    assert not doc.apply_scenario("Move", lambda sc: E.move_unit(sc, "nobody", None))
    assert doc.undo_stack.count() == 0 and msgs == ["Move: no unit 'nobody' in the scenario"]


def _boom(sc, **_kw):
    raise HexwrightError("cannot replay")


def test_a_replay_that_fails_rolls_back_and_puts_the_stack_back(qtbot):
    """Defence in depth (inverses never re-check, so this is a bug path):
    the steps already undone are redone, the stack returns to the command."""
    doc = Document(small_map())
    msgs = []
    doc.editFailed.connect(msgs.append)
    stroke = doc.begin_stroke()
    doc.apply_scenario("Title", lambda sc: E.set_property(sc, "title", "A"), stroke)
    doc.edit("Broken", lambda sc: (put_field(sc, "scenario", None, "notes", "n"), ScenarioEdit(_boom))[1], stroke)
    assert doc.undo_stack.count() == 1 and doc.scenario.title == "A" and doc.scenario.notes == "n"
    doc.undo_stack.undo()
    assert doc.scenario.title == "A"  # the title step was undone, then redone when the broken one refused
    qtbot.waitUntil(lambda: doc.undo_stack.index() == 1)
    assert doc.scenario.title == "A" and doc.scenario.notes == "n" and msgs and "cannot replay" in msgs[0]


def test_coalescer_merges_a_burst_into_one_call(qtbot):
    calls = []
    c = ChangeCoalescer(calls.append)
    c(DocumentChange(frozenset({1}), frozenset({"terrain"})))
    c(DocumentChange(frozenset({2}), frozenset({"units"})))
    assert calls == []
    qtbot.waitUntil(lambda: bool(calls))
    assert calls == [DocumentChange(frozenset({1, 2}), frozenset({"terrain", "units"}))]


# --- issue 18 items 1-3 through the window ------------------------------------------
def test_refused_undo_repro_restores_balka_hill_exactly(qtbot, tmp_path):
    """The repro of issue 18.1: lowering rounds to 3 while a reinforcement
    arrives in round 4 is refused up front (the file format would refuse the
    scenario); remove that reinforcement, lower rounds, undo twice: the
    reinforcement and its unit are back, the stack at 0, the document clean,
    Save allowed and writing the original bytes."""
    path = _balka_copy(tmp_path)
    original = path.read_bytes()
    w = scenario_window(qtbot, tmp_path, path)
    ui, doc = w.scenario_ui, w.document
    msgs = []
    doc.editFailed.connect(msgs.append)
    ui.settings_panel.rounds.setValue(3)  # refused: the spin box shows the scenario's 6 again
    assert doc.undo_stack.count() == 0 and doc.scenario.rounds == 6 and "arrives in round 4" in msgs[-1]
    assert ui.settings_panel.rounds.value() == 6 and "arrives in round 4" in ui.last_message
    msgs.clear()
    i = next(i for i, r in enumerate(doc.scenario.reinforcements) if r.round == 4)
    ui.reinforcements.list.setCurrentRow(i)
    ui.reinforcements.remove.click()
    ui.settings_panel.rounds.setValue(3)
    assert doc.scenario.rounds == 3 and doc.undo_stack.count() == 2
    assert doc.scenario.unit("s_t26") is None and "s_t26" not in doc.scenario.victory.unit_vp
    doc.undo_stack.undo()
    assert doc.scenario.rounds == 6
    doc.undo_stack.undo()
    assert doc.scenario.unit("s_t26") is not None and doc.scenario.victory.unit_vp["s_t26"] == 2
    qtbot.wait(5)
    assert msgs == [] and doc.undo_stack.index() == 0 and not doc.is_modified
    assert doc.scenario.reinforcements[i].round == 4
    assert w.files.save_to(str(path)), w.files.errors
    assert path.read_bytes() == original


def test_removing_a_reinforcement_never_makes_save_refuse(qtbot, tmp_path):
    path = _balka_copy(tmp_path)
    w = scenario_window(qtbot, tmp_path, path)
    ui, doc = w.scenario_ui, w.document
    for _ in range(len(doc.scenario.reinforcements)):
        ui.reinforcements.list.setCurrentRow(0)
        ui.reinforcements.remove.click()
    assert doc.scenario.reinforcements == [] and doc.scenario.victory.unit_vp == {}
    errors = []
    w.files.show_error = lambda title, message: errors.append(message)
    assert w.files.save_to(str(path)) and errors == []


@pytest.mark.parametrize("steps", [1, 3])
def test_undo_all_saves_the_original_bytes(qtbot, tmp_path, steps):
    path = _balka_copy(tmp_path)
    original = path.read_bytes()
    w = scenario_window(qtbot, tmp_path, path)
    doc = w.document
    sc = doc.scenario
    deck, g = sc.decks[0].id, sc.side_ids()[0]
    for _ in range(steps):
        doc.apply_scenario("draws", lambda s: E.set_deck_draw(s, deck, g, at_start=0, per_round=0))
        doc.apply_scenario("draws", lambda s: E.set_deck_draw(s, deck, g, at_start=1, per_round=1))
        doc.apply_scenario("vp", lambda s: E.set_unit_vp(s, "g_pz3", None))
        doc.apply_scenario("vp", lambda s: E.set_unit_vp(s, "g_pz3", 4))
        doc.apply("paint", lambda m: E.set_terrain(m, [m.parse("0505")], "woods"))
    assert w.files.save_to(str(tmp_path / "edited.scenario.json"))
    assert (tmp_path / "edited.scenario.json").read_bytes() != original
    while doc.undo_stack.canUndo():
        doc.undo_stack.undo()
    assert w.files.save_to(str(path)), w.files.errors
    assert path.read_bytes() == original
    assert (tmp_path / "coh_two_boards.json").read_bytes() == (SAMPLES / "coh_two_boards.json").read_bytes()


# --- the zone tool is a stroke tool -------------------------------------------------------
def test_zone_drag_paints_every_hex_between_and_is_one_step(qtbot, tmp_path):
    from editor.tools.base import HexEvent
    w = scenario_window(qtbot, tmp_path)
    ui, doc = w.scenario_ui, w.document
    m = doc.hexmap
    assert ui.zones.add_zone("Drag", None)
    n = doc.undo_stack.count()
    w.set_tool("zones")
    tool = w.tools["zones"]

    def at(label, button="left"):
        h = m.parse(label)
        return HexEvent(h, 0, True, button)

    tool.press(at("0101"))
    tool.move(at("0106"))  # one mouse event five hexes away
    tool.release(at("0106"))
    zone = doc.scenario.zone("Drag")
    assert zone.hexes == {m.parse(f"01{r:02d}") for r in range(1, 7)}
    assert doc.undo_stack.count() == n + 1
    tool.press(at("0103", "right"))
    tool.move(at("0105", "right"))
    tool.release(at("0105", "right"))
    assert doc.scenario.zone("Drag").hexes == {m.parse(x) for x in ("0101", "0102", "0106")}
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.scenario.zone("Drag").hexes == set()


def test_a_redo_that_fails_rolls_back_and_puts_the_stack_back(qtbot):
    doc = Document(small_map())
    msgs = []
    doc.editFailed.connect(msgs.append)
    stroke = doc.begin_stroke()
    doc.apply_scenario("Title", lambda sc: E.set_property(sc, "title", "A"), stroke)
    doc.apply_scenario("Notes", lambda sc: E.set_property(sc, "notes", "n"), stroke)
    doc.undo_stack.undo()
    assert (doc.scenario.title, doc.scenario.notes) == ("", "")
    cmd = doc.undo_stack.command(0)
    cmd.redos[1] = ScenarioEdit(_boom)  # a redo edit that cannot run (a bug)
    doc.undo_stack.redo()
    assert (doc.scenario.title, doc.scenario.notes) == ("", "")  # the title redo was rolled back
    qtbot.waitUntil(lambda: doc.undo_stack.index() == 0)
    assert (doc.scenario.title, doc.scenario.notes) == ("", "") and "cannot replay" in msgs[0]
