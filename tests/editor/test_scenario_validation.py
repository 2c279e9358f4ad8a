"""The validation dock lists format errors with their JSON paths and the
designer's warnings; choosing an entry selects and centres its hexes."""
from core.model.deck import Deck
from core.model.scenario import Reinforcement
from core.model.unit import UnitPlacement
from core.setup_checks import check_scenario
from tests.editor.scenario_helpers import PARTISANS, scenario_window


def _broken(w):
    """Break the open scenario behind the edits' back (as a hand-edited or
    older file could): unknown catalogue id, reinforcement after the last
    round, duplicate unit id; then re-check."""
    sc = w.document.scenario
    m = sc.hexmap
    sc.units.append(UnitPlacement("bad_cat", "german", m.parse("0505"), "german_no_such_unit", facing=0))
    sc.units.append(UnitPlacement("s_maxim", "german", m.parse("0606"), "german_mg34", facing=0))
    sc.reinforcements.append(Reinforcement(sc.rounds + 2, "german", [UnitPlacement("late", "german", None,
                                                                                   "german_mg34")],
                                           [m.parse("0118")]))
    w.scenario_ui.validation.recheck()
    return sc


def test_broken_scenario_entries_appear_with_their_json_paths(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, PARTISANS)
    panel = w.scenario_ui.validation
    assert panel.problems == [] and "No problems" in panel.summary.text()
    sc = _broken(w)
    n_units = len(sc.units)
    texts = [panel.list.item(i).text() for i in range(panel.list.count())]
    by_path = {p.path: p for p in panel.problems}
    unknown = f"$.units[{n_units - 2}].unit"
    dup = f"$.units[{n_units - 1}].id"
    late = f"$.reinforcements[{len(sc.reinforcements) - 1}].round"
    assert "german_no_such_unit" in by_path[unknown].message
    assert "already used" in by_path[dup].message
    assert "after the last round" in by_path[late].message
    for path in (unknown, dup, late):
        assert f"\u2716 {by_path[path].message}" in texts
        assert path in panel.list.item(panel.problems.index(by_path[path])).toolTip()
        assert by_path[path].severity == "error"
    # choosing the unknown-unit entry selects that unit and highlights its hex
    # (zoomed in and scrolled to the far corner first, so centring shows)
    w.view.set_level(4, False)
    far = w.scene.layout.hex_to_pixel(sc.hexmap.parse("2418"))
    w.view.centerOn(*far)
    x, y = w.scene.layout.hex_to_pixel(sc.hexmap.parse("0505"))
    assert not w.view.viewport().rect().contains(w.view.mapFromScene(x, y))
    row = panel.problems.index(by_path[unknown])
    panel.list.setCurrentRow(row)
    assert w.scenario_ui.previews.preview.highlight == (sc.hexmap.parse("0505"),)
    assert w.document.selected_unit == "bad_cat"
    assert w.view.viewport().rect().contains(w.view.mapFromScene(x, y))
    # the reinforcement entry names its entry hex
    assert by_path[late].hexes == (sc.hexmap.parse("0118"),)


def test_a_broken_scenario_is_not_saved_and_the_message_names_the_paths(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, PARTISANS)
    _broken(w)
    out = tmp_path / "broken.scenario.json"
    assert not w.files.save_to(str(out))
    assert not out.exists()
    assert "$.units[" in w.files.errors[-1] and "Traceback" not in w.files.errors[-1]


def test_designer_warnings(qtbot, tmp_path):
    w = scenario_window(qtbot, tmp_path, PARTISANS)
    sc = w.document.scenario
    m = sc.hexmap
    s_maxim = sc.unit("s_maxim")
    # an enemy in the same hex; a hidden unit sharing a hex with a visible one;
    # an impassable hex; a deck without cards; a reinforcement with no entry hexes
    sc.units.append(UnitPlacement("g_x", "german", s_maxim.hex, "german_rifles_41", facing=0))
    sc.units.append(UnitPlacement("s_h", "soviet", s_maxim.hex, "soviet_rifles_41", hidden=True))
    sc.decks.append(Deck("empty"))
    sc.reinforcements.append(Reinforcement(2, "soviet", [UnitPlacement("r_x", "soviet", None, "soviet_rifles_41")]))
    probs = check_scenario(sc)
    msgs = {p.path: p.message for p in probs}
    i = len(sc.units) - 1
    assert any("close combat" in p.message and p.hexes == (s_maxim.hex,) for p in probs)
    assert "revealed at once" in msgs[f"$.units[{i}].hidden"]
    assert "no cards" in msgs[f"$.decks[{len(sc.decks) - 1}].cards"]
    assert "no entry hexes" in msgs[f"$.reinforcements[{len(sc.reinforcements) - 1}].entry_hexes"]
    assert all(p.severity == "warning" for p in probs)
    # a tank in water (coh terrain.json: tracked units may not enter water)
    from core import edits
    wet = m.parse("0303")
    edits.set_terrain(m, [wet], "water")
    sc.units.append(UnitPlacement("tank", "german", wet, "german_pz_iv_f2", facing=0))
    assert any(p.unit_id == "tank" and "may not enter" in p.message and p.hexes == (wet,)
               for p in check_scenario(sc))


def test_hidden_in_the_open_next_to_an_enemy_cannot_stay_hidden(qtbot, tmp_path):
    from core.hexgrid import distance
    from core.rules.coh import terrain as T
    w = scenario_window(qtbot, tmp_path, PARTISANS)
    sc = w.document.scenario
    m = sc.hexmap
    enemy = sc.unit("s_maxim")
    open_hex = next(h for h in m.hexes() if distance(h, enemy.hex) == 1 and not T.is_covering(m, h)
                    and not m.hexsides.get(h) and T.move_penalty(m.terrain_at(h), "foot") is not None)
    sc.units.append(UnitPlacement("g_h", "german", open_hex, "german_rifles_41", hidden=True))
    probs = [p for p in check_scenario(sc) if p.unit_id == "g_h"]
    assert probs and probs[0].rule == "seed 000 §10.0 rule 4" and "cannot stay hidden" in probs[0].message


def test_hidden_set_up_follows_the_ruleset():
    """fow scenarios may hide teams (the fow engine plays hidden set-ups); tng has none."""
    from core.formats.scenariofile import load_scenario
    from tests.conftest import SAMPLES
    fow = load_scenario(SAMPLES / "fow_platoon_action.scenario.json")
    assert any(u.hidden for u in fow.units)
    assert not [p for p in check_scenario(fow) if "hidden" in p.message]
    tng = load_scenario(SAMPLES / "tng_borodino_outpost.scenario.json")
    tng.units[0].hidden = True
    assert any("no hidden set-up" in p.message and p.unit_id == tng.units[0].id for p in check_scenario(tng))


def test_scheduled_check_runs_on_a_worker_and_drops_a_stale_result(qtbot, tmp_path):
    """`schedule` checks off the GUI thread and fills the list with the same
    problems `recheck` finds; a result computed before a later edit is
    dropped and the check run again."""
    w = scenario_window(qtbot, tmp_path, PARTISANS)
    panel = w.scenario_ui.validation
    sc = w.document.scenario
    sc.units.append(UnitPlacement("bad_cat", "german", sc.hexmap.parse("0505"), "german_no_such_unit", facing=0))
    panel.schedule()
    qtbot.waitUntil(lambda: panel.problems != [] and not panel._running, timeout=10000)
    assert panel.problems == check_scenario(sc)
    gen = panel._generation
    panel.schedule()                      # a later edit: the earlier generation's result is stale
    panel._background_done(gen, [])      # a stale (empty) result arrives: dropped
    assert panel.problems == check_scenario(sc)
    qtbot.waitUntil(lambda: not panel._timer.isActive() and not panel._running, timeout=10000)
    assert panel.problems == check_scenario(sc)


def test_closing_the_panel_while_a_check_runs_is_quiet(qtbot, tmp_path, monkeypatch):
    """A check still running when its panel is deleted (the window closed)
    finishes without an error on its thread (it used to raise "Signal
    source has been deleted")."""
    import threading

    import shiboken6

    from editor.scenario import validation_dock
    from editor.scenario.validation_dock import ValidationPanel

    w = scenario_window(qtbot, tmp_path, PARTISANS)
    started, release = threading.Event(), threading.Event()

    def slow_check(scenario):
        started.set()
        release.wait(10)
        return []

    errors = []
    monkeypatch.setattr(validation_dock, "check_scenario", slow_check)
    monkeypatch.setattr(threading, "excepthook", lambda args: errors.append(args.exc_value))
    panel = ValidationPanel(w.document)
    panel._check_in_background()
    assert started.wait(10)
    worker = next(t for t in threading.enumerate() if t.name == "validation-check")
    shiboken6.delete(panel)
    release.set()
    worker.join(10)
    assert not worker.is_alive() and errors == []
